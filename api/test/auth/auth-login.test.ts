/** Login, session token guard, current user and profile, logout, terms. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { profileUnions, profiles, rateLimits, registrations, sessions, trainings, unions, users } from '../../src/db/schema';
import { LOGIN_FAILURE_LIMITS } from '../../src/plugins/security';
import { createUser, deactivateUser, DEFAULT_PASSWORD, login, loginAsUser, tokenFor } from '../factories';
import { bearer, createTestApp, type TestApp } from '../helpers';

let t: TestApp;

before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

describe('POST /api/login', () => {
  test('answers a signed token and the user, with the role from the reference list', async () => {
    const user = await createUser(t.db, { role: 'gestionnaire', withProfile: true, email: 'Marie.Curie@Test.irt.fr' });
    const res = await login(t.app, '  marie.curie@test.irt.fr ', user.password);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(typeof body.token, 'string');
    const claims = decodeJwt(body.token);
    assert.equal(claims.sub, String(user.id));
    assert.ok(typeof claims.exp === 'number');
    // 8 hours by default
    assert.ok(Math.abs(claims.exp - Date.now() / 1000 - 8 * 3600) < 60);
    assert.deepEqual(body.user.role, { id: 2, name: 'Gestionnaire', slug: 'gestionnaire' });
    assert.equal(body.user.email, 'marie.curie@test.irt.fr');
    assert.equal(body.user.username, user.name);
    assert.equal(body.user.accepted_terms, 1);
  });

  test('refuses a wrong password and an unknown email with the same French message', async () => {
    const user = await createUser(t.db, { role: 'stagiaire' });
    const wrong = await login(t.app, user.email, 'pas-le-bon-mot-de-passe');
    const unknown = await login(t.app, 'personne@test.irt.fr', DEFAULT_PASSWORD);
    assert.equal(wrong.statusCode, 401);
    assert.equal(unknown.statusCode, 401);
    assert.deepEqual(wrong.json(), { message: 'Identifiant ou mot de passe incorrect.' });
    assert.deepEqual(unknown.json(), wrong.json());
  });

  test('requires both fields (400, French messages per field)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@b.fr' } });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      message: 'Les données envoyées ne sont pas valides.',
      errors: { password: ['Ce champ est obligatoire.'] },
    });
    const empty = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: '', password: 'x' } });
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json().errors, { email: ['Ce champ est obligatoire.'] });
  });

  test('refuses a deactivated account (403) and a closed profile', async () => {
    const inactive = await createUser(t.db, { role: 'intervenant', isActive: false });
    const res = await login(t.app, inactive.email, inactive.password);
    assert.equal(res.statusCode, 403);
    assert.deepEqual(res.json(), { message: 'Votre compte a été désactivé.' });

    const closed = await createUser(t.db, { role: 'stagiaire', withProfile: { is_active: false } });
    const res2 = await login(t.app, closed.email, closed.password);
    assert.equal(res2.statusCode, 403);
  });

  test('a deactivated account cannot go on with a token it already had', async () => {
    const { token, user } = await loginAsUser(t.app, 'intervenant');
    assert.equal((await t.app.inject({ url: '/api/user', headers: bearer(token) })).statusCode, 200);
    await deactivateUser(t.db, user.id);
    const res = await t.app.inject({ url: '/api/user', headers: bearer(token) });
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), { message: 'Votre compte a été désactivé.' });
  });

  test('every attempt counts per address and email: the 11th within 10 minutes answers 429 in French', async () => {
    const user = await createUser(t.db, { role: 'stagiaire' });
    for (let i = 0; i < 10; i += 1) assert.equal((await login(t.app, user.email, user.password)).statusCode, 200);
    const blocked = await login(t.app, user.email, user.password);
    assert.equal(blocked.statusCode, 429);
    assert.match(blocked.error().message, /^Trop de tentatives\. Veuillez réessayer dans \d+ minutes?\.$/);
    assert.ok(blocked.headers['retry-after']);
    // Another account from the same address is not locked out.
    const other = await createUser(t.db, { role: 'stagiaire' });
    assert.equal((await login(t.app, other.email, other.password)).statusCode, 200);
  });
});

describe('login limits a stranger cannot turn against the owner', () => {
  const attempt = (email: string, password: string, remoteAddress: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress, headers: cookie ? { cookie } : {} });

  /** The device cookie a successful login sets, as the browser sends it back. */
  function deviceCookieOf(res: { headers: Record<string, unknown> }): string {
    const header = String(res.headers['set-cookie'] ?? '');
    const match = /^irt_device=([^;]+)/.exec(header);
    assert.ok(match, `no device cookie in: ${header}`);
    return `irt_device=${match[1]}`;
  }

  /** Moves the failures of a counter back in time, as if `ms` had passed. */
  async function rewind(key: string, ms: number): Promise<void> {
    await t.db
      .update(rateLimits)
      .set({ reset_at: sql`${rateLimits.reset_at} - make_interval(secs => ${ms / 1000})` })
      .where(eq(rateLimits.key, key));
  }

  const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

  test('a successful login gives the browser a signed device cookie: HttpOnly, SameSite=Strict, for the login call only', async () => {
    const user = await createUser(t.db, { role: 'stagiaire' });
    const res = await attempt(user.email, user.password, '10.8.0.1');
    assert.equal(res.statusCode, 200);
    const header = String(res.headers['set-cookie']);
    assert.match(header, new RegExp(`^irt_device=${user.id}\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}; `));
    assert.match(header, /; Path=\/api\/login(;|$)/);
    assert.match(header, /; HttpOnly(;|$)/);
    assert.match(header, /; SameSite=Strict(;|$)/);
    // The test portal is served over http: a Secure cookie would not come back.
    assert.doesNotMatch(header, /Secure/);
    // A failed login gives none.
    assert.equal((await attempt(user.email, 'mauvais', '10.8.0.1')).headers['set-cookie'], undefined);
  });

  test("a stranger's failures from several addresses do not lock the owner out of a browser they logged in with before", async () => {
    const owner = await createUser(t.db, { role: 'stagiaire', withProfile: true });
    let device = deviceCookieOf(await attempt(owner.email, owner.password, '10.8.1.1'));
    // Nine wrong passwords from one address and one from a second.
    for (let i = 0; i < 9; i += 1) assert.ok([401, 429].includes((await attempt(owner.email, 'mauvais', '10.8.2.1')).statusCode));
    assert.ok([401, 429].includes((await attempt(owner.email, 'mauvais', '10.8.2.2')).statusCode));

    // An unknown browser waits, even with the right password…
    const unknown = await attempt(owner.email, owner.password, '10.8.3.1');
    assert.equal(unknown.statusCode, 429);
    assert.match(unknown.json().message, /^Trop de tentatives\. Veuillez réessayer dans \d+ minutes?\.$/);
    // …the owner's browser does not, again and again while the stranger goes on.
    for (let round = 0; round < 3; round += 1) {
      const res = await attempt(owner.email, owner.password, '10.8.3.1', `theme=dark; ${device}`);
      assert.equal(res.statusCode, 200, res.body);
      device = deviceCookieOf(res);
      for (let i = 0; i < 4; i += 1) assert.equal((await attempt(owner.email, 'mauvais', `10.8.4.${i}`)).statusCode, 429);
    }
  });

  test('a device cookie of another account, or with a forged signature, is an unknown browser', async () => {
    const owner = await createUser(t.db, { role: 'stagiaire' });
    const someone = await createUser(t.db, { role: 'stagiaire' });
    const ownerDevice = deviceCookieOf(await attempt(owner.email, owner.password, '10.8.5.1'));
    const otherDevice = deviceCookieOf(await attempt(someone.email, someone.password, '10.8.5.2'));
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.account.free; i += 1) assert.equal((await attempt(owner.email, 'mauvais', '10.8.5.3')).statusCode, 401);
    assert.equal((await attempt(owner.email, owner.password, '10.8.5.1', otherDevice)).statusCode, 429);
    const [, value] = ownerDevice.split('=');
    const [id, nonce, signature] = value.split('.');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    assert.equal((await attempt(owner.email, owner.password, '10.8.5.1', `irt_device=${id}.${nonce}.${flipped}`)).statusCode, 429);
    assert.equal((await attempt(owner.email, owner.password, '10.8.5.1', `irt_device=${someone.id}.${nonce}.${signature}`)).statusCode, 429);
    assert.equal((await attempt(owner.email, owner.password, '10.8.5.1', ownerDevice)).statusCode, 200);
  });

  test('failures from unknown browsers make the account wait longer and longer: 1, 2, 4 minutes… up to 15', async () => {
    const user = await createUser(t.db, { role: 'stagiaire' });
    const key = LOGIN_FAILURE_LIMITS.account.key(user.email);
    const address = (i: number) => `10.8.6.${i}`;
    for (let i = 0; i < 5; i += 1) assert.equal((await attempt(user.email, 'mauvais', address(i))).statusCode, 401);
    let expected = 60;
    for (let round = 0; round < 5; round += 1) {
      const blocked = await attempt(user.email, user.password, address(100 + round));
      assert.equal(blocked.statusCode, 429, `round ${round}`);
      assert.ok(retryAfter(blocked) > expected / 2 && retryAfter(blocked) <= expected, `waits ${retryAfter(blocked)} s, ${expected} s expected`);
      await rewind(key, expected * 1000);
      assert.equal((await attempt(user.email, 'mauvais', address(200 + round))).statusCode, 401);
      expected = Math.min(15 * 60, expected * 2);
    }
    // From the ninth failure on: 15 minutes, not more.
    assert.equal(expected, 15 * 60);
    const capped = await attempt(user.email, user.password, address(250));
    assert.ok(retryAfter(capped) > 14 * 60 && retryAfter(capped) <= 15 * 60, String(retryAfter(capped)));
    // Once the wait is over the owner logs in, even from a browser unknown to the account.
    await rewind(key, 15 * 60_000);
    assert.equal((await attempt(user.email, user.password, address(251))).statusCode, 200);
  });

  test('a known browser that fails too often is locked out on its own', async () => {
    const owner = await createUser(t.db, { role: 'stagiaire' });
    const device = deviceCookieOf(await attempt(owner.email, owner.password, '10.8.7.0'));
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.device.max; i += 1) {
      assert.equal((await attempt(owner.email, 'mauvais', '10.8.7.1', device)).statusCode, 401);
    }
    // Locked wherever it goes, with the right password too.
    const locked = await attempt(owner.email, owner.password, '10.8.7.2', device);
    assert.equal(locked.statusCode, 429);
    assert.ok(retryAfter(locked) > 14 * 60 && retryAfter(locked) <= 15 * 60);
    // Its failures were its own: the account is not held back for another browser.
    assert.equal((await attempt(owner.email, owner.password, '10.8.7.3')).statusCode, 200);
    assert.equal((await attempt(owner.email, owner.password, '10.8.7.4', device)).statusCode, 429);
  });

  test('the device cookie is Secure when the portal is served over https', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://portail.test' } });
    try {
      const user = await createUser(secure.db, { role: 'stagiaire' });
      const res = await login(secure.app, user.email, user.password);
      assert.equal(res.statusCode, 200);
      const device = (res.headers['set-cookie'] as string[]).find((line) => line.startsWith('irt_device='));
      assert.match(String(device), /; HttpOnly; SameSite=Strict; Secure$/);
    } finally {
      await secure.close();
    }
  });

  test('LOGIN_ADDRESS_FREE_FAILURES sets how many failures one address makes before it waits (20 by default)', async () => {
    assert.equal(t.config.loginAddressFreeFailures, LOGIN_FAILURE_LIMITS.address.free);
    assert.equal(LOGIN_FAILURE_LIMITS.address.free, 20);
    const strict = await createTestApp({ env: { LOGIN_ADDRESS_FREE_FAILURES: '2' } });
    try {
      const user = await createUser(strict.db, { role: 'stagiaire' });
      for (const email of ['inconnu-1@exemple.fr', 'inconnu-2@exemple.fr']) assert.equal((await login(strict.app, email, 'Mauvais-mot-2-passe')).statusCode, 401);
      assert.equal((await login(strict.app, user.email, user.password)).statusCode, 429);
    } finally {
      await strict.close();
    }
  });
});

describe('token guard', () => {
  test('GET /api/validate-token answers { valid: true } with a token, 401 without or with a bad one', async () => {
    const { token } = await loginAsUser(t.app, 'stagiaire');
    const ok = await t.app.inject({ url: '/api/validate-token', headers: bearer(token) });
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(ok.json(), { valid: true });

    const none = await t.app.inject({ url: '/api/validate-token' });
    assert.equal(none.statusCode, 401);
    assert.deepEqual(none.json(), { message: 'Non authentifié.' });

    const forged = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    assert.equal((await t.app.inject({ url: '/api/validate-token', headers: bearer(forged) })).statusCode, 401);
    assert.equal((await t.app.inject({ url: '/api/validate-token', headers: { authorization: 'Basic abc' } })).statusCode, 401);
  });

  test('an expired token or an expired session is refused', async () => {
    const user = await createUser(t.db, { role: 'stagiaire' });
    const token = await tokenFor(t.app, user);
    const { sid } = decodeJwt(token) as { sid: string };
    await t.db.update(sessions).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(sessions.id, sid));
    assert.equal((await t.app.inject({ url: '/api/user', headers: bearer(token) })).statusCode, 401);

    const pastToken = await t.app.tokens.sign(user.id, sid, new Date(Date.now() - 60_000));
    assert.equal((await t.app.inject({ url: '/api/user', headers: bearer(pastToken) })).statusCode, 401);
  });

  test('POST /api/logout revokes the token on the server', async () => {
    const { token } = await loginAsUser(t.app, 'administrateur');
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    assert.equal(out.statusCode, 200);
    assert.equal(typeof out.json().message, 'string');
    const after = await t.app.inject({ url: '/api/validate-token', headers: bearer(token) });
    assert.equal(after.statusCode, 401);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode, 401);
  });

});

describe('the session cookies', () => {
  /** The Set-Cookie lines of an answer, by cookie name. */
  function setCookies(res: { headers: Record<string, unknown> }): Map<string, string> {
    const raw = res.headers['set-cookie'];
    const lines = raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)];
    return new Map(lines.map((line) => [line.slice(0, line.indexOf('=')), line]));
  }
  const attribute = (line: string, name: string) => new RegExp(`; ${name}(=([^;]*))?(;|$)`, 'i').exec(line);

  test('the login sets the token in an HttpOnly, SameSite=Strict cookie expiring with the token, and its expiry in a readable one', async () => {
    const user = await createUser(t.db, { role: 'gestionnaire', withProfile: true });
    const res = await login(t.app, user.email, user.password);
    assert.equal(res.statusCode, 200);
    const { token } = res.json();
    const exp = decodeJwt(token).exp!;
    const cookies = setCookies(res);
    const tokenCookie = cookies.get('irt_token')!;
    assert.ok(tokenCookie.startsWith(`irt_token=${token}; `), tokenCookie);
    for (const name of ['HttpOnly', 'SameSite=Strict', 'Path=/']) assert.ok(attribute(tokenCookie, name.split('=')[0]), `${name} in ${tokenCookie}`);
    assert.equal(attribute(tokenCookie, 'SameSite')![2], 'Strict');
    assert.equal(attribute(tokenCookie, 'Path')![2], '/');
    assert.ok(Math.abs(Number(attribute(tokenCookie, 'Max-Age')![2]) - (exp - Date.now() / 1000)) < 5);
    assert.equal(attribute(tokenCookie, 'Expires')![2], new Date(exp * 1000).toUTCString());
    // Served over http here: a Secure cookie would not come back.
    assert.equal(attribute(tokenCookie, 'Secure'), null);

    const sessionCookie = cookies.get('irt_session')!;
    assert.ok(sessionCookie.startsWith(`irt_session=${exp}; `), sessionCookie);
    assert.equal(attribute(sessionCookie, 'HttpOnly'), null);
    assert.equal(attribute(sessionCookie, 'SameSite')![2], 'Strict');
    assert.equal(attribute(sessionCookie, 'Expires')![2], new Date(exp * 1000).toUTCString());
    // The device cookie of the login is still there.
    assert.ok(cookies.has('irt_device'));
    // A failed login sets none.
    assert.equal(setCookies(await login(t.app, user.email, 'pas-le-bon')).size, 0);
  });

  test('the session cookies are Secure when the portal is served over https', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://portail.test' } });
    try {
      const user = await createUser(secure.db, { role: 'stagiaire' });
      const cookies = setCookies(await login(secure.app, user.email, user.password));
      for (const name of ['irt_token', 'irt_session', 'irt_device']) assert.ok(attribute(cookies.get(name)!, 'Secure'), name);
    } finally {
      await secure.close();
    }
  });

  test('the cookie authenticates a GET, and a POST only with the X-Requested-With header of the portal client', async () => {
    const { token } = await loginAsUser(t.app, 'stagiaire', { acceptedTerms: false });
    const cookie = `theme=dark; irt_token=${token}; irt_session=1`;
    assert.equal((await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'HEAD', url: '/api/user', headers: { cookie } })).statusCode, 200);

    // A cross-site form or link cannot add the header: the cookie alone does not authenticate a POST,
    // and such a request does not end the session either.
    const forged = await t.app.inject({ method: 'POST', url: '/api/profile/accept-terms', headers: { cookie } });
    assert.equal(forged.statusCode, 401);
    assert.equal(setCookies(forged).size, 0);
    const fromPortal = await t.app.inject({
      method: 'POST',
      url: '/api/profile/accept-terms',
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    assert.equal(fromPortal.statusCode, 200);
    // The bearer header still works for API clients, and wins over a cookie.
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/profile/accept-terms', headers: bearer(token) })).statusCode, 200);
    const wrongBearer = await t.app.inject({ url: '/api/user', headers: { cookie, authorization: 'Bearer faux.jeton.x' } });
    assert.equal(wrongBearer.statusCode, 401);
    assert.equal(setCookies(wrongBearer).size, 0);
  });

  test('the logout clears both cookies and revokes the token', async () => {
    const { token } = await loginAsUser(t.app, 'intervenant');
    const cookie = `irt_token=${token}`;
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } });
    assert.equal(out.statusCode, 200);
    const cookies = setCookies(out);
    for (const name of ['irt_token', 'irt_session']) {
      const line = cookies.get(name)!;
      assert.ok(line.startsWith(`${name}=; `), line);
      assert.equal(attribute(line, 'Max-Age')![2], '0');
      assert.equal(attribute(line, 'Path')![2], '/');
    }
    assert.ok(attribute(cookies.get('irt_token')!, 'HttpOnly'));
    assert.equal((await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode, 401);
  });

  test('a refused cookie (session ended, account closed, token expired) is cleared; a refused bearer token clears nothing', async () => {
    const { token, user } = await loginAsUser(t.app, 'intervenant');
    const cookie = `irt_token=${token}`;
    await deactivateUser(t.db, user.id);
    const closed = await t.app.inject({ url: '/api/validate-token', headers: { cookie } });
    assert.equal(closed.statusCode, 401);
    assert.equal(closed.json().message, 'Votre compte a été désactivé.');
    assert.match(setCookies(closed).get('irt_token')!, /^irt_token=; .*Max-Age=0/);
    assert.match(setCookies(closed).get('irt_session')!, /^irt_session=; .*Max-Age=0/);
    const byBearer = await t.app.inject({ url: '/api/validate-token', headers: bearer(token) });
    assert.equal(byBearer.statusCode, 401);
    assert.equal(setCookies(byBearer).size, 0);

    const expired = await t.app.tokens.sign(1, 'session-passee', new Date(Date.now() - 60_000));
    const late = await t.app.inject({ url: '/api/user', headers: { cookie: `irt_token=${expired}` } });
    assert.equal(late.statusCode, 401);
    assert.match(setCookies(late).get('irt_token')!, /Max-Age=0/);
  });
});

describe('an answer that renews the session', () => {
  let r: TestApp;
  before(async () => {
    // No route renews a session today; the rule holds for any answer whose body carries a token.
    r = await createTestApp({
      extend: (app) => {
        app.post('/api/test-renewal', { config: { roles: 'authenticated' } }, async (request) => {
          const auth = request.auth!;
          const token = await app.tokens.sign(auth.userId, auth.sessionId, new Date(Date.now() + 10 * 3600_000));
          return { token, valid: true };
        });
      },
    });
  });
  after(async () => {
    await r?.close();
  });

  test('re-sets the cookies with the new token and its expiry', async () => {
    const { token } = await loginAsUser(r.app, 'gestionnaire');
    const res = await r.app.inject({ method: 'POST', url: '/api/test-renewal', headers: { cookie: `irt_token=${token}`, 'x-requested-with': 'XMLHttpRequest' } });
    assert.equal(res.statusCode, 200);
    const fresh: string = res.json().token;
    assert.notEqual(fresh, token);
    const exp = decodeJwt(fresh).exp!;
    const raw = res.headers['set-cookie'] as string[];
    const tokenLine = raw.find((line) => line.startsWith('irt_token='))!;
    assert.ok(tokenLine.startsWith(`irt_token=${fresh}; `));
    assert.match(tokenLine, /; HttpOnly(;|$)/);
    assert.ok(Math.abs(Number(/Max-Age=(\d+)/.exec(tokenLine)![1]) - 10 * 3600) < 5);
    assert.ok(raw.some((line) => line.startsWith(`irt_session=${exp}; `)));
    assert.equal((await r.app.inject({ url: '/api/user', headers: { cookie: `irt_token=${fresh}` } })).statusCode, 200);
  });
});

describe('GET /api/user and GET /api/profile', () => {
  test('a trainee gets completion, terms flag and the current training', async () => {
    const { token, user } = await loginAsUser(t.app, 'stagiaire', { acceptedTerms: false });
    const [training] = await t.db
      .insert(trainings)
      .values({
        title: 'Droit du travail : les fondamentaux',
        start_date: new Date(Date.now() - 86_400_000),
        end_date: new Date(Date.now() + 86_400_000),
        training_category_id: 1,
        training_type_id: 1,
        training_theme_id: 1,
        training_status_id: 3,
        max_attendees: 20,
      })
      .returning({ id: trainings.id });
    await t.db.insert(registrations).values({ training_id: training.id, profile_id: user.profileId!, registration_status_id: 2 });

    const res = await t.app.inject({ url: '/api/user', headers: bearer(token) });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.id, user.id);
    assert.equal(body.accepted_terms, 0);
    assert.deepEqual(body.role, { id: 5, name: 'Stagiaire', slug: 'stagiaire' });
    assert.equal(body.profile_completion, 0);
    assert.equal(body.temporary_profile_picture_url, null);
    assert.equal(body.current_training.id, training.id);
    assert.equal(body.current_training.title, 'Droit du travail : les fondamentaux');
    assert.equal(res.headers['cache-control'], 'no-store');
  });

  test('a refused registration or a cancelled training is not the current training', async () => {
    const { token, user } = await loginAsUser(t.app, 'stagiaire');
    const base = {
      start_date: new Date(Date.now() + 5 * 86_400_000),
      end_date: new Date(Date.now() + 6 * 86_400_000),
      training_category_id: 1,
      training_type_id: 1,
      training_theme_id: 1,
      max_attendees: 20,
    };
    const [cancelled, refused] = await t.db
      .insert(trainings)
      .values([
        { ...base, title: 'Annulée', training_status_id: 6 },
        { ...base, title: 'Refusée', training_status_id: 3 },
      ])
      .returning({ id: trainings.id });
    await t.db.insert(registrations).values([
      { training_id: cancelled.id, profile_id: user.profileId!, registration_status_id: 2 },
      { training_id: refused.id, profile_id: user.profileId!, registration_status_id: 3 },
    ]);
    const body = (await t.app.inject({ url: '/api/user', headers: bearer(token) })).json();
    assert.equal(body.current_training, null);
  });

  test('GET /api/profile lists the missing fields and reaches 100 % when the profile is complete', async () => {
    const { token, user } = await loginAsUser(t.app, 'gestionnaire');
    const first = await t.app.inject({ url: '/api/profile', headers: bearer(token) });
    assert.equal(first.statusCode, 200);
    const body = first.json();
    assert.equal(body.id, user.profileId);
    assert.deepEqual(body.user, { name: user.name, email: user.email });
    assert.equal(body.profile_completion, 0);
    assert.deepEqual(
      body.missing_fields.map((f: { id: string }) => f.id),
      ['genre_id', 'phone'],
    );
    assert.equal(body.missing_fields[1].message, 'Veuillez renseigner votre numéro de téléphone.');

    await t.db.update(profiles).set({ phone: '0388000000', genre_id: 1 }).where(eq(profiles.id, user.profileId!));
    const done = (await t.app.inject({ url: '/api/profile', headers: bearer(token) })).json();
    assert.equal(done.profile_completion, 100);
    assert.deepEqual(done.missing_fields, []);
    assert.equal(done.phone, '0388000000');
    const me = (await t.app.inject({ url: '/api/user', headers: bearer(token) })).json();
    assert.equal(me.profile_completion, 100);
  });

  test("a stagiaire's completion counts a valid union membership not ended, the same in GET /api/user and GET /api/profile", async () => {
    const { token, user } = await loginAsUser(t.app, 'stagiaire');
    const completions = async () => {
      const me = (await t.app.inject({ url: '/api/user', headers: bearer(token) })).json();
      const own = (await t.app.inject({ url: '/api/profile', headers: bearer(token) })).json();
      return { user: me.profile_completion, profile: own.profile_completion, union_missing: own.missing_fields.some((f: { id: string }) => f.id === 'unions') };
    };
    const none = await completions();
    assert.equal(none.user, none.profile);
    assert.equal(none.union_missing, true);

    const [union] = await t.db.select({ id: unions.id }).from(unions).limit(1);
    assert.ok(union, 'a union in the reference data');
    // Ended long ago, then not ended but marked invalid: still missing.
    const [membership] = await t.db
      .insert(profileUnions)
      .values({ profile_id: user.profileId!, union_id: union.id, is_valid: true, end_date: '2000-01-01' })
      .returning({ id: profileUnions.id });
    assert.deepEqual(await completions(), none);
    await t.db.update(profileUnions).set({ end_date: null, is_valid: false }).where(eq(profileUnions.id, membership!.id));
    assert.deepEqual(await completions(), none);

    await t.db.update(profileUnions).set({ is_valid: true }).where(eq(profileUnions.id, membership!.id));
    const valid = await completions();
    assert.equal(valid.union_missing, false);
    assert.equal(valid.user, valid.profile);
    assert.ok(valid.user > none.user, `${valid.user} > ${none.user}`);
  });

  test("GET /api/profile answers 404 'Profile not found' for an account without profile", async () => {
    const { token } = await loginAsUser(t.app, 'stagiaire', { withProfile: false });
    const res = await t.app.inject({ url: '/api/profile', headers: bearer(token) });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { message: 'Profile not found' });
    const me = (await t.app.inject({ url: '/api/user', headers: bearer(token) })).json();
    assert.equal(me.profile_completion, 0);
    assert.equal(me.current_training, null);
  });

  test('both need a token', async () => {
    assert.equal((await t.app.inject({ url: '/api/user' })).statusCode, 401);
    assert.equal((await t.app.inject({ url: '/api/profile' })).statusCode, 401);
  });
});

describe('POST /api/profile/accept-terms', () => {
  test('records the acceptance: accepted_terms becomes 1', async () => {
    const { token, user } = await loginAsUser(t.app, 'stagiaire', { acceptedTerms: false });
    const res = await t.app.inject({ method: 'POST', url: '/api/profile/accept-terms', headers: bearer(token) });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().accepted_terms, 1);
    const [row] = await t.db.select({ accepted: users.accepted_terms }).from(users).where(eq(users.id, user.id));
    assert.equal(row.accepted, 1);
    assert.equal((await t.app.inject({ url: '/api/user', headers: bearer(token) })).json().accepted_terms, 1);
  });

  test('needs a token', async () => {
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/profile/accept-terms' })).statusCode, 401);
  });
});
