import { useId, useState, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PagedList, type PagedQueryView } from './PagedList';

export type { PagedQueryView } from './PagedList';

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
 * A titled, paged list (a dashboard panel): a `PagedList` of rows in a section named by its heading,
 * with the total beside the title. The spec's empty text shows when empty, or when the fetch failed
 * (the error is logged by the query client, the user sees the empty text).
 */
export function ListPanel<T>({ title, headingLevel = 'h2', skeletonRows = 3, query, page, onPageChange, emptyText, getKey, renderItem }: ListPanelProps<T>) {
  const headingId = useId();
  const total = query.data?.total ?? 0;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={headingId} component={headingLevel} variant="h6" sx={{ fontSize: headingLevel === 'h2' ? '1.05rem' : '1rem' }}>
          {title}
        </Typography>
        {!query.isPending && total > 0 && (
          <Typography component="span" variant="body2" color="text.secondary" aria-label={`${total} au total`}>
            {total}
          </Typography>
        )}
      </Stack>
      <PagedList
        label={title}
        labelledBy={headingId}
        query={query}
        page={page}
        onPageChange={onPageChange}
        emptyText={emptyText}
        getKey={getKey}
        renderItem={renderItem}
        skeletonRows={skeletonRows}
        paginationLabel={`Pagination : ${title}`}
      />
    </Paper>
  );
}

export type PagedListPanelProps<T> = Omit<ListPanelProps<T>, 'query' | 'page' | 'onPageChange'> & {
  /** The query hook of the list, called with the page to show (e.g. `useUpcomingTrainings`). */
  usePage: (page: number) => PagedQueryView<T>;
};

/** A `ListPanel` that keeps its own page in component state (a panel that is not worth an address key). */
export function PagedListPanel<T>({ usePage, ...panel }: PagedListPanelProps<T>) {
  const [page, setPage] = useState(1);
  const query = usePage(page);
  return <ListPanel {...panel} query={query} page={page} onPageChange={setPage} />;
}
