/**
 * The logged-in frame as the server's pages draw it around the dashboard: the frame's own `FrameView` at
 * the dashboard's address, with the user's name, initial and role, no picture (the initial shows until
 * the page itself does) and nothing to do on logout (a drawing is only to be seen). Drawn at build time
 * with slots (dashboard-frames.tsx) and per request with the user's dashboard (dashboard-page.tsx).
 */
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import type { RoleSlug } from '@irt/api/contract';
import { DASHBOARD_PATH, ROUTES } from '@irt/shared-auth/routes';
import { AppProviders } from '@irt/shared-ui/AppProviders';
import { FrameView } from '../layout/AppLayout';

const dashboardRoute = ROUTES.find((route) => route.path === DASHBOARD_PATH);

export interface DrawnFrameProps {
  role: RoleSlug;
  userName: string;
  userInitial: string;
  roleName: string;
  /** The dashboard, or what stands for it. */
  children: ReactNode;
}

export function DrawnFrame({ role, userName, userInitial, roleName, children }: DrawnFrameProps) {
  return (
    <AppProviders>
      <StaticRouter location={DASHBOARD_PATH}>
        <FrameView
          role={role}
          userName={userName}
          userInitial={userInitial}
          roleName={roleName}
          pictureUrl={null}
          searchContext={dashboardRoute?.searchContext}
          onLogout={() => undefined}
        >
          {children}
        </FrameView>
      </StaticRouter>
    </AppProviders>
  );
}
