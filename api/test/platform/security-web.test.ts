/** The built portal served from the API's origin: shell, remotes, SPA fallback, compression, cache policy. */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import {
  DASHBOARD_FIRST_WAVE,
  FIRST_WAVE_ELEMENT_ID,
  FRAME_PRERENDER_ELEMENT_ID,
  FRAME_PRERENDER_FILE,
  FRAME_PRERENDER_SLOTS as SLOT,
  LOGIN_PRERENDER_ELEMENT_ID,
  LOGIN_PRERENDER_FILE,
} from '../../src/contract/constants/page';
import { withDrawing } from '../../src/plugins/web';
import type { FirstWave } from '../../src/contract/auth';
import { callApi } from '../call';
import { loginAs } from '../factories';
import { bearer, createTestApp, type TestApp } from '../helpers';

let t: TestApp;
let webRoot: string;

const INDEX = '<!doctype html><html lang="fr"><head><title>Portail</title></head><body><div id="root"></div></body></html>';
/** The login page drawn at build time (scripts/prerender-pages.mjs writes it beside index.html). */
const DRAWN_LOGIN = '<div class="MuiBox-root css-1n5wcpy"><h1>Connexion</h1><form><button disabled="" type="submit">Se connecter</button></form></div>';
const INDEX_WITH_LOGIN =
  `<!doctype html><html lang="fr"><head><title>Portail</title><style>#${LOGIN_PRERENDER_ELEMENT_ID}~#root{display:none}</style></head>` +
  `<body><div id="${LOGIN_PRERENDER_ELEMENT_ID}">${DRAWN_LOGIN}</div><div id="root"></div></body></html>`;
/** Each role's frame drawn at build time, with its slots (scripts/prerender-pages.mjs writes them beside index.html). */
const drawnFrame = (role: string) =>
  `<header data-role="${role}"><span>${SLOT.initial}</span><span>${SLOT.userName}</span><span>${SLOT.roleName}</span></header><main><h1>${SLOT.heading}</h1></main>`;
const DRAWN_FRAMES = { stagiaire: drawnFrame('stagiaire'), administrateur: drawnFrame('administrateur') };
/** What the server adds to a page for a drawn frame: the style hiding the root, the drawing before the root. */
const FRAME_STYLE = `<style>#${FRAME_PRERENDER_ELEMENT_ID}~#root{display:none}</style>`;
const FRAME_DRAWING = new RegExp(`<div id="${FRAME_PRERENDER_ELEMENT_ID}" inert aria-hidden="true">(.*?)</div>(?=<div id="root">)`);
const CHUNK = `console.log(${JSON.stringify('x'.repeat(4000))});`;
/** The logged-in frame's chunks (the build's first-wave.json) and the trainee remote's manifest. */
const FRAME = ['/frame.0a1b2c3d4e.js', '/mui-app.1a2b3c4d5e.js'];
const MANIFEST = {
  name: 'mf_trainee',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'Dashboard', assets: { js: { sync: ['2423.5abbe4ec94.js', '__federation_expose_Dashboard.a1b2c3d4e5f6.js'], async: ['9999.0000000000.js'] } } },
    { name: 'Catalogue', assets: { js: { sync: ['__federation_expose_Catalogue.8433c1540c.js'] } } },
  ],
};
/**
 * The share keys: those the shell provides (its first-wave.json, with the files of its copy; React's are in
 * index.html already), and what the trainee remote's Dashboard consumes, with the remote's own fallbacks.
 */
const SHELL_FIRST_WAVE = {
  frame: FRAME,
  provides: {
    react: [],
    '@irt/shared-ui/components/EmptyState': ['/5366.de6d6dee18.js'],
    '@irt/shared-ui/components/PageHeader': ['/8994.413ff6f92b.js', '/mui-app.1a2b3c4d5e.js'],
  },
};
const REMOTE_FIRST_WAVE = {
  exposes: {
    Dashboard: { files: ['2423.5abbe4ec94.js'], consumes: ['@irt/shared-ui/components/EmptyState', '@irt/shared-ui/components/StatusBadge', 'react'] },
    Catalogue: { files: [], consumes: ['@irt/shared-ui/components/PageHeader'] },
  },
  fallbacks: {
    // A key the shell provides: its copy is loaded, not this fallback.
    '@irt/shared-ui/components/EmptyState': { files: ['5872.cec794317d.js'], consumes: ['react'] },
    // A key the shell does not provide: the remote's fallback, and what it consumes in turn.
    '@irt/shared-ui/components/StatusBadge': { files: ['8013.523087f39c.js', '2423.5abbe4ec94.js'], consumes: ['@mui/icons-material/Check', '@irt/shared-ui/components/PageHeader'] },
    '@mui/icons-material/Check': { files: ['icons.f2d436cfd1.js'], consumes: ['react'] },
  },
};
const FRAME_LINKS = FRAME.map((href) => `<link rel="preload" as="script" href="${href}">`).join('');
const TRAINEE_DASHBOARD_LINKS = [
  '<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/mf-trainee/mf-manifest.json">',
  '<link rel="prefetch" as="script" href="/remotes/mf-trainee/remoteEntry.js">',
  '<link rel="prefetch" as="script" href="/remotes/mf-trainee/2423.5abbe4ec94.js">',
  '<link rel="prefetch" as="script" href="/remotes/mf-trainee/__federation_expose_Dashboard.a1b2c3d4e5f6.js">',
  // The shared modules the Dashboard needs: the shell's copies (less the frame's files), then the remote's fallbacks.
  '<link rel="preload" as="script" href="/5366.de6d6dee18.js">',
  '<link rel="preload" as="script" href="/8994.413ff6f92b.js">',
  '<link rel="prefetch" as="script" href="/remotes/mf-trainee/8013.523087f39c.js">',
  '<link rel="prefetch" as="script" href="/remotes/mf-trainee/icons.f2d436cfd1.js">',
].join('');
const REGISTRY = { mf_trainee: '/remotes/mf-trainee/mf-manifest.json' };

function write(file: string, content: string | Buffer) {
  const full = path.join(webRoot, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

before(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'irt-web-'));
  write('shell/dist/index.html', INDEX);
  write(`shell/dist/${LOGIN_PRERENDER_FILE}`, DRAWN_LOGIN);
  write(`shell/dist/${FRAME_PRERENDER_FILE}`, JSON.stringify(DRAWN_FRAMES));
  write('shell/dist/remotes.json', JSON.stringify(REGISTRY));
  write('shell/dist/main.js', 'import("./bootstrap")');
  write('shell/dist/712.3f9a8c1d2b4e.js', CHUNK);
  write('shell/dist/712.3f9a8c1d2b4e.js.br', brotliCompressSync(Buffer.from(CHUNK)));
  write('mf-trainee/dist/remoteEntry.js', 'var mf_trainee;');
  write('mf-trainee/dist/mf-manifest.json', JSON.stringify(MANIFEST));
  write('mf-trainee/dist/__federation_expose_Dashboard.a1b2c3d4e5f6.js', 'export default 1;');
  write('shell/dist/first-wave.json', JSON.stringify(SHELL_FIRST_WAVE));
  write('mf-trainee/dist/first-wave.json', JSON.stringify(REMOTE_FIRST_WAVE));
  t = await createTestApp({ env: { WEB_ROOT: webRoot } });
});
after(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const html = { accept: 'text/html,application/xhtml+xml' };

describe('shell', () => {
  test('/ serves index.html, never cached without revalidation', async () => {
    const res = await get('/', html);
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, INDEX);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.match(String(res.headers['content-security-policy']), /script-src 'self'/);
  });

  test('the pages drawn at build time are not served as files (the server reads them into its pages)', async () => {
    for (const file of [LOGIN_PRERENDER_FILE, FRAME_PRERENDER_FILE]) {
      const res = await get(`/${file}`);
      assert.equal(res.statusCode, 404, file);
      assert.ok(!res.body.includes('%%irt-') && !res.body.includes('Connexion</h1>'), file);
    }
  });

  test('a page of the portal opened directly gets index.html (the shell routes it)', async () => {
    for (const url of ['/formations/12?tab=Équipe', '/reinitialisation-mot-de-passe?token=abc&email=a%40b.fr', '/nimporte/quoi']) {
      const res = await get(encodeURI(url), html);
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.body, INDEX);
      assert.equal(res.headers['cache-control'], 'no-cache');
    }
  });

  test('a page opened with a valid session cookie carries its first answers, never stored', async () => {
    const token = await loginAs(t.app, 'stagiaire', { name: 'Zoé </script><b>Test' });
    const cookie = { cookie: `irt_token=${token}` };
    const [user, profile] = await Promise.all([
      callApi(t.app, 'GET /user', { token }).then((r) => r.json()),
      callApi(t.app, 'GET /profile', { token }).then((r) => r.json()),
    ]);
    for (const url of ['/', '/formations/12']) {
      const res = await get(url, { ...html, ...cookie });
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers['cache-control'], 'no-store', url);
      // On the dashboard, the role's frame drawn ahead (see the test below), left out here.
      const drawing = FRAME_DRAWING.exec(res.body);
      assert.equal(drawing !== null, url === '/', url);
      const page = drawing ? res.body.replace(drawing[0], '').replace(FRAME_STYLE, '') : res.body;
      const block = new RegExp(`<script type="application/json" id="${FIRST_WAVE_ELEMENT_ID}">(.*?)</script>((?:<link [^>]*>)*)</head>`).exec(page);
      assert.ok(block, `the data block before </head> (${url})`);
      // The name's '</script>' is escaped: the block ends where the server ended it.
      assert.doesNotMatch(block[1], /</);
      const wave = JSON.parse(block[1]) as FirstWave;
      assert.deepEqual(wave.user, user);
      assert.deepEqual(wave.profile, profile);
      const exp = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).exp as number;
      assert.equal(wave.expires, exp * 1000);
      // The remotes' registry, which the page then does not ask for.
      assert.deepEqual(wave.remotes, REGISTRY);
      assert.equal(page.replace(block[0], '</head>'), INDEX);
      // The logged-in frame's chunks on every page; the dashboard's remote files and first answers on its page only.
      if (url === '/') {
        assert.equal(block[2], `${FRAME_LINKS}${TRAINEE_DASHBOARD_LINKS}`);
        assert.deepEqual(
          wave.reads?.map((read) => read.key),
          DASHBOARD_FIRST_WAVE.stagiaire.reads.map((read) => read.key),
        );
        for (const [i, read] of DASHBOARD_FIRST_WAVE.stagiaire.reads.entries()) {
          const answer = await t.app.inject({ url: `/api${read.path}`, headers: bearer(token) });
          assert.equal(answer.statusCode, 200, read.path);
          assert.deepEqual(wave.reads?.[i]?.data, answer.json(), read.path);
        }
      } else {
        assert.equal(block[2], FRAME_LINKS);
        assert.equal(wave.reads, undefined);
      }
    }
  });

  test("the dashboard comes with the role's frame drawn ahead, filled for the user (escaped); not on other pages, nor for a user without a profile", async () => {
    const trainee = await loginAs(t.app, 'stagiaire', { name: 'Zoé </script><b>Test' });
    const res = await get('/', { ...html, cookie: `irt_token=${trainee}` });
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.ok(res.body.includes(`${FRAME_STYLE}</head>`), 'the root hidden while the drawing shows');
    assert.equal(
      FRAME_DRAWING.exec(res.body)?.[1],
      '<header data-role="stagiaire"><span>Z</span><span>Zoé &lt;/script&gt;&lt;b&gt;Test</span><span>Stagiaire</span></header><main><h1>Bonjour Zoé !</h1></main>',
    );
    const admin = await loginAs(t.app, 'administrateur', { name: "Jean-Luc O'Brien $& $$ Cie" });
    assert.equal(
      FRAME_DRAWING.exec((await get('/', { ...html, cookie: `irt_token=${admin}` })).body)?.[1],
      '<header data-role="administrateur"><span>J</span><span>Jean-Luc O&#39;Brien $&amp; $$ Cie</span><span>Administrateur</span></header><main><h1>Tableau de bord</h1></main>',
    );
    // Another page, a role without a drawing, a user the guard sends to the profile form first: no drawing.
    const manager = await loginAs(t.app, 'gestionnaire');
    const withoutProfile = await loginAs(t.app, 'stagiaire', { withProfile: false });
    for (const [url, token] of [
      ['/formations/12', trainee],
      ['/', manager],
      ['/', withoutProfile],
    ] as const) {
      const body = (await get(url, { ...html, cookie: `irt_token=${token}` })).body;
      assert.ok(body.includes(FIRST_WAVE_ELEMENT_ID), `${url}: the session's page`);
      assert.ok(!body.includes(FRAME_PRERENDER_ELEMENT_ID), `${url}: no drawing`);
    }
  });

  test('a staff dashboard opened with a session carries the first page of each of its panels, as its routes answer them', async () => {
    const token = await loginAs(t.app, 'administrateur');
    const res = await get('/', { ...html, cookie: `irt_token=${token}` });
    const block = new RegExp(`<script type="application/json" id="${FIRST_WAVE_ELEMENT_ID}">(.*?)</script>`).exec(res.body);
    assert.ok(block);
    const wave = JSON.parse(block[1]) as FirstWave;
    const reads = DASHBOARD_FIRST_WAVE.administrateur.reads;
    assert.equal(wave.reads?.length, reads.length);
    for (const [i, read] of reads.entries()) {
      const answer = await t.app.inject({ url: `/api${read.path}`, headers: bearer(token) });
      assert.equal(answer.statusCode, 200, read.path);
      assert.deepEqual(wave.reads?.[i], { key: read.key, data: answer.json() }, read.path);
    }
  });

  test('without a valid session the page is the plain file: no cookie, a refused token, a revoked session', async () => {
    const token = await loginAs(t.app, 'gestionnaire');
    const revoked = await loginAs(t.app, 'gestionnaire');
    assert.equal((await callApi(t.app, 'POST /logout', { token: revoked })).statusCode, 200);
    for (const cookie of [undefined, 'irt_token=pas.un.jeton', `irt_token=${revoked}`, `autre=${token}`]) {
      const res = await get('/', cookie ? { ...html, cookie } : html);
      assert.equal(res.statusCode, 200);
      assert.equal(res.body, INDEX, String(cookie));
      assert.equal(res.headers['cache-control'], 'no-cache');
    }
    // A bearer header is not a browser's session: no first wave either.
    assert.equal((await get('/', { ...html, ...bearer(token) })).body, INDEX);
  });

  test('the login page comes drawn, the same for every visitor without a session; not with parameters it shows', async () => {
    assert.equal(withDrawing(INDEX, LOGIN_PRERENDER_ELEMENT_ID, DRAWN_LOGIN), INDEX_WITH_LOGIN);
    // No root to put it before: the page as it is.
    assert.equal(withDrawing('<html><head></head><body></body></html>', LOGIN_PRERENDER_ELEMENT_ID, DRAWN_LOGIN), '<html><head></head><body></body></html>');
    const revoked = await loginAs(t.app, 'stagiaire');
    assert.equal((await callApi(t.app, 'POST /logout', { token: revoked })).statusCode, 200);
    for (const [url, cookie] of [
      ['/authentification', undefined],
      ['/authentification?redirect=%2Fformations%2F3', undefined],
      ['/authentification', `irt_token=${revoked}`],
    ] as const) {
      const res = await get(url, cookie ? { ...html, cookie } : html);
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.body, INDEX_WITH_LOGIN, url);
      assert.equal(res.headers['cache-control'], 'no-cache', url);
    }
    // The identifier filled in, the sign-up dialog open, another page: not what was drawn.
    for (const url of ['/authentification?email=a%40b.fr', '/authentification?inscription=1', '/reinitialisation', '/']) {
      assert.equal((await get(url, html)).body, INDEX, url);
    }
    // With a session, the page of the session (the shell then leaves the login page for the dashboard).
    const token = await loginAs(t.app, 'stagiaire');
    const withSession = await get('/authentification', { ...html, cookie: `irt_token=${token}` });
    assert.equal(withSession.headers['cache-control'], 'no-store');
    assert.ok(!withSession.body.includes(LOGIN_PRERENDER_ELEMENT_ID));
    assert.ok(withSession.body.includes(FIRST_WAVE_ELEMENT_ID));
  });

  test('no fallback for API calls, remote files, non-HTML requests or other methods', async () => {
    const api = await get('/api/nexiste-pas', html);
    assert.equal(api.statusCode, 404);
    assert.deepEqual(api.json(), { message: 'Ressource introuvable.' });
    assert.equal((await get('/remotes/mf-trainee/absent.js', html)).statusCode, 404);
    assert.equal((await get('/absent.js', { accept: '*/*' })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'POST', url: '/formations', headers: html })).statusCode, 404);
  });

  test('remotes.json is served beside the shell, revalidated on every load', async () => {
    const res = await get('/remotes.json');
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().mf_trainee, '/remotes/mf-trainee/mf-manifest.json');
    assert.equal(res.headers['cache-control'], 'no-cache');
  });

  test('hashed chunks are immutable for a year and served precompressed (brotli) when accepted', async () => {
    const br = await get('/712.3f9a8c1d2b4e.js', { 'accept-encoding': 'br, gzip' });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), CHUNK);

    const plain = await get('/712.3f9a8c1d2b4e.js', { 'accept-encoding': 'identity' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, CHUNK);
  });
});

describe('remotes', () => {
  test('each remote is served under /remotes/<folder>/: the manifest revalidated, the entry fresh for 30 s', async () => {
    const entry = await get('/remotes/mf-trainee/remoteEntry.js');
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.body, 'var mf_trainee;');
    assert.equal(entry.headers['cache-control'], 'public, max-age=30');
    const manifest = await get('/remotes/mf-trainee/mf-manifest.json');
    assert.equal(manifest.json().name, 'mf_trainee');
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    const chunk = await get('/remotes/mf-trainee/__federation_expose_Dashboard.a1b2c3d4e5f6.js');
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  test('a remote that is not built answers 404', async () => {
    const res = await get('/remotes/mf-finance/remoteEntry.js');
    assert.equal(res.statusCode, 404);
  });

  test('no path escapes the served folders', async () => {
    for (const url of ['/remotes/mf-trainee/../../shell/dist/index.html', '/..%2f..%2fetc%2fpasswd', '/remotes/mf-trainee/%2e%2e/%2e%2e/package.json']) {
      const res = await get(url);
      assert.notEqual(res.statusCode, 200, url);
    }
  });
});
