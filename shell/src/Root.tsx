import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useRouteError } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { documentTitle } from '@irt/shared-auth';
import { RemoteErrorPanel } from '@irt/shared-ui/components/RemoteErrorPanel';
import { useCurrentRoute } from './currentRoute';

/** Root of every page: keeps the browser tab's title in step with the route (spec §2.1). */
export function Root() {
  const route = useCurrentRoute();
  useEffect(() => {
    document.title = documentTitle(route);
  }, [route]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page checks the session. */
export function PortalLoading() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Chargement du portail" />
    </Box>
  );
}

/** A page whose code could not be downloaded (network, new deployment): offer to reload. */
export function RootError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Page indisponible', error);
  }, [error]);
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', p: 2, pt: 8 }}>
      <RemoteErrorPanel onRetry={() => window.location.reload()} />
    </Box>
  );
}
