/**
 * Strict check of every answer against its route's response schema, switched on by the API tests
 * (`buildApp({ validateResponses: true })`), never in production.
 *
 * Why: Fastify's serializer silently drops a field the response schema does not declare and turns a
 * wrong type into something else, so a field added to a handler but not to the contract would vanish
 * without a failing test. Here an answer that does not match the schema of the status it is sent
 * with — an undeclared field, a missing required field, a wrong type, or no schema at all for that
 * status — is replaced by a 500 naming the mismatch (also written to stderr), so the test fails loudly.
 *
 * Registered inside the API modules' scope: it checks the routes of `modules/`, not the documentation
 * or test probe routes. Binary answers (files) are not serialized and not checked.
 */
import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorSchema } from '../contract/common';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// TypeBox checks formats only when they are registered (Ajv has them for requests).
if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', (v) => ISO_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)));
if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', (v) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(v)));
if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', (v) => /^[^\s@]+@[^\s@]+$/.test(v));

const MAX_ISSUES = 10;

const HTTP_LAYER_STATUSES = new Set([413, 414, 415]);

/** Paths present in `original` but removed by `Value.Clean` (fields the schema does not declare). */
function undeclaredPaths(original: unknown, cleaned: unknown, path: string, out: string[]): void {
  if (out.length >= MAX_ISSUES) return;
  if (Array.isArray(original) && Array.isArray(cleaned)) {
    original.forEach((item, i) => undeclaredPaths(item, cleaned[i], `${path}/${i}`, out));
    return;
  }
  if (original && typeof original === 'object' && cleaned && typeof cleaned === 'object') {
    for (const [key, value] of Object.entries(original)) {
      if (!(key in cleaned)) out.push(`${path}/${key}: field not declared by the response schema`);
      else undeclaredPaths(value, (cleaned as Record<string, unknown>)[key], `${path}/${key}`, out);
    }
  }
}

/** What is wrong with `payload` as an answer of `schema` (empty when it matches exactly). */
export function responseMismatches(schema: TSchema | undefined, payload: unknown): string[] {
  if (!schema) return ['no response schema declared for this status'];
  const issues: string[] = [];
  for (const error of Value.Errors(schema, payload)) {
    issues.push(`${error.path || '/'}: ${error.message}`);
    if (issues.length >= MAX_ISSUES) break;
  }
  if (issues.length > 0) return issues;
  const cleaned = Value.Clean(schema, Value.Clone(payload));
  if (!Value.Equal(cleaned, payload)) undeclaredPaths(payload, cleaned, '', issues);
  return issues;
}

async function responseValidation(app: FastifyInstance) {
  app.addHook('preSerialization', async function checkResponseAgainstSchema(request, reply, payload: unknown) {
    const responses = request.routeOptions.schema?.response as Record<string, TSchema> | undefined;
    const status = reply.statusCode;
    const declared = responses?.[status] ?? responses?.[`${Math.floor(status / 100)}xx`] ?? responses?.default;
    // Refusals of the HTTP layer before any route code (a body too large or of an unsupported type, a
    // URL too long) may answer any route, with the common error shape.
    const schema = declared ?? (HTTP_LAYER_STATUSES.has(status) ? ErrorSchema : undefined);
    const issues = responseMismatches(schema, payload);
    if (issues.length === 0) return payload;
    const where = `${request.method} ${request.routeOptions.url ?? request.url} answering ${status}`;
    process.stderr.write(`Response does not match the contract: ${where}\n  ${issues.join('\n  ')}\n`);
    reply.code(500);
    return { message: `Réponse non conforme au contrat : ${where}`, errors: { [String(status)]: issues } };
  });
}

export default fp(responseValidation, { name: 'irt-response-validation' });
