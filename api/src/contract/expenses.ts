/** A person's own expense for a training and its receipts (spec 001 "Remboursements", spec 002 §3, §4, §7). */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, ErrorResponses, IdParamsSchema, MessageSchema, NamedItemSchema } from './common';
import { endpoints } from './endpoint';
export { RECEIPT_MAX_KB, MAX_RECEIPTS_PER_UPLOAD } from './constants/limits';

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
} as const;

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

/* ---------- Endpoints ---------- */

export const expenseEndpoints = endpoints({
  /** A person's expense claim for a training, with its lines and receipts. */
  'GET /training/:trainingId/profile/:profileId/expense': {
    params: ExpenseParamsSchema,
    responses: { 200: OwnExpenseSchema, ...ErrorResponses(400, 401, 403, 404) },
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
  /** A receipt's file. */
  'GET /receipts/:id/file': {
    params: IdParamsSchema,
    file: true,
    responses: { 200: Type.String({ description: 'Contenu du fichier' }), ...ErrorResponses(400, 401, 403, 404) },
  },
});
