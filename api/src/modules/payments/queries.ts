/**
 * SQL of payments, payment orders and the régie. Writes take a transaction: each one locks what two
 * requests could race for — the expense row (one payment, one order per régie, at most two orders),
 * the régie row (order numbers in sequence) and the régie advisory lock (one new régie at a time, and
 * no payment or order lands in a régie while the next one is being opened).
 */
import { AUDIT_ACTIONS } from '../../contract/audit';
import { recordAudit } from '../audit';
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, isNotNull, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { RegieParticipant, RegieTraining } from '../../contract/payments';
import { EXPENSE_STATUS } from '../../contract/statuses';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { keptValueSql } from '../../db/kept-counts';
import * as s from '../../db/schema';
import { openBankDetails } from '../../lib/bank-details';
import type { PageWindow } from '../../lib/paging';
import { preparedStatement } from '../../lib/prepared';

/** Key of the advisory lock of the régie (the sequence of régies). */
const REGIE_LOCK_KEY = 170_017;

/** Opening a new régie: alone. */
export async function lockRegiesExclusive(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REGIE_LOCK_KEY})`);
}

/** A payment or a payment order: alongside the others, never while a new régie is opened. */
export async function lockRegiesShared(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${REGIE_LOCK_KEY})`);
}

/* ---------- Régies ---------- */

/** The current régie: the latest one opened. */
export async function findCurrentRegie(db: DbOrTx) {
  const [row] = await db.select().from(s.paymentOrders).orderBy(desc(s.paymentOrders.id)).limit(1);
  return row;
}

const totalColumns = {
  count: count(),
  total: sql<string>`coalesce(sum(${s.trainingExpensePayments.amount}), 0)::numeric(14, 2)::text`,
  flagged: count(s.trainingExpensePayments.bank_details_changed_at),
};

export interface RegieTotals {
  count: number;
  total: string;
  /** Transfers to bank details changed shortly before. */
  flagged: number;
}

/** Payments of a régie and their exact sum (numeric, as text with two decimals), inside a write's transaction. */
export async function regieTotals(db: DbOrTx, regieId: number): Promise<RegieTotals> {
  const [row] = await db
    .select(totalColumns)
    .from(s.trainingExpensePayments)
    .where(eq(s.trainingExpensePayments.payment_order_id, regieId));
  return { count: Number(row.count), total: row.total, flagged: Number(row.flagged) };
}

/** The current régie is closed when the next one opens: its payments are final from then on. */
export async function closeRegie(tx: Tx, regieId: number, at: Date): Promise<void> {
  await tx.update(s.paymentOrders).set({ closed_at: at }).where(eq(s.paymentOrders.id, regieId));
}

/** The closed régies, newest first, one page, each with its count, total and flagged transfers. */
export function closedRegies(db: DbOrTx, window: PageWindow) {
  return db
    .select({ id: s.paymentOrders.id, order_number: s.paymentOrders.order_number, created_at: s.paymentOrders.created_at, closed_at: s.paymentOrders.closed_at, ...totalColumns })
    .from(s.paymentOrders)
    .leftJoin(s.trainingExpensePayments, eq(s.trainingExpensePayments.payment_order_id, s.paymentOrders.id))
    .where(isNotNull(s.paymentOrders.closed_at))
    .groupBy(s.paymentOrders.id)
    .orderBy(desc(s.paymentOrders.id))
    .limit(window.limit)
    .offset(window.offset);
}

export function countClosedRegies(db: DbOrTx): Promise<number> {
  return db.$count(s.paymentOrders, isNotNull(s.paymentOrders.closed_at));
}

/** Numbers already given to the régies of a month ('R-2026-11', 'R-2026-11-2'…). */
export async function regieNumbersOfMonth(tx: Tx, base: string): Promise<string[]> {
  const rows = await tx
    .select({ n: s.paymentOrders.order_number })
    .from(s.paymentOrders)
    .where(or(eq(s.paymentOrders.order_number, base), like(s.paymentOrders.order_number, `${base}-%`)));
  return rows.map((r) => r.n);
}

export async function insertRegie(tx: Tx, orderNumber: string) {
  const [row] = await tx.insert(s.paymentOrders).values({ order_number: orderNumber }).returning();
  return row;
}

/* ---------- Expenses and their payment orders ---------- */

const expenseColumns = {
  id: s.trainingExpenses.id,
  training_id: s.trainingExpenses.training_id,
  profile_id: s.trainingExpenses.profile_id,
  training_expense_status_id: s.trainingExpenses.training_expense_status_id,
  total_amount: s.trainingExpenses.total_amount,
  total_forced_amount: s.trainingExpenses.total_forced_amount,
  status_name: s.trainingExpenseStatuses.name,
  training_status_id: s.trainings.training_status_id,
};

function expenseQuery(db: DbOrTx, expenseId: number) {
  return db
    .select(expenseColumns)
    .from(s.trainingExpenses)
    .innerJoin(s.trainingExpenseStatuses, eq(s.trainingExpenseStatuses.id, s.trainingExpenses.training_expense_status_id))
    .innerJoin(s.trainings, eq(s.trainings.id, s.trainingExpenses.training_id))
    .where(eq(s.trainingExpenses.id, expenseId))
    .limit(1);
}

export async function findPayableExpense(db: DbOrTx, expenseId: number) {
  const [row] = await expenseQuery(db, expenseId);
  return row;
}

/**
 * The expense, its row locked until the transaction ends: the writes about one expense go one at a
 * time. The lock is taken alone, then the expense read with its joins: a locking read with joins
 * re-checks the join against the status row it saw before the wait, and would miss an expense whose
 * status the other request changed.
 */
export async function lockExpense(tx: Tx, expenseId: number) {
  const [locked] = await tx.select({ id: s.trainingExpenses.id }).from(s.trainingExpenses).where(eq(s.trainingExpenses.id, expenseId)).for('update');
  if (!locked) return undefined;
  const [row] = await expenseQuery(tx, expenseId);
  return row;
}

export type PayableExpense = NonNullable<Awaited<ReturnType<typeof findPayableExpense>>>;

/** The payment orders of an expense with their régie, oldest first. */
export function paymentOrdersOf(db: DbOrTx, expenseId: number) {
  return db
    .select({
      id: s.expensePaymentOrders.id,
      order_number: s.expensePaymentOrders.order_number,
      payment_order_id: s.expensePaymentOrders.payment_order_id,
      regie_number: s.paymentOrders.order_number,
      created_at: s.expensePaymentOrders.created_at,
    })
    .from(s.expensePaymentOrders)
    .innerJoin(s.paymentOrders, eq(s.paymentOrders.id, s.expensePaymentOrders.payment_order_id))
    .where(eq(s.expensePaymentOrders.training_expense_id, expenseId))
    .orderBy(asc(s.expensePaymentOrders.id));
}

/**
 * A payment order of the expense in the régie, numbered after the régie's last one: the régie's row is
 * locked first, so two orders of the same régie never take the same number.
 */
export async function insertExpensePaymentOrder(tx: Tx, expenseId: number, regie: { id: number; order_number: string }) {
  await tx.select({ id: s.paymentOrders.id }).from(s.paymentOrders).where(eq(s.paymentOrders.id, regie.id)).for('update');
  const [last] = await tx
    .select({ n: sql<number>`coalesce(max(${s.expensePaymentOrders.sequence}), 0)::int` })
    .from(s.expensePaymentOrders)
    .where(eq(s.expensePaymentOrders.payment_order_id, regie.id));
  const sequence = Number(last.n) + 1;
  const [row] = await tx
    .insert(s.expensePaymentOrders)
    .values({
      training_expense_id: expenseId,
      payment_order_id: regie.id,
      sequence,
      order_number: `${regie.order_number}/${String(sequence).padStart(3, '0')}`,
    })
    .returning();
  return row;
}

/* ---------- Payments ---------- */

const paymentColumns = {
  id: s.trainingExpensePayments.id,
  training_expense_id: s.trainingExpensePayments.training_expense_id,
  payment_order_id: s.trainingExpensePayments.payment_order_id,
  regie_number: s.paymentOrders.order_number,
  order_number: s.expensePaymentOrders.order_number,
  payment_method: s.trainingExpensePayments.payment_method,
  payment_reference: s.trainingExpensePayments.payment_reference,
  amount: s.trainingExpensePayments.amount,
  bank_details_changed_at: s.trainingExpensePayments.bank_details_changed_at,
  created_at: s.trainingExpensePayments.created_at,
};

export async function findPaymentOf(db: DbOrTx, expenseId: number) {
  const [row] = await db
    .select(paymentColumns)
    .from(s.trainingExpensePayments)
    .innerJoin(s.paymentOrders, eq(s.paymentOrders.id, s.trainingExpensePayments.payment_order_id))
    .leftJoin(s.expensePaymentOrders, eq(s.expensePaymentOrders.id, s.trainingExpensePayments.expense_payment_order_id))
    .where(eq(s.trainingExpensePayments.training_expense_id, expenseId))
    .limit(1);
  return row;
}

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPaymentOf>>>;

/** A payment by its id, with the expense it pays. */
export async function findPayment(db: DbOrTx, paymentId: number) {
  const [row] = await db
    .select({ id: s.trainingExpensePayments.id, training_expense_id: s.trainingExpensePayments.training_expense_id })
    .from(s.trainingExpensePayments)
    .where(eq(s.trainingExpensePayments.id, paymentId))
    .limit(1);
  return row;
}

/**
 * A cancelled payment leaves the régie: its row is removed (the trail keeps its amount, method,
 * reference, régie and the reason), and the expense is 'À payer' again under the same payment order.
 */
export async function cancelPayment(tx: Tx, payment: PaymentRow, reason: string): Promise<void> {
  await tx.delete(s.trainingExpensePayments).where(eq(s.trainingExpensePayments.id, payment.id));
  await tx
    .update(s.trainingExpenses)
    .set({ training_expense_status_id: EXPENSE_STATUS.toPay, updated_at: new Date() })
    .where(eq(s.trainingExpenses.id, payment.training_expense_id));
  await recordAudit(tx, {
    action: AUDIT_ACTIONS.paymentCancelled,
    objectType: 'defraiement',
    objectId: payment.training_expense_id,
    from: `${payment.amount} € — ${payment.payment_method} — ${payment.payment_reference} — régie ${payment.regie_number}`,
    to: reason,
  });
  await recordAudit(tx, {
    action: AUDIT_ACTIONS.expenseStatus,
    objectType: 'defraiement',
    objectId: payment.training_expense_id,
    from: String(EXPENSE_STATUS.paymentIssued),
    to: String(EXPENSE_STATUS.toPay),
  });
}

/* ---------- What the payment dialog shows ---------- */

/** The payee's name and the last four characters of their IBAN (opened to cut it, never sent whole). */
export async function payeeOf(db: DbOrTx, profileId: number): Promise<{ name: string; iban_last4: string | null }> {
  const [row] = await db
    .select({ name: s.users.name, iban: s.profiles.iban, bic: s.profiles.bic })
    .from(s.profiles)
    .innerJoin(s.users, eq(s.users.id, s.profiles.user_id))
    .where(eq(s.profiles.id, profileId))
    .limit(1);
  if (!row) return { name: '', iban_last4: null };
  const iban = openBankDetails(row).iban?.replace(/\s+/g, '') ?? '';
  return { name: row.name, iban_last4: iban.length >= 4 ? iban.slice(-4).toUpperCase() : null };
}

export function receiptsCountOf(db: DbOrTx, expenseId: number): Promise<number> {
  return db.$count(s.receipts, eq(s.receipts.training_expense_id, expenseId));
}

/**
 * The latest change of the person's bank details (audit trail) that is within the window before `now`
 * or later than their last payment (another expense's); null when there is none.
 */
export async function recentBankDetailsChange(db: DbOrTx, profileId: number, expenseId: number, now: Date, windowDays: number): Promise<Date | null> {
  const [last] = await db
    .select({ at: sql<Date | null>`max(${s.trainingExpensePayments.created_at})`.mapWith(s.trainingExpensePayments.created_at) })
    .from(s.trainingExpensePayments)
    .innerJoin(s.trainingExpenses, eq(s.trainingExpenses.id, s.trainingExpensePayments.training_expense_id))
    .where(and(eq(s.trainingExpenses.profile_id, profileId), ne(s.trainingExpenses.id, expenseId)));
  const windowStart = new Date(now.getTime() - windowDays * 24 * 3600 * 1000);
  const since = last?.at && last.at < windowStart ? last.at : windowStart;
  const [change] = await db
    .select({ at: s.auditEvents.created_at })
    .from(s.auditEvents)
    .where(
      and(
        eq(s.auditEvents.object_type, 'profil'),
        eq(s.auditEvents.object_id, profileId),
        eq(s.auditEvents.action, AUDIT_ACTIONS.bankDetailsChanged),
        gt(s.auditEvents.created_at, since),
      ),
    )
    .orderBy(desc(s.auditEvents.id))
    .limit(1);
  return change?.at ?? null;
}

export async function insertPayment(tx: Tx, values: typeof s.trainingExpensePayments.$inferInsert): Promise<void> {
  await tx.insert(s.trainingExpensePayments).values(values);
  await recordAudit(tx, { action: AUDIT_ACTIONS.paymentCreated, objectType: 'defraiement', objectId: values.training_expense_id, to: String(values.amount) });
}

/**
 * The one place where this module changes an expense's status: paid ('Mise en paiement'). Every
 * status change of an expense is meant to be recorded in its history next to this update.
 */
export async function markExpensePaid(tx: Tx, expenseId: number): Promise<void> {
  await tx
    .update(s.trainingExpenses)
    .set({ training_expense_status_id: EXPENSE_STATUS.paymentIssued, updated_at: new Date() })
    .where(eq(s.trainingExpenses.id, expenseId));
}

/* ---------- The régie report ---------- */

// The report's reads are prepared statements (lib/prepared.ts): the régie page and its export read
// them on every page, on the root database handle.

const selectRegie = preparedStatement('regie_by_id', (db, name) =>
  db.select().from(s.paymentOrders).where(eq(s.paymentOrders.id, sql.placeholder('regieId'))).limit(1).prepare(name),
);

/** A régie by its id (the report and its export). */
export async function findRegie(db: Db, id: number) {
  const [row] = await selectRegie(db).execute({ regieId: id });
  return row;
}

/**
 * A régie's payments, their sum and its flagged transfers, as the database keeps them (migration 0036:
 * the sum in cents, exact, written back with two decimals as `regieTotals` answers it).
 */
const selectRegieTotals = preparedStatement('regie_kept_totals', (db, name) => {
  const kept = (list: string) => sql`COALESCE(SUM(${s.listCounts.n}) FILTER (WHERE ${s.listCounts.list} = ${list}), 0)`;
  return db
    .select({
      count: sql<number>`${kept(s.KEPT_COUNTS.regiePayments)}::int`,
      total: sql<string>`(${kept(s.KEPT_COUNTS.regiePaymentCents)} / 100.0)::numeric(14, 2)::text`,
      flagged: sql<number>`${kept(s.KEPT_COUNTS.regieFlaggedPayments)}::int`,
    })
    .from(s.listCounts)
    .where(
      and(
        inArray(s.listCounts.list, [s.KEPT_COUNTS.regiePayments, s.KEPT_COUNTS.regiePaymentCents, s.KEPT_COUNTS.regieFlaggedPayments]),
        eq(s.listCounts.key, sql.placeholder('regieId')),
      ),
    )
    .prepare(name);
});

/** The régie's payments and their exact sum, read on the root handle (the régie page, the report). */
export async function regieTotalsOf(db: Db, regieId: number): Promise<RegieTotals> {
  const [row] = await selectRegieTotals(db).execute({ regieId });
  return { count: Number(row.count), total: row.total, flagged: Number(row.flagged) };
}

/** An instant as `iso()` writes it (`toISOString`: UTC, milliseconds truncated as `new Date` reads them). */
const isoSql = (instant: SQL) => sql`to_char(${instant} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The trainings of one page of the régie (the order of `regie_trainings`' index, kept with the régie,
 * migration 0036), each as the report answers it (RegieTraining) but its paid people, by name, as arrays
 * (ParticipantJson), and the total of their amounts, as one JSON text; null when the page is empty. One
 * field for the page instead of 21 per payment: PGlite copies each field of an answer out of its memory,
 * which cost more than the statement itself; the JSON text is read at once (arrays: a third of the text of
 * objects, and less work for PostgreSQL). Amounts are numeric's text, as the columns answer them ('12.50';
 * their sum has the same two decimals as the sum in cents).
 *
 * The plan is meant to cost the same in a régie of any size:
 * - the page's training ids are an array (`unnest(ARRAY(… LIMIT … OFFSET …))`): the planner counts 10
 *   elements in an array it cannot see, where a subquery `LIMIT $n` counts a tenth of the régie's
 *   trainings. With such a subquery, the statement prepared once was planned again on every call in a
 *   large base (its generic plan, costed for tens of trainings, lost against plans made for the call's
 *   values): 1.5–3.5 ms of planning per call at 100× the bench's data, none at 1×.
 * - each payment is found from its expense (the training's few, `LIMIT 1`: an expense is paid once), not
 *   among the régie's payments, which a join could read whole for each training of a small régie.
 */
function regiePageJson(): SQL<string | null> {
  const page = sql.identifier('page');
  const paid = sql.identifier('paid');
  const x = s.trainingExpenses;
  const p = s.trainingExpensePayments;
  const t = s.trainings;
  const participants = sql`(
    SELECT SUM(${p.amount})::text AS total, json_agg(json_build_array(
      ${p.id}, ${x.id}, ${x.profile_id}, ${s.users.name}, ${p.amount}::text, ${s.vehicleCategories.category},
      ${x.calculated_distance}::text, ${x.transport_costs}::text, ${x.toll_parking_costs}::text, ${x.public_transport_costs}::text,
      CASE WHEN ${x.evening_meals} > 0 THEN ${t.dinners} ELSE 0 END, ${x.evening_meals}::text,
      ${x.accommodation_costs}::text, ${x.other_costs}::text, ${p.payment_reference}, ${p.payment_method},
      ${isoSql(sql`${p.bank_details_changed_at}`)}
    ) ORDER BY ${s.users.name}, ${p.id}) AS participants
    FROM ${x}
    CROSS JOIN LATERAL (
      SELECT ${p.id}, ${p.amount}, ${p.payment_reference}, ${p.payment_method}, ${p.bank_details_changed_at}
      FROM ${p} WHERE ${p.training_expense_id} = ${x.id} AND ${p.payment_order_id} = ${s.paymentOrders.id} LIMIT 1
    ) AS ${p}
    INNER JOIN ${s.profiles} ON ${s.profiles.id} = ${x.profile_id}
    INNER JOIN ${s.users} ON ${s.users.id} = ${s.profiles.user_id}
    LEFT JOIN ${s.vehicleCategories} ON ${s.vehicleCategories.id} = ${x.vehicle_category_id}
    WHERE ${x.training_id} = ${t.id}
  ) AS ${paid}`;
  const subquery = sql`(
    SELECT json_agg(json_build_object(
      'training_id', ${t.id}, 'training_title', ${t.title}, 'start_date', ${isoSql(sql`${t.start_date}`)}, 'end_date', ${isoSql(sql`${t.end_date}`)},
      'dinners', ${t.dinners}, 'total_expenses', ${paid}.total, 'participants', ${paid}.participants
    ) ORDER BY ${t.start_date}, ${t.id})::text
    FROM unnest(ARRAY(
      SELECT ${s.regieTrainings.training_id} FROM ${s.regieTrainings}
      WHERE ${s.regieTrainings.payment_order_id} = ${s.paymentOrders.id}
      ORDER BY ${s.regieTrainings.start_date}, ${s.regieTrainings.training_id}
      LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')}
    )) AS ${page}(training_id)
    INNER JOIN ${t} ON ${t.id} = ${page}.training_id
    CROSS JOIN LATERAL ${participants}
    WHERE ${paid}.participants IS NOT NULL
  )`;
  // Nested: Drizzle writes the columns of a single-table select's own expressions without their table,
  // which inside this subquery would name its tables' columns ("id" of trainings) ambiguously.
  return sql<string | null>`${subquery}`;
}

/**
 * A régie with its kept totals, its number of trainings and one page of its trainings (regiePageJson), in
 * one statement: the report's page reads nothing else.
 */
const selectRegieReport = preparedStatement('regie_report_page', (db, name) => {
  const kept = (list: string) => keptValueSql(list, s.paymentOrders.id);
  return db
    .select({
      regie: getTableColumns(s.paymentOrders),
      count: sql<number>`${kept(s.KEPT_COUNTS.regiePayments)}::int`,
      total: sql<string>`(${kept(s.KEPT_COUNTS.regiePaymentCents)} / 100.0)::numeric(14, 2)::text`,
      flagged: sql<number>`${kept(s.KEPT_COUNTS.regieFlaggedPayments)}::int`,
      trainings: sql<number>`${kept(s.KEPT_COUNTS.regieTrainings)}::int`,
      page: regiePageJson(),
    })
    .from(s.paymentOrders)
    .where(eq(s.paymentOrders.id, sql.placeholder('regieId')))
    .prepare(name);
});

/** A paid person as the page's statement writes it in its training's JSON array: RegieParticipant's fields, in order. */
type ParticipantJson = [
  paymentId: number,
  expenseId: number,
  profileId: number,
  participantName: string,
  amount: string,
  vehicleCategory: string | null,
  calculatedDistance: string | null,
  transportCosts: string,
  tollParkingCosts: string,
  publicTransportCosts: string,
  mealsCount: number,
  eveningMeals: string,
  accommodationCosts: string,
  otherCosts: string,
  paymentReference: string,
  paymentMethod: string,
  bankDetailsChangedAt: string | null,
];

/** A training of the page as the statement writes it: RegieTraining with its paid people as arrays. */
type TrainingJson = Omit<RegieTraining, 'participants'> & { participants: ParticipantJson[] };

function participantOf(r: ParticipantJson): RegieParticipant {
  return {
    payment_id: r[0],
    expense_id: r[1],
    profile_id: r[2],
    participant_name: r[3],
    amount: r[4],
    vehicle_category: r[5],
    calculated_distance: r[6],
    transport_costs: r[7],
    toll_parking_costs: r[8],
    public_transport_costs: r[9],
    meals_count: r[10],
    evening_meals: r[11],
    accommodation_costs: r[12],
    other_costs: r[13],
    payment_reference: r[14],
    payment_method: r[15],
    bank_details_changed_at: r[16],
  };
}

/**
 * A régie, its totals (as regieTotalsOf answers them), its number of trainings and the trainings of the
 * page `window` (by start, then id; each with its paid people by name, then payment), as the report
 * answers them; undefined when there is no such régie.
 */
export async function findRegieReport(db: Db, regieId: number, window: PageWindow) {
  const [row] = await selectRegieReport(db).execute({ regieId, ...window });
  if (!row) return undefined;
  const page = (JSON.parse(row.page ?? '[]') as TrainingJson[]).map((training): RegieTraining => ({ ...training, participants: training.participants.map(participantOf) }));
  return {
    regie: row.regie,
    totals: { count: Number(row.count), total: row.total, flagged: Number(row.flagged) },
    trainings: Number(row.trainings),
    page,
  };
}

/** The paid people of a régie, a window of them in the report's order: one row per payment (the export). */
const selectRegieParticipants = preparedStatement('regie_participants_window', (db, name) =>
  db
    .select({
      payment_id: s.trainingExpensePayments.id,
      expense_id: s.trainingExpenses.id,
      profile_id: s.trainingExpenses.profile_id,
      training_id: s.trainingExpenses.training_id,
      training_title: s.trainings.title,
      start_date: s.trainings.start_date,
      end_date: s.trainings.end_date,
      dinners: s.trainings.dinners,
      participant_name: s.users.name,
      amount: s.trainingExpensePayments.amount,
      vehicle_category: s.vehicleCategories.category,
      calculated_distance: s.trainingExpenses.calculated_distance,
      transport_costs: s.trainingExpenses.transport_costs,
      toll_parking_costs: s.trainingExpenses.toll_parking_costs,
      public_transport_costs: s.trainingExpenses.public_transport_costs,
      evening_meals: s.trainingExpenses.evening_meals,
      accommodation_costs: s.trainingExpenses.accommodation_costs,
      other_costs: s.trainingExpenses.other_costs,
      payment_reference: s.trainingExpensePayments.payment_reference,
      payment_method: s.trainingExpensePayments.payment_method,
      bank_details_changed_at: s.trainingExpensePayments.bank_details_changed_at,
    })
    .from(s.trainingExpensePayments)
    .innerJoin(s.trainingExpenses, eq(s.trainingExpenses.id, s.trainingExpensePayments.training_expense_id))
    .innerJoin(s.trainings, eq(s.trainings.id, s.trainingExpenses.training_id))
    .innerJoin(s.profiles, eq(s.profiles.id, s.trainingExpenses.profile_id))
    .innerJoin(s.users, eq(s.users.id, s.profiles.user_id))
    .leftJoin(s.vehicleCategories, eq(s.vehicleCategories.id, s.trainingExpenses.vehicle_category_id))
    .where(eq(s.trainingExpensePayments.payment_order_id, sql.placeholder('regieId')))
    .orderBy(asc(s.trainings.start_date), asc(s.trainings.id), asc(s.users.name), asc(s.trainingExpensePayments.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

/** A window of all the paid people of a régie, in the report's order (the export reads it page by page). */
export function regieParticipants(db: Db, regieId: number, window: PageWindow) {
  return selectRegieParticipants(db).execute({ regieId, ...window });
}

export type RegieParticipantRow = Awaited<ReturnType<typeof regieParticipants>>[number];
