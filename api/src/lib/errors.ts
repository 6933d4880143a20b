/**
 * Domain error of the API. Throw it from a handler (or a service) and the single error handler
 * answers `{ message, errors? }` with its status. Messages are French: clients show them as they are.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  /** Fields of the answer beside the message, for an answer whose schema has more (the conflicts of a 409). */
  readonly fields?: Record<string, unknown>;

  constructor(status: number, message: string, errors?: Record<string, string[]>, fields?: Record<string, unknown>) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.errors = errors;
    this.fields = fields;
  }
}

/** 422 with one message per field, e.g. `validationError('Erreur…', { email: ['Cette adresse…'] })`. */
export function validationError(message: string, errors: Record<string, string[]>): HttpError {
  return new HttpError(422, message, errors);
}

export const MESSAGES = {
  unauthenticated: 'Non authentifié.',
  forbidden: "Vous n'avez pas les droits nécessaires.",
  notFound: 'Ressource introuvable.',
  invalidData: 'Les données envoyées ne sont pas valides.',
  serverError: 'Une erreur est survenue sur le serveur. Veuillez réessayer plus tard.',
  tooManyRequests: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  payloadTooLarge: 'Le fichier ou les données envoyées sont trop volumineux.',
} as const;

/** SQLSTATE of a PostgreSQL error, through the wrappers of both drivers (Drizzle wraps them in `cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** unique_violation (PostgreSQL error of a unique index). */
export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === '23505';
