import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { QueryClientProvider } from '@tanstack/react-query';
import { mustAcceptTerms, useSession } from '@irt/shared-auth';
import { MAIN_CONTENT_ID, SkipLink } from '@irt/shared-ui/components/SkipLink';
import { portalQueryClient } from '../queryClient';
import { useCurrentRoute } from '../currentRoute';
import { Sidebar, DRAWER_WIDTH } from './Sidebar';
import { TopBar, type TopBarProps } from './TopBar';
import { ServerStatusBanner } from './ServerStatusBanner';
import { leavePortal } from '../session/leave';
import { dropDrawnFrame } from './drawn-frame';

// The two dialogs a login may have to show (terms to accept, bank details to confirm): most pages show
// neither, so their code (and MUI's dialog) is fetched only for a user who has to see one.
const TermsDialog = lazy(() => import('./TermsDialog').then((module) => ({ default: module.TermsDialog })));
const BankDetailsDialog = lazy(() => import('./BankDetailsDialog').then((module) => ({ default: module.BankDetailsDialog })));

/**
 * The portal frame of logged-in pages: side menu, top bar, the page, and the terms dialog, inside the
 * page's query client (the remotes rendered in it use the same one).
 */
export function AppLayout() {
  return (
    <QueryClientProvider client={portalQueryClient()}>
      <PortalFrame />
    </QueryClientProvider>
  );
}

/**
 * How long the frame drawn ahead (drawn-frame.ts) may stay once this frame is ready: the dashboard's page
 * usually shows well within it; a slower one shows its skeleton in this frame, whose menus work.
 */
export const DRAWN_FRAME_PATIENCE_MS = 3_000;

function PortalFrame() {
  const user = useSession((state) => state.user);
  const bankDetailsToConfirm = useSession((state) => state.profile?.bank_details_to_confirm != null);
  useEffect(() => {
    const patience = window.setTimeout(dropDrawnFrame, DRAWN_FRAME_PATIENCE_MS);
    return () => window.clearTimeout(patience);
  }, []);
  const route = useCurrentRoute();
  // The guard lets no page of this layout render without a user; this only satisfies the types.
  if (!user) return null;

  return (
    <FrameView
      role={user.role.slug}
      userName={user.name || user.username}
      roleName={user.role.name}
      pictureUrl={user.temporary_profile_picture_url}
      searchContext={route?.searchContext}
      onLogout={() => void leavePortal()}
      dialogs={
        <Suspense fallback={null}>
          {mustAcceptTerms(user) ? <TermsDialog onRefuse={() => void leavePortal()} /> : null}
          {bankDetailsToConfirm ? <BankDetailsDialog /> : null}
        </Suspense>
      }
    >
      <ServerStatusBanner />
      <Outlet />
    </FrameView>
  );
}

/** What the frame shows: the top bar's (but its menu button, which the frame handles), the page and its dialogs. */
export interface FrameViewProps extends Omit<TopBarProps, 'onOpenMenu'> {
  /** The page. */
  children: ReactNode;
  /** Dialogs over the frame. */
  dialogs?: ReactNode;
}

/** The frame as it is drawn, from what it shows: also drawn at build time around a dashboard's heading (prerender/dashboard-frames.tsx). */
export function FrameView({ role, userName, roleName, pictureUrl, userInitial, searchContext, onLogout, children, dialogs }: FrameViewProps) {
  const [mobileOpen, setMobileOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <TopBar
        role={role}
        userName={userName}
        roleName={roleName}
        pictureUrl={pictureUrl}
        userInitial={userInitial}
        searchContext={searchContext}
        onOpenMenu={() => setMobileOpen(true)}
        onLogout={onLogout}
      />
      <Sidebar role={role} mobileOpen={mobileOpen} onMobileClose={() => setMobileOpen(false)} />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          '&:focus': { outline: 'none' },
          flexGrow: 1,
          minWidth: 0,
          width: { md: `calc(100% - ${DRAWER_WIDTH}px)` },
          px: { xs: 2, sm: 3 },
          pb: 4,
        }}
      >
        <Toolbar />
        <Box sx={{ pt: { xs: 2, sm: 3 }, maxWidth: 1400, mx: 'auto' }}>{children}</Box>
      </Box>
      {dialogs}
    </Box>
  );
}

export default AppLayout;
