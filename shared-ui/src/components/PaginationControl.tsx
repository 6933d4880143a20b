import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { pageWindow } from './pageWindow';

export interface PaginationControlProps {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
  /** Accessible name of the navigation landmark; give each list on a page its own. */
  label?: string;
}

/** Page buttons following the page-window rule of the spec; nothing when there is a single page. */
export function PaginationControl({ page, lastPage, onChange, label = 'Pagination' }: PaginationControlProps) {
  if (lastPage <= 1) return null;
  const items = pageWindow(page, lastPage);
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= lastPage) onChange(target);
  };

  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 0.5, py: 1 }}
    >
      <IconButton size="small" aria-label="Page précédente" disabled={page <= 1} onClick={() => go(page - 1)}>
        <ChevronLeft fontSize="small" />
      </IconButton>
      {items.map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            size="small"
            variant={item === page ? 'contained' : 'text'}
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => go(item)}
            sx={{ minWidth: 36, px: 1 }}
          >
            {item}
          </Button>
        ) : (
          <Box key={item} component="span" aria-hidden="true" sx={{ px: 0.5, color: 'text.secondary' }}>
            …
          </Box>
        ),
      )}
      <IconButton size="small" aria-label="Page suivante" disabled={page >= lastPage} onClick={() => go(page + 1)}>
        <ChevronRight fontSize="small" />
      </IconButton>
    </Box>
  );
}
