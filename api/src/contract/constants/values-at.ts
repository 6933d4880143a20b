/** Reading a const object in the order of a const tuple of its keys (how the reference lists give their ids). */

/** A literal id or slug. */
export type LiteralValue = string | number;

/** The values of `object` in the order of the tuple `keys`, typed as a tuple (e.g. the ids of a list of slugs). */
export function valuesAt<const O extends Record<string, LiteralValue>, const K extends readonly (keyof O)[]>(
  object: O,
  keys: K,
): { -readonly [I in keyof K]: O[K[I]] } {
  return keys.map((key) => object[key]) as { -readonly [I in keyof K]: O[K[I]] };
}
