/**
 * The login page drawn at build time (prerender/login-page.tsx), which the server puts in the login page's
 * HTML: the visitor sees the form, and may type in it, while the page's code arrives. The page itself
 * replaces it when it shows (`takeOverPrerenderedLogin`), any other page when it shows instead
 * (`dropPrerenderedLogin`).
 */
import { LOGIN_PRERENDER_ELEMENT_ID } from '@irt/api/constants';

/** What was typed in the drawn page, and the field the caret was in. */
export interface TypedAhead {
  email: string;
  password: string;
  focused: 'email' | 'password' | null;
}

/** Removes the drawn page and answers what was typed in it; null when the page was not drawn ahead. */
export function takeOverPrerenderedLogin(): TypedAhead | null {
  const drawn = document.getElementById(LOGIN_PRERENDER_ELEMENT_ID);
  if (!drawn) return null;
  const email = drawn.querySelector<HTMLInputElement>('input[name="email"]');
  const password = drawn.querySelector<HTMLInputElement>('input[name="password"]');
  const active = document.activeElement;
  const typed: TypedAhead = {
    email: email?.value ?? '',
    password: password?.value ?? '',
    focused: active !== null && active === email ? 'email' : active !== null && active === password ? 'password' : null,
  };
  drawn.remove();
  return typed;
}

/** Removes the drawn page when another page shows (a redirection, an error). */
export function dropPrerenderedLogin(): void {
  document.getElementById(LOGIN_PRERENDER_ELEMENT_ID)?.remove();
}
