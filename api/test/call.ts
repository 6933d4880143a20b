/**
 * The API tests' typed request: an endpoint named by its key in the contract's table, with its params,
 * query and body typed from it, and an answer whose `json()` is the endpoint's success body:
 *
 *   const res = await callApi(app, 'GET /trainings/:id', { params: { id }, token });
 *   assert.equal(res.statusCode, 200);
 *   res.json().title;   // typed
 *
 * Error answers are read with `res.error()` (the contract's `{ message, errors? }`). A body the route
 * must refuse (a wrong type, a field too many) is sent with `rawBody`, which skips the types on purpose.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ApiError } from '../src/contract/common';
import { splitEndpointKey } from '../src/contract/endpoint';
import type { BodyOf, EndpointKey, OkOf, ParamsOf, QueryOf } from '../src/contract/endpoints';

type Part<Name extends string, T> = [T] extends [undefined] ? { [N in Name]?: undefined } : object extends T ? { [N in Name]?: T } : { [N in Name]: T };

export type ApiCallOptions<K extends EndpointKey> = Part<'params', ParamsOf<K>> & {
  query?: QueryOf<K> | Record<string, string | number | boolean>;
  /** The typed JSON body (or a multipart payload built with `multipart()`). */
  body?: BodyOf<K> extends FormData ? never : BodyOf<K>;
  /** A body sent as is, untyped: for the requests a route must refuse. */
  rawBody?: unknown;
  /** Bearer token of the caller. */
  token?: string;
  headers?: Record<string, string>;
  /** A multipart payload (`multipart()` of api/test/multipart.ts). */
  multipart?: { payload: Buffer; headers: Record<string, string> };
};

type Args<K extends EndpointKey> = object extends ApiCallOptions<K> ? [options?: ApiCallOptions<K>] : [options: ApiCallOptions<K>];

export interface ApiAnswer<K extends EndpointKey> extends Omit<LightMyRequestResponse, 'json'> {
  /** The success body, typed from the endpoint (assert the status first). */
  json(): OkOf<K>;
  /** The error body. */
  error(): ApiError;
}

/** The URL of a key with its params and query: `/api/trainings/3?page=2`. */
export function endpointUrl(path: string, params: Readonly<Record<string, unknown>> | undefined, query: object | undefined): string {
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`paramètre ${name} manquant pour ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else search.append(name, String(value));
  }
  const qs = search.toString();
  return `/api${filled}${qs ? `?${qs}` : ''}`;
}

export async function callApi<K extends EndpointKey>(app: FastifyInstance, key: K, ...[options]: Args<K>): Promise<ApiAnswer<K>> {
  const { method, path } = splitEndpointKey(key);
  const opts: ApiCallOptions<K> = options ?? ({} as ApiCallOptions<K>);
  const headers: Record<string, string> = { ...opts.headers, ...opts.multipart?.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const inject: InjectOptions = {
    method,
    url: endpointUrl(path, opts.params as Record<string, unknown> | undefined, opts.query as object | undefined),
    headers,
  };
  if (opts.multipart) inject.payload = opts.multipart.payload;
  else if ('rawBody' in opts) inject.payload = opts.rawBody as InjectOptions['payload'];
  else if (opts.body !== undefined) inject.payload = opts.body as InjectOptions['payload'];
  const res = await app.inject(inject);
  const answer = res as unknown as ApiAnswer<K>;
  answer.error = () => res.json() as ApiError;
  return answer;
}
