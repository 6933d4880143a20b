/**
 * The team of a training: listing by type, adding (roles 3 and 4 as teachers,
 * 3 only as supervisors), the hours rules (expected while Ares < 2, actual after the end, no null), the
 * Ares status by an administrateur only, remuneration for intervenants, HETD, removal.
 */
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { after, before, describe, test } from 'node:test';
import type { RoleSlug } from '../../src/contract/common';
import { ARES_STATUS } from '../../src/contract/statuses';
import { hetd } from '../../src/contract/training-team';
import * as s from '../../src/db/schema';
import { AUDIT_ACTIONS } from '../../src/contract/audit';
import { createUser, loginAsUser } from '../factories';
import { addStaff, createTraining, startTestApp } from '../factories-trainings';
import { callApi } from '../call';
import { bearer, type TestApp } from '../helpers';

let t: TestApp;
let tokens: Partial<Record<RoleSlug, string>>;
/** The profile of the responsable pédagogique of `tokens`: supervisor of the trainings whose hours they enter. */
let lead: number;

before(async () => {
  ({ t, tokens } = await startTestApp(['administrateur', 'gestionnaire']));
  const { token, user } = await loginAsUser(t.app, 'responsable-pedagogique');
  tokens['responsable-pedagogique'] = token;
  lead = user.profileId as number;
});
after(() => t?.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, role: RoleSlug, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(tokens[role] as string), ...(payload ? { payload } : {}) });
}

async function person(role: RoleSlug, name: string) {
  const user = await createUser(t.db, { role, name, withProfile: { phone: '06 11 22 33 44', url: 'https://exemple.fr' } });
  return user.profileId as number;
}

async function staffRow(trainingId: number, profileId: number) {
  const [row] = await t.db
    .select()
    .from(s.trainingStaff)
    .where(and(eq(s.trainingStaff.training_id, trainingId), eq(s.trainingStaff.profile_id, profileId)));
  return row;
}

test('HETD = 1.5 × CM + TD, exact (at most three decimals)', () => {
  assert.equal(hetd(6, 3), 12);
  assert.equal(hetd(1.25, 0.5), 2.375);
  assert.equal(hetd(0, 0), 0);
  assert.equal(hetd(null, null), null);
});

describe('adding and listing', () => {
  test('teachers and supervisors, each listed under its type, with contacts', async () => {
    const training = await createTraining(t.db);
    const teacher = await person('intervenant', 'Anne Intervenante');
    const lead = await person('responsable-pedagogique', 'Bruno Responsable');
    let res = await call('POST', `/api/trainings/${training.id}/teachers`, 'responsable-pedagogique', { profile_id: teacher, reimbursed_transportation: true, needs_accommodation: true, ares_status_id: null });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().name, 'Anne Intervenante');
    assert.equal(res.json().reimbursed_transportation, true);
    assert.equal(res.json().expected_hetd, null);
    res = await call('POST', `/api/trainings/${training.id}/pedagogical-supervisors`, 'administrateur', { profile_id: lead });
    assert.equal(res.statusCode, 201, res.body);
    const staff = (type: 'teachers' | 'pedagogical_supervisors') =>
      callApi(t.app, 'GET /trainings/:id/staff', { params: { id: training.id }, query: { type }, token: tokens.gestionnaire });
    const teachers = (await staff('teachers')).json();
    assert.deepEqual(teachers.map((m) => m.name), ['Anne Intervenante']);
    assert.equal(teachers[0].phone, '06 11 22 33 44');
    assert.equal(teachers[0].url, 'https://exemple.fr');
    assert.equal(teachers[0].role.name, 'Intervenant');
    const leads = (await staff('pedagogical_supervisors')).json();
    assert.deepEqual(leads.map((m) => m.name), ['Bruno Responsable']);
    assert.equal((await call('GET', `/api/trainings/${training.id}/staff?type=everyone`, 'gestionnaire')).statusCode, 400);
  });

  test('refused: twice the same person, a trainee, an intervenant as supervisor, an Ares status by a non-administrateur', async () => {
    const training = await createTraining(t.db);
    const teacher = await person('intervenant', 'Claire Deux-Fois');
    const trainee = await person('stagiaire', 'Denis Stagiaire');
    const url = `/api/trainings/${training.id}`;
    assert.equal((await call('POST', `${url}/teachers`, 'administrateur', { profile_id: teacher })).statusCode, 201);
    let res = await call('POST', `${url}/teachers`, 'administrateur', { profile_id: teacher });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().errors.profile_id[0], "Cette personne fait déjà partie de l'équipe de la formation.");
    res = await call('POST', `${url}/teachers`, 'administrateur', { profile_id: trainee });
    assert.equal(res.statusCode, 422);
    res = await call('POST', `${url}/pedagogical-supervisors`, 'administrateur', { profile_id: teacher });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().errors.profile_id[0], "Cette personne n'est pas responsable pédagogique.");
    const other = await person('intervenant', 'Émile Ares');
    res = await call('POST', `${url}/teachers`, 'responsable-pedagogique', { profile_id: other, ares_status_id: 2 });
    assert.equal(res.statusCode, 403);
    assert.equal(await staffRow(training.id, other), undefined);
    assert.equal((await call('POST', '/api/trainings/999999/teachers', 'administrateur', { profile_id: other })).statusCode, 404);
  });
});

describe('hours', () => {
  test('expected hours with HETD, editable while the Ares status is below 2', async () => {
    const training = await createTraining(t.db, { startInDays: 30 });
    const teacher = await person('intervenant', 'Fanny Heures');
    await addStaff(t.db, training.id, teacher, 'teacher');
    await addStaff(t.db, training.id, lead, 'pedagogical_supervisor');
    const url = `/api/trainings/${training.id}/teachers/${teacher}`;
    let res = await call('PUT', url, 'responsable-pedagogique', { expected_lecture_hours: 6.25, expected_tutorial_hours: 3.5 });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().expected_lecture_hours, 6.25);
    assert.equal(res.json().expected_hetd, 12.875);
    assert.equal(res.json().can_edit_expected_hours, true);
    assert.equal(res.json().can_edit_actual_hours, false);

    res = await call('PUT', url, 'responsable-pedagogique', { expected_lecture_hours: 6.3 });
    assert.equal(res.statusCode, 400);
    res = await call('PUT', url, 'responsable-pedagogique', { expected_lecture_hours: null });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().errors.expected_lecture_hours[0], 'Les heures prévisionnelles ne peuvent pas être nulles');
    res = await call('PUT', url, 'responsable-pedagogique', { expected_tutorial_hours: -1 });
    assert.equal(res.statusCode, 400);

    res = await call('PUT', url, 'responsable-pedagogique', { ares_status_id: ARES_STATUS.validated });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, 'Seul un administrateur peut modifier le statut Ares.');
    res = await call('PUT', url, 'administrateur', { ares_status_id: ARES_STATUS.validated });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().ares_status.name, 'Contrat validé');
    assert.equal(res.json().can_edit_expected_hours, false);

    res = await call('PUT', url, 'administrateur', { expected_lecture_hours: 8 });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().message, 'Le contrat Ares est validé : les heures prévisionnelles ne sont plus modifiables.');
    // The same values sent again (the panel sends the whole form) are accepted.
    res = await call('PUT', url, 'administrateur', { expected_lecture_hours: 6.25, expected_tutorial_hours: 3.5, needs_accommodation: true });
    assert.equal(res.statusCode, 200);
    const row = await staffRow(training.id, teacher);
    assert.equal(row.expected_lecture_hours, '6.25');
    assert.equal(row.needs_accommodation, true);

    res = await call('DELETE', url, 'administrateur');
    assert.equal(res.statusCode, 422);
    assert.ok(await staffRow(training.id, teacher));
  });

  test('actual hours only after the end', async () => {
    const future = await createTraining(t.db, { startInDays: 10 });
    const past = await createTraining(t.db, { startInDays: -10 });
    const teacher = await person('intervenant', 'Gilles Réalisé');
    await addStaff(t.db, future.id, teacher, 'teacher');
    await addStaff(t.db, past.id, teacher, 'teacher');
    let res = await call('PUT', `/api/trainings/${future.id}/teachers/${teacher}`, 'administrateur', { actual_lecture_hours: 2, actual_tutorial_hours: 1 });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().message, "Les heures réalisées ne peuvent être saisies qu'après la fin de la formation.");
    assert.equal((await staffRow(future.id, teacher)).actual_lecture_hours, null);
    res = await call('PUT', `/api/trainings/${past.id}/teachers/${teacher}`, 'administrateur', { actual_lecture_hours: 2, actual_tutorial_hours: 1 });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().actual_hetd, 4);
    assert.equal(res.json().can_edit_actual_hours, true);
    res = await call('PUT', `/api/trainings/${past.id}/teachers/${teacher}`, 'administrateur', { actual_tutorial_hours: null });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().errors.actual_tutorial_hours[0], 'Les heures réalisées ne peuvent pas être nulles');
  });

  test('remuneration for intervenants only', async () => {
    const training = await createTraining(t.db);
    const teacher = await person('intervenant', 'Hélène Payée');
    const other = await person('responsable-pedagogique', 'Igor Salarié');
    await addStaff(t.db, training.id, teacher, 'teacher');
    await addStaff(t.db, training.id, lead, 'pedagogical_supervisor');
    await addStaff(t.db, training.id, other, 'pedagogical_supervisor');
    let res = await call('PUT', `/api/trainings/${training.id}/teachers/${teacher}`, 'responsable-pedagogique', { is_remunerated: true });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().is_remunerated, true);
    res = await call('PUT', `/api/trainings/${training.id}/pedagogical-supervisors/${other}`, 'responsable-pedagogique', { is_remunerated: true });
    assert.equal(res.statusCode, 422);
    assert.equal((await staffRow(training.id, other)).is_remunerated, false);
  });
});

describe('hours in the caller’s scope, audited once the contract is validated', () => {
  async function hoursEvents(trainingId: number) {
    return t.db
      .select()
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.action, AUDIT_ACTIONS.hoursChanged), eq(s.auditEvents.object_id, trainingId)));
  }

  /** An ended training with a teacher whose contract is validated (expected CM 20 h, TD 10 h). */
  async function validatedTeacher(name: string) {
    const training = await createTraining(t.db, { startInDays: -10 });
    const teacher = await person('intervenant', name);
    await addStaff(t.db, training.id, teacher, 'teacher', { expected_lecture_hours: '20.00', expected_tutorial_hours: '10.00', ares_status_id: ARES_STATUS.validated });
    return { training, teacher, url: `/api/trainings/${training.id}/teachers/${teacher}` };
  }

  test('a responsable pédagogique who does not supervise the training cannot change hours nor remuneration: 403, nothing written nor recorded', async () => {
    const { training, teacher, url } = await validatedTeacher('Jules Horsperimetre');
    const res = await call('PUT', url, 'responsable-pedagogique', { actual_lecture_hours: 40, actual_tutorial_hours: 40 });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, 'Vous ne pouvez modifier les heures et la rémunération que des formations dont vous êtes responsable pédagogique.');
    assert.equal((await call('PUT', url, 'responsable-pedagogique', { is_remunerated: true })).statusCode, 403);
    const row = await staffRow(training.id, teacher);
    assert.equal(row.actual_lecture_hours, null);
    assert.equal(row.actual_tutorial_hours, null);
    assert.deepEqual(await hoursEvents(training.id), []);
    assert.equal(row.is_remunerated, false);
    // Needs are not pay: they stay theirs to enter, as adding and removing members.
    const needs = await call('PUT', url, 'responsable-pedagogique', { needs_accommodation: true, is_remunerated: false });
    assert.equal(needs.statusCode, 200, needs.body);
    assert.deepEqual([needs.json().can_edit_expected_hours, needs.json().can_edit_actual_hours], [false, false]);
    // The team panel says so: nothing is editable for them there.
    const staff = await callApi(t.app, 'GET /trainings/:id/staff', { params: { id: training.id }, query: { type: 'teachers' }, token: tokens['responsable-pedagogique'] });
    assert.equal(staff.statusCode, 200);
    assert.deepEqual(staff.json().map((m) => [m.can_edit_expected_hours, m.can_edit_actual_hours]), [[false, false]]);
    // A gestionnaire does not manage teams at all; an unknown training stays a 404.
    assert.equal((await call('PUT', url, 'gestionnaire', { actual_lecture_hours: 40 })).statusCode, 403);
    assert.equal((await call('PUT', `/api/trainings/999999/teachers/${teacher}`, 'responsable-pedagogique', { actual_lecture_hours: 40 })).statusCode, 404);
  });

  test('the supervisor of the training changes them, and the change after the contract is validated is audited before/after', async () => {
    const { training, teacher, url } = await validatedTeacher('Karine Auditée');
    await addStaff(t.db, training.id, lead, 'pedagogical_supervisor');
    let res = await call('PUT', url, 'responsable-pedagogique', { actual_lecture_hours: 40, actual_tutorial_hours: 40 });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().actual_hetd, 100);
    let events = await hoursEvents(training.id);
    assert.equal(events.length, 1);
    assert.equal(events[0].object_type, 'formation');
    assert.equal(events[0].actor_profile_id, lead);
    assert.equal(events[0].actor_role, 'responsable-pedagogique');
    assert.equal(events[0].from_value, `profil ${teacher} : prévisionnel CM 20,00 h, TD 10,00 h (HETD 40,00) ; réalisé CM —, TD — (HETD —)`);
    assert.equal(events[0].to_value, `profil ${teacher} : prévisionnel CM 20,00 h, TD 10,00 h (HETD 40,00) ; réalisé CM 40,00 h, TD 40,00 h (HETD 100,00)`);

    // The administrateur corrects them: a second event; the same values sent again record nothing.
    res = await call('PUT', url, 'administrateur', { actual_lecture_hours: 20, actual_tutorial_hours: 40 });
    assert.equal(res.statusCode, 200);
    res = await call('PUT', url, 'administrateur', { actual_lecture_hours: 20, actual_tutorial_hours: 40, needs_accommodation: true });
    assert.equal(res.statusCode, 200);
    events = await hoursEvents(training.id);
    assert.equal(events.length, 2);
    const last = events.find((e) => e.actor_role === 'administrateur');
    assert.ok(last?.from_value?.endsWith('réalisé CM 40,00 h, TD 40,00 h (HETD 100,00)'));
    assert.ok(last?.to_value?.endsWith('réalisé CM 20,00 h, TD 40,00 h (HETD 70,00)'));
  });

  test('hours entered before the contract is validated are not audited; validating it with them is', async () => {
    const training = await createTraining(t.db, { startInDays: 30 });
    const teacher = await person('intervenant', 'Louis Prévu');
    await addStaff(t.db, training.id, teacher, 'teacher');
    const url = `/api/trainings/${training.id}/teachers/${teacher}`;
    assert.equal((await call('PUT', url, 'administrateur', { expected_lecture_hours: 4, expected_tutorial_hours: 2 })).statusCode, 200);
    assert.deepEqual(await hoursEvents(training.id), []);
    const res = await call('PUT', url, 'administrateur', { expected_lecture_hours: 5, expected_tutorial_hours: 2, ares_status_id: ARES_STATUS.validated });
    assert.equal(res.statusCode, 200, res.body);
    const events = await hoursEvents(training.id);
    assert.equal(events.length, 1);
    assert.match(events[0].from_value ?? '', /prévisionnel CM 4,00 h, TD 2,00 h \(HETD 8,00\)/);
    assert.match(events[0].to_value ?? '', /prévisionnel CM 5,00 h, TD 2,00 h \(HETD 9,50\)/);
  });
});

describe('removing', () => {
  test('removes a member; an unknown one answers 404', async () => {
    const training = await createTraining(t.db);
    const lead = await person('responsable-pedagogique', 'Julie Retirée');
    await addStaff(t.db, training.id, lead, 'pedagogical_supervisor');
    const url = `/api/trainings/${training.id}/pedagogical-supervisors/${lead}`;
    const res = await call('DELETE', url, 'responsable-pedagogique');
    assert.equal(res.statusCode, 200);
    assert.equal(await staffRow(training.id, lead), undefined);
    assert.equal((await call('DELETE', url, 'responsable-pedagogique')).statusCode, 404);
  });
});

describe('the speaker search', () => {
  test('GET /api/profiles-search with role_ids 3 and 4 finds intervenants and supervisors, with phone, URL and email', async () => {
    await person('intervenant', 'Zoé Recherchée');
    await person('stagiaire', 'Zoé Stagiaire');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/profiles-search?name=zoe&role_ids[]=3&role_ids[]=4',
      headers: bearer(tokens['responsable-pedagogique'] as string),
    });
    assert.equal(res.statusCode, 200, res.body);
    const found = res.json();
    assert.deepEqual(found.map((p: { user: { name: string } }) => p.user.name), ['Zoé Recherchée']);
    assert.equal(found[0].url, 'https://exemple.fr');
    assert.equal(found[0].phone, '06 11 22 33 44');
  });
});
