#!/usr/bin/env node
// Production build of the seven front-end apps (the shell and the five remotes) in ONE process:
// webpack's MultiCompiler with a bounded parallelism. Incremental: an app whose inputs (its folder,
// shared-ui, shared-auth, the webpack configuration and the lockfile) have not changed since its last
// successful build is skipped (hash kept in <app>/dist/.build-hash). Always writes shell/dist/remotes.json.
//
//   node scripts/build.mjs                 build what changed
//   node scripts/build.mjs --force         rebuild everything
//   node scripts/build.mjs shell mf-trainee   only these apps (still incremental unless --force)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync, openSync, closeSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { APPS, remoteRegistry } = require('../webpack/apps.cjs');
const { findSplitContexts, findSplitStores, readReports } = require('../webpack/shared-contexts.cjs');

const HASH_FILE = '.build-hash';
const MODE = 'production';
/** Two compilations at a time: the machines this runs on have two cores. */
const PARALLELISM = 2;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.cache', 'coverage']);

/** Every file under `dir` that can change a bundle (tests and dist excluded), sorted. */
function listInputs(dir) {
  const files = [];
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (entry.name.startsWith('.') && entry.name !== '.swcrc') continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(full);
      } else if (!/\.test\.[jt]sx?$/.test(entry.name) && !entry.name.endsWith('.md')) {
        files.push(full);
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return files.sort();
}

function inputsHash(app) {
  const hash = createHash('sha256');
  hash.update(`${MODE}\n`);
  const inputs = [
    ...listInputs(path.join(ROOT, app.folder)),
    ...listInputs(path.join(ROOT, 'shared-ui')),
    ...listInputs(path.join(ROOT, 'shared-auth')),
    ...listInputs(path.join(ROOT, 'webpack')),
    // Contract types are erased from bundles, but their folder is tiny and a change there often
    // comes with a change of behaviour: rebuilding is the safe side.
    ...listInputs(path.join(ROOT, 'api', 'src', 'contract')),
    path.join(ROOT, 'package-lock.json'),
    path.join(ROOT, 'tsconfig.base.json'),
  ];
  for (const file of inputs) {
    if (!existsSync(file)) continue;
    hash.update(path.relative(ROOT, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The file whose presence proves the app's dist is complete. */
function outputMarker(app) {
  return path.join(ROOT, app.folder, 'dist', app.kind === 'host' ? 'index.html' : 'mf-manifest.json');
}

function isUpToDate(app, hash) {
  const hashFile = path.join(ROOT, app.folder, 'dist', HASH_FILE);
  return existsSync(outputMarker(app)) && existsSync(hashFile) && readFileSync(hashFile, 'utf8').trim() === hash;
}

function writeRegistry() {
  const dist = path.join(ROOT, 'shell', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'remotes.json'), `${JSON.stringify(remoteRegistry(MODE), null, 2)}\n`);
}

function parseArgs(argv) {
  const force = argv.includes('--force');
  const names = argv.filter((arg) => !arg.startsWith('--'));
  const selected = names.length
    ? names.map((name) => {
        const app = APPS.find((candidate) => candidate.folder === name || candidate.name === name);
        if (!app) throw new Error(`Application inconnue : ${name} (attendu : ${APPS.map((a) => a.folder).join(', ')})`);
        return app;
      })
    : APPS;
  return { force, selected };
}

function formatKb(bytes) {
  return `${(bytes / 1024).toFixed(1)} Ko`;
}

/** Sum of the emitted JavaScript, raw and gzip, for the summary line. */
function distSummary(app) {
  const dist = path.join(ROOT, app.folder, 'dist');
  let raw = 0;
  let gzip = 0;
  for (const file of readdirSync(dist)) {
    if (file.endsWith('.js')) raw += statSync(path.join(dist, file)).size;
    if (file.endsWith('.js.gz')) gzip += statSync(path.join(dist, file)).size;
  }
  return `${formatKb(raw)} de JS (${formatKb(gzip)} gzip, tous fichiers)`;
}

/**
 * The pages drawn at build time (scripts/prerender-pages.mjs: the login page, each role's frame around its
 * dashboard's heading), in their own process: the shell's code run by Node through tsx, as the production
 * bundle runs it (NODE_ENV=production: the same class names).
 */
function prerenderPages() {
  const env = { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.web.json') };
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'prerender-pages.mjs')], { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status === 0) return true;
  console.error('✗ shell : les pages dessinées à la construction (connexion, cadre des tableaux de bord) n’ont pas pu l’être (scripts/prerender-pages.mjs).');
  return false;
}

function runWebpack(configs) {
  const webpack = require('webpack');
  const multi = Object.assign(configs, { parallelism: PARALLELISM });
  return new Promise((resolve, reject) => {
    const compiler = webpack(multi);
    compiler.run((error, stats) => {
      compiler.close((closeError) => {
        if (error || closeError) reject(error || closeError);
        else resolve(stats);
      });
    });
  });
}

const LOCK_FILE = path.join(ROOT, 'node_modules', '.cache', 'irt-build.lock');

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * One build at a time in this checkout (npm start, the e2e runner and a developer may start one
 * together): wait for a running build, take over the lock of a build that died.
 */
async function acquireLock() {
  mkdirSync(path.dirname(LOCK_FILE), { recursive: true });
  let announced = false;
  for (;;) {
    try {
      const fd = openSync(LOCK_FILE, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(LOCK_FILE, { force: true });
      process.on('exit', release);
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(LOCK_FILE, 'utf8')) || 0;
      if (!owner || !processAlive(owner)) {
        rmSync(LOCK_FILE, { force: true });
        continue;
      }
      if (!announced) console.log(`Une autre construction est en cours (processus ${owner}) : attente…`);
      announced = true;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

async function main() {
  const { force, selected } = parseArgs(process.argv.slice(2));
  await acquireLock();
  const started = Date.now();
  const plan = selected.map((app) => ({ app, hash: inputsHash(app) }));
  const todo = plan.filter(({ app, hash }) => force || !isUpToDate(app, hash));
  for (const { app } of plan) {
    if (!todo.some((item) => item.app === app)) console.log(`✓ ${app.folder} : à jour, non reconstruit`);
  }

  if (todo.length > 0) {
    console.log(`Construction (production) : ${todo.map(({ app }) => app.folder).join(', ')}…`);
    const configs = todo.map(({ app }) => {
      const factory = require(path.join(ROOT, app.folder, 'webpack.config.cjs'));
      return typeof factory === 'function' ? factory({}, { mode: MODE }) : factory;
    });
    const stats = await runWebpack(configs);
    let failed = false;
    stats.stats.forEach((appStats, index) => {
      const { app, hash } = todo[index];
      const info = appStats.toJson({ all: false, errors: true, warnings: true, errorsCount: true, warningsCount: true });
      for (const warning of info.warnings ?? []) console.warn(`⚠ ${app.folder} : ${warning.message}`);
      if (appStats.hasErrors()) {
        failed = true;
        for (const error of info.errors ?? []) console.error(`✗ ${app.folder} : ${error.message}`);
        return;
      }
      if (app.kind === 'host' && !prerenderPages()) {
        failed = true;
        return;
      }
      writeFileSync(path.join(ROOT, app.folder, 'dist', HASH_FILE), `${hash}\n`);
      const seconds = ((appStats.endTime - appStats.startTime) / 1000).toFixed(1);
      console.log(`✓ ${app.folder} : construit en ${seconds} s — ${distSummary(app)}`);
    });
    if (failed) {
      console.error('La construction a échoué.');
      process.exitCode = 1;
      return;
    }
  }

  // A React context carried by two shared units (or a unit and an app's code) exists twice in the
  // browser; the apps' reports are read together because the copies sit in different builds.
  const reports = readReports(APPS.map((app) => path.join(ROOT, app.folder, 'dist')));
  const split = findSplitContexts(reports);
  if (split.length > 0) {
    console.error('✗ Contextes React en plusieurs exemplaires entre les applications fédérées :');
    for (const { module, units } of split) console.error(`  ${module} ← ${units.join(', ')}`);
    console.error('Partagez chacun de ces modules en singleton (webpack/create-config.cjs, sharedModules).');
    process.exitCode = 1;
    return;
  }
  // Likewise a module of our own code keeping state at its top level (a store): two copies are two
  // stores, and what one unit writes never reaches the other's readers.
  const splitStores = findSplitStores(reports);
  if (splitStores.length > 0) {
    console.error('✗ Modules à état (stores) en plusieurs exemplaires entre les applications fédérées :');
    for (const { module, units } of splitStores) console.error(`  ${module} ← ${units.join(', ')}`);
    console.error('Partagez chacun de ces modules par son fichier (webpack/create-config.cjs, SHARED_STORES).');
    process.exitCode = 1;
    return;
  }

  writeRegistry();
  console.log(`Terminé en ${((Date.now() - started) / 1000).toFixed(1)} s (shell/dist/remotes.json écrit).`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
