/**
 * The statistics of the exports page read the figures the database keeps (migration 0038): after
 * every kind of change that moves a figure — trainings into and out of the held statuses, their type
 * and dates (the Paris year, the half-days); registrations validated or not, moved, inserted and
 * deleted; absences entered, moved and removed; team rows and their hours; cascades of deleted
 * trainings and profiles; a rolled back transaction; an anonymisation; an emptying of the institute —
 * the three endpoints answer exactly what the figures computed from the rows themselves give. The
 * reference is the SQL the endpoints ran before the figures were kept, kept here as it was.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { TOP_STAFF_SIZE } from '../../src/contract/exports';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../../src/contract/statuses';
import type { Db } from '../../src/db/client';
import * as s from '../../src/db/schema';
import { emptyInstituteData } from '../../src/db/seed';
import { parisDateTime } from '../../src/lib/paris-time';
import { queryRows } from '../../src/lib/sql';
import { absentHalfDays, HELD_STATUSES, halfDaysOf, parisYear, VALIDATED } from '../../src/modules/exports/sql-parts';
import { ANONYMISED_NAME, runRetention } from '../../src/modules/retention';
import { callApi } from '../call';
import { createUser, loginAs } from '../factories';
import { addStaff, createTraining, register } from '../factories-trainings';
import { createTestApp, testEngine, type TestApp } from '../helpers';

const DAY = 86_400_000;
const YEAR = 365 * DAY;
const { closed, toClose, published, cancelled } = TRAINING_STATUS;
const at = (day: string, hour: number, minute = 0) => parisDateTime(day, hour, minute);

// ---- The reference: the statistics' SQL as it was before the figures were kept. ----

interface PerTraining {
  id: number;
  year: number;
  training_type_id: number;
  half_days: number;
  trainees: number;
  present_half_days: number;
}

function heldWithPresence(scope: { kind: 'every-year' } | { kind: 'year'; from: string; to: string }): SQL {
  const where = scope.kind === 'year' ? sql`AND t.start_date >= ${scope.from}::timestamptz AND t.start_date < ${scope.to}::timestamptz` : sql``;
  const held = sql`
  held AS (
    SELECT t.id, t.training_type_id, ${parisYear(sql.raw('t.start_date'))} AS year, ${halfDaysOf('t')} AS half_days
    FROM trainings t
    WHERE t.training_status_id IN (${HELD_STATUSES}) ${where}
  )`;
  const columns = sql`h.id, h.year, h.training_type_id, h.half_days, COALESCE(p.trainees, 0) AS trainees, COALESCE(p.present, 0) AS present_half_days`;
  const totals = sql`count(*) FILTER (WHERE present > 0) AS trainees, sum(present) AS present`;
  if (scope.kind === 'year') {
    return sql`${held},
  per_training AS (
    SELECT ${columns}
    FROM held h
    CROSS JOIN LATERAL (
      SELECT ${totals}
      FROM (
        SELECT GREATEST(0, h.half_days - ${absentHalfDays('r')}) AS present
        FROM registrations r
        WHERE r.training_id = h.id AND r.registration_status_id = ${VALIDATED}
      ) presence
    ) p
  )`;
  }
  return sql`${held},
  presence AS (
    SELECT r.training_id, GREATEST(0, h.half_days - ${absentHalfDays('r')}) AS present
    FROM registrations r
    JOIN held h ON h.id = r.training_id
    WHERE r.registration_status_id = ${VALIDATED}
  ),
  per_training AS (
    SELECT ${columns}
    FROM held h
    LEFT JOIN (SELECT training_id, ${totals} FROM presence GROUP BY training_id) p ON p.training_id = h.id
  )`;
}

const reference = {
  perTraining: (db: Db) =>
    queryRows<PerTraining>(
      db,
      sql`WITH ${heldWithPresence({ kind: 'every-year' })}
        SELECT id, year, training_type_id, half_days, trainees::int AS trainees, present_half_days::int AS present_half_days FROM per_training ORDER BY id`,
    ),
  statsByYearAndType: (db: Db) =>
    queryRows<{ year: number; training_type_id: number; sessions: number; half_days: number; trainees_present: number; present_half_days: number }>(
      db,
      sql`WITH ${heldWithPresence({ kind: 'every-year' })}
      SELECT year, training_type_id, count(*)::int AS sessions, COALESCE(sum(half_days), 0)::int AS half_days,
        COALESCE(sum(trainees), 0)::int AS trainees_present, COALESCE(sum(present_half_days), 0)::int AS present_half_days
      FROM per_training
      GROUP BY year, training_type_id
      ORDER BY year, training_type_id`,
    ),
  latestHeldYear: async (db: Db) => {
    const [row] = await queryRows<{ year: number | null }>(
      db,
      sql`SELECT ${parisYear(sql.raw('max(t.start_date)'))} AS year FROM trainings t WHERE t.training_status_id IN (${HELD_STATUSES})`,
    );
    return row?.year ?? null;
  },
  typeSharesOfYear: (db: Db, year: number) =>
    queryRows<{ training_type_id: number; sessions_pct: number; days_pct: number; trainees_pct: number }>(
      db,
      sql`WITH ${heldWithPresence({ kind: 'year', ...yearBounds(year) })},
      by_type AS (
        SELECT pt.training_type_id, count(*) AS sessions, sum(pt.half_days) AS half_days, sum(pt.trainees) AS trainees
        FROM per_training pt
        GROUP BY pt.training_type_id
      )
      SELECT training_type_id,
        COALESCE(round(100.0 * sessions / NULLIF(sum(sessions) OVER (), 0), 1), 0)::float8 AS sessions_pct,
        COALESCE(round(100.0 * half_days / NULLIF(sum(half_days) OVER (), 0), 1), 0)::float8 AS days_pct,
        COALESCE(round(100.0 * trainees / NULLIF(sum(trainees) OVER (), 0), 1), 0)::float8 AS trainees_pct
      FROM by_type
      ORDER BY training_type_id`,
    ),
  /** Every staff member of every year (the endpoint keeps the first TOP_STAFF_SIZE). */
  staffOfYear: (db: Db, year: number | null) => {
    const { from, to } = yearBounds(year ?? 0);
    const inYear = year === null ? sql`` : sql`AND t.start_date >= ${from}::timestamptz AND t.start_date < ${to}::timestamptz`;
    return queryRows<{ year: number; profile_id: number; name: string; role: string; trainings: number; hours: number }>(
      db,
      sql`SELECT ${parisYear(sql.raw('t.start_date'))} AS year, p.id AS profile_id, u.name, ro.name AS role, count(DISTINCT ts.training_id)::int AS trainings,
        COALESCE(sum(CASE WHEN ts.actual_lecture_hours IS NULL AND ts.actual_tutorial_hours IS NULL
          THEN COALESCE(ts.expected_lecture_hours, 0) + COALESCE(ts.expected_tutorial_hours, 0)
          ELSE COALESCE(ts.actual_lecture_hours, 0) + COALESCE(ts.actual_tutorial_hours, 0) END), 0)::float8 AS hours
      FROM training_staff ts
      JOIN trainings t ON t.id = ts.training_id
      JOIN profiles p ON p.id = ts.profile_id
      JOIN users u ON u.id = p.user_id
      JOIN roles ro ON ro.id = u.role_id
      WHERE t.training_status_id IN (${HELD_STATUSES}) ${inYear}
      GROUP BY 1, p.id, u.name, ro.name
      ORDER BY 1, trainings DESC, hours DESC, u.name, p.id`,
    );
  },
};

function yearBounds(year: number) {
  return { from: parisDateTime(`${year}-01-01`, 0).toISOString(), to: parisDateTime(`${year + 1}-01-01`, 0).toISOString() };
}

// ---- The endpoints' answers the reference gives. ----

let t: TestApp;
let admin: string;

before(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'administrateur');
});
after(() => t.close());

async function expectedAnswers(years: number[]) {
  const types = await queryRows<{ id: number; name: string }>(t.db, sql`SELECT id, name FROM training_types ORDER BY id`);
  const names = new Map(types.map((x) => [x.id, x.name]));
  const records = await reference.statsByYearAndType(t.db);
  const stats = {
    years: [...new Set(records.map((r) => r.year))],
    types,
    rows: records.map((r) => ({
      year: r.year,
      training_type_id: r.training_type_id,
      type: names.get(r.training_type_id) ?? '',
      trainingSessions: r.sessions,
      trainingDays: r.half_days / 2,
      traineesPresent: r.trainees_present,
      traineeDays: r.present_half_days / 2,
    })),
  };
  const latest = await reference.latestHeldYear(t.db);
  const byYear = new Map<number | undefined, { shares: unknown; top: unknown }>();
  for (const asked of [undefined, ...years]) {
    const year = asked ?? latest;
    if (year === null) {
      byYear.set(asked, { shares: { year: null, session_percentages: [], days_percentages: [], trainee_percentages: [] }, top: { year: null, staff: [] } });
      continue;
    }
    const shares = await reference.typeSharesOfYear(t.db, year);
    const pct = (pick: (r: (typeof shares)[number]) => number) => shares.map((r) => ({ type: names.get(r.training_type_id) ?? '', percentage: Number(pick(r)) }));
    const staff = (await reference.staffOfYear(t.db, year)).slice(0, TOP_STAFF_SIZE).map((m) => ({ profile_id: m.profile_id, name: m.name, role: m.role, trainings: m.trainings, hours: Number(m.hours) }));
    byYear.set(asked, {
      shares: { year, session_percentages: pct((r) => r.sessions_pct), days_percentages: pct((r) => r.days_pct), trainee_percentages: pct((r) => r.trainees_pct) },
      top: { year, staff },
    });
  }
  return { stats, byYear };
}

/** The years asked: each one with a training held at some point of the test, and one without. */
const YEARS = [2022, 2023, 2024, 2025, 2026, 2027, 2030];

/**
 * The three endpoints answer what the reference computes, for every year; the kept rows behind them
 * equal the reference's figures of each training held and of each staff member's year.
 */
async function assertSameFigures(when: string, token = admin): Promise<void> {
  const expected = await expectedAnswers(YEARS);
  const stats = await callApi(t.app, 'GET /training-stats', { token });
  assert.equal(stats.statusCode, 200, stats.body);
  assert.deepEqual(stats.json(), expected.stats, `training stats ${when}`);
  for (const [year, answers] of expected.byYear) {
    const query = year === undefined ? {} : { year };
    const shares = await callApi(t.app, 'GET /percentage-training-stats', { query, token });
    assert.equal(shares.statusCode, 200, shares.body);
    assert.deepEqual(shares.json(), answers.shares, `shares of ${year ?? 'the latest year'} ${when}`);
    const top = await callApi(t.app, 'GET /training-top-staff', { query, token });
    assert.equal(top.statusCode, 200, top.body);
    assert.deepEqual(top.json(), answers.top, `top staff of ${year ?? 'the latest year'} ${when}`);
  }

  const perTraining = await reference.perTraining(t.db);
  const kept = await queryRows<PerTraining>(
    t.db,
    sql`SELECT training_id AS id, year, training_type_id, half_days, trainees_present AS trainees, present_half_days FROM held_training_figures ORDER BY training_id`,
  );
  assert.deepEqual(kept, perTraining, `kept figures of each training held ${when}`);
  const staff = (await reference.staffOfYear(t.db, null)).map((m) => ({ year: m.year, profile_id: m.profile_id, trainings: m.trainings, hours: Number(m.hours) }));
  const keptStaff = await queryRows<{ year: number; profile_id: number; trainings: number; hours: number }>(
    t.db,
    sql`SELECT k.year, k.profile_id, k.trainings, k.hours::float8 AS hours FROM held_staff_by_year k
        JOIN profiles p ON p.id = k.profile_id JOIN users u ON u.id = p.user_id
        WHERE k.trainings > 0 ORDER BY k.year, k.trainings DESC, k.hours DESC, u.name, p.id`,
  );
  assert.deepEqual(keptStaff.map((m) => ({ ...m, hours: Number(m.hours) })), staff, `kept figures of each staff member's year ${when}`);
}

async function registrationOf(trainingId: number, profileId: number) {
  const [row] = await t.db
    .select()
    .from(s.registrations)
    .where(and(eq(s.registrations.training_id, trainingId), eq(s.registrations.profile_id, profileId)));
  assert.ok(row, `registration ${trainingId}/${profileId}`);
  return row;
}

describe(`statistics from the figures the database keeps, on ${testEngine}`, () => {
  test('after changes of every kind, the endpoints answer what the rows give', async () => {
    await assertSameFigures('at start');

    const trainees = [];
    for (const name of ['Alice Martin', 'Bruno Petit', 'Chloé Roux', 'Denis Blanc', 'Émile Noir', 'Farida Vert']) {
      trainees.push((await createUser(t.db, { role: 'stagiaire', name, withProfile: true })).profileId!);
    }
    const [p1, p2, p3, p4, p5, p6] = trainees;
    const staffUsers = [];
    for (const name of ['Inès Formatrice', 'Rémi Responsable', 'Zoé Dernière', 'Marc Second']) {
      staffUsers.push(await createUser(t.db, { role: name.startsWith('Rémi') ? 'responsable-pedagogique' : 'intervenant', name, withProfile: true }));
    }
    const [s1, s2, s3, s4] = staffUsers.map((u) => u.profileId!);
    // Eleven members tied on one training: the last places of the top ten go by name.
    const tied = [];
    for (const name of ['Kim', 'Jade', 'Hugo', 'Gaël', 'Fanny', 'Éric', 'Dora', 'Cyril', 'Bea', 'Anouk', 'Léa']) {
      tied.push((await createUser(t.db, { role: 'intervenant', name: `${name} Égalité`, withProfile: true })).profileId!);
    }

    // A: CPH, closed, Monday 9:00 → Tuesday 17:00 (4 half-days).
    const a = await createTraining(t.db, { training_type_id: 1, training_status_id: closed, start_date: at('2025-03-10', 9), end_date: at('2025-03-11', 17) });
    // B: Stage, to close, the afternoon of one day.
    const b = await createTraining(t.db, { training_type_id: 2, training_status_id: toClose, start_date: at('2025-06-02', 14), end_date: at('2025-06-02', 17) });
    // C: Stage, closed, 2024 (5 half-days).
    const c = await createTraining(t.db, { training_type_id: 2, training_status_id: closed, start_date: at('2024-11-05', 9), end_date: at('2024-11-07', 12) });
    // D: CPH, published (not held).
    const d = await createTraining(t.db, { training_type_id: 1, training_status_id: published, start_date: at('2025-05-05', 9), end_date: at('2025-05-05', 17) });
    // E: the last evening of 2025 in Paris (already 2026 in some zones, still 2025 here).
    const e = await createTraining(t.db, { training_type_id: 3, training_status_id: closed, start_date: at('2025-12-31', 23, 30), end_date: at('2026-01-01', 2) });
    // F: the first morning of 2026 in Paris (still 2025 in UTC).
    const f = await createTraining(t.db, { training_type_id: 4, training_status_id: closed, start_date: at('2026-01-01', 0, 30), end_date: at('2026-01-01', 11) });
    // G: longer than a year (the half-days stop at 366 days).
    const g = await createTraining(t.db, { training_type_id: 5, training_status_id: closed, start_date: at('2022-01-03', 9), end_date: at('2023-06-30', 17) });
    // H: the tied members' training.
    const h = await createTraining(t.db, { training_type_id: 2, training_status_id: closed, start_date: at('2025-09-15', 9), end_date: at('2025-09-15', 17) });

    await register(t.db, a.id, p1);
    await register(t.db, a.id, p2);
    await register(t.db, a.id, p3, 'preinscription');
    await register(t.db, a.id, p4, 'refuse');
    await register(t.db, b.id, p1);
    await register(t.db, b.id, p3);
    await register(t.db, c.id, p2);
    await register(t.db, c.id, p1);
    await register(t.db, d.id, p4);
    await register(t.db, e.id, p5);
    await register(t.db, g.id, p6);
    await register(t.db, h.id, p6, 'en_attente');
    await t.db.insert(s.absences).values([
      { training_id: a.id, profile_id: p1, absence_date: '2025-03-11', half_day: 'afternoon' },
      // An absence of a trainee not validated counts nowhere.
      { training_id: a.id, profile_id: p3, absence_date: '2025-03-10', half_day: 'morning' },
      { training_id: b.id, profile_id: p3, absence_date: '2025-06-02', half_day: 'afternoon' },
      // Absent more half-days than the training has: present none.
      ...['2024-11-05', '2024-11-06', '2024-11-07'].flatMap((day) => [
        { training_id: c.id, profile_id: p1, absence_date: day, half_day: 'morning' },
        { training_id: c.id, profile_id: p1, absence_date: day, half_day: 'afternoon' },
      ]),
    ]);
    const staffA1 = await addStaff(t.db, a.id, s1, 'teacher', { actual_lecture_hours: '6.00', actual_tutorial_hours: '3.00', expected_lecture_hours: '1.00' });
    // The same member twice on one training: one training, the hours of both rows.
    await addStaff(t.db, a.id, s1, 'pedagogical_supervisor', { expected_lecture_hours: '1.50' });
    await addStaff(t.db, a.id, s2, 'pedagogical_supervisor', { actual_lecture_hours: '4.00' });
    const staffB = await addStaff(t.db, b.id, s1, 'teacher', { expected_lecture_hours: '2.00', expected_tutorial_hours: '1.00' });
    const staffC = await addStaff(t.db, c.id, s3, 'teacher', { actual_tutorial_hours: '2.25' });
    await addStaff(t.db, d.id, s2, 'teacher', { actual_lecture_hours: '50.00' });
    await addStaff(t.db, e.id, s1, 'teacher', { expected_lecture_hours: '2.00' });
    await addStaff(t.db, f.id, s2, 'teacher', { expected_lecture_hours: '3.00' });
    const staffG = await addStaff(t.db, g.id, s4, 'teacher', { expected_lecture_hours: '7.00' });
    await t.db.insert(s.trainingStaff).values(tied.map((profile_id) => ({ training_id: h.id, profile_id, type: 'teacher', expected_lecture_hours: '2.00' })));
    await assertSameFigures('after inserts');
    // The tied members fill the last eight places of 2025, by name, and three of them are left out.
    const tiedTop = (await callApi(t.app, 'GET /training-top-staff', { query: { year: 2025 }, token: admin })).json();
    const tiedNames = tiedTop.staff.filter((m) => m.name.endsWith('Égalité')).map((m) => m.name);
    assert.equal(tiedTop.staff.length, TOP_STAFF_SIZE);
    assert.equal(tiedNames.length, TOP_STAFF_SIZE - 2, JSON.stringify(tiedTop.staff));
    assert.deepEqual(tiedNames, [...tiedNames].sort());

    // Trainings: into and out of the held statuses, from one held status to the other, another type,
    // dates moving the year and the half-days, a change that moves nothing, several rows at once.
    await t.db.update(s.trainings).set({ training_status_id: toClose }).where(eq(s.trainings.id, d.id));
    await t.db.update(s.trainings).set({ training_status_id: cancelled }).where(eq(s.trainings.id, b.id));
    await t.db.update(s.trainings).set({ training_status_id: toClose }).where(eq(s.trainings.id, a.id));
    await t.db.update(s.trainings).set({ training_type_id: 5 }).where(eq(s.trainings.id, c.id));
    await t.db.update(s.trainings).set({ start_date: at('2026-01-02', 13), end_date: at('2026-01-03', 17) }).where(eq(s.trainings.id, e.id));
    await t.db.update(s.trainings).set({ title: 'Un autre titre', max_attendees: 30 }).where(eq(s.trainings.id, f.id));
    await t.db.update(s.trainings).set({ training_type_id: 3 }).where(inArray(s.trainings.id, [f.id, g.id, h.id]));
    await assertSameFigures('after changes of trainings');
    await t.db.update(s.trainings).set({ training_status_id: toClose }).where(eq(s.trainings.id, b.id));
    await t.db.update(s.trainings).set({ training_status_id: published, start_date: at('2027-02-01', 9), end_date: at('2027-02-01', 12) }).where(eq(s.trainings.id, f.id));
    await assertSameFigures('after trainings back and forth');

    // Registrations: no longer validated, newly validated, moved to another training, to another
    // trainee, several inserted at once, one deleted, a change that moves nothing.
    const { valide, refuse } = REGISTRATION_STATUS;
    await t.db.update(s.registrations).set({ registration_status_id: refuse }).where(eq(s.registrations.id, (await registrationOf(a.id, p1)).id));
    await t.db.update(s.registrations).set({ registration_status_id: valide }).where(eq(s.registrations.id, (await registrationOf(a.id, p3)).id));
    await t.db.update(s.registrations).set({ training_id: c.id }).where(eq(s.registrations.id, (await registrationOf(b.id, p3)).id));
    await t.db.update(s.registrations).set({ profile_id: p5 }).where(eq(s.registrations.id, (await registrationOf(c.id, p2)).id));
    await t.db.insert(s.registrations).values([
      { training_id: a.id, profile_id: p5, registration_status_id: valide },
      { training_id: a.id, profile_id: p6, registration_status_id: valide },
      { training_id: h.id, profile_id: p1, registration_status_id: valide },
      { training_id: d.id, profile_id: p1, registration_status_id: REGISTRATION_STATUS.preinscription },
    ]);
    await t.db.delete(s.registrations).where(eq(s.registrations.id, (await registrationOf(g.id, p6)).id));
    await t.db.update(s.registrations).set({ convocation_sent_at: new Date() }).where(eq(s.registrations.training_id, a.id));
    await assertSameFigures('after changes of registrations');

    // Absences: several entered at once, one moved to another trainee, one to another training, one
    // to another day (nothing moves), one removed.
    const entered = await t.db
      .insert(s.absences)
      .values([
        { training_id: a.id, profile_id: p3, absence_date: '2025-03-10', half_day: 'afternoon' },
        { training_id: a.id, profile_id: p5, absence_date: '2025-03-10', half_day: 'morning' },
        { training_id: a.id, profile_id: p5, absence_date: '2025-03-11', half_day: 'morning' },
        { training_id: h.id, profile_id: p1, absence_date: '2025-09-15', half_day: 'morning' },
      ])
      .returning();
    await t.db.update(s.absences).set({ profile_id: p6 }).where(eq(s.absences.id, entered[0].id));
    await t.db.update(s.absences).set({ training_id: d.id, profile_id: p4, absence_date: '2025-05-05' }).where(eq(s.absences.id, entered[1].id));
    await t.db.update(s.absences).set({ absence_date: '2025-03-12' }).where(eq(s.absences.id, entered[2].id));
    await t.db.delete(s.absences).where(eq(s.absences.id, entered[3].id));
    await t.db.delete(s.absences).where(and(eq(s.absences.training_id, c.id), eq(s.absences.half_day, 'morning')));
    await assertSameFigures('after changes of absences');

    // Team rows: hours changed (actual ones removed: the expected ones count), moved to another
    // training and to another member, several inserted at once, one deleted.
    await t.db.update(s.trainingStaff).set({ actual_lecture_hours: null, actual_tutorial_hours: null }).where(eq(s.trainingStaff.id, staffA1.id));
    await t.db.update(s.trainingStaff).set({ training_id: c.id }).where(eq(s.trainingStaff.id, staffB.id));
    await t.db.update(s.trainingStaff).set({ profile_id: s4 }).where(eq(s.trainingStaff.id, staffC.id));
    await t.db.update(s.trainingStaff).set({ ares_status_id: 2 }).where(eq(s.trainingStaff.training_id, a.id));
    await t.db.insert(s.trainingStaff).values([
      { training_id: d.id, profile_id: s3, type: 'teacher', actual_lecture_hours: '1.25' },
      { training_id: h.id, profile_id: s3, type: 'pedagogical_supervisor', expected_tutorial_hours: '0.75' },
      { training_id: e.id, profile_id: tied[10], type: 'pedagogical_supervisor', expected_lecture_hours: '2.00' },
    ]);
    await t.db.delete(s.trainingStaff).where(eq(s.trainingStaff.id, staffG.id));
    await assertSameFigures('after changes of team rows');

    // Cascades: a training deleted with its registrations, absences and team; a trainee's profile and
    // a member's profile deleted with theirs. A transaction that rolls back leaves the figures as they were.
    await t.db.delete(s.trainings).where(eq(s.trainings.id, c.id));
    await t.db.delete(s.profiles).where(eq(s.profiles.id, p2));
    await t.db.delete(s.profiles).where(eq(s.profiles.id, tied[3]));
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await tx.update(s.trainings).set({ training_status_id: cancelled }).where(eq(s.trainings.id, a.id));
        await tx.delete(s.registrations).where(eq(s.registrations.training_id, h.id));
        await tx.insert(s.trainingStaff).values({ training_id: e.id, profile_id: s4, type: 'teacher', expected_lecture_hours: '99.00' });
        throw new Error('rolled back');
      }),
    );
    await assertSameFigures('after deletes and a rollback');

    // An anonymisation: every account but the administrateur's idle for three years is anonymised;
    // the figures stay, the members' names follow.
    const closedAccount = await callApi(t.app, 'POST /profiles/:id/deactivate', { params: { id: s1 }, token: admin });
    assert.equal(closedAccount.statusCode, 200, closedAccount.body);
    const result = await runRetention(t.db, new Date(Date.now() + 3 * YEAR + 2 * DAY));
    assert.ok(result.closed.includes(staffUsers[0].id), JSON.stringify(result));
    await assertSameFigures('after an anonymisation');
    const top = (await callApi(t.app, 'GET /training-top-staff', { query: { year: 2025 }, token: admin })).json();
    assert.ok(top.staff.length === TOP_STAFF_SIZE && top.staff.every((m) => m.name === ANONYMISED_NAME), JSON.stringify(top.staff));
  });

  test('emptying the institute empties the figures; the next ones are kept from there', async () => {
    await emptyInstituteData(t.db);
    for (const table of ['held_training_figures', 'held_figures_by_year_type', 'held_staff_hours', 'held_staff_by_year']) {
      const [row] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
      assert.equal(row.n, 0, table);
    }
    admin = await loginAs(t.app, 'administrateur');
    await assertSameFigures('once emptied');
    const trainee = await createUser(t.db, { role: 'stagiaire', withProfile: true });
    const teacher = await createUser(t.db, { role: 'intervenant', withProfile: true });
    const held = await createTraining(t.db, { training_status_id: closed, start_date: at('2026-03-02', 9), end_date: at('2026-03-02', 17) });
    await register(t.db, held.id, trainee.profileId!);
    await addStaff(t.db, held.id, teacher.profileId!, 'teacher', { expected_lecture_hours: '6.00' });
    await assertSameFigures('after a training held in the emptied institute');
    const stats = (await callApi(t.app, 'GET /training-stats', { token: admin })).json();
    assert.deepEqual(stats.rows.map((r) => [r.year, r.trainingSessions, r.trainingDays, r.traineesPresent, r.traineeDays]), [[2026, 1, 1, 1, 1]]);
  });
});
