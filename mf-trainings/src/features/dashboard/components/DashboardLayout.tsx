import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { STAFF_DASHBOARD_HEADING } from '@irt/api/constants';

/** Page frame of a staff dashboard: the page's h1 (the one the page drawn ahead shows), optional action buttons, content. */
export function DashboardLayout({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader title={STAFF_DASHBOARD_HEADING} actions={actions} />
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
