/**
 * A user's dashboard drawn on the server for the HTML of `/` (api/src/lib/dashboard-drawer.ts, through
 * scripts/dashboard-drawer.mjs): the logged-in frame around the role's dashboard, its panels filled with
 * the first wave's answers, the same components the page renders. The server sends it inert, the page's
 * root hidden, until the page itself shows (layout/drawn-frame.ts); what the user sees first is their own
 * lists, not a heading waiting for the page's code. Reads the first wave did not answer draw as the page
 * draws them while loading (their skeleton).
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import type { FirstWave } from '@irt/api/contract';
import { userInitial } from '@irt/api/constants';
import { useSession } from '@irt/shared-auth';
import { createQueryClient } from '@irt/shared-auth/query';
import { DrawnFrame } from './frame';

/**
 * The page of `/` for the session of `wave`, with `Dashboard` (the role's exposed dashboard) in its frame.
 * Synchronous from start to end: the session store this process shares with the dashboards holds this
 * user while the page is drawn, and no one after it, before any other drawing starts. React reads a
 * store's server snapshot when it draws on the server, which zustand takes from the store's initial
 * state: that object is the one given the user here.
 */
export function renderDashboardPage(wave: FirstWave, Dashboard: ComponentType): string {
  const { user, profile } = wave;
  const client = createQueryClient({ bindToSession: false });
  for (const { key, data } of wave.reads ?? []) client.setQueryData(key, data);
  const serverState = useSession.getInitialState();
  Object.assign(serverState, { user, profile, profileMissing: false });
  try {
    const name = user.name || user.username;
    return renderToString(
      <DrawnFrame role={user.role.slug} userName={name} userInitial={userInitial(name)} roleName={user.role.name}>
        <QueryClientProvider client={client}>
          <Dashboard />
        </QueryClientProvider>
      </DrawnFrame>,
    );
  } finally {
    Object.assign(serverState, { user: null, profile: null, profileMissing: false });
    client.clear();
  }
}
