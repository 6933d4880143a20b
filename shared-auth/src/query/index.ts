/**
 * `@irt/shared-auth/query`: the server-state layer (TanStack Query) on top of the HTTP client. A
 * separate entry, so that the pages that need no cache (the login page) do not download it.
 */
export { createQueryClient, clearOnSessionChange, STALE_TIME_MS, type QueryClientOptions } from './client';
export { getPage, paginateLocally, type PageRequest, type PagedPath } from './paging';
export { queryRoots, WRITE_INVALIDATES, invalidateAfter, useInvalidateAfter, type QueryRoot, type WriteName } from './keys';
export {
  SEARCH_DEBOUNCE_MS,
  useDebouncedTerm,
  searchView,
  isProfileNumber,
  profileSearchParams,
  profileSearchQuery,
  profileSearchKeys,
  profileSearchQueryOptions,
  useProfileSearch,
  type DebouncedTerm,
  type SearchView,
} from './search';
export { lookupKey, lookupQueryOptions, LOOKUP_STALE_TIME_MS, useLookup, type LookupList, type LookupLists } from './lookups';
export {
  pageFromParam,
  useListController,
  writeListParams,
  type ListController,
  type ListControllerOptions,
} from './list-controller';
export { isServerDown, retryFailedReads, SERVER_RETRY_INTERVAL_MS, useServerStatus, watchServerStatus } from './server-status';
