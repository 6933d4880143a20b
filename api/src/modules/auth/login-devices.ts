/**
 * The device cookie of the login: a browser that logged in to an account successfully keeps a cookie
 * naming that account and a random nonce, signed with a key derived from the server's secret. Its
 * failed logins are counted on itself, apart from the failures of unknown browsers, so that nobody
 * else can lock the owner out of the account.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '../../plugins/auth';

export const DEVICE_COOKIE = 'irt_device';
/** Sent only with the login call. */
const DEVICE_COOKIE_PATH = '/api/login';
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

export interface LoginDevice {
  userId: number;
  nonce: string;
}

export interface LoginDevices {
  /** The device the request's cookie names, when its signature holds; null otherwise. */
  read(request: FastifyRequest): LoginDevice | null;
  /** Gives the browser a new device cookie for the account (a new nonce at each successful login). */
  issue(reply: FastifyReply, userId: number, secure: boolean): void;
}

export function createLoginDevices(serverSecret: string): LoginDevices {
  // A key of its own: a device signature can never stand for another signature made with the secret.
  const key = createHmac('sha256', serverSecret).update('irt-login-device-cookie').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    read(request) {
      const value = readCookie(request.headers.cookie, DEVICE_COOKIE);
      const match = value ? /^(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
      if (!match) return null;
      const [, userId, nonce, signature] = match;
      const expected = Buffer.from(sign(`${userId}.${nonce}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId: Number(userId), nonce };
    },
    issue(reply, userId, secure) {
      const nonce = randomBytes(16).toString('base64url');
      const value = `${userId}.${nonce}.${sign(`${userId}.${nonce}`)}`;
      const attributes = [`Path=${DEVICE_COOKIE_PATH}`, `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`, 'HttpOnly', 'SameSite=Strict'];
      if (secure) attributes.push('Secure');
      reply.header('set-cookie', [`${DEVICE_COOKIE}=${value}`, ...attributes].join('; '));
    },
  };
}
