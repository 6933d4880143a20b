import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';

/** Page frame of a staff dashboard: the page's h1, optional action buttons, content. */
export function DashboardLayout({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader title={title} actions={actions} />
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

/** Panels side by side on wide screens, one under the other on a phone. */
export function PanelGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
