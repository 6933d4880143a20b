// The crawler: every role opens every route the route table lets it open, at desktop (1366 px) and
// phone (375 px) widths, opens the page's non-destructive controls one after the other, and the test
// fails on any uncaught page error, console error, server error (5xx) or the remote error panel
// ('Impossible de charger cette partie du portail'), or when the browser downloaded a remote outside the
// role's set (a stagiaire never downloads staff code).
//
// Routes come from the portal's own route table (shared-auth/src/routes.ts), read as data: a new
// route is crawled without touching this file. A route with a parameter takes a demo id the role may
// read (PARAMS below, looked up through the API); a new parameter name fails with a message asking for
// its line there. 'Page en construction' routes are visited like the others.
//
// Which controls are opened — an allow-list of control kinds, never "every button":
//   - tabs (role=tab): selected one after the other, and the controls below run inside each; on a
//     phone the tabs are a select labelled 'Onglet', the one select whose options are chosen (each
//     option only shows another tab);
//   - selects and autocompletes (role=combobox): opened, then closed with Escape, no option chosen;
//   - menu buttons (aria-haspopup="menu" or "listbox"): opened, then closed with Escape, no item chosen;
//   - accordion summaries (MUI AccordionSummary): expanded;
//   - dialog openers (aria-haspopup="dialog"): the attribute is the product's promise that the button
//     only opens a dialog and writes nothing; opened, then closed with Escape, nothing clicked inside.
// Plain buttons, links, switches, radios, checkboxes and options are never clicked: any of them may
// write. Per page at most MAX_PER_KIND controls of each kind are opened (the first ones, in document
// order, repeated names skipped), so the run stays bounded whatever the data. At phone width only the
// routes, their tabs and the frame's controls are visited (PAGE_CONTROLS).
//
// Accessibility: every route, once loaded, goes through axe-core at both widths (AXE_TAGS of
// support/pages.ts: WCAG 2.0/2.1/2.2 A and AA, and axe's best practices; every impact level), and each tab
// once selected at desktop width (only its panel: the rest of the page was checked with the route). Each
// violation is listed with its rule, impact, route, role, width and elements, and the test fails at the end
// with the whole list, after the other problems. axe runs once per page state, on the state reached by
// the crawl's own waits (no extra delay).
//
// Answers 4xx are not failures by themselves (a page may ask for something that is not there, and the
// browser logs them as console errors): they are left out of the console check, and 5xx are failures.
//
// Speed: one browser page per role and width, reused across routes; a route is reached by the
// router's own navigation (no reload of the portal); waits are on conditions (nothing loading, no
// request in flight), never fixed delays.
import type { Page, Response } from '@playwright/test';
import type { CatalogueTraining, Paged, RoleSlug, TeacherListItem, TraineeListItem, TrainingRow } from '@irt/api/contract';
import { FRAME_PRERENDER_ELEMENT_ID, LOGIN_PRERENDER_ELEMENT_ID } from '@irt/api/constants';
import { canAccess, pageFor, ROUTES, type RouteDefinition } from '@irt/shared-auth/routes';
import { expect, remoteOf, sessionCookies, test, type PortalApi } from './support/fixtures';
import { axeViolations } from './support/pages';
import { ALL_ROLES, ALLOWED_REMOTES } from './support/spec-tables';

const VIEWPORTS = {
  desktop: { width: 1366, height: 800 },
  phone: { width: 375, height: 740 },
} as const;

/**
 * What is opened inside the pages at each width. A phone shows other layouts (cards instead of tables, the
 * tabs as a select, the sidebar as a drawer): every route and every tab is visited at both widths, and the
 * frame's controls opened at both; the page's own selects, menus, accordions and dialogs behave the same at
 * any width and are opened at desktop width only, which halves the phone's crawl.
 */
const PAGE_CONTROLS: Record<keyof typeof VIEWPORTS, boolean> = { desktop: true, phone: false };

const MAX_PER_KIND = 4;
const MAX_TABS = 12;
const ERROR_PANEL = 'Impossible de charger cette partie du portail';

/** Pages outside the portal's frame that a logged-in user has no reason to open (links from emails). */
const SKIPPED_PATHS = new Set(['*', '/authentification', '/reinitialisation', '/reinitialisation-mot-de-passe', '/verification-email']);

type ParamSource = (api: PortalApi, token: string, role: RoleSlug) => Promise<string>;

const firstTraining: ParamSource = async (api, token, role) => {
  if (role === 'stagiaire') {
    const catalogue = await api.get<Paged<CatalogueTraining>>('/api/catalog/trainings', token, { page: 1, per_page: 1 });
    return String(catalogue.data[0]?.id);
  }
  const list = await api.get<Paged<TrainingRow>>('/api/trainings', token, { current_page: 1, per_page: 1 });
  return String(list.data[0]?.id);
};

const firstTrainee: ParamSource = async (api, token) => {
  const list = await api.get<Paged<TraineeListItem>>('/api/users/by-role/stagiaire', token, { page: 1 });
  return String(list.data[0]?.id);
};

/** The caller's own profile (every staff role opens its own team member page and form). */
const ownProfile: ParamSource = async (api, token) => String((await api.get<{ id: number }>('/api/profile', token)).id);

/** Intervenant (role 4): the team member every role of the creation route may create. */
const creatableRole: ParamSource = async () => '4';
const firstTeacher: ParamSource = async (api, token) => {
  const list = await api.get<Paged<TeacherListItem>>('/api/teachers', token, { page: 1 });
  return String(list.data[0]?.id);
};

/** The newest complaint (administrateur, gestionnaire: the demo has some in each status). */
const firstComplaint: ParamSource = async (api, token) => {
  const list = await api.get<Paged<{ id: number }>>('/api/complaints', token, { page: 1, per_page: 1 });
  return String(list.data[0]?.id);
};

/** A demo id per route parameter, as `path` + ':' + parameter (pages under construction take any). */
const PARAMS: Record<string, ParamSource> = {
  '/formations/:id:id': firstTraining,
  '/formations/editer-une-formation/:idTraining:idTraining': firstTraining,
  '/inscription/:id:id': firstTraining,
  '/modifier-un-compte/:id:id': firstTrainee,
  '/equipe/creer-un-compte/:roleId:roleId': creatableRole,
  '/equipe/modifier-un-compte/:profileId:profileId': ownProfile,
  '/equipe/:profileId:profileId': ownProfile,
  '/stagiaires/:id:id': firstTrainee,
  '/formateurs/:id:id': firstTeacher,
  '/formations/:id/emargement:id': firstTraining,
  // The first training of the role's list: its survey page opens, saying when none was sent.
  '/formations/:id/questionnaire-a-froid:id': firstTraining,
  '/formations/:id/questionnaire-equipe:id': firstTraining,
  '/reclamations/:id:id': firstComplaint,
  // A well-formed code whose signature is wrong: the page opens and says, in French, that it is not valid.
  '/emargement/:token:token': async () => 'q.1.2026-01-05.m.1.AAAAAAAAAAAAAAAAAAAAAA',
};

async function concretePath(route: RouteDefinition, role: RoleSlug, api: PortalApi, token: string): Promise<string> {
  const parts = await Promise.all(
    route.path.split('/').map(async (part) => {
      if (!part.startsWith(':')) return part;
      if (pageFor(route, role) === 'under-construction') return '1';
      const source = PARAMS[`${route.path}${part}`];
      if (!source) throw new Error(`Le crawler n’a pas d’identifiant de démonstration pour ${part} de ${route.path} : ajoutez-le à PARAMS.`);
      const value = await source(api, token, role);
      if (!value || value === 'undefined') throw new Error(`Aucune donnée de démonstration pour ${part} de ${route.path} (${role}).`);
      return value;
    }),
  );
  return parts.join('/');
}

/** The problems seen while crawling, each with where it was seen, and how many controls were opened. */
class Problems {
  readonly list: string[] = [];
  where = '';
  opened = 0;
  /** The axe-core violations, one line each, with where they were seen. */
  readonly accessibility: string[] = [];
  /** How many page states axe-core checked, and the time it took (ms). */
  checked = 0;
  axeTime = 0;
  /** Every address the browser asked for, to check which remotes the role loaded. */
  readonly requested: string[] = [];
  /** Whether the pages' own controls are opened at this width (PAGE_CONTROLS). */
  constructor(readonly pageControls: boolean) {}
  add(message: string) {
    this.list.push(`${this.where} — ${message}`);
  }
}

/** axe-core on the page as it is, or on the elements `include` selects; each violation is recorded. */
async function checkAccessibility(page: Page, problems: Problems, include?: string) {
  problems.checked += 1;
  const start = Date.now();
  const violations = await axeViolations(page, { include });
  problems.axeTime += Date.now() - start;
  for (const v of violations) {
    const line = `${problems.where} — ${v.impact} ${v.rule} : ${v.help}\n      ${v.targets.join('\n      ')}`;
    problems.accessibility.push(line);
    console.log(`axe-core : ${line}`);
  }
}

/**
 * The one error answer the crawl provokes itself: the signing page opened with the crawler's made-up
 * token, which the server rightly refuses (a real link is tested by the signing specs).
 */
const KNOWN_ERROR_ANSWERS: readonly RegExp[] = [/^GET \/api\/signing\/[^/]+ 422$/];

function watch(page: Page, problems: Problems) {
  const inFlight = new Set<unknown>();
  page.on('request', (request) => {
    inFlight.add(request);
    problems.requested.push(request.url());
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('pageerror', (error) => problems.add(`erreur de page : ${error.message}`));
  // Every error line counts. The browser's own 'Failed to load resource' line for an error status does
  // not say which address answered: each such answer is reported from its response instead, 4xx
  // included (a 'not found means none' lookup answers 200 with its 'none' shape).
  page.on('console', (message) => {
    if (message.type() === 'error' && !/^Failed to load resource: the server responded with a status of \d+/.test(message.text())) {
      problems.add(`console : ${message.text()}`);
    }
  });
  page.on('response', (response: Response) => {
    if (response.status() < 400) return;
    const answer = `${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}`;
    if (!KNOWN_ERROR_ANSWERS.some((known) => known.test(answer))) problems.add(`réponse ${answer}`);
  });
  return inFlight;
}

/**
 * Waits until nothing is loading: no spinner, skeleton or busy region on screen (a progress bar with a
 * value, such as a profile's completion, is content; a closed overlay keeps its hidden spinner; a list
 * showing the previous page's rows while the next loads is aria-busy), no request in flight.
 */
async function settle(page: Page, inFlight: Set<unknown>) {
  // Quiet twice in a row, two frames apart: a request that starts once another one's answer is drawn
  // (a list whose query waits for the year it was given) is waited for too.
  for (let round = 0; round < 2; round++) {
    await quiet(page, inFlight);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  await quiet(page, inFlight);
}

async function quiet(page: Page, inFlight: Set<unknown>) {
  // Nor a page drawn ahead in the HTML still standing for the page (its controls are not the page's).
  await page.waitForFunction(
    (drawn) =>
      drawn.every((id) => !document.getElementById(id)) &&
      !Array.from(document.querySelectorAll('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root, [aria-busy="true"]')).some((element) =>
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      ),
    [FRAME_PRERENDER_ELEMENT_ID, LOGIN_PRERENDER_ELEMENT_ID],
    { timeout: 20_000 },
  );
  await expect.poll(() => inFlight.size, { message: 'requêtes sans réponse', timeout: 20_000 }).toBe(0);
}

/** Navigates like a link of the portal does: the router handles it, the portal is not reloaded. */
async function navigate(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  await expect.poll(() => new URL(page.url()).pathname).toBe(path.split('?')[0]);
}

async function checkNoErrorPanel(page: Page, problems: Problems) {
  if (await page.getByText(ERROR_PANEL).count()) problems.add(`panneau d’erreur : ${ERROR_PANEL}`);
}

interface Control {
  kind: 'combobox' | 'menu' | 'accordion' | 'dialog';
  index: number;
  name: string;
  /** The `data-crawler` value its node was marked with when listed. */
  mark: string;
}

/** Each listing marks its nodes with marks of its own. */
let listings = 0;

const SELECTORS: Record<Control['kind'], string> = {
  combobox: '[role="combobox"]:not([aria-disabled="true"]):not([disabled])',
  menu: 'button[aria-haspopup="menu"]:not([disabled]), button[aria-haspopup="listbox"]:not([disabled])',
  accordion: '.MuiAccordionSummary-root[aria-expanded="false"]',
  dialog: 'button[aria-haspopup="dialog"]:not([disabled])',
};

/**
 * The controls of each kind in `scope`, visible, the first MAX_PER_KIND distinct names. Each is marked
 * (`data-crawler`) so that it is found again by its node, not by its rank: a list that loads meanwhile
 * may put other controls before it.
 */
async function controlsIn(page: Page, scope: string): Promise<Control[]> {
  const found: Control[] = [];
  for (const kind of Object.keys(SELECTORS) as Control['kind'][]) {
    listings += 1;
    const marker = `${kind}-${listings}`;
    const names = await page.locator(`${scope} ${SELECTORS[kind]}`).evaluateAll(
      (elements, marker) =>
        elements.map((element, index) => {
          const box = element.getBoundingClientRect();
          const visible = box.width > 0 && box.height > 0;
          const label = element.getAttribute('aria-label') || element.getAttribute('aria-labelledby') || element.textContent || '';
          element.setAttribute('data-crawler', `${marker}-${index}`);
          return visible ? label.trim().replace(/\s+/g, ' ').slice(0, 80) : null;
        }),
      marker,
    );
    const seen = new Set<string>();
    names.forEach((name, index) => {
      if (name === null || seen.has(name) || seen.size >= MAX_PER_KIND) return;
      seen.add(name);
      found.push({ kind, index, name, mark: `${marker}-${index}` });
    });
  }
  return found;
}

/**
 * Opens one control and closes what it opened (accordions stay open: they hold no focus). False when the
 * control is no longer on the page (its node replaced, or hidden, by what loaded since it was listed).
 */
async function exercise(page: Page, control: Control, inFlight: Set<unknown>): Promise<boolean> {
  const element = page.locator(`[data-crawler="${control.mark}"]`);
  if (!(await element.isVisible())) return false;
  await element.scrollIntoViewIfNeeded();
  if (control.kind === 'accordion') {
    // Held by its node: once expanded, the summary no longer matches the selector of closed ones.
    const summary = await element.elementHandle();
    if (!summary) throw new Error('accordion vanished before being opened');
    await summary.click();
    await expect.poll(() => summary.getAttribute('aria-expanded')).toBe('true');
    await settle(page, inFlight);
    return true;
  }
  await element.click();
  const popup =
    control.kind === 'dialog' ? page.getByRole('dialog').last() : control.kind === 'menu' ? page.locator('[role="menu"], [role="listbox"]').last() : page.locator('[role="listbox"], [role="dialog"], [role="presentation"] [role="menu"]').last();
  // An autocomplete may show nothing until something is typed: only a select must open a list.
  if (control.kind !== 'combobox' || (await element.getAttribute('aria-haspopup')) === 'listbox') await expect(popup).toBeVisible();
  await settle(page, inFlight);
  await page.keyboard.press('Escape');
  if (control.kind === 'dialog' || control.kind === 'menu') await expect(popup).toBeHidden();
  await settle(page, inFlight);
  return true;
}

/** The first line of an error, for the list of problems. */
function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

/**
 * Opens the controls of `scope` one after the other. A control that cannot be opened or closed is a
 * problem of its own; the page is then in an unknown state, so the remaining controls are skipped.
 */
async function exerciseControls(page: Page, scope: string, inFlight: Set<unknown>, problems: Problems, where: string): Promise<boolean> {
  if (!problems.pageControls && scope !== 'header') return true;
  for (const control of await controlsIn(page, scope)) {
    problems.where = `${where}, ${control.kind} « ${control.name} »`;
    try {
      if (await exercise(page, control, inFlight)) problems.opened += 1;
    } catch (error) {
      problems.add(`le contrôle n’a pas pu être ouvert et refermé : ${firstLine(error)}`);
      await checkNoErrorPanel(page, problems);
      return false;
    }
    await checkNoErrorPanel(page, problems);
  }
  return true;
}

/** Crawls one route; false when something failed and the page should be reloaded before the next. */
async function crawlRoute(page: Page, path: string, inFlight: Set<unknown>, problems: Problems, where: string, reload: boolean): Promise<boolean> {
  problems.where = where;
  try {
    if (reload) await page.goto(path);
    else await navigate(page, path);
    await settle(page, inFlight);
    await checkNoErrorPanel(page, problems);
    await checkAccessibility(page, problems);
    // One h1 per page (axe's page-has-heading-one asks for at least one).
    const h1 = await page.locator('h1').count();
    if (h1 !== 1) problems.accessibility.push(`${where} — ${h1} titres de niveau 1 (h1) au lieu d’un`);
    if (!(await exerciseControls(page, 'main', inFlight, problems, where))) return false;
    return await crawlTabs(page, inFlight, problems, where);
  } catch (error) {
    problems.add(`la page n’a pas pu être parcourue : ${firstLine(error)}`);
    await checkNoErrorPanel(page, problems);
    return false;
  }
}

/** The tabs shown as a select box on a phone: each option chosen in turn, the panel's controls opened. */
async function crawlTabSelect(page: Page, inFlight: Set<unknown>, problems: Problems, where: string): Promise<boolean> {
  const select = page.locator('main').getByRole('combobox', { name: 'Onglet', exact: true });
  if ((await select.count()) === 0) return true;
  await select.click();
  const names = (await page.getByRole('listbox').getByRole('option').allTextContents()).map((name) => name.trim());
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  for (const name of names.slice(0, MAX_TABS)) {
    const tabWhere = `${where}, onglet « ${name} »`;
    problems.where = tabWhere;
    await select.click();
    await page.getByRole('listbox').getByRole('option', { name, exact: true }).click();
    await expect(select).toHaveText(name);
    await settle(page, inFlight);
    problems.opened += 1;
    await checkNoErrorPanel(page, problems);
    if (!(await exerciseControls(page, 'main [role="tabpanel"]', inFlight, problems, tabWhere))) return false;
  }
  return true;
}

async function crawlTabs(page: Page, inFlight: Set<unknown>, problems: Problems, where: string): Promise<boolean> {
  if (!(await crawlTabSelect(page, inFlight, problems, where))) return false;
  const tabs = await page.locator('main [role="tab"]').evaluateAll((elements) =>
    elements.filter((element) => element.getBoundingClientRect().width > 0).map((element) => (element.textContent ?? '').trim()),
  );
  for (const name of tabs.slice(0, MAX_TABS)) {
    const tabWhere = `${where}, onglet « ${name} »`;
    problems.where = tabWhere;
    const tab = page.locator('main [role="tab"]').filter({ hasText: name }).first();
    if ((await tab.getAttribute('aria-selected')) !== 'true') {
      // A click that lands while the tab strip is drawn again (the previous tab's data arriving, on a
      // busy machine) selects nothing: clicked again until the tab is selected.
      await expect(async () => {
        if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 3_000 });
      }).toPass({ timeout: 20_000 });
      await settle(page, inFlight);
      problems.opened += 1;
      // The tab's panel, or the whole content when the tabs show their content without a tabpanel.
      if (problems.pageControls) {
        const panel = 'main [role="tabpanel"]:not([hidden])';
        await checkAccessibility(page, problems, (await page.locator(panel).count()) > 0 ? panel : 'main');
      }
    }
    await checkNoErrorPanel(page, problems);
    if (!(await exerciseControls(page, 'main [role="tabpanel"]', inFlight, problems, tabWhere))) return false;
  }
  return true;
}

for (const role of ALL_ROLES) {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`crawler : ${role}, ${width} (${viewport.width} px) — chaque route et ses contrôles sans erreur`, async ({ browser, baseURL, api, tokenOf }) => {
      test.setTimeout(900_000);
      const began = Date.now();
      const token = await tokenOf(role);
      const routes = ROUTES.filter((route) => !SKIPPED_PATHS.has(route.path) && canAccess(route, role));
      const paths = await Promise.all(routes.map((route) => concretePath(route, role, api, token)));

      const context = await browser.newContext({ baseURL, viewport, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
      await context.addCookies(sessionCookies(token, baseURL as string));
      const page = await context.newPage();
      const problems = new Problems(PAGE_CONTROLS[width as keyof typeof VIEWPORTS]);
      const inFlight = watch(page, problems);

      // The frame's own controls (top bar menus, search dialog) once, on the dashboard.
      problems.where = `${role} ${width}, cadre du portail`;
      await page.goto('/');
      await settle(page, inFlight);
      await exerciseControls(page, 'header', inFlight, problems, problems.where);

      let reload = false;
      for (const [index, path] of paths.entries()) {
        const where = `${role} ${width}, ${routes[index]!.path} (${path})`;
        reload = !(await test.step(where, () => crawlRoute(page, path, inFlight, problems, where, reload)));
      }
      await context.close();
      console.log(
        `crawler ${role} ${width} : ${((Date.now() - began) / 1000).toFixed(1)} s, ${paths.length} routes, ${problems.opened} contrôles ouverts, ${problems.checked} états vérifiés par axe-core en ${(problems.axeTime / 1000).toFixed(1)} s, ${problems.accessibility.length} violations`,
      );
      expect.soft(problems.list, 'problèmes vus par le crawler').toEqual([]);
      expect(problems.accessibility, `violations axe-core (${problems.accessibility.length})`).toEqual([]);
      // Every route of the role opened, and no remote outside its set downloaded.
      const outside = problems.requested.filter((url) => {
        const remote = remoteOf(url);
        return remote !== null && !ALLOWED_REMOTES[role].includes(remote);
      });
      expect(outside, `remotes hors de ${ALLOWED_REMOTES[role].join(', ')}`).toEqual([]);
    });
  }
}
