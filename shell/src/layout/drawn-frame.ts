/**
 * The logged-in frame and the dashboard's heading drawn at build time (prerender/dashboard-frames.tsx), which
 * the server puts in the dashboard's HTML for the user's role: the visitor sees their portal while its
 * code arrives, the page's root hidden meanwhile. It gives way when the dashboard's page shows (or fails
 * to), when any other page shows instead (a redirection, an error), or when the logged-in frame has been
 * ready for a while and the page is still on its way (AppLayout: DRAWN_FRAME_PATIENCE_MS).
 */
import { FRAME_PRERENDER_ELEMENT_ID } from '@irt/api/constants';

/** Removes the drawn frame, which shows the page's root (hidden while it is there). */
export function dropDrawnFrame(): void {
  document.getElementById(FRAME_PRERENDER_ELEMENT_ID)?.remove();
}
