/**
 * The login page drawn at build time (scripts/prerender-pages.mjs); the server puts it in the HTML of the
 * login page, so a visitor sees the form while the page's code still arrives (pages/public/prerendered-login.ts
 * hands over to the page itself once it runs). Drawn as the browser draws it: same theme, same component.
 * Emotion writes each rule's <style> next to its element; the page's emotion cache adopts those rules when
 * it starts, so they are not sent twice.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { LOGIN_PATH } from '@irt/shared-auth/routes';
import { LOGIN_PRERENDER_ELEMENT_ID } from '@irt/api/constants';
import { AppProviders } from '@irt/shared-ui/AppProviders';
import { theme } from '@irt/shared-ui/theme';
import LoginPage from '../pages/public/LoginPage';

/**
 * What the fields' state does once the page's code runs, done by CSS until then: a field focused or
 * filled (its blank placeholder hidden) raises its label into the outline's notch, as MUI's outlined
 * field does, and a focused field takes the focus colour. Without it, what is typed would run under the label.
 */
function fieldStateRules(): string {
  const root = `#${LOGIN_PRERENDER_ELEMENT_ID} .MuiFormControl-root`;
  const raised = `${root}:has(input:focus, input:not(:placeholder-shown))`;
  const focused = `${root}:has(input:focus)`;
  const colour = theme.palette.primary.main;
  return [
    `${raised} .MuiInputLabel-root{transform:translate(14px,-9px) scale(0.75);max-width:calc(133% - 32px)}`,
    `${raised} legend{max-width:100%}`,
    `${focused} .MuiInputLabel-root{color:${colour}}`,
    `${focused} .MuiOutlinedInput-notchedOutline{border-color:${colour};border-width:2px}`,
  ].join('');
}

/**
 * The page's markup, its buttons disabled: nothing can be sent before the page's code runs (a disabled
 * default button also stops Enter from submitting the form), and what is typed is taken over by the page.
 * Its fields get a blank placeholder, which tells the CSS above whether they are filled.
 */
export function renderLoginPage(): string {
  const html = renderToString(
    <AppProviders>
      <StaticRouter location={LOGIN_PATH}>
        <LoginPage />
      </StaticRouter>
    </AppProviders>,
  );
  if (!html.includes('<form') || !html.includes('type="submit"')) throw new Error('Page de connexion pré-rendue : formulaire introuvable.');
  const markup = html.replace(/<button /g, '<button disabled="" ').replace(/<input /g, '<input placeholder=" " ');
  return `<style>${fieldStateRules()}</style>${markup}`;
}
