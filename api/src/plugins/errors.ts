/**
 * The single error handler: every failure becomes `{ message, errors? }` JSON with a French message.
 * - schema validation → 400, one French message per field (the common ajv keywords translated);
 * - HttpError → its status, message and field errors;
 * - other 4xx raised by Fastify or its plugins → a French message for the status;
 * - 5xx → a generic message; the details only go to the log.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, MESSAGES } from '../lib/errors';

/** The parts of an ajv error the translation reads. */
export interface SchemaIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  schemaPath?: string;
}

const TYPE_MESSAGES: Record<string, string> = {
  integer: 'Ce champ doit être un nombre entier.',
  number: 'Ce champ doit être un nombre.',
  string: 'Ce champ doit être un texte.',
  boolean: 'Ce champ doit valoir vrai ou faux.',
  array: 'Ce champ doit être une liste.',
  object: "Ce champ n'est pas valide.",
  null: 'Ce champ doit être vide.',
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: "L'adresse email n'est pas valide.",
  date: "La date n'est pas valide.",
  'date-time': "La date n'est pas valide.",
  time: "L'heure n'est pas valide.",
  uri: "L'adresse web n'est pas valide.",
  url: "L'adresse web n'est pas valide.",
  uuid: "L'identifiant n'est pas valide.",
};

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

/** French message for one ajv error. */
export function translateSchemaIssue(issue: SchemaIssue): string {
  const p = issue.params;
  const limit = Number(p.limit);
  switch (issue.keyword) {
    case 'required':
      return 'Ce champ est obligatoire.';
    case 'type': {
      const types = String(p.type).split(',');
      return TYPE_MESSAGES[types[0]] ?? "Ce champ n'est pas valide.";
    }
    case 'format':
      return FORMAT_MESSAGES[String(p.format)] ?? "Le format de ce champ n'est pas valide.";
    case 'minLength':
      return limit <= 1 ? 'Ce champ est obligatoire.' : `Ce champ doit contenir au moins ${plural(limit, 'caractère')}.`;
    case 'maxLength':
      return `Ce champ ne doit pas dépasser ${plural(limit, 'caractère')}.`;
    case 'minimum':
      return `La valeur doit être supérieure ou égale à ${limit}.`;
    case 'exclusiveMinimum':
      return `La valeur doit être supérieure à ${limit}.`;
    case 'maximum':
      return `La valeur doit être inférieure ou égale à ${limit}.`;
    case 'exclusiveMaximum':
      return `La valeur doit être inférieure à ${limit}.`;
    case 'minItems':
      return limit <= 1 ? 'Sélectionnez au moins un élément.' : `Sélectionnez au moins ${limit} éléments.`;
    case 'maxItems':
      return `Sélectionnez au plus ${plural(limit, 'élément')}.`;
    case 'uniqueItems':
      return 'La liste contient des doublons.';
    case 'enum':
    case 'const':
      return "Cette valeur n'est pas autorisée.";
    case 'pattern':
      return "Le format de ce champ n'est pas valide.";
    case 'additionalProperties':
      return "Ce champ n'est pas attendu.";
    case 'minProperties':
      return 'Au moins un champ doit être renseigné.';
    default:
      return "Ce champ n'est pas valide.";
  }
}

/** Field name of an issue: 'email', 'address.zip_code', 'items.0.name'; '' for the whole payload. */
export function issueField(issue: SchemaIssue): string {
  const parts = issue.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    parts.push(issue.params.missingProperty);
  }
  if (issue.keyword === 'additionalProperties' && typeof issue.params.additionalProperty === 'string') {
    parts.push(issue.params.additionalProperty);
  }
  return parts.join('.');
}

/** Field → messages (the first message per field: a union reports each branch, one line is enough). */
export function schemaIssuesToErrors(issues: SchemaIssue[], context: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issueField(issue) || context;
    if (!errors[key]) errors[key] = [translateSchemaIssue(issue)];
  }
  return errors;
}

const STATUS_MESSAGES: Record<number, string> = {
  400: "La requête n'est pas valide.",
  401: MESSAGES.unauthenticated,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  405: "Cette méthode n'est pas autorisée.",
  406: "Le format demandé n'est pas disponible.",
  413: MESSAGES.payloadTooLarge,
  414: "L'adresse demandée est trop longue.",
  415: "Le type de contenu envoyé n'est pas pris en charge.",
  429: MESSAGES.tooManyRequests,
};

const CODE_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Le corps de la requête est vide.',
  FST_ERR_CTP_INVALID_JSON_BODY: "Le corps de la requête n'est pas un JSON valide.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: STATUS_MESSAGES[415],
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.payloadTooLarge,
  FST_REQ_FILE_TOO_LARGE: MESSAGES.payloadTooLarge,
  FST_FILES_LIMIT: 'Trop de fichiers envoyés.',
  FST_PARTS_LIMIT: 'Trop de champs envoyés.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: "La requête n'est pas un envoi de fichier valide.",
};

function sendError(reply: FastifyReply, status: number, message: string, errors?: Record<string, string[]>) {
  return reply.code(status).type('application/json; charset=utf-8').send(errors ? { message, errors } : { message });
}

export function handleError(error: FastifyError | HttpError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error.status >= 500) request.log.error({ err: error }, 'server error');
    if (error.fields && error.status < 500) return reply.code(error.status).type('application/json; charset=utf-8').send({ ...error.fields, message: error.message });
    return sendError(reply, error.status, error.status >= 500 ? MESSAGES.serverError : error.message, error.errors);
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const context = fastifyError.validationContext ?? 'body';
    return sendError(reply, 400, MESSAGES.invalidData, schemaIssuesToErrors(fastifyError.validation as SchemaIssue[], context));
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = (fastifyError.code && CODE_MESSAGES[fastifyError.code]) || STATUS_MESSAGES[status] || STATUS_MESSAGES[400];
    return sendError(reply, status, message);
  }
  request.log.error({ err: error }, 'server error');
  return sendError(reply, status >= 500 && status < 600 ? status : 500, MESSAGES.serverError);
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

export default fp(errorsPlugin, { name: 'irt-errors' });
