/**
 * What a probe of the running portal found, each defect replayed and seen refused: a forged
 * evaluation, a registration rewritten through the reimbursement form, a login email changed without
 * the password, an email sent by a GET carrying the cookie, addresses named to staff who may not see
 * them, password spraying, and a page number beyond any list.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import { TRAINING_STATUS, REGISTRATION_STATUS } from '../../src/contract/statuses';
import { MAX_PAGE } from '../../src/contract/common';
import * as s from '../../src/db/schema';
import { addStaff, createEndedTraining, createTraining, EVALUATION_SCORES, register } from '../factories-trainings';
import { createUser, DEFAULT_PASSWORD, login, loginAs, loginAsUser, tokenFor } from '../factories';
import { LOGIN_FAILURE_LIMITS } from '../../src/plugins/security';
import { bearer, createTestApp, type TestApp } from '../helpers';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

async function outboxTo(email: string) {
  return t.db.select().from(s.outbox).where(eq(s.outbox.to, email)).orderBy(desc(s.outbox.id));
}

function linkIn(text: string, path: string): URL {
  const match = new RegExp(`https?://\\S+${path}\\S*`).exec(text);
  assert.ok(match, `no link to ${path} in: ${text}`);
  return new URL(match[0]);
}

describe('a forged evaluation', () => {
  test('the body cannot name another trainee or training: the row is the caller’s, on the URL’s training', async () => {
    const me = await loginAsUser(t.app, 'stagiaire');
    const victim = await createUser(t.db, { role: 'stagiaire', withProfile: true });
    const ended = await createEndedTraining(t.db, [me.user.profileId!]);
    const elsewhere = await createEndedTraining(t.db);

    const forgedFields = await t.app.inject({
      method: 'POST',
      url: `/api/evaluations/${ended.id}/${me.user.profileId}`,
      headers: bearer(me.token),
      payload: { ...EVALUATION_SCORES, profile_id: victim.profileId, training_id: elsewhere.id, id: 999 },
    });
    // Fields the body does not take are refused, named, and nothing is written.
    assert.equal(forgedFields.statusCode, 400, forgedFields.body);
    assert.equal(forgedFields.json().message, 'Champs non attendus : profile_id, training_id, id.');
    assert.equal((await t.db.select().from(s.evaluations).where(eq(s.evaluations.training_id, ended.id))).length, 0);
    const res = await t.app.inject({ method: 'POST', url: `/api/evaluations/${ended.id}/${me.user.profileId}`, headers: bearer(me.token), payload: EVALUATION_SCORES });
    assert.equal(res.statusCode, 201, res.body);
    const rows = await t.db.select().from(s.evaluations).where(eq(s.evaluations.training_id, ended.id));
    assert.deepEqual(
      rows.map((r) => r.profile_id),
      [me.user.profileId],
    );
    assert.equal((await t.db.select().from(s.evaluations).where(eq(s.evaluations.profile_id, victim.profileId!))).length, 0);
    assert.equal((await t.db.select().from(s.evaluations).where(eq(s.evaluations.training_id, elsewhere.id))).length, 0);

    // In the URL, another trainee's profile is refused.
    const forged = await t.app.inject({ method: 'POST', url: `/api/evaluations/${ended.id}/${victim.profileId}`, headers: bearer(me.token), payload: EVALUATION_SCORES });
    assert.equal(forged.statusCode, 403);
  });
});

describe('the reimbursement form of a trainee', () => {
  test('writes its two answers only, never the status, dates or owner of the registration (those fields refused)', async () => {
    const token = await loginAs(t.app, 'gestionnaire');
    const training = await createTraining(t.db, { startInDays: 20, accommodation: true, training_place_id: 1 });
    const other = await createTraining(t.db, { startInDays: 30 });
    const trainee = await createUser(t.db, { role: 'stagiaire', withProfile: true });
    // Accommodation is asked only beyond 50 km, on a training that offers it: Mulhouse to Strasbourg (place 1).
    const [mulhouse] = await t.db.select().from(s.cities).where(eq(s.cities.insee_code, '68224')).limit(1);
    await t.db.update(s.profiles).set({ city_id: mulhouse!.id }).where(eq(s.profiles.id, trainee.profileId!));
    const intruder = await createUser(t.db, { role: 'stagiaire', withProfile: true });
    const registration = await register(t.db, training.id, trainee.profileId!, 'preinscription');

    const url = `/api/trainings/${training.id}/trainees/${trainee.profileId}/reimbursed`;
    const forged = await t.app.inject({
      method: 'PATCH',
      url,
      headers: bearer(token),
      payload: {
        reimbursed: true,
        needs_accommodation: true,
        registration_status_id: REGISTRATION_STATUS.valide,
        refusal_reason: 'forgé',
        training_id: other.id,
        profile_id: intruder.profileId,
        convocation_sent_at: '2020-01-01T00:00:00.000Z',
      },
    });
    assert.equal(forged.statusCode, 400, forged.body);
    assert.equal(forged.json().message, 'Champs non attendus : registration_status_id, refusal_reason, training_id, profile_id, convocation_sent_at.');
    const [untouched] = await t.db.select().from(s.registrations).where(eq(s.registrations.id, registration.id));
    assert.equal(untouched.reimbursed, registration.reimbursed);
    const res = await t.app.inject({ method: 'PATCH', url, headers: bearer(token), payload: { reimbursed: true, needs_accommodation: true } });
    assert.equal(res.statusCode, 200, res.body);
    const [row] = await t.db.select().from(s.registrations).where(eq(s.registrations.id, registration.id));
    assert.equal(row.reimbursed, true);
    assert.equal(row.needs_accommodation, true);
    assert.equal(row.registration_status_id, REGISTRATION_STATUS.preinscription);
    assert.equal(row.refusal_reason, registration.refusal_reason);
    assert.equal(row.training_id, training.id);
    assert.equal(row.profile_id, trainee.profileId);
    assert.equal(row.convocation_sent_at, null);
  });
});

describe('changing the login email', () => {
  async function change(token: string, payload: object) {
    return t.app.inject({ method: 'POST', url: '/api/update-email', headers: bearer(token), payload });
  }

  test('needs the current password (a French message under the field)', async () => {
    const me = await loginAsUser(t.app, 'stagiaire');
    const none = await change(me.token, { email: 'sans.mdp@exemple.fr' });
    assert.equal(none.statusCode, 400);
    assert.deepEqual(none.json().errors, { current_password: ['Ce champ est obligatoire.'] });
    const wrong = await change(me.token, { email: 'mauvais.mdp@exemple.fr', current_password: 'mauvais' });
    assert.equal(wrong.statusCode, 422);
    assert.deepEqual(wrong.json(), {
      message: 'Le mot de passe actuel est incorrect.',
      errors: { current_password: ['Le mot de passe actuel est incorrect.'] },
    });
    assert.equal((await outboxTo('sans.mdp@exemple.fr')).length + (await outboxTo('mauvais.mdp@exemple.fr')).length, 0);
    assert.equal((await outboxTo(me.user.email)).length, 0);
  });

  test('takes effect once the new address follows its link; the old one is told', async () => {
    const me = await loginAsUser(t.app, 'stagiaire');
    const newEmail = `nouvelle.${me.user.id}@exemple.fr`;
    const res = await change(me.token, { email: newEmail, current_password: me.user.password });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(res.json().message, new RegExp(`Un lien de confirmation a été envoyé à ${newEmail.replace('.', '\\.')}`));

    // Nothing changed yet: the old address logs in, the new one does not.
    assert.equal((await login(t.app, me.user.email, me.user.password)).statusCode, 200);
    assert.equal((await login(t.app, newEmail, me.user.password)).statusCode, 401);
    const [notice] = await outboxTo(me.user.email);
    assert.match(notice.subject, /Changement de l'adresse email/);
    assert.match(notice.text, new RegExp(newEmail.replace('.', '\\.')));
    const [confirmation] = await outboxTo(newEmail);
    const link = linkIn(confirmation.text, '/verification-email');

    const verify = await t.app.inject({ method: 'POST', url: '/api/email/verify', payload: Object.fromEntries(link.searchParams) });
    assert.equal(verify.statusCode, 200, verify.body);
    assert.equal(verify.json().message, 'Bravo, votre nouvelle adresse email est confirmée : utilisez-la désormais pour vous connecter.');
    assert.equal((await login(t.app, newEmail, me.user.password)).statusCode, 200);
    assert.equal((await login(t.app, me.user.email, me.user.password)).statusCode, 401);
    // The link is used once.
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/email/verify', payload: Object.fromEntries(link.searchParams) })).statusCode, 400);
  });

  test('the old address undoes it: its email back, every session closed', async () => {
    const me = await loginAsUser(t.app, 'stagiaire');
    const other = await tokenFor(t.app, me.user);
    const stolen = `voleur.${me.user.id}@exemple.fr`;
    assert.equal((await change(me.token, { email: stolen, current_password: me.user.password })).statusCode, 200);
    const confirm = linkIn((await outboxTo(stolen))[0].text, '/verification-email');
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/email/verify', payload: Object.fromEntries(confirm.searchParams) })).statusCode, 200);

    const undo = linkIn((await outboxTo(me.user.email))[0].text, '/verification-email');
    assert.equal(undo.searchParams.get('action'), 'annuler-changement');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email/undo-change',
      payload: { id: undo.searchParams.get('id'), token: undo.searchParams.get('token') },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(res.json().message, /^Le changement d’adresse email est annulé/);
    const [user] = await t.db.select({ email: s.users.email }).from(s.users).where(eq(s.users.id, me.user.id));
    assert.equal(user.email, me.user.email);
    for (const token of [me.token, other]) {
      assert.equal((await t.app.inject({ url: '/api/user', headers: bearer(token) })).statusCode, 401);
    }
    assert.equal((await login(t.app, stolen, me.user.password)).statusCode, 401);
    // Once only, and a wrong token is refused in French.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/email/undo-change',
      payload: { id: undo.searchParams.get('id'), token: undo.searchParams.get('token') },
    });
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().message, "Ce lien d'annulation n'est pas valide ou a expiré.");
  });

  test('an address taken by another account before the confirmation is not given', async () => {
    const me = await loginAsUser(t.app, 'stagiaire');
    const wanted = `convoitee.${me.user.id}@exemple.fr`;
    assert.equal((await change(me.token, { email: wanted, current_password: me.user.password })).statusCode, 200);
    await createUser(t.db, { role: 'stagiaire', email: wanted });
    const confirm = linkIn((await outboxTo(wanted))[0].text, '/verification-email');
    const res = await t.app.inject({ method: 'POST', url: '/api/email/verify', payload: Object.fromEntries(confirm.searchParams) });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'Cette adresse email est déjà utilisée par un autre compte : le changement n’a pas été fait.');
    assert.equal((await login(t.app, me.user.email, me.user.password)).statusCode, 200);
  });

  test('an undo before the confirmation drops the pending change', async () => {
    const me = await loginAsUser(t.app, 'stagiaire');
    const pending = `attente.${me.user.id}@exemple.fr`;
    assert.equal((await change(me.token, { email: pending, current_password: me.user.password })).statusCode, 200);
    const undo = linkIn((await outboxTo(me.user.email))[0].text, '/verification-email');
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/email/undo-change', payload: { id: undo.searchParams.get('id'), token: undo.searchParams.get('token') } })).statusCode, 200);
    const confirm = linkIn((await outboxTo(pending))[0].text, '/verification-email');
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/email/verify', payload: Object.fromEntries(confirm.searchParams) })).statusCode, 400);
    assert.equal((await login(t.app, me.user.email, me.user.password)).statusCode, 200);
  });
});

describe('a GET carrying only the cookie (a link from another site)', () => {
  test('sends no certificate: the sending routes are POSTs, and a POST needs more than the cookie', async () => {
    const { token } = await loginAsUser(t.app, 'gestionnaire');
    const training = await createTraining(t.db, { startInDays: -5, training_status_id: TRAINING_STATUS.toClose, attendance_sheet_done: true });
    const trainee = await createUser(t.db, { role: 'stagiaire', withProfile: true });
    const registration = await register(t.db, training.id, trainee.profileId!, 'valide');
    const cookie = { cookie: `irt_token=${token}` };
    for (const url of [`/api/send-certificate-email/${training.id}/${registration.id}`, `/api/send-certificates-email/${training.id}`]) {
      assert.equal((await t.app.inject({ method: 'GET', url, headers: cookie })).statusCode, 404);
      // A cross-site form posts the cookie without our client's header: not authenticated.
      assert.equal((await t.app.inject({ method: 'POST', url, headers: cookie, payload: {} })).statusCode, 401);
    }
    assert.equal((await outboxTo(trainee.email)).length, 0);
    const [row] = await t.db.select().from(s.registrations).where(eq(s.registrations.id, registration.id));
    assert.equal(row.certificate_sent_at ?? null, null);
    // Our client's call (cookie and header) still works.
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/send-certificate-email/${training.id}/${registration.id}`,
      headers: { ...cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal((await outboxTo(trainee.email)).length, 1);
  });
});

describe('the bulk emails of a training', () => {
  test('name no pre-registered trainee to a responsable pédagogique: they are counted only', async () => {
    const lead = await loginAsUser(t.app, 'responsable-pedagogique');
    const training = await createTraining(t.db, { startInDays: 20 });
    await addStaff(t.db, training.id, lead.user.profileId!, 'pedagogical_supervisor');
    const validated = await createUser(t.db, { role: 'stagiaire', withProfile: true });
    const pre = await createUser(t.db, { role: 'stagiaire', withProfile: true });
    const a = await register(t.db, training.id, validated.profileId!, 'valide');
    const b = await register(t.db, training.id, pre.profileId!, 'preinscription');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/send-convocations/${training.id}`,
      headers: bearer(lead.token),
      payload: { registration_ids: [a.id, b.id] },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { message: 'Bravo, les emails ont bien été envoyés', sent_count: 1, failed_emails: [], not_validated_count: 1 });
    assert.doesNotMatch(res.body, new RegExp(pre.email));
    assert.equal((await outboxTo(pre.email)).length, 0);
  });
});

describe('password spraying', () => {
  const from = (remoteAddress: string, email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

  test('failed logins from unknown browsers are limited per account whatever the address, until a password reset', async () => {
    const victim = await createUser(t.db, { role: 'stagiaire', withProfile: true });
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.account.free; i += 1) {
      assert.equal((await from(`10.1.0.${i + 1}`, victim.email, 'mauvais')).statusCode, 401);
    }
    const blocked = await from('10.1.0.200', victim.email, victim.password);
    assert.equal(blocked.statusCode, 429);
    assert.match(blocked.json().message, /^Trop de tentatives\. Veuillez réessayer dans \d+ minutes?\.$/);
    assert.ok(blocked.headers['retry-after']);

    // The reset email unlocks the account.
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/password/email', payload: { email: victim.email } })).statusCode, 200);
    const link = linkIn((await outboxTo(victim.email))[0].text, '/reinitialisation-mot-de-passe');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token: link.searchParams.get('token'), email: victim.email, password: 'Nouveau2026!', password_confirmation: 'Nouveau2026!' },
    });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal((await from('10.1.0.201', victim.email, 'Nouveau2026!')).statusCode, 200);
  });

  test('one address trying passwords on many accounts is stopped', async () => {
    const address = '10.2.0.1';
    let status = 0;
    let tries = 0;
    for (; tries < 40; tries += 1) {
      const account = await createUser(t.db, { role: 'stagiaire' });
      status = (await from(address, account.email, 'Printemps2026!')).statusCode;
      if (status !== 401) break;
    }
    assert.equal(status, 429);
    assert.equal(tries, LOGIN_FAILURE_LIMITS.address.free);
    // Another address is not concerned.
    const someone = await createUser(t.db, { role: 'stagiaire' });
    assert.equal((await from('10.2.0.2', someone.email, DEFAULT_PASSWORD)).statusCode, 200);
  });
});

describe('a page beyond any list', () => {
  test('every paged list answers 400 (not 500) beyond the bound, and an empty page within it', async () => {
    const token = await loginAs(t.app, 'administrateur');
    const doc = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; 'x-roles'?: unknown }>> } }).swagger();
    const paged = Object.entries(doc.paths)
      .filter(([path, methods]) => !path.includes('{') && methods.get?.parameters?.some((p) => p.in === 'query' && p.name === 'page'))
      .map(([path]) => path);
    assert.ok(paged.length >= 5, `only ${paged.length} paged lists`);
    for (const path of paged) {
      const roles = doc.paths[path].get['x-roles'];
      const who = Array.isArray(roles) && !roles.includes('administrateur') ? await loginAs(t.app, roles[0] as 'stagiaire') : token;
      const huge = await t.app.inject({ url: `${path}?page=99999999999999999999`, headers: bearer(who) });
      assert.equal(huge.statusCode, 400, `${path}: ${huge.body}`);
      const last = await t.app.inject({ url: `${path}?page=${MAX_PAGE}&per_page=100`, headers: bearer(who) });
      assert.ok([200, 400].includes(last.statusCode), `${path}: ${last.statusCode} ${last.body}`);
      if (last.statusCode === 200) assert.deepEqual(last.json().data, [], path);
    }
  });
});

