#!/usr/bin/env node
// `npm run bench`: production build, then
//  1. per role, the JavaScript (compressed, on the wire) and requests of a first visit, logging in through
//     the form; the login page alone likewise (Chromium, cold cache);
//  2. LCP and time to the first list row of the login page and of each role's dashboard on a throttled
//     link (10 Mbit/s, 40 ms), median of 3 cold loads;
//  3. API latency p50/p95/p99 and throughput, 50 concurrent connections for 10 s per call, of GET /api/user,
//     GET /api/validate-token and every list and search call (the month calendar and a training's trainees too), on a large dataset (20k trainees, 3k trainings,
//     100k registrations: bench/generate-data.ts), on the embedded PGlite, on PostgreSQL when reachable
//     (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server) and on PostgreSQL with WORKERS=2;
//     each call's throughput is also given as a ratio to a bare Fastify route loaded the same way (the
//     ceiling of this machine and load generator); the statistics calls of /exports under the same load (no
//     budget), and the largest exports downloaded one at a time (first byte, whole file, size);
//  4. growth: the trainings list and the profile search at 1×, 10× and 100× data on PostgreSQL.
// Writes bench/results/latest.json and bench/results/latest.md, appends a dated section to
// docs/performance.md, and ends with one line per figure against its budget (ARCHITECTURE.md §6).
// Options (env): BENCH_DURATION_S (10), BENCH_CONNECTIONS (50), BENCH_RUNS (3), BENCH_SKIP_BUILD=1,
// BENCH_SKIP_WEB=1 (API only, no build), BENCH_SKIP_PG=1, BENCH_SKIP_GROWTH=1, BENCH_ONLY='month calendar,trainings list'
// (only the API calls whose name contains one of these, to measure a change quickly), BENCH_REPORT=<a latest.json>
// (prints the tables and the summary of that run again, measuring nothing).
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { startApi, startCeiling } from '../bench/api-server.mjs';
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
  stagiaire_js_kb: 300,
  api_p95_ms: 50,
  api_p95_pglite_ms: 100,
  auth_rps: 3000,
  dashboard_lcp_ms: 2500,
};
const DATASET = { trainees: 20_000, trainings: 3_000, registrations: 100_000 };
/** The last twelve months, as the hours report's filter (start_date, end_date). */
const LAST_YEAR = (() => {
  const day = (d) => d.toISOString().slice(0, 10);
  const today = new Date();
  const yearAgo = new Date(today.getTime() - 365 * 86_400_000);
  return `start_date=${day(yearAgo)}&end_date=${day(today)}`;
})();
const datasetLabel = (d) => `demo + ${d.trainees / 1000}k trainees, ${d.trainings / 1000}k trainings, ${d.registrations / 1000}k registrations`;
// Growth: 10× is the large dataset above; 1× and 100× are generated in databases of their own.
const GROWTH_BASE = { trainees: 2_000, trainings: 300, registrations: 10_000 };
const GROWTH_DURATION_S = Math.max(2, Math.round(DURATION_S / 2));
// Called by every page of a logged-in user: throughput budget on PostgreSQL.
const AUTH_CALLS = [
  { name: 'GET /api/user', path: '/api/user', kind: 'auth' },
  { name: 'GET /api/validate-token', path: '/api/validate-token', kind: 'auth' },
];
// List and search calls of the portal, as the administrator makes them: p95 budget.
const LIST_CALLS = [
  { name: 'trainees list', path: '/api/users/by-role/stagiaire?page=1&per_page=30' },
  { name: 'trainings list', path: '/api/trainings?current_page=1&per_page=30' },
  { name: 'pre-registrations', path: '/api/registrations?status=preinscription&page=1&per_page=7' },
  { name: 'training search', path: '/api/trainings/search?search_term=droit&page=1&per_page=7' },
  { name: 'catalogue search', path: '/api/catalog/trainings/search?search=travail' },
  { name: 'catalogue', path: '/api/catalog/trainings?page=1&per_page=20' },
  { name: 'profile search (name)', path: '/api/profiles-search?name=martin&role_ids[]=5' },
  { name: 'profile search (number)', path: '/api/profiles-search?profile_number=2019-0001&role_ids[]=5' },
  // The month calendar of the current month (42 days of trainings).
  { name: 'month calendar', path: `/api/trainings/month/${new Date().getMonth() + 1}/${new Date().getFullYear()}` },
  // The staff list of the trainees of one training (the demo's first training, 30 per page).
  { name: 'trainees of a training', path: '/api/trainings/1/trainees?page=1' },
  // The trainer list (10 per page) and the trainer hours report (20 trainings per page), unfiltered and
  // on the last year's validated contracts.
  { name: 'trainers list', path: '/api/teachers?page=1&per_page=10' },
  { name: 'hours report', path: '/api/trainings/with-staff?current_page=1&per_page=20' },
  { name: 'hours report (year, validated)', path: `/api/trainings/with-staff?current_page=1&per_page=20&${LAST_YEAR}&ares_status_ids[]=2` },
  // The régie: the current one with its totals, and the report of the demo's first régie (10 trainings a page).
  { name: 'current régie', path: '/api/last-payment-order' },
  { name: 'régie report', path: '/api/financial-report/1?page=1&per_page=10' },
  // The Défraiements tab of a training: its people, counters and financial figures.
  { name: 'expenses of a training', path: '/api/training-expenses/by-training/1' },
].map((call) => ({ ...call, kind: 'list' }));
// Files: measured, without the lists' budget (a download, not a page's list).
const FILE_CALLS = [
  // The hours export of the last year (every team row of about a thousand trainings).
  // A few downloads at once, not the lists' 50: an export is a person's click, a file of several seconds' work.
  { name: 'hours export (year)', path: `/api/export-training-staff-hours?${LAST_YEAR}`, kind: 'file', connections: 4 },
  // The demo's first régie as .xlsx.
  { name: 'régie export', path: '/api/financial-report-export/excel/1', kind: 'file', connections: 4 },
];
// The figures of the exports page (administrateur): measured under the same load, without a budget
// (they are read once per visit of /exports, not on every page).
const STATISTICS_CALLS = [
  { name: 'statistics: training stats', path: '/api/training-stats' },
  { name: 'statistics: percentages', path: '/api/percentage-training-stats' },
  { name: 'statistics: top staff', path: '/api/training-top-staff' },
].map((call) => ({ ...call, kind: 'statistics' }));
// The exports, one download at a time (median of BENCH_RUNS): time to the first byte, to the last, size.
// The largest: every newsletter subscriber of ten years, and the union bilan of three years.
const thisYear = new Date().getFullYear();
const EXPORT_CALLS = [
  { name: 'export: newsletter subscribers (10 years)', path: `/api/export-newsletter-subscribers?start_date=${thisYear - 9}-01-01&end_date=${thisYear}-12-31` },
  { name: 'export: union trainings (3 years)', path: `/api/export-union-trainings?start_date=${thisYear - 2}-01-01&end_date=${thisYear}-12-31` },
  { name: 'export: labour-tribunal PDF (3 years)', path: `/api/export/labor-tribunal-trainings?start_date=${thisYear - 2}-01-01&end_date=${thisYear}-12-31` },
];
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const only = (c) => ONLY.length === 0 || ONLY.some((name) => c.name.includes(name));
const API_CALLS = [...AUTH_CALLS, ...LIST_CALLS, ...FILE_CALLS, ...STATISTICS_CALLS].filter(only);
const EXPORTS = EXPORT_CALLS.filter(only);
const GROWTH_CALLS = LIST_CALLS.filter((c) => c.name === 'trainings list' || c.name === 'profile search (name)');

const ENGINE_NAMES = { pglite: 'PGlite (embedded)', postgresql: 'PostgreSQL', postgresql_workers2: 'PostgreSQL, WORKERS=2' };

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

async function generate(target, dataset = DATASET) {
  const counts = ['--trainees', String(dataset.trainees), '--trainings', String(dataset.trainings), '--registrations', String(dataset.registrations)];
  const args = ['bench/generate-data.ts', ...target, ...counts];
  const { code } = await run(path.join(BIN, 'tsx'), args, { capture: false });
  if (code !== 0) throw new Error('bench/generate-data.ts failed');
}

async function measureApi(baseUrl, calls = API_CALLS, durationS = DURATION_S) {
  const token = await login(baseUrl, ACCOUNTS.administrateur);
  const results = [];
  for (const call of calls) {
    const r = await load({
      baseUrl,
      path: call.path,
      headers: { Authorization: `Bearer ${token}` },
      connections: call.connections ?? CONNECTIONS,
      durationMs: durationS * 1000,
    });
    log(`${call.name}: p50 ${r.p50_ms} ms, p95 ${r.p95_ms} ms, p99 ${r.p99_ms} ms, ${r.throughput_rps} req/s, ${r.errors} errors`);
    results.push({ name: call.name, kind: call.kind, ...r });
  }
  return results;
}

/** One download: milliseconds to the first byte and to the last, and the bytes received. */
function download(baseUrl, pathWithQuery, token) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const ms = () => Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
    const req = http.request(new URL(pathWithQuery, baseUrl), { headers: { Authorization: `Bearer ${token}` } }, (res) => {
      let first = null;
      let bytes = 0;
      res.on('data', (chunk) => {
        first ??= ms();
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode, ttfb_ms: first ?? ms(), total_ms: ms(), bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Each export downloaded BENCH_RUNS times in a row: the medians, and the server's peak memory when known. */
async function measureExports(baseUrl) {
  const token = await login(baseUrl, ACCOUNTS.administrateur);
  const results = [];
  for (const call of EXPORTS) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await download(baseUrl, call.path, token));
    const r = {
      name: call.name,
      status: runs[0].status,
      ttfb_ms: median(runs.map((x) => x.ttfb_ms)),
      total_ms: median(runs.map((x) => x.total_ms)),
      kb: Math.round(runs[0].bytes / 102.4) / 10,
    };
    log(`${call.name}: ${r.status}, first byte ${r.ttfb_ms} ms, whole ${r.total_ms} ms, ${r.kb} KB`);
    results.push(r);
  }
  return results;
}

/** The bare Fastify route under the same load: what this machine and load generator allow at best. */
async function measureCeiling() {
  const ceiling = await startCeiling();
  try {
    const r = await load({ baseUrl: ceiling.baseUrl, path: '/ceiling', connections: CONNECTIONS, durationMs: DURATION_S * 1000 });
    log(`bare Fastify route (ceiling): p50 ${r.p50_ms} ms, p95 ${r.p95_ms} ms, ${r.throughput_rps} req/s`);
    return { name: 'bare Fastify route', ...r };
  } finally {
    await ceiling.stop();
  }
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

/** The budget of one API figure and whether it is met; null when the figure has none. */
function verdict(engine, r) {
  if (r.ok === 0) return { budget: 'answers only errors', status: `n/a (${Object.keys(r.statuses).join(', ')})`, line: `${r.name} answers ${Object.keys(r.statuses).join(', ')}` };
  if (r.kind === 'file' || r.kind === 'statistics') return null;
  if (r.kind === 'auth') {
    if (engine === 'pglite') return null;
    const status = r.throughput_rps >= BUDGETS.auth_rps ? 'ok' : 'OVER';
    const by = status === 'ok' ? '' : ` (${Math.round(BUDGETS.auth_rps - r.throughput_rps)} req/s short)`;
    return { budget: `≥ ${BUDGETS.auth_rps} req/s`, status, line: `${r.throughput_rps} req/s, budget ≥ ${BUDGETS.auth_rps}${by}` };
  }
  const limit = engine === 'pglite' ? BUDGETS.api_p95_pglite_ms : BUDGETS.api_p95_ms;
  const status = r.p95_ms < limit ? 'ok' : 'OVER';
  const by = status === 'ok' ? '' : ` (${Math.round((r.p95_ms - limit) * 10) / 10} ms over)`;
  return { budget: `p95 < ${limit} ms`, status, line: `p95 ${r.p95_ms} ms, budget < ${limit} ms${by}` };
}

function ceilingShare(results, r) {
  const c = results.ceiling?.throughput_rps;
  return c ? `${Math.round((r.throughput_rps / c) * 1000) / 10} %` : 'n/a';
}

const mark = (status) => (status === 'ok' ? 'ok  ' : status === 'OVER' ? 'OVER' : 'n/a ');

/** The page figures that have a budget: JavaScript on the wire, the stagiaire's remotes, each dashboard's LCP. */
function pageSummary(web) {
  if (!web) return [];
  const lines = [];
  const bytes = (label, kb, budget) => {
    const by = kb > budget ? ` (${Math.round((kb - budget) * 10) / 10} KB over)` : ` (${Math.round((budget - kb) * 10) / 10} KB to spare)`;
    lines.push(`${mark(pass(kb, budget))} Pages · ${label}: ${kb} KB of JavaScript, budget ≤ ${budget} KB${by}`);
  };
  bytes('login page', web.login_page.js_kb, BUDGETS.login_js_kb);
  const trainee = web.roles.stagiaire?.first_visit;
  if (trainee) {
    bytes("a stagiaire's first visit", trainee.js_kb, BUDGETS.stagiaire_js_kb);
    const others = trainee.remotes.filter((r) => r !== 'mf-trainee');
    lines.push(`${mark(others.length === 0 ? 'ok' : 'OVER')} Pages · remotes of a stagiaire's first visit: ${trainee.remotes.join(', ') || 'none'}, budget mf-trainee only`);
  }
  for (const [role, r] of Object.entries(web.roles)) {
    const by = r.lcp_ms > BUDGETS.dashboard_lcp_ms ? ` (${r.lcp_ms - BUDGETS.dashboard_lcp_ms} ms over)` : '';
    lines.push(`${mark(pass(r.lcp_ms, BUDGETS.dashboard_lcp_ms))} Pages · LCP of the ${role} dashboard: ${r.lcp_ms} ms, budget ≤ ${BUDGETS.dashboard_lcp_ms} ms${by}`);
  }
  return lines;
}

/** One line per figure that has a budget. */
function summary(results) {
  const lines = pageSummary(results.web);
  for (const [engine, api] of Object.entries(results.api)) {
    for (const r of api?.endpoints ?? []) {
      const v = verdict(engine, r);
      if (v) lines.push(`${mark(v.status)} ${ENGINE_NAMES[engine]} · ${r.name}: ${v.line}`);
    }
  }
  return lines;
}

function markdown(results) {
  const lines = [
    `# Benchmark — ${results.date}`,
    '',
    `Machine: ${results.machine}. ${results.web ? 'Production build, gzip/brotli as served.' : 'API only (BENCH_SKIP_WEB=1).'} ${DURATION_S} s per call after a 2 s warm-up.`,
    '',
  ];
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
  if (results.ceiling) {
    lines.push(
      `## API ceiling: a bare Fastify route (no plugin, no database), same machine and load: ${results.ceiling.throughput_rps} req/s, p95 ${results.ceiling.p95_ms} ms`,
      '',
    );
  }
  for (const [engine, api] of Object.entries(results.api)) {
    if (!api) continue;
    lines.push(
      `## API on ${ENGINE_NAMES[engine] ?? engine} (${CONNECTIONS} connections, ${DURATION_S} s per call; ${api.dataset})`,
      '',
      '| call | p50 (ms) | p95 (ms) | p99 (ms) | req/s | share of the ceiling | errors | budget |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const r of api.endpoints) {
      const v = verdict(engine, r);
      lines.push(
        `| ${r.name} | ${r.p50_ms} | ${r.p95_ms} | ${r.p99_ms} | ${r.throughput_rps} | ${ceilingShare(results, r)} | ${r.errors} | ${v ? `${v.budget}: ${v.status}` : '—'} |`,
      );
    }
    lines.push('');
    if (api.exports?.length) {
      lines.push(`Exports on ${ENGINE_NAMES[engine] ?? engine}, one download at a time (median of ${RUNS}):`, '', '| export | status | first byte (ms) | whole file (ms) | size (KB) |', '|---|---|---|---|---|');
      for (const r of api.exports) lines.push(`| ${r.name} | ${r.status} | ${r.ttfb_ms} | ${r.total_ms} | ${r.kb} |`);
      lines.push('');
    }
  }
  if (results.growth) {
    lines.push(
      `## Growth on PostgreSQL (${CONNECTIONS} connections; 1× = ${datasetLabel(GROWTH_BASE)}, 10× = the dataset above)`,
      '',
      '| call | data | p50 (ms) | p95 (ms) | req/s | p95 / p95 at 1× |',
      '|---|---|---|---|---|---|',
    );
    for (const g of results.growth) {
      const base = results.growth.find((x) => x.name === g.name && x.scale === 1);
      const ratio = base?.p95_ms ? `${Math.round((g.p95_ms / base.p95_ms) * 100) / 100}` : 'n/a';
      lines.push(`| ${g.name} | ${g.scale}× | ${g.p50_ms} | ${g.p95_ms} | ${g.throughput_rps} | ${ratio} |`);
    }
    lines.push('');
  }
  lines.push('Against the budgets (compare runs rather than single digits: the machine may be shared):', '', ...summary(results).map((l) => `- ${l}`), '');
  if (results.notes.length) lines.push('Notes:', ...results.notes.map((n) => `- ${n}`), '');
  return lines.join('\n');
}

async function main() {
  const started = Date.now();
  const os = await import('node:os');
  const results = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
    budgets: BUDGETS,
    web: null,
    ceiling: null,
    api: { pglite: null, postgresql: null, postgresql_workers2: null },
    growth: null,
    notes: [],
  };
  const skipWeb = process.env.BENCH_SKIP_WEB === '1';
  if (!skipWeb) {
    ensureChromium();
    if (process.env.BENCH_SKIP_BUILD !== '1') {
      log('production build…');
      const build = existsSync('/usr/bin/flock')
        ? await run('/usr/bin/flock', ['/tmp/build.lock', process.execPath, 'scripts/build.mjs'], { capture: false })
        : await run(process.execPath, ['scripts/build.mjs'], { capture: false });
      if (build.code !== 0) throw new Error('the production build failed');
    }
  }

  // Embedded database: the demo institute for the pages, then the large dataset for the API.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'irt-bench-'));
  try {
    if (!skipWeb) {
      const server = await startServer({ dataDir, quiet: true, env: { NODE_ENV: 'production' } });
      log(`server on ${server.baseUrl} (PGlite, demo data)`);
      results.web = await measureWeb(server.baseUrl);
      await server.stop();
    } else {
      // The first start migrates and seeds the demo institute.
      await (await startApi({ dataDir, env: { NODE_ENV: 'production' } })).stop();
    }
    results.ceiling = await measureCeiling();
    await generate(['--data-dir', dataDir]);
    const server = await startApi({ dataDir, env: { NODE_ENV: 'production' } });
    log(`API on ${server.baseUrl} (PGlite, large dataset)`);
    results.api.pglite = { dataset: datasetLabel(DATASET), endpoints: await measureApi(server.baseUrl), exports: await measureExports(server.baseUrl) };
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
      await (await startApi({ env })).stop();
      await generate(['--database-url', url]);
      let server = await startApi({ env });
      log(`API on ${server.baseUrl} (PostgreSQL)`);
      results.api.postgresql = { dataset: datasetLabel(DATASET), endpoints: await measureApi(server.baseUrl), exports: await measureExports(server.baseUrl) };
      await server.stop();
      server = await startApi({ env: { ...env, WORKERS: '2' } });
      log(`API on ${server.baseUrl} (PostgreSQL, WORKERS=2)`);
      results.api.postgresql_workers2 = { dataset: datasetLabel(DATASET), endpoints: await measureApi(server.baseUrl) };
      await server.stop();
    });
    if (process.env.BENCH_SKIP_GROWTH !== '1') results.growth = await measureGrowth(pgUrl, results.api.postgresql.endpoints);
  }

  results.duration_s = Math.round((Date.now() - started) / 1000);
  results.notes.push(`Whole run: ${results.duration_s} s.`);
  const dir = path.join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  const md = markdown(results);
  writeFileSync(path.join(dir, 'latest.md'), md);
  // The history: one dated section per run, under the headings of docs/performance.md.
  appendFileSync(path.join(ROOT, 'docs', 'performance.md'), `\n${md.replace(/^# Benchmark — /, '## Benchmark run ').replace(/^## /gm, (h, i) => (i === 0 ? h : '### '))}`);
  console.log(`\n${md}`);
  console.log(summary(results).join('\n'));
  log('written to bench/results/latest.json, bench/results/latest.md and appended to docs/performance.md');
}

/** The growth calls at 1× and 100× (databases of their own); 10× is the large dataset already measured. */
async function measureGrowth(pgUrl, tenfold) {
  const rows = [];
  for (const r of tenfold.filter((e) => GROWTH_CALLS.some((c) => c.name === e.name))) rows.push({ ...r, scale: 10 });
  for (const scale of [1, 100]) {
    const dataset = {
      trainees: GROWTH_BASE.trainees * scale,
      trainings: GROWTH_BASE.trainings * scale,
      registrations: GROWTH_BASE.registrations * scale,
    };
    await withDatabase(pgUrl, `irt_bench_growth_${scale}`, async (url) => {
      const env = { NODE_ENV: 'production', DATABASE_URL: url, SEED_DEMO: '1' };
      await (await startApi({ env })).stop();
      await generate(['--database-url', url], dataset);
      const server = await startApi({ env });
      log(`API on ${server.baseUrl} (PostgreSQL, growth ${scale}×: ${datasetLabel(dataset)})`);
      for (const r of await measureApi(server.baseUrl, GROWTH_CALLS, GROWTH_DURATION_S)) rows.push({ ...r, scale });
      await server.stop();
    });
  }
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.scale - b.scale);
}

/** BENCH_REPORT=bench/results/latest.json: the tables and the summary of a run already made, without measuring. */
async function report(file) {
  const results = JSON.parse(readFileSync(file, 'utf8'));
  console.log(markdown(results));
}

(process.env.BENCH_REPORT ? report(process.env.BENCH_REPORT) : main()).catch((err) => {
  console.error(`[bench] ${err instanceof Error ? err.stack ?? err.message : err}`);
  process.exit(1);
});
