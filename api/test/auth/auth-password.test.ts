/** Password reset, end to end through HTTP and the outbox. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { emailTokens, rateLimits, users } from '../../src/db/schema';
import { ACCOUNT_LOOKUP_LIMIT } from '../../src/plugins/security';
import { createUser, login, tokenFor } from '../factories';
import { bearer, createTestApp, emailsTo, type TestApp } from '../helpers';

let t: TestApp;

before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

let clients = 0;
/** A reset request, from a client address of its own unless one is given (a client gets a few answers a minute). */
const requestReset = (email: string, remoteAddress = `10.60.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`) =>
  t.app.inject({ method: 'POST', url: '/api/password/email', payload: { email }, remoteAddress });
const reset = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/password/reset', payload });

async function resetLinkFor(email: string): Promise<{ token: string; email: string; href: string }> {
  const [message] = await emailsTo(t, email, 1);
  assert.ok(message, `no email to ${email}`);
  assert.match(message.subject, /Réinitialisation de votre mot de passe/);
  const match = /http:\/\/portail\.test\/reinitialisation-mot-de-passe\?\S+/.exec(message.text);
  assert.ok(match, message.text);
  const url = new URL(match[0]);
  return { token: url.searchParams.get('token')!, email: url.searchParams.get('email')!, href: match[0] };
}

const RESET_EXPIRED =
  "Il semblerait que votre code d'autorisation a expiré. Vous pouvez réinitialiser votre mot de passe une nouvelle fois.";

describe('POST /api/password/email', () => {
  test('emails a link to /reinitialisation-mot-de-passe with the token and the email', async () => {
    const user = await createUser(t.db, { role: 'stagiaire', email: 'lea.petit@exemple.fr', name: 'Léa Petit' });
    const res = await requestReset('Lea.Petit@exemple.fr');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { message: 'Vous allez recevoir, par email, un lien pour réinitialiser votre mot de passe.' });
    const link = await resetLinkFor(user.email);
    assert.equal(link.email, 'lea.petit@exemple.fr');
    assert.ok(link.token.length >= 40);
    // Only a hash of the token is stored.
    const stored = await t.db.select({ hash: emailTokens.token_hash }).from(emailTokens).where(eq(emailTokens.user_id, user.id));
    assert.equal(stored.length, 1);
    assert.notEqual(stored[0].hash, link.token);
  });

  test("answers 404 with the spec's message for an unknown email, and sends nothing", async () => {
    const res = await requestReset('inconnu@exemple.fr');
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { message: 'Êtes-vous sûr·e de votre adresse email ?' });
    assert.deepEqual(await emailsTo(t, 'inconnu@exemple.fr'), []);
  });

  test('a deactivated account gets no link', async () => {
    const user = await createUser(t.db, { role: 'intervenant', isActive: false });
    assert.equal((await requestReset(user.email)).statusCode, 404);
  });

  test('validates the email (400, French)', async () => {
    const res = await requestReset('pas-une-adresse');
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().errors, { email: ["L'adresse email n'est pas valide."] });
  });

  test('is rate-limited per address and email: the 6th request within 15 minutes answers 429', async () => {
    const user = await createUser(t.db, { role: 'stagiaire' });
    for (let i = 0; i < 5; i += 1) assert.equal((await requestReset(user.email, '10.61.0.1')).statusCode, 200);
    // A minute later the client may ask again, but not for that address.
    await t.db.delete(rateLimits).where(eq(rateLimits.key, ACCOUNT_LOOKUP_LIMIT.key('10.61.0.1')));
    const blocked = await requestReset(user.email, '10.61.0.1');
    assert.equal(blocked.statusCode, 429);
    assert.match(blocked.json().message, /^Trop de tentatives\. Veuillez réessayer dans \d+ minutes?\.$/);
    assert.equal((await requestReset('someone.else@exemple.fr', '10.61.0.1')).statusCode, 404);
  });

  test('tells whether an address has an account a few times a minute per client, whatever the emails asked', async () => {
    const known = await createUser(t.db, { role: 'stagiaire' });
    const client = '10.62.0.1';
    const answers: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      answers.push((await requestReset(i === 2 ? known.email : `inconnu.${i}@exemple.fr`, client)).statusCode);
    }
    assert.deepEqual(answers, [404, 404, 200, 404, 404, 429, 429, 429, 429, 429]);
    const blocked = await requestReset(known.email, client);
    assert.equal(blocked.statusCode, 429);
    assert.deepEqual(blocked.json(), { message: 'Trop de tentatives. Veuillez réessayer dans 1 minute.' });
    assert.ok(Number(blocked.headers['retry-after']) <= 60);
    // Refused before anything is looked up or sent.
    assert.equal((await emailsTo(t, known.email)).length, 1);
    // Another client is not concerned.
    assert.equal((await requestReset('inconnu.0@exemple.fr', '10.62.0.2')).statusCode, 404);
  });
});

describe('POST /api/password/reset', () => {
  test('changes the password, revokes open sessions, and the link works once only', async () => {
    const user = await createUser(t.db, { role: 'responsable-pedagogique', emailVerified: false });
    const oldToken = await tokenFor(t.app, user);
    await requestReset(user.email);
    const link = await resetLinkFor(user.email);

    const res = await reset({ token: link.token, email: link.email, password: 'Nouveau2026!', password_confirmation: 'Nouveau2026!' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), {
      message: 'Votre mot de passe a été changé avec succès. Vous pouvez maintenant vous connecter.',
    });

    assert.equal((await t.app.inject({ url: '/api/validate-token', headers: bearer(oldToken) })).statusCode, 401);
    assert.equal((await login(t.app, user.email, user.password)).statusCode, 401);
    assert.equal((await login(t.app, user.email, 'Nouveau2026!')).statusCode, 200);
    // The link proved the address.
    const [row] = await t.db.select({ verified: users.email_verified_at }).from(users).where(eq(users.id, user.id));
    assert.ok(row.verified);

    const again = await reset({ token: link.token, email: link.email, password: 'Encore2026!', password_confirmation: 'Encore2026!' });
    assert.equal(again.statusCode, 422);
    assert.deepEqual(again.json(), { message: RESET_EXPIRED });
  });

  test('refuses an expired link, a wrong token, and a token used with another email (422)', async () => {
    const user = await createUser(t.db, { role: 'stagiaire' });
    const other = await createUser(t.db, { role: 'stagiaire' });
    await requestReset(user.email);
    const link = await resetLinkFor(user.email);
    const body = { password: 'Nouveau2026!', password_confirmation: 'Nouveau2026!' };

    assert.equal((await reset({ ...body, token: 'faux', email: user.email })).statusCode, 422);
    const foreign = await reset({ ...body, token: link.token, email: other.email });
    assert.equal(foreign.statusCode, 422);
    assert.deepEqual(foreign.json(), { message: RESET_EXPIRED });

    await t.db.update(emailTokens).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(emailTokens.user_id, user.id));
    const expired = await reset({ ...body, token: link.token, email: user.email });
    assert.equal(expired.statusCode, 422);
    assert.deepEqual(expired.json(), { message: RESET_EXPIRED });
    assert.equal((await login(t.app, user.email, user.password)).statusCode, 200);
  });

  test('a new request makes the previous link unusable', async () => {
    const user = await createUser(t.db, { role: 'stagiaire' });
    await requestReset(user.email);
    const first = await resetLinkFor(user.email);
    await requestReset(user.email);
    const second = await resetLinkFor(user.email);
    assert.notEqual(first.token, second.token);
    const body = { email: user.email, password: 'Nouveau2026!', password_confirmation: 'Nouveau2026!' };
    assert.equal((await reset({ ...body, token: first.token })).statusCode, 422);
    assert.equal((await reset({ ...body, token: second.token })).statusCode, 200);
  });

  test('refuses a confirmation different from the password (422) and a short password (400)', async () => {
    const user = await createUser(t.db, { role: 'stagiaire' });
    await requestReset(user.email);
    const link = await resetLinkFor(user.email);
    const mismatch = await reset({ token: link.token, email: user.email, password: 'Nouveau2026!', password_confirmation: 'Nouveau2027!' });
    assert.equal(mismatch.statusCode, 422);
    assert.deepEqual(mismatch.json(), {
      message: 'Le mot de passe est différent.',
      errors: { password_confirmation: ['Le mot de passe est différent.'] },
    });
    const short = await reset({ token: link.token, email: user.email, password: 'abc', password_confirmation: 'abc' });
    assert.equal(short.statusCode, 400);
    assert.deepEqual(short.json().errors, { password: ['Ce champ doit contenir au moins 8 caractères.'] });
    // Neither attempt used the link.
    const ok = await reset({ token: link.token, email: user.email, password: 'Nouveau2026!', password_confirmation: 'Nouveau2026!' });
    assert.equal(ok.statusCode, 200);
  });

  test('two concurrent uses of one link: exactly one succeeds', async () => {
    const user = await createUser(t.db, { role: 'stagiaire' });
    await requestReset(user.email);
    const link = await resetLinkFor(user.email);
    const attempts = await Promise.all(
      ['Premier2026!', 'Second2026!'].map((password) =>
        reset({ token: link.token, email: user.email, password, password_confirmation: password }),
      ),
    );
    assert.deepEqual(attempts.map((a) => a.statusCode).sort(), [200, 422]);
  });
});
