import type { Conflict } from '@irt/api/contract';

/** Every request gives up after 60 seconds. */
export const REQUEST_TIMEOUT_MS = 60_000;

type SessionRefusedListener = () => void;
/** The session's own calls, whose refusal the guard and the login form already handle. */
const SESSION_CALLS = /^\/api\/(login|logout|validate-token|user|profile)$/;
const sessionRefusedListeners = new Set<SessionRefusedListener>();

/**
 * Called when the server refuses a call other than the session's own (401: logged out elsewhere,
 * account closed, token expired): the shell ends the session on this device and shows the login page at
 * once instead of leaving a logged-in user on a page whose calls all fail. Returns the unsubscribe function.
 */
export function onSessionRefused(listener: SessionRefusedListener): () => void {
  sessionRefusedListeners.add(listener);
  return () => {
    sessionRefusedListeners.delete(listener);
  };
}

/**
 * A call answered with a status other than 2xx. `data` is the answer's body, read once: parsed when it is
 * JSON, as text otherwise, undefined when empty or unreadable (the response's body is then used up).
 */
export class HttpError extends Error {
  override readonly name = 'HTTPError';
  readonly response: Response;
  readonly data: unknown;

  constructor(response: Response, method: string, url: string, data: unknown) {
    super(`${method} ${url} : réponse ${response.status}`);
    this.response = response;
    this.data = data;
  }
}

/** A call that got no answer within REQUEST_TIMEOUT_MS. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

export interface HttpOptions {
  method?: string;
  searchParams?: URLSearchParams;
  /** Sent as JSON (with its content type). */
  json?: unknown;
  /** Sent as is (a FormData for uploads). */
  body?: BodyInit;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** For tests: how long to wait for an answer (REQUEST_TIMEOUT_MS by default). */
  timeoutMs?: number;
}

async function readData(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    if (!text) return undefined;
    return (response.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as unknown) : text;
  } catch {
    return undefined;
  }
}

/**
 * The portal's HTTP client: every call goes to `/api/…` on the same origin (`path` is relative to it).
 * The browser sends the session's HttpOnly cookie by itself, and the X-Requested-With header lets it
 * count for writes; the server sets that cookie again on any answer carrying a new token. No automatic
 * retries: a failed call is reported once, as the spec describes. Resolves with a 2xx answer; throws
 * HttpError for any other status, TimeoutError after REQUEST_TIMEOUT_MS, the fetch's own error for a
 * network failure or an abort.
 */
export async function http(path: string, options: HttpOptions = {}): Promise<Response> {
  const { method = 'GET', searchParams, json, signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const query = searchParams?.toString();
  // Resolved against the page's origin explicitly: the same in a browser, and it also works where fetch
  // does not know the document's base URL (Node's fetch under jsdom in unit tests).
  const url = `${typeof location === 'undefined' ? '' : location.origin}/api/${path}${query ? `?${query}` : ''}`;
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', ...options.headers };
  let body = options.body;
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  }
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(url, { method, headers, body, credentials: 'include', signal: controller.signal });
    if (response.status === 401 && !SESSION_CALLS.test(`/api/${path}`)) {
      for (const listener of sessionRefusedListeners) listener();
    }
    if (!response.ok) throw new HttpError(response, method, url, await readData(response));
    return response;
  } catch (error) {
    if (timedOut && !(error instanceof HttpError)) throw new TimeoutError(`${method} ${url} : pas de réponse en ${timeoutMs / 1000} s`);
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

export interface ApiErrorDetails {
  /** HTTP status, or null when no answer came back (network failure, timeout). */
  status: number | null;
  /** The server's French message, or null (callers then show their own text). */
  message: string | null;
  /** Field name → messages, as sent by the server (empty when none). */
  errors: Record<string, string[]>;
}

function toMessages(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/** Reads `{ message, errors }` from a failed call; safe on any thrown value. */
export function readApiError(error: unknown): ApiErrorDetails {
  if (!isHttpError(error)) return { status: null, message: null, errors: {} };
  const body: unknown = error.data;
  let message: string | null = null;
  const errors: Record<string, string[]> = {};
  if (body && typeof body === 'object') {
    if ('message' in body && typeof body.message === 'string' && body.message.trim()) message = body.message;
    if ('errors' in body && body.errors && typeof body.errors === 'object') {
      for (const [field, value] of Object.entries(body.errors)) {
        const messages = toMessages(value);
        if (messages.length > 0) errors[field] = messages;
      }
    }
  }
  return { status: error.response.status, message, errors };
}

/**
 * The conflicts of a save refused with 409 (a training place or a team member booked twice): the form
 * shows them and offers to save anyway. Null for any other failure.
 */
export function readConflicts(error: unknown): Conflict[] | null {
  if (!isHttpError(error) || error.response.status !== 409) return null;
  const body: unknown = error.data;
  if (!body || typeof body !== 'object' || !('conflicts' in body) || !Array.isArray(body.conflicts)) return null;
  return body.conflicts as Conflict[];
}

/** Every server validation message, one per entry, in field order (for "one per line" displays). */
export function listErrorMessages(errors: Record<string, string[]>): string[] {
  return Object.values(errors).flat();
}
