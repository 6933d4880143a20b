import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface InfoRow {
  label: string;
  value: ReactNode;
}

const EMPTY = 'Non renseigné';

/** Label and value pairs of a profile section, as a description list. */
export function InfoList({ rows }: { rows: readonly InfoRow[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 1fr) 2fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 }, m: 0 }}>
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {row.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {row.value === null || row.value === undefined || row.value === '' ? EMPTY : row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
