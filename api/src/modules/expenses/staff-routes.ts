/**
 * The staff's expense screens (a training's Défraiements tab and the expense side panel):
 * the people of a training with their expense, counters and figures; one person's panel (creation
 * mode when there is no expense); the save of an expense's lines (transport computed here), its status
 * changes ('Modifier', 'À payer', 'En attente de pièces', also as a status attach) and the statuses list,
 * each change of status or amount recorded in its history; the transport and evening meals
 * calculations. Rules in scopes.ts (`expenseRights`), which lines apply in lines.ts, money in money.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import {
  EXPENSE_STATUS_CHANGES,
  EXPENSE_MESSAGES,
  MAX_EXPENSE_AMOUNT,
  type ExpenseDetail,
  type ExpenseHistoryEntry,
  type ExpensePanel,
  type ExpenseRights,
  type ExpenseSaved,
  type ExpenseStatusChange,
  type EveningMealsCalculation,
  type ExpenseUpdate,
  type TrainingExpenses,
  type TransportCalculation,
} from '../../contract/expenses';
import type { NamedItem } from '../../contract/common';
import { CAN_CLAIM_EXPENSES, CAN_MANAGE_EXPENSES } from '../../contract/roles';
import { EXPENSE_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import { placeWithCity } from '../../contract/constants/french';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-sessions';
import { endpointRoute } from '../../lib/endpoint-route';
import { HttpError, MESSAGES, validationError } from '../../lib/errors';
import { osrmRouter, type DistanceMethod } from '../../lib/routing';
import { iso } from '../../lib/values';
import { requireAuth } from '../../plugins/auth';
import { vehicleRegistrationUrl } from '../profiles';
import { amountDue, amountText, centsOf, parseAmount, tenthsText } from './money';
import { findExpense, receiptsOf } from './queries';
import { expenseRights, hasExpenseRight, mayUseExpenseOf } from './scopes';
import {
  expenseRow,
  expenseStatusNames,
  historyOf,
  insertHistory,
  lockExpense,
  partInTraining,
  personForExpenses,
  trainingExpenseFigures,
  trainingExpenseRows,
  trainingForExpenses,
  updateExpense,
  userName,
  vehicleCategory,
  type ExpenseRow,
  type HistoryInsert,
  type PartInTraining,
  type PersonForExpenses,
  type TrainingForExpenses,
} from './staff-queries';
import { computeTransport, distanceKnown, type TransportOutcome } from './transport';
import { countedTotal, homeToPlaceKm, LINE_COLUMNS, LINE_REFUSALS, linesThatApply, linesThatShouldNotBe, storedLines, type LinesThatApply } from './lines';
import { accommodationAllowed } from './accommodation';
import { toReceipt } from './receipts';

const TAGS = ['Défraiements'];

/** Cap of one evening meal; the maximum is the cap times the dinners of the training (docs/decisions.md). */
export const EVENING_MEAL_CAP = '17.90';

/** Which lines apply to a person on a training (the one rule of lines.ts, with the distance home → place). */
export function allowedLines(training: TrainingForExpenses, person: PersonForExpenses, part: PartInTraining): LinesThatApply {
  return linesThatApply(training, part, homeToPlaceKm(person, { latitude: training.place_latitude, longitude: training.place_longitude }));
}

export function mealsMaximumCents(training: TrainingForExpenses, allowsMeals: boolean): bigint {
  return allowsMeals ? centsOf(EVENING_MEAL_CAP) * BigInt(training.dinners) : 0n;
}

/** The status and amount changes between two states of an expense, as history rows. */
export function historyRows(
  expenseId: number,
  who: { userId: number; name: string },
  before: { statusId: number; amount: bigint } | null,
  after: { statusId: number; amount: bigint },
): HistoryInsert[] {
  const base = { training_expense_id: expenseId, user_id: who.userId, user_name: who.name };
  const rows: HistoryInsert[] = [];
  if (!before || before.statusId !== after.statusId) {
    rows.push({ ...base, kind: 'status', from_value: before ? String(before.statusId) : null, to_value: String(after.statusId) });
  }
  if (before && before.amount !== after.amount) {
    rows.push({ ...base, kind: 'amount', from_value: amountText(before.amount), to_value: amountText(after.amount) });
  }
  return rows;
}

/** Records, by the caller, what changed between two states of an expense (`before` null: its creation). */
async function recordExpenseChange(
  db: DbOrTx,
  auth: AuthContext,
  expenseId: number,
  before: { statusId: number; amount: bigint } | null,
  after: { statusId: number; amount: bigint },
): Promise<void> {
  await insertHistory(db, historyRows(expenseId, { userId: auth.userId, name: await userName(db, auth.userId) }, before, after));
}

/** Records the creation of an expense (status null → its status), by the caller. */
export async function recordExpenseCreated(db: DbOrTx, auth: AuthContext, expenseId: number, statusId: number): Promise<void> {
  await recordExpenseChange(db, auth, expenseId, null, { statusId, amount: 0n });
}

/**
 * Records a status change made elsewhere (a payment setting 'Mise en paiement'), inside the
 * caller's transaction; other modules use it through the module's index.
 */
export async function recordExpenseStatusChange(db: DbOrTx, userId: number, expenseId: number, fromStatusId: number, toStatusId: number): Promise<void> {
  if (fromStatusId === toStatusId) return;
  await insertHistory(db, [
    { training_expense_id: expenseId, user_id: userId, user_name: await userName(db, userId), kind: 'status', from_value: String(fromStatusId), to_value: String(toStatusId) },
  ]);
}

const shownAmount = (e: { total_forced_amount: string; total_amount: string }) => amountDue(centsOf(e.total_forced_amount), centsOf(e.total_amount));

async function detailOf(db: DbOrTx, row: ExpenseRow): Promise<ExpenseDetail> {
  const e = row.expense;
  const [receipts, history, statuses] = await Promise.all([receiptsOf(db, [e.id]), historyOf(db, e.id), expenseStatusNames(db)]);
  const statusName = new Map(statuses.map((st) => [String(st.id), st.name]));
  const label = (entry: { kind: string }, value: string) => (entry.kind === 'status' ? (statusName.get(value) ?? value) : value);
  return {
    id: e.id,
    training_id: e.training_id,
    profile_id: e.profile_id,
    training_expense_status_id: e.training_expense_status_id,
    status: { id: e.training_expense_status_id, name: row.status_name },
    vehicle_category_id: e.vehicle_category_id,
    evening_meals: amountText(centsOf(e.evening_meals)),
    transport_costs: amountText(centsOf(e.transport_costs)),
    transport_forced_amount: e.transport_forced_amount === null ? null : amountText(centsOf(e.transport_forced_amount)),
    calculated_distance: e.calculated_distance,
    distance_method: (e.distance_method as DistanceMethod | null) ?? null,
    accommodation_costs: amountText(centsOf(e.accommodation_costs)),
    other_costs: amountText(centsOf(e.other_costs)),
    other_costs_comment: e.other_costs_comment,
    toll_parking_costs: amountText(centsOf(e.toll_parking_costs)),
    public_transport_costs: amountText(centsOf(e.public_transport_costs)),
    total_forced_amount: amountText(centsOf(e.total_forced_amount)),
    total_amount: amountText(centsOf(e.total_amount)),
    amount: amountText(shownAmount(e)),
    receipts: receipts.map(toReceipt),
    history: history.map(
      (h): ExpenseHistoryEntry => ({
        id: h.id,
        kind: h.kind === 'status' ? 'status' : 'amount',
        from: h.from_value === null ? null : label(h, h.from_value),
        to: label(h, h.to_value),
        user_name: h.user_name,
        created_at: iso(h.created_at),
      }),
    ),
    created_at: iso(e.created_at),
    updated_at: iso(e.updated_at),
  };
}

/** The amount fields of a save, in cents; every wrong one named under its field. */
function parseAmounts(body: ExpenseUpdate) {
  const errors: Record<string, string[]> = {};
  const read = (field: keyof ExpenseUpdate, value: string): bigint => {
    const cents = parseAmount(value);
    if (cents === null) {
      errors[field] = [EXPENSE_MESSAGES.invalidAmount];
      return 0n;
    }
    if (cents > BigInt(MAX_EXPENSE_AMOUNT)) {
      errors[field] = [EXPENSE_MESSAGES.amountTooLarge];
      return 0n;
    }
    return cents;
  };
  const amounts = {
    evening_meals: read('evening_meals', body.evening_meals),
    accommodation: read('accommodation_costs', body.accommodation_costs),
    other: read('other_costs', body.other_costs),
    toll_parking: read('toll_parking_costs', body.toll_parking_costs),
    public_transport: read('public_transport_costs', body.public_transport_costs),
    total_forced: read('total_forced_amount', body.total_forced_amount),
    transport_forced: body.transport_costs === null || body.transport_costs.trim() === '' ? null : read('transport_costs', body.transport_costs),
  };
  if (Object.keys(errors).length > 0) throw validationError(EXPENSE_MESSAGES.amountsInvalid, errors);
  return amounts;
}

const staffExpenseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const router = app.config.routingUrl ? osrmRouter(app.config.routingUrl) : null;

  const transportFor = (
    log: FastifyBaseLogger,
    training: TrainingForExpenses,
    person: PersonForExpenses,
    categoryId: number | null,
    manualKm: number | null = null,
  ): Promise<TransportOutcome> =>
    (async () => {
      const category = categoryId === null ? undefined : await vehicleCategory(app.db, categoryId);
      return computeTransport(router, training, person, category, (message) => log.warn({ message }, 'Distance routière indisponible : distance à vol d’oiseau'), manualKm);
    })();

  /** The training, the person and their part in it; 404 when either does not exist, 403 when not the caller's. */
  async function contextFor(auth: AuthContext, trainingId: number, profileId: number) {
    const training = await trainingForExpenses(app.db, trainingId);
    const person = await personForExpenses(app.db, profileId);
    if (!training || !person) throw new HttpError(404, MESSAGES.notFound);
    if (!mayUseExpenseOf(auth, profileId)) throw new HttpError(403, MESSAGES.forbidden);
    const part = await partInTraining(app.db, trainingId, profileId);
    return { training, person, part, allows: allowedLines(training, person, part) };
  }

  function rightsOf(auth: AuthContext, statusId: number | null, training: TrainingForExpenses, part: PartInTraining): ExpenseRights {
    return expenseRights(auth, { statusId, trainingStatusId: training.training_status_id, hasRight: hasExpenseRight(part) });
  }

  /** 404 for an unknown expense, 403 when neither the caller's nor the caller a manager. */
  async function expenseFor(auth: AuthContext, id: number): Promise<ExpenseRow> {
    const row = await expenseRow(app.db, id);
    if (!row) throw new HttpError(404, MESSAGES.notFound);
    if (!mayUseExpenseOf(auth, row.expense.profile_id)) throw new HttpError(403, MESSAGES.forbidden);
    return row;
  }

  /** 'Modifier' (À payer → En cours) or 'À payer', without other change, by the rules of `expenseRights`. */
  async function setStatus(auth: AuthContext, expenseId: number, target: ExpenseStatusChange['training_expense_status_id']): Promise<ExpenseSaved> {
    const current = await expenseFor(auth, expenseId);
    const e = current.expense;
    const { training, part, allows } = await contextFor(auth, e.training_id, e.profile_id);
    await app.db.transaction(async (tx) => {
      const locked = await lockExpense(tx, e.id);
      if (!locked) throw new HttpError(404, MESSAGES.notFound);
      const rights = rightsOf(auth, locked.training_expense_status_id, training, part);
      if (locked.training_expense_status_id === target) throw new HttpError(422, EXPENSE_MESSAGES.statusUnchanged);
      // Lines saved before the person's part changed and that no longer apply are never sent to payment.
      const stale = linesThatShouldNotBe(storedLines(locked), allows);
      if (target === EXPENSE_STATUS.toPay && stale.length > 0) {
        throw validationError(EXPENSE_MESSAGES.staleLines, Object.fromEntries(stale.map((line) => [LINE_COLUMNS[line], [LINE_REFUSALS[line]]])));
      }
      if (target === EXPENSE_STATUS.inProgress) {
        if (locked.training_expense_status_id !== EXPENSE_STATUS.toPay) {
          throw new HttpError(422, rights.read_only_reason ?? EXPENSE_MESSAGES.reopenOnlyToPay);
        }
        if (!rights.can_reopen) throw new HttpError(422, rights.read_only_reason ?? EXPENSE_MESSAGES.readOnly);
      } else if (target === EXPENSE_STATUS.awaitingReceipts) {
        if (!rights.can_await_receipts) throw new HttpError(422, rights.read_only_reason ?? EXPENSE_MESSAGES.awaitReceiptsOnlyOpen);
      } else if (!rights.can_set_to_pay) {
        throw new HttpError(422, rights.read_only_reason ?? EXPENSE_MESSAGES.onlyManagersSetToPay);
      }
      await updateExpense(tx, e.id, { training_expense_status_id: target });
      const amount = shownAmount(locked);
      await recordExpenseChange(tx, auth, e.id, { statusId: locked.training_expense_status_id, amount }, { statusId: target, amount });
    });
    return savedAnswer(e.id);
  }

  /** The answer of a save: the French confirmation and the expense as it now is. */
  async function savedAnswer(expenseId: number): Promise<ExpenseSaved> {
    const saved = await expenseRow(app.db, expenseId);
    return { message: EXPENSE_MESSAGES.saved, expense: await detailOf(app.db, saved!) };
  }

  app.route({
    ...endpointRoute('GET /training-expenses/by-training/:trainingId', {
      roles: CAN_MANAGE_EXPENSES,
      tags: TAGS,
      summary: 'Onglet Défraiements : les personnes de la formation et leur défraiement, compteurs et indicateurs',
    }),
    handler: async (request): Promise<TrainingExpenses> => {
      const { trainingId } = request.params;
      const training = await trainingForExpenses(app.db, trainingId);
      if (!training) throw new HttpError(404, MESSAGES.notFound);
      const [rows, figures] = await Promise.all([trainingExpenseRows(app.db, trainingId), trainingExpenseFigures(app.db, trainingId)]);
      const people = rows.map((r) => {
        const forced = r.total_forced_amount === null ? null : centsOf(r.total_forced_amount);
        return {
          profile_id: r.profile_id,
          expense_id: r.expense_id,
          username: r.username,
          role: r.role as TrainingExpenses['people'][number]['role'],
          role_name: r.role_name,
          on_team: r.on_team,
          registration_status_id: r.registration_status_id,
          vehicle_registration_file_url: vehicleRegistrationUrl(r.profile_id, r.vehicle_registration_pdf),
          reimbursed: r.reimbursed,
          needs_accommodation: r.needs_accommodation,
          expense_status: r.status_id === null ? null : { id: r.status_id, name: r.status_name ?? '' },
          payment_order_number: r.payment_order_number,
          payment_reference: r.payment_reference,
          total_forced_amount: forced === null ? null : amountText(forced),
          amount: r.expense_id === null ? null : amountText(amountDue(forced ?? 0n, centsOf(r.total_amount))),
          // 'Détail': teachers, supervisors, and trainees whose reimbursed flag is on.
          detail_available: r.on_team || r.reimbursed || r.expense_id !== null,
        };
      });
      return {
        training: { id: training.id, title: training.title, closed: training.training_status_id === TRAINING_STATUS.closed },
        counters: {
          dinners: training.dinners,
          round_trips: training.transportation_fees ? training.number_of_round_trips : 0,
          accommodation: training.accommodation,
          accommodated_people: training.accommodation ? people.filter((p) => p.needs_accommodation).length : 0,
        },
        indicators: { requested: figures.requested, to_pay: figures.to_pay, paid: figures.paid, expenses: figures.n },
        people,
      };
    },
  });

  app.route({
    ...endpointRoute('GET /training-expenses/by-training/:trainingId/profiles/:profileId', {
      roles: CAN_CLAIM_EXPENSES,
      tags: TAGS,
      summary: 'Panneau de défraiement d’une personne pour une formation (expense null : mode création)',
    }),
    handler: async (request): Promise<ExpensePanel> => {
      const auth = requireAuth(request);
      const { trainingId, profileId } = request.params;
      const { training, person, part, allows } = await contextFor(auth, trainingId, profileId);
      const found = await findExpense(app.db, { trainingId, profileId });
      const row = found ? await expenseRow(app.db, found.expense.id) : undefined;
      return {
        training: {
          id: training.id,
          title: training.title,
          training_status_id: training.training_status_id,
          closed: training.training_status_id === TRAINING_STATUS.closed,
          is_visio: training.is_visio,
          transportation_fees: training.transportation_fees,
          accommodation: training.accommodation,
          dinners: training.dinners,
          number_of_round_trips: training.number_of_round_trips,
          place: training.place_name ? placeWithCity(training.place_name, training.place_city) : null,
        },
        person: {
          profile_id: person.profile_id,
          name: person.name,
          role: person.role as ExpensePanel['person']['role'],
          role_name: person.role_name,
          on_team: part.onTeam,
          commune: person.city ? [person.zip_code, person.city].filter(Boolean).join(' ') : null,
          vehicle_category_id: person.vehicle_category_id,
          reimbursed: part.reimbursed,
          needs_accommodation: part.needsAccommodation,
          distance_known: distanceKnown(training, person),
        },
        allows,
        meals: { cap_amount: EVENING_MEAL_CAP, maximum: amountText(mealsMaximumCents(training, allows.evening_meals)) },
        expense: row ? await detailOf(app.db, row) : null,
        rights: rightsOf(auth, row?.expense.training_expense_status_id ?? null, training, part),
      };
    },
  });

  app.route({
    ...endpointRoute('GET /training-expenses/:id', {
      roles: CAN_CLAIM_EXPENSES,
      tags: TAGS,
      summary: 'Un défraiement, ses montants calculés, ses justificatifs et son historique',
    }),
    handler: async (request): Promise<ExpenseDetail> => {
      const row = await expenseFor(requireAuth(request), request.params.id);
      return detailOf(app.db, row);
    },
  });

  app.route({
    ...endpointRoute('PUT /training-expenses/:id', {
      roles: CAN_CLAIM_EXPENSES,
      tags: TAGS,
      summary: 'Enregistrement d’un défraiement (statut 1 Enregistrer ou 2 À payer) ; transport calculé par le serveur',
    }),
    handler: async (request): Promise<ExpenseSaved> => {
      const auth = requireAuth(request);
      const body = request.body;
      const current = await expenseFor(auth, request.params.id);
      const e = current.expense;
      const { training, person, part, allows } = await contextFor(auth, e.training_id, e.profile_id);
      const rights = rightsOf(auth, e.training_expense_status_id, training, part);
      if (!rights.can_edit) throw new HttpError(422, rights.read_only_reason ?? EXPENSE_MESSAGES.readOnly);
      if (body.training_expense_status_id === EXPENSE_STATUS.toPay && !rights.can_set_to_pay) throw new HttpError(422, EXPENSE_MESSAGES.onlyManagersSetToPay);
      const amounts = parseAmounts(body);

      const errors: Record<string, string[]> = {};
      if (amounts.total_forced !== centsOf(e.total_forced_amount) && !rights.can_force_total) errors.total_forced_amount = [EXPENSE_MESSAGES.onlyAdminForcesTotal];
      const storedForcedTransport = e.transport_forced_amount === null ? null : centsOf(e.transport_forced_amount);
      if (amounts.transport_forced !== storedForcedTransport && !rights.can_force_transport) errors.transport_costs = [EXPENSE_MESSAGES.onlyManagersForceTransport];
      const typed = {
        transport: amounts.transport_forced ?? 0n,
        toll_parking: amounts.toll_parking,
        public_transport: amounts.public_transport,
        evening_meals: amounts.evening_meals,
        accommodation: amounts.accommodation,
        other: amounts.other,
      };
      // A line that does not apply is refused, named under its own field.
      for (const line of linesThatShouldNotBe(typed, allows)) errors[LINE_COLUMNS[line]] = [LINE_REFUSALS[line]];
      const mealsMax = mealsMaximumCents(training, allows.evening_meals);
      if (allows.evening_meals && amounts.evening_meals > mealsMax) {
        errors.evening_meals = [EXPENSE_MESSAGES.mealsAboveMaximum.replace('{max}', amountText(mealsMax).replace('.', ','))];
      }
      const category = body.vehicle_category_id === null ? undefined : await vehicleCategory(app.db, body.vehicle_category_id);
      if (body.vehicle_category_id !== null && !category) errors.vehicle_category_id = [EXPENSE_MESSAGES.unknownVehicleCategory];
      // A typed distance stands in for unknown communes only; without one in the body, the stored one stays.
      const known = distanceKnown(training, person);
      const storedManual = e.distance_method === 'manuelle' && e.calculated_distance !== null ? Number(e.calculated_distance) : null;
      const manualKm = known ? null : body.manual_distance === undefined ? storedManual : body.manual_distance;
      if (known && body.manual_distance != null) errors.manual_distance = [EXPENSE_MESSAGES.manualDistanceNotNeeded];
      // Accommodation refused (by the lines rule, or here with a typed distance): the 50 km rule says why
      // in its own words, with the distance, when that is the reason.
      if (amounts.accommodation > 0n && (allows.accommodation || errors.accommodation_costs)) {
        const verdict = await accommodationAllowed(app.db, e.profile_id, e.training_id, manualKm);
        if (!verdict.allowed && verdict.refusal) errors.accommodation_costs = [verdict.refusal];
        else if (!verdict.allowed && !errors.accommodation_costs) errors.accommodation_costs = [EXPENSE_MESSAGES.accommodationNotOffered];
      }
      if (Object.keys(errors).length > 0) throw validationError(Object.values(errors)[0][0], errors);

      // Transport: computed from the communes when it applies; the forced value, when given, wins.
      let computed: TransportOutcome | null = null;
      if (allows.transport && category) computed = await transportFor(request.log, training, person, category.id, manualKm);
      const computedCents = computed?.ok ? computed.cents : 0n;
      const transport = allows.transport ? (amounts.transport_forced ?? computedCents) : 0n;
      const total = countedTotal(
        {
          transport,
          evening_meals: amounts.evening_meals,
          accommodation: amounts.accommodation,
          other: amounts.other,
          toll_parking: amounts.toll_parking,
          public_transport: amounts.public_transport,
        },
        allows,
      );
      const comment = body.other_costs_comment?.trim() || null;

      await app.db.transaction(async (tx) => {
        const locked = await lockExpense(tx, e.id);
        if (!locked) throw new HttpError(404, MESSAGES.notFound);
        // Another save may have changed the status meanwhile: the rules are checked again on the locked row.
        const again = rightsOf(auth, locked.training_expense_status_id, training, part);
        if (!again.can_edit) throw new HttpError(422, again.read_only_reason ?? EXPENSE_MESSAGES.readOnly);
        await updateExpense(tx, e.id, {
          vehicle_category_id: body.vehicle_category_id,
          evening_meals: amountText(amounts.evening_meals),
          transport_costs: amountText(transport),
          transport_forced_amount: allows.transport && amounts.transport_forced !== null ? amountText(amounts.transport_forced) : null,
          calculated_distance: computed?.ok ? tenthsText(computed.distanceTenths) : manualKm !== null ? tenthsText(BigInt(Math.round(manualKm * 10))) : null,
          distance_method: computed?.ok ? computed.method : manualKm !== null ? 'manuelle' : null,
          accommodation_costs: amountText(amounts.accommodation),
          other_costs: amountText(amounts.other),
          other_costs_comment: comment,
          toll_parking_costs: amountText(amounts.toll_parking),
          public_transport_costs: amountText(amounts.public_transport),
          training_expense_status_id: body.training_expense_status_id,
          total_forced_amount: amountText(amounts.total_forced),
          total_amount: amountText(total),
        });
        await recordExpenseChange(
          tx,
          auth,
          e.id,
          { statusId: locked.training_expense_status_id, amount: shownAmount(locked) },
          { statusId: body.training_expense_status_id, amount: amountDue(amounts.total_forced, total) },
        );
      });
      return savedAnswer(e.id);
    },
  });

  app.route({
    ...endpointRoute('PATCH /training-expenses/:id/status', {
      roles: CAN_MANAGE_EXPENSES,
      tags: TAGS,
      summary: 'Changement de statut seul : « Modifier » (À payer → En cours), « À payer » ou « En attente de pièces »',
    }),
    handler: async (request): Promise<ExpenseSaved> => setStatus(requireAuth(request), request.params.id, request.body.training_expense_status_id),
  });

  app.route({
    ...endpointRoute('GET /training-expense-statuses', {
      roles: CAN_CLAIM_EXPENSES,
      tags: TAGS,
      summary: 'Les statuts d’un défraiement',
    }),
    handler: async (): Promise<NamedItem[]> => (await expenseStatusNames(app.db)).map((st) => ({ id: st.id, name: st.name })),
  });

  app.route({
    ...endpointRoute('POST /training-expense-statuses/:statusId/attach', {
      roles: CAN_MANAGE_EXPENSES,
      tags: TAGS,
      summary: 'Donne un statut à un défraiement : « Modifier » (1), « À payer » (2) ou « En attente de pièces » (3), comme PATCH …/status',
    }),
    handler: async (request): Promise<ExpenseSaved> => {
      const auth = requireAuth(request);
      const { statusId } = request.params;
      const expenseId = request.body.training_expense_id;
      if (!(await expenseStatusNames(app.db)).some((st) => st.id === statusId)) throw new HttpError(404, MESSAGES.notFound);
      await expenseFor(auth, expenseId);
      // Every status but 'Mise en paiement' (given by the payment itself) is given as by PATCH …/status.
      const target = EXPENSE_STATUS_CHANGES.find((id) => id === statusId);
      if (target === undefined) throw new HttpError(422, EXPENSE_MESSAGES.paymentNotHere);
      return setStatus(auth, expenseId, target);
    },
  });

  app.route({
    ...endpointRoute('GET /training-expenses/:trainingId/:profileId/calculate-evening-meals', {
      roles: CAN_CLAIM_EXPENSES,
      tags: TAGS,
      summary: 'Repas du soir d’une personne sur une formation : plafond par repas et montant pris en charge (distance facultative, en km)',
    }),
    handler: async (request): Promise<EveningMealsCalculation> => {
      const auth = requireAuth(request);
      const { trainingId, profileId } = request.params;
      const { training, part, allows } = await contextFor(auth, trainingId, profileId);
      const distance = request.query.distance;
      const apply = distance === undefined ? allows : linesThatApply(training, part, distance);
      return {
        cap_amount: EVENING_MEAL_CAP,
        evening_meals_cost: amountText(mealsMaximumCents(training, apply.evening_meals)),
        applies: apply.evening_meals,
      };
    },
  });

  app.route({
    ...endpointRoute('PATCH /trainings-expenses/:trainingId/profiles/:profileId/calculate-transport-cost', {
      roles: CAN_CLAIM_EXPENSES,
      tags: TAGS,
      summary: 'Calcul des frais kilométriques d’une personne pour une formation (rien n’est enregistré)',
    }),
    handler: async (request): Promise<TransportCalculation> => {
      const auth = requireAuth(request);
      const { trainingId, profileId } = request.params;
      const { training, person, allows } = await contextFor(auth, trainingId, profileId);
      if (!allows.transport) throw new HttpError(400, training.is_visio ? EXPENSE_MESSAGES.visioTraining : EXPENSE_MESSAGES.transportNotOffered);
      const categoryId = request.body.vehicle_category_id === undefined ? person.vehicle_category_id : request.body.vehicle_category_id;
      const outcome = await transportFor(request.log, training, person, categoryId, request.body.manual_distance ?? null);
      if (!outcome.ok) throw new HttpError(outcome.status, outcome.message);
      return outcome.calculation;
    },
  });
};

export default staffExpenseRoutes;
