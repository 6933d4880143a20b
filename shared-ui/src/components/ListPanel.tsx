import { Fragment, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from './EmptyState';
import { ListSkeleton } from './ListSkeleton';
import { PaginationControl } from './PaginationControl';
import type { PagedListState } from '../hooks/usePagedList';

export interface ListPanelProps<T> {
  title: string;
  /** h2 for a panel of the page, h3 for a group inside a titled section. */
  headingLevel?: 'h2' | 'h3';
  /** Number of skeleton rows on the first load. */
  skeletonRows?: number;
  list: PagedListState<T>;
  emptyText: string;
  getKey: (item: T, index: number) => string | number;
  /** Renders one row as a list item (an `li`). */
  renderItem: (item: T) => ReactNode;
}

/** A titled, paged list: skeleton while loading, the spec's empty text when empty (or when the fetch failed). */
export function ListPanel<T>({ title, headingLevel = 'h2', skeletonRows = 3, list, emptyText, getKey, renderItem }: ListPanelProps<T>) {
  const headingId = useId();
  const { items, loading, page, lastPage, total, setPage } = list;
  // Skeleton on the first load only: while another page loads, the current rows and the page buttons
  // stay in place, so the focused page button is not pulled from under the keyboard.
  const firstLoad = loading && items.length === 0;
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
          <List disablePadding aria-labelledby={headingId} aria-busy={loading} sx={{ opacity: loading ? 0.6 : 1, '& > li:last-of-type': { borderBottom: 'none' } }}>
            {items.map((item, index) => (
              <Fragment key={getKey(item, index)}>{renderItem(item)}</Fragment>
            ))}
          </List>
          {lastPage > 1 && (
            <Box sx={{ mt: 1, display: 'flex', justifyContent: 'center' }}>
              <PaginationControl page={page} lastPage={lastPage} onChange={setPage} label={`Pagination : ${title}`} />
            </Box>
          )}
        </>
      )}
    </Paper>
  );
}
