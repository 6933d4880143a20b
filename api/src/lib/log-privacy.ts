/**
 * No personal data in the logs (README, "Sécurité"): every logger of the app gets these options. The
 * request line keeps the method, the path with one-time tokens masked and the client address; bodies
 * and headers are never logged; fields named like personal data are censored wherever they appear; and
 * any text logged (messages, error messages and stacks, string fields) has email addresses, IBANs,
 * bearer tokens and JWTs replaced.
 */
import type { FastifyServerOptions } from 'fastify';

/** One-time links carry their token in the query string: keep it out of the logs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|password|email)=)[^&#]*/gi, '$1***');
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const IBAN = /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]){11,30}\b/g;
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const BEARER = /\bBearer\s+\S+/gi;

/** The text with email addresses, IBANs and tokens replaced. */
export function scrubText(text: string): string {
  return text.replace(JWT, '[jeton]').replace(BEARER, 'Bearer [jeton]').replace(EMAIL, '[email]').replace(IBAN, '[iban]');
}

/** Field names whose value is never logged, at any depth pino's redaction reaches (top level and one level down). */
const PRIVATE_FIELDS = ['password', 'password_confirmation', 'current_password', 'token', 'email', 'emails', 'iban', 'bic', 'name', 'phone', 'authorization', 'cookie'];
export const LOG_REDACT_PATHS = [...PRIVATE_FIELDS, ...PRIVATE_FIELDS.map((f) => `*.${f}`), 'req.headers', 'res.headers'];

function scrubShallow(value: unknown): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value instanceof Error) return value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? scrubText(v) : v]));
  }
  return value;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The logger options with the privacy rules added (false stays false: no logger). */
export function privateLogger(base: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (base === false) return false;
  const options: LoggerOptions = base === true || base === undefined ? {} : base;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      err: (err: Error & { code?: string; statusCode?: number }) => ({
        type: err.name,
        code: err.code,
        statusCode: err.statusCode,
        message: scrubText(String(err.message)),
        stack: scrubText(err.stack ?? ''),
      }),
    },
    redact: { paths: LOG_REDACT_PATHS, censor: '[masqué]' },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map(scrubShallow) as Parameters<typeof method>);
      },
    },
  };
}
