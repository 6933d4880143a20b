/** GET /api/improvement-actions?state=…&origin=…: the actions, those to do first by due date. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage, queryRoots } from '@irt/shared-auth/query';
import { IMPROVEMENT_ACTIONS_PER_PAGE, type ImprovementOrigin, type ImprovementState } from '@irt/api/constants';

export interface ActionListFilter {
  state?: ImprovementState;
  origin?: ImprovementOrigin;
}

export function improvementActionsQueryOptions(filter: ActionListFilter, page: number) {
  const query = { ...(filter.state ? { state: filter.state } : {}), ...(filter.origin ? { origin: filter.origin } : {}) };
  return queryOptions({
    queryKey: [...queryRoots.quality, 'improvement-actions', filter, page] as const,
    queryFn: ({ signal }) => getPage('/improvement-actions', { page, perPage: IMPROVEMENT_ACTIONS_PER_PAGE, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useImprovementActions(filter: ActionListFilter, page: number) {
  return useQuery(improvementActionsQueryOptions(filter, page));
}
