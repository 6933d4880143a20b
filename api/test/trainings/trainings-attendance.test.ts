/**
 * Attendance: absences per half-day with the 12:00 / 14:00 cut-offs, only
 * for trainees taking part, only once the training has ended at status 3, 4 or 5, locked once the
 * attendance is marked done; the intervenant's object rule.
 */
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { after, before, describe, test } from 'node:test';
import type { RoleSlug } from '../../src/contract/common';
import { TRAINING_STATUS } from '../../src/contract/statuses';
import * as s from '../../src/db/schema';
import { halfDaysByDay } from '../../src/lib/half-days';
import { loginAsUser } from '../factories';
import { addStaff, createTraineeProfiles, createTraining, daysFromNow, register, startTestApp } from '../factories-trainings';
import { bearer, type TestApp } from '../helpers';

let t: TestApp;
let tokens: Partial<Record<RoleSlug, string>>;

before(async () => ({ t, tokens } = await startTestApp(['administrateur', 'gestionnaire', 'responsable-pedagogique'])));
after(() => t?.close());

function call(method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, who: RoleSlug | string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(tokens[who as RoleSlug] ?? who), ...(payload ? { payload } : {}) });
}

/** Paris date (YYYY-MM-DD) of a moment. */
const parisDay = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

async function absencesOf(trainingId: number) {
  return t.db.select().from(s.absences).where(eq(s.absences.training_id, trainingId));
}

describe('the half-days of a training, on the Paris clock', () => {
  test('a first day starting at 12:00 has no morning, at 11:59 it has one; a last day ending at 14:00 has no afternoon, at 14:01 it has one', () => {
    // Winter (UTC+1): 12:00 in Paris is 11:00 UTC.
    assert.deepEqual(halfDaysByDay('2026-01-12T11:00:00Z', '2026-01-13T13:00:00Z'), [
      { date: '2026-01-12', half_days: ['afternoon'] },
      { date: '2026-01-13', half_days: ['morning'] },
    ]);
    assert.deepEqual(halfDaysByDay('2026-01-12T10:59:00Z', '2026-01-13T13:01:00Z'), [
      { date: '2026-01-12', half_days: ['morning', 'afternoon'] },
      { date: '2026-01-13', half_days: ['morning', 'afternoon'] },
    ]);
    // Summer (UTC+2): 12:00 and 14:00 in Paris are 10:00 and 12:00 UTC.
    assert.deepEqual(halfDaysByDay('2026-07-06T10:00:00Z', '2026-07-06T12:00:00Z'), []);
    assert.deepEqual(halfDaysByDay('2026-07-06T07:00:00Z', '2026-07-06T12:00:00Z'), [{ date: '2026-07-06', half_days: ['morning'] }]);
    // 23:30 UTC is the next day in Paris: the days are Paris's.
    assert.deepEqual(halfDaysByDay('2026-07-05T23:30:00Z', '2026-07-06T15:00:00Z'), [{ date: '2026-07-06', half_days: ['morning', 'afternoon'] }]);
  });
});

describe('absences of an ended training', () => {
  let training: Awaited<ReturnType<typeof createTraining>>;
  let people: number[];

  before(async () => {
    // Starts at 12:00 UTC (13:00 or 14:00 in Paris): no morning on the first day; ends at 12:00 UTC the
    // next day (at or before 14:00 in Paris): no afternoon on the last day.
    training = await createTraining(t.db, {
      training_status_id: TRAINING_STATUS.published,
      start_date: daysFromNow(-6, 12),
      end_date: daysFromNow(-5, 12),
    });
    people = await createTraineeProfiles(t.db, 4, 'Présence');
    await register(t.db, training.id, people[0], 'valide');
    await register(t.db, training.id, people[1], 'en_attente');
    await register(t.db, training.id, people[2], 'refuse');
    await register(t.db, training.id, people[3], 'preinscription');
  });

  const firstDay = () => parisDay(training.start_date);
  const lastDay = () => parisDay(training.end_date);

  test('records an absence (201), the same again answers it (200), the list shows it', async () => {
    const body = { profile_id: people[0], training_id: training.id, absence_date: `${firstDay()}T15:00:00`, half_day: 'afternoon' };
    const first = await call('POST', '/api/absences', 'gestionnaire', body);
    assert.equal(first.statusCode, 201, first.body);
    assert.deepEqual(first.json(), { id: first.json().id, profile_id: people[0], training_id: training.id, absence_date: firstDay(), half_day: 'afternoon' });
    const again = await call('POST', '/api/absences', 'administrateur', body);
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().id, first.json().id);
    const list = await call('GET', `/api/absences/by-training/${training.id}`, 'responsable-pedagogique');
    assert.equal(list.statusCode, 200);
    assert.deepEqual(list.json().map((a: { id: number }) => a.id), [first.json().id]);
  });

  test('the detail tells the tab the half-days of the training, the ones the absences accept', async () => {
    const detail = await call('GET', `/api/trainings/${training.id}`, 'gestionnaire');
    assert.equal(detail.statusCode, 200, detail.body);
    assert.deepEqual(detail.json().attendance_half_days, [
      { date: firstDay(), half_days: ['afternoon'] },
      { date: lastDay(), half_days: ['morning'] },
    ]);
  });

  test('the cut-offs: no morning of a first day starting after 12:00, no afternoon of a last day ending by 14:00', async () => {
    const morning = await call('POST', '/api/absences', 'gestionnaire', { profile_id: people[1], training_id: training.id, absence_date: firstDay(), half_day: 'morning' });
    assert.equal(morning.statusCode, 422);
    assert.equal(morning.json().errors.absence_date[0], 'Cette demi-journée ne fait pas partie de la formation.');
    const afternoon = await call('POST', '/api/absences', 'gestionnaire', { profile_id: people[1], training_id: training.id, absence_date: lastDay(), half_day: 'afternoon' });
    assert.equal(afternoon.statusCode, 422);
    const outside = await call('POST', '/api/absences', 'gestionnaire', { profile_id: people[1], training_id: training.id, absence_date: parisDay(daysFromNow(-1)), half_day: 'morning' });
    assert.equal(outside.statusCode, 422);
    const ok = await call('POST', '/api/absences', 'gestionnaire', { profile_id: people[1], training_id: training.id, absence_date: lastDay(), half_day: 'morning' });
    assert.equal(ok.statusCode, 201, ok.body);
  });

  test('Refusé and Préinscription trainees are left out, in writes and in the list', async () => {
    for (const profile of [people[2], people[3], 999999]) {
      const res = await call('POST', '/api/absences', 'gestionnaire', { profile_id: profile, training_id: training.id, absence_date: lastDay(), half_day: 'morning' });
      assert.equal(res.statusCode, 422);
      assert.equal(res.json().errors.profile_id[0], 'Ce stagiaire ne participe pas à la formation.');
    }
    // An absence left from before a refusal is not listed.
    await t.db.insert(s.absences).values({ profile_id: people[2], training_id: training.id, absence_date: lastDay(), half_day: 'morning' });
    const list = (await call('GET', `/api/absences/by-training/${training.id}`, 'gestionnaire')).json();
    assert.ok(list.every((a: { profile_id: number }) => a.profile_id !== people[2]));
  });

  test('an intervenant enters absences of the trainings they teach only', async () => {
    const { token, user } = await loginAsUser(t.app, 'intervenant');
    const body = { profile_id: people[0], training_id: training.id, absence_date: lastDay(), half_day: 'morning' };
    assert.equal((await call('POST', '/api/absences', token, body)).statusCode, 403);
    assert.equal((await call('GET', `/api/absences/by-training/${training.id}`, token)).statusCode, 403);
    await addStaff(t.db, training.id, user.profileId as number, 'teacher');
    assert.equal((await call('POST', '/api/absences', token, body)).statusCode, 201);
  });

  test('deleting an absence, then everything locked once the attendance is done', async () => {
    const created = await call('POST', '/api/absences', 'gestionnaire', { profile_id: people[1], training_id: training.id, absence_date: firstDay(), half_day: 'afternoon' });
    assert.equal(created.statusCode, 201);
    const removed = await call('DELETE', `/api/absences/${created.json().id}`, 'gestionnaire');
    assert.equal(removed.statusCode, 200);
    assert.equal((await call('DELETE', `/api/absences/${created.json().id}`, 'gestionnaire')).statusCode, 404);

    const done = await call('PATCH', `/api/trainings/${training.id}`, 'gestionnaire', { attendance_sheet_done: true, training_status_id: 5 });
    assert.equal(done.statusCode, 200, done.body);
    const count = (await absencesOf(training.id)).length;
    const refused = await call('POST', '/api/absences', 'gestionnaire', { profile_id: people[1], training_id: training.id, absence_date: firstDay(), half_day: 'afternoon' });
    assert.equal(refused.statusCode, 422);
    assert.equal(refused.json().message, 'Les présences de cette formation sont marquées comme saisies : elles ne sont plus modifiables.');
    const [any] = await absencesOf(training.id);
    assert.equal((await call('DELETE', `/api/absences/${any.id}`, 'administrateur')).statusCode, 422);
    assert.equal((await absencesOf(training.id)).length, count);
  });
});

describe('absences of a training that cannot take them', () => {
  test("not ended: 'La formation n'est pas terminée.'; status 2: the status warning", async () => {
    const [p] = await createTraineeProfiles(t.db, 1, 'Tôt');
    const future = await createTraining(t.db, { training_status_id: TRAINING_STATUS.published, startInDays: 3 });
    const validated = await createTraining(t.db, { training_status_id: TRAINING_STATUS.validated, startInDays: -4 });
    await register(t.db, future.id, p, 'valide');
    await register(t.db, validated.id, p, 'valide');
    const body = (training: { id: number; start_date: Date }) => ({ profile_id: p, training_id: training.id, absence_date: parisDay(training.start_date), half_day: 'afternoon' });
    let res = await call('POST', '/api/absences', 'administrateur', body(future));
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().message, "La formation n'est pas terminée.");
    res = await call('POST', '/api/absences', 'administrateur', body(validated));
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().message, 'Le statut de la formation ne permet pas de saisir les absences.');
    assert.equal((await absencesOf(future.id)).length + (await absencesOf(validated.id)).length, 0);
    res = await call('POST', '/api/absences', 'administrateur', { ...body(future), half_day: 'evening' });
    assert.equal(res.statusCode, 400);
    assert.equal((await call('POST', '/api/absences', 'administrateur', { ...body(future), training_id: 999999 })).statusCode, 404);
  });
});
