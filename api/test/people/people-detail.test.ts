/**
 * A trainee's or a trainer's page:
 * GET /api/profiles/{id} fields by reader, GET /api/profiles/{id}/trainings, GET /api/profiles/{id}/expenses,
 * POST /api/profiles/{id}/deactivate — allowed and refused roles, bank details never in clear to a
 * non-administrator, bad input refused in French with nothing written, a closed account logged out.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { RoleSlug } from '../../src/contract/common';
import { auditEvents, profiles, sessions, users } from '../../src/db/schema';
import { ACCOUNTS_CLOSED_BY, closingRefusal, personTrainingsScope } from '../../src/modules/people-detail/scopes';
import { PROFILE_FIELD_RULES, profileDetailFor } from '../../src/modules/profiles/scopes';
import { addStaff, createExpense, createTraining, register } from '../factories-trainings';
import { createUser, login, loginAsUser, tokenFor, type CreatedUser } from '../factories';
import { callApi } from '../call';
import { createTestApp, type TestApp } from '../helpers';

const IBAN = 'FR7630006000011234567890189';
const BIC = 'AGRIFRPP882';
const STAFF: readonly RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'];

let t: TestApp;
const tokens = {} as Record<RoleSlug, string>;
const accounts = {} as Record<RoleSlug, CreatedUser>;
let trainee: CreatedUser;
let teacher: CreatedUser;
let taught: { id: number };
let elsewhere: { id: number };

before(async () => {
  t = await createTestApp();
  for (const role of [...STAFF, 'stagiaire'] as RoleSlug[]) {
    const { token, user } = await loginAsUser(t.app, role);
    tokens[role] = token;
    accounts[role] = user;
  }
  trainee = await createUser(t.db, { role: 'stagiaire', name: 'Paula Détail', withProfile: { iban: IBAN, bic: BIC, phone: '0601020304' } });
  teacher = await createUser(t.db, { role: 'intervenant', name: 'Théo Détail', withProfile: { iban: IBAN, bic: BIC } });
  taught = await createTraining(t.db, { startInDays: 20, title: 'Droit du travail détaillé' });
  elsewhere = await createTraining(t.db, { startInDays: 40, title: 'Formation ailleurs' });
  // The intervenant of the tokens teaches `taught`, where the trainee is registered; not `elsewhere`.
  await addStaff(t.db, taught.id, accounts.intervenant.profileId!);
  await addStaff(t.db, taught.id, teacher.profileId!);
  await addStaff(t.db, elsewhere.id, teacher.profileId!, 'pedagogical_supervisor');
  await register(t.db, taught.id, trainee.profileId!, 'valide');
  await register(t.db, elsewhere.id, trainee.profileId!, 'en_attente');
});
after(async () => {
  await t?.close();
});

describe('rules as data', () => {
  test('the fields of a profile by rule: bank, vehicle document, personal details', () => {
    const PERSONAL = [
      'genre_id', 'genre', 'birth_year', 'emails', 'street_number', 'street_name', 'profile_zip_code', 'city_id', 'city', 'full_address',
      'professional_situation_id', 'professional_category_id', 'degree_id', 'activity_sector_id', 'company_name', 'company_size_id',
      'company_zip_code', 'is_union_member', 'has_mandate', 'has_vehicle', 'vehicle_category_id', 'vehicle_registration_pdf', 'iban_masked',
      'subscribed_to_newsletter', 'unions', 'current_union', 'mandates', 'employment_status_id', 'missing_fields',
    ];
    assert.deepEqual(PROFILE_FIELD_RULES, {
      iban: 'readBank',
      bic: 'readBank',
      temporary_vehicle_registration_url: 'readVehicleDocument',
      ...Object.fromEntries(PERSONAL.map((field) => [field, 'readPersonal'])),
    });
  });

  /** Reader → whose profile (someone else's) → the groups of fields they read. */
  type Group = 'bank' | 'vehicleDocument' | 'personal';
  const READS: Record<RoleSlug, Record<'trainee' | 'staff', Group[]>> = {
    administrateur: { trainee: ['bank', 'vehicleDocument', 'personal'], staff: ['bank', 'vehicleDocument', 'personal'] },
    gestionnaire: { trainee: ['vehicleDocument', 'personal'], staff: ['vehicleDocument', 'personal'] },
    'responsable-pedagogique': { trainee: ['personal'], staff: ['personal'] },
    // A trainee of their trainings (the route checks that); of a colleague, identity and contact only.
    intervenant: { trainee: ['personal'], staff: [] },
    stagiaire: { trainee: [], staff: [] },
  };
  const GROUP_OF: Record<string, Group> = { readBank: 'bank', readVehicleDocument: 'vehicleDocument', readPersonal: 'personal' };

  for (const [role, byOwner] of Object.entries(READS) as [RoleSlug, Record<'trainee' | 'staff', Group[]>][]) {
    for (const [owner, groups] of Object.entries(byOwner) as ['trainee' | 'staff', Group[]][]) {
      test(`${role} reading a ${owner}: ${groups.join(', ') || 'identity and contact only'}`, () => {
        const full = {
          id: 7,
          name: 'Nina Lue',
          phone: '06 00 00 00 07',
          url: 'https://exemple.fr',
          ...Object.fromEntries(Object.keys(PROFILE_FIELD_RULES).map((field) => [field, field === 'unions' || field === 'emails' ? ['x'] : field === 'has_vehicle' ? true : `valeur ${field}`])),
        };
        const seen = profileDetailFor({ role, profileId: 99 }, full, owner === 'trainee' ? 'stagiaire' : 'intervenant') as Record<string, unknown>;
        const shownGroups = new Set<Group>();
        for (const [field, use] of Object.entries(PROFILE_FIELD_RULES)) {
          const hidden = seen[field] === null || seen[field] === false || (Array.isArray(seen[field]) && (seen[field] as unknown[]).length === 0);
          if (!hidden) shownGroups.add(GROUP_OF[use]);
          else assert.ok(!groups.includes(GROUP_OF[use]), `${field} hidden`);
        }
        assert.deepEqual([...shownGroups].sort(), [...groups].sort());
        // Identity and professional contact are never emptied.
        assert.deepEqual([seen.name, seen.phone, seen.url], [full.name, full.phone, full.url]);
        // The owner reads everything of their own.
        const own = profileDetailFor({ role, profileId: 7 }, full, owner === 'trainee' ? 'stagiaire' : 'intervenant');
        assert.deepEqual(own, full);
      });
    }
  }

  test('who closes whose account: the administrator anyone, the gestionnaire trainees and trainers, never oneself', () => {
    assert.deepEqual(ACCOUNTS_CLOSED_BY, {
      administrateur: ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'],
      gestionnaire: ['responsable-pedagogique', 'intervenant', 'stagiaire'],
      'responsable-pedagogique': [],
      intervenant: [],
      stagiaire: [],
    });
    assert.equal(closingRefusal({ role: 'administrateur', profileId: 1 }, { profileId: 1, role: 'administrateur', active: true })?.status, 422);
    assert.equal(closingRefusal({ role: 'gestionnaire', profileId: 1 }, { profileId: 2, role: 'administrateur', active: true })?.status, 403);
    assert.equal(closingRefusal({ role: 'gestionnaire', profileId: 1 }, { profileId: 2, role: 'stagiaire', active: false })?.status, 422);
    assert.equal(closingRefusal({ role: 'gestionnaire', profileId: 1 }, { profileId: 2, role: 'intervenant', active: true }), null);
  });

  test('an intervenant lists only the trainings whose team they are in, on another person’s page', () => {
    assert.deepEqual(personTrainingsScope({ role: 'intervenant', profileId: 3 }, 9), { kind: 'teamOf', staffProfileId: 3 });
    assert.deepEqual(personTrainingsScope({ role: 'intervenant', profileId: 9 }, 9), { kind: 'every' });
    assert.deepEqual(personTrainingsScope({ role: 'gestionnaire', profileId: 3 }, 9), { kind: 'every' });
  });
});

describe('GET /api/profiles/{id}', () => {
  test('every staff role reads a trainee and a trainer; the IBAN and BIC only reach the administrator', async () => {
    for (const role of STAFF) {
      for (const person of role === 'intervenant' ? [trainee] : [trainee, teacher]) {
        const res = await callApi(t.app, 'GET /profiles/:id', { params: { id: person.profileId! }, token: tokens[role] });
        assert.equal(res.statusCode, 200, `${role} reads ${person.name}`);
        const body = res.json();
        assert.equal(body.name, person.name);
        assert.equal(body.is_active, true);
        if (role === 'administrateur') assert.deepEqual([body.iban, body.bic], [IBAN, BIC]);
        else {
          assert.deepEqual([body.iban, body.bic], [null, null], `${role} gets no bank details`);
          assert.ok(!res.body.includes(IBAN.slice(4, 20)) && !res.body.includes(BIC), `${role}: no trace of the IBAN or BIC in the answer`);
        }
      }
    }
  });

  test('an intervenant reads of another staff member only their identity and professional contact', async () => {
    const colleague = await createUser(t.db, {
      role: 'responsable-pedagogique',
      name: 'Olga Collègue',
      withProfile: {
        phone: '06 98 76 54 32',
        url: 'https://exemple.fr/olga',
        title: 'Juriste',
        street_number: '12',
        street_name: 'rue des Secrets',
        profile_zip_code: '67000',
        birth_year: 1971,
        emails: ['olga.perso@exemple.fr'],
        company_name: 'Cabinet Olga',
      },
    });
    const read = (role: RoleSlug) => callApi(t.app, 'GET /profiles/:id', { params: { id: colleague.profileId! }, token: tokens[role] });
    const res = await read('intervenant');
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(
      [body.name, body.role.slug, body.user.email, body.phone, body.url, body.title],
      ['Olga Collègue', 'responsable-pedagogique', colleague.email, '06 98 76 54 32', 'https://exemple.fr/olga', 'Juriste'],
    );
    assert.deepEqual(
      [body.street_number, body.street_name, body.profile_zip_code, body.full_address, body.birth_year, body.emails, body.company_name],
      [null, null, null, null, null, [], null],
    );
    for (const secret of ['rue des Secrets', '1971', 'olga.perso', 'Cabinet Olga', '67000']) assert.ok(!res.body.includes(secret), `no trace of ${secret}`);
    // A manager reads the whole profile; the intervenant reads the trainee of their training whole.
    const managed = (await read('gestionnaire')).json();
    assert.deepEqual([managed.street_name, managed.birth_year, managed.emails], ['rue des Secrets', 1971, ['olga.perso@exemple.fr']]);
    const taughtTrainee = await callApi(t.app, 'GET /profiles/:id', { params: { id: trainee.profileId! }, token: tokens.intervenant });
    assert.equal(taughtTrainee.json().phone, '0601020304');
  });

  test('a trainee reads only their own profile; a visitor nothing', async () => {
    assert.equal((await callApi(t.app, 'GET /profiles/:id', { params: { id: trainee.profileId! }, token: tokens.stagiaire })).statusCode, 403);
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/profiles/${trainee.profileId}` })).statusCode, 401);
  });

  test('no other answer carries the bank details of someone else to a non-administrator (lists and searches)', async () => {
    for (const role of STAFF) {
      const answers: { statusCode: number; body: string }[] = [
        await callApi(t.app, 'GET /users/by-role/stagiaire', { query: { per_page: 100 }, token: tokens[role] }),
        await callApi(t.app, 'GET /profiles-search', { query: { name: 'Détail' }, token: tokens[role] }),
      ];
      if (role !== 'intervenant') answers.push(await callApi(t.app, 'GET /teachers', { query: { per_page: 100 }, token: tokens[role] }));
      for (const res of answers) {
        assert.equal(res.statusCode, 200);
        assert.ok(!res.body.includes(IBAN) && !res.body.includes(BIC), `${role}: ${res.body.slice(0, 80)}`);
      }
    }
  });
});

describe('GET /api/profiles/{id}/trainings', () => {
  test('a trainer’s trainings in teams, a trainee’s registrations, most recent first, for the allowed roles', async () => {
    const res = await callApi(t.app, 'GET /profiles/:id/trainings', { params: { id: teacher.profileId! }, token: tokens['responsable-pedagogique'] });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(
      body.data.map((row) => [row.id, row.part, row.registration_status]),
      [
        [elsewhere.id, 'responsable-pedagogique', null],
        [taught.id, 'intervenant', null],
      ],
    );
    assert.equal(body.total, 2);
    const own = (await callApi(t.app, 'GET /profiles/:id/trainings', { params: { id: trainee.profileId! }, token: tokens.gestionnaire })).json();
    assert.deepEqual(
      own.data.map((row) => [row.id, row.part, row.registration_status?.id, row.title]),
      [
        [elsewhere.id, 'stagiaire', 4, 'Formation ailleurs'],
        [taught.id, 'stagiaire', 2, 'Droit du travail détaillé'],
      ],
    );
  });

  test('pages by 10', async () => {
    const busy = await createUser(t.db, { role: 'intervenant', withProfile: true });
    for (let i = 0; i < 11; i += 1) {
      const training = await createTraining(t.db, { startInDays: 60 + i });
      await addStaff(t.db, training.id, busy.profileId!);
    }
    const first = (await callApi(t.app, 'GET /profiles/:id/trainings', { params: { id: busy.profileId! }, token: tokens.administrateur })).json();
    assert.deepEqual([first.data.length, first.total, first.last_page, first.per_page], [10, 11, 2, 10]);
    const second = (await callApi(t.app, 'GET /profiles/:id/trainings', { params: { id: busy.profileId! }, query: { page: 2 }, token: tokens.administrateur })).json();
    assert.equal(second.data.length, 1);
  });

  test('an intervenant sees only the trainings they teach of a trainee they teach; not a trainee they do not teach', async () => {
    const res = await callApi(t.app, 'GET /profiles/:id/trainings', { params: { id: trainee.profileId! }, token: tokens.intervenant });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().data.map((row) => row.id), [taught.id]);
    const stranger = await createUser(t.db, { role: 'stagiaire', withProfile: true });
    await register(t.db, elsewhere.id, stranger.profileId!);
    assert.equal((await callApi(t.app, 'GET /profiles/:id/trainings', { params: { id: stranger.profileId! }, token: tokens.intervenant })).statusCode, 403);
  });

  test('refused to a trainee and a visitor; an unknown profile is 404; a bad id is 400 in French', async () => {
    assert.equal((await callApi(t.app, 'GET /profiles/:id/trainings', { params: { id: trainee.profileId! }, token: tokens.stagiaire })).statusCode, 403);
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/profiles/${trainee.profileId}/trainings` })).statusCode, 401);
    assert.equal((await callApi(t.app, 'GET /profiles/:id/trainings', { params: { id: 999999 }, token: tokens.administrateur })).statusCode, 404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/profiles/abc/trainings', headers: { authorization: `Bearer ${tokens.administrateur}` } });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /[éèà]|doit|invalide|entier/i);
  });
});

describe('GET /api/profiles/{id}/expenses', () => {
  test('the expenses of a person grouped by training, with the amount due and the count of receipts', async () => {
    await createExpense(t.db, taught.id, trainee.profileId!, 2, { total_amount: '84.20' });
    await createExpense(t.db, elsewhere.id, trainee.profileId!, 1, { total_amount: '10.00', total_forced_amount: '25.00' });
    for (const role of ['administrateur', 'gestionnaire'] as const) {
      const res = await callApi(t.app, 'GET /profiles/:id/expenses', { params: { id: trainee.profileId! }, token: tokens[role] });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(
        res.json().map((group) => [group.training_id, group.expenses.map((e) => [e.status.id, e.amount, e.receipts_count])]),
        [
          [elsewhere.id, [[1, '25.00', 0]]],
          [taught.id, [[2, '84.20', 0]]],
        ],
      );
    }
    const none = await callApi(t.app, 'GET /profiles/:id/expenses', { params: { id: teacher.profileId! }, token: tokens.administrateur });
    assert.deepEqual(none.json(), []);
  });

  test('refused to the responsable pédagogique, the intervenant, a trainee (even their own) and a visitor', async () => {
    for (const role of ['responsable-pedagogique', 'intervenant', 'stagiaire'] as const) {
      const res = await callApi(t.app, 'GET /profiles/:id/expenses', { params: { id: trainee.profileId! }, token: tokens[role] });
      assert.equal(res.statusCode, 403, role);
      assert.equal(res.error().message, "Vous n'avez pas les droits nécessaires.");
    }
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/profiles/${trainee.profileId}/expenses` })).statusCode, 401);
    assert.equal((await callApi(t.app, 'GET /profiles/:id/expenses', { params: { id: 999999 }, token: tokens.gestionnaire })).statusCode, 404);
  });
});

describe('POST /api/profiles/{id}/deactivate', () => {
  const isActive = async (user: CreatedUser) => {
    const [row] = await t.db.select({ user: users.is_active, profile: profiles.is_active }).from(users).innerJoin(profiles, eq(profiles.user_id, users.id)).where(eq(users.id, user.id));
    return row;
  };

  test('the administrator closes a trainee: login refused in French, the open session refused at once, shown as inactive', async () => {
    const closing = await createUser(t.db, { role: 'stagiaire', name: 'Clara Clôturée', withProfile: true });
    const session = await tokenFor(t.app, closing);
    assert.equal((await callApi(t.app, 'GET /user', { token: session })).statusCode, 200);

    const res = await callApi(t.app, 'POST /profiles/:id/deactivate', { params: { id: closing.profileId! }, token: tokens.administrateur });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().message, 'Le compte de Clara Clôturée a été désactivé.');
    assert.deepEqual(await isActive(closing), { user: false, profile: false });

    const refused = await login(t.app, closing.email, closing.password);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.error().message, 'Votre compte a été désactivé.');
    const later = await callApi(t.app, 'GET /user', { token: session });
    assert.equal(later.statusCode, 401);
    const open = await t.db.select({ revoked: sessions.revoked_at }).from(sessions).where(eq(sessions.user_id, closing.id));
    assert.ok(open.length > 0 && open.every((row) => row.revoked !== null), 'every session revoked in the database (other API processes)');

    const listed = (await callApi(t.app, 'GET /users/by-role/stagiaire', { query: { name: 'Clara Clôturée' }, token: tokens.gestionnaire })).json();
    assert.deepEqual(listed.data.map((row) => [row.id, row.is_active]), [[closing.profileId, false]]);
    const found = (await callApi(t.app, 'GET /profiles-search', { query: { name: 'Clara Clôturée' }, token: tokens.gestionnaire })).json();
    assert.deepEqual(found.map((row) => [row.id, row.is_active]), [[closing.profileId, false]]);
    const detail = (await callApi(t.app, 'GET /profiles/:id', { params: { id: closing.profileId! }, token: tokens.gestionnaire })).json();
    assert.equal(detail.is_active, false);

    const again = await callApi(t.app, 'POST /profiles/:id/deactivate', { params: { id: closing.profileId! }, token: tokens.administrateur });
    assert.equal(again.statusCode, 422);
    assert.equal(again.json().message, 'Ce compte est déjà désactivé.');
  });

  test('the gestionnaire closes a trainer, not an administrator nor a gestionnaire', async () => {
    const trainer = await createUser(t.db, { role: 'responsable-pedagogique', withProfile: true });
    assert.equal((await callApi(t.app, 'POST /profiles/:id/deactivate', { params: { id: trainer.profileId! }, token: tokens.gestionnaire })).statusCode, 200);
    for (const role of ['administrateur', 'gestionnaire'] as const) {
      const colleague = await createUser(t.db, { role, withProfile: true });
      const res = await callApi(t.app, 'POST /profiles/:id/deactivate', { params: { id: colleague.profileId! }, token: tokens.gestionnaire });
      assert.equal(res.statusCode, 403, role);
      assert.equal(res.json().message, 'Vous ne pouvez pas désactiver le compte de ce membre de l’équipe.');
      assert.deepEqual(await isActive(colleague), { user: true, profile: true });
    }
  });

  test('nobody closes their own account', async () => {
    const own = await loginAsUser(t.app, 'administrateur');
    const res = await callApi(t.app, 'POST /profiles/:id/deactivate', { params: { id: own.user.profileId! }, token: own.token });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().message, 'Vous ne pouvez pas désactiver votre propre compte.');
    assert.deepEqual(await isActive(own.user), { user: true, profile: true });
    assert.equal((await callApi(t.app, 'GET /user', { token: own.token })).statusCode, 200);
  });

  test('refused to the other roles and a visitor, an unknown profile is 404, a bad id 400 in French: nothing written', async () => {
    const target = await createUser(t.db, { role: 'stagiaire', withProfile: true });
    for (const role of ['responsable-pedagogique', 'intervenant', 'stagiaire'] as const) {
      const res = await callApi(t.app, 'POST /profiles/:id/deactivate', { params: { id: target.profileId! }, token: tokens[role] });
      assert.equal(res.statusCode, 403, role);
    }
    assert.equal((await t.app.inject({ method: 'POST', url: `/api/profiles/${target.profileId}/deactivate` })).statusCode, 401);
    assert.equal((await callApi(t.app, 'POST /profiles/:id/deactivate', { params: { id: 999999 }, token: tokens.administrateur })).statusCode, 404);
    for (const url of ['/api/profiles/abc/deactivate', '/api/profiles/0/deactivate', '/api/profiles/-3/deactivate']) {
      const bad = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${tokens.administrateur}` } });
      assert.equal(bad.statusCode, 400, url);
      assert.notEqual(bad.json().message, '');
      assert.doesNotMatch(bad.json().message, /must be|should be/, 'a French message');
    }
    assert.deepEqual(await isActive(target), { user: true, profile: true });
  });
});

describe('POST /api/profiles/{id}/reactivate', () => {
  const state = async (user: CreatedUser) => {
    const [row] = await t.db
      .select({ user: users.is_active, profile: profiles.is_active, closedAt: users.closed_at, since: users.activity_since })
      .from(users)
      .innerJoin(profiles, eq(profiles.user_id, users.id))
      .where(eq(users.id, user.id));
    return row!;
  };

  test('the administrateur reopens a closed account: it logs in again with a new session, audited, its retention clock restarted', async () => {
    const person = await createUser(t.db, { role: 'stagiaire', name: 'Rémi Revenu', withProfile: true });
    const oldSession = await tokenFor(t.app, person);
    assert.equal((await callApi(t.app, 'POST /profiles/:id/deactivate', { params: { id: person.profileId! }, token: tokens.administrateur })).statusCode, 200);
    const before = new Date();

    // The gestionnaire may close, not reopen.
    const refused = await callApi(t.app, 'POST /profiles/:id/reactivate', { params: { id: person.profileId! }, token: tokens.gestionnaire });
    assert.equal(refused.statusCode, 403);
    assert.equal((await state(person)).user, false);

    const res = await callApi(t.app, 'POST /profiles/:id/reactivate', { params: { id: person.profileId! }, token: tokens.administrateur });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().message, 'Le compte de Rémi Revenu a été réactivé : la personne peut de nouveau se connecter.');
    const after = await state(person);
    assert.equal(after.user, true);
    assert.equal(after.profile, true);
    assert.equal(after.closedAt, null);
    assert.ok(after.since.getTime() >= before.getTime() - 1000, 'the inactivity clock restarts at the reopening');

    // The session opened before the closing stays ended; a new login works.
    assert.equal((await callApi(t.app, 'GET /user', { token: oldSession })).statusCode, 401);
    assert.equal((await login(t.app, person.email, person.password)).statusCode, 200);

    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.object_id, person.profileId!));
    assert.deepEqual(
      events.filter((e) => e.object_type === 'compte').map((e) => [e.action, e.from_value, e.to_value]),
      [
        ['compte.cloture', 'actif', 'inactif'],
        ['compte.reactivation', 'inactif', 'actif'],
      ],
    );

    const again = await callApi(t.app, 'POST /profiles/:id/reactivate', { params: { id: person.profileId! }, token: tokens.administrateur });
    assert.equal(again.statusCode, 422);
    assert.equal(again.json().message, 'Ce compte n’est pas désactivé.');
  });

  test('an anonymised account cannot be reopened', async () => {
    const person = await createUser(t.db, { role: 'stagiaire', withProfile: true });
    assert.equal((await callApi(t.app, 'POST /profiles/:id/deactivate', { params: { id: person.profileId! }, token: tokens.administrateur })).statusCode, 200);
    await t.db.update(users).set({ anonymised_at: new Date() }).where(eq(users.id, person.id));
    const res = await callApi(t.app, 'POST /profiles/:id/reactivate', { params: { id: person.profileId! }, token: tokens.administrateur });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().message, 'Ce compte a été anonymisé : il ne peut plus être réactivé.');
    assert.equal((await state(person)).user, false);
  });
});
