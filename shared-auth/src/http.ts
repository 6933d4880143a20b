import ky, { isHTTPError } from 'ky';
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
 * The portal's HTTP client: every call goes to `/api/…` on the same origin. The browser sends the
 * session's HttpOnly cookie by itself, and the X-Requested-With header lets it count for writes; the
 * server sets that cookie again on any answer carrying a new token. No automatic retries: a failed call
 * is reported once, as the spec describes.
 */
export const http = ky.create({
  prefix: '/api',
  // Resolve against the page's origin explicitly: the same in a browser, and it also works where
  // Request does not know the document's base URL (Node's fetch under jsdom in unit tests).
  baseUrl: typeof location === 'undefined' ? undefined : location.origin,
  timeout: REQUEST_TIMEOUT_MS,
  credentials: 'include',
  retry: 0,
  headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  hooks: {
    afterResponse: [
      ({ request, response }) => {
        if (response.status === 401 && !SESSION_CALLS.test(new URL(request.url).pathname)) {
          for (const listener of sessionRefusedListeners) listener();
        }
      },
    ],
  },
});

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
  if (!isHTTPError(error)) return { status: null, message: null, errors: {} };
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
  if (!isHTTPError(error) || error.response.status !== 409) return null;
  const body: unknown = error.data;
  if (!body || typeof body !== 'object' || !('conflicts' in body) || !Array.isArray(body.conflicts)) return null;
  return body.conflicts as Conflict[];
}

/** Every server validation message, one per entry, in field order (for "one per line" displays). */
export function listErrorMessages(errors: Record<string, string[]>): string[] {
  return Object.values(errors).flat();
}
