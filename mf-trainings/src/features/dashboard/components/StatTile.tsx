import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface StatTileProps {
  label: string;
  /** Already formatted value; null while loading. */
  value: string | null;
  icon?: ReactNode;
}

/** One yearly figure of the administrator dashboard. */
export function StatTile({ label, value, icon }: StatTileProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {icon && (
          <Box
            aria-hidden
            sx={{
              display: 'flex',
              p: 1,
              borderRadius: 2,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            {icon}
          </Box>
        )}
        <Box sx={{ minWidth: 0 }}>
          {/* The label comes first in the DOM so that a screen reader reads "label: value". */}
          <Typography component="p" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
            {value ?? <Skeleton width={80} aria-label="Chargement" />}
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}
