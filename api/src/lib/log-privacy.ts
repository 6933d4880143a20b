/**
 * No personal data and no secret in the logs (README, "Sécurité"): every logger of the app gets these
 * options. The request line keeps the method, the path with its secrets masked (tokens of one-time
 * links in the query string, and the credentials some routes carry in their path: calendar feeds,
 * signing codes) and the client address; bodies and headers are never logged; fields named like
 * personal data are censored at any depth of a logged object; and any text logged (messages, error
 * messages and stacks, string fields at any depth) has email addresses, IBANs, tokens and secret
 * paths replaced.
 */
import type { FastifyServerOptions } from 'fastify';

const MASK = '***';

/** Query parameters that carry a one-time secret or personal data. */
const SECRET_QUERY = /([?&](?:token|password|email)=)[^&#\s]*/gi;

/**
 * Paths whose segment after the prefix is a credential: the private calendar feed
 * (/api/calendar/{token}.ics), the attendance signing code (/api/signing/{token}) and its page
 * (/emargement/{token}).
 */
const SECRET_PATHS = [/(\/api\/calendar\/)[A-Za-z0-9_-]+/g, /(\/api\/signing\/)[^/?#\s"']+/g, /(\/emargement\/)[^/?#\s"']+/g];

/** Any other path segment that looks like a random token (32 URL-safe characters or more) is masked too. */
const TOKEN_LIKE_SEGMENT = /(\/)[A-Za-z0-9_-]{32,}(?=[/?#.\s"']|$)/g;

/** The URL with the secrets it may carry (path tokens, one-time query values) masked. */
export function redactUrl(url: string): string {
  let out = url.replace(SECRET_QUERY, `$1${MASK}`);
  for (const pattern of SECRET_PATHS) out = out.replace(pattern, `$1${MASK}`);
  return out.replace(TOKEN_LIKE_SEGMENT, `$1${MASK}`);
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const IBAN = /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]){11,30}\b/g;
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const BEARER = /\bBearer\s+\S+/gi;

/** The text with email addresses, IBANs, tokens and secret paths replaced. */
export function scrubText(text: string): string {
  return redactUrl(text).replace(JWT, '[jeton]').replace(BEARER, 'Bearer [jeton]').replace(EMAIL, '[email]').replace(IBAN, '[iban]');
}

/** Field names whose value is never logged, at any depth of a logged object (case ignored). */
const PRIVATE_FIELDS = ['password', 'password_confirmation', 'current_password', 'token', 'email', 'emails', 'iban', 'bic', 'name', 'phone', 'authorization', 'cookie'];
const PRIVATE_FIELD_SET = new Set(PRIVATE_FIELDS);
export const LOG_REDACT_PATHS = [...PRIVATE_FIELDS, ...PRIVATE_FIELDS.map((f) => `*.${f}`), 'req.headers', 'res.headers'];

const CENSORED = '[masqué]';
/** Deeper than this, a logged object is cut rather than walked. */
const MAX_DEPTH = 8;

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * A copy of a logged value with every string scrubbed and every field named like personal data
 * censored, at every depth of plain objects and arrays (other objects — errors, requests — are left to
 * their serializers).
 */
export function scrubValue(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  const walkable = Array.isArray(value) || isPlainObject(value);
  if (!walkable) return value;
  if (seen.has(value)) return '[circulaire]';
  if (depth >= MAX_DEPTH) return '[tronqué]';
  seen.add(value);
  const out = Array.isArray(value)
    ? value.map((item) => scrubValue(item, depth + 1, seen))
    : Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, PRIVATE_FIELD_SET.has(key.toLowerCase()) ? CENSORED : scrubValue(item, depth + 1, seen)]),
      );
  seen.delete(value);
  return out;
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
    redact: { paths: LOG_REDACT_PATHS, censor: CENSORED },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => scrubValue(arg)) as Parameters<typeof method>);
      },
    },
  };
}
