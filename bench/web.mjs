// Page measurements in Chromium: JavaScript on the wire and requests of a first visit (cold cache),
// and LCP / time to the first list row on a throttled link, through the DevTools protocol: the current
// link (10 Mbit/s, 40 ms) and the mobile profile (1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip,
// CPU slowed 4×). The browser is the system Chromium, as for the e2e tests.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  // The same flags as the e2e tests: without the background-networking ones Chromium keeps trying
  // hosts this closed network refuses.
  args: JSON.parse(readFileSync(new URL('../e2e/chromium-args.json', import.meta.url), 'utf8')),
};

export const THROTTLE = { latencyMs: 40, mbitPerSecond: 10 };
/** The link profiles the page timings are measured on. */
export const PROFILES = {
  current: { label: '10 Mbit/s, 40 ms', latencyMs: 40, downMbit: 10, upMbit: 10, cpuSlowdown: 1 },
  mobile: { label: '1.6 Mbit/s down, 750 kbit/s up, 150 ms, CPU ÷4', latencyMs: 150, downMbit: 1.6, upMbit: 0.75, cpuSlowdown: 4 },
};
const ROW = 'section li'; // a row of a dashboard panel (the sidebar's items are not in a section)
const REMOTE = /\/remotes\/([^/]+)\//;

export function launch() {
  return chromium.launch(LAUNCH);
}

async function throttle(context, page, profile) {
  const cdp = await context.newCDPSession(page);
  const log = networkLog(cdp);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downMbit * 1_000_000) / 8,
    uploadThroughput: (profile.upMbit * 1_000_000) / 8,
  });
  if (profile.cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  return log;
}

/**
 * Every request of a page through the DevTools protocol: when it was sent and answered, and what made it
 * (the initiator: the HTML's parser, a script, a preload), to draw the page's waterfall and count its waves.
 */
function networkLog(cdp) {
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (requests.has(e.requestId)) return; // a redirect keeps its first sending
    const frames = [];
    for (let stack = e.initiator?.stack; stack; stack = stack.parent) frames.push(...stack.callFrames.map((f) => f.url));
    requests.set(e.requestId, {
      url: e.request.url,
      type: e.type ?? 'Other',
      initiator: e.initiator?.type ?? 'other',
      // The file whose code or markup asked: the HTML for a parser's request, else the script on the stack.
      by: e.initiator?.url || frames.find(Boolean) || null,
      sent: e.timestamp,
      end: null,
    });
  });
  const done = (e) => {
    const r = requests.get(e.requestId);
    if (r && r.end === null) r.end = e.timestamp;
  };
  // Answered by the browser's cache (a preload, a prefetch, the memory or disk cache): no round trip.
  const cached = (e) => {
    const r = requests.get(e.requestId);
    if (r) r.cached = true;
  };
  cdp.on('Network.requestServedFromCache', cached);
  cdp.on('Network.responseReceived', (e) => {
    if (e.response?.fromDiskCache || e.response?.fromPrefetchCache) cached(e);
  });
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', (e) => {
    done(e);
    const r = requests.get(e.requestId);
    if (r) r.failed = true;
  });
  return { requests: () => [...requests.values()] };
}

/**
 * The waterfall of a load: each request in ms from the page's start (the document's sending), and its
 * wave: the document is wave 1, what the HTML names (its scripts, its preloads) wave 2, and any other
 * request one wave after the last of those answered before it was sent (it may have waited on any of
 * them: a script's code runs once it has arrived), unless the browser's cache answered it (what a preload
 * or a prefetch brought, an immutable file): that is no round trip, it stays in that wave. The waves
 * before `until` (ms: the page's first row) are the round trips the page waited on.
 */
export function waterfall(requests, until = null) {
  const sorted = [...requests].sort((a, b) => a.sent - b.sent);
  if (sorted.length === 0) return { rows: [], waves: null };
  const t0 = sorted[0].sent;
  const ms = (t) => (t === null ? null : Math.round((t - t0) * 1000));
  const documentUrl = sorted[0].url;
  const rows = [];
  for (const r of sorted) {
    let wave;
    if (rows.length === 0) wave = 1;
    else if (r.initiator === 'parser' && r.by === documentUrl) wave = 2;
    else {
      const after = Math.max(1, ...rows.filter((x) => x.end_ms !== null && x.end_ms <= ms(r.sent)).map((x) => x.wave));
      // A request the browser's cache answers is no round trip: it adds no wave.
      wave = r.cached ? after : after + 1;
    }
    const url = new URL(r.url);
    rows.push({
      start_ms: ms(r.sent),
      end_ms: ms(r.end),
      wave,
      what: `${url.pathname}${url.search}`,
      type: r.type,
      initiator: r.initiator,
      ...(r.cached ? { cached: true } : {}),
      ...(r.failed ? { failed: true } : {}),
    });
  }
  const before = until === null ? rows : rows.filter((r) => r.start_ms <= until);
  return { rows, waves: Math.max(...before.map((r) => r.wave)) };
}

/** The waterfall as text lines: `  start →   end  wave  what`. */
export function waterfallLines(rows, until = null) {
  const pad = (v, n) => String(v ?? '…').padStart(n);
  const lines = rows.map((r) => `${pad(r.start_ms, 6)} → ${pad(r.end_ms, 6)} ms  w${r.wave}  ${r.what}${r.cached ? ' (cache)' : ''}${r.failed ? ' (failed)' : ''}`);
  if (until !== null) {
    const at = rows.findIndex((r) => r.start_ms > until);
    lines.splice(at === -1 ? lines.length : at, 0, `${pad(until, 6)}          first row shown`);
  }
  return lines;
}

/** Records every request of a page and, once finished, the encoded body size of each response. */
function recorder(page) {
  const entries = [];
  page.on('requestfinished', (request) => entries.push(request));
  return {
    mark: () => entries.length,
    async summarise(from = 0, to = entries.length) {
      const slice = entries.slice(from, to);
      let jsBytes = 0;
      let jsRequests = 0;
      let allBytes = 0;
      const remotes = new Set();
      for (const request of slice) {
        const sizes = await request.sizes().catch(() => null);
        const body = sizes?.responseBodySize ?? 0;
        allBytes += body;
        const url = new URL(request.url());
        const remote = REMOTE.exec(url.pathname);
        if (remote) remotes.add(remote[1]);
        if (request.resourceType() === 'script' || /\.m?js$/.test(url.pathname)) {
          jsBytes += body;
          jsRequests += 1;
        }
      }
      return {
        requests: slice.length,
        js_requests: jsRequests,
        js_kb: Math.round((jsBytes / 1024) * 10) / 10,
        all_kb: Math.round((allBytes / 1024) * 10) / 10,
        remotes: [...remotes].sort(),
      };
    },
  };
}

async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
}

/**
 * First visit with a cold cache: the login page, then (with an account) logging in through the form
 * and waiting for the dashboard's first row. Returns the login page's share and the whole visit.
 */
export async function firstVisit(browser, baseUrl, account) {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'fr-FR' });
  const page = await context.newPage();
  const rec = recorder(page);
  await page.goto('/authentification');
  await page.locator('input').first().waitFor();
  await settle(page);
  const loginOnly = await rec.summarise();
  let visit = null;
  if (account) {
    await page.locator('input').first().fill(account.email);
    await page.locator('input[type="password"]').first().fill(account.password);
    await page.locator('button[type="submit"]').first().click();
    await page.locator(ROW).first().waitFor({ timeout: 60_000 });
    await settle(page);
    // The shell preloads the role's other pages 1.5 s after the first one: they count in the visit.
    await page.waitForTimeout(3_000);
    await settle(page);
    visit = await rec.summarise();
  }
  await context.close();
  return { login: loginOnly, visit };
}

const OBSERVERS = `
  window.__bench = { lcp: null, firstRow: null, form: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    if (window.__bench.firstRow === null && document.querySelector(${JSON.stringify(ROW)})) window.__bench.firstRow = performance.now();
    if (window.__bench.form === null && document.querySelector('input')) window.__bench.form = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
`;

/** The cookies a login answer leaves in the browser: the token HttpOnly, its expiry readable by the page. */
function sessionCookies(token, url) {
  const { exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  return [
    { name: 'irt_token', value: token, url, httpOnly: true, sameSite: 'Strict', expires: exp },
    { name: 'irt_session', value: String(exp), url, sameSite: 'Strict', expires: exp },
  ];
}

/** One throttled, cold-cache load of `path` (with a session token for a dashboard) on a link profile. */
export async function timedLoad(browser, baseUrl, path, token, profile = PROFILES.current) {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'fr-FR' });
  if (token) await context.addCookies(sessionCookies(token, baseUrl));
  const page = await context.newPage();
  const network = await throttle(context, page, profile);
  await page.addInitScript(OBSERVERS);
  await page.goto(path);
  await page.locator(token ? ROW : 'input').first().waitFor({ timeout: 120_000 });
  await settle(page);
  await page.waitForTimeout(500); // let the last paint be reported
  const marks = await page.evaluate(() => globalThis.__bench);
  await context.close();
  const shown = token ? marks.firstRow : marks.form;
  // The performance marks count from the navigation's start, the log from the document's sending: close enough
  // for telling which requests came before the first row.
  const flow = waterfall(network.requests(), shown === null ? null : Math.round(shown));
  return {
    lcp_ms: marks.lcp === null ? null : Math.round(marks.lcp),
    first_row_ms: token ? (marks.firstRow === null ? null : Math.round(marks.firstRow)) : null,
    form_ms: marks.form === null ? null : Math.round(marks.form),
    waves: flow.waves,
    waterfall: flow.rows,
  };
}

export function median(values) {
  const v = values.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : Math.round((v[mid - 1] + v[mid]) / 2);
}
