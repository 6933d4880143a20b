#!/usr/bin/env node
// `npm run dev`: the API with `tsx watch` (port 8080) and a webpack dev server per front end, all in
// this one process: the shell on http://localhost:3000 (it proxies /api to the API and /remotes/<folder>
// to each remote, and serves a /remotes.json that points at the remotes' dev servers), each remote on
// its own port (3001…3005) where it also runs alone with a small login form. Any rebuild reloads the
// pages of the shell too, so a change in a remote shows up there without a manual refresh.
//
//   npm run dev                         everything
//   npm run dev -- mf-trainee           the API and that remote alone (http://localhost:3001)
//   npm run dev -- shell mf-trainings   the API, the shell and one remote
//   npm run dev -- --no-api ...         without starting the API (one is already running)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { APPS, DEV_API_PORT } = require('../webpack/apps.cjs');
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');

const args = process.argv.slice(2);
const withApi = !args.includes('--no-api');
const names = args.filter((arg) => !arg.startsWith('--'));
const apps = names.length
  ? names.map((name) => {
      const app = APPS.find((candidate) => candidate.folder === name || candidate.name === name);
      if (!app) throw new Error(`Application inconnue : ${name} (attendu : ${APPS.map((a) => a.folder).join(', ')})`);
      return app;
    })
  : APPS;

// The shell's dev /remotes.json lists only the remotes started here.
process.env.IRT_DEV_REMOTES = apps.filter((app) => app.kind === 'remote').map((app) => app.name).join(',');

const children = [];
const servers = [];

function startApi() {
  const api = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    ['watch', '--clear-screen=false', 'api/src/server.ts'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      // The dev servers serve the front ends; the API serves only /api here.
      env: { ...process.env, PORT: String(DEV_API_PORT), WEB_ROOT: 'none', NODE_ENV: process.env.NODE_ENV || 'development' },
    },
  );
  api.on('exit', (code) => {
    if (!stopping) console.error(`L'API s'est arrêtée (code ${code}).`);
  });
  children.push(api);
}

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.stop().catch(() => undefined)));
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

if (withApi) startApi();

const shellServer = { current: null };
for (const app of apps) {
  const factory = require(path.join(ROOT, app.folder, 'webpack.config.cjs'));
  const config = factory({}, { mode: 'development' });
  const compiler = webpack(config);
  if (app.kind === 'remote') {
    // The shell's pages hold this remote's code: reload them when it changes.
    compiler.hooks.done.tap('reload-shell', (stats) => {
      const server = shellServer.current;
      if (!stats.hasErrors() && server?.webSocketServer) server.sendMessage(server.webSocketServer.clients, 'static-changed');
    });
  }
  const server = new WebpackDevServer(config.devServer, compiler);
  if (app.kind === 'host') shellServer.current = server;
  servers.push(server);
  // One after the other: two cores are shared with the API and whatever else runs.
  await server.start();
  console.log(`${app.folder} : http://localhost:${app.devPort}/`);
}
