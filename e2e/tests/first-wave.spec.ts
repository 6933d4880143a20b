// The page opened with a session carries its first answers (the user, the profile): the logged-in frame
// and the dashboard show without the session check's round trip before them. A revoked session gets the
// plain page, and the login page.
import { DASHBOARD_FIRST_WAVE, FRAME_PRERENDER_ELEMENT_ID } from '@irt/api/constants';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/spec-tables';
import type { Locator, Page } from '@playwright/test';
import { expect, recordRequests, sessionCookies, test } from './support/fixtures';

const SESSION_CALLS = /^\/api\/(validate-token|user|profile)$/;

for (const [role, heading] of [
  ['stagiaire', /^Bonjour/],
  ['administrateur', /^Tableau de bord$/],
] as const) {
  test(`première visite avec une session (${role}) : le tableau de bord sans demander la session`, async ({ page, loginAs }) => {
    const requests = recordRequests(page);
    await loginAs(role);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const asked = requests.urls.map((url) => new URL(url).pathname).filter((path) => SESSION_CALLS.test(path));
    requests.stop();
    expect(asked, 'session calls made before the dashboard showed').toEqual([]);
    // The page's HTML carried the data block; the shell read it once and removed it.
    const html = await page.request.get('/', { headers: { accept: 'text/html' } });
    expect(html.headers()['cache-control']).toBe('no-store');
    expect(await html.text()).toContain('<script type="application/json" id="irt-first-wave">');
    await expect(page.locator('#irt-first-wave')).toHaveCount(0);
  });
}

// The page's HTML names what the dashboard needs next: the remote's manifest is asked by the HTML's
// preload (initiator: the parser), the dashboard's first reads are in the page and never asked
// before its first row shows. The waves (the document 1, what its HTML names 2, anything else one more
// than the last wave answered before it was sent) are counted from the DevTools network log.
for (const [role, remote, firstRow] of [
  ['stagiaire', 'mf-trainee', 'Préinscriptions'],
  ['administrateur', 'mf-trainings', 'Formations en cours'],
] as const) {
  test(`première visite avec une session (${role}) : les fichiers du tableau de bord demandés par la page, ses données dans la page`, async ({ page, tokenOf, baseURL }, testInfo) => {
    const cdp = await page.context().newCDPSession(page);
    const sent: { id: string; url: string; initiator: string; by: string | null; at: number; end: number | null; cached?: boolean }[] = [];
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!sent.some((r) => r.id === e.requestId)) sent.push({ id: e.requestId, url: e.request.url, initiator: e.initiator.type, by: e.initiator.url ?? null, at: e.timestamp, end: null });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = sent.find((x) => x.id === e.requestId);
      if (r) r.end = e.timestamp;
    });
    // Answered by the browser's cache (what the page preloaded or prefetched): no round trip.
    cdp.on('Network.requestServedFromCache', (e) => {
      const r = sent.find((x) => x.id === e.requestId);
      if (r) r.cached = true;
    });
    await cdp.send('Network.enable');
    await page.context().addCookies(sessionCookies(await tokenOf(role), baseURL as string));
    await page.goto('/');
    const panel = page.getByRole('region', { name: firstRow, exact: true });
    await expect(role === 'stagiaire' ? page.getByRole('heading', { level: 1, name: /^Bonjour/ }) : panel).toBeVisible();
    const paths = sent.map((r) => new URL(r.url).pathname + new URL(r.url).search);
    const reads = DASHBOARD_FIRST_WAVE[role].reads.map((read) => `/api${read.path}`);
    expect(paths.filter((p) => reads.includes(p)), 'dashboard reads asked before it showed').toEqual([]);
    expect(paths.filter((p) => SESSION_CALLS.test(p)), 'session calls').toEqual([]);
    // The remotes' registry came with the page.
    expect(paths, 'the registry asked for').not.toContain('/remotes.json');
    const documentUrl = sent[0]!.url;
    // The manifest is preloaded by the HTML; the entry is prefetched by it (or asked by the runtime first).
    const manifest = sent.find((r) => new URL(r.url).pathname === `/remotes/${remote}/mf-manifest.json`);
    expect(manifest, 'the manifest requested').toBeDefined();
    expect({ initiator: manifest!.initiator, by: manifest!.by }, 'the manifest asked by the HTML').toEqual({ initiator: 'parser', by: documentUrl });
    expect(sent.some((r) => new URL(r.url).pathname === `/remotes/${remote}/remoteEntry.js`), 'the entry requested').toBe(true);
    // Waves, as the bench counts them (a figure to read, not a budget asserted on a shared machine).
    const waves: number[] = [];
    sent.forEach((r, i) => {
      const after = Math.max(1, ...sent.slice(0, i).flatMap((x, j) => (x.end !== null && x.end <= r.at ? [waves[j]!] : [])));
      let wave = r.cached ? after : after + 1;
      if (i === 0) wave = 1;
      else if (r.initiator === 'parser' && r.by === documentUrl) wave = 2;
      waves.push(wave);
    });
    testInfo.annotations.push({ type: 'waves', description: `${Math.max(...waves)} waves before the dashboard showed (${sent.length} requests)` });
    // Every file of the shell the dashboard needed was named by the page (preloaded): none was found missing
    // once the code ran (the logged-in frame's chunks are the ones the server preloads).
    const shellScripts = sent.filter((r, i) => i > 0 && /\.js$/.test(new URL(r.url).pathname) && !new URL(r.url).pathname.startsWith('/remotes/'));
    const unnamed = shellScripts.filter((r) => r.initiator !== 'parser' && !r.cached).map((r) => new URL(r.url).pathname);
    expect(unnamed, 'shell files asked by the code, not named by the page').toEqual([]);
    await cdp.detach();
  });
}

/** Holds back the answers to the requests matching `pattern` until the function it gives is called. */
async function holdBack(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// The dashboard's HTML holds the user's dashboard drawn on the server, its frame and its panels filled
// with the first answers: shown while the page's code is held back, inert (only to be seen: nothing to
// focus, click or read out); then the page itself takes its place, with the same heading, the same user
// and the same first row, and the drawing is gone.
for (const role of ['stagiaire', 'administrateur', 'gestionnaire'] as const) {
  test(`première visite avec une session (${role}) : le cadre et le titre du tableau de bord avant son code, puis la page elle-même`, async ({ page, tokenOf, baseURL }) => {
    await page.context().addCookies(sessionCookies(await tokenOf(role), baseURL as string));
    const release = await holdBack(page, '**/main.js');
    await page.goto('/', { waitUntil: 'commit' });
    const drawn = page.locator(`#${FRAME_PRERENDER_ELEMENT_ID}`);
    // What shows (innerText: the drawing's style elements sit beside what they style).
    const shown = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ').trim();
    const drawnHeading = drawn.locator('h1');
    await expect(drawnHeading).toHaveText(role === 'stagiaire' ? /^Bonjour \S+ !$/ : 'Tableau de bord');
    await expect(drawn).toHaveAttribute('inert', '');
    await expect(page.getByRole('heading', { level: 1 }), 'nothing of the drawing read out').toHaveCount(0);
    const heading = await shown(drawnHeading);
    await expect(drawn.locator('nav[aria-label="Menu principal"] a[aria-current="page"]')).toHaveText('Tableau de bord');
    const user = await shown(drawn.locator('header button[aria-haspopup="menu"]'));
    expect(user, "the user's name and role written in").not.toContain('%%');
    const drawnRow = drawn.locator('section li').first();
    await expect(drawnRow, "the panels' rows drawn").toBeVisible();
    const row = await shown(drawnRow);
    release();
    await expect(page.locator('section li').first()).toBeVisible();
    await expect(drawn).toHaveCount(0);
    expect(await shown(page.locator('section li').first())).toBe(row);
    expect(await shown(page.getByRole('heading', { level: 1 }))).toBe(heading);
    expect(await shown(page.getByRole('button', { name: /Menu utilisateur/ }))).toBe(user);
    await expect(page.getByRole('button', { name: /Menu utilisateur/ })).toBeEnabled();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(1);
  });
}

// A dashboard whose code is slow to come: the drawing gives way to the frame once the frame has been ready
// for a while (3 s), so that its menu can be used while the page's skeleton shows.
test('première visite avec une session, tableau de bord lent : le cadre remplace le dessin, son menu sert', async ({ page, tokenOf, baseURL }) => {
  await page.context().addCookies(sessionCookies(await tokenOf('stagiaire'), baseURL as string));
  const release = await holdBack(page, '**/remotes/mf-trainee/__federation_expose_Dashboard*');
  await page.goto('/', { waitUntil: 'commit' });
  const drawn = page.locator(`#${FRAME_PRERENDER_ELEMENT_ID}`);
  await expect(drawn.locator('h1')).toBeVisible();
  await expect(drawn).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('progressbar', { name: 'Chargement en cours' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Mon profil' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: /^Bonjour/ })).toBeVisible();
});

// What a first page does not show is not downloaded with it: the user menu (MUI's menu and popover) and
// the dialogs of the terms and of the bank details come when wanted. Their code is recognised by MUI's
// class name prefixes in the files the page received.
test('première visite (stagiaire) : ni le menu utilisateur ni les dialogues de connexion avant qu’on les demande', async ({ page, loginAs }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/\.js$/.test(new URL(response.url()).pathname)) bodies.push(response.text().catch(() => ''));
  });
  await loginAs('stagiaire');
  await expect(page.getByRole('heading', { level: 1, name: /^Bonjour/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const received = await Promise.all(bodies);
  expect(received.length, 'scripts received').toBeGreaterThan(0);
  for (const name of ['"MuiMenu"', '"MuiPopover"', '"MuiDialog"']) {
    expect(received.filter((body) => body.includes(name)).length, `files holding ${name}`).toBe(0);
  }
  const before = bodies.length;
  await page.getByRole('button', { name: /Menu utilisateur/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Déconnexion' })).toBeVisible();
  expect((await Promise.all(bodies.slice(before))).some((body) => body.includes('"MuiMenu"')), 'the menu fetched when opened').toBe(true);
});

test('une session révoquée reçoit la page de connexion', async ({ page, api, baseURL }) => {
  const token = await api.login(DEMO_ACCOUNTS.stagiaire.email, DEMO_PASSWORD);
  const logout = await page.request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(logout.status()).toBe(200);
  await page.context().addCookies(sessionCookies(token, baseURL as string));
  const answer = await page.goto('/');
  expect(await answer!.text()).not.toContain('irt-first-wave');
  await expect(page).toHaveURL((url) => url.pathname === '/authentification');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
});
