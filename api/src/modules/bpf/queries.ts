/**
 * What the BPF of a year reads: the trainings held that year (À clôturer, Clôturée, started in the
 * Paris year), their validated registrations with the absences entered, their team rows with hours,
 * the payments of the régies opened that year; and the year's row of `bpf_years` (entered amounts, the
 * frozen report).
 */
import { eq, sql } from 'drizzle-orm';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import type { DbOrTx } from '../../db/client';
import * as s from '../../db/schema';
import { parisDateTime } from '../../lib/paris-time';
import { literal, queryRows } from '../../lib/sql';

/** The bounds of a Paris calendar year. */
function yearBounds(year: number) {
  return { from: parisDateTime(`${year}-01-01`, 0).toISOString(), to: parisDateTime(`${year + 1}-01-01`, 0).toISOString() };
}

const HELD = sql.raw(`${TRAINING_STATUS.toClose}, ${TRAINING_STATUS.closed}`);
const VALIDATED = literal(REGISTRATION_STATUS.valide);

export interface HeldTrainingRecord {
  id: number;
  title: string;
  start_date: Date | string;
  end_date: Date | string;
  training_type_id: number;
  type_name: string;
  theme_name: string;
  nsf_code: string | null;
  paid_training: boolean;
  amount: string | null;
}

/** The trainings held in the year, by start then id. */
export function heldTrainingsOfYear(db: DbOrTx, year: number): Promise<HeldTrainingRecord[]> {
  const { from, to } = yearBounds(year);
  return queryRows<HeldTrainingRecord>(
    db,
    sql`SELECT t.id, t.title, t.start_date, t.end_date, t.training_type_id, ty.name AS type_name, th.name AS theme_name, th.nsf_code,
        t.paid_training, t.amount::text AS amount
      FROM trainings t
      JOIN training_types ty ON ty.id = t.training_type_id
      JOIN training_themes th ON th.id = t.training_theme_id
      WHERE t.training_status_id IN (${HELD}) AND t.start_date >= ${from}::timestamptz AND t.start_date < ${to}::timestamptz
      ORDER BY t.start_date, t.id`,
  );
}

export interface TraineeRecord {
  training_id: number;
  profile_id: number;
  profile_number: string;
  name: string;
  situation_id: number | null;
  situation: string | null;
  absent_half_days: number;
}

/** The validated registrations of the year's held trainings, with the half-days entered absent. */
export function traineesOfYear(db: DbOrTx, year: number): Promise<TraineeRecord[]> {
  const { from, to } = yearBounds(year);
  return queryRows<TraineeRecord>(
    db,
    sql`SELECT r.training_id, p.id AS profile_id, p.profile_number, u.name, p.professional_situation_id AS situation_id, ps.name AS situation,
        (SELECT count(*)::int FROM absences a WHERE a.training_id = r.training_id AND a.profile_id = r.profile_id) AS absent_half_days
      FROM registrations r
      JOIN trainings t ON t.id = r.training_id
      JOIN profiles p ON p.id = r.profile_id
      JOIN users u ON u.id = p.user_id
      LEFT JOIN professional_situations ps ON ps.id = p.professional_situation_id
      WHERE r.registration_status_id = ${VALIDATED}
        AND t.training_status_id IN (${HELD}) AND t.start_date >= ${from}::timestamptz AND t.start_date < ${to}::timestamptz
      ORDER BY t.start_date, t.id, p.profile_number`,
  );
}

export interface StaffRecord {
  training_id: number;
  profile_id: number;
  profile_number: string;
  name: string;
  employment_status_id: number | null;
  employment_status: string | null;
  /** Actual lecture and tutorial hours, the expected ones when neither actual value is entered. */
  hours: number;
}

/** The team rows of the year's held trainings. */
export function staffOfYear(db: DbOrTx, year: number): Promise<StaffRecord[]> {
  const { from, to } = yearBounds(year);
  return queryRows<StaffRecord>(
    db,
    sql`SELECT ts.training_id, p.id AS profile_id, p.profile_number, u.name, p.employment_status_id, es.name AS employment_status,
        (CASE WHEN ts.actual_lecture_hours IS NULL AND ts.actual_tutorial_hours IS NULL
          THEN COALESCE(ts.expected_lecture_hours, 0) + COALESCE(ts.expected_tutorial_hours, 0)
          ELSE COALESCE(ts.actual_lecture_hours, 0) + COALESCE(ts.actual_tutorial_hours, 0) END)::float8 AS hours
      FROM training_staff ts
      JOIN trainings t ON t.id = ts.training_id
      JOIN profiles p ON p.id = ts.profile_id
      JOIN users u ON u.id = p.user_id
      LEFT JOIN employment_statuses es ON es.id = p.employment_status_id
      WHERE t.training_status_id IN (${HELD}) AND t.start_date >= ${from}::timestamptz AND t.start_date < ${to}::timestamptz
      ORDER BY t.start_date, t.id, u.name, ts.id`,
  );
}

export interface RegiePaymentRecord {
  id: number;
  amount: string;
  regie: string;
  order_number: string | null;
  training: string;
  start_date: Date | string;
  profile_number: string;
  name: string;
}

/** The payments of the régies opened in the year (Paris), by régie then payment. */
export function regiePaymentsOfYear(db: DbOrTx, year: number): Promise<RegiePaymentRecord[]> {
  const { from, to } = yearBounds(year);
  return queryRows<RegiePaymentRecord>(
    db,
    sql`SELECT tp.id, tp.amount::text AS amount, po.order_number AS regie, epo.order_number, t.title AS training, t.start_date,
        p.profile_number, u.name
      FROM training_expense_payments tp
      JOIN payment_orders po ON po.id = tp.payment_order_id
      JOIN training_expenses te ON te.id = tp.training_expense_id
      JOIN trainings t ON t.id = te.training_id
      JOIN profiles p ON p.id = te.profile_id
      JOIN users u ON u.id = p.user_id
      LEFT JOIN expense_payment_orders epo ON epo.id = tp.expense_payment_order_id
      WHERE po.created_at >= ${from}::timestamptz AND po.created_at < ${to}::timestamptz
      ORDER BY po.created_at, po.id, tp.id`,
  );
}

export type BpfYearRow = typeof s.bpfYears.$inferSelect & { closed_by_name: string | null };

/** The year's row (entered amounts, frozen report), or undefined. */
export async function findBpfYear(db: DbOrTx, year: number): Promise<BpfYearRow | undefined> {
  const [row] = await db
    .select({
      year: s.bpfYears.year,
      manual: s.bpfYears.manual,
      closed_at: s.bpfYears.closed_at,
      closed_by: s.bpfYears.closed_by,
      frozen: s.bpfYears.frozen,
      updated_at: s.bpfYears.updated_at,
      closed_by_name: s.users.name,
    })
    .from(s.bpfYears)
    .leftJoin(s.users, eq(s.users.id, s.bpfYears.closed_by))
    .where(eq(s.bpfYears.year, year));
  return row;
}

/** Locks the year's row (created when missing), so that an entry and a closing happen one after the other. */
export async function lockBpfYear(tx: DbOrTx, year: number): Promise<void> {
  await tx.insert(s.bpfYears).values({ year }).onConflictDoNothing();
  await queryRows(tx, sql`SELECT year FROM bpf_years WHERE year = ${year} FOR UPDATE`);
}

export async function saveManualAmounts(tx: DbOrTx, year: number, manual: Record<string, string>): Promise<void> {
  await tx.update(s.bpfYears).set({ manual, updated_at: new Date() }).where(eq(s.bpfYears.year, year));
}

export async function freezeBpfYear(tx: DbOrTx, year: number, frozen: unknown, userId: number, now: Date): Promise<void> {
  await tx.update(s.bpfYears).set({ frozen, closed_at: now, closed_by: userId, updated_at: now }).where(eq(s.bpfYears.year, year));
}
