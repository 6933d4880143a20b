#!/usr/bin/env node
// `npm run bench`: production build, then
//  1. per role, the JavaScript (compressed, on the wire), requests and remotes of a first visit, logging in
//     through the form; the login page alone likewise (Chromium, cold cache);
//  2. LCP and time to the first list row of the login page and of each role's dashboard, median of 3 cold
//     loads with the session already set, on the current link (10 Mbit/s, 40 ms) and on the mobile profile
//     (1.6 Mbit/s down, 750 kbit/s up, 150 ms, CPU slowed 4×) (bench/web.mjs);
//  3. API latency p50/p95/p99 and throughput, 50 concurrent connections for 10 s per call, of GET /api/user,
//     GET /api/validate-token, every list, search and report call, the statistics calls and the files, on a
//     large dataset (20k trainees, 3k trainings, 100k registrations, their expenses, régies and hours:
//     bench/generate-data.ts), on the embedded PGlite, on PostgreSQL when reachable (BENCH_DATABASE_URL,
//     else TEST_DATABASE_URL, else the local server) and on PostgreSQL with WORKERS=2; each call's
//     throughput is also given as a ratio to a bare Fastify route loaded the same way (the ceiling of this
//     machine and load generator) and, on PostgreSQL, beside its floor: the same SQL (captured from the API,
//     bench/capture.mjs) replayed by a minimal server (bench/floor.mjs) under the same load right after it;
//     the largest exports downloaded one at a time (first byte, whole file, size), beside their floor too;
//  4. growth: every list and report at 1×, 10× and 100× data on PostgreSQL.
// Writes bench/results/latest.json and bench/results/latest.md, appends a dated section to
// docs/performance.md, and ends with one line per figure against its budget
// (docs/performance.md).
// Options (env): BENCH_DURATION_S (10), BENCH_CONNECTIONS (50), BENCH_RUNS (3), BENCH_SKIP_BUILD=1,
// BENCH_SKIP_WEB=1 (API only, no build), BENCH_SKIP_API=1 (pages only), BENCH_SKIP_PGLITE=1, BENCH_SKIP_PG=1,
// BENCH_SKIP_WORKERS=1 (no WORKERS=2 run), BENCH_SKIP_GROWTH=1, BENCH_SKIP_CONFLICTS=1 (no conflict check scenario: bench/conflicts.mjs), BENCH_ONLY='month calendar,trainings list'
// (only the API calls whose name contains one of these, to measure a change quickly), BENCH_REPORT=<a latest.json>
// (prints the tables and the summary of that run again, measuring nothing).
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startApi, startCeiling, startFloor } from '../bench/api-server.mjs';
import { captureCalls } from '../bench/capture.mjs';
import { conflictSummary, measureConflicts } from '../bench/conflicts.mjs';
import { load } from '../bench/load.mjs';
import { firstVisit, launch, median, PROFILES, timedLoad, waterfallLines } from '../bench/web.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { startServer } from './e2e-server.mjs';
import { BIN, ROOT, run } from './test-utils.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const RUNS = Number(process.env.BENCH_RUNS || 3);
const PASSWORD = 'Demo2026!';
/** The remote of each role's dashboard: the only one its first visit should fetch. */
const OWN_REMOTE = {
  administrateur: 'mf-trainings',
  gestionnaire: 'mf-trainings',
  'responsable-pedagogique': 'mf-trainings',
  intervenant: 'mf-trainings',
  stagiaire: 'mf-trainee',
};
const ACCOUNTS = {
  administrateur: 'admin@irt-demo.fr',
  gestionnaire: 'gestionnaire@irt-demo.fr',
  'responsable-pedagogique': 'responsable@irt-demo.fr',
  intervenant: 'intervenant@irt-demo.fr',
  stagiaire: 'stagiaire@irt-demo.fr',
};
const BUDGETS = {
  login_js_kb: 200,
  stagiaire_js_kb: 260,
  api_p95_ms: 50,
  api_p95_pglite_ms: 100,
  auth_rps: 3000,
  // LCP of the login page and of every role's dashboard: on the current link, and on the mobile profile.
  dashboard_lcp_ms: 1500,
  mobile_lcp_ms: 2000,
  // The login page on the mobile profile.
  mobile_login_lcp_ms: 1500,
  // Waves of requests (each needing an answer of the one before) until a dashboard's first row, the
  // session already set: the HTML, then what it names.
  dashboard_waves: 2,
  // Every benched call, on PostgreSQL, against its floor (bench/floor.mjs): throughput at least 0.8× the
  // floor's, p95 at most 1.25× the floor's (the same 0.8, read as a speed).
  floor_ratio: 0.8,
  // Growth: p95 at 100× data at most 1.5× the p95 at 1×, for every list and report.
  growth_p95_ratio: 1.5,
  // The embedded PGlite: no call slower than 2.5× the same call on PostgreSQL (throughput).
  pglite_vs_pg_ratio: 2.5,
};
const DATASET = { trainees: 20_000, trainings: 3_000, registrations: 100_000, trainers: 300 };
/** The last twelve months, as the hours report's filter (start_date, end_date). */
const LAST_YEAR = (() => {
  const day = (d) => d.toISOString().slice(0, 10);
  const today = new Date();
  const yearAgo = new Date(today.getTime() - 365 * 86_400_000);
  return `start_date=${day(yearAgo)}&end_date=${day(today)}`;
})();
const datasetLabel = (d) => `demo + ${d.trainees / 1000}k trainees, ${d.trainings / 1000}k trainings, ${d.registrations / 1000}k registrations, ${d.trainers} trainers`;
// Growth: 10× is the large dataset above; 1× and 100× are generated in databases of their own.
const GROWTH_BASE = { trainees: 2_000, trainings: 300, registrations: 10_000, trainers: 30 };
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
  // The régie: the current one with its totals, and the report of the generated régie with most payments
  // (10 trainings a page; {regie} is its id, written by bench/generate-data.ts).
  { name: 'current régie', path: '/api/last-payment-order' },
  { name: 'régie report', path: '/api/financial-report/{regie}?page=1&per_page=10' },
  // The Défraiements tab of the training with most expenses: its people, counters and financial figures.
  { name: 'expenses of a training', path: '/api/training-expenses/by-training/{expense_training}' },
  // The dashboards' double bookings of trainings not ended, first page and total (issue 37).
  { name: 'conflicts to come', path: '/api/conflicts/upcoming?page=1&per_page=5' },
].map((call) => ({ ...call, kind: 'list' }));
// Files: measured, without the lists' budget (a download, not a page's list).
const FILE_CALLS = [
  // The hours export of the last year (every team row of about a thousand trainings).
  // A few downloads at once, not the lists' 50: an export is a person's click, a file of several seconds' work.
  { name: 'hours export (year)', path: `/api/export-training-staff-hours?${LAST_YEAR}`, kind: 'file', connections: 4 },
  // The régie with most payments as .xlsx.
  { name: 'régie export', path: '/api/financial-report-export/excel/{regie}', kind: 'file', connections: 4 },
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
const SKIP_API = process.env.BENCH_SKIP_API === '1';
// Also the floor with unnamed statements (parsed and planned on every call): what preparing is worth.
const FLOOR_UNNAMED = process.env.BENCH_FLOOR_UNNAMED === '1';
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const only = (c) => ONLY.length === 0 || ONLY.some((name) => c.name.includes(name));
const API_CALLS = [...AUTH_CALLS, ...LIST_CALLS, ...FILE_CALLS, ...STATISTICS_CALLS].filter(only);
const EXPORTS = EXPORT_CALLS.filter(only);
// Growth: every list and report (the statistics calls are reports of the whole base).
const GROWTH_CALLS = [...LIST_CALLS, ...STATISTICS_CALLS].filter(only);

/** The ids named in the calls' paths, as the last data generation wrote them (bench/generate-data.ts --facts). */
const FACTS = { regie: 1, expense_training: 1 };
const resolved = (calls) => calls.map((c) => ({ ...c, path: c.path.replace('{regie}', String(FACTS.regie)).replace('{expense_training}', String(FACTS.expense_training)) }));

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

/**
 * Waits for the work a server sends when it starts (reminders, surveys, sweeps: seconds of processor time)
 * to be done, as read by the administrateur's job list: the pages are measured on a server at rest, not
 * beside work that only a start does (settleJobs does the same for PostgreSQL from the queue's table).
 */
async function settleJobsOverApi(baseUrl) {
  const token = await login(baseUrl, ACCOUNTS.administrateur);
  const total = async (state) => {
    const res = await fetch(`${baseUrl}/api/jobs?state=${state}&per_page=1`, { headers: { authorization: `Bearer ${token}` } });
    return res.ok ? (await res.json()).total : 0;
  };
  const started = Date.now();
  let quiet = 0;
  // At rest: some job done, none running, twice in a row a second apart.
  while (quiet < 2) {
    if (Date.now() - started > 120_000) {
      log('scheduled work still running after 2 min: pages measured beside it');
      return;
    }
    await sleep(1_000);
    quiet = (await total('done')) > 0 && (await total('running')) === 0 ? quiet + 1 : 0;
  }
  log(`scheduled work of the start done in ${Math.round((Date.now() - started) / 1000)} s`);
}

async function measureWeb(baseUrl) {
  const browser = await launch();
  try {
    const web = { profiles: PROFILES, runs: RUNS, login_page: null, roles: {} };
    // Median of RUNS cold loads on each link profile.
    const timings = async (pathname, token) => {
      const out = {};
      for (const [name, profile] of Object.entries(PROFILES)) {
        const times = [];
        for (let i = 0; i < RUNS; i += 1) times.push(await timedLoad(browser, baseUrl, pathname, token, profile));
        // The waterfall of the run whose LCP is the median one: the chain of requests behind that figure.
        const lcp = median(times.map((t) => t.lcp_ms));
        const typical = times.find((t) => t.lcp_ms === lcp) ?? times[Math.floor(times.length / 2)];
        out[name] = {
          lcp_ms: lcp,
          first_row_ms: median(times.map((t) => t.first_row_ms)),
          form_ms: median(times.map((t) => t.form_ms)),
          waves: median(times.map((t) => t.waves)),
          waterfall: typical?.waterfall ?? [],
        };
      }
      return out;
    };
    const loginVisit = await firstVisit(browser, baseUrl, null);
    const loginTimes = await timings('/authentification', null);
    web.login_page = { ...loginVisit.login, lcp_ms: loginTimes.current.lcp_ms, form_ms: loginTimes.current.form_ms, mobile: loginTimes.mobile };
    log('login page', JSON.stringify({ ...web.login_page, mobile: { ...loginTimes.mobile, waterfall: undefined } }));
    for (const [role, email] of Object.entries(ACCOUNTS)) {
      const visit = await firstVisit(browser, baseUrl, { email, password: PASSWORD });
      const token = await login(baseUrl, email);
      const times = await timings('/', token);
      web.roles[role] = {
        first_visit: visit.visit,
        lcp_ms: times.current.lcp_ms,
        first_row_ms: times.current.first_row_ms,
        waves: times.current.waves,
        waterfall: times.current.waterfall,
        mobile: times.mobile,
      };
      const { waterfall: _current, mobile, ...figures } = web.roles[role];
      const { waterfall: _mobile, ...mobileFigures } = mobile ?? {};
      log(role, JSON.stringify({ ...figures, mobile: mobileFigures }));
      if (mobile?.waterfall) console.log(waterfallLines(mobile.waterfall, mobile.first_row_ms).map((l) => `    ${l}`).join('\n'));
    }
    return web;
  } finally {
    await browser.close();
  }
}

async function generate(target, dataset = DATASET) {
  const counts = [
    ...['--trainees', String(dataset.trainees), '--trainings', String(dataset.trainings), '--registrations', String(dataset.registrations)],
    ...['--trainers', String(dataset.trainers)],
  ];
  const factsFile = path.join(mkdtempSync(path.join(tmpdir(), 'irt-bench-facts-')), 'facts.json');
  const args = ['bench/generate-data.ts', ...target, ...counts, '--facts', factsFile];
  const { code } = await run(path.join(BIN, 'tsx'), args, { capture: false });
  if (code !== 0) throw new Error('bench/generate-data.ts failed');
  const facts = JSON.parse(readFileSync(factsFile, 'utf8'));
  rmSync(path.dirname(factsFile), { recursive: true, force: true });
  FACTS.regie = facts.regie_id ?? 1;
  FACTS.expense_training = facts.expense_training_id ?? 1;
}

/**
 * Each call under load; with a floor (`floor.baseUrl` and the captured calls), the floor of the same call
 * right after it, under the same load, so that both see the same machine.
 */
async function measureApi(baseUrl, calls = API_CALLS, durationS = DURATION_S, floor = null) {
  const token = await login(baseUrl, ACCOUNTS.administrateur);
  const results = [];
  for (const call of resolved(calls)) {
    const opts = { path: call.path, headers: { Authorization: `Bearer ${token}` }, connections: call.connections ?? CONNECTIONS, durationMs: durationS * 1000 };
    const r = await load({ baseUrl, ...opts });
    log(`${call.name}: p50 ${r.p50_ms} ms, p95 ${r.p95_ms} ms, p99 ${r.p99_ms} ms, ${r.throughput_rps} req/s, ${r.errors} errors`);
    const row = { name: call.name, kind: call.kind, ...r };
    const captured = floor?.calls.find((c) => c.path === call.path);
    if (captured && captured.statements > 0) {
      const f = await load({ baseUrl: floor.baseUrl, ...opts });
      const floorBody = await fetch(`${floor.baseUrl}${call.path}`).then((res) => res.arrayBuffer());
      row.floor = {
        json_kb: Math.round(floorBody.byteLength / 102.4) / 10,
        p50_ms: f.p50_ms,
        p95_ms: f.p95_ms,
        p99_ms: f.p99_ms,
        throughput_rps: f.throughput_rps,
        errors: f.errors,
        statements: captured.statements,
        stages: captured.stages.length,
        skipped: captured.skipped,
        api_json_kb: captured.api_json_kb,
      };
      log(`  floor: p50 ${f.p50_ms} ms, p95 ${f.p95_ms} ms, ${f.throughput_rps} req/s, ${f.errors} errors → ${floorRatios(row).text}`);
      if (floor.unnamedBaseUrl) {
        const u = await load({ baseUrl: floor.unnamedBaseUrl, ...opts });
        row.floor.unnamed = { p50_ms: u.p50_ms, p95_ms: u.p95_ms, throughput_rps: u.throughput_rps, errors: u.errors };
        log(`  floor, statements unnamed: p50 ${u.p50_ms} ms, p95 ${u.p95_ms} ms, ${u.throughput_rps} req/s, ${u.errors} errors`);
      }
    }
    results.push(row);
  }
  return results;
}

/** The portal against its floor: throughput ratio (portal / floor) and p95 ratio (portal / floor). */
function floorRatios(r) {
  const f = r.floor;
  if (!f || !f.throughput_rps || !f.p95_ms) return { rps: null, p95: null, text: 'no floor' };
  const rps = Math.round((r.throughput_rps / f.throughput_rps) * 100) / 100;
  const p95 = Math.round((r.p95_ms / f.p95_ms) * 100) / 100;
  return { rps, p95, text: `throughput ${rps}× the floor's, p95 ${p95}× the floor's` };
}

/** The statements of every call, captured from the API on the database at `url`, for the floor server. */
async function captureFloor(env, dataDir, url, calls) {
  const dir = path.join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const captured = await captureCalls({ env, dataDir, calls: resolved(calls), token: (baseUrl) => login(baseUrl, ACCOUNTS.administrateur), file: path.join(dir, 'floor-sql.jsonl') });
  for (const c of captured.calls) {
    const skipped = c.skipped.length ? `; not replayed: ${c.skipped.join(', ')}` : '';
    log(`captured ${c.name}: ${c.status}, ${c.statements} statements in ${c.stages.length} stages, an answer of ${c.api_json_kb} KB${skipped}`);
  }
  const file = path.join(dir, 'floor.json');
  writeFileSync(file, JSON.stringify({ databaseUrl: url, poolMax: 10, calls: captured.calls }));
  return { file, calls: captured.calls };
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
async function measureExports(baseUrl, floor = null) {
  const token = await login(baseUrl, ACCOUNTS.administrateur);
  const results = [];
  const downloads = async (url, pathWithQuery) => {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await download(url, pathWithQuery, token));
    return runs;
  };
  for (const call of resolved(EXPORTS)) {
    const runs = await downloads(baseUrl, call.path);
    const r = {
      name: call.name,
      status: runs[0].status,
      ttfb_ms: median(runs.map((x) => x.ttfb_ms)),
      total_ms: median(runs.map((x) => x.total_ms)),
      kb: Math.round(runs[0].bytes / 102.4) / 10,
    };
    log(`${call.name}: ${r.status}, first byte ${r.ttfb_ms} ms, whole ${r.total_ms} ms, ${r.kb} KB`);
    if (floor?.calls.some((c) => c.path === call.path && c.statements > 0)) {
      const f = await downloads(floor.baseUrl, call.path);
      r.floor = { status: f[0].status, total_ms: median(f.map((x) => x.total_ms)), kb: Math.round(f[0].bytes / 102.4) / 10 };
      log(`  floor (the same SQL, rows as JSON): ${r.floor.status}, whole ${r.floor.total_ms} ms, ${r.floor.kb} KB`);
    }
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
  // One DATA_DIR for every server started on this database: it holds the key the bank details are sealed with.
  const dataDir = mkdtempSync(path.join(tmpdir(), `irt-${name}-`));
  try {
    return await fn(url.toString(), dataDir);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Waits until the jobs a server sends when it starts (the catch-up of its scheduled work: notices, surveys,
 * sweeps over the whole dataset) have run, at most 3 minutes: the calls are measured on a server at rest,
 * not beside work that only a start does. PostgreSQL only (the queue is a table of the database).
 */
async function settleJobs(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const pending = async () => {
    const { rows } = await client
      .query(`SELECT count(*) FILTER (WHERE state IN ('created', 'retry', 'active') AND start_after <= now())::int AS due, count(*)::int AS all FROM pgboss.job`)
      .catch(() => ({ rows: [{ due: 0, all: 0 }] }));
    return rows[0];
  };
  try {
    const started = Date.now();
    // The server sends them just after it starts listening.
    while ((await pending()).all === 0 && Date.now() - started < 10_000) await sleep(250);
    while ((await pending()).due > 0) {
      if (Date.now() - started > 180_000) {
        log('scheduled work still running after 3 min: measured beside it');
        return;
      }
      await sleep(500);
    }
    log(`scheduled work of the start done in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    await client.end();
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

/** On PostgreSQL, every call against its floor: throughput ≥ 0.8× the floor's and p95 ≤ 1.25× the floor's. */
function floorVerdict(engine, r) {
  if (engine !== 'postgresql' || !r.floor) return null;
  const { rps, p95, text } = floorRatios(r);
  if (rps === null) return { budget: `≥ ${BUDGETS.floor_ratio}× floor`, status: 'n/a', line: `floor answered ${r.floor.errors} errors` };
  const status = rps >= BUDGETS.floor_ratio && p95 <= 1 / BUDGETS.floor_ratio ? 'ok' : 'OVER';
  const by = status === 'ok' ? '' : ` (throughput ${Math.round((BUDGETS.floor_ratio - rps) * 100) / 100}× short${p95 > 1 / BUDGETS.floor_ratio ? `, p95 ${Math.round((p95 - 1 / BUDGETS.floor_ratio) * 100) / 100}× over` : ''})`;
  return {
    budget: `≥ ${BUDGETS.floor_ratio}× floor`,
    status,
    line: `${r.throughput_rps} req/s and p95 ${r.p95_ms} ms against the floor's ${r.floor.throughput_rps} req/s and ${r.floor.p95_ms} ms: ${text}; budget throughput ≥ ${BUDGETS.floor_ratio}× and p95 ≤ ${Math.round(100 / BUDGETS.floor_ratio) / 100}× the floor's${by}`,
  };
}

/** Growth: each call's p95 at 100× against its p95 at 1×. */
function growthSummary(growth) {
  const lines = [];
  for (const name of [...new Set((growth ?? []).map((g) => g.name))]) {
    const at = (scale) => growth.find((g) => g.name === name && g.scale === scale);
    const base = at(1);
    const top = at(100);
    if (!base?.p95_ms || !top) continue;
    if (!top.p95_ms) {
      lines.push(`OVER Growth · ${name}: no answer completed within the ${GROWTH_DURATION_S} s measured at 100× (p95 ${base.p95_ms} ms at 1×), budget ≤ ×${BUDGETS.growth_p95_ratio}`);
      continue;
    }
    const ratio = Math.round((top.p95_ms / base.p95_ms) * 100) / 100;
    const status = ratio <= BUDGETS.growth_p95_ratio ? 'ok' : 'OVER';
    const by = status === 'ok' ? '' : ` (${Math.round((ratio - BUDGETS.growth_p95_ratio) * 100) / 100}× over)`;
    lines.push(`${mark(status)} Growth · ${name}: p95 ${top.p95_ms} ms at 100× against ${base.p95_ms} ms at 1×, ×${ratio}, budget ≤ ×${BUDGETS.growth_p95_ratio}${by}`);
  }
  return lines;
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
  if (trainee) bytes("a stagiaire's first visit", trainee.js_kb, BUDGETS.stagiaire_js_kb);
  // No remote but the role's own (its dashboard's) on a first visit: every other page loads on demand.
  for (const [role, r] of Object.entries(web.roles)) {
    const own = OWN_REMOTE[role];
    const others = (r.first_visit?.remotes ?? []).filter((x) => x !== own);
    const by = others.length ? ` (also fetched: ${others.join(', ')})` : '';
    lines.push(`${mark(others.length === 0 ? 'ok' : 'OVER')} Pages · remotes of the first visit of ${role}: ${r.first_visit?.remotes.join(', ') || 'none'}, budget ${own} only${by}`);
  }
  const lcp = (label, value, budget, profile) => {
    const by = value !== null && value > budget ? ` (${value - budget} ms over)` : '';
    lines.push(`${mark(pass(value, budget))} Pages · LCP of ${label} on ${profile}: ${value ?? 'n/a'} ms, budget ≤ ${budget} ms${by}`);
  };
  const pages = [['the login page', web.login_page], ...Object.entries(web.roles).map(([role, r]) => [`the ${role} dashboard`, r])];
  for (const [label, r] of pages) {
    lcp(label, r.lcp_ms, BUDGETS.dashboard_lcp_ms, `the current link (${PROFILES.current.label})`);
    const mobileBudget = r === web.login_page ? BUDGETS.mobile_login_lcp_ms : BUDGETS.mobile_lcp_ms;
    if (r.mobile) lcp(label, r.mobile.lcp_ms, mobileBudget, `the mobile profile (${PROFILES.mobile.label})`);
  }
  for (const [role, r] of Object.entries(web.roles)) {
    const waves = r.mobile?.waves ?? r.waves;
    lines.push(`${mark(pass(waves, BUDGETS.dashboard_waves))} Pages · waves of requests before the ${role} dashboard's first row, session set: ${waves ?? 'n/a'}, budget ≤ ${BUDGETS.dashboard_waves}`);
  }
  return lines;
}

/**
 * The budgets of the issue on the pages' speed (docs/performance.md), one row each with the figure
 * measured and `ok` or `OVER`: printed last, as a table.
 */
function budgetRows(results) {
  const rows = [];
  const row = (budget, figure, limit, ok) => rows.push({ budget, figure: figure ?? 'n/a', limit, status: figure === null || figure === undefined ? 'n/a' : ok ? 'ok' : 'OVER' });
  const { web } = results;
  if (web) {
    for (const [role, r] of Object.entries(web.roles)) {
      row(`LCP of the ${role} dashboard, mobile profile`, r.mobile?.lcp_ms, `≤ ${BUDGETS.mobile_lcp_ms} ms`, r.mobile?.lcp_ms <= BUDGETS.mobile_lcp_ms);
    }
    row('LCP of the login page, mobile profile', web.login_page.mobile?.lcp_ms, `≤ ${BUDGETS.mobile_login_lcp_ms} ms`, web.login_page.mobile?.lcp_ms <= BUDGETS.mobile_login_lcp_ms);
    row('JavaScript on the wire, login page (KB)', web.login_page.js_kb, `≤ ${BUDGETS.login_js_kb} KB`, web.login_page.js_kb <= BUDGETS.login_js_kb);
    const trainee = web.roles.stagiaire?.first_visit;
    row("JavaScript on the wire, a stagiaire's first visit (KB)", trainee?.js_kb, `≤ ${BUDGETS.stagiaire_js_kb} KB`, trainee?.js_kb <= BUDGETS.stagiaire_js_kb);
    for (const [role, r] of Object.entries(web.roles)) {
      const waves = r.mobile?.waves ?? r.waves;
      row(`Waves before the ${role} dashboard's first row, session set`, waves, `≤ ${BUDGETS.dashboard_waves}`, waves <= BUDGETS.dashboard_waves);
    }
  }
  const growth = results.growth ?? [];
  for (const name of [...new Set(growth.map((g) => g.name))]) {
    const base = growth.find((g) => g.name === name && g.scale === 1);
    const top = growth.find((g) => g.name === name && g.scale === 100);
    if (!base?.p95_ms || !top) continue;
    const ratio = top.p95_ms ? Math.round((top.p95_ms / base.p95_ms) * 100) / 100 : null;
    row(`Growth of ${name}: p95 at 100× ÷ p95 at 1×`, ratio === null ? 'no answer at 100×' : `×${ratio}`, `≤ ×${BUDGETS.growth_p95_ratio}`, ratio !== null && ratio <= BUDGETS.growth_p95_ratio);
  }
  const onPostgres = new Map((results.api.postgresql?.endpoints ?? []).map((r) => [r.name, r]));
  for (const r of results.api.pglite?.endpoints ?? []) {
    const pgRow = onPostgres.get(r.name);
    if (!pgRow?.throughput_rps || !r.throughput_rps) continue;
    const slower = Math.round((pgRow.throughput_rps / r.throughput_rps) * 100) / 100;
    row(`PGlite ÷ PostgreSQL, ${r.name} (throughput)`, `${slower}×`, `≤ ${BUDGETS.pglite_vs_pg_ratio}×`, slower <= BUDGETS.pglite_vs_pg_ratio);
  }
  const user = onPostgres.get('GET /api/user');
  if (results.api.postgresql) row('GET /api/user on PostgreSQL (req/s)', user?.throughput_rps, `≥ ${BUDGETS.auth_rps} req/s`, user?.throughput_rps >= BUDGETS.auth_rps);
  return rows;
}

function budgetTable(results) {
  const rows = budgetRows(results);
  return [
    '| budget | measured | limit | verdict |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.budget} | ${r.figure} | ${r.limit} | ${r.status} |`),
  ];
}

/** Each role's dashboard on the mobile profile, request by request: ms from the document's sending. */
function waterfalls(web) {
  if (!web) return [];
  const lines = [];
  for (const [role, r] of Object.entries(web.roles)) {
    const m = r.mobile;
    if (!m?.waterfall?.length) continue;
    lines.push(`### ${role} (mobile profile: LCP ${m.lcp_ms} ms, first row ${m.first_row_ms} ms, ${m.waves} waves)`, '', '```', ...waterfallLines(m.waterfall, m.first_row_ms), '```', '');
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
      const f = floorVerdict(engine, r);
      if (f) lines.push(`${mark(f.status)} ${ENGINE_NAMES[engine]} · ${r.name} against its floor: ${f.line}`);
    }
  }
  lines.push(...pgliteSummary(results.api));
  lines.push(...growthSummary(results.growth));
  lines.push(...conflictSummary(results.conflicts));
  return lines;
}

/** Each call on PGlite against the same call on PostgreSQL: at most 2.5× slower (throughput). */
function pgliteSummary(api) {
  const lines = [];
  const onPostgres = new Map((api.postgresql?.endpoints ?? []).map((r) => [r.name, r]));
  for (const r of api.pglite?.endpoints ?? []) {
    const pg = onPostgres.get(r.name);
    if (!pg || r.ok === 0 || pg.ok === 0 || !r.throughput_rps) continue;
    const slower = Math.round((pg.throughput_rps / r.throughput_rps) * 100) / 100;
    const status = slower <= BUDGETS.pglite_vs_pg_ratio ? 'ok' : 'OVER';
    const by = status === 'ok' ? '' : ` (${Math.round((slower - BUDGETS.pglite_vs_pg_ratio) * 100) / 100}× over)`;
    lines.push(
      `${mark(status)} PGlite against PostgreSQL · ${r.name}: ${r.throughput_rps} req/s against ${pg.throughput_rps}, ${slower}× slower, budget ≤ ${BUDGETS.pglite_vs_pg_ratio}×${by}`,
    );
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
      `## Pages (Chromium; sizes on a cold cache; timings median of ${RUNS} cold loads, the session already set, on the current link (${PROFILES.current.label}) and on the mobile profile (${PROFILES.mobile.label}))`,
      '',
      '| page | JS (KB) | JS requests | requests | remotes loaded | LCP (ms) | first row (ms) | mobile LCP (ms) | mobile first row (ms) | budget |',
      '|---|---|---|---|---|---|---|---|---|---|',
    );
    const lp = web.login_page;
    const lcpBudgets = (r, mobileBudget = BUDGETS.mobile_lcp_ms) => [
      `LCP ≤ ${BUDGETS.dashboard_lcp_ms} ms: ${pass(r.lcp_ms, BUDGETS.dashboard_lcp_ms)}`,
      ...(r.mobile ? [`mobile LCP ≤ ${mobileBudget} ms: ${pass(r.mobile.lcp_ms, mobileBudget)}`] : []),
    ];
    lines.push(
      `| login page | ${lp.js_kb} | ${lp.js_requests} | ${lp.requests} | ${lp.remotes.join(', ') || '—'} | ${lp.lcp_ms} | form ${lp.form_ms} | ${lp.mobile?.lcp_ms ?? '—'} | form ${lp.mobile?.form_ms ?? '—'} | ${[`JS ≤ ${BUDGETS.login_js_kb} KB: ${pass(lp.js_kb, BUDGETS.login_js_kb)}`, ...lcpBudgets(lp, BUDGETS.mobile_login_lcp_ms)].join('; ')} |`,
    );
    for (const [role, r] of Object.entries(web.roles)) {
      const v = r.first_visit;
      const budget = lcpBudgets(r);
      if (role === 'stagiaire') budget.push(`JS ≤ ${BUDGETS.stagiaire_js_kb} KB: ${pass(v.js_kb, BUDGETS.stagiaire_js_kb)}`);
      budget.push(`only ${OWN_REMOTE[role]}: ${v.remotes.every((x) => x === OWN_REMOTE[role]) ? 'ok' : 'OVER'}`);
      lines.push(
        `| ${role} (login + dashboard) | ${v.js_kb} | ${v.js_requests} | ${v.requests} | ${v.remotes.join(', ') || '—'} | ${r.lcp_ms} | ${r.first_row_ms} | ${r.mobile?.lcp_ms ?? '—'} | ${r.mobile?.first_row_ms ?? '—'} | ${budget.join('; ')} |`,
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
      '| call | p50 (ms) | p95 (ms) | p99 (ms) | req/s | share of the ceiling | errors | floor req/s | floor p95 (ms) | req/s ÷ floor | p95 ÷ floor | budget |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const r of api.endpoints) {
      const v = verdict(engine, r);
      const f = floorVerdict(engine, r);
      const ratios = floorRatios(r);
      const budgets = [v && `${v.budget}: ${v.status}`, f && `${f.budget}: ${f.status}`].filter(Boolean).join('; ') || '—';
      lines.push(
        `| ${r.name} | ${r.p50_ms} | ${r.p95_ms} | ${r.p99_ms} | ${r.throughput_rps} | ${ceilingShare(results, r)} | ${r.errors} | ${r.floor?.throughput_rps ?? '—'} | ${r.floor?.p95_ms ?? '—'} | ${ratios.rps ?? '—'} | ${ratios.p95 ?? '—'} | ${budgets} |`,
      );
    }
    const floored = api.endpoints.filter((r) => r.floor);
    if (floored.length) {
      lines.push(
        '',
        'The floor of a call (bench/floor.mjs): the same SQL statements as the portal sent for it (captured from the API on this database; without the session check, which the API caches for 2 s and so almost never sends under load), prepared, through node-postgres, the rows answered with JSON.stringify by a bare `http` server, uncompressed, measured right after the call under the same load. Answer of the portal (uncompressed) and of the floor, and statements per call:',
        '',
        floored.map((r) => `${r.name} ${r.floor.api_json_kb} KB (floor ${r.floor.json_kb ?? '?'} KB${r.floor.unnamed ? `; floor with unnamed statements ${r.floor.unnamed.throughput_rps} req/s, p95 ${r.floor.unnamed.p95_ms} ms` : ''}), ${r.floor.statements} statements in ${r.floor.stages} stage(s)${r.floor.skipped?.length ? ` (not replayed: ${r.floor.skipped.join(', ')})` : ''}`).join('; '),
      );
    }
    lines.push('');
    if (api.exports?.length) {
      lines.push(
        `Exports on ${ENGINE_NAMES[engine] ?? engine}, one download at a time (median of ${RUNS}):`,
        '',
        '| export | status | first byte (ms) | whole file (ms) | size (KB) | floor: whole answer (ms) | floor: JSON (KB) | whole file ÷ floor |',
        '|---|---|---|---|---|---|---|---|',
      );
      for (const r of api.exports) {
        const ratio = r.floor?.total_ms ? Math.round((r.total_ms / r.floor.total_ms) * 100) / 100 : '—';
        lines.push(`| ${r.name} | ${r.status} | ${r.ttfb_ms} | ${r.total_ms} | ${r.kb} | ${r.floor?.total_ms ?? '—'} | ${r.floor?.kb ?? '—'} | ${ratio} |`);
      }
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
  const flows = waterfalls(results.web);
  if (flows.length) lines.push("## Waterfall of each role's dashboard (the median run on the mobile profile; wN: the request's wave)", '', ...flows);
  lines.push('Against the budgets (compare runs rather than single digits: the machine may be shared):', '', ...summary(results).map((l) => `- ${l}`), '');
  lines.push("## The issue's budgets", '', ...budgetTable(results), '');
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
      await settleJobsOverApi(server.baseUrl);
      results.web = await measureWeb(server.baseUrl);
      await server.stop();
    } else if (process.env.BENCH_SKIP_PGLITE !== '1' && !SKIP_API) {
      // The first start migrates and seeds the demo institute.
      await (await startApi({ dataDir, env: { NODE_ENV: 'production' } })).stop();
    }
    if (SKIP_API) {
      results.notes.push(results.web ? 'API skipped (BENCH_SKIP_API=1): pages only.' : 'API skipped (BENCH_SKIP_API=1).');
    } else {
      results.ceiling = await measureCeiling();
    }
    if (SKIP_API) {
      // Pages only.
    } else if (process.env.BENCH_SKIP_PGLITE === '1') {
      results.notes.push('PGlite skipped (BENCH_SKIP_PGLITE=1).');
    } else {
      await generate(['--data-dir', dataDir]);
      const server = await startApi({ dataDir, env: { NODE_ENV: 'production' } });
      log(`API on ${server.baseUrl} (PGlite, large dataset)`);
      results.api.pglite = { dataset: datasetLabel(DATASET), endpoints: await measureApi(server.baseUrl), exports: await measureExports(server.baseUrl) };
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const pgUrl = SKIP_API ? null : await postgresUrl();
  if (SKIP_API) {
    // Pages only.
  } else if (!pgUrl) {
    results.notes.push(
      process.env.BENCH_SKIP_PG === '1'
        ? 'PostgreSQL skipped (BENCH_SKIP_PG=1): API measured on PGlite only.'
        : 'PostgreSQL not reachable: API measured on PGlite only.',
    );
  } else {
    await withDatabase(pgUrl, 'irt_bench', async (url, dataDir) => {
      const env = { NODE_ENV: 'production', DATABASE_URL: url, SEED_DEMO: '1' };
      await (await startApi({ env, dataDir })).stop();
      await generate(['--database-url', url]);
      // The floor: the SQL of every call captured from the API on this database, replayed by bench/floor.mjs.
      const captured = await captureFloor(env, dataDir, url, [...API_CALLS, ...EXPORTS]);
      let server = await startApi({ env, dataDir });
      await settleJobs(url);
      const floorServer = await startFloor(captured.file);
      const unnamedServer = FLOOR_UNNAMED ? await startFloor(captured.file, { unnamed: true }) : null;
      const floor = { baseUrl: floorServer.baseUrl, unnamedBaseUrl: unnamedServer?.baseUrl, calls: captured.calls };
      log(`API on ${server.baseUrl} (PostgreSQL), its floor on ${floor.baseUrl}`);
      try {
        results.api.postgresql = {
          dataset: datasetLabel(DATASET),
          endpoints: await measureApi(server.baseUrl, API_CALLS, DURATION_S, floor),
          exports: await measureExports(server.baseUrl, floor),
        };
      } finally {
        await floorServer.stop();
        await unnamedServer?.stop();
      }
      await server.stop();
      if (process.env.BENCH_SKIP_WORKERS === '1') return;
      server = await startApi({ env: { ...env, WORKERS: '2' }, dataDir });
      log(`API on ${server.baseUrl} (PostgreSQL, WORKERS=2)`);
      results.api.postgresql_workers2 = { dataset: datasetLabel(DATASET), endpoints: await measureApi(server.baseUrl) };
      await server.stop();
    });
    if (process.env.BENCH_SKIP_GROWTH !== '1') results.growth = await measureGrowth(pgUrl, results.api.postgresql.endpoints);
  }

  // The conflict check on 10,000 trainings (bench/conflicts.mjs); BENCH_SKIP_CONFLICTS=1 leaves it out.
  if (process.env.BENCH_SKIP_CONFLICTS !== '1') results.conflicts = await measureConflicts(await postgresUrl(), log);

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
  console.log(`\n${budgetTable(results).join('\n')}`);
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
      trainers: GROWTH_BASE.trainers * scale,
    };
    await withDatabase(pgUrl, `irt_bench_growth_${scale}`, async (url, dataDir) => {
      const env = { NODE_ENV: 'production', DATABASE_URL: url, SEED_DEMO: '1' };
      await (await startApi({ env, dataDir })).stop();
      await generate(['--database-url', url], dataset);
      const server = await startApi({ env, dataDir });
      await settleJobs(url);
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
  console.log(`\n${budgetTable(results).join('\n')}`);
}

(process.env.BENCH_REPORT ? report(process.env.BENCH_REPORT) : main()).catch((err) => {
  console.error(`[bench] ${err instanceof Error ? err.stack ?? err.message : err}`);
  process.exit(1);
});
