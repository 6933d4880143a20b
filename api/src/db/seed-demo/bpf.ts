/**
 * What the BPF of the past years needs beyond the history (no random draw, so the rest of the demo is
 * unchanged): trainees of every type of its cadre F-1 (a few job seekers and retired people), some
 * paid trainings (cadre C), and the travel expenses of past trainings paid in the régies of their
 * quarter (cadre D), régies opened before the demo's own (`seedPastRegies`, run before its money).
 */
import type { Dayjs } from 'dayjs';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { ROLE } from '../../contract/constants/roles';
import { EXPENSE_STATUS, REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import { parisDateTime, parisDay } from '../../lib/paris-time';
import type { Tx } from '../client';
import * as s from '../schema';
import { DEMO_ACCOUNTS } from './data';

const JOB_SEEKER = 5;
const RETIRED = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The régie of a day: opened on the 5th of the month after its quarter, 'R-2025-04'. */
function regieOf(day: string): { number: string; opened: Date } {
  const [year, month] = day.split('-').map(Number);
  const next = Math.floor((month - 1) / 3) * 3 + 4;
  const y = next > 12 ? year + 1 : year;
  const m = next > 12 ? next - 12 : next;
  const opened = `${y}-${String(m).padStart(2, '0')}-05`;
  return { number: `R-${y}-${String(m).padStart(2, '0')}`, opened: parisDateTime(opened, 9) };
}

/**
 * The régies of the past years' quarters, opened before the demo's own (the current régie is the one
 * opened last): run before the money of the demo. Only those opened more than 200 days ago, so that none
 * is the number of a régie of the demo's last months.
 */
export async function seedPastRegies(tx: Tx, now: Dayjs): Promise<void> {
  const limit = now.subtract(200, 'day').toDate();
  const regies: { number: string; opened: Date }[] = [];
  for (let year = now.year() - 3; year < now.year(); year++) {
    for (const month of ['02', '05', '08', '11']) {
      const regie = regieOf(`${year}-${month}-15`);
      if (regie.opened < limit) regies.push(regie);
    }
  }
  if (regies.length === 0) return;
  await tx
    .insert(s.paymentOrders)
    .values(regies.map((r, i) => ({ order_number: r.number, created_at: r.opened, closed_at: regies[i + 1]?.opened ?? new Date(r.opened.getTime() + 90 * DAY_MS) })));
}

export async function seedBpfData(tx: Tx, now: Dayjs): Promise<{ expenses: number }> {
  // Trainees: one in eleven looking for a job, one in eleven retired (not the demo trainee).
  const [demo] = await tx.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, DEMO_ACCOUNTS.stagiaire));
  const notDemo = demo ? sql`user_id <> ${demo.id}` : sql`true`;
  await tx.execute(
    sql`UPDATE profiles SET professional_situation_id = CASE WHEN id % 11 = 3 THEN ${JOB_SEEKER}::int ELSE ${RETIRED}::int END
      WHERE role_id = ${ROLE.stagiaire} AND (id % 11 = 3 OR id % 11 = 7) AND ${notDemo}`,
  );

  // Past trainings: before the current year, held.
  const yearStart = parisDateTime(`${now.year()}-01-01`, 0);
  const past = await tx
    .select({ id: s.trainings.id, type: s.trainings.training_type_id, end: s.trainings.end_date, fees: s.trainings.transportation_fees })
    .from(s.trainings)
    .where(and(lt(s.trainings.end_date, yearStart), inArray(s.trainings.training_status_id, [TRAINING_STATUS.toClose, TRAINING_STATUS.closed])))
    .orderBy(asc(s.trainings.start_date), asc(s.trainings.id));

  // One stage in five was paid: 180 € a trainee.
  const paid = past.filter((t) => t.type === 2 && t.id % 5 === 2).map((t) => t.id);
  if (paid.length > 0) await tx.update(s.trainings).set({ paid_training: true, amount: '180.00' }).where(inArray(s.trainings.id, paid));

  // Travel expenses of one training in three, for one trainee in four, paid in the régie of the quarter.
  const withExpenses = past.filter((t) => t.fees && t.id % 3 === 0);
  if (withExpenses.length === 0) return { expenses: 0 };
  const registrations = await tx
    .select({ training_id: s.registrations.training_id, profile_id: s.registrations.profile_id })
    .from(s.registrations)
    .where(and(inArray(s.registrations.training_id, withExpenses.map((t) => t.id)), eq(s.registrations.registration_status_id, REGISTRATION_STATUS.valide)))
    .orderBy(asc(s.registrations.id));
  const chosen = registrations.filter((r) => r.profile_id % 4 === 1);
  if (chosen.length === 0) return { expenses: 0 };
  const endOf = new Map(withExpenses.map((t) => [t.id, t.end]));

  const numbers = [...new Set(chosen.map((r) => regieOf(parisDay(endOf.get(r.training_id)!)).number))];
  const orders = await tx.select({ id: s.paymentOrders.id, number: s.paymentOrders.order_number }).from(s.paymentOrders).where(inArray(s.paymentOrders.order_number, numbers));
  const orderId = new Map(orders.map((o) => [o.number, o.id]));

  // The history's authors, as the portal would have written it (seed-demo/money.ts): the owner creates
  // it, the gestionnaire enters its amount and sets it 'À payer', the administrateur pays it.
  const staffRows = await tx
    .select({ id: s.users.id, name: s.users.name, email: s.users.email })
    .from(s.users)
    .where(inArray(s.users.email, [DEMO_ACCOUNTS.administrateur, DEMO_ACCOUNTS.gestionnaire]));
  const admin = staffRows.find((u) => u.email === DEMO_ACCOUNTS.administrateur)!;
  const manager = staffRows.find((u) => u.email === DEMO_ACCOUNTS.gestionnaire)!;
  const owners = await tx
    .select({ profile_id: s.profiles.id, id: s.users.id, name: s.users.name })
    .from(s.profiles)
    .innerJoin(s.users, eq(s.users.id, s.profiles.user_id))
    .where(inArray(s.profiles.id, [...new Set(chosen.map((r) => r.profile_id))]));
  const ownerOf = new Map(owners.map((o) => [o.profile_id, o]));

  let count = 0;
  for (const r of chosen) {
    const end = endOf.get(r.training_id)!;
    const transport = 12 + ((r.profile_id * 7 + r.training_id) % 48) + (r.training_id % 2) * 0.5;
    const tolls = r.profile_id % 3 === 0 ? 6.8 : 0;
    const total = (transport + tolls).toFixed(2);
    const regie = regieOf(parisDay(end));
    // A training whose quarter's régie is one of the demo's last months is left without expense here.
    if (!orderId.has(regie.number)) continue;
    const [expense] = await tx
      .insert(s.trainingExpenses)
      .values({
        training_id: r.training_id,
        profile_id: r.profile_id,
        transport_costs: transport.toFixed(2),
        toll_parking_costs: tolls.toFixed(2),
        total_amount: total,
        training_expense_status_id: EXPENSE_STATUS.paymentIssued,
        created_at: new Date(end.getTime() + 3 * DAY_MS),
        updated_at: regie.opened,
      })
      .onConflictDoNothing()
      .returning({ id: s.trainingExpenses.id });
    if (!expense) continue;
    // The trainee asked for the refund of their travel at registration: the lines apply.
    await tx
      .update(s.registrations)
      .set({ reimbursed: true })
      .where(and(eq(s.registrations.training_id, r.training_id), eq(s.registrations.profile_id, r.profile_id)));
    const created = new Date(end.getTime() + 3 * DAY_MS);
    const owner = ownerOf.get(r.profile_id) ?? manager;
    const entry = (who: { id: number; name: string }, kind: 'status' | 'amount', from: string | null, to: string, at: Date) => ({
      training_expense_id: expense.id,
      user_id: who.id,
      user_name: who.name,
      kind,
      from_value: from,
      to_value: to,
      created_at: at,
    });
    const paidAt = new Date(regie.opened.getTime() + 2 * DAY_MS);
    await tx.insert(s.trainingExpenseHistory).values([
      entry(owner, 'status', null, String(EXPENSE_STATUS.inProgress), created),
      entry(manager, 'amount', '0.00', total, regie.opened),
      entry(manager, 'status', String(EXPENSE_STATUS.inProgress), String(EXPENSE_STATUS.toPay), regie.opened),
      entry(admin, 'status', String(EXPENSE_STATUS.toPay), String(EXPENSE_STATUS.paymentIssued), paidAt),
    ]);
    await tx.insert(s.trainingExpensePayments).values({
      training_expense_id: expense.id,
      payment_order_id: orderId.get(regie.number)!,
      payment_method: r.profile_id % 5 === 0 ? 'chèque' : 'virement',
      payment_reference: `${expense.id}-${r.profile_id}`,
      amount: total,
      created_at: new Date(regie.opened.getTime() + 2 * DAY_MS),
    });
    count += 1;
  }
  return { expenses: count };
}
