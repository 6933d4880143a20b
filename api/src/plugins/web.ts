/**
 * Serves the built portal from the API's origin:
 * - WEB_ROOT/shell/dist at `/` (the shell, remotes.json), with the SPA fallback to index.html for
 *   page navigations (see `isSpaNavigation`, used by the app's not-found handler);
 * - each remote's dist at `/remotes/<folder>/`.
 * Precompressed .br/.gz files are preferred when present. Cache policy: `no-cache` for the entry
 * points (index.html, remotes.json, remoteEntry.js, manifests), one year `immutable` for files whose
 * name carries a content hash, `no-cache` (revalidate by ETag) for anything else.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const REMOTE_FOLDERS = ['mf-trainee', 'mf-trainings', 'mf-people', 'mf-finance', 'mf-admin'] as const;

const ENTRY_FILES = new Set(['index.html', 'remotes.json', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);
/** A run of 8+ hex characters between separators: webpack's [contenthash] / [chunkhash]. */
const HASHED_NAME = /[.-][0-9a-f]{8,}[.-]/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
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

/** The page's HTML with the data of a session's first wave added (modules/auth/first-wave.ts). */
export type FirstWavePage = (request: FastifyRequest, html: string) => Promise<string | null>;

/** The shell's index.html, read once per build (its modification time tells a new one). */
const indexCache = new Map<string, { mtimeMs: number; html: string }>();
function readIndex(file: string): string {
  const { mtimeMs } = statSync(file);
  const cached = indexCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.html;
  const html = readFileSync(file, 'utf8');
  indexCache.set(file, { mtimeMs, html });
  return html;
}

/**
 * Sends the shell's index.html (the page of `/` and the SPA fallback); false when the shell is not built.
 * With `firstWave`, a browser holding a valid session gets the page with its first answers in it: that
 * page is the user's own, never stored (`no-store`); any other gets the plain file (`no-cache`).
 */
export async function sendShellIndex(webRoot: string, request: FastifyRequest, reply: FastifyReply, firstWave?: FirstWavePage): Promise<boolean> {
  const file = path.join(shellDist(webRoot), 'index.html');
  if (!existsSync(file)) return false;
  const page = firstWave && request.method === 'GET' ? await firstWave(request, readIndex(file)) : null;
  reply.code(200).type('text/html; charset=utf-8');
  if (page !== null) reply.header('cache-control', 'no-store').send(page);
  else reply.header('cache-control', 'no-cache').send(createReadStream(file));
  return true;
}

/** Registered encapsulated: its routes are marked public here, not in each static registration. */
export default async function webPlugin(app: FastifyInstance, opts: { webRoot: string; firstWave?: FirstWavePage }) {
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
  });
  app.get('/', async (request, reply) => {
    if (await sendShellIndex(opts.webRoot, request, reply, opts.firstWave)) return reply;
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
