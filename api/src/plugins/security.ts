/**
 * Cross-cutting HTTP protections: security headers (helmet's, computed once), rate limits (opt-in per
 * route, counted in the database or Redis so that every API process shares them),
 * response compression, multipart parsing (uploads), and `Cache-Control: no-store` on every API
 * answer (they carry personal data).
 */
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { DEFAULT_LOGIN_ADDRESS_FREE_FAILURES } from '../config';
import { FILE_ANSWER_CSP } from '../lib/content-disposition';
import { HttpError } from '../lib/errors';
import { normalizeEmail } from '../lib/auth-passwords';
import { postgresRateLimitStore } from '../lib/rate-limit-store';

/** Upload limits; routes may lower them (e.g. 2048 KB for a vehicle registration PDF). */
export const MULTIPART_LIMITS = { fileSize: 10 * 1024 * 1024, files: 5, fields: 50, fieldSize: 100 * 1024, parts: 60 };

function minutesLabel(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
}

/** The 429 of every limit, with the minutes left before the next try. */
export function tooManyAttempts(ttlMs: number): HttpError {
  return new HttpError(429, `Trop de tentatives. Veuillez réessayer dans ${minutesLabel(ttlMs)}.`);
}

/**
 * A growing wait: none before `free` failures, then `firstDelayMs` after the `free`-th, doubled at each
 * further failure up to `maxDelayMs`; the failures are forgotten after `forgetMs` without one.
 */
export interface GrowingDelay {
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetMs: number;
  key: (value: string) => string;
}

/** The wait a growing delay imposes after `hits` failures, the last one `sinceLastMs` ago (0: none). */
export function growingDelayWait(limit: GrowingDelay, hits: number, sinceLastMs: number): number {
  if (hits < limit.free) return 0;
  const delay = Math.min(limit.maxDelayMs, limit.firstDelayMs * 2 ** (hits - limit.free));
  return Math.max(0, delay - sinceLastMs);
}

/**
 * Failed logins counted by the login route itself (only failures count, so that logging in often is
 * never refused). A browser that logged in to the account before carries a signed device cookie and
 * counts its failures on itself only, so failures made elsewhere never lock the owner out; failures
 * from other browsers count per account whatever the address (a reset of the password clears them)
 * and per address whatever the account, each with a growing wait.
 */

export const LOGIN_FAILURE_LIMITS = {
  account: {
    free: 5,
    firstDelayMs: 60_000,
    maxDelayMs: 15 * 60_000,
    forgetMs: 60 * 60_000,
    key: (email: string) => `login-failures:account:${email}`,
  } satisfies GrowingDelay,
  address: {
    // The login route uses the configuration's value (`loginAddressFreeFailures`), this one by default.
    free: DEFAULT_LOGIN_ADDRESS_FREE_FAILURES,
    firstDelayMs: 60_000,
    maxDelayMs: 15 * 60_000,
    forgetMs: 60 * 60_000,
    key: (ip: string) => `login-failures:address:${ip}`,
  } satisfies GrowingDelay,
  /** A known browser is locked out on its own after 10 failures within 15 minutes. */
  device: { max: 10, windowMs: 15 * 60_000, key: (nonce: string) => `login-failures:device:${nonce}` },
} as const;

/**
 * Answers telling whether an address has an account (the reset request's 200 or 404) are limited per
 * client address across every email: 5 per minute.
 */
export const ACCOUNT_LOOKUP_LIMIT = { max: 5, windowMs: 60_000, key: (ip: string) => `account-lookup:address:${ip}` } as const;

/** Key of a rate limit counted per client address and email (read from the JSON body). */
function ipAndEmailKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? normalizeEmail(body.email) : '';
  return `${request.ip}|${email}`;
}

/**
 * Per-route rate limits, used as `config: { rateLimit: RATE_LIMITS.login }`. They run as preHandler
 * hooks so that the body (the email) is parsed: a client cannot lock out someone else's account from
 * another address, and tests logging in as many users do not trip each other.
 */
export const RATE_LIMITS = {
  /** 10 login attempts per address and email per 10 minutes. */
  login: { max: 10, timeWindow: 10 * 60_000, hook: 'preHandler', keyGenerator: ipAndEmailKey, groupId: 'login' },
  /** 5 reset emails per address and email per 15 minutes. */
  passwordEmail: { max: 5, timeWindow: 15 * 60_000, hook: 'preHandler', keyGenerator: ipAndEmailKey, groupId: 'password-email' },
  /** 10 reset attempts per address and email per 15 minutes (the 256-bit token cannot be guessed anyway). */
  passwordReset: { max: 10, timeWindow: 15 * 60_000, hook: 'preHandler', keyGenerator: ipAndEmailKey, groupId: 'password-reset' },
  /** 10 changes of the login email per account per 15 minutes (each checks the password and sends two emails). */
  accountChange: {
    max: 10,
    timeWindow: 15 * 60_000,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => `user:${request.auth?.userId ?? request.ip}`,
    groupId: 'account-change',
  },
  /** 20 sign-ups per address per hour (each sends an email). */
  register: { max: 20, timeWindow: 60 * 60_000, hook: 'preHandler', groupId: 'register' },
  /** 5 accessibility feedback messages per client address per hour (each one emails every administrateur). */
  accessibilityFeedback: { max: 5, timeWindow: 60 * 60_000, hook: 'preHandler', groupId: 'accessibility-feedback' },
  /** 30 reports of a browser error per address per 10 minutes: a page failing in a loop does not flood the log. */
  clientError: { max: 30, timeWindow: 10 * 60_000, hook: 'preHandler', groupId: 'client-error' },
} as const;

/** helmet's options: the headers below are what it answers with them. */
const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI (emotion) injects <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Documents (PDF) and pictures are opened from the portal's own origin only.
  crossOriginResourcePolicy: { policy: 'same-origin' },
} as const;

/**
 * The security headers helmet sets, read once from helmet itself on a throwaway instance. helmet builds
 * them again for every response (directive strings, header objects); these values never change, so
 * one hook copies them instead, identical by construction.
 */
async function securityHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get('/', async () => '');
  const withHelmet = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const bare = Fastify({ logger: false });
  bare.get('/', async () => '');
  const without = await bare.inject({ method: 'GET', url: '/' });
  await bare.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(withHelmet.headers)) {
    if (name in without.headers || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}


/**
 * Answers up to this size are compressed in one synchronous call. Above the plugin's default (8 KB on
 * 2 cores) it pipes them through a zlib stream on the thread pool, and that detour cost a 26 KB trainings
 * list about 1 ms of CPU per call, where compressing it costs 0.16 ms (docs/performance.md).
 */
const COMPRESS_SYNC_MAX_BYTES = 512 * 1024;

async function securityPlugin(app: FastifyInstance) {
  const otherHeaders = await securityHeaders();
  const apiHeaders = { ...otherHeaders, 'cache-control': 'no-store' };
  // A plain callback hook: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    // API answers carry personal data: never stored by a cache.
    reply.headers(request.url.startsWith('/api/') || request.url === '/api' ? apiHeaders : otherHeaders);
    done();
  });
  // Every file answer (one that names a file: stored uploads, documents, exports) is sandboxed.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.hasHeader('content-disposition')) reply.header('content-security-policy', FILE_ANSWER_CSP);
    done(null, payload);
  });

  // Counters shared by every API process: Redis when configured, else the database.
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: true })
    : null;
  // Expired database counters are swept by the scheduled work (jobs/scheduled-work.ts, 'rate-limit-sweep').
  if (redis) {
    await redis.connect();
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'irt-rate-limit:' } : { store: postgresRateLimitStore(app.db) }),
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
  });

  // Registered before the static files so that uncompressed assets are compressed on the fly.
  await app.register(compress, { threshold: 1024, syncThreshold: COMPRESS_SYNC_MAX_BYTES });

  await app.register(multipart, { limits: MULTIPART_LIMITS });
}

export default fp(securityPlugin, { name: 'irt-security', dependencies: ['irt-config', 'irt-db'] });
