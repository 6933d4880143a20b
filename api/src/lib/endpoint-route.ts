/**
 * A route's method, url and schemas taken from its entry in the contract's endpoint table, so the path
 * and the types the front ends and tests use are the very ones the route serves:
 *
 *   app.route({
 *     ...endpointRoute('GET /registrations', { roles: CAN_MANAGE_REGISTRATIONS, tags, summary }),
 *     handler: async (request) => …,   // request.query typed from the entry, the answer checked against it
 *   });
 *
 * The route's config records its key; the modules' registry refuses at start any route without one
 * (`checkEndpointRoute`), so a route cannot exist outside the table.
 */
import type { FastifyContextConfig, RouteOptions } from 'fastify';
import { splitEndpointKey, type EndpointDefinition, type MethodOf, type PathOf } from '../contract/endpoint';
import { ENDPOINTS, type EndpointKey, type Endpoints } from '../contract/endpoints';
import type { RouteRoles } from '../plugins/auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's key of the route ("GET /trainings/:id"), set by endpointRoute. */
    endpoint?: string;
  }
}

export interface EndpointRouteOptions {
  /** Who may call it: role slugs, or 'public' / 'authenticated'. */
  roles: RouteRoles;
  /** OpenAPI grouping and one-line description (French). */
  tags: string[];
  summary: string;
  description?: string;
  /** Other route config (rate limit…). */
  config?: Omit<FastifyContextConfig, 'roles' | 'endpoint'>;
}

type Def<K extends EndpointKey> = Endpoints[K];

/** The Fastify schema of an entry, with the precise schema types the TypeBox type provider reads. */
export interface EndpointSchema<K extends EndpointKey> {
  tags: string[];
  summary: string;
  description?: string;
  params: Def<K> extends { params: infer P } ? P : undefined;
  querystring: Def<K> extends { query: infer Q } ? Q : undefined;
  body: Def<K> extends { body: infer B } ? B : undefined;
  response: Def<K>['responses'];
}

export function endpointRoute<K extends EndpointKey>(
  key: K,
  options: EndpointRouteOptions,
): { method: MethodOf<K>; url: PathOf<K>; config: FastifyContextConfig; schema: EndpointSchema<K> } {
  const { method, path } = splitEndpointKey(key);
  const entry: EndpointDefinition = ENDPOINTS[key];
  const schema = {
    tags: options.tags,
    summary: options.summary,
    ...(options.description === undefined ? {} : { description: options.description }),
    ...(entry.params ? { params: entry.params } : {}),
    ...(entry.query ? { querystring: entry.query } : {}),
    ...(entry.body ? { body: entry.body } : {}),
    response: entry.responses,
  };
  return {
    method,
    url: path,
    config: { ...options.config, roles: options.roles, endpoint: key },
    // The keys absent from the entry are absent from the object; the type says `undefined` for them.
    schema: schema as unknown as EndpointSchema<K>,
  };
}

/**
 * Throws when a route of the API is not served from the endpoint table, or its key does not match its
 * method and url (called for every route the modules register; HEAD routes are Fastify's own copies
 * of the GETs). `prefix` is the API's mount point (/api).
 */
export function checkEndpointRoute(route: Pick<RouteOptions, 'method' | 'url' | 'config'>, prefix: string): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.every((method) => method === 'HEAD')) return;
  const key = (route.config as FastifyContextConfig | undefined)?.endpoint;
  const path = route.url.startsWith(prefix) ? route.url.slice(prefix.length) : route.url;
  const expected = `${methods.join(',')} ${path}`;
  if (key === undefined) throw new Error(`Route hors du contrat : ${expected} (déclarez-la dans la table des endpoints et servez-la avec endpointRoute)`);
  if (key !== expected) throw new Error(`Route ${expected} servie sous la clé ${key}`);
  if (!(key in ENDPOINTS)) throw new Error(`Clé inconnue de la table des endpoints : ${key}`);
}
