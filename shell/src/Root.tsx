import { useEffect, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useRouteError } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { DASHBOARD_PATH, documentTitle, reportClientError } from '@irt/shared-auth';
import { isLoadFailure, RemoteErrorPanel } from '@irt/shared-ui/components/RemoteErrorPanel';
import { useCurrentRoute } from './currentRoute';
import { dropPrerenderedLogin } from './pages/public/prerendered-login';
import { dropDrawnFrame } from './layout/drawn-frame';

/** Root of every page: keeps the browser tab's title in step with the route. */
export function Root() {
  const route = useCurrentRoute();
  useEffect(() => {
    document.title = documentTitle(route);
  }, [route]);
  // The login page drawn ahead in the HTML gives way to any other page (the login page takes it over itself);
  // the frame drawn ahead of the dashboard, to any other page (the dashboard's route removes it when it shows).
  useLayoutEffect(() => {
    if (route?.page !== 'login') dropPrerenderedLogin();
    if (route?.path !== DASHBOARD_PATH) dropDrawnFrame();
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

/**
 * A page whose code could not be downloaded (network, new deployment), or that failed while being drawn:
 * say which, report it to the server's log, and offer to reload.
 */
export function RootError() {
  const error = useRouteError();
  const kind = isLoadFailure(error) ? 'load' : 'render';
  useLayoutEffect(() => {
    dropPrerenderedLogin();
    dropDrawnFrame();
  }, []);
  useEffect(() => {
    console.error('Page indisponible', error);
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    reportClientError({ kind, module: 'shell', message, path: window.location.pathname });
  }, [error, kind]);
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', p: 2, pt: 8 }}>
      <RemoteErrorPanel kind={kind} onRetry={() => window.location.reload()} />
    </Box>
  );
}
