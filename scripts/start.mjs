#!/usr/bin/env node
// `npm start`: build the front ends that are missing or out of date (scripts/build.mjs is incremental),
// then run the API server, which serves everything from one origin: the shell at /, each remote under
// /remotes/<folder>/ and the API under /api (PORT, 8080 by default). With DATABASE_URL and WORKERS=N the
// server forks N API processes sharing the port (api/src/server.ts).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(ROOT, 'api', 'src', 'server.ts');

function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    // Ctrl+C already reaches the child through the terminal's process group: wait for it to stop.
    // A TERM sent to this script alone (a process manager) is passed on.
    const forward = () => child.kill('SIGTERM');
    const wait = () => undefined;
    process.on('SIGTERM', forward);
    process.on('SIGINT', wait);
    child.on('exit', (code, signal) => {
      process.off('SIGTERM', forward);
      process.off('SIGINT', wait);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const buildCode = await run(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')]);
if (buildCode !== 0) {
  console.error('La construction des interfaces a échoué : le serveur ne démarre pas.');
  process.exit(buildCode);
}

if (!existsSync(SERVER)) {
  console.error(`Serveur introuvable : ${path.relative(ROOT, SERVER)}`);
  process.exit(1);
}

const env = { ...process.env, WEB_ROOT: process.env.WEB_ROOT || ROOT };
// tsx as a loader of this very Node binary: no shell, no npx, signals reach the server directly.
const code = await run(process.execPath, ['--import', 'tsx', SERVER], env);
process.exit(code);
