/**
 * The items of one list of the reference editor: the active ones are the very lookup the forms read
 * (GET /api/{type}, one cache for the editor and the forms), the deleted mandates GET /api/deleted-mandates.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferenceItem, ReferenceType, TrainingCategory, TrainingPlace, TrainingTheme } from '@irt/api/contract';
import { api } from '@irt/shared-auth';
import { queryRoots, useLookup } from '@irt/shared-auth/query';

/** An item of any editable list. */
export type EditorItem = ReferenceItem | TrainingTheme | TrainingCategory | TrainingPlace;

export function deletedMandatesQueryOptions() {
  return queryOptions({
    // Under the lookups root: deleting a mandate refreshes it with the lists.
    queryKey: [...queryRoots.lookups, 'deleted-mandates'] as const,
    queryFn: ({ signal }) => api.get('/deleted-mandates', { signal }),
  });
}

export interface ReferenceItems {
  items: readonly EditorItem[] | undefined;
  isPending: boolean;
  isError: boolean;
}

/** The active items of `type`, or the deleted mandates when `deleted` is set. */
export function useReferenceItems(type: ReferenceType, deleted: boolean): ReferenceItems {
  const active = useLookup(type, !deleted);
  const removed = useQuery({ ...deletedMandatesQueryOptions(), enabled: deleted });
  const shown = deleted ? removed : active;
  return { items: shown.data, isPending: shown.isPending, isError: shown.isError };
}
