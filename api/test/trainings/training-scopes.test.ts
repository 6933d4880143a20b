/**
 * Object rules of the trainings (modules/trainings/scopes.ts) stated as data: for each role, which of a
 * set of trainings it finds in the staff lists and may open, and which fields of a training it reads.
 * Checked on the scope conditions themselves (SQL on a real database) and through the routes.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { inArray, sql } from 'drizzle-orm';
import type { RoleSlug } from '../../src/contract/common';
import { TRAINING_STATUS } from '../../src/contract/statuses';
import { trainings } from '../../src/db/schema';
import { scopeCondition, trainingScope, type TrainingUse } from '../../src/modules/trainings/scopes';
import { createUser, loginAsUser } from '../factories';
import { addDeferral, addStaff, createTraining, daysFromNow, register } from '../factories-trainings';
import { callApi } from '../call';
import { bearer, createTestApp, type TestApp } from '../helpers';

/** The trainings of the test, by what makes them visible or not. */
const KINDS = [
  'catalogueTaught', // published, coming, taught by the intervenant
  'catalogue', // published, coming
  'notPublishedRegistered', // À venir, the stagiaire is registered to it
  'notPublished', // À venir
  'publishedEnded', // published but over: out of the catalogue
  'cancelledTaught', // cancelled, taught by the intervenant
  'supervisedByLead', // À venir, supervised by the responsable pédagogique
] as const;
type Kind = (typeof KINDS)[number];

const ALL: Kind[] = [...KINDS];

/** Role × use → the trainings it sees (editHours: whose team's hours it may change). */
const VISIBLE: Record<RoleSlug, Record<TrainingUse, Kind[]>> = {
  administrateur: { list: ALL, read: ALL, editHours: ALL },
  gestionnaire: { list: ALL, read: ALL, editHours: ALL },
  'responsable-pedagogique': { list: ALL, read: ALL, editHours: ['supervisedByLead'] },
  intervenant: { list: ['catalogueTaught', 'cancelledTaught'], read: ['catalogueTaught', 'cancelledTaught'], editHours: [] },
  stagiaire: {
    list: ['catalogueTaught', 'catalogue', 'notPublishedRegistered'],
    read: ['catalogueTaught', 'catalogue', 'notPublishedRegistered'],
    editHours: [],
  },
};
const USES: TrainingUse[] = ['list', 'read', 'editHours'];

type Shown = 'shown' | 'hidden';
/** Fields of GET /api/trainings/{id} that depend on the caller: role → field → shown or hidden. */
const STAFF_FIELDS = {
  deferrals: 'shown',
  pedagogical_supervisors: 'shown',
  teacher_contacts: 'shown',
  created_by: 'shown',
  own_registration: 'hidden',
  own_team_membership: 'hidden',
} as const satisfies Record<string, Shown>;
const FIELDS: Record<RoleSlug, Record<keyof typeof STAFF_FIELDS, Shown>> = {
  administrateur: STAFF_FIELDS,
  gestionnaire: STAFF_FIELDS,
  'responsable-pedagogique': STAFF_FIELDS,
  // The caller teaches the training: their place in the team (their Remboursements tab).
  intervenant: { ...STAFF_FIELDS, own_team_membership: 'shown' },
  stagiaire: {
    deferrals: 'hidden',
    pedagogical_supervisors: 'hidden',
    teacher_contacts: 'hidden',
    created_by: 'hidden',
    own_registration: 'shown',
    own_team_membership: 'hidden',
  },
};

const ROLES = Object.keys(VISIBLE) as RoleSlug[];

let t: TestApp;
const ids = {} as Record<Kind, number>;
const callers = {} as Record<RoleSlug, { token: string; profileId: number }>;

before(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    const { token, user } = await loginAsUser(t.app, role);
    callers[role] = { token, profileId: user.profileId as number };
  }
  const creator = await createUser(t.db, { role: 'gestionnaire', name: 'Claire Créatrice' });
  const published = { training_status_id: TRAINING_STATUS.published, startInDays: 20, created_by: creator.id };
  ids.catalogueTaught = (await createTraining(t.db, published)).id;
  ids.catalogue = (await createTraining(t.db, published)).id;
  ids.notPublishedRegistered = (await createTraining(t.db, { training_status_id: TRAINING_STATUS.upcoming })).id;
  ids.notPublished = (await createTraining(t.db, { training_status_id: TRAINING_STATUS.upcoming })).id;
  ids.publishedEnded = (await createTraining(t.db, { training_status_id: TRAINING_STATUS.published, startInDays: -10 })).id;
  ids.cancelledTaught = (await createTraining(t.db, { training_status_id: TRAINING_STATUS.cancelled })).id;
  ids.supervisedByLead = (await createTraining(t.db, { training_status_id: TRAINING_STATUS.upcoming })).id;

  const teacher = await createUser(t.db, { role: 'intervenant', name: 'Paul Prof', withProfile: { phone: '06 11 22 33 44' } });
  const supervisor = await createUser(t.db, { role: 'responsable-pedagogique', withProfile: true });
  await addStaff(t.db, ids.catalogueTaught, callers.intervenant.profileId, 'teacher', { reimbursed_transportation: true });
  await addStaff(t.db, ids.catalogueTaught, teacher.profileId as number, 'teacher');
  await addStaff(t.db, ids.catalogueTaught, supervisor.profileId as number, 'pedagogical_supervisor');
  await addStaff(t.db, ids.cancelledTaught, callers.intervenant.profileId, 'teacher');
  await addStaff(t.db, ids.supervisedByLead, callers['responsable-pedagogique'].profileId, 'pedagogical_supervisor');
  // Teaching a training is not supervising it.
  await addStaff(t.db, ids.catalogue, callers['responsable-pedagogique'].profileId, 'teacher');
  await addDeferral(t.db, ids.catalogueTaught, {
    initial_start_date: daysFromNow(5),
    initial_end_date: daysFromNow(6),
    new_start_date: daysFromNow(20),
    new_end_date: daysFromNow(21),
  });
  await register(t.db, ids.notPublishedRegistered, callers.stagiaire.profileId, 'preinscription');
  await register(t.db, ids.catalogueTaught, callers.stagiaire.profileId, 'valide');
});
after(async () => {
  await t?.close();
});

const kindsOf = (found: number[]) => KINDS.filter((kind) => found.includes(ids[kind]));

describe('training scopes (role × use → trainings seen)', () => {
  for (const role of ROLES) {
    for (const use of USES) {
      test(`${role}, ${use}: the scope condition selects ${VISIBLE[role][use].join(', ')}`, async () => {
        const scope = trainingScope({ role }, use);
        const rows = await t.db
          .select({ id: trainings.id })
          .from(trainings)
          .where(sql`${inArray(trainings.id, Object.values(ids))} AND ${scopeCondition(scope)}`)
          .prepare(`test_scope_${role.replace(/-/g, '_')}_${use}`)
          .execute({ profileId: callers[role].profileId, now: new Date() });
        assert.deepEqual(kindsOf(rows.map((r) => r.id)), VISIBLE[role][use]);
      });
    }
  }

  test('the routes apply them: GET /api/trainings/{id} opens exactly the trainings of `read`, 403 for the others', async () => {
    for (const role of ROLES) {
      const opened: number[] = [];
      for (const kind of KINDS) {
        const res = await t.app.inject({ url: `/api/trainings/${ids[kind]}`, headers: bearer(callers[role].token) });
        assert.ok(res.statusCode === 200 || res.statusCode === 403, `${role} ${kind}: ${res.statusCode}`);
        if (res.statusCode === 200) opened.push(ids[kind]);
      }
      assert.deepEqual(kindsOf(opened), VISIBLE[role].read, role);
    }
  });

  test('the routes apply them: GET /api/trainings lists exactly the trainings of `list` (staff)', async () => {
    for (const role of ROLES.filter((r) => r !== 'stagiaire')) {
      const res = await callApi(t.app, 'GET /trainings', { query: { per_page: 100 }, token: callers[role].token });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(kindsOf(res.json().data.map((row) => row.id)), VISIBLE[role].list, role);
    }
  });
});

describe('fields of a training by role', () => {
  for (const role of ROLES) {
    test(`${role} reads ${Object.entries(FIELDS[role]).map(([field, shown]) => `${field} ${shown}`).join(', ')}`, async () => {
      const res = await callApi(t.app, 'GET /trainings/:id', { params: { id: ids.catalogueTaught }, token: callers[role].token });
      assert.equal(res.statusCode, 200);
      const body = res.json();
      const teacher = body.teachers.find((m) => m.name === 'Paul Prof');
      // Who teaches is never hidden: only how to reach them.
      assert.ok(teacher, 'the teacher is listed');
      const seen: Record<keyof typeof STAFF_FIELDS, Shown> = {
        deferrals: body.deferrals.length > 0 ? 'shown' : 'hidden',
        pedagogical_supervisors: body.pedagogical_supervisors.length > 0 ? 'shown' : 'hidden',
        teacher_contacts: teacher.email !== null && teacher.phone !== null ? 'shown' : 'hidden',
        created_by: body.created_by?.name === 'Claire Créatrice' ? 'shown' : 'hidden',
        own_registration: body.own_registration !== null ? 'shown' : 'hidden',
        own_team_membership: body.own_team_membership !== null ? 'shown' : 'hidden',
      };
      assert.deepEqual(seen, FIELDS[role]);
    });
  }
});

test("the intervenant's own place in the team: teacher, transport reimbursed; no member carries the flag", async () => {
  const res = await t.app.inject({ url: `/api/trainings/${ids.catalogueTaught}`, headers: bearer(callers.intervenant.token) });
  const body = res.json();
  assert.deepEqual(body.own_team_membership, { type: 'teacher', reimbursed_transportation: true });
  for (const member of [...body.teachers, ...body.pedagogical_supervisors]) {
    assert.deepEqual(Object.keys(member).sort(), ['email', 'name', 'phone', 'profile_id']);
  }
});
