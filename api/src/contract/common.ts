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

/** ISO 8601 date-time string (what every timestamp of the API is). */
export const DateTimeSchema = Type.String({ format: 'date-time' });

export function Nullable<T extends TSchema>(schema: T): TUnion<[T, TNull]> {
  return Type.Union([schema, Type.Null()]);
}

/**
 * Nullable scalar of a request body, as one JSON schema type list (`type: ['number', 'null']`): with a
 * union the validator's type coercion would turn a null into 0 for the first branch (or 0 into null).
 */
export function NullableInput(schema: TString): TUnsafe<string | null>;
export function NullableInput(schema: TNumber | TInteger): TUnsafe<number | null>;
export function NullableInput(schema: TString | TNumber | TInteger): TUnsafe<string | number | null> {
  const { type, ...rest } = schema;
  return Type.Unsafe<string | number | null>({ ...rest, type: [type, 'null'] });
}

type LiteralValue = string | number;
type LiteralSchemas<V extends readonly LiteralValue[]> = { -readonly [K in keyof V]: TLiteral<V[K]> };

/**
 * Union of the literal values of a const tuple (ids or slugs defined once in the contract). Typed as a
 * tuple of literals: the route type provider infers a union only from a tuple.
 */
export function Literals<const V extends readonly LiteralValue[]>(values: V): TUnion<LiteralSchemas<V>> {
  // The list is built at run time; its type is the tuple of literals of `values`.
  return Type.Union(values.map((value) => Type.Literal(value))) as TUnion<LiteralSchemas<V>>;
}

/** The values of `object` in the order of the tuple `keys`, typed as a tuple (e.g. the ids of a list of slugs). */
export function valuesAt<const O extends Record<string, LiteralValue>, const K extends readonly (keyof O)[]>(
  object: O,
  keys: K,
): { -readonly [I in keyof K]: O[K[I]] } {
  return keys.map((key) => object[key]) as { -readonly [I in keyof K]: O[K[I]] };
}

export const NamedItemSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export type NamedItem = Static<typeof NamedItemSchema>;

/* ---------- Roles ---------- */

export const ROLE_SLUGS = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'] as const;
export type RoleSlug = (typeof ROLE_SLUGS)[number];

/** Role ids as in the specification: 1 administrateur … 5 stagiaire. */
export const ROLE = {
  administrateur: 1,
  gestionnaire: 2,
  'responsable-pedagogique': 3,
  intervenant: 4,
  stagiaire: 5,
} as const satisfies Record<RoleSlug, number>;
export type RoleId = (typeof ROLE)[RoleSlug];

export function isRoleSlug(value: string): value is RoleSlug {
  return (ROLE_SLUGS as readonly string[]).includes(value);
}

export function isRoleId(value: number): value is RoleId {
  return (Object.values(ROLE) as number[]).includes(value);
}

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

/** Upper bound of per_page: large enough for the 100-item training search, small enough to bound a query. */
export const MAX_PER_PAGE = 100;

/**
 * Upper bound of page: beyond it the offset (page × per_page) would leave the integers a SQL OFFSET
 * takes; a page past the last one but within the bound answers an empty page.
 */
export const MAX_PAGE = 1_000_000;

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
