/**
 * The reference lists of the profile forms come from `@irt/shared-auth/query` (`useLookup('genres')`, …):
 * one table of the lists for every remote. What is left here is how the trainee space reads them.
 */
import type { NamedItem } from '@irt/api/contract';

/** The name of item `id` in a list, or null while the list loads or when the id is unknown. */
export function nameOf(items: readonly NamedItem[] | undefined, id: number | null | undefined): string | null {
  if (id === null || id === undefined) return null;
  return items?.find((item) => item.id === id)?.name ?? null;
}
