/**
 * The trainees of a training as staff manage them: the list and its object rules,
 * registration status changes with their emails, the last seat (parallel validations), the
 * reimbursement flags and the .xlsx export.
 */
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { after, before, describe, test } from 'node:test';
import type { RoleSlug } from '../../src/contract/common';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../../src/contract/statuses';
import * as s from '../../src/db/schema';
import { loginAs, loginAsUser } from '../factories';
import { addStaff, createTraineeProfiles, createTraining, register } from '../factories-trainings';
import { callApi } from '../call';
import { bearer, createTestApp, type TestApp } from '../helpers';

let t: TestApp;
const tokens = new Map<RoleSlug, string>();
const ROLES: RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'];

before(async () => {
  t = await createTestApp();
  for (const role of ROLES) tokens.set(role, await loginAs(t.app, role));
});
after(async () => {
  await t?.close();
});

function call(method: 'GET' | 'POST' | 'PATCH', url: string, role: RoleSlug | string, payload?: object) {
  const token = tokens.get(role as RoleSlug) ?? role;
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

async function statusOf(trainingId: number, profileId: number) {
  const [row] = await t.db
    .select()
    .from(s.registrations)
    .where(and(eq(s.registrations.training_id, trainingId), eq(s.registrations.profile_id, profileId)));
  return row;
}

async function emailsTo(profileId: number) {
  const [user] = await t.db
    .select({ email: s.users.email })
    .from(s.profiles)
    .innerJoin(s.users, eq(s.users.id, s.profiles.user_id))
    .where(eq(s.profiles.id, profileId));
  return t.db.select().from(s.outbox).where(eq(s.outbox.to, user.email));
}

describe('GET /api/trainings/{id}/trainees', () => {
  let training: Awaited<ReturnType<typeof createTraining>>;
  let people: number[];

  before(async () => {
    training = await createTraining(t.db, { max_attendees: 40 });
    people = await createTraineeProfiles(t.db, 33, 'Liste');
    for (const [i, id] of people.entries()) {
      await register(t.db, training.id, id, i < 30 ? 'valide' : i === 30 ? 'preinscription' : i === 31 ? 'refuse' : 'en_attente');
    }
  });

  test('30 per page, by name, with the facts of the status panel', async () => {
    const res = await call('GET', `/api/trainings/${training.id}/trainees`, 'gestionnaire');
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.data.length, 30);
    assert.equal(body.per_page, 30);
    assert.equal(body.total, 33);
    assert.equal(body.last_page, 2);
    const first = body.data[0];
    assert.equal(typeof first.registration_status.slug, 'string');
    assert.deepEqual(first.mandates, []);
  });

  test('the status filter', async () => {
    const res = await callApi(t.app, 'GET /trainings/:id/trainees', {
      params: { id: training.id },
      query: { status: 'preinscription' },
      token: tokens.get('administrateur'),
    });
    assert.deepEqual(res.json().data.map((r) => r.profile_id), [people[30]]);
  });

  test('a responsable pédagogique never receives pre-registered trainees', async () => {
    let res = await call('GET', `/api/trainings/${training.id}/trainees?per_page=100`, 'responsable-pedagogique');
    assert.equal(res.json().total, 32);
    assert.ok(res.json().data.every((r: { registration_status: { slug: string } }) => r.registration_status.slug !== 'preinscription'));
    res = await call('GET', `/api/trainings/${training.id}/trainees?status=preinscription`, 'responsable-pedagogique');
    assert.equal(res.json().total, 0);
  });

  test('an intervenant reaches only the trainings they teach', async () => {
    const { token, user } = await loginAsUser(t.app, 'intervenant');
    assert.equal((await call('GET', `/api/trainings/${training.id}/trainees`, token)).statusCode, 403);
    await addStaff(t.db, training.id, user.profileId as number, 'teacher');
    assert.equal((await call('GET', `/api/trainings/${training.id}/trainees`, token)).statusCode, 200);
    assert.equal((await call('GET', '/api/trainings/999999/trainees', token)).statusCode, 404);
  });
});

describe('POST /api/trainings/{id}/update-status', () => {
  test('validates, puts on the waiting list, refuses with the reason in the email', async () => {
    const training = await createTraining(t.db, { title: 'Le contrat de travail', max_attendees: 5 });
    const [a] = await createTraineeProfiles(t.db, 1, 'Statut');
    await register(t.db, training.id, a, 'preinscription');
    const url = `/api/trainings/${training.id}/update-status`;

    let res = await call('POST', url, 'gestionnaire', { profile_id: a, status: 'valide' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Bravo, le statut a bien été modifié');
    assert.equal((await statusOf(training.id, a)).registration_status_id, REGISTRATION_STATUS.valide);

    res = await call('POST', url, 'responsable-pedagogique', { profile_id: a, status: 'en_attente' });
    assert.equal(res.statusCode, 200);

    res = await call('POST', url, 'administrateur', { profile_id: a, status: 'refuse', refusal_reason: '  ' });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().errors.refusal_reason[0], 'Veuillez indiquer le motif du refus.');
    assert.equal((await statusOf(training.id, a)).registration_status_id, REGISTRATION_STATUS.en_attente);

    res = await call('POST', url, 'administrateur', { profile_id: a, status: 'refuse', refusal_reason: 'Formation réservée aux conseillers prud’hommes.' });
    assert.equal(res.statusCode, 200);
    const row = await statusOf(training.id, a);
    assert.equal(row.registration_status_id, REGISTRATION_STATUS.refuse);
    assert.equal(row.refusal_reason, 'Formation réservée aux conseillers prud’hommes.');
    const mails = await emailsTo(a);
    assert.equal(mails.length, 3);
    const refusal = mails.find((m) => m.text.includes('Motif'));
    assert.ok(refusal);
    assert.equal(refusal.subject, 'Formation : Le contrat de travail');
    assert.match(refusal.text, /Motif : Formation réservée aux conseillers prud’hommes\./);
  });

  test('a responsable pédagogique neither sets nor sees Préinscription', async () => {
    const training = await createTraining(t.db);
    const [a, b] = await createTraineeProfiles(t.db, 2, 'Pedago');
    await register(t.db, training.id, a, 'valide');
    await register(t.db, training.id, b, 'preinscription');
    const url = `/api/trainings/${training.id}/update-status`;
    let res = await call('POST', url, 'responsable-pedagogique', { profile_id: a, status: 'preinscription' });
    assert.equal(res.statusCode, 403);
    res = await call('POST', url, 'responsable-pedagogique', { profile_id: b, status: 'valide' });
    assert.equal(res.statusCode, 404);
    assert.equal((await statusOf(training.id, b)).registration_status_id, REGISTRATION_STATUS.preinscription);
    res = await call('POST', url, 'gestionnaire', { profile_id: a, status: 'preinscription' });
    assert.equal(res.statusCode, 200);
    assert.equal((await emailsTo(a)).length, 0);
  });

  test('a full training refuses one more validation, with a clear message', async () => {
    const training = await createTraining(t.db, { max_attendees: 1 });
    const [a, b] = await createTraineeProfiles(t.db, 2, 'Complet');
    await register(t.db, training.id, a, 'valide');
    await register(t.db, training.id, b, 'preinscription');
    const res = await call('POST', `/api/trainings/${training.id}/update-status`, 'gestionnaire', { profile_id: b, status: 'valide' });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().message, 'La formation est complète : toutes les places sont déjà attribuées, ce stagiaire ne peut pas être validé.');
    assert.equal((await statusOf(training.id, b)).registration_status_id, REGISTRATION_STATUS.preinscription);
    assert.equal((await emailsTo(b)).length, 0);
  });

  test('two staff validating the last seat at once: only one succeeds', async () => {
    for (let round = 0; round < 3; round++) {
      const training = await createTraining(t.db, { max_attendees: 2 });
      const [seated, a, b] = await createTraineeProfiles(t.db, 3, 'Course');
      await register(t.db, training.id, seated, 'valide');
      await register(t.db, training.id, a, 'preinscription');
      await register(t.db, training.id, b, 'en_attente');
      const url = `/api/trainings/${training.id}/update-status`;
      const answers = await Promise.all([
        call('POST', url, 'gestionnaire', { profile_id: a, status: 'valide' }),
        call('POST', url, 'administrateur', { profile_id: b, status: 'valide' }),
      ]);
      assert.deepEqual(answers.map((r) => r.statusCode).sort(), [200, 422]);
      const validated = await t.db
        .select()
        .from(s.registrations)
        .where(and(eq(s.registrations.training_id, training.id), eq(s.registrations.registration_status_id, REGISTRATION_STATUS.valide)));
      assert.equal(validated.length, 2);
    }
  });

  test('refused once the training has ended or is cancelled; unknown registration 404; bad slug 400', async () => {
    const ended = await createTraining(t.db, { startInDays: -5 });
    const cancelled = await createTraining(t.db, { training_status_id: TRAINING_STATUS.cancelled });
    const [a] = await createTraineeProfiles(t.db, 1, 'Fin');
    await register(t.db, ended.id, a, 'preinscription');
    await register(t.db, cancelled.id, a, 'preinscription');
    let res = await call('POST', `/api/trainings/${ended.id}/update-status`, 'administrateur', { profile_id: a, status: 'valide' });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().message, 'La formation est terminée : le statut des stagiaires ne peut plus être modifié.');
    res = await call('POST', `/api/trainings/${cancelled.id}/update-status`, 'administrateur', { profile_id: a, status: 'valide' });
    assert.equal(res.statusCode, 422);
    res = await call('POST', `/api/trainings/${cancelled.id}/update-status`, 'administrateur', { profile_id: 999999, status: 'valide' });
    assert.equal(res.statusCode, 404);
    res = await call('POST', `/api/trainings/${cancelled.id}/update-status`, 'administrateur', { profile_id: a, status: 'accepte' });
    assert.equal(res.statusCode, 400);
  });
});

describe('PATCH /api/trainings/{id}/trainees/{traineeId}/reimbursed', () => {
  test('sets both flags; unknown registration 404', async () => {
    const training = await createTraining(t.db, { accommodation: true, training_place_id: 1 });
    const [a] = await createTraineeProfiles(t.db, 1, 'Frais');
    // Accommodation is asked only beyond 50 km, on a training that offers it: Mulhouse to Strasbourg (place 1).
    const [mulhouse] = await t.db.select().from(s.cities).where(eq(s.cities.insee_code, '68224')).limit(1);
    await t.db.update(s.profiles).set({ city_id: mulhouse!.id }).where(eq(s.profiles.id, a));
    await register(t.db, training.id, a, 'valide');
    const res = await call('PATCH', `/api/trainings/${training.id}/trainees/${a}/reimbursed`, 'gestionnaire', { reimbursed: true, needs_accommodation: true });
    assert.equal(res.statusCode, 200, res.body);
    const row = await statusOf(training.id, a);
    assert.equal(row.reimbursed, true);
    assert.equal(row.needs_accommodation, true);
    const missing = await call('PATCH', `/api/trainings/${training.id}/trainees/999999/reimbursed`, 'gestionnaire', { reimbursed: true, needs_accommodation: false });
    assert.equal(missing.statusCode, 404);
    const bad = await call('PATCH', `/api/trainings/${training.id}/trainees/${a}/reimbursed`, 'gestionnaire', { reimbursed: 'peut-être', needs_accommodation: false });
    assert.equal(bad.statusCode, 400);
  });
});

describe('GET /api/trainings/{id}/export-attendees', () => {
  test('a real .xlsx named stagiaires_{id}.xlsx, one row per trainee the caller may see', async () => {
    const training = await createTraining(t.db);
    const people = await createTraineeProfiles(t.db, 3, 'Export');
    await register(t.db, training.id, people[0], 'valide');
    await register(t.db, training.id, people[1], 'preinscription');
    await register(t.db, training.id, people[2], 'en_attente');
    const rowsFor = async (role: RoleSlug) => {
      const res = await call('GET', `/api/trainings/${training.id}/export-attendees`, role);
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-disposition'], `attachment; filename="stagiaires_${training.id}.xlsx"; filename*=UTF-8''stagiaires_${training.id}.xlsx`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
      const sheet = workbook.getWorksheet('Stagiaires');
      assert.ok(sheet);
      const rows: string[][] = [];
      sheet.eachRow((row, n) => {
        if (n > 1) rows.push([String(row.getCell(1).value), String(row.getCell(7).value)]);
      });
      return rows;
    };
    const all = await rowsFor('administrateur');
    assert.deepEqual(all.map((r) => r[1]).sort(), ['En attente', 'Préinscription', 'Validé']);
    assert.ok(all.every((r) => r[0].startsWith('Export ')));
    const lead = await rowsFor('responsable-pedagogique');
    assert.deepEqual(lead.map((r) => r[1]).sort(), ['En attente', 'Validé']);
  });
});
