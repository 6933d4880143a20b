/**
 * The rows of the five exports, read in batches: an export of a long period never holds all its rows
 * at once. The trainings of a period are read as ids first (small), then their rows a batch of
 * trainings at a time; the newsletter subscribers by profile id, a page at a time.
 */
import { sql, type SQL } from 'drizzle-orm';
import { CPH_MANDATE_NAME } from '../../contract/accounts';
import type { Db } from '../../db/client';
import { queryRows } from '../../lib/sql';
import type { ExportPeriod } from './period';
import { absentHalfDays, CANCELLED, frenchDay, HELD_STATUSES, halfDaysOf, paris, VALIDATED } from './sql-parts';

/** Trainings per batch, and subscribers per page. */
export const TRAINING_BATCH = 100;
export const ROW_PAGE = 1000;

const bounds = (period: ExportPeriod) => ({ from: period.from.toISOString(), to: period.to.toISOString() });

/** Ids of the trainings starting in the period (cancelled ones left out), in date order. */
async function trainingIdsOf(db: Db, period: ExportPeriod, only: SQL = sql``): Promise<number[]> {
  const { from, to } = bounds(period);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT t.id FROM trainings t
      WHERE t.start_date >= ${from}::timestamptz AND t.start_date < ${to}::timestamptz AND t.training_status_id <> ${CANCELLED} ${only}
      ORDER BY t.start_date, t.id`,
  );
  return rows.map((r) => r.id);
}

/** The rows of the period's trainings, a batch of trainings at a time. */
async function* byTrainingBatches<T extends object>(db: Db, ids: number[], rowsOf: (batch: SQL) => SQL): AsyncGenerator<T[]> {
  for (let i = 0; i < ids.length; i += TRAINING_BATCH) {
    const batch = ids.slice(i, i + TRAINING_BATCH);
    const list = sql.join(batch.map((id) => sql`${id}::int`), sql`, `);
    yield await queryRows<T>(db, rowsOf(list));
  }
}

/** Half-days present of a validated registration `r` of training `t`: null until its attendance is final. */
const presentHalfDays = sql`CASE WHEN t.training_status_id IN (${HELD_STATUSES}) THEN GREATEST(0, ${halfDaysOf('t')} - ${absentHalfDays('r')}) END`;

export interface CphRow {
  title: string;
  type: string;
  start_date: string;
  end_date: string;
  name: string;
  email: string;
  council: string;
  section: string | null;
  present_half_days: number | null;
}

/** Councillors trained in the period: each validated registration that names a council (prud'hommes). */
export async function* cphRegistrations(db: Db, period: ExportPeriod): AsyncGenerator<CphRow[]> {
  const ids = await trainingIdsOf(db, period, sql`AND EXISTS (SELECT 1 FROM registrations r WHERE r.training_id = t.id AND r.council_id IS NOT NULL AND r.registration_status_id = ${VALIDATED})`);
  yield* byTrainingBatches<CphRow>(
    db,
    ids,
    (list) => sql`SELECT t.title, ty.name AS type, ${frenchDay(sql.raw('t.start_date'))} AS start_date, ${frenchDay(sql.raw('t.end_date'))} AS end_date, u.name, u.email, c.name AS council,
        (SELECT cs.name FROM profile_mandates pm JOIN mandates m ON m.id = pm.mandate_id JOIN council_sections cs ON cs.id = pm.council_section_id
          WHERE pm.profile_id = r.profile_id AND m.name = ${CPH_MANDATE_NAME} AND pm.deleted_at IS NULL ORDER BY pm.is_valid DESC, pm.id DESC LIMIT 1) AS section,
        ${presentHalfDays} AS present_half_days
      FROM registrations r
      JOIN trainings t ON t.id = r.training_id
      JOIN training_types ty ON ty.id = t.training_type_id
      JOIN profiles p ON p.id = r.profile_id
      JOIN users u ON u.id = p.user_id
      JOIN councils c ON c.id = r.council_id
      WHERE r.training_id IN (${list}) AND r.registration_status_id = ${VALIDATED}
      ORDER BY t.start_date, t.id, u.name, r.id`,
  );
}

export interface CouncilTrainingRow {
  title: string;
  start_date: string;
  end_date: string;
  councils: string;
  councillors: number;
  half_days: number;
  present_half_days: number | null;
}

/** Per training of the period with councillors: its councils, how many councillors, their half-days present. */
export async function* councilTrainings(db: Db, period: ExportPeriod): AsyncGenerator<CouncilTrainingRow[]> {
  const ids = await trainingIdsOf(db, period, sql`AND EXISTS (SELECT 1 FROM registrations r WHERE r.training_id = t.id AND r.council_id IS NOT NULL AND r.registration_status_id = ${VALIDATED})`);
  yield* byTrainingBatches<CouncilTrainingRow>(
    db,
    ids,
    (list) => sql`SELECT t.title, ${frenchDay(sql.raw('t.start_date'))} AS start_date, ${frenchDay(sql.raw('t.end_date'))} AS end_date,
        string_agg(DISTINCT c.name, ', ') AS councils, count(*)::int AS councillors, ${halfDaysOf('t')} AS half_days,
        CASE WHEN t.training_status_id IN (${HELD_STATUSES}) THEN sum(GREATEST(0, ${halfDaysOf('t')} - ${absentHalfDays('r')}))::int END AS present_half_days
      FROM registrations r
      JOIN trainings t ON t.id = r.training_id
      JOIN councils c ON c.id = r.council_id
      WHERE r.training_id IN (${list}) AND r.registration_status_id = ${VALIDATED}
      GROUP BY t.id
      ORDER BY t.start_date, t.id`,
  );
}

export interface SubscriberRow {
  id: number;
  name: string;
  email: string;
  role: string;
  created_at: string;
}

/** Newsletter subscribers whose account was created in the period, by profile id, a page at a time. */
export async function* newsletterSubscribers(db: Db, period: ExportPeriod): AsyncGenerator<SubscriberRow[]> {
  const { from, to } = bounds(period);
  let after = 0;
  for (;;) {
    const rows = await queryRows<SubscriberRow>(
      db,
      sql`SELECT p.id, u.name, u.email, ro.name AS role, ${frenchDay(sql.raw('u.created_at'))} AS created_at
        FROM profiles p
        JOIN users u ON u.id = p.user_id
        JOIN roles ro ON ro.id = p.role_id
        WHERE p.subscribed_to_newsletter AND u.created_at >= ${from}::timestamptz AND u.created_at < ${to}::timestamptz AND p.id > ${after}::int
        ORDER BY p.id
        LIMIT ${ROW_PAGE}`,
    );
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1].id;
    if (rows.length < ROW_PAGE) return;
  }
}

export interface RepresentativeRow {
  name: string;
  email: string;
  union: string | null;
  mandates: string;
  company: string | null;
  title: string;
  start_date: string;
  end_date: string;
}

/** A mandate in progress of profile pivot `pm`: valid, neither it nor its mandate deleted, not ended. */
const MANDATE_IN_PROGRESS = sql`pm.is_valid AND pm.deleted_at IS NULL AND m.deleted_at IS NULL AND (pm.end_date IS NULL OR pm.end_date >= ${paris(sql`now()`)}::date)`;

/** Personnel representatives (a mandate in progress) with a validated registration to a training of the period. */
export async function* personnelRepresentatives(db: Db, period: ExportPeriod): AsyncGenerator<RepresentativeRow[]> {
  const ids = await trainingIdsOf(db, period);
  yield* byTrainingBatches<RepresentativeRow>(
    db,
    ids,
    (list) => sql`SELECT u.name, u.email,
        (SELECT un.name FROM profile_unions pu JOIN unions un ON un.id = pu.union_id
          WHERE pu.profile_id = p.id AND pu.is_valid AND (pu.end_date IS NULL OR pu.end_date >= ${paris(sql`now()`)}::date)
          ORDER BY pu.start_date DESC NULLS LAST, pu.id DESC LIMIT 1) AS "union",
        held_mandates.names AS mandates, p.company_name AS company, t.title, ${frenchDay(sql.raw('t.start_date'))} AS start_date, ${frenchDay(sql.raw('t.end_date'))} AS end_date
      FROM registrations r
      JOIN trainings t ON t.id = r.training_id
      JOIN profiles p ON p.id = r.profile_id
      JOIN users u ON u.id = p.user_id
      JOIN LATERAL (
        SELECT string_agg(m.name, ', ' ORDER BY m.name) AS names
        FROM profile_mandates pm JOIN mandates m ON m.id = pm.mandate_id
        WHERE pm.profile_id = p.id AND ${MANDATE_IN_PROGRESS}
      ) held_mandates ON held_mandates.names IS NOT NULL
      WHERE r.training_id IN (${list}) AND r.registration_status_id = ${VALIDATED}
      ORDER BY t.start_date, t.id, u.name, r.id`,
  );
}

export interface UnionTrainingRow {
  union: string;
  title: string;
  type: string;
  start_date: string;
  end_date: string;
  half_days: number;
  trainees: number;
  present: number | null;
  present_half_days: number | null;
}

/** Each union of each training of the period: the training's half-days, validated trainees and their presence. */
export async function* unionTrainings(db: Db, period: ExportPeriod): AsyncGenerator<UnionTrainingRow[]> {
  const ids = await trainingIdsOf(db, period, sql`AND EXISTS (SELECT 1 FROM training_unions tu WHERE tu.training_id = t.id)`);
  yield* byTrainingBatches<UnionTrainingRow>(
    db,
    ids,
    (list) => sql`SELECT un.name AS "union", t.title, ty.name AS type, ${frenchDay(sql.raw('t.start_date'))} AS start_date, ${frenchDay(sql.raw('t.end_date'))} AS end_date,
        ${halfDaysOf('t')} AS half_days, figures.trainees, figures.present, figures.present_half_days
      FROM training_unions tu
      JOIN trainings t ON t.id = tu.training_id
      JOIN unions un ON un.id = tu.union_id
      JOIN training_types ty ON ty.id = t.training_type_id
      JOIN LATERAL (
        SELECT count(*)::int AS trainees,
          CASE WHEN t.training_status_id IN (${HELD_STATUSES}) THEN count(*) FILTER (WHERE ${halfDaysOf('t')} - ${absentHalfDays('r')} > 0)::int END AS present,
          CASE WHEN t.training_status_id IN (${HELD_STATUSES}) THEN COALESCE(sum(GREATEST(0, ${halfDaysOf('t')} - ${absentHalfDays('r')})), 0)::int END AS present_half_days
        FROM registrations r WHERE r.training_id = t.id AND r.registration_status_id = ${VALIDATED}
      ) figures ON true
      WHERE tu.training_id IN (${list})
      ORDER BY t.start_date, t.id, un.name`,
  );
}
