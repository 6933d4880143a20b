/**
 * Building blocks of the HTTP contract: every schema is written once with TypeBox and its type is
 * derived from it (`type X = Static<typeof XSchema>`). Routes use the schemas, front ends the types.
 * Nothing here may import server code: browser packages read this folder (with `import type`).
 */
import {
  Type,
  type Static,
  type TInteger,
  type TLiteral,
  type TNull,
  type TNumber,
  type TSchema,
  type TString,
  type TUnion,
  type TUnsafe,
} from '@sinclair/typebox';
import { ROLE, ROLE_SLUGS } from './constants/roles';
import { valuesAt, type LiteralValue } from './constants/values-at';
import { MAX_PER_PAGE, MAX_PAGE } from './constants/limits';
export { MAX_PER_PAGE, MAX_PAGE } from './constants/limits';

// The roles' ids and slugs, and `valuesAt`, are dependency-free constants: the front ends import them as values.
export { ROLE, ROLE_SLUGS, isRoleId, isRoleSlug, type RoleId, type RoleSlug } from './constants/roles';
export { valuesAt } from './constants/values-at';

/** ISO 8601 date-time string (what every timestamp of the API is). */
export const DateTimeSchema = Type.String({ format: 'date-time' });

export function Nullable<T extends TSchema>(schema: T): TUnion<[T, TNull]> {
  return Type.Union([schema, Type.Null()]);
}

/**
 * The schema of `NullableInput`, its `type` list written in its type: the routes' type provider infers
 * a body from the shape of its JSON schema (it reads `type`, not TypeBox's `static`), and an unsafe
 * schema without a typed `type` would infer as unknown.
 */
export type TNullableInput<T, Name extends string> = TUnsafe<T | null> & { type: [Name, 'null'] };

/**
 * Nullable scalar of a request body, as one JSON schema type list (`type: ['number', 'null']`): with a
 * union the validator's type coercion would turn a null into 0 for the first branch (or 0 into null).
 */
export function NullableInput(schema: TString): TNullableInput<string, 'string'>;
export function NullableInput(schema: TNumber): TNullableInput<number, 'number'>;
export function NullableInput(schema: TInteger): TNullableInput<number, 'integer'>;
export function NullableInput(schema: TString | TNumber | TInteger): TNullableInput<string | number, 'string' | 'number' | 'integer'> {
  const { type, ...rest } = schema;
  return Type.Unsafe<string | number | null>({ ...rest, type: [type, 'null'] }) as TNullableInput<string | number, typeof type>;
}


type LiteralSchemas<V extends readonly LiteralValue[]> = { -readonly [K in keyof V]: TLiteral<V[K]> };

/**
 * Union of the literal values of a const tuple (ids or slugs defined once in the contract). Typed as a
 * tuple of literals: the route type provider infers a union only from a tuple.
 */
export function Literals<const V extends readonly LiteralValue[]>(values: V): TUnion<LiteralSchemas<V>> {
  // The list is built at run time; its type is the tuple of literals of `values`.
  return Type.Union(values.map((value) => Type.Literal(value))) as TUnion<LiteralSchemas<V>>;
}

export const NamedItemSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export type NamedItem = Static<typeof NamedItemSchema>;

/* ---------- Roles ---------- */

export const RoleSlugSchema = Literals(ROLE_SLUGS);
export const RoleIdSchema = Literals(valuesAt(ROLE, ROLE_SLUGS));

export const RoleSchema = Type.Object({ id: RoleIdSchema, name: Type.String(), slug: RoleSlugSchema });
export type Role = Static<typeof RoleSchema>;

/* ---------- Errors ---------- */

/** Error body of every non-2xx answer. */
export const ErrorSchema = Type.Object(
  {
    message: Type.String(),
    /** Field name → French messages. */
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  { title: 'Erreur' },
);
export type ApiError = Static<typeof ErrorSchema>;

/**
 * Statuses of the error answers a route may send. Routes declare those they can answer:
 * 400 (schema of params, query or body), 401/403 (the role guard of every non-public route),
 * 404 (unknown id), 413/415 (a JSON body too large or of another type), 422 (business rule), 429 (rate limit).
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

/** `{ 401: ErrorSchema, 403: ErrorSchema, … }` for the given statuses, to spread into `response`. */
export function ErrorResponses<const S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ErrorSchema> {
  const responses = {} as Record<S, typeof ErrorSchema>;
  for (const status of statuses) responses[status] = ErrorSchema;
  return responses;
}

/** Any answer may carry a fresh token that replaces the stored one. */
export const MaybeTokenSchema = Type.Object({ token: Type.Optional(Type.String()) });
export type MaybeToken = Static<typeof MaybeTokenSchema>;

/** Every answer that only confirms an action. */
export const MessageSchema = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageSchema>;

/* ---------- Paging ---------- */

/** Query-string fields of every paged route (spread into the route's querystring schema). */
export const pageQueryProperties = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, description: 'Numéro de page (à partir de 1)' })),
  current_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, description: 'Synonyme de page' })),
  per_page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE, description: 'Nombre d’éléments par page' }),
  ),
};
export const PageQuerySchema = Type.Object(pageQueryProperties, { additionalProperties: false });
export type PageQuery = Static<typeof PageQuerySchema>;

/** Schema of a paged answer whose items follow `item`. */
export function PagedSchema<T extends TSchema>(item: T) {
  return Type.Object({
    data: Type.Array(item),
    current_page: Type.Integer(),
    last_page: Type.Integer(),
    per_page: Type.Integer(),
    total: Type.Integer(),
  });
}

/** Every paged answer (the type of `PagedSchema(item)` for items of type T). */
export type Paged<T> = Static<ReturnType<typeof PagedSchema<TUnsafe<T>>>>;

/* ---------- Params ---------- */

/** `/…/:id` of a database row (a PostgreSQL integer). */
export const IdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }, { additionalProperties: false });
export type IdParams = Static<typeof IdParamsSchema>;
