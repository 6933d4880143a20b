// The seven front-end apps of the portal as the build sees them. shared-auth/src/remotes.ts holds the
// same folder/port facts for the browser; a unit test (remotes.test.ts) keeps the two in agreement.
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

/** @typedef {{ name: string, folder: string, kind: 'host' | 'remote', devPort: number }} AppDescription */

/** @type {AppDescription[]} */
const APPS = [
  { name: 'shell', folder: 'shell', kind: 'host', devPort: 3000 },
  { name: 'mf_trainee', folder: 'mf-trainee', kind: 'remote', devPort: 3001 },
  { name: 'mf_trainings', folder: 'mf-trainings', kind: 'remote', devPort: 3002 },
  { name: 'mf_people', folder: 'mf-people', kind: 'remote', devPort: 3003 },
  { name: 'mf_finance', folder: 'mf-finance', kind: 'remote', devPort: 3004 },
  { name: 'mf_admin', folder: 'mf-admin', kind: 'remote', devPort: 3005 },
];

/** Port of the API server in development (`npm run dev`; API_PORT to change it). */
const DEV_API_PORT = Number(process.env.API_PORT) || 8080;

function appByFolder(folder) {
  const app = APPS.find((candidate) => candidate.folder === folder || candidate.name === folder);
  if (!app) throw new Error(`Application inconnue : ${folder}`);
  return app;
}

/** remotes.json content: remote name → manifest URL (production paths, or the dev servers). */
function remoteRegistry(mode) {
  const registry = {};
  for (const app of APPS.filter((candidate) => candidate.kind === 'remote')) {
    registry[app.name] =
      mode === 'development'
        ? `http://localhost:${app.devPort}/mf-manifest.json`
        : `/remotes/${app.folder}/mf-manifest.json`;
  }
  return registry;
}

module.exports = { ROOT, APPS, DEV_API_PORT, appByFolder, remoteRegistry };
