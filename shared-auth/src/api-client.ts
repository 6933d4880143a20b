/**
 * The typed client of the API: a call names its endpoint as the contract's table does
 * (`api.get('/trainings/:id', { params: { id } })`), and its params, query, body and answer are the
 * table's types. No path is paired with a type by hand; a path the table does not have does not compile.
 * It runs on the portal's one HTTP client (`http`: bearer token, token refresh, timeout, no retries),
 * so errors are its HttpError (read them with `readApiError`).
 */
import type {
  BodyOf,
  EndpointKey,
  EndpointPath,
  HttpMethod,
  OkOf,
  ParamsOf,
  QueryOf,
} from '@irt/api/contract';
import { http } from './http';

type KeyOf<M extends HttpMethod, P extends string> = Extract<`${M} ${P}`, EndpointKey>;

/** `{}` accepts an empty object: such a part may be left out. */
type Part<Name extends string, T, Optional extends boolean = false> = [T] extends [undefined]
  ? { [N in Name]?: undefined }
  : Optional extends true
    ? { [N in Name]?: T }
    : object extends T
      ? { [N in Name]?: T }
      : { [N in Name]: T };

export type CallOptions<K extends EndpointKey> = Part<'params', ParamsOf<K>> &
  Part<'query', QueryOf<K>> &
  Part<'body', BodyOf<K>> & {
    signal?: AbortSignal;
  };

/** The options argument may be left out when nothing in it is required. */
export type CallArgs<K extends EndpointKey> = object extends CallOptions<K> ? [options?: CallOptions<K>] : [options: CallOptions<K>];

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** `/trainings/:id` with `{ id: 3 }` → `trainings/3` (relative to the client's /api prefix). */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Paramètre « ${name} » manquant pour ${path}`);
    return encodeURIComponent(String(value));
  });
  return filled.replace(/^\//, '');
}

/** The query object as URL parameters: undefined and null left out, arrays repeated. */
export function toSearchParams(query: Readonly<Record<string, QueryValue>> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else params.append(name, String(value));
  }
  return params;
}

interface LooseOptions {
  params?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  signal?: AbortSignal;
}

async function call(method: HttpMethod, path: string, options: LooseOptions = {}): Promise<unknown> {
  const { body } = options;
  const response = await http(fillPath(path, options.params), {
    method,
    searchParams: toSearchParams(options.query),
    signal: options.signal,
    ...(body === undefined ? {} : body instanceof FormData ? { body } : { json: body }),
  });
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return response.blob();
  return response.json();
}

type Caller<M extends HttpMethod> = <P extends EndpointPath<M>>(path: P, ...args: CallArgs<KeyOf<M, P>>) => Promise<OkOf<KeyOf<M, P>>>;

function caller<M extends HttpMethod>(method: M): Caller<M> {
  // The table's types are checked at the call site; at run time a call is method, path and options.
  return ((path: string, options?: LooseOptions) => call(method, path, options)) as Caller<M>;
}

export const api: { get: Caller<'GET'>; post: Caller<'POST'>; put: Caller<'PUT'>; patch: Caller<'PATCH'>; delete: Caller<'DELETE'> } = {
  get: caller('GET'),
  post: caller('POST'),
  put: caller('PUT'),
  patch: caller('PATCH'),
  delete: caller('DELETE'),
};
