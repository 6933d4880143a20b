import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import type { Paged } from '@irt/api/contract';
import { EmptyState } from './EmptyState';
import { ListSkeleton } from './ListSkeleton';
import { PaginationControl } from './PaginationControl';

/**
 * What the list reads from a paged query. A TanStack Query result fits as it is (this package does no
 * fetching itself): `data` is the page shown, `isPending` is true until a first answer exists, and
 * `isPlaceholderData` while the previous page stays on screen for the one being loaded.
 */
export interface PagedQueryView<T> {
  data?: Paged<T>;
  isPending: boolean;
  isPlaceholderData: boolean;
}

export interface PagedListCommon<T> {
  /** Accessible name of the table or of the list of cards (which list it shows). */
  label: string;
  query: PagedQueryView<T>;
  /** The page asked for (it may still be loading). */
  page: number;
  onPageChange: (page: number) => void;
  /** The spec's empty text; shown too when the fetch failed (the query client logs the error). */
  emptyText: string;
  emptyDetail?: string;
  getKey: (item: T, index: number) => string | number;
  /** Accessible name of the page buttons' navigation; `Pages : <label>` by default. */
  paginationLabel?: string;
  /** Number of skeleton rows on the first load. */
  skeletonRows?: number;
}

export interface PagedListProps<T> extends PagedListCommon<T> {
  /** Renders one item as a list item (an `li`): the rows of a dashboard panel, the catalogue's cards. */
  renderItem: (item: T) => ReactNode;
  /** `grid`: the items as tiles, one to three a line depending on the width. */
  layout?: 'rows' | 'grid';
  /** Labels the list by an element of the page (the panel's heading) instead of `label`. */
  labelledBy?: string;
}

const GRID = { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' };

/**
 * What every paged list shows around its rows: the skeleton on the first load, the empty text when
 * there is nothing, the rows dimmed while the next page loads (they stay, so the focused page button
 * is not pulled from under the keyboard), and the page buttons. `children` draws the rows of the page.
 */
export function PagedFrame<T>({
  query,
  page,
  onPageChange,
  emptyText,
  emptyDetail,
  label,
  paginationLabel,
  skeletonRows = 5,
  children,
}: PagedListCommon<T> & { children: (items: readonly T[]) => ReactNode }) {
  const items = query.data?.data ?? [];
  const lastPage = Math.max(1, query.data?.last_page ?? 1);
  if (query.isPending) return <ListSkeleton rows={skeletonRows} />;
  if (items.length === 0) return <EmptyState title={emptyText} detail={emptyDetail} />;
  const switching = query.isPlaceholderData;
  return (
    <>
      <Box aria-busy={switching} sx={{ opacity: switching ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {children(items)}
      </Box>
      {lastPage > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <PaginationControl page={page} lastPage={lastPage} onChange={onPageChange} label={paginationLabel ?? `Pages : ${label}`} />
        </Box>
      )}
    </>
  );
}

/**
 * A paged list of the caller's rows (dashboard rows, catalogue tiles, accordions), in a `PagedFrame`.
 * For a list with columns — a table on a wide screen, cards on a phone — see `PagedTable`.
 */
export function PagedList<T>({ renderItem, layout = 'rows', labelledBy, ...frame }: PagedListProps<T>) {
  const { getKey, label } = frame;
  return (
    <PagedFrame {...frame}>
      {(items) => (
        <List
          disablePadding
          aria-label={labelledBy ? undefined : label}
          aria-labelledby={labelledBy}
          sx={layout === 'grid' ? { display: 'grid', gap: 2, gridTemplateColumns: GRID } : { '& > li:last-of-type': { borderBottom: 'none' } }}
        >
          {items.map((item, index) => (
            <Fragment key={getKey(item, index)}>{renderItem(item)}</Fragment>
          ))}
        </List>
      )}
    </PagedFrame>
  );
}

