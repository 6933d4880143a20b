// Writes the login page drawn at build time (shell/src/prerender/login-page.tsx) next to the shell's
// index.html, for the server to put in the login page's HTML (api/src/plugins/web.ts). Run by
// scripts/build.mjs after the shell's production build, in its own process:
//   NODE_ENV=production TSX_TSCONFIG_PATH=tsconfig.web.json node --import tsx scripts/prerender-login.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './test-utils.mjs';

const { LOGIN_PRERENDER_FILE } = await import('../api/src/contract/constants/page.ts');
const { renderLoginPage } = await import('../shell/src/prerender/login-page.tsx');
writeFileSync(path.join(ROOT, 'shell', 'dist', LOGIN_PRERENDER_FILE), renderLoginPage());
