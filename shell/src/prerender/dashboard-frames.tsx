/**
 * Each role's logged-in frame around its dashboard's heading, drawn at build time (scripts/prerender-pages.mjs
 * writes them beside index.html). The server puts the user's role's drawing in the dashboard's HTML with
 * the user's name, initial, role and heading written into its slots (FRAME_PRERENDER_SLOTS), so a
 * logged-in visitor sees their portal while its code arrives; the page hides it once it shows
 * (layout/drawn-frame.ts). Drawn with the components the page uses: the frame, the side menu of the role,
 * the top bar, the page's header.
 */
import { renderToString } from 'react-dom/server';
import Box from '@mui/material/Box';
import { FRAME_PRERENDER_SLOTS, ROLE_SLUGS, type RoleSlug } from '@irt/api/constants';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { DrawnFrame } from './frame';

/** One role's drawing (the server makes it inert: it is only to be seen until the page shows). */
function renderFrame(role: RoleSlug): string {
  const html = renderToString(
    <DrawnFrame role={role} userName={FRAME_PRERENDER_SLOTS.userName} userInitial={FRAME_PRERENDER_SLOTS.initial} roleName={FRAME_PRERENDER_SLOTS.roleName}>
      {/* The dashboards' own wrapper around their header (DashboardLayout, TraineeDashboard). */}
      <Box sx={{ width: '100%' }}>
        <PageHeader title={FRAME_PRERENDER_SLOTS.heading} />
      </Box>
    </DrawnFrame>,
  );
  for (const slot of Object.values(FRAME_PRERENDER_SLOTS)) {
    if (!html.includes(slot)) throw new Error(`Cadre pré-rendu (${role}) : emplacement ${slot} introuvable.`);
  }
  if (!html.includes('<h1')) throw new Error(`Cadre pré-rendu (${role}) : titre de la page introuvable.`);
  return html;
}

/** Every role's drawing. */
export function renderDashboardFrames(): Record<RoleSlug, string> {
  return Object.fromEntries(ROLE_SLUGS.map((role) => [role, renderFrame(role)])) as Record<RoleSlug, string>;
}
