/**
 * How an endpoint is written in the contract: its key is "METHOD /path" (path under /api, parameters as
 * `:name`, exactly as the route is registered), its value the schemas of its params, query string and
 * body, and one answer schema per status it can send. The API registers its routes from these entries
 * (`endpointRoute` in api/src/lib), the front ends call them through the typed client of shared-auth,
 * the component tests fake them with typed answers and the API tests call them with a typed request:
 * a path and its types are paired here once, never by hand at a call site.
 */
import type { Static, TSchema } from '@sinclair/typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** "GET /trainings/:id" */
export type EndpointKeyShape = `${HttpMethod} /${string}`;

export interface EndpointDefinition {
  params?: TSchema;
  query?: TSchema;
  /** JSON body. Absent for multipart uploads (see `multipart`) and bodiless calls. */
  body?: TSchema;
  /** The request is a multipart form (file upload) read by the handler itself. */
  multipart?: true;
  /** The success answer is a file (PDF, spreadsheet), not JSON: its 200 entry is not a schema of the body. */
  file?: true;
  /** Answer schema per HTTP status, errors included. A 204 entry has no body. */
  responses: { [status: number]: TSchema };
}

export type EndpointTable = Record<EndpointKeyShape, EndpointDefinition>;

/** Builds one domain's table; `satisfies` keeps each entry's own schema types. */
export function endpoints<const T extends { [K in keyof T]: K extends EndpointKeyShape ? EndpointDefinition : never }>(table: T): T {
  return table;
}

/* ---------- Types read off one entry ---------- */

type StaticOf<S> = S extends TSchema ? Static<S> : undefined;

/** Params, query and body of an entry (undefined when the entry has none). */
export type ParamsOfDefinition<D> = D extends { params: infer P } ? StaticOf<P> : undefined;
export type QueryOfDefinition<D> = D extends { query: infer Q } ? StaticOf<Q> : undefined;
export type BodyOfDefinition<D> = D extends { body: infer B }
  ? StaticOf<B>
  : D extends { multipart: true }
    ? FormData
    : undefined;

export type SuccessStatus = 200 | 201 | 204;

/** The body of the answer with status S (void for 204, Blob for a file endpoint's 200). */
export type AnswerOfDefinition<D, S extends number> = D extends { responses: infer R }
  ? S extends keyof R
    ? S extends 204
      ? void
      : D extends { file: true }
        ? S extends SuccessStatus
          ? Blob
          : StaticOf<R[S]>
        : StaticOf<R[S]>
    : never
  : never;

/** The success statuses an entry declares. */
export type SuccessStatusOfDefinition<D> = D extends { responses: infer R } ? Extract<keyof R, SuccessStatus> : never;

/** The body of the entry's success answer(s). */
export type OkOfDefinition<D> = AnswerOfDefinition<D, SuccessStatusOfDefinition<D>>;

/** Splits "GET /a/:id" into its method and path at the type level. */
export type MethodOf<K> = K extends `${infer M extends HttpMethod} /${string}` ? M : never;
export type PathOf<K> = K extends `${HttpMethod} ${infer P}` ? P : never;

/** Splits "GET /a/:id" into its method and path. */
export function splitEndpointKey<K extends EndpointKeyShape>(key: K): { method: MethodOf<K>; path: PathOf<K> } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as MethodOf<K>, path: key.slice(space + 1) as PathOf<K> };
}
