/**
 * Signing tokens: short, HMAC-signed, stateless. A QR code's token names the training, the half-day and
 * the 30-second window it was issued in; the token of the current window and of the previous one are
 * accepted (a scan at a rotation shows the code just replaced). A visio link's token has no window: it
 * is valid while its half-day lasts (the routes check the half-day).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { HalfDay } from '../../contract/absences';
import { SIGNING_ROTATION_SECONDS } from '../../contract/attendance-signing';

export interface SigningTarget {
  trainingId: number;
  /** Paris date, YYYY-MM-DD. */
  date: string;
  halfDay: HalfDay;
}

export type ReadToken = ({ kind: 'qr' | 'link' } & SigningTarget) | 'invalid' | 'expired';

const WINDOW_MS = SIGNING_ROTATION_SECONDS * 1000;
const MAC_LENGTH = 22;

/** The key of the signing tokens, derived from the server's secret (never the secret itself). */
export function signingKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('irt:emargement:v1').digest();
}

function mac(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url').slice(0, MAC_LENGTH);
}

const base = (t: SigningTarget) => `${t.trainingId}.${t.date}.${t.halfDay === 'morning' ? 'm' : 'a'}`;

/** The QR code's token of the window `now` falls in, and when that window ends. */
export function issueQrToken(key: Buffer, target: SigningTarget, now: Date): { token: string; expiresAt: Date } {
  const window = Math.floor(now.getTime() / WINDOW_MS);
  const body = `q.${base(target)}.${window}`;
  return { token: `${body}.${mac(key, body)}`, expiresAt: new Date((window + 1) * WINDOW_MS) };
}

/** The visio link's token of a half-day. */
export function issueLinkToken(key: Buffer, target: SigningTarget): string {
  const body = `v.${base(target)}`;
  return `${body}.${mac(key, body)}`;
}

export function readSigningToken(key: Buffer, token: string, now: Date): ReadToken {
  const cut = token.lastIndexOf('.');
  if (cut < 0) return 'invalid';
  const body = token.slice(0, cut);
  const given = Buffer.from(token.slice(cut + 1));
  const expected = Buffer.from(mac(key, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const parts = body.split('.');
  const [kind, id, date, half] = parts;
  const target: SigningTarget = { trainingId: Number(id), date, halfDay: half === 'm' ? 'morning' : 'afternoon' };
  if (kind === 'v' && parts.length === 4) return { kind: 'link', ...target };
  if (kind !== 'q' || parts.length !== 5) return 'invalid';
  const age = Math.floor(now.getTime() / WINDOW_MS) - Number(parts[4]);
  // The current window and the previous one; a token "from the future" is refused as well.
  if (age < 0 || age > 1) return 'expired';
  return { kind: 'qr', ...target };
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
