import { Fragment, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { PagedFrame, type PagedListCommon } from './PagedList';
import { visuallyHidden } from '../theme';

/** One column of a list: a table column on a wide screen, a part of each card on a phone. */
export interface ListColumn<T> {
  key: string;
  /** The table's column header (and the label of a `labelled` card line). */
  header: string;
  /** Replaces the header cell's content (a select-all checkbox, labelled on its own). */
  renderHeader?: () => ReactNode;
  /** Header read by screen readers only (a column of buttons). */
  hideHeader?: boolean;
  render: (item: T) => ReactNode;
  /** What the card shows instead of `render`. */
  renderCard?: (item: T) => ReactNode;
  /** The column that names the row: the row's header cell in the table, the card's heading. One per list. */
  title?: boolean;
  /** Shown in the table only, or on the cards only (a card may join two columns in one line). */
  only?: 'table' | 'card';
  /**
   * Its place on a card: a plain `line` (default), a `labelled` line ('Header : value'), `aside` the
   * heading (a status badge), or with the `actions` at the bottom.
   */
  card?: 'line' | 'labelled' | 'aside' | 'actions';
  align?: 'left' | 'right';
  /** Keeps the cell on one line. */
  nowrap?: boolean;
  minWidth?: number;
  /** The cell's padding: 'checkbox' for a selection column. */
  padding?: 'normal' | 'checkbox';
}

export interface PagedTableProps<T> extends PagedListCommon<T> {
  /** One definition for both layouts: a table on a wide screen, cards on a phone. */
  columns: readonly ListColumn<T>[];
  /** Cards below this breakpoint ('sm' as the portal's other phone layouts). */
  phoneBelow?: 'sm' | 'md';
  /** The table's minimum width: below it the table scrolls inside the page. */
  tableMinWidth?: number;
  /** Heading level of a card's title (the level under the page's or the section's heading). */
  cardHeadingLevel?: 'h2' | 'h3' | 'h4';
  /** A card's accessible name when its heading holds more than the name (a photo, an email). */
  getItemLabel?: (item: T) => string;
  /** Highlights a row (a selected one). */
  isSelected?: (item: T) => boolean;
}

/**
 * A paged list with columns: from ONE column definition, a table on a wide screen and one card per row
 * on a phone, in a `PagedFrame` (skeleton, empty text, dimmed rows, page buttons). A file of its own so
 * that the pages without a table (the trainee's dashboard) do not download MUI's table.
 */
export function PagedTable<T>(props: PagedTableProps<T>) {
  return <PagedFrame {...props}>{(items) => <ColumnsView {...props} items={items} />}</PagedFrame>;
}

function ColumnsView<T>(props: PagedTableProps<T> & { items: readonly T[] }) {
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down(props.phoneBelow ?? 'sm'), { noSsr: true });
  return onPhone ? <Cards {...props} /> : <ColumnsTable {...props} />;
}

function ColumnsTable<T>({ items, columns, getKey, label, tableMinWidth, isSelected }: PagedTableProps<T> & { items: readonly T[] }) {
  const shown = columns.filter((column) => column.only !== 'card');
  return (
    // Inline-size containment: the table scrolls within the page instead of widening the portal's frame.
    <TableContainer sx={{ overflowX: 'auto', contain: 'inline-size' }}>
      <Table
        size="small"
        aria-label={label}
        sx={{
          minWidth: tableMinWidth,
          '& th, & td': { px: 1 },
          '& th:first-of-type, & td:first-of-type': { pl: 2 },
          '& th:last-of-type, & td:last-of-type': { pr: 2 },
        }}
      >
        <TableHead>
          <TableRow>
            {shown.map((column) => (
              <TableCell
                key={column.key}
                align={column.align}
                padding={column.padding}
                sx={{ fontWeight: 600, position: column.hideHeader ? 'relative' : undefined }}
              >
                {column.renderHeader ? column.renderHeader() : column.hideHeader ? <Box component="span" sx={visuallyHidden}>{column.header}</Box> : column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, index) => (
            <TableRow key={getKey(item, index)} hover selected={isSelected?.(item) ?? false}>
              {shown.map((column) => (
                <TableCell
                  key={column.key}
                  component={column.title ? 'th' : 'td'}
                  scope={column.title ? 'row' : undefined}
                  align={column.align}
                  padding={column.padding}
                  sx={{ minWidth: column.minWidth, whiteSpace: column.nowrap ? 'nowrap' : undefined, fontWeight: column.title ? 600 : undefined }}
                >
                  {column.render(item)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Cards<T>({ items, columns, getKey, label, cardHeadingLevel = 'h2', getItemLabel }: PagedTableProps<T> & { items: readonly T[] }) {
  const baseId = useId();
  const shown = columns.filter((column) => column.only !== 'table');
  const title = shown.find((column) => column.title);
  const aside = shown.filter((column) => !column.title && column.card === 'aside');
  const lines = shown.filter((column) => !column.title && (column.card ?? 'line') !== 'aside' && column.card !== 'actions');
  const actions = shown.filter((column) => !column.title && column.card === 'actions');
  const show = (column: ListColumn<T>, item: T) => (column.renderCard ?? column.render)(item);
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item, index) => {
        const key = getKey(item, index);
        const headingId = `${baseId}-${key}`;
        const name = getItemLabel?.(item);
        const naming = name ? { 'aria-label': name } : { 'aria-labelledby': headingId };
        return (
          <Box component="li" key={key} {...naming} sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
            <Box component="article" {...naming} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
              {(title || aside.length > 0) && (
                <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
                  {title && (
                    <Box component={cardHeadingLevel} id={headingId} sx={{ m: 0, typography: 'subtitle1', fontWeight: 600, lineHeight: 1.3, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {show(title, item)}
                    </Box>
                  )}
                  {aside.map((column) => (
                    <Box key={column.key} sx={{ flexShrink: 0 }}>
                      {show(column, item)}
                    </Box>
                  ))}
                </Box>
              )}
              {lines.map((column) => {
                const value = show(column, item);
                // A line with nothing to say (no place yet) is left out rather than left blank.
                if (value === null || value === undefined || value === false || value === '') return null;
                return (
                  <Box key={column.key} sx={{ typography: 'body2', minWidth: 0, overflowWrap: 'anywhere' }}>
                    {column.card === 'labelled' ? `${column.header} : ` : null}
                    {value}
                  </Box>
                );
              })}
              {actions.length > 0 && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  {actions.map((column) => (
                    <Fragment key={column.key}>{show(column, item)}</Fragment>
                  ))}
                </Box>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
