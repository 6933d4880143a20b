/**
 * Cross-cutting HTTP protections: security headers (helmet), rate limits (opt-in per route),
 * response compression, multipart parsing (uploads), and `Cache-Control: no-store` on every API
 * answer (they carry personal data).
 */
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors';
import { normalizeEmail } from '../lib/auth-passwords';

/** Upload limits; routes may lower them (e.g. 2048 KB for a vehicle registration PDF). */
export const MULTIPART_LIMITS = { fileSize: 10 * 1024 * 1024, files: 5, fields: 50, fieldSize: 100 * 1024, parts: 60 };

function minutesLabel(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
}

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
  /** 20 sign-ups per address per hour (each sends an email). */
  register: { max: 20, timeWindow: 60 * 60_000, hook: 'preHandler', groupId: 'register' },
} as const;

async function securityPlugin(app: FastifyInstance) {
  await app.register(helmet, {
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
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Trop de tentatives. Veuillez réessayer dans ${minutesLabel(context.ttl)}.`),
  });

  // Registered before the static files so that uncompressed assets are compressed on the fly.
  await app.register(compress, { threshold: 1024 });

  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') reply.header('cache-control', 'no-store');
  });
}

export default fp(securityPlugin, { name: 'irt-security' });
