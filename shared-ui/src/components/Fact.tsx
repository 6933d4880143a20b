import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface FactProps {
  label: string;
  children: ReactNode;
  /** Width of the label column from 600 px up (default 12rem); below, the label sits above its value. */
  labelWidth?: string;
}

/** One line of a description list (`<dl>`): a label and its value, side by side from 600 px up. */
export function Fact({ label, children, labelWidth = '12rem' }: FactProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `${labelWidth} minmax(0, 1fr)` }, gap: { xs: 0, sm: 2 }, py: 0.75 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
