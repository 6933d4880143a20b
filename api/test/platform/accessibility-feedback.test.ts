/** POST /api/accessibility-feedback: the accessibility statement's form, emailed to every active administrateur. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import { ACCESSIBILITY_MESSAGES } from '../../src/contract/accessibility';
import { outbox, users } from '../../src/db/schema';
import { callApi } from '../call';
import { createUser, deactivateUser, type CreatedUser } from '../factories';
import { createTestApp, emailsTo, type TestApp } from '../helpers';

let clients = 0;
/** A client address of its own for each request, unless one is given (the form is limited per address). */
const nextAddress = () => `10.71.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`;

describe('accessibility feedback', () => {
  let t: TestApp;
  let admins: CreatedUser[];
  let closedAdmin: CreatedUser;

  before(async () => {
    t = await createTestApp();
    // The test database may hold administrateurs of its own (the seed): every active one must receive it.
    admins = [await createUser(t.db, { role: 'administrateur' }), await createUser(t.db, { role: 'administrateur' })];
    closedAdmin = await createUser(t.db, { role: 'administrateur' });
    await deactivateUser(t.db, closedAdmin.id);
  });
  after(() => t.close());

  const send = (payload: unknown, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/accessibility-feedback', payload: payload as object, remoteAddress });

  const valid = {
    name: 'Camille Durand',
    email: 'Camille.Durand@exemple.fr',
    page: '/catalogue-de-formations',
    message: 'Le filtre par date du catalogue ne se règle pas au clavier.',
  };

  test('without login, the message reaches every active administrateur, the sender as reply-to', async () => {
    const res = await callApi(t.app, 'POST /accessibility-feedback', { body: valid });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { message: ACCESSIBILITY_MESSAGES.sent });
    const activeAdmins = await t.db.select({ email: users.email }).from(users).where(eq(users.role_id, admins[0].roleId));
    for (const admin of admins) {
      const [email] = await emailsTo(t, admin.email, 1);
      assert.ok(email, `no email to ${admin.email}`);
      assert.match(email.subject, /^Retour sur l'accessibilité du portail/);
      assert.match(email.text, /Le filtre par date du catalogue ne se règle pas au clavier\./);
      assert.match(email.text, /Camille Durand <camille\.durand@exemple\.fr>/);
      assert.match(email.text, /Page concernée : \/catalogue-de-formations/);
      const [row] = await t.db.select({ reply_to: outbox.reply_to }).from(outbox).where(eq(outbox.to, admin.email)).orderBy(desc(outbox.id)).limit(1);
      assert.equal(row.reply_to, 'camille.durand@exemple.fr');
    }
    assert.ok(activeAdmins.length >= admins.length + 1);
    assert.deepEqual(await emailsTo(t, closedAdmin.email), []);
    // Nothing to the sender, nothing else kept.
    assert.deepEqual(await emailsTo(t, 'camille.durand@exemple.fr'), []);
  });

  test('name and page are optional; the HTML version escapes what the visitor typed', async () => {
    const res = await send({ email: 'anonyme@exemple.fr', message: 'Contraste trop faible <b>ici</b>.' });
    assert.equal(res.statusCode, 200, res.body);
    const [email] = await emailsTo(t, admins[0].email, 1);
    assert.match(email.text, /Expéditeur : anonyme@exemple\.fr/);
    assert.match(email.text, /Page concernée : non précisée/);
    assert.ok(email.html?.includes('&lt;b&gt;ici&lt;/b&gt;'));
  });

  test('bad input is refused in French, and nothing is sent', async () => {
    const before = (await emailsTo(t, admins[0].email, 200)).length;
    const noEmail = await send({ message: valid.message });
    assert.equal(noEmail.statusCode, 400);
    assert.deepEqual(noEmail.json().errors, { email: ['Ce champ est obligatoire.'] });
    const badEmail = await send({ ...valid, email: 'pas-une-adresse' });
    assert.equal(badEmail.statusCode, 400);
    assert.deepEqual(badEmail.json().errors, { email: ["L'adresse email n'est pas valide."] });
    const short = await send({ ...valid, message: 'Trop court'.slice(0, 9) });
    assert.equal(short.statusCode, 400);
    assert.deepEqual(short.json().errors, { message: ['Ce champ doit contenir au moins 10 caractères.'] });
    const long = await send({ ...valid, message: 'x'.repeat(5001) });
    assert.equal(long.statusCode, 400);
    assert.deepEqual(long.json().errors, { message: ['Ce champ ne doit pas dépasser 5000 caractères.'] });
    const blank = await send({ ...valid, message: `   ${'\n'.repeat(10)}  a ` });
    assert.equal(blank.statusCode, 422);
    assert.deepEqual(blank.json().errors, { message: [ACCESSIBILITY_MESSAGES.messageTooShort] });
    const extra = await send({ ...valid, role: 'administrateur' });
    assert.equal(extra.statusCode, 400);
    const huge = await send({ ...valid, page: 'p'.repeat(40_000) });
    assert.equal(huge.statusCode, 413);
    assert.equal((await emailsTo(t, admins[0].email, 200)).length, before);
  });

  test('a client address sends 5 messages an hour; the 6th answers 429 in French', async () => {
    for (let i = 0; i < 5; i += 1) assert.equal((await send(valid, '10.72.0.1')).statusCode, 200);
    const blocked = await send(valid, '10.72.0.1');
    assert.equal(blocked.statusCode, 429);
    assert.match(blocked.json().message, /^Trop de tentatives\. Veuillez réessayer dans \d+ minutes?\.$/);
    assert.equal((await send(valid, '10.72.0.2')).statusCode, 200);
  });
});
