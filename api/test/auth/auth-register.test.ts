/** Sign-up and email verification, end to end through HTTP and the outbox. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailTokens, users } from '../../src/db/schema';
import { createUser, login, tokenFor } from '../factories';
import { bearer, createTestApp, emailsTo, type TestApp } from '../helpers';

let t: TestApp;

before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

const register = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/register', payload });

async function lastEmailTo(email: string) {
  const [message] = await emailsTo(t, email, 1);
  assert.ok(message, `no email to ${email}`);
  return message;
}

function linkIn(text: string, path: string): URL {
  const match = new RegExp(`http://portail\\.test${path}\\?\\S+`).exec(text);
  assert.ok(match, `no ${path} link in: ${text}`);
  return new URL(match[0]);
}


/** The portal's verification page posts the fields of the link's query string. */
function verifyPost(app: FastifyInstance, search: string) {
  return app.inject({ method: 'POST', url: '/api/email/verify', payload: Object.fromEntries(new URLSearchParams(search)) });
}

describe('POST /api/register', () => {
  test('creates a trainee account without profile and emails a verification link that verifies the address', async () => {
    const res = await register({
      name: '  Jeanne   Martin ',
      email: 'Jeanne.Martin@Exemple.fr',
      password: 'Solide2026!',
      password_confirmation: 'Solide2026!',
    });
    assert.equal(res.statusCode, 201);
    assert.deepEqual(res.json(), {
      message:
        "L'utilisateur a été créé avec succès. Vous allez recevoir un email de confirmation. Veuillez confirmer votre compte par email.",
    });

    const email = await lastEmailTo('jeanne.martin@exemple.fr');
    assert.match(email.subject, /Confirmez votre adresse email/);
    assert.match(email.text, /Bonjour Jeanne Martin,/);
    assert.match(email.text, /Institut régional du travail/);
    assert.ok(email.html?.includes('Confirmer mon adresse email'));
    const link = linkIn(email.text, '/verification-email');

    // The new account logs in as a trainee, has no profile yet, and is not verified.
    const token = await tokenFor(t.app, { email: 'jeanne.martin@exemple.fr', password: 'Solide2026!' });
    const me = (await t.app.inject({ url: '/api/user', headers: bearer(token) })).json();
    assert.equal(me.role.slug, 'stagiaire');
    assert.equal(me.name, 'Jeanne Martin');
    assert.equal(me.accepted_terms, 0);
    assert.equal(me.email_verified, false);
    assert.deepEqual((await t.app.inject({ url: '/api/profile', headers: bearer(token) })).json(), { message: 'Profile not found' });

    // The verification screen calls the API with the link's query string.
    const verify = await verifyPost(t.app, link.search);
    assert.equal(verify.statusCode, 200);
    assert.deepEqual(verify.json(), { message: 'Bravo, votre email a bien été vérifié !' });
    assert.equal((await t.app.inject({ url: '/api/user', headers: bearer(token) })).json().email_verified, true);

    // A second click says it is already done.
    const again = await verifyPost(t.app, link.search);
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), { message: 'Votre adresse email a déjà été vérifiée.' });
  });

  test('an email already used gets the answer of a new account, creates nothing, and its owner is told by email', async () => {
    const owner = await createUser(t.db, { role: 'intervenant', email: 'deja.pris@exemple.fr', name: 'Odile Déjà' });
    const fresh = await register({ name: 'Autre', email: 'personne.encore@exemple.fr', password: 'Solide2026!' });
    const res = await register({ name: 'Autre', email: 'Deja.Pris@exemple.fr', password: 'Solide2026!' });
    // Nothing in the answer tells that the address has an account.
    assert.equal(res.statusCode, fresh.statusCode);
    assert.deepEqual(res.json(), fresh.json());
    const accounts = await t.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, 'deja.pris@exemple.fr'));
    assert.deepEqual(accounts, [{ id: owner.id, name: 'Odile Déjà' }]);
    assert.equal((await login(t.app, owner.email, 'Solide2026!')).statusCode, 401);

    const [notice, ...others] = await emailsTo(t, 'deja.pris@exemple.fr');
    assert.deepEqual(others, []);
    assert.match(notice.subject, /^Tentative de création de compte/);
    assert.match(notice.text, /Bonjour Odile Déjà,/);
    assert.match(notice.text, /Quelqu'un a tenté de créer un compte avec votre adresse email/);
    assert.match(notice.text, /aucun nouveau compte n'a été créé/);
    assert.match(notice.text, /http:\/\/portail\.test\/authentification/);
    assert.doesNotMatch(notice.text, /verification-email/);
    // Tried again within the hour: the owner is not told twice.
    assert.equal((await register({ name: 'Encore', email: 'deja.pris@exemple.fr', password: 'Solide2026!' })).statusCode, 201);
    assert.equal((await emailsTo(t, 'deja.pris@exemple.fr')).length, 1);
  });

  test('refuses a confirmation different from the password (422) and a blank name', async () => {
    const res = await register({ name: '   ', email: 'confirm@exemple.fr', password: 'Solide2026!', password_confirmation: 'Autre2026!' });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, {
      name: ['Ce champ est obligatoire.'],
      password_confirmation: ['Le mot de passe est différent.'],
    });
    assert.equal((await t.db.select().from(users).where(eq(users.email, 'confirm@exemple.fr'))).length, 0);
  });

  test('validates the fields by schema (400 with French messages)', async () => {
    const badEmail = await register({ name: 'A', email: 'pas-une-adresse', password: 'Solide2026!' });
    assert.equal(badEmail.statusCode, 400);
    assert.deepEqual(badEmail.json(), {
      message: 'Les données envoyées ne sont pas valides.',
      errors: { email: ["L'adresse email n'est pas valide."] },
    });

    const short = await register({ name: 'A', email: 'court@exemple.fr', password: 'court' });
    assert.equal(short.statusCode, 400);
    assert.deepEqual(short.json().errors, { password: ['Ce champ doit contenir au moins 8 caractères.'] });

    const missing = await register({ email: 'sans.nom@exemple.fr', password: 'Solide2026!' });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json().errors, { name: ['Ce champ est obligatoire.'] });

    const wrongType = await register({ name: { first: 'A' }, email: 'type@exemple.fr', password: 'Solide2026!' });
    assert.equal(wrongType.statusCode, 400);
    assert.deepEqual(wrongType.json().errors, { name: ['Ce champ doit être un texte.'] });

    const noBody = await t.app.inject({ method: 'POST', url: '/api/register', headers: { 'content-type': 'application/json' }, payload: '{"name": ' });
    assert.equal(noBody.statusCode, 400);
    assert.deepEqual(noBody.json(), { message: "Le corps de la requête n'est pas un JSON valide." });
  });

  test('two sign-ups with the same email at the same time create one account', async () => {
    const payload = { name: 'Double', email: 'double@exemple.fr', password: 'Solide2026!' };
    const answers = await Promise.all([register(payload), register(payload), register(payload)]);
    assert.deepEqual(answers.map((a) => a.statusCode), [201, 201, 201]);
    assert.equal((await t.db.select().from(users).where(eq(users.email, 'double@exemple.fr'))).length, 1);
  });
});

describe('POST /api/email/verify', () => {
  test('refuses a wrong token, a token of another user and an expired link (400, French)', async () => {
    await register({ name: 'Paul Expire', email: 'paul.expire@exemple.fr', password: 'Solide2026!' });
    const link = linkIn((await lastEmailTo('paul.expire@exemple.fr')).text, '/verification-email');
    const id = link.searchParams.get('id');
    const token = link.searchParams.get('token')!;

    const wrong = await verifyPost(t.app, `?id=${id}&token=abc`);
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json(), { message: "Ce lien de vérification n'est pas valide ou a expiré." });

    const other = await verifyPost(t.app, `?id=${Number(id) + 1000}&token=${token}`);
    assert.equal(other.statusCode, 400);

    await t.db.update(emailTokens).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(emailTokens.user_id, Number(id)));
    const expired = await verifyPost(t.app, link.search);
    assert.equal(expired.statusCode, 400);
    const [row] = await t.db.select({ verified: users.email_verified_at }).from(users).where(eq(users.id, Number(id)));
    assert.equal(row.verified, null);
  });

  test('needs id and token (400)', async () => {
    const res = await verifyPost(t.app, '?id=abc&token=x');
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().errors, { id: ['Ce champ doit être un nombre entier.'] });
    const none = await verifyPost(t.app, '?id=3');
    assert.equal(none.statusCode, 400);
    assert.deepEqual(none.json().errors, { token: ['Ce champ est obligatoire.'] });
  });
});

describe('sign-up rate limit', () => {
  test('is rate-limited: the 21st sign-up from one address within an hour answers 429', async () => {
    const local = await createTestApp();
    try {
      for (let i = 0; i < 20; i += 1) {
        const res = await local.app.inject({
          method: 'POST',
          url: '/api/register',
          payload: { name: `N${i}`, email: `n${i}@exemple.fr`, password: 'Solide2026!' },
        });
        assert.equal(res.statusCode, 201);
      }
      const blocked = await local.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: 'N', email: 'n21@exemple.fr', password: 'Solide2026!' },
      });
      assert.equal(blocked.statusCode, 429);
      assert.match(blocked.json().message, /^Trop de tentatives/);
      assert.equal((await login(local.app, 'n0@exemple.fr', 'Solide2026!')).statusCode, 200);
    } finally {
      await local.close();
    }
  });
});
