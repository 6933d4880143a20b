/**
 * Payments of expenses, their payment orders and the monthly régie. Amounts are decimal strings in euros with
 * two decimals ("1234.50"), exactly as PostgreSQL's numeric gives them.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, ErrorResponses, IdParamsSchema, Nullable, NullableInput, pageQueryProperties, PagedSchema } from './common';
import { endpoints } from './endpoint';
export { PAYMENT_METHODS, MAX_PAYMENT_ORDERS_PER_EXPENSE, REGIE_PAGE_SIZE, defaultPaymentReference, type PaymentMethod } from './constants/payments';

export const PAYMENT_MESSAGES = {
  fieldsRequired: 'Veuillez remplir tous les champs',
  paid: 'Bravo, la mise en paiement a bien été effectuée',
  regieCreated: 'Bravo, la régie a bien été créée',
  orderCreated: "Bravo, l'ordre de paiement a bien été créé",
  badMethod: 'Le mode de paiement doit être « virement » ou « chèque ».',
  notToPay: 'Seul un défraiement « À payer » peut être mis en paiement.',
  nothingToPay: "Ce défraiement est de 0,00 € : il n'y a rien à mettre en paiement.",
  alreadyPaid: 'Ce défraiement a déjà été mis en paiement.',
  trainingClosed: 'La formation est clôturée : ses défraiements ne peuvent plus être payés.',
  noRegie: "Aucune régie n'est en cours : créez d'abord une régie.",
  tooManyOrders: 'Ce défraiement a déjà deux ordres de paiement.',
  orderInCurrentRegie: 'Ce défraiement a déjà un ordre de paiement dans la régie en cours.',
  unknownOrder: "Cet ordre de paiement n'appartient pas à ce défraiement.",
  closedRegie: "Cet ordre de paiement appartient à une régie close : créez-en un dans la régie en cours.",
  emptyRegie: "La régie en cours ne contient encore aucun paiement : elle reste la régie en cours.",
  cancelled: 'Le paiement a bien été annulé : le défraiement est de nouveau « À payer ».',
  reasonRequired: 'Veuillez indiquer le motif de l’annulation.',
  paymentFinal: 'Ce paiement appartient à une régie close : il est définitif et ne peut plus être annulé.',
  bankDetailsToConfirm: 'Les coordonnées bancaires de cette personne ont changé récemment : confirmez le virement vers ces nouvelles coordonnées.',
} as const;

/** A change of bank details this recent (or later than the person's last payment) flags a transfer to them. */
export const BANK_DETAILS_CHANGE_WINDOW_DAYS = 30;

/** An amount in euros, two decimals, as PostgreSQL's numeric writes it. */
export const MoneySchema = Type.String({ pattern: '^-?[0-9]+\\.[0-9]{2}$', description: 'Montant en euros (deux décimales)', examples: ['1234.50'] });

/** A régie (monthly payment batch): GET /api/last-payment-order. */
export const RegieSchema = Type.Object(
  {
    id: Type.Integer(),
    order_number: Type.String(),
    created_at: DateTimeSchema,
    /** The month it was opened in (Paris), 'YYYY-MM'. */
    month: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$' }),
    /** When the next régie was opened: its payments are final from then on. Null for the current one. */
    closed_at: Nullable(DateTimeSchema),
    /** Payments of the régie, and their sum. */
    payments_count: Type.Integer(),
    total_amount: MoneySchema,
    /** Its transfers to bank details changed shortly before. */
    flagged_count: Type.Integer(),
  },
  { title: 'Régie' },
);
export type Regie = Static<typeof RegieSchema>;

/** POST /api/payment-orders: with `training_expense_id` a payment order of that expense in the current régie; without, a new régie. */
export const PaymentOrderCreateSchema = Type.Object(
  { training_expense_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })) },
  { additionalProperties: false },
);
export type PaymentOrderCreate = Static<typeof PaymentOrderCreateSchema>;

export const PaymentOrderCreatedSchema = Type.Object({
  message: Type.String(),
  /** The régie's id, or the expense's payment order's id. */
  id: Type.Integer(),
  order_number: Type.String(),
});
export type PaymentOrderCreated = Static<typeof PaymentOrderCreatedSchema>;

/**
 * POST /api/training-expense-payments/attach. The three payment fields are optional in the schema so
 * that a missing one is answered 'Veuillez remplir tous les champs', as the panel says.
 */
export const PaymentAttachSchema = Type.Object(
  {
    training_expense_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    /** The expense's payment order (an `id` of its `payment_orders`). */
    payment_order_id: Type.Optional(NullableInput(Type.Integer({ minimum: 1, maximum: 2147483647 }))),
    /** 'virement' or 'chèque'. */
    payment_method: Type.Optional(NullableInput(Type.String({ maxLength: 20 }))),
    payment_reference: Type.Optional(NullableInput(Type.String({ maxLength: 100 }))),
    /** The payer confirms a transfer to bank details changed shortly before (required then). */
    confirm_bank_details_change: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type PaymentAttach = Static<typeof PaymentAttachSchema>;

/** A payment made: its régie, order, method, reference and amount. */
export const ExpensePaymentSchema = Type.Object({
  id: Type.Integer(),
  training_expense_id: Type.Integer(),
  /** The régie it is paid in. */
  payment_order_id: Type.Integer(),
  regie_number: Type.String(),
  /** The expense's payment order, when it was paid under one. */
  order_number: Nullable(Type.String()),
  payment_method: Type.String(),
  payment_reference: Type.String(),
  amount: MoneySchema,
  /** Paid by transfer to bank details changed at that time, shortly before the payment (confirmed by the payer). */
  bank_details_changed_at: Nullable(DateTimeSchema),
  created_at: DateTimeSchema,
});
export type ExpensePayment = Static<typeof ExpensePaymentSchema>;

export const PaymentAttachedSchema = Type.Object({ message: Type.String(), payment: ExpensePaymentSchema });
export type PaymentAttached = Static<typeof PaymentAttachedSchema>;

/** One payment order of an expense. */
export const ExpensePaymentOrderSchema = Type.Object({
  id: Type.Integer(),
  order_number: Type.String(),
  /** Its régie. */
  payment_order_id: Type.Integer(),
  regie_number: Type.String(),
  /** Whether its régie is the current one (only then can the expense be paid under it). */
  in_current_regie: Type.Boolean(),
  created_at: DateTimeSchema,
});
export type ExpensePaymentOrder = Static<typeof ExpensePaymentOrderSchema>;

/** GET /api/training-expenses/{id}/payment: what the payment section of the expense panel shows and allows. */
export const ExpensePaymentPanelSchema = Type.Object(
  {
    expense: Type.Object({
      id: Type.Integer(),
      training_id: Type.Integer(),
      profile_id: Type.Integer(),
      training_expense_status_id: Type.Integer(),
      status_name: Type.String(),
      /** The forced amount when above 0, else the total. */
      amount: MoneySchema,
      training_closed: Type.Boolean(),
    }),
    payment: Nullable(ExpensePaymentSchema),
    /** At most two, oldest first. */
    payment_orders: Type.Array(ExpensePaymentOrderSchema),
    current_regie: Nullable(Type.Object({ id: Type.Integer(), order_number: Type.String() })),
    default_reference: Type.String(),
    /** The expense can be paid now (À payer, training not closed, not paid). */
    can_pay: Type.Boolean(),
    /** A payment order can be made now (payable, a current régie, fewer than two, none in the current régie). */
    can_create_payment_order: Type.Boolean(),
    /** Why it cannot be paid, when it cannot (null when paid or payable). */
    blocked_reason: Nullable(Type.String()),
    /** Who is paid, and the last four characters of their IBAN (null when none is given). */
    payee: Type.Object({ name: Type.String(), iban_last4: Nullable(Type.String()) }),
    /** Receipts attached to the expense. */
    receipts_count: Type.Integer(),
    /**
     * The latest change of the payee's bank details when it is within the last 30 days or later than
     * their last payment: a transfer then needs an explicit confirmation. Null otherwise.
     */
    bank_details_changed_at: Nullable(DateTimeSchema),
    /** The payment can still be cancelled (its régie is the current one). */
    can_cancel: Type.Boolean(),
  },
  { title: 'Paiement d’un défraiement' },
);
export type ExpensePaymentPanel = Static<typeof ExpensePaymentPanelSchema>;

/* ---------- The régie report ---------- */

export const RegieReportParamsSchema = Type.Object(
  { paymentOrderId: Type.Integer({ minimum: 1, maximum: 2147483647 }) },
  { additionalProperties: false },
);

export const RegieReportQuerySchema = Type.Object(pageQueryProperties, { additionalProperties: false });

/** One paid person of a training in the régie. */
export const RegieParticipantSchema = Type.Object({
  payment_id: Type.Integer(),
  expense_id: Type.Integer(),
  profile_id: Type.Integer(),
  participant_name: Type.String(),
  /** What was paid. */
  amount: MoneySchema,
  /** Fiscal power ('5 CV'), when a vehicle was used. */
  vehicle_category: Nullable(Type.String()),
  /** Kilometres of the round trips. */
  calculated_distance: Nullable(Type.String()),
  /** Kilometre costs. */
  transport_costs: MoneySchema,
  toll_parking_costs: MoneySchema,
  public_transport_costs: MoneySchema,
  /** Dinners taken: the training's dinners when a meal amount is claimed, else 0. */
  meals_count: Type.Integer(),
  /** Meal amount. */
  evening_meals: MoneySchema,
  accommodation_costs: MoneySchema,
  other_costs: MoneySchema,
  payment_reference: Type.String(),
  payment_method: Type.String(),
  /** Paid by transfer to bank details changed at that time, shortly before the payment. */
  bank_details_changed_at: Nullable(DateTimeSchema),
});
export type RegieParticipant = Static<typeof RegieParticipantSchema>;

/** One training of the régie: its paid people and their total. */
export const RegieTrainingSchema = Type.Object({
  training_id: Type.Integer(),
  training_title: Type.String(),
  start_date: DateTimeSchema,
  end_date: DateTimeSchema,
  /** Dinners the training offers. */
  dinners: Type.Integer(),
  /** Sum of the amounts of its participants, to the cent. */
  total_expenses: MoneySchema,
  participants: Type.Array(RegieParticipantSchema),
});
export type RegieTraining = Static<typeof RegieTrainingSchema>;

/** GET /api/financial-report/{paymentOrderId}: the trainings of the régie, 10 a page, and the régie with its total. */
export const RegieReportSchema = Type.Composite([PagedSchema(RegieTrainingSchema), Type.Object({ payment_order: RegieSchema })]);
export type RegieReport = Static<typeof RegieReportSchema>;

/** GET /api/regies: the closed régies, newest first. */
export const RegieListQuerySchema = Type.Object(pageQueryProperties, { additionalProperties: false });
export const RegieListSchema = PagedSchema(RegieSchema);
export type RegieList = Static<typeof RegieListSchema>;

export const PaymentCancelParamsSchema = Type.Object(
  { paymentId: Type.Integer({ minimum: 1, maximum: 2147483647 }) },
  { additionalProperties: false },
);

/** POST /api/training-expense-payments/{paymentId}/cancel: the reason is required ('Veuillez indiquer le motif…'). */
export const PaymentCancelSchema = Type.Object(
  { reason: Type.Optional(NullableInput(Type.String({ maxLength: 500 }))) },
  { additionalProperties: false },
);
export type PaymentCancel = Static<typeof PaymentCancelSchema>;

export const PaymentCancelledSchema = Type.Object({ message: Type.String(), training_expense_id: Type.Integer() });
export type PaymentCancelled = Static<typeof PaymentCancelledSchema>;

/* ---------- Endpoints ---------- */

export const paymentEndpoints = endpoints({
  /** The current régie: the latest one (404 before the first). */
  'GET /last-payment-order': {
    responses: { 200: RegieSchema, ...ErrorResponses(400, 401, 403, 404) },
  },
  /** A new régie (no body), or a payment order of an expense in the current régie (`training_expense_id`). */
  'POST /payment-orders': {
    body: PaymentOrderCreateSchema,
    responses: { 201: PaymentOrderCreatedSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** Pays an expense 'À payer' under one of its payment orders: it becomes 'Mise en paiement'. */
  'POST /training-expense-payments/attach': {
    body: PaymentAttachSchema,
    responses: { 201: PaymentAttachedSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** Cancels a payment of the current régie, with its reason: the expense is 'À payer' again. */
  'POST /training-expense-payments/:paymentId/cancel': {
    params: PaymentCancelParamsSchema,
    body: PaymentCancelSchema,
    responses: { 200: PaymentCancelledSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** The closed régies, newest first, each with its count and total (read-only, exportable). */
  'GET /regies': {
    query: RegieListQuerySchema,
    responses: { 200: RegieListSchema, ...ErrorResponses(400, 401, 403) },
  },
  /** The payment section of an expense: its payment, payment orders, default reference and what can be done. */
  'GET /training-expenses/:id/payment': {
    params: IdParamsSchema,
    responses: { 200: ExpensePaymentPanelSchema, ...ErrorResponses(400, 401, 403, 404) },
  },
  /** The régie's payments grouped by training, a total per training. */
  'GET /financial-report/:paymentOrderId': {
    params: RegieReportParamsSchema,
    query: RegieReportQuerySchema,
    responses: { 200: RegieReportSchema, ...ErrorResponses(400, 401, 403, 404) },
  },
  /** The régie as a spreadsheet (regie-{number}-{date}.xlsx). */
  'GET /financial-report-export/excel/:paymentOrderId': {
    params: RegieReportParamsSchema,
    file: true,
    responses: { 200: Type.String({ description: 'Classeur .xlsx' }), ...ErrorResponses(400, 401, 403, 404) },
  },
});
