/**
 * Serves the built portal from the API's origin:
 * - WEB_ROOT/shell/dist at `/` (the shell, remotes.json), with the SPA fallback to index.html for
 *   page navigations (see `isSpaNavigation`, used by the app's not-found handler);
 * - each remote's dist at `/remotes/<folder>/`.
 * Precompressed .br/.gz files are preferred when present. Cache policy: `no-cache` for the entry
 * points (index.html, remotes.json, manifests), 30 seconds for a remote's remoteEntry.js, one year
 * `immutable` for files whose name carries a content hash, `no-cache` (revalidate by ETag) for anything else.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FirstWave, RoleSlug } from '../contract';
import {
  DASHBOARD_FIRST_WAVE,
  dashboardHeading,
  FIRST_WAVE_ELEMENT_ID,
  FRAME_PRERENDER_ELEMENT_ID,
  FRAME_PRERENDER_FILE,
  FRAME_PRERENDER_SLOTS,
  LOGIN_PAGE_PATH,
  LOGIN_PAGE_SHOWN_PARAMS,
  LOGIN_PRERENDER_ELEMENT_ID,
  LOGIN_PRERENDER_FILE,
  userInitial,
} from '../contract/constants';
import { escapeHtml } from '../lib/html';
import type { DashboardDrawer } from '../lib/dashboard-drawer';

/** Files of the shell's build the server reads itself and does not serve. */
const SERVER_ONLY_FILES = new Set<string>([LOGIN_PRERENDER_FILE, FRAME_PRERENDER_FILE]);

export const REMOTE_FOLDERS = ['mf-trainee', 'mf-trainings', 'mf-people', 'mf-finance', 'mf-admin'] as const;

const ENTRY_FILES = new Set(['index.html', 'remotes.json', 'first-wave.json', 'mf-manifest.json', 'mf-stats.json']);
/** A run of 8+ hex characters between separators: webpack's [contenthash] / [chunkhash]. */
const HASHED_NAME = /[.-][0-9a-f]{8,}[.-]/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * A remote's entry: fresh for 30 seconds. The page of a logged-in user prefetches its dashboard's entry,
 * and the runtime asks for it a moment later: with `no-cache` that second request waited for a
 * revalidation round trip. Its name carries no hash (the federation names it), so it is not kept longer:
 * half a minute after a new build at most, a browser still uses the entry of the build before.
 */
const REMOTE_ENTRY = 'remoteEntry.js';
const REMOTE_ENTRY_CACHE = 'public, max-age=30';

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (name === REMOTE_ENTRY) return REMOTE_ENTRY_CACHE;
  if (ENTRY_FILES.has(name)) return 'no-cache';
  return HASHED_NAME.test(name) ? IMMUTABLE : 'no-cache';
}

export function shellDist(webRoot: string): string {
  return path.join(webRoot, 'shell', 'dist');
}

/** A browser navigation to a page of the portal (not an API call, not a remote's file). */
export function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url;
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/remotes/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * The first wave of the session of the browser asking (modules/auth/first-wave.ts), null without a valid
 * session; `dashboard`: the page asked is the dashboard's, whose first reads it answers too.
 */
export type FirstWavePage = (request: FastifyRequest, options: { dashboard: boolean }) => Promise<FirstWave | null>;

/**
 * What a logged-in page's HTML preloads beyond the plain page's: the logged-in frame's chunks (the shell's
 * first-wave.json, written by the build), and for each role the files of its dashboard's remote: its
 * manifest (fetched by the federation runtime; preloaded), its entry, the exposed module's own chunks, as
 * the remote's mf-manifest.json names them, and the shared modules that module needs (`sharedFiles`).
 * Also the remotes' registry (remotes.json), which the page then reads from its first wave.
 */
interface Preloads {
  frame: string;
  dashboard: Map<RoleSlug, string>;
  registry: Record<string, string> | null;
}

/** The shell's first-wave.json: the frame's files, and the files of each share key the shell provides. */
interface ShellFirstWave {
  frame?: string[];
  provides?: Record<string, string[]>;
}

/** A remote's first-wave.json: each exposed module's files and share keys, each consumed key's fallback. */
interface RemoteFirstWave {
  exposes?: Record<string, { files: string[]; consumes: string[] }>;
  fallbacks?: Record<string, { files: string[]; consumes: string[] }>;
}

const scriptPreload = (href: string) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`;
const scriptPrefetch = (href: string) => `<link rel="prefetch" as="script" href="${escapeHtml(href)}">`;

function readJson(file: string): unknown {
  const text = readText(file);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The shared modules an exposed module loads before it renders, as the federation runtime resolves them:
 * a key the shell provides comes from the shell's copy (the shell registers its modules first, and the
 * share scope keeps the copy registered first), any other from the remote's own fallback, whose code may
 * consume further keys. Returns the shell's files and the remote's files (relative to the remote's folder).
 */
export function sharedFiles(shell: ShellFirstWave, remote: RemoteFirstWave, expose: string): { shell: string[]; remote: string[] } {
  const fromShell = new Set<string>();
  const fromRemote = new Set<string>();
  const seen = new Set<string>();
  const queue = [...(remote.exposes?.[expose]?.consumes ?? [])];
  while (queue.length > 0) {
    const key = queue.shift() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    const provided = shell.provides?.[key];
    if (provided) {
      for (const file of provided) fromShell.add(file);
      continue;
    }
    const fallback = remote.fallbacks?.[key];
    if (!fallback) continue;
    for (const file of fallback.files) fromRemote.add(file);
    queue.push(...fallback.consumes);
  }
  return { shell: [...fromShell], remote: [...fromRemote] };
}

/** The remote's manifest, entry, exposed module's files and shared modules, as links; empty when the remote is not built. */
function remotePreloads(webRoot: string, shell: ShellFirstWave, folder: string, expose: string): string {
  const base = `/remotes/${folder}/`;
  const manifest = readJson(path.join(webRoot, folder, 'dist', 'mf-manifest.json')) as {
    metaData?: { remoteEntry?: { name?: string; path?: string } };
    exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[];
  } | null;
  if (!manifest) return '';
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = entry?.name ? `${entry.path ? `${entry.path}/` : ''}${entry.name}` : null;
  const own = manifest.exposes?.find((candidate) => candidate.name === expose)?.assets?.js?.sync ?? [];
  // The manifest is read by the runtime with fetch() (same origin, credentials same-origin): `crossorigin`
  // makes this preload the one that fetch finds.
  const links = [`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(`${base}mf-manifest.json`)}">`];
  // The entry and the module's chunks are prefetched, not preloaded: a preload that failed (the remote
  // down) stays in the page's preload cache and would answer the runtime's retry with the same failure
  // ('Réessayer' would never work), while a failed prefetch leaves nothing behind. The manifest's preload
  // is consumed by the runtime's first fetch, success or failure, so a retry asks again.
  if (entryFile) links.push(scriptPrefetch(`${base}${entryFile}`));
  for (const file of own) links.push(scriptPrefetch(`${base}${file}`));
  // The shared modules it needs: the shell's copies (preloaded, as the frame's), the remote's own fallbacks
  // (prefetched, as its chunks). Files the frame already preloads are not repeated.
  const remote = readJson(path.join(webRoot, folder, 'dist', 'first-wave.json')) as RemoteFirstWave | null;
  if (remote) {
    const frame = new Set(shell.frame ?? []);
    const shared = sharedFiles(shell, remote, expose);
    for (const file of shared.shell) if (!frame.has(file)) links.push(scriptPreload(file));
    for (const file of shared.remote) if (!own.includes(file)) links.push(scriptPrefetch(`${base}${file}`));
  }
  return links.join('');
}

function computePreloads(webRoot: string): Preloads {
  const shell = (readJson(path.join(shellDist(webRoot), 'first-wave.json')) as ShellFirstWave | null) ?? {};
  const frame = (shell.frame ?? []).map(scriptPreload).join('');
  const dashboard = new Map<RoleSlug, string>();
  for (const [role, page] of Object.entries(DASHBOARD_FIRST_WAVE) as [RoleSlug, (typeof DASHBOARD_FIRST_WAVE)[RoleSlug]][]) {
    dashboard.set(role, remotePreloads(webRoot, shell, page.remote, page.expose));
  }
  const registry = readJson(path.join(shellDist(webRoot), 'remotes.json'));
  return { frame, dashboard, registry: registry && typeof registry === 'object' ? (registry as Record<string, string>) : null };
}

interface ShellBuild {
  mtimeMs: number;
  html: string;
  preloads: Preloads;
  /** index.html with the login page drawn in it, null when the build has no drawing (development). */
  loginPage: string | null;
  /** Each role's frame around its dashboard's heading, drawn at build time with slots for the user; null without them (development). */
  frames: Partial<Record<RoleSlug, string>> | null;
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** The shell's index.html and what the server adds to it, read once per build (index.html's modification time tells a new one). */
const buildCache = new Map<string, ShellBuild>();
function readBuild(webRoot: string, file: string): ShellBuild {
  const { mtimeMs } = statSync(file);
  const cached = buildCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached;
  const html = readFileSync(file, 'utf8');
  const drawn = readText(path.join(shellDist(webRoot), LOGIN_PRERENDER_FILE));
  const frames = readJson(path.join(shellDist(webRoot), FRAME_PRERENDER_FILE));
  const build: ShellBuild = {
    mtimeMs,
    html,
    preloads: computePreloads(webRoot),
    loginPage: drawn === null ? null : withDrawing(html, LOGIN_PRERENDER_ELEMENT_ID, drawn),
    frames: frames !== null && typeof frames === 'object' ? (frames as Partial<Record<RoleSlug, string>>) : null,
  };
  buildCache.set(file, build);
  return build;
}

/**
 * `html` with a page drawn at build time (`drawn`, in an element of id `elementId`) before the page's root,
 * shown until the page's code replaces it: the root stays hidden meanwhile (the shell's loading screen
 * would show under the drawing). `inert`: a drawing only to be seen (no focus, no click, nothing read out
 * until the page itself shows; `aria-hidden` too, for the tools that do not read `inert`). Unchanged when
 * the page has no root to put it before.
 */
export function withDrawing(html: string, elementId: string, drawn: string, { inert = false } = {}): string {
  const root = html.indexOf('<div id="root">');
  const head = html.indexOf('</head>');
  if (root === -1 || head === -1) return html;
  const style = `<style>#${elementId}~#root{display:none}</style>`;
  return `${html.slice(0, head)}${style}${html.slice(head, root)}<div id="${elementId}"${inert ? ' inert aria-hidden="true"' : ''}>${drawn}</div>${html.slice(root)}`;
}

/**
 * The role's frame drawn at build time, its slots filled for `user` (HTML-escaped): the name and its
 * initial in the top bar, the role's name, the dashboard's heading. Null without a drawing for the role.
 */
export function fillDrawnFrame(frames: ShellBuild['frames'], user: FirstWave['user']): string | null {
  const drawn = frames?.[user.role.slug];
  if (typeof drawn !== 'string') return null;
  const name = user.name || user.username;
  const values: Record<keyof typeof FRAME_PRERENDER_SLOTS, string> = {
    userName: name,
    initial: userInitial(name),
    roleName: user.role.name,
    heading: dashboardHeading(user.role.slug, user),
  };
  let filled = drawn;
  for (const [key, slot] of Object.entries(FRAME_PRERENDER_SLOTS) as [keyof typeof FRAME_PRERENDER_SLOTS, string][]) {
    const value = escapeHtml(values[key]);
    // A function, not a string: a '$' in a name is not a replacement pattern.
    filled = filled.replaceAll(slot, () => value);
  }
  return filled;
}

/** The login page as it first shows without parameters (see LOGIN_PAGE_SHOWN_PARAMS): the one drawn at build time. */
function isPlainLoginPage(request: FastifyRequest): boolean {
  const url = new URL(request.url, 'http://portal');
  return url.pathname === LOGIN_PAGE_PATH && !LOGIN_PAGE_SHOWN_PARAMS.some((name) => url.searchParams.has(name));
}

/**
 * `html` with the first wave: its data block, then the preloads of the logged-in frame and, on the
 * dashboard's page, of the role's dashboard, before `</head>`. The JSON's `<`, `>` and `&` are escaped, so
 * no value can end the block; the block is data (type application/json), which the page's content security
 * policy does not run.
 */
export function withFirstWave(html: string, wave: FirstWave, preloads = ''): string {
  const json = JSON.stringify(wave).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const block = `<script type="application/json" id="${FIRST_WAVE_ELEMENT_ID}">${json}</script>${preloads}`;
  const at = html.indexOf('</head>');
  return at === -1 ? `${block}${html}` : `${html.slice(0, at)}${block}${html.slice(at)}`;
}

/** The dashboard's page: `/` itself (a panel's page in the query does not change which reads come first). */
function isDashboardPage(request: FastifyRequest): boolean {
  return request.url === '/' || request.url.startsWith('/?');
}

/**
 * Sends the shell's index.html (the page of `/` and the SPA fallback); false when the shell is not built.
 * With `firstWave`, a browser holding a valid session gets the page with its first answers in it: that
 * page is the user's own, never stored (`no-store`); any other gets the plain file (`no-cache`), or on
 * the login page, that file with the page drawn at build time in it (`withDrawing`); on the dashboard,
 * the session's page with the user's dashboard drawn in it by `drawer` (its lists filled with the first
 * wave's answers), or when not drawn in time, the role's frame drawn at build time, filled for the user
 * (`fillDrawnFrame`).
 */
export async function sendShellIndex(
  webRoot: string,
  request: FastifyRequest,
  reply: FastifyReply,
  firstWave?: FirstWavePage,
  drawer?: DashboardDrawer,
): Promise<boolean> {
  const file = path.join(shellDist(webRoot), 'index.html');
  if (!existsSync(file)) return false;
  let page: string | null = null;
  if (firstWave && request.method === 'GET') {
    const dashboard = isDashboardPage(request);
    const wave = await firstWave(request, { dashboard });
    if (wave) {
      const { html, preloads, frames } = readBuild(webRoot, file);
      const role = wave.user.role.slug;
      const withRegistry = preloads.registry ? { ...wave, remotes: preloads.registry } : wave;
      page = withFirstWave(html, withRegistry, `${preloads.frame}${dashboard && wave.reads ? (preloads.dashboard.get(role) ?? '') : ''}`);
      // The dashboard (for a user it shows: one with a profile) comes drawn: with its lists when the
      // drawer draws it in time, else the frame and its heading drawn at build time.
      const drawn = dashboard && wave.reads ? ((await drawer?.draw(wave)) ?? fillDrawnFrame(frames, wave.user)) : null;
      // Only to be seen: its links and buttons need the page's code (the accessibility statement's link
      // passes the page it was opened from, the menus open dialogs).
      if (drawn !== null) page = withDrawing(page, FRAME_PRERENDER_ELEMENT_ID, drawn, { inert: true });
    }
  }
  reply.code(200).type('text/html; charset=utf-8');
  if (page !== null) {
    reply.header('cache-control', 'no-store').send(page);
    return true;
  }
  // Without a session, the login page comes drawn: the same HTML for every visitor.
  const loginPage = isPlainLoginPage(request) ? readBuild(webRoot, file).loginPage : null;
  reply.header('cache-control', 'no-cache').send(loginPage ?? createReadStream(file));
  return true;
}

/** Registered encapsulated: its routes are marked public here, not in each static registration. */
export default async function webPlugin(app: FastifyInstance, opts: { webRoot: string; firstWave?: FirstWavePage; drawer?: DashboardDrawer }) {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), roles: 'public' };
  });
  const common = {
    preCompressed: true,
    cacheControl: false, // set by setHeaders below
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
    dotfiles: 'ignore' as const,
  };
  await app.register(fastifyStatic, {
    ...common,
    root: shellDist(opts.webRoot),
    prefix: '/',
    // The page of `/` is sent by the route below, with the session's first wave when there is one.
    index: false,
    wildcard: true,
    // The pages drawn at build time are read by the server into the HTML it sends, not fetched.
    allowedPath: (pathName: string) => !SERVER_ONLY_FILES.has(path.posix.basename(pathName)),
  });
  app.get('/', async (request, reply) => {
    if (await sendShellIndex(opts.webRoot, request, reply, opts.firstWave, opts.drawer)) return reply;
    return reply.code(404).send();
  });
  for (const folder of REMOTE_FOLDERS) {
    await app.register(fastifyStatic, {
      ...common,
      root: path.join(opts.webRoot, folder, 'dist'),
      prefix: `/remotes/${folder}/`,
      index: false,
      decorateReply: false,
    });
  }
}
