// The process that draws a user's dashboard for the HTML of `/` (started by the server,
// api/src/lib/dashboard-drawer.ts): the shell's frame (shell/src/prerender/dashboard-page.tsx) around the
// dashboard each remote exposes for the role (DASHBOARD_FIRST_WAVE), run by Node through tsx with the
// browser code's tsconfig, as scripts/prerender-pages.mjs does at build time. It answers the server's
// messages `{ id, wave }` with `{ id, html }` (or `{ id, error }`), one at a time, and says `{ ready: true }`
// once every role's dashboard has been drawn once (modules loaded, code warmed).
import path from 'node:path';
import { ROOT } from './test-utils.mjs';

const { DASHBOARD_FIRST_WAVE } = await import('../api/src/contract/constants/page.ts');
const { renderDashboardPage } = await import('../shell/src/prerender/dashboard-page.tsx');

/** Each role's dashboard component, from its remote's exposed module. */
const dashboards = {};
for (const [role, { remote, expose }] of Object.entries(DASHBOARD_FIRST_WAVE)) {
  const module = await import(path.join(ROOT, remote, 'src', 'exposes', `${expose}.tsx`));
  dashboards[role] = module.default;
}

function draw(wave) {
  const Dashboard = dashboards[wave.user.role.slug];
  if (!Dashboard) throw new Error(`no dashboard for the role ${wave.user.role.slug}`);
  return renderDashboardPage(wave, Dashboard);
}

// Warm-up: every role drawn once without data (their skeletons).
for (const slug of Object.keys(dashboards)) {
  draw({ expires: 0, user: { id: 0, name: 'Portail', username: 'portail', role: { id: 0, slug, name: slug } }, profile: null, reads: [] });
}

process.on('message', (message) => {
  const { id, wave } = message;
  try {
    process.send({ id, html: draw(wave) });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
// The server gone, this process has nothing left to do.
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
