/**
 * Password rules and hashing (issue 19): one rule for every new password (length, common passwords),
 * Argon2id hashes, older bcrypt hashes still accepted and upgraded at the next login, and the change of
 * one's own password closing every other session.
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import { MIN_PASSWORD_LENGTH } from '../../src/contract/constants/limits';
import { PRODUCTION_PASSWORD_HASHING, loadConfig } from '../../src/config';
import { DEMO_PASSWORD } from '../../src/db/seed-demo';
import { users } from '../../src/db/schema';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../../src/lib/auth-passwords';
import { PASSWORD_MESSAGES } from '../../src/contract/auth';
import { isCommonPassword, newPasswordProblems } from '../../src/lib/password-policy';
import { callApi } from '../call';
import { createUser, login, tokenFor } from '../factories';
import { bearer, createTestApp, emailsTo, type TestApp } from '../helpers';

let t: TestApp;

before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

const COMMON_MESSAGE =
  'Ce mot de passe fait partie des mots de passe les plus courants, que les attaquants essaient en premier : choisissez-en un autre.';

async function storedHash(userId: number): Promise<string> {
  const [row] = await t.db.select({ hash: users.password_hash }).from(users).where(eq(users.id, userId));
  return row.hash;
}

describe('the rule of a new password', () => {
  test('at least the minimum length, at most the maximum, counted in characters', () => {
    assert.equal(MIN_PASSWORD_LENGTH, 8);
    assert.deepEqual(newPasswordProblems('Xk7#qL2'), [PASSWORD_MESSAGES.tooShort]);
    assert.equal(PASSWORD_MESSAGES.tooShort, 'Le mot de passe doit contenir au moins 8 caractères.');
    assert.deepEqual(newPasswordProblems('éàüç9#Qz'), []);
    assert.deepEqual(newPasswordProblems('Xk7#'.repeat(19)), [PASSWORD_MESSAGES.tooLong]);
  });

  test('refuses the common passwords of the general list and of the French list, whatever their case', () => {
    assert.equal(PASSWORD_MESSAGES.common, COMMON_MESSAGE);
    for (const common of ['password', 'Password1', '12345678', 'AZERTYUIOP', 'motdepasse', 'Marseille', 'iloveyou']) {
      assert.deepEqual(newPasswordProblems(common), [COMMON_MESSAGE], common);
    }
    // Only in the French list shipped with the API.
    for (const french of ['doudou123', 'Marseille13', 'motdepasse1', 'allezlom13', 'Bienvenue2026']) {
      assert.equal(isCommonPassword(french), true, french);
    }
  });

  test('accepts the demo password and a password of nobody\'s list', () => {
    assert.equal(DEMO_PASSWORD, 'Demo2026!');
    assert.deepEqual(newPasswordProblems(DEMO_PASSWORD), []);
    assert.deepEqual(newPasswordProblems('Tiroir-Bleu-Oseille-42'), []);
  });
});

describe('hashes', () => {
  test('new hashes are Argon2id with the configured cost; production cost by default', async () => {
    assert.deepEqual(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).passwordHashing, PRODUCTION_PASSWORD_HASHING);
    assert.deepEqual(PRODUCTION_PASSWORD_HASHING, { memoryKiB: 19_456, timeCost: 2, parallelism: 1 });
    const cost = t.config.passwordHashing;
    const hash = await hashPassword('Tiroir-Bleu-Oseille-42', cost);
    assert.match(hash, new RegExp(`^\\$argon2id\\$v=19\\$m=${cost.memoryKiB},p=${cost.parallelism},t=${cost.timeCost}\\$`));
    assert.equal(await verifyPassword('Tiroir-Bleu-Oseille-42', hash), true);
    assert.equal(await verifyPassword('tiroir-bleu-oseille-42', hash), false);
    assert.equal(needsRehash(hash, cost), false);
    assert.equal(needsRehash(hash, PRODUCTION_PASSWORD_HASHING), true);
    assert.equal(needsRehash(bcrypt.hashSync('Tiroir-Bleu-Oseille-42', 4), cost), true);
    // Anything else matches nothing.
    assert.equal(await verifyPassword('x', 'texte-en-clair'), false);
    assert.equal(await verifyPassword('x', '$argon2id$abime'), false);
  });

  test('an unknown email is compared with an Argon2id hash of the same cost, and refused like a wrong password', async () => {
    const dummy = await dummyHash(t.config.passwordHashing);
    assert.match(dummy, /^\$argon2id\$/);
    assert.equal(needsRehash(dummy, t.config.passwordHashing), false);
    const user = await createUser(t.db, { role: 'stagiaire' });
    const unknown = await login(t.app, 'personne.inconnue@exemple.fr', 'Tiroir-Bleu-Oseille-42');
    const wrong = await login(t.app, user.email, 'Tiroir-Bleu-Oseille-42');
    assert.equal(unknown.statusCode, 401);
    assert.deepEqual(unknown.json(), wrong.json());
  });

  test('sign-up stores an Argon2id hash', async () => {
    const email = 'argon.inscrit@exemple.fr';
    const res = await callApi(t.app, 'POST /register', { body: { name: 'Argon Inscrit', email, password: 'Tiroir-Bleu-Oseille-42' } });
    assert.equal(res.statusCode, 201);
    const [row] = await t.db.select({ hash: users.password_hash }).from(users).where(eq(users.email, email));
    assert.match(row.hash, /^\$argon2id\$/);
  });

  test('a bcrypt hash of before still logs in, and is replaced by Argon2id at that login', async () => {
    const user = await createUser(t.db, { role: 'gestionnaire' });
    await t.db.update(users).set({ password_hash: bcrypt.hashSync(user.password, 10) }).where(eq(users.id, user.id));
    assert.equal((await login(t.app, user.email, 'Mauvais-Mot-2026')).statusCode, 401);
    assert.match(await storedHash(user.id), /^\$2[ab]\$10\$/, 'a failed login changes nothing');

    assert.equal((await login(t.app, user.email, user.password)).statusCode, 200);
    const upgraded = await storedHash(user.id);
    assert.match(upgraded, /^\$argon2id\$/);
    assert.equal((await login(t.app, user.email, user.password)).statusCode, 200);
    assert.equal(await storedHash(user.id), upgraded, 'an up-to-date hash is kept');
  });

  test('an Argon2id hash of another cost is rehashed with the configured one at the next login', async () => {
    const user = await createUser(t.db, { role: 'intervenant' });
    const older = await hashPassword(user.password, { memoryKiB: 2048, timeCost: 1, parallelism: 1 });
    await t.db.update(users).set({ password_hash: older }).where(eq(users.id, user.id));
    assert.equal((await login(t.app, user.email, user.password)).statusCode, 200);
    const now = await storedHash(user.id);
    assert.notEqual(now, older);
    assert.equal(needsRehash(now, t.config.passwordHashing), false);
  });
});

describe('every place a password is set applies the rule', () => {
  test('sign-up: a common password is refused (422, French) and no account is made', async () => {
    const email = 'commun.inscrit@exemple.fr';
    const res = await callApi(t.app, 'POST /register', { body: { name: 'Commun Inscrit', email, password: 'Azerty123', password_confirmation: 'Azerty123' } });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json(), { message: "Erreur lors de la création de l'utilisateur.", errors: { password: [COMMON_MESSAGE] } });
    assert.deepEqual(await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)), []);
    assert.deepEqual(await emailsTo(t, email), []);
  });

  test('reset link: a common password is refused, the password and the link stay as they were', async () => {
    const user = await createUser(t.db, { role: 'stagiaire' });
    await callApi(t.app, 'POST /password/email', { body: { email: user.email } });
    const [message] = await emailsTo(t, user.email, 1);
    const link = new URL(/http:\/\/portail\.test\/reinitialisation-mot-de-passe\?\S+/.exec(message.text)![0]);
    const token = link.searchParams.get('token')!;
    const before = await storedHash(user.id);

    const refused = await callApi(t.app, 'POST /password/reset', {
      body: { token, email: user.email, password: 'motdepasse1', password_confirmation: 'motdepasse1' },
    });
    assert.equal(refused.statusCode, 422);
    assert.deepEqual(refused.json(), { message: COMMON_MESSAGE, errors: { password: [COMMON_MESSAGE] } });
    assert.equal(await storedHash(user.id), before);
    // The link was not used up by the refusal.
    const done = await callApi(t.app, 'POST /password/reset', {
      body: { token, email: user.email, password: 'Tiroir-Bleu-Oseille-42', password_confirmation: 'Tiroir-Bleu-Oseille-42' },
    });
    assert.equal(done.statusCode, 200);
    assert.match(await storedHash(user.id), /^\$argon2id\$/);
  });
});

describe('tokens', () => {
  test('a token whose header says alg none, or another algorithm signed with the same secret, is refused', async () => {
    const user = await createUser(t.db, { role: 'stagiaire' });
    const token = await tokenFor(t.app, user);
    assert.equal((await t.app.inject({ url: '/api/validate-token', headers: bearer(token) })).statusCode, 200);
    const [, payload] = token.split('.');
    const header = (alg: string) => Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
    const unsigned = `${header('none')}.${payload}.`;
    const hs512Input = `${header('HS512')}.${payload}`;
    const hs512 = `${hs512Input}.${createHmac('sha512', t.config.jwtSecret).update(hs512Input).digest('base64url')}`;
    for (const forged of [unsigned, hs512]) {
      const res = await t.app.inject({ url: '/api/validate-token', headers: bearer(forged) });
      assert.equal(res.statusCode, 401, forged.slice(0, 20));
      assert.deepEqual(res.json(), { message: 'Non authentifié.' });
    }
  });
});

describe('PUT /api/user/password', () => {
  const NEW = 'Tiroir-Bleu-Oseille-42';

  test('changes the password: every other session of the account ends, the one that changed it stays', async () => {
    const user = await createUser(t.db, { role: 'responsable-pedagogique', withProfile: true });
    const elsewhere = await tokenFor(t.app, user);
    const here = await tokenFor(t.app, user);
    const someoneElse = await tokenFor(t.app, await createUser(t.db, { role: 'stagiaire' }));
    const res = await callApi(t.app, 'PUT /user/password', {
      token: here,
      body: { current_password: user.password, password: NEW, password_confirmation: NEW },
    });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), {
      message: 'Votre mot de passe a été changé avec succès. Les autres sessions ouvertes sur votre compte ont été fermées.',
    });
    assert.equal((await t.app.inject({ url: '/api/validate-token', headers: bearer(elsewhere) })).statusCode, 401);
    assert.equal((await t.app.inject({ url: '/api/validate-token', headers: bearer(here) })).statusCode, 200);
    assert.equal((await t.app.inject({ url: '/api/validate-token', headers: bearer(someoneElse) })).statusCode, 200);
    assert.equal((await login(t.app, user.email, user.password)).statusCode, 401);
    assert.equal((await login(t.app, user.email, NEW)).statusCode, 200);
    assert.match(await storedHash(user.id), /^\$argon2id\$/);
  });

  test('refuses a wrong current password, a common or different new one (422, French), and changes nothing', async () => {
    const user = await createUser(t.db, { role: 'stagiaire' });
    const token = await tokenFor(t.app, user);
    const other = await tokenFor(t.app, user);
    const before = await storedHash(user.id);
    const cases = [
      [{ current_password: 'Pas-le-bon-2026', password: NEW, password_confirmation: NEW }, { current_password: ['Le mot de passe actuel est incorrect.'] }],
      [{ current_password: user.password, password: 'jetaime123', password_confirmation: 'jetaime123' }, { password: [COMMON_MESSAGE] }],
      [{ current_password: user.password, password: NEW, password_confirmation: `${NEW}x` }, { password_confirmation: ['Le mot de passe est différent.'] }],
    ] as const;
    for (const [body, errors] of cases) {
      const res = await callApi(t.app, 'PUT /user/password', { token, body });
      assert.equal(res.statusCode, 422);
      assert.deepEqual(res.json(), { message: "Le mot de passe n'a pas été changé.", errors });
    }
    const short = await callApi(t.app, 'PUT /user/password', { token, body: { current_password: user.password, password: 'Xk7#', password_confirmation: 'Xk7#' } });
    assert.equal(short.statusCode, 400);
    assert.deepEqual(JSON.parse(short.body).errors, { password: ['Ce champ doit contenir au moins 8 caractères.'] });
    assert.equal(await storedHash(user.id), before);
    assert.equal((await t.app.inject({ url: '/api/validate-token', headers: bearer(other) })).statusCode, 200);
  });

  test('anonymous callers get 401', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      payload: { current_password: 'x', password: NEW, password_confirmation: NEW },
    });
    assert.equal(res.statusCode, 401);
  });
});
