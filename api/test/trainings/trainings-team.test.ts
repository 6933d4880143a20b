/**
 * The team of a training (spec 001 §2, §4, §5, §7): listing by type, adding (roles 3 and 4 as teachers,
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
import { createUser } from '../factories';
import { addStaff, createTraining, startTestApp } from '../factories-trainings';
import { callApi } from '../call';
import { bearer, type TestApp } from '../helpers';

let t: TestApp;
let tokens: Partial<Record<RoleSlug, string>>;

before(async () => ({ t, tokens } = await startTestApp(['administrateur', 'gestionnaire', 'responsable-pedagogique'])));
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
    const lead = await person('responsable-pedagogique', 'Igor Salarié');
    await addStaff(t.db, training.id, teacher, 'teacher');
    await addStaff(t.db, training.id, lead, 'pedagogical_supervisor');
    let res = await call('PUT', `/api/trainings/${training.id}/teachers/${teacher}`, 'responsable-pedagogique', { is_remunerated: true });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().is_remunerated, true);
    res = await call('PUT', `/api/trainings/${training.id}/pedagogical-supervisors/${lead}`, 'responsable-pedagogique', { is_remunerated: true });
    assert.equal(res.statusCode, 422);
    assert.equal((await staffRow(training.id, lead)).is_remunerated, false);
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
