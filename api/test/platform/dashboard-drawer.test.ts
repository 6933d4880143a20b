/**
 * The dashboard drawn per request (lib/dashboard-drawer.ts): a page of `/` opened with a session comes
 * with the user's dashboard drawn in it, its panels filled with the first wave's answers (escaped), by
 * the pages' own components run in a process of their own; pages come with the frame drawn at build time
 * while that process starts, when it is slow, and once it is stopped.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { FRAME_PRERENDER_ELEMENT_ID, FRAME_PRERENDER_FILE, FRAME_PRERENDER_SLOTS as SLOT } from '../../src/contract/constants/page';
import { REPO_ROOT } from '../../src/config';
import { startDashboardDrawer } from '../../src/lib/dashboard-drawer';
import { createTraining } from '../factories-trainings';
import { loginAs } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
let webRoot: string;

const INDEX = '<!doctype html><html lang="fr"><head><title>Portail</title></head><body><div id="root"></div></body></html>';
/** The frame drawn at build time, which a page gets when the dashboard is not drawn for it. */
const BUILD_FRAME = `<header><span>${SLOT.userName}</span></header><main><h1>${SLOT.heading}</h1></main>`;
const DRAWING = new RegExp(`<div id="${FRAME_PRERENDER_ELEMENT_ID}" inert aria-hidden="true">(.*?)</div>(?=<div id="root">)`, 's');
const TITLE = 'Droit & <santé> "au" travail';
const html = { accept: 'text/html,application/xhtml+xml' };

before(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'irt-web-'));
  mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), INDEX);
  writeFileSync(path.join(webRoot, 'shell', 'dist', FRAME_PRERENDER_FILE), JSON.stringify({ gestionnaire: BUILD_FRAME }));
  t = await createTestApp({ env: { WEB_ROOT: webRoot, DRAW_DASHBOARDS: '1' } });
});
after(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The drawing of the page of `/` for `token`, once the drawer draws it (it starts with the server). */
async function drawnDashboard(token: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await t.app.inject({ url: '/', headers: { ...html, cookie: `irt_token=${token}` } });
    assert.equal(res.headers['cache-control'], 'no-store');
    const drawing = DRAWING.exec(res.body)?.[1];
    assert.ok(drawing, 'a drawing before the root');
    if (!drawing.includes(SLOT.heading) && !drawing.includes('<header><span>')) return drawing;
    // Meanwhile, the frame drawn at build time, filled for the user.
    assert.equal(drawing, '<header><span>Zoé &lt;b&gt;Ehrhardt</span></header><main><h1>Tableau de bord</h1></main>');
    assert.ok(Date.now() < deadline, 'the drawer is ready within a minute');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test("a gestionnaire's dashboard comes drawn with its panels' first rows, what the user typed escaped", async () => {
  const training = await createTraining(t.app.db, { title: TITLE, startInDays: 10 });
  const token = await loginAs(t.app, 'gestionnaire', { name: 'Zoé <b>Ehrhardt' });
  const drawing = await drawnDashboard(token);
  // The frame: the user's name, the menu of the role, the page's heading.
  assert.match(drawing, /<h1[^>]*>Tableau de bord<\/h1>/);
  assert.ok(drawing.includes('Zoé &lt;b&gt;Ehrhardt'), "the user's name, escaped");
  assert.ok(drawing.includes('Créer une formation'), "the dashboard's actions");
  // The panel 'Formations à venir' with the training, linking to its page.
  assert.ok(drawing.includes('Formations à venir'));
  assert.ok(drawing.includes('Droit &amp; &lt;santé&gt; &quot;au&quot; travail'), 'the title, escaped');
  assert.ok(drawing.includes(`href="/formations/${training.id}`), "the row's link");
  assert.ok(!drawing.includes('<santé>') && !drawing.includes('<b>Ehrhardt'), 'nothing typed is markup');
  assert.ok(!drawing.includes('%%irt-'), 'no slot left');
});

test('a drawing not ready in time, or asked of a stopped drawer, is none: the page does not wait for it', async () => {
  const log = t.app.log;
  const drawer = startDashboardDrawer({ root: REPO_ROOT, log, timeoutMs: 1 });
  const wave = {
    expires: Date.now() + 60_000,
    user: { id: 1, name: 'Camille', username: 'camille', role: { id: 2, slug: 'gestionnaire', name: 'Gestionnaire' } },
    profile: null,
    reads: [],
  } as unknown as Parameters<typeof drawer.draw>[0];
  try {
    // Not started yet: none at once.
    assert.equal(await drawer.draw(wave), null);
    assert.equal(await drawer.ready, true);
    // Started, but asked to answer within 1 ms: none (a drawing takes longer).
    assert.equal(await drawer.draw(wave), null);
  } finally {
    drawer.close();
  }
  assert.equal(await drawer.draw(wave), null, 'stopped: none');
});
