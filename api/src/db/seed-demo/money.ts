/** The money of the demo: expenses, payment orders (régie) and payments. */
import dayjs, { type Dayjs } from 'dayjs';
import { eq, inArray } from 'drizzle-orm';
import { AUDIT_ACTIONS } from '../../contract/audit';
import { VEHICLE_CATEGORIES } from '../reference-data';
import { EXPENSE_STATUS, REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import * as s from '../schema';
import { money, notAfter, type SeedContext } from './data';
import type { SeedPeopleResult } from './people';
import type { SeedTrainingsResult } from './trainings';
import { demoCommunes, demoTransport } from './expense-transport';
import { distanceKm } from '../../lib/geo';
import { linesThatApply, type LinesThatApply } from '../../modules/expenses';

export type SeedMoneyResult = Awaited<ReturnType<typeof seedMoney>>;

export async function seedMoney(ctx: SeedContext, people: SeedPeopleResult, trainings: SeedTrainingsResult) {
  const { tx, now, random } = ctx;
  const { demoTraineeId } = people;
  const { trainingValues, trainingIds, insertedStaff, insertedRegistrations, trainingIndex } = trainings;

  /* ----- Expenses, payment orders and payments ----- */

  interface ExpenseCandidate {
    trainingIdx: number;
    profileId: number;
    isStaff: boolean;
  }
  const candidates: ExpenseCandidate[] = [];
  for (const r of insertedRegistrations) {
    if (r.registration_status_id !== REGISTRATION_STATUS.valide || !r.reimbursed) continue;
    candidates.push({ trainingIdx: trainingIndex.get(r.training_id) ?? 0, profileId: r.profile_id, isStaff: false });
  }
  for (const m of insertedStaff) {
    if (!m.reimbursed_transportation) continue;
    candidates.push({ trainingIdx: trainingIndex.get(m.training_id) ?? 0, profileId: m.profile_id, isStaff: true });
  }

  /** The person's part in a training as the lines rule reads it (a team member's needs, else the registration's). */
  const partOf = (trainingId: number, profileId: number) => {
    const staff = insertedStaff.filter((m) => m.training_id === trainingId && m.profile_id === profileId);
    if (staff.length > 0) {
      return { onTeam: true, reimbursed: staff.some((m) => m.reimbursed_transportation), needsAccommodation: staff.some((m) => m.needs_accommodation) };
    }
    const r = insertedRegistrations.find((x) => x.training_id === trainingId && x.profile_id === profileId);
    return { onTeam: false, reimbursed: r?.reimbursed ?? false, needsAccommodation: r?.needs_accommodation ?? false };
  };

  const communes = await demoCommunes(tx);
  const orderNumbers = new Map<string, Date>();
  type ExpenseInsert = typeof s.trainingExpenses.$inferInsert;
  const expenses: { values: ExpenseInsert; paidAt: Dayjs | null }[] = [];
  const seenExpense = new Set<string>();
  for (const c of candidates) {
    const t = trainingValues[c.trainingIdx];
    const status = t.values.training_status_id;
    const start = dayjs(t.values.start_date);
    const end = dayjs(t.values.end_date);
    if (status === TRAINING_STATUS.cancelled || start.isAfter(now)) continue;
    const key = `${trainingIds[c.trainingIdx]}-${c.profileId}`;
    if (seenExpense.has(key)) continue;
    seenExpense.add(key);
    const isDemo = c.profileId === demoTraineeId;

    let expenseStatus: number;
    if (status === TRAINING_STATUS.closed) expenseStatus = EXPENSE_STATUS.paymentIssued;
    else if (status === TRAINING_STATUS.toClose) {
      const r = random.next();
      expenseStatus = isDemo
        ? EXPENSE_STATUS.toPay
        : r < 0.4
          ? EXPENSE_STATUS.toPay
          : r < 0.6
            ? EXPENSE_STATUS.awaitingReceipts
            : EXPENSE_STATUS.paymentIssued;
    } else expenseStatus = isDemo || random.chance(0.6) ? EXPENSE_STATUS.inProgress : EXPENSE_STATUS.awaitingReceipts;

    // The lines the rule allows this person on this training: the demo claims those, and only those.
    const home = communes.profiles.get(c.profileId);
    const place = t.values.training_place_id ? communes.places.get(t.values.training_place_id) : undefined;
    const apply: LinesThatApply = linesThatApply(
      { is_visio: t.values.is_visio ?? false, transportation_fees: t.values.transportation_fees ?? false, accommodation: t.values.accommodation ?? false, dinners: t.values.dinners ?? 0 },
      partOf(trainingIds[c.trainingIdx], c.profileId),
      home && place ? distanceKm(home, place) : null,
    );
    const vehicle = random.pick(VEHICLE_CATEGORIES);
    // The demo's later draws follow this one, which earlier versions used as an invented distance: it is
    // kept so that the rest of the demo stays the same, and no longer used.
    if (!t.values.is_visio) random.int(8, 160);
    // The transport of the rule, from the person's commune to the training place's, when both are known;
    // otherwise no kilometres (the panel says which commune the server cannot place), never a made-up figure.
    const computed = apply.transport ? await demoTransport(communes, c.profileId, t.values.training_place_id, t.values.number_of_round_trips, vehicle.indemnity_per_km) : null;
    const distance = computed?.distance ?? 0;
    const transport = computed?.transport ?? 0;
    // Draws of earlier versions, kept for the same reason: whoever is accommodated claims the nights and the dinners.
    if (t.values.dinners) random.chance(0.5);
    if (t.values.accommodation) random.chance(0.3);
    const meals = apply.evening_meals ? 17.9 * (t.values.dinners ?? 0) : 0;
    const accommodation = apply.accommodation ? 75 * Math.max(1, t.plan.days - 1) : 0;
    const tollDraw = random.chance(0.3) ? random.int(2, 18) : 0;
    const toll = apply.toll_parking ? tollDraw : 0;
    const publicTransportDraw = t.values.is_visio && random.chance(0.3) ? random.int(4, 40) : 0;
    // Public transport for whoever travels without kilometres (no vehicle, or a commune the rule cannot place).
    const publicTransport = apply.public_transport && transport === 0 ? publicTransportDraw || 12 + (c.profileId % 29) : 0;
    const other = random.chance(0.1) ? random.int(5, 30) : 0;
    // Summed in whole cents: the lines are amounts to the cent, their total is exact.
    const total = [transport, meals, accommodation, toll, publicTransport, other].reduce((sum, part) => sum + Math.round(part * 100), 0) / 100;
    const forced = random.chance(0.05) ? Math.round(total) : 0;
    // Nothing to pay (no commune placed, nothing else claimed): the gestionnaire waits for the receipts;
    // a payment of 0,00 € is refused (docs/decisions.md). The demo trainee's expense keeps its status.
    if (!isDemo && (forced > 0 ? forced : total) === 0 && (expenseStatus === EXPENSE_STATUS.toPay || expenseStatus === EXPENSE_STATUS.paymentIssued)) {
      expenseStatus = EXPENSE_STATUS.awaitingReceipts;
    }
    const paidAt =
      expenseStatus === EXPENSE_STATUS.paymentIssued
        ? dayjs(Math.min(end.add(random.int(15, 40), 'day').valueOf(), now.subtract(1, 'day').valueOf()))
        : null;
    if (paidAt) orderNumbers.set(`R-${paidAt.format('YYYY-MM')}`, paidAt.startOf('month').toDate());
    expenses.push({
      paidAt,
      values: {
        training_id: trainingIds[c.trainingIdx],
        profile_id: c.profileId,
        vehicle_category_id: distance > 0 ? vehicle.id : null,
        evening_meals: money(meals),
        transport_costs: money(transport),
        accommodation_costs: money(accommodation),
        other_costs: money(other),
        other_costs_comment: other > 0 ? 'Photocopies des supports' : null,
        toll_parking_costs: money(toll),
        public_transport_costs: money(publicTransport),
        training_expense_status_id: expenseStatus,
        total_forced_amount: money(forced),
        total_amount: money(total),
        calculated_distance: distance > 0 ? distance.toFixed(1) : null,
        distance_method: computed ? 'great_circle' : null,
        created_at: notAfter(end.add(random.int(0, 6), 'day'), now),
        updated_at: notAfter(end.add(random.int(6, 14), 'day'), now),
      },
    });
  }
  // The current month's régie exists even before its first payment.
  orderNumbers.set(`R-${now.format('YYYY-MM')}`, now.startOf('month').toDate());
  const insertedExpenses =
    expenses.length > 0
      ? await tx
          .insert(s.trainingExpenses)
          .values(expenses.map((e) => e.values))
          .returning({ id: s.trainingExpenses.id, profile_id: s.trainingExpenses.profile_id })
      : [];
  const orders = await tx
    .insert(s.paymentOrders)
    .values(
      // Each earlier régie was closed when the next one opened.
      [...orderNumbers.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([order_number, created_at], i, all) => ({ order_number, created_at, closed_at: all[i + 1]?.[1] ?? null })),
    )
    .returning({ id: s.paymentOrders.id, order_number: s.paymentOrders.order_number });
  const orderId = new Map(orders.map((o) => [o.order_number, o.id]));
  const payments = expenses.flatMap((e, i) => {
    if (!e.paidAt) return [];
    const forced = Number(e.values.total_forced_amount);
    const amount = forced > 0 ? forced : Number(e.values.total_amount);
    const expense = insertedExpenses[i];
    return [
      {
        training_expense_id: expense.id,
        payment_order_id: orderId.get(`R-${e.paidAt.format('YYYY-MM')}`) as number,
        payment_method: random.chance(0.8) ? 'virement' : 'chèque',
        payment_reference: `${expense.id}-${expense.profile_id}`,
        amount: money(amount),
        bank_details_changed_at: null as Date | null,
        created_at: e.paidAt.toDate(),
      },
    ];
  });
  // One transfer of an earlier régie went to bank details changed five days before: confirmed, and marked.
  const currentMonthStart = now.startOf('month').toDate();
  const flagged = payments.find((p) => p.payment_method === 'virement' && p.created_at < currentMonthStart);
  if (flagged) {
    const changedAt = dayjs(flagged.created_at).subtract(5, 'day').toDate();
    flagged.bank_details_changed_at = changedAt;
    const profileId = insertedExpenses.find((e) => e.id === flagged.training_expense_id)?.profile_id;
    if (profileId) {
      await tx.insert(s.auditEvents).values({
        actor_role: 'stagiaire',
        action: AUDIT_ACTIONS.bankDetailsChanged,
        object_type: 'profil',
        object_id: profileId,
        created_at: changedAt,
      });
    }
  }
  if (payments.length > 0) await tx.insert(s.trainingExpensePayments).values(payments);

  /*
   * The current régie holds payments of several trainings, by transfer and by cheque: part of the
   * expenses 'À payer' (not the demo trainee's, at most two per training, about half of them so that
   * others stay to be paid) are paid in it, each under its payment order numbered in the régie.
   */
  const currentRegieNumber = `R-${now.format('YYYY-MM')}`;
  const currentRegieId = orderId.get(currentRegieNumber) as number;
  const perTraining = new Map<number, number>();
  const toPayNow = expenses.flatMap((e, i) => {
    const v = e.values;
    if (v.training_expense_status_id !== EXPENSE_STATUS.toPay || v.profile_id === demoTraineeId) return [];
    const taken = perTraining.get(v.training_id) ?? 0;
    if (taken >= 2 || random.chance(0.5)) return [];
    perTraining.set(v.training_id, taken + 1);
    return [{ values: v, expense: insertedExpenses[i], index: i }];
  });
  const paidNow = now.subtract(1, 'day');
  for (const [sequence, { values, expense, index }] of toPayNow.entries()) {
    const [order] = await tx
      .insert(s.expensePaymentOrders)
      .values({
        training_expense_id: expense.id,
        payment_order_id: currentRegieId,
        sequence: sequence + 1,
        order_number: `${currentRegieNumber}/${String(sequence + 1).padStart(3, '0')}`,
        created_at: now.subtract(2, 'day').toDate(),
      })
      .returning({ id: s.expensePaymentOrders.id });
    const forced = values.total_forced_amount ?? '0.00';
    await tx.insert(s.trainingExpensePayments).values({
      training_expense_id: expense.id,
      payment_order_id: currentRegieId,
      expense_payment_order_id: order.id,
      payment_method: sequence % 3 === 1 ? 'chèque' : 'virement',
      payment_reference: `${expense.id}-${expense.profile_id}`,
      // The amount paid is the forced one when above 0, else the total (both already to the cent).
      amount: Number(forced) > 0 ? forced : (values.total_amount ?? '0.00'),
      created_at: paidNow.toDate(),
    });
    values.training_expense_status_id = EXPENSE_STATUS.paymentIssued;
    expenses[index].paidAt = paidNow;
    await tx
      .update(s.trainingExpenses)
      .set({ training_expense_status_id: EXPENSE_STATUS.paymentIssued })
      .where(eq(s.trainingExpenses.id, expense.id));
  }

  await seedExpenseHistory(ctx, people, expenses, insertedExpenses);

  return {  };
}

/**
 * The history of every seeded expense, told as the portal would have written it: created 'En cours' by
 * its owner, its amount entered and its status set by the gestionnaire ('En attente de pièces' or 'À
 * payer'), then 'Mise en paiement' by the administrateur on the day of its payment.
 */
async function seedExpenseHistory(
  ctx: SeedContext,
  people: SeedPeopleResult,
  expenses: { values: typeof s.trainingExpenses.$inferInsert; paidAt: Dayjs | null }[],
  inserted: { id: number; profile_id: number }[],
) {
  const { tx } = ctx;
  if (inserted.length === 0) return;
  const owners = await tx
    .select({ profile_id: s.profiles.id, user_id: s.users.id, name: s.users.name })
    .from(s.profiles)
    .innerJoin(s.users, eq(s.users.id, s.profiles.user_id))
    .where(inArray(s.profiles.id, [...new Set(inserted.map((e) => e.profile_id))]));
  const ownerOf = new Map(owners.map((o) => [o.profile_id, o]));
  const staff = await tx
    .select({ id: s.users.id, name: s.users.name })
    .from(s.users)
    .where(inArray(s.users.id, [people.adminUserId, people.managerUserId]));
  const admin = staff.find((u) => u.id === people.adminUserId)!;
  const manager = staff.find((u) => u.id === people.managerUserId)!;

  type HistoryInsert = typeof s.trainingExpenseHistory.$inferInsert;
  const rows: HistoryInsert[] = [];
  expenses.forEach(({ values, paidAt }, i) => {
    const expense = inserted[i];
    const owner = ownerOf.get(expense.profile_id);
    const created = values.created_at as Date;
    const updated = values.updated_at as Date;
    const entry = (who: { id: number; name: string }, kind: 'status' | 'amount', from: string | null, to: string, at: Date): HistoryInsert => ({
      training_expense_id: expense.id,
      user_id: who.id,
      user_name: who.name,
      kind,
      from_value: from,
      to_value: to,
      created_at: at,
    });
    rows.push(entry(owner ? { id: owner.user_id, name: owner.name } : manager, 'status', null, String(EXPENSE_STATUS.inProgress), created));
    const forced = Number(values.total_forced_amount ?? 0);
    const shown = forced > 0 ? (values.total_forced_amount as string) : (values.total_amount ?? '0.00');
    if (Number(shown) > 0) rows.push(entry(manager, 'amount', '0.00', shown, updated));
    const status = values.training_expense_status_id;
    if (status === EXPENSE_STATUS.awaitingReceipts) rows.push(entry(manager, 'status', String(EXPENSE_STATUS.inProgress), String(status), updated));
    if (status === EXPENSE_STATUS.toPay || status === EXPENSE_STATUS.paymentIssued) {
      rows.push(entry(manager, 'status', String(EXPENSE_STATUS.inProgress), String(EXPENSE_STATUS.toPay), updated));
    }
    if (status === EXPENSE_STATUS.paymentIssued && paidAt) {
      // Paid after it was set 'À payer', never before.
      const at = paidAt.isBefore(dayjs(updated)) ? updated : paidAt.toDate();
      rows.push(entry(admin, 'status', String(EXPENSE_STATUS.toPay), String(EXPENSE_STATUS.paymentIssued), at));
    }
  });
  for (let i = 0; i < rows.length; i += 500) await tx.insert(s.trainingExpenseHistory).values(rows.slice(i, i + 500));
}
