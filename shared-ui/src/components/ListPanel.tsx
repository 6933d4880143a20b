import { Fragment, useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Paged } from '@irt/api/contract';
import { EmptyState } from './EmptyState';
import { ListSkeleton } from './ListSkeleton';
import { PaginationControl } from './PaginationControl';

/**
 * What the panel reads from a paged query. A TanStack Query result fits as it is (this package does no
 * fetching itself): `data` is the page shown, `isPending` is true until a first answer exists, and
 * `isPlaceholderData` while the previous page stays on screen for the one being loaded.
 */
export interface PagedQueryView<T> {
  data?: Paged<T>;
  isPending: boolean;
  isPlaceholderData: boolean;
}

export interface ListPanelProps<T> {
  title: string;
  /** h2 for a panel of the page, h3 for a group inside a titled section. */
  headingLevel?: 'h2' | 'h3';
  /** Number of skeleton rows on the first load. */
  skeletonRows?: number;
  query: PagedQueryView<T>;
  /** The page asked for (it may still be loading). */
  page: number;
  onPageChange: (page: number) => void;
  emptyText: string;
  getKey: (item: T, index: number) => string | number;
  /** Renders one row as a list item (an `li`). */
  renderItem: (item: T) => ReactNode;
}

/**
 * A titled, paged list: skeleton on the first load, the spec's empty text when empty (or when the
 * fetch failed: the error is logged by the query client, the user sees the empty text).
 */
export function ListPanel<T>({
  title,
  headingLevel = 'h2',
  skeletonRows = 3,
  query,
  page,
  onPageChange,
  emptyText,
  getKey,
  renderItem,
}: ListPanelProps<T>) {
  const headingId = useId();
  const items = query.data?.data ?? [];
  const lastPage = Math.max(1, query.data?.last_page ?? 1);
  const total = query.data?.total ?? 0;
  // Skeleton on the first load only: while another page loads, the current rows and the page buttons
  // stay in place (dimmed), so the focused page button is not pulled from under the keyboard.
  const firstLoad = query.isPending;
  const switching = query.isPlaceholderData;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={headingId} component={headingLevel} variant="h6" sx={{ fontSize: headingLevel === 'h2' ? '1.05rem' : '1rem' }}>
          {title}
        </Typography>
        {!firstLoad && total > 0 && (
          <Typography component="span" variant="body2" color="text.secondary" aria-label={`${total} au total`}>
            {total}
          </Typography>
        )}
      </Stack>
      {firstLoad ? (
        <ListSkeleton rows={skeletonRows} />
      ) : items.length === 0 ? (
        <EmptyState title={emptyText} />
      ) : (
        <>
          <List
            disablePadding
            aria-labelledby={headingId}
            aria-busy={switching}
            sx={{ opacity: switching ? 0.6 : 1, '& > li:last-of-type': { borderBottom: 'none' } }}
          >
            {items.map((item, index) => (
              <Fragment key={getKey(item, index)}>{renderItem(item)}</Fragment>
            ))}
          </List>
          {lastPage > 1 && (
            <Box sx={{ mt: 1, display: 'flex', justifyContent: 'center' }}>
              <PaginationControl page={page} lastPage={lastPage} onChange={onPageChange} label={`Pagination : ${title}`} />
            </Box>
          )}
        </>
      )}
    </Paper>
  );
}

export type PagedListPanelProps<T> = Omit<ListPanelProps<T>, 'query' | 'page' | 'onPageChange'> & {
  /** The query hook of the list, called with the page to show (e.g. `useUpcomingTrainings`). */
  usePage: (page: number) => PagedQueryView<T>;
};

/** A `ListPanel` that keeps its own page: each panel of a dashboard pages on its own. */
export function PagedListPanel<T>({ usePage, ...panel }: PagedListPanelProps<T>) {
  const [page, setPage] = useState(1);
  const query = usePage(page);
  return <ListPanel {...panel} query={query} page={page} onPageChange={setPage} />;
}
