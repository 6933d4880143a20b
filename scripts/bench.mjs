#!/usr/bin/env node
// `npm run bench`: production build, then
//  1. per role, the JavaScript (compressed, on the wire) and requests of a first visit, logging in through
//     the form; the login page alone likewise (Chromium, cold cache);
//  2. LCP and time to the first list row of the login page and of each role's dashboard on a throttled
//     link (10 Mbit/s, 40 ms), median of 3 cold loads;
//  3. API latency p50/p95/p99 and throughput, 50 concurrent connections for 10 s per endpoint, on a large
//     dataset (20k trainees, 100k registrations: bench/generate-data.ts), on the embedded PGlite and on
//     PostgreSQL when reachable (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server).
// Writes bench/results/latest.json and bench/results/latest.md; budgets of ARCHITECTURE.md §6 beside them.
// Options (env): BENCH_DURATION_S (10), BENCH_CONNECTIONS (50), BENCH_RUNS (3), BENCH_SKIP_BUILD=1,
// BENCH_SKIP_WEB=1, BENCH_SKIP_PG=1.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { load } from '../bench/load.mjs';
import { firstVisit, launch, median, THROTTLE, timedLoad } from '../bench/web.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { startServer } from './e2e-server.mjs';
import { BIN, ROOT, run } from './test-utils.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const RUNS = Number(process.env.BENCH_RUNS || 3);
const PASSWORD = 'Demo2026!';
const ACCOUNTS = {
  administrateur: 'admin@irt-demo.fr',
  gestionnaire: 'gestionnaire@irt-demo.fr',
  'responsable-pedagogique': 'responsable@irt-demo.fr',
  intervenant: 'intervenant@irt-demo.fr',
  stagiaire: 'stagiaire@irt-demo.fr',
};
const BUDGETS = {
  login_js_kb: 250,
  stagiaire_js_kb: 350,
  api_p95_ms: 50,
  dashboard_lcp_ms: 2500,
};
// List and search calls of the portal, as the administrator makes them.
const ENDPOINTS = [
  { name: 'trainees list', path: '/api/users/by-role/stagiaire?page=1&per_page=30' },
  { name: 'trainings list', path: '/api/trainings?current_page=1&per_page=30' },
  { name: 'pre-registrations', path: '/api/registrations?status=preinscription&page=1&per_page=7' },
  { name: 'training search', path: '/api/trainings/search?search_term=droit&page=1&per_page=7' },
  { name: 'catalogue search', path: '/api/catalog/trainings/search?search=travail' },
  { name: 'profile search (name)', path: '/api/profiles-search?name=martin&role_ids[]=5' },
  { name: 'profile search (number)', path: '/api/profiles-search?profile_number=2019-0001&role_ids[]=5' },
];

const ENGINE_NAMES = { pglite: 'PGlite (embedded)', postgresql: 'PostgreSQL' };

const log = (...args) => console.log('[bench]', ...args);

async function login(baseUrl, email) {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok || !body.token) throw new Error(`login of ${email} answered ${res.status}`);
  return body.token;
}

async function measureWeb(baseUrl) {
  const browser = await launch();
  try {
    const web = { throttle: THROTTLE, runs: RUNS, login_page: null, roles: {} };
    const loginVisit = await firstVisit(browser, baseUrl, null);
    const loginTimes = [];
    for (let i = 0; i < RUNS; i += 1) loginTimes.push(await timedLoad(browser, baseUrl, '/authentification', null));
    web.login_page = {
      ...loginVisit.login,
      lcp_ms: median(loginTimes.map((t) => t.lcp_ms)),
      form_ms: median(loginTimes.map((t) => t.form_ms)),
    };
    log('login page', JSON.stringify(web.login_page));
    for (const [role, email] of Object.entries(ACCOUNTS)) {
      const visit = await firstVisit(browser, baseUrl, { email, password: PASSWORD });
      const token = await login(baseUrl, email);
      const times = [];
      for (let i = 0; i < RUNS; i += 1) times.push(await timedLoad(browser, baseUrl, '/', token));
      web.roles[role] = {
        first_visit: visit.visit,
        lcp_ms: median(times.map((t) => t.lcp_ms)),
        first_row_ms: median(times.map((t) => t.first_row_ms)),
      };
      log(role, JSON.stringify(web.roles[role]));
    }
    return web;
  } finally {
    await browser.close();
  }
}

async function generate(target) {
  const args = ['bench/generate-data.ts', ...target];
  const { code } = await run(path.join(BIN, 'tsx'), args, { capture: false });
  if (code !== 0) throw new Error('bench/generate-data.ts failed');
}

async function measureApi(baseUrl) {
  const token = await login(baseUrl, ACCOUNTS.administrateur);
  const results = [];
  for (const endpoint of ENDPOINTS) {
    const r = await load({
      baseUrl,
      path: endpoint.path,
      headers: { Authorization: `Bearer ${token}` },
      connections: CONNECTIONS,
      durationMs: DURATION_S * 1000,
    });
    log(`${endpoint.name}: p50 ${r.p50_ms} ms, p95 ${r.p95_ms} ms, p99 ${r.p99_ms} ms, ${r.throughput_rps} req/s, ${r.errors} errors`);
    results.push({ name: endpoint.name, ...r });
  }
  return results;
}

async function postgresUrl() {
  if (process.env.BENCH_SKIP_PG === '1') return null;
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

async function withDatabase(adminUrl, name, fn) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

function pass(value, budget) {
  if (value === null || value === undefined) return 'n/a';
  return value <= budget ? 'ok' : 'OVER';
}

function markdown(results) {
  const lines = [`# Benchmark — ${results.date}`, '', `Machine: ${results.machine}. Production build, gzip/brotli as served.`, ''];
  const { web } = results;
  if (web) {
    lines.push(
      `## Pages (Chromium; sizes on a cold cache; timings on ${THROTTLE.mbitPerSecond} Mbit/s, ${THROTTLE.latencyMs} ms, median of ${RUNS})`,
      '',
      '| page | JS (KB) | JS requests | requests | remotes loaded | LCP (ms) | first row (ms) | budget |',
      '|---|---|---|---|---|---|---|---|',
    );
    const lp = web.login_page;
    lines.push(
      `| login page | ${lp.js_kb} | ${lp.js_requests} | ${lp.requests} | ${lp.remotes.join(', ') || '—'} | ${lp.lcp_ms} | form ${lp.form_ms} | JS ≤ ${BUDGETS.login_js_kb} KB: ${pass(lp.js_kb, BUDGETS.login_js_kb)} |`,
    );
    for (const [role, r] of Object.entries(web.roles)) {
      const v = r.first_visit;
      const budget = [`LCP ≤ ${BUDGETS.dashboard_lcp_ms} ms: ${pass(r.lcp_ms, BUDGETS.dashboard_lcp_ms)}`];
      if (role === 'stagiaire') {
        budget.push(`JS ≤ ${BUDGETS.stagiaire_js_kb} KB: ${pass(v.js_kb, BUDGETS.stagiaire_js_kb)}`);
        budget.push(`only mf-trainee: ${v.remotes.every((x) => x === 'mf-trainee') ? 'ok' : 'OVER'}`);
      }
      lines.push(
        `| ${role} (login + dashboard) | ${v.js_kb} | ${v.js_requests} | ${v.requests} | ${v.remotes.join(', ') || '—'} | ${r.lcp_ms} | ${r.first_row_ms} | ${budget.join('; ')} |`,
      );
    }
    lines.push('');
  }
  for (const [engine, api] of Object.entries(results.api)) {
    if (!api) continue;
    lines.push(
      `## API on ${ENGINE_NAMES[engine] ?? engine} (${CONNECTIONS} connections, ${DURATION_S} s per endpoint; ${api.dataset})`,
      '',
      '| call | p50 (ms) | p95 (ms) | p99 (ms) | req/s | errors | p95 < 50 ms |',
      '|---|---|---|---|---|---|---|',
    );
    for (const r of api.endpoints) {
      // Latencies of an endpoint that only answers errors say nothing about the budget.
      const verdict =
        r.ok === 0
          ? `n/a (answers ${Object.keys(r.statuses).join(', ')})`
          : r.p95_ms < BUDGETS.api_p95_ms
            ? 'ok'
            : 'OVER';
      lines.push(`| ${r.name} | ${r.p50_ms} | ${r.p95_ms} | ${r.p99_ms} | ${r.throughput_rps} | ${r.errors} | ${verdict} |`);
    }
    lines.push('');
  }
  if (results.notes.length) lines.push('Notes:', ...results.notes.map((n) => `- ${n}`), '');
  return lines.join('\n');
}

async function main() {
  const os = await import('node:os');
  const results = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
    budgets: BUDGETS,
    web: null,
    api: { pglite: null, postgresql: null },
    notes: [],
  };
  ensureChromium();
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    log('production build…');
    const build = existsSync('/usr/bin/flock')
      ? await run('/usr/bin/flock', ['/tmp/build.lock', process.execPath, 'scripts/build.mjs'], { capture: false })
      : await run(process.execPath, ['scripts/build.mjs'], { capture: false });
    if (build.code !== 0) throw new Error('the production build failed');
  }

  // Embedded database: the demo institute for the pages, then the large dataset for the API.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'irt-bench-'));
  try {
    let server = await startServer({ dataDir, quiet: true, env: { NODE_ENV: 'production' } });
    log(`server on ${server.baseUrl} (PGlite, demo data)`);
    if (process.env.BENCH_SKIP_WEB !== '1') results.web = await measureWeb(server.baseUrl);
    await server.stop();
    await generate(['--data-dir', dataDir]);
    server = await startServer({ dataDir, quiet: true, env: { NODE_ENV: 'production' } });
    results.api.pglite = { dataset: 'demo + 20k trainees, 2k trainings, 100k registrations', endpoints: await measureApi(server.baseUrl) };
    await server.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const pgUrl = await postgresUrl();
  if (!pgUrl) {
    results.notes.push(
      process.env.BENCH_SKIP_PG === '1'
        ? 'PostgreSQL skipped (BENCH_SKIP_PG=1): API measured on PGlite only.'
        : 'PostgreSQL not reachable: API measured on PGlite only.',
    );
  } else {
    await withDatabase(pgUrl, 'irt_bench', async (url) => {
      const env = { NODE_ENV: 'production', DATABASE_URL: url, SEED_DEMO: '1' };
      let server = await startServer({ quiet: true, env });
      await server.stop();
      await generate(['--database-url', url]);
      server = await startServer({ quiet: true, env });
      log(`server on ${server.baseUrl} (PostgreSQL)`);
      results.api.postgresql = {
        dataset: 'demo + 20k trainees, 2k trainings, 100k registrations',
        endpoints: await measureApi(server.baseUrl),
      };
      await server.stop();
    });
  }

  const dir = path.join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  const md = markdown(results);
  writeFileSync(path.join(dir, 'latest.md'), md);
  console.log(`\n${md}`);
  log('written to bench/results/latest.json and bench/results/latest.md');
}

main().catch((err) => {
  console.error(`[bench] ${err instanceof Error ? err.stack ?? err.message : err}`);
  process.exit(1);
});
