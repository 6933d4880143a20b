/**
 * Request schemas are closed: every object a route accepts (body, query string, path parameters)
 * names its fields and says `additionalProperties: false`. A body carrying any other field is refused
 * with a 400 naming it before validation (a body cannot smuggle `profile_id` or `role_id` into a
 * write, nor see it silently ignored); so is a query string parameter its route does not name (a route
 * without a query string schema takes none). Registered before the API modules, the hook refuses to
 * start an app with an open schema.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, MESSAGES } from '../lib/errors';

export const REQUEST_SCHEMA_PARTS = ['body', 'querystring', 'params'] as const;

/** The paths (`/`, `/address`, `/items/0`…) of the objects of a schema that accept fields it does not name. */
export function openObjectPaths(schema: unknown, path = ''): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const found: string[] = [];
  const isObject = node.type === 'object' || (node.properties !== undefined && node.type === undefined);
  // A map (patternProperties or a typed additionalProperties) names its values by their schema.
  const isMap = node.patternProperties !== undefined || (typeof node.additionalProperties === 'object' && node.additionalProperties !== null);
  if (isObject && !isMap && node.additionalProperties !== false) found.push(path || '/');
  if (node.properties && typeof node.properties === 'object') {
    for (const [key, value] of Object.entries(node.properties)) found.push(...openObjectPaths(value, `${path}/${key}`));
  }
  if (node.items) found.push(...openObjectPaths(node.items, `${path}/items`));
  for (const keyword of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = node[keyword];
    if (Array.isArray(branches)) branches.forEach((branch, i) => found.push(...openObjectPaths(branch, `${path}/${keyword}/${i}`)));
  }
  return found;
}

/** Every open object of a route's request schemas, as `METHOD url part/path`. */
export function openRequestSchemas(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>): string[] {
  const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  return REQUEST_SCHEMA_PARTS.flatMap((part) =>
    openObjectPaths(schema[part]).map((path) => `${methods} ${route.url} ${part}${path === '/' ? '' : path}`),
  );
}

/** "Champ non attendu : role_id." / "Champs non attendus : a, b." */
export function unexpectedFieldsMessage(fields: string[]): string {
  return fields.length === 1 ? `Champ non attendu : ${fields[0]}.` : `Champs non attendus : ${fields.join(', ')}.`;
}

export const UNEXPECTED_FIELD = "Ce champ n'est pas attendu.";

/** "Paramètre non attendu : tri." / "Paramètres non attendus : a, b." */
export function unexpectedParametersMessage(names: string[]): string {
  return names.length === 1 ? `Paramètre non attendu : ${names[0]}.` : `Paramètres non attendus : ${names.join(', ')}.`;
}

export const UNEXPECTED_PARAMETER = "Ce paramètre n'est pas attendu.";

/** The parameters of a parsed query string that the route's query schema does not name (all of them without a schema). */
export function unexpectedParameters(schema: unknown, query: unknown): string[] {
  if (!query || typeof query !== 'object') return [];
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  return Object.keys(query).filter((name) => !Object.hasOwn(properties, name));
}

/** A name the client sent, echoed without its control characters (a line break in a query key). */
const printable = (name: string) => name.replace(/[\p{Cc}\u2028\u2029]/gu, '\ufffd');

const refusal = (message: string, names: string[], each: string) =>
  new HttpError(400, message, Object.fromEntries(names.map((name) => [printable(name), [each]])));

/**
 * The fields of `value` that its closed schema does not name, at any depth ('role_id', 'lines.0.note').
 * A union is followed when exactly one of its branches is an object (a nullable object); other unions
 * are left to the validator.
 */
export function unexpectedFields(schema: unknown, value: unknown, path = ''): string[] {
  if (!schema || typeof schema !== 'object' || value === null || typeof value !== 'object') return [];
  const node = schema as Record<string, unknown>;
  if (Array.isArray(value)) {
    return node.items ? value.flatMap((item, i) => unexpectedFields(node.items, item, `${path}${i}.`)) : [];
  }
  const branches = (node.anyOf ?? node.oneOf) as Record<string, unknown>[] | undefined;
  if (Array.isArray(branches)) {
    const objects = branches.filter((b) => b && typeof b === 'object' && (b.type === 'object' || b.properties !== undefined));
    return objects.length === 1 ? unexpectedFields(objects[0], value, path) : [];
  }
  const properties = node.properties as Record<string, unknown> | undefined;
  if (!properties || node.additionalProperties !== false) return [];
  const found: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (!Object.hasOwn(properties, key)) found.push(`${path}${key}`);
    else found.push(...unexpectedFields(properties[key], item, `${path}${key}.`));
  }
  return found;
}

async function closedRequests(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const open = openRequestSchemas(route);
    if (open.length > 0) throw new Error(`request schema accepts fields it does not name: ${open.join('; ')}`);
  });
  // A query string parameter or a field of a body that its schema does not name: refused before the
  // validator would drop it.
  app.addHook('preValidation', async (request) => {
    const parameters = unexpectedParameters(request.routeOptions.schema?.querystring, request.query);
    if (parameters.length > 0) throw refusal(unexpectedParametersMessage(parameters.map(printable)), parameters, UNEXPECTED_PARAMETER);
    const schema = request.routeOptions.schema?.body;
    if (!schema || request.body === null || typeof request.body !== 'object') return;
    const fields = unexpectedFields(schema, request.body);
    if (fields.length > 0) throw refusal(unexpectedFieldsMessage(fields.map(printable)), fields, UNEXPECTED_FIELD);
  });
  // Values no schema keyword refuses but the database cannot take, refused before any handler:
  // - Ajv turns a text such as "1e309" (in a query, a path or a body) into Infinity and then skips the
  //   bounds of the schema (it compares finite numbers only);
  // - PostgreSQL text cannot hold the NUL character.
  app.addHook('preHandler', async (request) => {
    const schema = request.routeOptions.schema ?? {};
    for (const [context, values] of [['querystring', request.query], ['params', request.params], ['body', request.body]] as const) {
      // A part without a schema is not read by the route (a query string there was refused above).
      if (!schema[context]) continue;
      const found = unusableValueAt(values);
      if (found) throw new HttpError(400, MESSAGES.invalidData, { [found.path || context]: [found.message] });
    }
  });
}

/** The first infinite number or text with a NUL character of a request part ('' for the value itself, 'a.0.b' inside). */
export function unusableValueAt(value: unknown, path = '', depth = 0): { path: string; message: string } | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : { path, message: 'Ce champ doit être un nombre.' };
  if (typeof value === 'string') return value.includes('\u0000') ? { path, message: 'Ce champ contient un caractère non autorisé.' } : null;
  if (!value || typeof value !== 'object' || depth > 8 || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = unusableValueAt(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

export default fp(closedRequests, { name: 'irt-closed-requests' });
