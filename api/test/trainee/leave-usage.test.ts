/**
 * Training leave counted from what happened: present half-days of ended trainings (signed or marked; a
 * paper-sheet training less the absences), planned half-days of the others, per cap and its span.
 * The expected days are counted by hand from the rows this test writes.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as s from '../../src/db/schema';
import { parisDateTime } from '../../src/lib/paris-time';
import { capSpan, checkTrainingLeave, daysUsed, leaveUses } from '../../src/modules/leave/usage';
import { createTraineeProfiles, createTraining, register } from '../factories-trainings';
import { createTestDatabase } from '../helpers';

const NOW = parisDateTime('2026-06-15', 12);
const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

describe('training leave used, from attendance', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let trainee: number;
  let other: number;
  const training = (from: string, to: string, status = 3) =>
    createTraining(database.db, { start_date: parisDateTime(from, 9), end_date: parisDateTime(to, 17), training_status_id: status });

  before(async () => {
    database = await createTestDatabase();
    const db = database.db;
    [trainee, other] = await createTraineeProfiles(db, 2, 'Congé');
    // A: 2–4 March, signed on paperless sheets: 3 half-days signed and 1 marked present = 2 days.
    const a = await training('2026-03-02', '2026-03-04');
    await register(db, a.id, trainee, 'valide', { leave_kind: 'cph_continue' });
    const sign = (date: string, half_day: string, profile_id = trainee) =>
      db.insert(s.attendanceSignatures).values({ training_id: a.id, profile_id, signer: 'stagiaire', sign_date: date, half_day, method: 'qr', image: PNG, image_sha256: 'a'.repeat(64) });
    await sign('2026-03-02', 'morning');
    await sign('2026-03-02', 'afternoon');
    await sign('2026-03-03', 'morning');
    await sign('2026-03-04', 'morning', other);
    await db.insert(s.attendanceMarks).values({ training_id: a.id, profile_id: trainee, mark_date: '2026-03-04', half_day: 'afternoon', reason: 'Téléphone déchargé' });
    // B: 11–12 May on a paper sheet, absent one half-day: 3 half-days = 1.5 days.
    const b = await training('2026-05-11', '2026-05-12');
    await register(db, b.id, trainee, 'valide', { leave_kind: 'cph_continue' });
    await db.insert(s.absences).values({ training_id: b.id, profile_id: trainee, absence_date: '2026-05-12', half_day: 'afternoon' });
    // C: 7–11 September, to come: planned, 5 days.
    const c = await training('2026-09-07', '2026-09-11');
    await register(db, c.id, trainee, 'valide', { leave_kind: 'cph_continue' });
    // D: 17–18 November 2025 on paper, present throughout: 2 days, in the mandate but not in 2026.
    const d = await training('2025-11-17', '2025-11-18');
    await register(db, d.id, trainee, 'valide', { leave_kind: 'cph_continue' });
    // Not counted: a pre-registration, a cancelled training, a registration without a leave.
    const e = await training('2026-04-01', '2026-04-02');
    await register(db, e.id, trainee, 'preinscription', { leave_kind: 'cph_continue' });
    const f = await training('2026-04-08', '2026-04-09', 6);
    await register(db, f.id, trainee, 'valide', { leave_kind: 'cph_continue' });
    const g = await training('2026-04-15', '2026-04-16');
    await register(db, g.id, trainee, 'valide');
    // H: a union leave, 20 May, a whole day on paper: 1 day of another kind.
    const h = await training('2026-05-20', '2026-05-20');
    await register(db, h.id, trainee, 'valide', { leave_kind: 'cfess' });
  });
  after(() => database?.dispose());

  it('counts present half-days of ended trainings and planned ones of the others', async () => {
    const uses = await leaveUses(database.db, trainee, NOW);
    assert.deepEqual(
      uses.map((u) => [u.kind, u.counted, u.halfDays.length]),
      [
        ['cph_continue', 'present', 4],
        ['cph_continue', 'present', 4],
        ['cph_continue', 'present', 3],
        ['cfess', 'present', 2],
        ['cph_continue', 'planned', 10],
      ],
    );
    assert.equal(daysUsed(uses, 'cph_continue', { from: '2026-01-01', to: '2026-12-31' }), 2 + 1.5 + 5);
    assert.equal(daysUsed(uses, 'cph_continue', { from: '2025-01-01', to: '2030-12-31' }), 2 + 2 + 1.5 + 5);
    assert.equal(daysUsed(uses, 'cfess', { from: '2026-01-01', to: '2026-12-31' }), 1);
    assert.deepEqual(await leaveUses(database.db, other, NOW), []);
  });

  it('a councillor: the yearly cap exceeded, the mandate cap not', async () => {
    const uses = await leaveUses(database.db, trainee, NOW);
    const mandate = { start: '2025-01-01', end: '2028-12-31' };
    // 5–7 October: 3 days more. This year 8.5 + 3 = 11.5 > 10; in the mandate 10.5 + 3 = 13.5 ≤ 30.
    const check = checkTrainingLeave('cph_continue', uses, { start: parisDateTime('2026-10-05', 9), end: parisDateTime('2026-10-07', 17) }, mandate);
    assert.deepEqual(check.caps.map((c) => [c.cap.days, c.used, c.adding, c.left, c.exceeded]), [
      [30, 10.5, 3, 19.5, false],
      [10, 8.5, 3, 1.5, true],
    ]);
    assert.equal(check.exceeded, true);
    // 1.5 days (an afternoon to the next evening: 3 half-days) reach the yearly cap without exceeding it.
    const reach = checkTrainingLeave('cph_continue', uses, { start: parisDateTime('2026-10-05', 14), end: parisDateTime('2026-10-06', 17) }, mandate);
    assert.deepEqual(reach.caps.map((c) => [c.adding, c.exceeded]), [[1.5, false], [1.5, false]]);
  });

  it('spans: the calendar year, the mandate, and periods of years from its start', () => {
    assert.deepEqual(capSpan({ kind: 'annee_civile' }, '2026-10-05', null), { from: '2026-01-01', to: '2026-12-31' });
    assert.deepEqual(capSpan({ kind: 'mandat' }, '2026-10-05', { start: '2025-01-01', end: null }), { from: '2025-01-01', to: '9999-12-31' });
    assert.equal(capSpan({ kind: 'mandat' }, '2026-10-05', null), null);
    const list = { start: '2024-02-01', end: null };
    assert.deepEqual(capSpan({ kind: 'periode_mandat', years: 3 }, '2027-01-31', list), { from: '2024-02-01', to: '2027-01-31' });
    assert.deepEqual(capSpan({ kind: 'periode_mandat', years: 3 }, '2027-02-01', list), { from: '2027-02-01', to: '2030-01-31' });
  });
});
