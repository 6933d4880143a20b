/**
 * The first wave of a page opened with a session: when the server sends the shell's HTML to a browser
 * whose session cookie it accepts, it knows the user already. The HTML then carries, in a JSON data
 * block, what the shell would ask for next (GET /api/user and GET /api/profile, for the session's expiry),
 * so the logged-in frame renders without a round trip before it. A missing, refused or revoked cookie
 * gets the plain page: the shell asks as before and the guard sends to the login page.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FirstWave } from '../../contract/auth';
import { FIRST_WAVE_ELEMENT_ID } from '../../contract/constants/page';
import { lookupSession } from '../../lib/auth-sessions';
import { readCookie, TOKEN_COOKIE } from '../../plugins/auth';
import { buildOwnProfile, buildUser } from './service';

/** The session's first answers for the browser sending `request`, or null without a valid session cookie. */
export async function firstWaveOf(app: FastifyInstance, request: FastifyRequest): Promise<FirstWave | null> {
  const token = readCookie(request.headers.cookie, TOKEN_COOKIE);
  if (!token) return null;
  const claims = app.tokens.verify(token);
  if (!claims) return null;
  const session = await lookupSession(app.db, claims.sessionId, claims.userId);
  if (session.status !== 'ok') return null;
  const userId = session.auth.userId;
  const [user, profile] = await Promise.all([buildUser(app.db, userId), buildOwnProfile(app.db, userId)]);
  return { expires: claims.exp * 1000, user, profile };
}

/**
 * `html` with the first wave's data block before `</head>`. The JSON's `<`, `>` and `&` are escaped, so
 * no value can end the block; the block is data (type application/json), which the page's content
 * security policy does not run.
 */
export function withFirstWave(html: string, wave: FirstWave): string {
  const json = JSON.stringify(wave).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const block = `<script type="application/json" id="${FIRST_WAVE_ELEMENT_ID}">${json}</script>`;
  const at = html.indexOf('</head>');
  return at === -1 ? `${block}${html}` : `${html.slice(0, at)}${block}${html.slice(at)}`;
}
