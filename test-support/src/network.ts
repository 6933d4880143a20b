/**
 * The fake API of the front-end tests: MSW intercepts every fetch at the network level, so the code
 * under test (components, query hooks, the ky client and its hooks) runs exactly as in a browser.
 */
import type { ApiError, EndpointKey, HttpMethod, OkOf } from '@irt/api/contract';
import type { LookupList } from '@irt/shared-auth/query';
import { http, HttpResponse, type DefaultBodyType, type PathParams, type StrictRequest } from 'msw';
import { setupServer } from 'msw/node';

export const apiServer = setupServer();

/** A request the code under test sent. */
export interface SentRequest {
  /** "METHOD /path", e.g. "GET /api/user". */
  key: string;
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  /** The JSON body (or text) of an answered request; undefined without a body. */
  body: unknown;
}

/** Every request sent since the test started, in order. */
export const requests: SentRequest[] = [];
const byId = new Map<string, SentRequest>();
const unanswered: string[] = [];

function readBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

apiServer.events.on('request:start', ({ request, requestId }) => {
  const url = new URL(request.url);
  const entry: SentRequest = {
    key: `${request.method} ${url.pathname}`,
    method: request.method,
    path: url.pathname,
    url,
    headers: request.headers,
    body: undefined,
  };
  requests.push(entry);
  byId.set(requestId, entry);
});

apiServer.events.on('request:unhandled', ({ request }) => {
  unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
});

/** The keys ("METHOD /path") of the requests sent, in order. */
export function sentKeys(): string[] {
  return requests.map((request) => request.key);
}

declare const replyBody: unique symbol;

/** A fake answer whose body has type B: a route's answer must be a body of its endpoint's type. */
export type Reply<B> = Response & { readonly [replyBody]: B };

/** A JSON answer as the API sends it; its body's type is checked against the endpoint's answer. */
export function json<B>(body: B, status = 200, headers?: [string, string][]): Reply<B> {
  return HttpResponse.json(body as DefaultBodyType, { status, headers }) as unknown as Reply<B>;
}

/**
 * The Set-Cookie headers of an answer that opens a session (a login), as the API sends them: the token
 * HttpOnly (the fake browser keeps it away from scripts, as a real one does) and its expiry readable.
 */
export function sessionCookies(seconds = 3600, token = 'jeton-de-session'): [string, string][] {
  const exp = Math.floor(Date.now() / 1000) + seconds;
  const common = `Path=/; Max-Age=${seconds}; SameSite=Strict`;
  return [
    ['set-cookie', `irt_token=${token}; HttpOnly; ${common}`],
    ['set-cookie', `irt_session=${exp}; ${common}`],
  ];
}

/** A session already set on this browser, as a login left it: what the page sees of it, its expiry. */
export function startSession(seconds = 3600): void {
  const exp = Math.floor(Date.now() / 1000) + seconds;
  document.cookie = `irt_session=${exp}; path=/; SameSite=Strict; max-age=${seconds}`;
}

/** An answer without a body (204, or an error whose body the page must not need). */
export function emptyAnswer(status = 204): Reply<never> {
  return new Response(null, { status }) as unknown as Reply<never>;
}

/**
 * The file a file endpoint answers (PDF, spreadsheet), named in Content-Disposition when `name` is
 * given, as the API names it.
 */
export function fileAnswer(content: BodyInit, { type, name }: { type: string; name?: string }): Reply<Blob> {
  const headers: Record<string, string> = { 'content-type': type };
  if (name !== undefined) headers['content-disposition'] = `attachment; filename="${name}"`;
  return new HttpResponse(content, { headers }) as unknown as Reply<Blob>;
}

/** An error page of a proxy in front of the API (HTML, not the API's JSON error body). */
export function proxyErrorPage(status = 502): Reply<never> {
  return new HttpResponse('<html><body>Bad gateway</body></html>', { status, headers: { 'content-type': 'text/html' } }) as unknown as Reply<never>;
}

/** No answer at all (the network failed): the client throws without an HTTP status. */
export function networkError(): Reply<never> {
  return HttpResponse.error() as unknown as Reply<never>;
}

/** "GET /api/trainings/:id" for the contract's "GET /trainings/:id". */
export type MockKey = { [K in EndpointKey]: K extends `${infer M extends HttpMethod} ${infer P}` ? `${M} /api${P}` : never }[EndpointKey];
type EndpointOfMock<K extends MockKey> = Extract<EndpointKey, K extends `${infer M} /api${infer P}` ? `${M} ${P}` : never>;

/** What an endpoint's fake may answer: its success body, or an error body. */
export type AnswerBody<K extends MockKey> = OkOf<EndpointOfMock<K>> | ApiError;

export type Answer<B = unknown> = (request: { request: StrictRequest<DefaultBodyType>; url: URL; params: PathParams }) =>
  | Reply<B>
  | Promise<Reply<B>>;

/** One test's answers, by "METHOD /api/path": each typed by the contract's endpoint table. */
export type MockRoutes = { [K in MockKey]?: Answer<AnswerBody<K>> };

/**
 * Answers of the API for one test, by "METHOD /api/path" as the contract's table names the endpoint
 * (the query string is not part of the key; read it from `url`). Paths hold the table's parameters
 * (`/api/trainings/:id`). Later calls override earlier ones.
 */
export function mockApi(routes: MockRoutes): void {
  apiServer.use(
    ...Object.entries(routes as Record<string, Answer>).map(([key, answer]) => {
      const [method, path] = key.split(' ') as [HttpMethod, string];
      const handler = http[method.toLowerCase() as Lowercase<HttpMethod>];
      return handler(`*${path}`, async ({ request, params, requestId }) => {
        // The body as sent, read before the answer (so a test can assert it once the UI reacted).
        const entry = byId.get(requestId);
        if (entry) entry.body = readBody(await request.clone().text());
        return answer({ request, url: new URL(request.url), params });
      });
    }),
  );
}

/** The items of reference lists (GET /api/genres, /api/vehicle-categories, …), each typed by its endpoint. */
export type LookupAnswers = { [L in LookupList]?: OkOf<`GET /${L}`> };

/**
 * Routes answering reference lists with the given items; a list not given stays unanswered, so a
 * screen asking for a list its test did not expect fails the test.
 */
export function lookupRoutes(lists: LookupAnswers): MockRoutes {
  // Each list's items are checked against its endpoint by `LookupAnswers`; the key is that list's.
  return Object.fromEntries(Object.entries(lists).map(([list, items]) => [`GET /api/${list}`, () => json(items)])) as MockRoutes;
}

/** An answer that never comes (to see a loading state); `release` answers it later. */
export function pendingAnswer(): { answer: Answer<never>; release: (response: Response) => void } {
  let release: (response: Response) => void = () => undefined;
  const pending = new Promise<Reply<never>>((resolve) => {
    release = (response) => resolve(response as unknown as Reply<never>);
  });
  return { answer: () => pending, release: (response) => release(response) };
}

/** Lifecycle, installed once for every test file by jest.setup.ts. */
export function installFakeApi(): void {
  beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    apiServer.resetHandlers();
    requests.length = 0;
    byId.clear();
    const missed = unanswered.splice(0);
    // A request no test expected fails the test that sent it, loudly.
    if (missed.length > 0) throw new Error(`Requêtes sans réponse prévue par le test : ${missed.join(', ')}`);
  });
  afterAll(() => apiServer.close());
}
