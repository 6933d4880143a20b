/**
 * Changes of bank details (README, "Sécurité"): only their owner and the administrateur change them, on
 * every route that writes them; each write is an audit event with the IBAN masked on both sides, each
 * change of existing details emails the owner; details typed by a team member's creator are audited and
 * asked to be confirmed by the new member at their first login.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../src/contract/accounts';
import { AUDIT_ACTIONS } from '../../src/contract/audit';
import { profiles, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/auth-passwords';
import { openBankDetails } from '../../src/lib/bank-details';
import { MESSAGES } from '../../src/lib/errors';
import { queryRows } from '../../src/lib/sql';
import { callApi } from '../call';
import { createUser, loginAsUser, tokenFor, type CreatedUser } from '../factories';
import { createTestApp, emailsTo, TEST_PASSWORD_HASHING, type TestApp } from '../helpers';

const IBAN_A = 'FR7630006000011234567890189';
const IBAN_B = 'FR1420041010050500013M02606';
const IBAN_C = 'DE89370400440532013000';
const MASKED_A = 'FR76 •••• •••• •••• •••• •••• 189';
const MASKED_B = 'FR14 •••• •••• •••• •••• •••• 606';
const MASKED_C = 'DE89 •••• •••• •••• •••0 00';
const SUBJECT = /^Vos coordonnées bancaires ont été modifiées/;

let t: TestApp;
type Account = { token: string; user: CreatedUser };
let admin: Account;
let manager: Account;
let supervisor: Account;
let otherTeacher: Account;

before(async () => {
  t = await createTestApp();
  admin = await loginAsUser(t.app, 'administrateur');
  manager = await loginAsUser(t.app, 'gestionnaire');
  supervisor = await loginAsUser(t.app, 'responsable-pedagogique', { withProfile: { iban: IBAN_A, bic: 'BNPAFRPP' } });
  otherTeacher = await loginAsUser(t.app, 'intervenant');
});
after(() => t.close());

/** The stored details, read from the row (in clear, through the cipher). */
async function stored(profileId: number) {
  const [row] = await t.db.select({ iban: profiles.iban, bic: profiles.bic, phone: profiles.phone, to_confirm: profiles.bank_details_to_confirm }).from(profiles).where(eq(profiles.id, profileId));
  return { ...openBankDetails(row), phone: row.phone, to_confirm: row.to_confirm };
}

/** The bank change events of a profile, oldest first, as written in the trail. */
async function changes(profileId: number) {
  return queryRows<{ actor_role: string; actor_profile_id: number | null; object_type: string; from_value: string | null; to_value: string | null; ip: string | null }>(
    t.db,
    sql`SELECT actor_role, actor_profile_id, object_type, from_value, to_value, ip FROM audit_events
        WHERE action = ${AUDIT_ACTIONS.bankDetailsChanged} AND object_id = ${profileId} ORDER BY id`,
  );
}

const bankEmails = async (email: string) => (await emailsTo(t, email)).filter((m) => SUBJECT.test(m.subject));

const put = (token: string, id: number, body: Record<string, unknown>) => callApi(t.app, 'PUT /profiles/:id', { params: { id }, token, rawBody: body });

describe('who changes bank details', () => {
  test('anyone but the owner and the administrateur is refused (403, French message), whatever the profile, and nothing is written', async () => {
    const teacher = await loginAsUser(t.app, 'intervenant', { withProfile: { iban: IBAN_A, bic: 'BNPAFRPP', phone: '0611223344' } });
    const bankOnly = ACCOUNT_MESSAGES.bankDetailsOwnerOnly;
    // Those who manage the role edit the rest of the account, and are told why the bank details are refused.
    const cases: [string, Account, number, string][] = [
      ['gestionnaire → intervenant', manager, teacher.user.profileId!, bankOnly],
      ['gestionnaire → responsable pédagogique', manager, supervisor.user.profileId!, bankOnly],
      ['responsable pédagogique → intervenant', supervisor, teacher.user.profileId!, bankOnly],
      ['intervenant → autre intervenant', otherTeacher, teacher.user.profileId!, MESSAGES.forbidden],
    ];
    for (const [label, caller, id, message] of cases) {
      for (const body of [{ iban: IBAN_B, bic: 'CCBPFRPP', phone: '0799887766' }, { iban: IBAN_B }, { bic: 'CCBPFRPP' }, { iban: null, bic: null }, { iban: '' }]) {
        const res = await put(caller.token, id, body);
        assert.equal(res.statusCode, 403, `${label} ${JSON.stringify(body)}: ${res.body}`);
        assert.equal(res.json().message, message);
      }
    }
    assert.deepEqual(await stored(teacher.user.profileId!), { iban: IBAN_A, bic: 'BNPAFRPP', phone: '0611223344', to_confirm: false });
    assert.deepEqual((await stored(supervisor.user.profileId!)).iban, IBAN_A);
    assert.deepEqual(await changes(teacher.user.profileId!), []);
    assert.deepEqual(await changes(supervisor.user.profileId!), []);
    assert.deepEqual(await bankEmails(teacher.user.email), []);
    // The rest of the team edit stays open to those who manage the role.
    assert.equal((await put(manager.token, teacher.user.profileId!, { phone: '0799887766' })).statusCode, 200);
  });

  test('the owner changes their own: audited with the IBAN masked on both sides, and emailed at once', async () => {
    const teacher = await loginAsUser(t.app, 'intervenant', { withProfile: { iban: IBAN_A, bic: 'BNPAFRPP' } });
    const id = teacher.user.profileId!;
    const res = await put(teacher.token, id, { iban: 'fr14 2004 1010 0505 0001 3m02 606', bic: 'psstfrppstr' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(await stored(id), { iban: IBAN_B, bic: 'PSSTFRPPSTR', phone: null, to_confirm: false });
    const events = await changes(id);
    assert.deepEqual(events, [
      { actor_role: 'intervenant', actor_profile_id: id, object_type: 'profil', from_value: `${MASKED_A} · BIC BNPA••••`, to_value: `${MASKED_B} · BIC PSST••••`, ip: '127.0.0.1' },
    ]);
    const mails = await bankEmails(teacher.user.email);
    assert.equal(mails.length, 1);
    assert.match(mails[0].text, new RegExp(`IBAN désormais enregistré : ${MASKED_B}`));
    assert.match(mails[0].text, /Si vous n'êtes pas à l'origine de cette modification, contactez l'institut/);
    assert.match(mails[0].text, /\/profil/);
    for (const clear of [IBAN_A, IBAN_B]) {
      assert.ok(!mails[0].text.includes(clear) && !(mails[0].html ?? '').includes(clear), 'the email never holds an IBAN in clear');
      assert.ok(!JSON.stringify(events).includes(clear), 'the trail never holds an IBAN in clear');
    }
    // The administrateur reads it in the trail.
    const trail = await callApi(t.app, 'GET /audit-events', { query: { action: AUDIT_ACTIONS.bankDetailsChanged, object_id: id }, token: admin.token });
    assert.equal(trail.json().total, 1);

    // Saving the same details again is no change: no event, no email.
    assert.equal((await put(teacher.token, id, { iban: IBAN_B, bic: 'PSSTFRPPSTR', phone: '0612345678' })).statusCode, 200);
    assert.equal((await changes(id)).length, 1);
    assert.equal((await bankEmails(teacher.user.email)).length, 1);

    // Removing them is a change too.
    assert.equal((await put(teacher.token, id, { iban: null, bic: null })).statusCode, 200);
    assert.deepEqual((await changes(id)).at(-1)?.to_value, null);
    assert.match((await bankEmails(teacher.user.email))[0].text, /Aucun IBAN n’est plus enregistré/);
  });

  test('the administrateur changes anyone’s: audited as the administrateur, the owner emailed', async () => {
    const trainee = await loginAsUser(t.app, 'stagiaire', { withProfile: { iban: IBAN_A } });
    const id = trainee.user.profileId!;
    const res = await put(admin.token, id, { iban: IBAN_C });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await stored(id)).iban, IBAN_C);
    assert.deepEqual(
      (await changes(id)).map((e) => [e.actor_role, e.actor_profile_id, e.from_value, e.to_value]),
      [['administrateur', admin.user.profileId, MASKED_A, MASKED_C]],
    );
    assert.equal((await bankEmails(trainee.user.email)).length, 1);
    // A stagiaire changes their own as well.
    assert.equal((await put(trainee.token, id, { iban: IBAN_B })).statusCode, 200);
    assert.deepEqual((await changes(id)).map((e) => e.actor_role), ['administrateur', 'stagiaire']);
    assert.equal((await bankEmails(trainee.user.email)).length, 2);
  });
});

describe('details typed by the creator of an account', () => {
  async function newMember(path: 'POST /register/teacher' | 'POST /register/pedagogical-supervisor', creator: Account, extra: Record<string, unknown>) {
    const email = `membre.${Math.random().toString(36).slice(2)}@equipe.test.fr`;
    const res = await callApi(t.app, path, { token: creator.token, rawBody: { name: 'Nouveau Membre', email, ...extra } });
    assert.equal(res.statusCode, 201, res.body);
    const id = res.json().id;
    // The member's own password, as the welcome link would set it.
    const password = 'Choisi-2026!';
    await t.db.update(users).set({ password_hash: await hashPassword(password, TEST_PASSWORD_HASHING) }).where(eq(users.email, email));
    return { id, email, token: await tokenFor(t.app, { email, password }) };
  }

  test('are allowed, audited as their creator, and shown masked to the new member to confirm at their first login', async () => {
    const member = await newMember('POST /register/teacher', manager, { iban: IBAN_A, bic: 'BNPAFRPP' });
    assert.deepEqual(
      (await changes(member.id)).map((e) => [e.actor_role, e.actor_profile_id, e.from_value, e.to_value]),
      [['gestionnaire', manager.user.profileId, null, `${MASKED_A} · BIC BNPA••••`]],
    );
    // No change email at creation: the welcome email is the only one, the confirmation comes at login.
    assert.deepEqual(await bankEmails(member.email), []);
    const own = (await callApi(t.app, 'GET /profile', { token: member.token })).json();
    assert.deepEqual(own.bank_details_to_confirm, { iban_masked: MASKED_A });

    const confirmed = await callApi(t.app, 'POST /profile/bank-details/confirm', { token: member.token });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal(confirmed.json().message, ACCOUNT_MESSAGES.bankDetailsConfirmed);
    assert.equal((await callApi(t.app, 'GET /profile', { token: member.token })).json().bank_details_to_confirm, null);
    assert.equal((await stored(member.id)).iban, IBAN_A);
  });

  test('the member changing them instead (\u2018Les modifier\u2019) confirms them too; a member created without any has nothing to confirm', async () => {
    const member = await newMember('POST /register/pedagogical-supervisor', admin, { iban: IBAN_A });
    assert.deepEqual((await callApi(t.app, 'GET /profile', { token: member.token })).json().bank_details_to_confirm, { iban_masked: MASKED_A });
    assert.equal((await put(member.token, member.id, { iban: IBAN_B })).statusCode, 200);
    assert.equal((await callApi(t.app, 'GET /profile', { token: member.token })).json().bank_details_to_confirm, null);
    assert.deepEqual((await changes(member.id)).map((e) => [e.actor_role, e.to_value]), [['administrateur', MASKED_A], ['responsable-pedagogique', MASKED_B]]);
    assert.equal((await bankEmails(member.email)).length, 1);

    const plain = await newMember('POST /register/teacher', supervisor, {});
    assert.equal((await callApi(t.app, 'GET /profile', { token: plain.token })).json().bank_details_to_confirm, null);
    assert.deepEqual(await changes(plain.id), []);
  });

  test('the creation of a trainee’s profile (POST /api/profiles) takes no bank details, even from the administrateur', async () => {
    const account = await createUser(t.db, { role: 'stagiaire' });
    const refused = await callApi(t.app, 'POST /profiles', { token: admin.token, rawBody: { user_id: account.id, name: 'Paul Martin', genre_id: 1, phone: '0611223344', iban: IBAN_B, bic: 'BNPAFRPP' } });
    // Fields the creation does not take are refused by name, and nothing is written.
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal(refused.json().message, 'Champs non attendus : iban, bic.');
    const res = await callApi(t.app, 'POST /profiles', { token: admin.token, rawBody: { user_id: account.id, name: 'Paul Martin', genre_id: 1, phone: '0611223344' } });
    assert.equal(res.statusCode, 201, res.body);
    const id = res.json().id;
    assert.deepEqual(await stored(id), { iban: null, bic: null, phone: '0611223344', to_confirm: false });
    assert.deepEqual(await changes(id), []);
  });
});
