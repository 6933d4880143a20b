// Writes the pages drawn at build time next to the shell's index.html, for the server to put in the HTML it
// sends (api/src/plugins/web.ts): the login page (shell/src/prerender/login-page.tsx) and each role's
// logged-in frame around its dashboard's heading (shell/src/prerender/dashboard-frames.tsx). Run by
// scripts/build.mjs after the shell's production build, in its own process:
//   NODE_ENV=production TSX_TSCONFIG_PATH=tsconfig.web.json node --import tsx scripts/prerender-pages.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './test-utils.mjs';

const { LOGIN_PRERENDER_FILE, FRAME_PRERENDER_FILE } = await import('../api/src/contract/constants/page.ts');
const { renderLoginPage } = await import('../shell/src/prerender/login-page.tsx');
const { renderDashboardFrames } = await import('../shell/src/prerender/dashboard-frames.tsx');
const dist = path.join(ROOT, 'shell', 'dist');
writeFileSync(path.join(dist, LOGIN_PRERENDER_FILE), renderLoginPage());
writeFileSync(path.join(dist, FRAME_PRERENDER_FILE), JSON.stringify(renderDashboardFrames()));
