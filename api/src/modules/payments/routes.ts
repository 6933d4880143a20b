/**
 * Payments of expenses, their payment orders and the monthly régie, the
 * administrateur's alone:
 * - a régie is opened by 'Créer la nouvelle régie'; the latest is the current one, and an empty
 *   current régie is not replaced (two clicks open one régie);
 * - a payment order places an expense 'À payer' in the current régie (one per régie, two in all);
 * - paying needs the payment order, the method and the reference, on an expense 'À payer' of a training
 *   that is not closed: the expense becomes 'Mise en paiement', once;
 * - a transfer to bank details changed shortly before needs the payer's explicit confirmation, and
 *   the payment keeps the mark;
 * - a payment may be cancelled, with its reason, while its régie is the current one; opening the next
 *   régie closes it and its payments are final;
 * - the report lists a régie's payments by training with exact totals, and exports them as .xlsx; the
 *   closed régies stay listed and readable.
 * Rules in service.ts; SQL and locks in queries.ts.
 */
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { CAN_PAY_EXPENSES } from '../../contract/roles';
import { EXPENSE_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import { parisWallClock } from '../../contract/constants/institute';
import {
  BANK_DETAILS_CHANGE_WINDOW_DAYS,
  PAYMENT_MESSAGES,
  REGIE_PAGE_SIZE,
  defaultPaymentReference,
  type ExpensePayment,
  type ExpensePaymentPanel,
  type PaymentAttached,
  type PaymentCancelled,
  type RegieList,
  type PaymentOrderCreated,
  type Regie,
  type RegieReport,
} from '../../contract/payments';
import { endpointRoute } from '../../lib/endpoint-route';
import { HttpError, isUniqueViolation, MESSAGES } from '../../lib/errors';
import { pagedList, parsePage } from '../../lib/paging';
import { iso } from '../../lib/values';
import { requireAuth } from '../../plugins/auth';
import { recordExpenseStatusChange } from '../expenses';
import { fromCents, payableCents } from './money';
import {
  cancelPayment,
  closedRegies,
  closeRegie,
  countClosedRegies,
  findPayment,
  payeeOf,
  receiptsCountOf,
  recentBankDetailsChange,
  findCurrentRegie,
  findPayableExpense,
  findPaymentOf,
  findRegie,
  findRegieReport,
  insertExpensePaymentOrder,
  insertPayment,
  insertRegie,
  lockExpense,
  lockRegiesExclusive,
  lockRegiesShared,
  markExpensePaid,
  paymentOrdersOf,
  regieNumbersOfMonth,
  regieParticipants,
  regieTotals,
  regieTotalsOf,
  type PaymentRow,
  type RegieTotals,
} from './queries';
import { regieFileName, writeRegieWorkbook } from './regie-workbook';
import { checkPaymentFields, nextRegieNumber, orderRefusal, paymentRefusal, regieMonthNumber } from './service';

const TAGS = ['Régie et paiements'];

/** Streams a spreadsheet being written (its schema is the file's bytes, not JSON). */
function sendSpreadsheet(reply: FastifyReply, fileName: string, stream: PassThrough) {
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(stream);
}

function toPayment(row: PaymentRow): ExpensePayment {
  return {
    id: row.id,
    training_expense_id: row.training_expense_id,
    payment_order_id: row.payment_order_id,
    regie_number: row.regie_number,
    order_number: row.order_number,
    payment_method: row.payment_method,
    payment_reference: row.payment_reference,
    amount: row.amount,
    bank_details_changed_at: row.bank_details_changed_at ? iso(row.bank_details_changed_at) : null,
    created_at: iso(row.created_at),
  };
}

/** The régie with its month (Paris), its closing and its totals. */
function toRegie(regie: { id: number; order_number: string; created_at: Date; closed_at: Date | null }, totals: RegieTotals): Regie {
  const w = parisWallClock(regie.created_at);
  return {
    id: regie.id,
    order_number: regie.order_number,
    created_at: iso(regie.created_at),
    month: `${w.year}-${String(w.month).padStart(2, '0')}`,
    closed_at: regie.closed_at ? iso(regie.closed_at) : null,
    payments_count: totals.count,
    total_amount: totals.total,
    flagged_count: totals.flagged,
  };
}

const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function regieWithTotals(regie: { id: number; order_number: string; created_at: Date; closed_at: Date | null }): Promise<Regie> {
    return toRegie(regie, await regieTotalsOf(app.db, regie.id));
  }

  app.route({
    ...endpointRoute('GET /last-payment-order', {
      roles: CAN_PAY_EXPENSES,
      tags: TAGS,
      summary: 'La régie en cours (la dernière ouverte), son nombre de paiements et son total',
    }),
    handler: async (): Promise<Regie> => {
      const regie = await findCurrentRegie(app.db);
      if (!regie) throw new HttpError(404, PAYMENT_MESSAGES.noRegie);
      return regieWithTotals(regie);
    },
  });

  app.route({
    ...endpointRoute('POST /payment-orders', {
      roles: CAN_PAY_EXPENSES,
      tags: TAGS,
      summary: 'Sans corps : ouvre une nouvelle régie. Avec training_expense_id : un ordre de paiement du défraiement dans la régie en cours',
    }),
    // The spec's 'Créer la nouvelle régie' sends no body at all: read as an empty one.
    preValidation: async (request) => {
      request.body ??= {};
    },
    handler: async (request, reply): Promise<PaymentOrderCreated> => {
      const expenseId = request.body.training_expense_id;
      if (expenseId === undefined) {
        const created = await app.db.transaction(async (tx) => {
          await lockRegiesExclusive(tx);
          const current = await findCurrentRegie(tx);
          if (current && (await regieTotals(tx, current.id)).count === 0) throw new HttpError(422, PAYMENT_MESSAGES.emptyRegie);
          const now = new Date();
          if (current) await closeRegie(tx, current.id, now);
          return insertRegie(tx, nextRegieNumber(now, await regieNumbersOfMonth(tx, regieMonthNumber(now))));
        });
        reply.code(201);
        return { message: PAYMENT_MESSAGES.regieCreated, id: created.id, order_number: created.order_number };
      }
      const order = await app.db.transaction(async (tx) => {
        await lockRegiesShared(tx);
        const expense = await lockExpense(tx, expenseId);
        if (!expense) throw new HttpError(404, MESSAGES.notFound);
        const regie = await findCurrentRegie(tx);
        const refusal = orderRefusal({
          expense,
          paid: Boolean(await findPaymentOf(tx, expenseId)),
          currentRegieId: regie?.id ?? null,
          orders: await paymentOrdersOf(tx, expenseId),
        });
        if (refusal || !regie) throw new HttpError(422, refusal ?? PAYMENT_MESSAGES.noRegie);
        return insertExpensePaymentOrder(tx, expenseId, regie);
      });
      reply.code(201);
      return { message: PAYMENT_MESSAGES.orderCreated, id: order.id, order_number: order.order_number };
    },
  });

  app.route({
    ...endpointRoute('POST /training-expense-payments/attach', {
      roles: CAN_PAY_EXPENSES,
      tags: TAGS,
      summary: 'Mise en paiement d’un défraiement « À payer » (ordre de paiement, mode, référence) : il passe « Mise en paiement »',
    }),
    handler: async (request, reply): Promise<PaymentAttached> => {
      const auth = requireAuth(request);
      const fields = checkPaymentFields(request.body);
      const expenseId = request.body.training_expense_id;
      try {
        await app.db.transaction(async (tx) => {
          await lockRegiesShared(tx);
          const expense = await lockExpense(tx, expenseId);
          if (!expense) throw new HttpError(404, MESSAGES.notFound);
          const regie = await findCurrentRegie(tx);
          const orders = await paymentOrdersOf(tx, expenseId);
          const order = orders.find((o) => o.id === fields.paymentOrderId) ?? null;
          const refusal = paymentRefusal({ expense, paid: Boolean(await findPaymentOf(tx, expenseId)), currentRegieId: regie?.id ?? null, order });
          if (refusal || !order) throw new HttpError(422, refusal ?? PAYMENT_MESSAGES.unknownOrder);
          // A cheque is made out to the person's name: only a transfer goes to the bank details.
          const changedAt =
            fields.method === 'virement' ? await recentBankDetailsChange(tx, expense.profile_id, expenseId, new Date(), BANK_DETAILS_CHANGE_WINDOW_DAYS) : null;
          if (changedAt && request.body.confirm_bank_details_change !== true) {
            throw new HttpError(422, PAYMENT_MESSAGES.bankDetailsToConfirm, { confirm_bank_details_change: [PAYMENT_MESSAGES.bankDetailsToConfirm] });
          }
          await insertPayment(tx, {
            training_expense_id: expenseId,
            payment_order_id: order.payment_order_id,
            expense_payment_order_id: order.id,
            payment_method: fields.method,
            payment_reference: fields.reference,
            amount: fromCents(payableCents(expense)),
            bank_details_changed_at: changedAt,
          });
          await markExpensePaid(tx, expenseId);
          // The expense's history: who paid it, from which status.
          await recordExpenseStatusChange(tx, auth.userId, expenseId, expense.training_expense_status_id, EXPENSE_STATUS.paymentIssued);
        });
      } catch (err) {
        // The unique index of payments: another request paid it first.
        if (isUniqueViolation(err)) throw new HttpError(422, PAYMENT_MESSAGES.alreadyPaid);
        throw err;
      }
      const payment = await findPaymentOf(app.db, expenseId);
      if (!payment) throw new Error('paiement enregistré introuvable');
      reply.code(201);
      return { message: PAYMENT_MESSAGES.paid, payment: toPayment(payment) };
    },
  });

  app.route({
    ...endpointRoute('POST /training-expense-payments/:paymentId/cancel', {
      roles: CAN_PAY_EXPENSES,
      tags: TAGS,
      summary: 'Annule un paiement de la régie en cours, avec son motif : le défraiement redevient « À payer » (refusé une fois la régie close)',
    }),
    handler: async (request): Promise<PaymentCancelled> => {
      const auth = requireAuth(request);
      const reason = request.body.reason?.trim() ?? '';
      if (reason === '') throw new HttpError(400, PAYMENT_MESSAGES.reasonRequired, { reason: [PAYMENT_MESSAGES.reasonRequired] });
      const expenseId = await app.db.transaction(async (tx) => {
        await lockRegiesShared(tx);
        const found = await findPayment(tx, request.params.paymentId);
        if (!found) throw new HttpError(404, MESSAGES.notFound);
        const expense = await lockExpense(tx, found.training_expense_id);
        // Read again under the expense's lock: another request may have cancelled it meanwhile.
        const payment = await findPaymentOf(tx, found.training_expense_id);
        if (!expense || !payment || payment.id !== found.id) throw new HttpError(404, MESSAGES.notFound);
        const regie = await findCurrentRegie(tx);
        if (!regie || regie.id !== payment.payment_order_id || regie.closed_at !== null) throw new HttpError(422, PAYMENT_MESSAGES.paymentFinal);
        await cancelPayment(tx, payment, reason);
        await recordExpenseStatusChange(tx, auth.userId, expense.id, expense.training_expense_status_id, EXPENSE_STATUS.toPay);
        return expense.id;
      });
      return { message: PAYMENT_MESSAGES.cancelled, training_expense_id: expenseId };
    },
  });

  app.route({
    ...endpointRoute('GET /regies', {
      roles: CAN_PAY_EXPENSES,
      tags: TAGS,
      summary: 'Les régies closes, de la plus récente à la plus ancienne, avec leur nombre de paiements, leur total et leur date de clôture',
    }),
    handler: async (request): Promise<RegieList> =>
      pagedList(parsePage(request.query, REGIE_PAGE_SIZE), {
        rows: async (window) =>
          (await closedRegies(app.db, window)).map((r) => toRegie(r, { count: Number(r.count), total: r.total, flagged: Number(r.flagged) })),
        count: () => countClosedRegies(app.db),
      }),
  });

  app.route({
    ...endpointRoute('GET /training-expenses/:id/payment', {
      roles: CAN_PAY_EXPENSES,
      tags: TAGS,
      summary: 'Le paiement d’un défraiement : paiement fait, ordres de paiement, référence par défaut, ce qui est possible',
    }),
    handler: async (request): Promise<ExpensePaymentPanel> => {
      requireAuth(request);
      const expenseId = request.params.id;
      const expense = await findPayableExpense(app.db, expenseId);
      if (!expense) throw new HttpError(404, MESSAGES.notFound);
      const [payment, orders, regie] = [await findPaymentOf(app.db, expenseId), await paymentOrdersOf(app.db, expenseId), await findCurrentRegie(app.db)];
      const currentRegieId = regie?.id ?? null;
      const currentOrder = orders.find((o) => o.payment_order_id === currentRegieId) ?? null;
      const payRefusal = paymentRefusal({ expense, paid: Boolean(payment), currentRegieId, order: currentOrder, ignoreOrder: true });
      const orderRefused = orderRefusal({ expense, paid: Boolean(payment), currentRegieId, orders });
      const [payee, receiptsCount, changedAt] = [
        await payeeOf(app.db, expense.profile_id),
        await receiptsCountOf(app.db, expenseId),
        payment ? null : await recentBankDetailsChange(app.db, expense.profile_id, expenseId, new Date(), BANK_DETAILS_CHANGE_WINDOW_DAYS),
      ];
      return {
        expense: {
          id: expense.id,
          training_id: expense.training_id,
          profile_id: expense.profile_id,
          training_expense_status_id: expense.training_expense_status_id,
          status_name: expense.status_name,
          amount: fromCents(payableCents(expense)),
          training_closed: expense.training_status_id === TRAINING_STATUS.closed,
        },
        payment: payment ? toPayment(payment) : null,
        payment_orders: orders.map((o) => ({
          id: o.id,
          order_number: o.order_number,
          payment_order_id: o.payment_order_id,
          regie_number: o.regie_number,
          in_current_regie: o.payment_order_id === currentRegieId,
          created_at: iso(o.created_at),
        })),
        current_regie: regie ? { id: regie.id, order_number: regie.order_number } : null,
        default_reference: defaultPaymentReference(expense.id, expense.profile_id),
        can_pay: payRefusal === null,
        can_create_payment_order: orderRefused === null,
        blocked_reason: payment ? null : payRefusal,
        payee,
        receipts_count: receiptsCount,
        bank_details_changed_at: changedAt ? iso(changedAt) : null,
        can_cancel: Boolean(payment && regie && payment.payment_order_id === regie.id && regie.closed_at === null),
      };
    },
  });

  app.route({
    ...endpointRoute('GET /financial-report/:paymentOrderId', {
      roles: CAN_PAY_EXPENSES,
      tags: TAGS,
      summary: 'Les paiements d’une régie groupés par formation (10 formations par page), un total par formation',
    }),
    handler: async (request): Promise<RegieReport> => {
      const pageRequest = parsePage(request.query, REGIE_PAGE_SIZE);
      // One statement: the régie, its totals, its number of trainings and the page's trainings.
      const report = await findRegieReport(app.db, request.params.paymentOrderId, { limit: pageRequest.perPage, offset: pageRequest.offset });
      if (!report) throw new HttpError(404, MESSAGES.notFound);
      const page = await pagedList(pageRequest, { rows: async () => report.page, count: async () => report.trainings });
      return { ...page, payment_order: toRegie(report.regie, report.totals) };
    },
  });

  app.route({
    ...endpointRoute('GET /financial-report-export/excel/:paymentOrderId', {
      roles: CAN_PAY_EXPENSES,
      tags: TAGS,
      summary: 'La régie en .xlsx (regie-{numéro}-{date}.xlsx), une ligne par paiement, un total par formation et le total de la régie',
    }),
    handler: async (request, reply) => {
      const regie = await findRegie(app.db, request.params.paymentOrderId);
      if (!regie) throw new HttpError(404, MESSAGES.notFound);
      const now = new Date();
      const stream = new PassThrough();
      writeRegieWorkbook(stream, {
        orderNumber: regie.order_number,
        now,
        readPage: (offset, limit) => regieParticipants(app.db, regie.id, { offset, limit }),
      }).catch((err: unknown) => {
        request.log.error({ err }, 'échec de l’export de la régie');
        stream.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return sendSpreadsheet(reply, regieFileName(regie.order_number, now), stream);
    },
  });
};

export default paymentRoutes;
