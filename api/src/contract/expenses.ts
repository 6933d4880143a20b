/** A person's own expense for a training and its receipts (the trainee's 'Remboursements' tab). */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, ErrorResponses, IdParamsSchema, Literals, MessageSchema, NamedItemSchema, Nullable, NullableInput, RoleSlugSchema } from './common';
import { endpoints } from './endpoint';
export { RECEIPT_MAX_KB, MAX_RECEIPTS_PER_UPLOAD, MAX_EXPENSE_AMOUNT } from './constants/limits';

/** The lines of an expense, in the panel's order. */
export const EXPENSE_LINES = ['transport', 'toll_parking', 'public_transport', 'evening_meals', 'accommodation', 'other'] as const;
export type ExpenseLine = (typeof EXPENSE_LINES)[number];

export const EXPENSE_MESSAGES = {
  created: "Bravo, l'item a bien été créé",
  receiptAdded: 'Bravo, le justificatif a bien été ajouté',
  receiptDeleted: 'Bravo, le document a bien été supprimé',
  expenseDeleted: "Bravo, l'item a bien été supprimé",
  registrationNotValidated: 'Seul un stagiaire dont l’inscription est validée peut déposer des justificatifs.',
  notParticipant: 'Cette personne ne participe pas à cette formation.',
  alreadyExists: 'Un défraiement existe déjà pour cette formation.',
  readOnly: 'Ce défraiement ne peut plus être modifié.',
  onlyInProgressDeletable: 'Seul un défraiement « En cours » peut être supprimé.',
  noReceipt: 'Veuillez joindre au moins un justificatif.',
  tooManyReceipts: 'Trop de justificatifs envoyés en une fois.',
  saved: "Bravo, l'item a bien été modifié",
  invalidAmount: 'Saisissez un montant positif avec au plus deux décimales (par exemple 12,50).',
  amountsInvalid: 'Certains montants ne sont pas valides.',
  paidReadOnly: 'Ce défraiement est mis en paiement : il ne peut plus être modifié.',
  closedReadOnly: 'La formation est clôturée : ses défraiements ne peuvent plus être modifiés.',
  toPayReadOnly: 'Ce défraiement est « À payer » : seul un gestionnaire ou un administrateur peut le rouvrir.',
  toPayManagerReopens: 'Ce défraiement est « À payer » : utilisez « Modifier » pour le rouvrir avant de le changer.',
  onlyManagersSetToPay: 'Seuls un gestionnaire et un administrateur peuvent passer un défraiement « À payer ».',
  onlyAdminForcesTotal: 'Seul un administrateur peut forcer le montant total.',
  onlyManagersForceTransport: 'Seuls un gestionnaire et un administrateur peuvent forcer les frais de transport.',
  paymentNotHere: 'La mise en paiement se fait depuis la section Paiement.',
  statusUnchanged: 'Le défraiement a déjà ce statut.',
  reopenOnlyToPay: 'Seul un défraiement « À payer » peut être rouvert.',
  awaitReceiptsOnlyOpen: 'Seul un défraiement « En cours » ou « À payer » peut passer « En attente de pièces ».',
  mealsAboveMaximum: 'Les repas du soir ne peuvent pas dépasser le maximum de {max} €.',
  mealsNotOffered: 'Les repas du soir ne sont pas pris en charge pour cette personne sur cette formation.',
  accommodationNotOffered: 'L’hébergement n’est pas pris en charge pour cette personne sur cette formation.',
  transportNotOffered: 'Les frais kilométriques ne sont pas pris en charge pour cette personne sur cette formation.',
  tollParkingNotOffered: 'Les frais de péage et de stationnement ne sont pas pris en charge pour cette personne sur cette formation.',
  publicTransportNotOffered: 'Les frais de transports en commun ne sont pas pris en charge pour cette personne sur cette formation.',
  amountTooLarge: 'Un montant ne peut pas dépasser 99 999,99 €.',
  staleLines: 'Ce défraiement contient des montants sur des lignes qui ne s’appliquent plus à cette personne : enregistrez-le à nouveau avant de le passer « À payer ».',
  unknownVehicleCategory: 'Cette puissance fiscale n’existe pas.',
  noVehicleCategory: 'Choisissez la puissance fiscale du véhicule pour calculer les frais kilométriques.',
  noProfileCommune: 'La commune de cette personne n’est pas renseignée : la distance ne peut pas être calculée.',
  noPlaceCommune: 'Le lieu de la formation n’a pas de commune : la distance ne peut pas être calculée.',
  visioTraining: 'La formation a lieu à distance : aucun trajet à calculer.',
  unknownCoordinates: 'La position de la commune {commune} est inconnue : la distance ne peut pas être calculée.',
  /** Shown in the panel when the distance cannot be computed: the staff type it. */
  manualDistanceHint: 'Saisissez la distance aller en kilomètres pour calculer les frais kilométriques.',
  manualDistanceNotNeeded: 'La distance est calculée à partir des communes : elle ne peut pas être saisie.',
  accommodationTooClose:
    'L’hébergement n’est pris en charge qu’au-delà de 50 km entre la commune de la personne et le lieu de la formation (ici {km} km).',
  accommodationDistanceUnknown:
    'La distance entre la commune de la personne et le lieu de la formation est inconnue : saisissez-la dans le défraiement avant d’accorder l’hébergement.',
  accommodationNotOfferedByTraining: 'Cette formation ne propose pas d’hébergement.',
} as const;

/** A distance typed by the staff when the communes' positions are unknown: km, one decimal at most. */
export const ManualDistanceSchema = Type.Number({ exclusiveMinimum: 0, maximum: 2000, description: 'Distance aller en km (saisie manuelle)' });

export const ExpenseParamsSchema = Type.Object({
  trainingId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  profileId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
}, { additionalProperties: false });
export type ExpenseParams = Static<typeof ExpenseParamsSchema>;

export const ReceiptSchema = Type.Object({
  id: Type.Integer(),
  description: Type.Union([Type.String(), Type.Null()]),
  /** URL serving the file to its owner and the managers. */
  temporary_receipt_url: Type.String(),
  mime_type: Type.String(),
  training_expense_id: Type.Integer(),
  created_at: DateTimeSchema,
});
export type Receipt = Static<typeof ReceiptSchema>;

/** GET /api/training/{trainingId}/profile/{profileId}/expense (404: no expense yet). */
export const OwnExpenseSchema = Type.Object(
  {
    id: Type.Integer(),
    training_id: Type.Integer(),
    profile_id: Type.Integer(),
    training_expense_status_id: Type.Integer(),
    /** 1 En cours, 2 À payer, 3 En attente de pièces, 4 Mise en paiement. */
    status: NamedItemSchema,
    receipts: Type.Array(ReceiptSchema),
    /** Receipts can no longer be added or removed by their owner (À payer, Mise en paiement, closed training). */
    read_only: Type.Boolean(),
    /** Only an expense 'En cours' can be deleted. */
    deletable: Type.Boolean(),
    created_at: DateTimeSchema,
  },
  { title: 'Défraiement' },
);
export type OwnExpense = Static<typeof OwnExpenseSchema>;

/** POST /api/training-expenses: creates an expense with status 1 (En cours). */
export const ExpenseCreateSchema = Type.Object({
  training_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  profile_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  /** Only 1 (En cours) is accepted here. */
  training_expense_status_id: Type.Optional(Type.Literal(1)),
}, { additionalProperties: false });
export type ExpenseCreate = Static<typeof ExpenseCreateSchema>;

export const ExpenseCreatedSchema = Type.Object({ message: Type.String(), id: Type.Integer() });
export type ExpenseCreated = Static<typeof ExpenseCreatedSchema>;

/**
 * POST /api/receipts, multipart: `training_expense_id`, then `receipts[0][file]`,
 * `receipts[0][description]`, `receipts[1][file]`… (PDF, PNG or JPEG by content).
 */
export const ReceiptsAddedSchema = Type.Object({ message: Type.String(), receipts: Type.Array(ReceiptSchema) });
export type ReceiptsAdded = Static<typeof ReceiptsAddedSchema>;

/* ---------- The staff's expense panel and the training's Défraiements tab ---------- */

/** An amount as decimal text, "12.50" (or "12,50" in a request); exact, never a binary float. */
export const AmountSchema = Type.String({ description: 'Montant en euros, texte décimal « 12.50 »' });

/** Statuses a save may set: 1 Enregistrer (En cours), 2 À payer. Status 4 comes with a payment only. */
export const EXPENSE_SAVE_STATUSES = [1, 2] as const;

/** PUT /api/training-expenses/{id}: the lines of an expense; transport is computed by the server. */
export const ExpenseUpdateSchema = Type.Object(
  {
    vehicle_category_id: NullableInput(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    evening_meals: AmountSchema,
    /** Forced transport; null: the transport computed by the server from the communes applies. */
    transport_costs: NullableInput(Type.String()),
    accommodation_costs: AmountSchema,
    other_costs: AmountSchema,
    other_costs_comment: NullableInput(Type.String({ maxLength: 2000 })),
    toll_parking_costs: AmountSchema,
    public_transport_costs: AmountSchema,
    training_expense_status_id: Literals(EXPENSE_SAVE_STATUSES),
    /** "0.00" means no forced total. */
    total_forced_amount: AmountSchema,
    /** One-way distance typed by the staff, accepted only when the communes' positions are unknown. */
    manual_distance: Type.Optional(NullableInput(ManualDistanceSchema)),
  },
  { additionalProperties: false },
);
export type ExpenseUpdate = Static<typeof ExpenseUpdateSchema>;

/** Statuses a change of status alone may set: 1 ('Modifier'), 2 ('À payer'), 3 ('En attente de pièces'). */
export const EXPENSE_STATUS_CHANGES = [1, 2, 3] as const;

/** PATCH /api/training-expenses/{id}/status: 'Modifier' (back to 1), 'À payer' (2) or 'En attente de pièces' (3) without other change. */
export const ExpenseStatusChangeSchema = Type.Object(
  { training_expense_status_id: Literals(EXPENSE_STATUS_CHANGES) },
  { additionalProperties: false },
);
export type ExpenseStatusChange = Static<typeof ExpenseStatusChangeSchema>;

/** 'manuelle': typed by the staff because a commune's position is unknown. */
export const DistanceMethodSchema = Literals(['route', 'great_circle', 'manuelle'] as const);
export type DistanceMethod = Static<typeof DistanceMethodSchema>;

/** PATCH …/calculate-transport-cost: the vehicle category to price (else the profile's). */
export const TransportCalculationBodySchema = Type.Object(
  {
    vehicle_category_id: Type.Optional(NullableInput(Type.Integer({ minimum: 1, maximum: 2147483647 }))),
    /** One-way distance typed by the staff, accepted only when the communes' positions are unknown. */
    manual_distance: Type.Optional(NullableInput(ManualDistanceSchema)),
  },
  { additionalProperties: false },
);
export type TransportCalculationBody = Static<typeof TransportCalculationBodySchema>;

export const TransportParamsSchema = Type.Object({
  trainingId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  profileId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
}, { additionalProperties: false });

/** Transport calculation result. */
export const TransportCalculationSchema = Type.Object({
  transport_costs: AmountSchema,
  /** One-way distance in km, one decimal. */
  calculated_distance: Type.String(),
  distance_method: DistanceMethodSchema,
  round_trips: Type.Integer(),
  profile_address: Type.String(),
  training_address: Type.String(),
  /** Allowance per km of the vehicle category, "0.636". */
  indemnity: Type.String(),
  vehicle_category_id: Type.Integer(),
});
export type TransportCalculation = Static<typeof TransportCalculationSchema>;

export const ExpenseHistoryEntrySchema = Type.Object({
  id: Type.Integer(),
  kind: Literals(['status', 'amount'] as const),
  /** A status name, or an amount "12.50"; null at creation. */
  from: Nullable(Type.String()),
  to: Type.String(),
  user_name: Type.String(),
  created_at: DateTimeSchema,
});
export type ExpenseHistoryEntry = Static<typeof ExpenseHistoryEntrySchema>;

/** An expense with its lines, computed parts, receipts and history. */
export const ExpenseDetailSchema = Type.Object({
  id: Type.Integer(),
  training_id: Type.Integer(),
  profile_id: Type.Integer(),
  training_expense_status_id: Type.Integer(),
  status: NamedItemSchema,
  vehicle_category_id: Nullable(Type.Integer()),
  evening_meals: AmountSchema,
  /** The transport applied: the forced one, else the computed one, else 0. */
  transport_costs: AmountSchema,
  /** null: the computed transport applies. */
  transport_forced_amount: Nullable(AmountSchema),
  calculated_distance: Nullable(Type.String()),
  distance_method: Nullable(DistanceMethodSchema),
  accommodation_costs: AmountSchema,
  other_costs: AmountSchema,
  other_costs_comment: Nullable(Type.String()),
  toll_parking_costs: AmountSchema,
  public_transport_costs: AmountSchema,
  total_forced_amount: AmountSchema,
  /** Sum of the lines, computed by the server. */
  total_amount: AmountSchema,
  /** What is paid: the forced total when above 0, else total_amount. */
  amount: AmountSchema,
  receipts: Type.Array(ReceiptSchema),
  history: Type.Array(ExpenseHistoryEntrySchema),
  created_at: DateTimeSchema,
  updated_at: DateTimeSchema,
});
export type ExpenseDetail = Static<typeof ExpenseDetailSchema>;

/** What the caller may do on this expense (the server enforces the same rules on every write). */
export const ExpenseRightsSchema = Type.Object({
  /** No expense yet, and the caller may create one ('Créer'). */
  can_create: Type.Boolean(),
  /** The lines can be changed and saved. */
  can_edit: Type.Boolean(),
  /** 'À payer' is offered (a save with status 2). */
  can_set_to_pay: Type.Boolean(),
  /** 'Enregistrer' keeps status 1 (En cours); false for the administrator editing an expense À payer. */
  can_save_in_progress: Type.Boolean(),
  /** 'Modifier': an expense À payer back to En cours. */
  can_reopen: Type.Boolean(),
  /** 'En attente de pièces': a manager asks the owner for receipts (from En cours or À payer). */
  can_await_receipts: Type.Boolean(),
  can_force_total: Type.Boolean(),
  can_force_transport: Type.Boolean(),
  /** Why nothing can be changed, when so. */
  read_only_reason: Nullable(Type.String()),
});
export type ExpenseRights = Static<typeof ExpenseRightsSchema>;

/** GET /api/training-expenses/by-training/{trainingId}/profiles/{profileId}: the side panel of one person. */
export const ExpensePanelSchema = Type.Object({
  training: Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    training_status_id: Type.Integer(),
    closed: Type.Boolean(),
    is_visio: Type.Boolean(),
    transportation_fees: Type.Boolean(),
    accommodation: Type.Boolean(),
    dinners: Type.Integer(),
    number_of_round_trips: Type.Integer(),
    place: Nullable(Type.String()),
  }),
  person: Type.Object({
    profile_id: Type.Integer(),
    name: Type.String(),
    role: RoleSlugSchema,
    role_name: Type.String(),
    /** Teacher or supervisor of the training (else a trainee). */
    on_team: Type.Boolean(),
    commune: Nullable(Type.String()),
    vehicle_category_id: Nullable(Type.Integer()),
    /** Transport reimbursed: a trainee's `reimbursed`, a team member's `reimbursed_transportation`. */
    reimbursed: Type.Boolean(),
    needs_accommodation: Type.Boolean(),
    /** Both communes (the person's and the training place's) have a position: the distance is computed; else it is typed. */
    distance_known: Type.Boolean(),
  }),
  /** Which lines apply to this person on this training: the panel shows these, the total counts these. */
  allows: Type.Object({
    transport: Type.Boolean(),
    toll_parking: Type.Boolean(),
    public_transport: Type.Boolean(),
    evening_meals: Type.Boolean(),
    accommodation: Type.Boolean(),
    other: Type.Boolean(),
  }),
  /** Evening meals: the cap per meal and the maximum (cap × dinners of the training). */
  meals: Type.Object({ cap_amount: AmountSchema, maximum: AmountSchema }),
  expense: Nullable(ExpenseDetailSchema),
  rights: ExpenseRightsSchema,
});
export type ExpensePanel = Static<typeof ExpensePanelSchema>;

export const ExpenseSavedSchema = Type.Object({ message: Type.String(), expense: ExpenseDetailSchema });
export type ExpenseSaved = Static<typeof ExpenseSavedSchema>;

export const TrainingExpensesParamsSchema = Type.Object(
  { trainingId: Type.Integer({ minimum: 1, maximum: 2147483647 }) },
  { additionalProperties: false },
);

/** A row of the Défraiements tab: one person of the training and the summary of their expense. */
export const TrainingExpenseRowSchema = Type.Object({
  profile_id: Type.Integer(),
  expense_id: Nullable(Type.Integer()),
  username: Type.String(),
  role: RoleSlugSchema,
  role_name: Type.String(),
  on_team: Type.Boolean(),
  /** A trainee's registration is validated (the switches apply to trainees only). */
  registration_status_id: Nullable(Type.Integer()),
  vehicle_registration_file_url: Nullable(Type.String()),
  /** Reimbursement requested: a trainee's `reimbursed`, a team member's `reimbursed_transportation`. */
  reimbursed: Type.Boolean(),
  needs_accommodation: Type.Boolean(),
  expense_status: Nullable(NamedItemSchema),
  payment_order_number: Nullable(Type.String()),
  payment_reference: Nullable(Type.String()),
  total_forced_amount: Nullable(AmountSchema),
  amount: Nullable(AmountSchema),
  /** 'Détail' is offered: teachers, supervisors, and trainees whose reimbursed flag is on. */
  detail_available: Type.Boolean(),
});
export type TrainingExpenseRow = Static<typeof TrainingExpenseRowSchema>;

/** GET /api/training-expenses/by-training/{trainingId}. */
export const TrainingExpensesSchema = Type.Object({
  training: Type.Object({ id: Type.Integer(), title: Type.String(), closed: Type.Boolean() }),
  counters: Type.Object({
    /** Dinners offered by the training, and the people who take them (accommodation). */
    dinners: Type.Integer(),
    round_trips: Type.Integer(),
    accommodation: Type.Boolean(),
    accommodated_people: Type.Integer(),
  }),
  /** The training's real figures, summed by the server (amounts as decimal text). */
  indicators: Type.Object({
    requested: AmountSchema,
    to_pay: AmountSchema,
    paid: AmountSchema,
    expenses: Type.Integer(),
  }),
  people: Type.Array(TrainingExpenseRowSchema),
});
export type TrainingExpenses = Static<typeof TrainingExpensesSchema>;

/** GET /api/training-expense-statuses: the statuses of an expense. */
export const ExpenseStatusListSchema = Type.Array(NamedItemSchema);

export const ExpenseStatusParamsSchema = Type.Object(
  { statusId: Type.Integer({ minimum: 1, maximum: 2147483647 }) },
  { additionalProperties: false },
);

/** POST /api/training-expense-statuses/{statusId}/attach: gives that status to the expense. */
export const ExpenseStatusAttachSchema = Type.Object(
  { training_expense_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) },
  { additionalProperties: false },
);
export type ExpenseStatusAttach = Static<typeof ExpenseStatusAttachSchema>;

/** GET …/calculate-evening-meals?distance=: the distance in km to weigh instead of the communes'. */
export const EveningMealsQuerySchema = Type.Object(
  { distance: Type.Optional(Type.Number({ minimum: 0, maximum: 100000 })) },
  { additionalProperties: false },
);

/** Meal calculation result: the cap of one meal and the meals the person may claim (cap × dinners, or 0). */
export const EveningMealsCalculationSchema = Type.Object({
  cap_amount: AmountSchema,
  evening_meals_cost: AmountSchema,
  /** Whether meals apply (accommodation beyond 50 km asked, dinners offered). */
  applies: Type.Boolean(),
});
export type EveningMealsCalculation = Static<typeof EveningMealsCalculationSchema>;

/** An expense already in payment or paid whose amounts hold lines that do not apply ('Montants à vérifier'). */
export const ExpenseToCheckSchema = Type.Object({
  expense_id: Type.Integer(),
  training_id: Type.Integer(),
  training_title: Type.String(),
  profile_id: Type.Integer(),
  profile_name: Type.String(),
  status: NamedItemSchema,
  /** The amount in payment or paid. */
  amount: AmountSchema,
  /** The sum of the lines that apply. */
  counted_total: AmountSchema,
  /** The lines that hold an amount although they do not apply. */
  lines: Type.Array(Type.Object({ line: Literals(EXPENSE_LINES), amount: AmountSchema })),
});
export type ExpenseToCheck = Static<typeof ExpenseToCheckSchema>;

/* ---------- Endpoints ---------- */

export const expenseEndpoints = endpoints({
  /** A person's expense claim for a training, with its lines and receipts; null while there is none (an expected answer, not an error). */
  'GET /training/:trainingId/profile/:profileId/expense': {
    params: ExpenseParamsSchema,
    responses: { 200: Nullable(OwnExpenseSchema), ...ErrorResponses(400, 401, 403, 404) },
  },
  /** Adds a line to an expense claim. */
  'POST /training-expenses': {
    body: ExpenseCreateSchema,
    responses: { 201: ExpenseCreatedSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** Deletes a line of an expense claim. */
  'DELETE /training-expenses/:id': {
    params: IdParamsSchema,
    responses: { 200: MessageSchema, ...ErrorResponses(400, 401, 403, 404, 422) },
  },
  /** Adds receipts to an expense claim (multipart: training_expense_id, receipts[i][file], receipts[i][description]). */
  'POST /receipts': {
    multipart: true,
    responses: { 201: ReceiptsAddedSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  'DELETE /receipts/:id': {
    params: IdParamsSchema,
    responses: { 200: MessageSchema, ...ErrorResponses(400, 401, 403, 404, 422) },
  },
  /** The Défraiements tab: people of the training with their expense, counters and indicators. */
  'GET /training-expenses/by-training/:trainingId': {
    params: TrainingExpensesParamsSchema,
    responses: { 200: TrainingExpensesSchema, ...ErrorResponses(400, 401, 403, 404) },
  },
  /** The expense side panel of one person on one training (expense null: creation mode). */
  'GET /training-expenses/by-training/:trainingId/profiles/:profileId': {
    params: ExpenseParamsSchema,
    responses: { 200: ExpensePanelSchema, ...ErrorResponses(400, 401, 403, 404) },
  },
  /** An expense with its computed parts and history. */
  'GET /training-expenses/:id': {
    params: IdParamsSchema,
    responses: { 200: ExpenseDetailSchema, ...ErrorResponses(400, 401, 403, 404) },
  },
  /** Saves the lines of an expense (status 1 Enregistrer or 2 À payer); transport computed by the server. */
  'PUT /training-expenses/:id': {
    params: IdParamsSchema,
    body: ExpenseUpdateSchema,
    responses: { 200: ExpenseSavedSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** Changes only the status: 'Modifier' (À payer → En cours), 'À payer' or 'En attente de pièces'. */
  'PATCH /training-expenses/:id/status': {
    params: IdParamsSchema,
    body: ExpenseStatusChangeSchema,
    responses: { 200: ExpenseSavedSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** Transport of a person to a training: distance between the communes × allowance per km (a 400 carries why not). */
  'PATCH /trainings-expenses/:trainingId/profiles/:profileId/calculate-transport-cost': {
    params: TransportParamsSchema,
    body: TransportCalculationBodySchema,
    responses: { 200: TransportCalculationSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** The statuses of an expense. */
  'GET /training-expense-statuses': { responses: { 200: ExpenseStatusListSchema, ...ErrorResponses(400, 401, 403) } },
  /** Gives a status to an expense: 'Modifier' (1) or 'À payer' (2), as PATCH …/status. */
  'POST /training-expense-statuses/:statusId/attach': {
    params: ExpenseStatusParamsSchema,
    body: ExpenseStatusAttachSchema,
    responses: { 200: ExpenseSavedSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** The evening meals a person may claim on a training (optional distance in km). */
  'GET /training-expenses/:trainingId/:profileId/calculate-evening-meals': {
    params: ExpenseParamsSchema,
    query: EveningMealsQuerySchema,
    responses: { 200: EveningMealsCalculationSchema, ...ErrorResponses(400, 401, 403, 404) },
  },
  /** Expenses in payment or paid whose amounts hold lines that do not apply, for the administrateur to check. */
  'GET /training-expense-checks': { responses: { 200: Type.Array(ExpenseToCheckSchema), ...ErrorResponses(400, 401, 403) } },
  /** A receipt's file. */
  'GET /receipts/:id/file': {
    params: IdParamsSchema,
    file: true,
    responses: { 200: Type.String({ description: 'Contenu du fichier' }), ...ErrorResponses(400, 401, 403, 404) },
  },
});
