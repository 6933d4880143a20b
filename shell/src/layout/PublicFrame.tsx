import { Link as RouterLink, Outlet } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { QueryClientProvider } from '@tanstack/react-query';
import { MAIN_CONTENT_ID, SkipLink } from '@irt/shared-ui/components/SkipLink';
import { portalQueryClient } from '../queryClient';

/**
 * The public layout of logged-in pages that the spec shows without the portal frame (the training
 * catalogue): the institute's name and a way back to the portal.
 */
export function PublicFrame() {
  return (
    <QueryClientProvider client={portalQueryClient()}>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <SkipLink />
        <AppBar position="static" color="primary" elevation={0}>
          <Toolbar sx={{ gap: 2 }}>
            <Typography component="p" sx={{ fontWeight: 700, flex: 1 }}>
              Institut Régional du Travail
            </Typography>
            <Button color="inherit" component={RouterLink} to="/">
              Retour au portail
            </Button>
          </Toolbar>
        </AppBar>
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ '&:focus': { outline: 'none' }, px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 }, maxWidth: 1200, mx: 'auto' }}>
          <Outlet />
        </Box>
      </Box>
    </QueryClientProvider>
  );
}

export default PublicFrame;
