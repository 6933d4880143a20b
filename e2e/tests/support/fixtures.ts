// Test fixtures: an API client for setting the scene and reading the outbox, a per-worker cache of
// session tokens (one login per demo account and worker, so the login rate limit is not hit), and
// page helpers that log in through the cookies a login answer leaves in the browser.
import { expect, request as playwrightRequest, test as base } from '@playwright/test';
import type { APIRequestContext, APIResponse, Page, Request } from '@playwright/test';
import type { RoleSlug } from '@irt/api/contract';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, REMOTE_FOLDERS, type RemoteFolder } from './spec-tables';

export const TOKEN_COOKIE = 'irt_token';
/** The session's expiry, readable by the page (the token's cookie is not). */
export const SESSION_COOKIE = 'irt_session';

/** A token's own expiry (seconds since the epoch), read without verifying it. */
function expiryOf(token: string): number {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
  if (typeof claims.exp !== 'number') throw new Error('token without exp');
  return claims.exp;
}

/**
 * The cookies the login answer of this token leaves in the browser, as the server writes them: the
 * token HttpOnly (no script of the page can read it) and its expiry, readable, which tells the page
 * that a session is set. `exp` for a token that is not a JWT.
 */
export function sessionCookies(token: string, url: string, exp: number = expiryOf(token)) {
  return [
    { name: TOKEN_COOKIE, value: token, url, httpOnly: true, sameSite: 'Strict' as const, expires: exp },
    { name: SESSION_COOKIE, value: String(exp), url, sameSite: 'Strict' as const, expires: exp },
  ];
}
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

export interface OutboxMessage {
  to: string;
  /** Where an answer goes, when not to the institute. */
  reply_to?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  created_at?: string;
}

async function json<T>(res: APIResponse, what: string): Promise<T> {
  if (!res.ok()) {
    throw new Error(`${what} answered ${res.status()}: ${(await res.text()).slice(0, 500)}`);
  }
  return (await res.json()) as T;
}

/** The API as a client sees it; used to set the scene and to know what the pages must show. */
export class PortalApi {
  constructor(private readonly request: APIRequestContext) {}

  async login(email: string, password: string): Promise<string> {
    const res = await this.request.post('/api/login', { data: { email, password }, headers: XHR });
    const body = await json<{ token?: string }>(res, `POST /api/login (${email})`);
    if (!body.token) throw new Error(`POST /api/login (${email}) returned no token`);
    return body.token;
  }

  async get<T>(path: string, token?: string, params?: Record<string, string | number>): Promise<T> {
    const res = await this.request.get(path, {
      params,
      headers: { ...XHR, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
    return json<T>(res, `GET ${path}`);
  }

  async post(path: string, data: unknown, token?: string): Promise<APIResponse> {
    return this.send('POST', path, data, token);
  }

  /** A write with a JSON body (POST, PUT, PATCH), answered as is: the caller checks the status. */
  async send(method: 'POST' | 'PUT' | 'PATCH', path: string, data: unknown, token?: string): Promise<APIResponse> {
    return this.request.fetch(path, {
      method,
      data: data as Record<string, unknown>,
      headers: { ...XHR, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  }

  /** A write that must succeed: its JSON answer, or an error with the server's message. */
  async write<T>(method: 'POST' | 'PUT' | 'PATCH', path: string, data: unknown, token: string): Promise<T> {
    return json<T>(await this.send(method, path, data, token), `${method} ${path}`);
  }

  /**
   * The latest 200 messages of the development outbox (GET /api/dev/outbox), or those to `to` (the whole
   * address), newest last: the scheduled work writes dozens of reminders at the server's start.
   */
  async outbox(to?: string): Promise<OutboxMessage[]> {
    const query = new URLSearchParams({ limit: '200', ...(to ? { to } : {}) });
    const body = await this.get<OutboxMessage[] | { data: OutboxMessage[] }>(`/api/dev/outbox?${query}`);
    const list = Array.isArray(body) ? body : body.data;
    return [...list].sort((a, b) => String(a.created_at ?? '').localeCompare(String(b.created_at ?? '')));
  }

  /**
   * Waits for an email to `to` holding a link to `pathname`, and returns that link as a path with its
   * query string (the server's PUBLIC_URL is the test server, but a path keeps the test independent of it).
   */
  async linkFromOutbox(to: string, pathname: string): Promise<string> {
    const found = { link: '' };
    await expect
      .poll(
        async () => {
          const mails = (await this.outbox()).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
          for (const mail of mails.reverse()) {
            const urls = `${mail.text}\n${mail.html ?? ''}`.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
            const url = urls.map((u) => new URL(u.replace(/&amp;/g, '&'))).find((u) => u.pathname === pathname);
            if (url) {
              found.link = `${url.pathname}${url.search}`;
              return true;
            }
          }
          return false;
        },
        { message: `an email to ${to} with a link to ${pathname}`, timeout: 15_000 },
      )
      .toBe(true);
    return found.link;
  }
}

/** A new stagiaire account, registered through the API and with its email verified. */
export interface FreshAccount {
  name: string;
  email: string;
  password: string;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@exemple.fr`;
}

interface WorkerFixtures {
  workerApi: PortalApi;
  /** Session token of a demo account, logged in once per worker. */
  tokenOf: (role: RoleSlug) => Promise<string>;
}

interface TestFixtures {
  api: PortalApi;
  /** Opens the portal as a demo account through the session cookie, on `path` (default the dashboard). */
  loginAs: (role: RoleSlug, path?: string) => Promise<void>;
  /** Registers a new account through the API and follows the verification link of its email. */
  freshAccount: (prefix: string) => Promise<FreshAccount>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  workerApi: [
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const ctx = await playwrightRequest.newContext({ baseURL });
      await use(new PortalApi(ctx));
      await ctx.dispose();
    },
    { scope: 'worker' },
  ],
  tokenOf: [
    async ({ workerApi }, use) => {
      const cache = new Map<RoleSlug, Promise<string>>();
      await use((role) => {
        let token = cache.get(role);
        if (!token) {
          token = workerApi.login(DEMO_ACCOUNTS[role].email, DEMO_PASSWORD);
          cache.set(role, token);
        }
        return token;
      });
    },
    { scope: 'worker' },
  ],
  api: async ({ workerApi }, use) => {
    await use(workerApi);
  },
  loginAs: async ({ page, tokenOf, baseURL }, use) => {
    await use(async (role, path = '/') => {
      const token = await tokenOf(role);
      await page.context().addCookies(sessionCookies(token, baseURL as string));
      await page.goto(path);
    });
  },
  freshAccount: async ({ api, page }, use) => {
    await use(async (prefix) => {
      const account = { name: `Camille Testeur ${prefix}`, email: uniqueEmail(prefix), password: 'Essai-2026!' };
      const res = await api.post('/api/register', {
        name: account.name,
        email: account.email,
        password: account.password,
      });
      expect(res.status(), `POST /api/register: ${await res.text()}`).toBeLessThan(300);
      const link = await api.linkFromOutbox(account.email, '/verification-email');
      await page.goto(link);
      await expect(page.getByText('Bravo, votre email a bien été vérifié !')).toBeVisible();
      return account;
    });
  },
});

export { expect };

/** The side menu. */
export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Menu principal' });
}

/** The user menu button of the top bar (its accessible name ends with 'Menu utilisateur'). */
export function userMenuButton(page: Page) {
  return page.getByRole('button', { name: /Menu utilisateur/ });
}

/** Rows of the dashboard panels (the sidebar's entries are not list items of a section). */
export function panelRows(page: Page) {
  return page.locator('main section li');
}

/** Logs in through the login screen, as a user would. */
export async function loginThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/authentification');
  await page.getByRole('textbox', { name: 'Identifiant' }).fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The value of the session token's cookie (HttpOnly: read from the browser, not the page), or null when there is none (or it was emptied). */
export async function tokenCookie(page: Page): Promise<string | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === TOKEN_COOKIE);
  return cookie && cookie.value ? cookie.value : null;
}

export function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * A French text of the specification as a pattern: straight and typographic apostrophes are the same
 * text to a reader, so either is accepted; everything else must match exactly.
 */
export function fr(text: string, { whole = false }: { whole?: boolean } = {}): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/['’]/g, "['’]");
  return new RegExp(whole ? `^\\s*${escaped}\\s*$` : escaped);
}

/** The remote folder a URL of the portal belongs to (`/remotes/<folder>/…`), or null (shell, API). */
export function remoteOf(url: string): RemoteFolder | null {
  const { pathname } = new URL(url);
  return REMOTE_FOLDERS.find((folder) => pathname.startsWith(`/remotes/${folder}/`)) ?? null;
}

/** Records the URL of every request of the page's browser context, from now on. */
export function recordRequests(page: Page): { readonly urls: readonly string[]; stop: () => void } {
  const urls: string[] = [];
  const record = (request: Request) => urls.push(request.url());
  page.context().on('request', record);
  return { urls, stop: () => page.context().off('request', record) };
}

/** Counts the page's requests still waiting for their answer (started, neither finished nor failed). */
export function trackInFlight(page: Page): { readonly size: number } {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return {
    get size() {
      return pending.size;
    },
  };
}

/**
 * Waits until the page has nothing left to do on the network: the browser reports an idle period
 * (when anything deferred to idle time has started), then every request started has its answer.
 */
export async function networkSettled(page: Page, inFlight: { readonly size: number }): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
  );
  await expect.poll(() => inFlight.size, { message: 'requests still waiting for their answer' }).toBe(0);
}
