/**
 * The first wave of a page opened with a session: when the server sends the shell's HTML to a browser
 * whose session cookie it accepts, it knows the user and the role already. The HTML then carries, in a
 * JSON data block, what the shell would ask for next (GET /api/user and GET /api/profile, for the
 * session's expiry) and, on the dashboard's page, the answers of the dashboard's first reads
 * (`DASHBOARD_FIRST_WAVE`), so the logged-in frame and the dashboard render without a round trip before
 * them. A missing, refused or revoked cookie gets the plain page: the shell asks as before and the guard
 * sends to the login page.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FirstWave, FirstWaveAnswer } from '../../contract/auth';
import { DASHBOARD_FIRST_WAVE } from '../../contract/constants/page';
import { lookupSession } from '../../lib/auth-sessions';
import { readCookie, TOKEN_COOKIE } from '../../plugins/auth';
import { buildOwnProfile, buildUser } from './service';

/**
 * The dashboard's reads, answered by the API's own routes (an in-process request each, with the session's
 * token): the same handlers, authorisations and answers as when the page asks. A read answered otherwise
 * than 200 is left out; the page then asks for it itself.
 */
async function dashboardReads(app: FastifyInstance, token: string, role: keyof typeof DASHBOARD_FIRST_WAVE): Promise<FirstWaveAnswer[]> {
  const answers = await Promise.all(
    DASHBOARD_FIRST_WAVE[role].reads.map(async ({ key, path }) => {
      const res = await app.inject({ method: 'GET', url: `/api${path}`, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
      return res.statusCode === 200 ? { key, data: res.json() as unknown } : null;
    }),
  );
  return answers.filter((answer): answer is FirstWaveAnswer => answer !== null);
}

/**
 * The session's first answers for the browser sending `request`, or null without a valid session cookie.
 * With `dashboard`, the page is the dashboard's: its first reads are answered too.
 */
export async function firstWaveOf(app: FastifyInstance, request: FastifyRequest, { dashboard = false } = {}): Promise<FirstWave | null> {
  const token = readCookie(request.headers.cookie, TOKEN_COOKIE);
  if (!token) return null;
  const claims = app.tokens.verify(token);
  if (!claims) return null;
  const session = await lookupSession(app.db, claims.sessionId, claims.userId);
  if (session.status !== 'ok') return null;
  const userId = session.auth.userId;
  const [user, profile] = await Promise.all([buildUser(app.db, userId), buildOwnProfile(app.db, userId)]);
  const wave: FirstWave = { expires: claims.exp * 1000, user, profile };
  // A user who must still complete a profile is sent to that page first, not to the dashboard.
  if (dashboard && profile !== null) wave.reads = await dashboardReads(app, token, user.role.slug);
  return wave;
}
