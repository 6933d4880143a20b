/**
 * A person's own expense for a training and its receipts (the trainee's 'Remboursements' tab):
 * read, create (status 1 En cours), delete; receipts uploaded as multipart (type by content, size),
 * deleted, and served to the owner and the managers. Rules in scopes.ts. The dashboards' expense
 * panels (under /trainings) are in panel-routes.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { MessageResponse } from '../../contract/common';
import {
  EXPENSE_MESSAGES,
  MAX_RECEIPTS_PER_UPLOAD,
  RECEIPT_MAX_KB,
  type ExpenseCreated,
  type OwnExpense,
  type ReceiptsAdded,
} from '../../contract/expenses';
import { CAN_CLAIM_EXPENSES } from '../../contract/roles';
import { EXPENSE_STATUS, REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import type * as s from '../../db/schema';
import type { AuthContext } from '../../lib/auth-sessions';
import { HttpError, isUniqueViolation, MESSAGES, validationError } from '../../lib/errors';
import { integerField, readMultipart } from '../../lib/multipart';
import { checkUpload, FILE_TYPES, type FileType, type StoredFile } from '../../lib/storage';
import { contentDisposition, storedFileDisposition } from '../../lib/content-disposition';
import { iso } from '../../lib/values';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireAuth } from '../../plugins/auth';
import { filesStorage } from '../profiles';
import {
  deleteExpense,
  deleteReceipt,
  findExpense,
  findReceipt,
  findTrainingStatus,
  insertExpense,
  insertReceipts,
  participation,
  profileExists,
  receiptsOf,
} from './queries';
import expensePanelRoutes from './panel-routes';
import expenseCheckRoutes from './check-routes';
import staffExpenseRoutes, { recordExpenseCreated } from './staff-routes';
import { toReceipt } from './receipts';
import { expenseDeletable, expenseWritable, hasExpenseRight, mayUseExpenseOf, needsValidatedRegistration } from './scopes';

const TAGS = ['Défraiements'];
const RECEIPT_TYPES: FileType[] = ['pdf', 'png', 'jpeg'];
const RECEIPT_FIELD = /^receipts\[(\d+)\]\[(file|description)\]$/;

const expenseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(expensePanelRoutes);
  await app.register(staffExpenseRoutes);
  await app.register(expenseCheckRoutes);
  const storage = filesStorage(app.config);

  /** Streams a stored receipt (its schema is the file's bytes, not JSON). */
  async function sendReceipt(reply: FastifyReply, receipt: typeof s.receipts.$inferSelect) {
    const file = await storage.openStored(receipt.file_key);
    return reply
      .type(file.mime)
      .header('content-length', file.size)
      .header('content-disposition', contentDisposition(storedFileDisposition(file.mime), `justificatif-${receipt.id}.${FILE_TYPES[file.type].ext}`))
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  }

  type Found = NonNullable<Awaited<ReturnType<typeof findExpense>>>;

  /** 404 for an unknown expense, 403 when it is not the caller's (nor the caller a manager). */
  async function expenseFor(auth: AuthContext, id: number): Promise<Found> {
    const found = await findExpense(app.db, { id });
    if (!found) throw new HttpError(404, MESSAGES.notFound);
    if (!mayUseExpenseOf(auth, found.expense.profile_id)) throw new HttpError(403, MESSAGES.forbidden);
    return found;
  }

  const rulesOf = (found: Found) => ({ statusId: found.expense.training_expense_status_id, trainingStatusId: found.training_status_id });

  /** Receipts can be changed: the expense is open to the caller, and a trainee's registration is validated. */
  async function assertWritable(auth: AuthContext, found: Found): Promise<void> {
    if (!expenseWritable(auth, rulesOf(found))) throw new HttpError(422, EXPENSE_MESSAGES.readOnly);
    if (needsValidatedRegistration(auth)) {
      const part = await participation(app.db, found.expense.training_id, found.expense.profile_id);
      if (part.registrationStatusId !== REGISTRATION_STATUS.valide) throw new HttpError(422, EXPENSE_MESSAGES.registrationNotValidated);
    }
  }

  app.route({
    ...endpointRoute('GET /training/:trainingId/profile/:profileId/expense', {
      roles: CAN_CLAIM_EXPENSES,
      tags: TAGS,
      summary: 'Le défraiement d’une personne pour une formation et ses justificatifs (null : aucun pour le moment)',
    }),
    handler: async (request): Promise<OwnExpense | null> => {
      const auth = requireAuth(request);
      const { trainingId, profileId } = request.params;
      if ((await findTrainingStatus(app.db, trainingId)) === null || !(await profileExists(app.db, profileId))) {
        throw new HttpError(404, MESSAGES.notFound);
      }
      if (!mayUseExpenseOf(auth, profileId)) throw new HttpError(403, MESSAGES.forbidden);
      const found = await findExpense(app.db, { trainingId, profileId });
      if (!found) return null;
      const e = found.expense;
      return {
        id: e.id,
        training_id: e.training_id,
        profile_id: e.profile_id,
        training_expense_status_id: e.training_expense_status_id,
        status: { id: e.training_expense_status_id, name: found.status_name },
        receipts: (await receiptsOf(app.db, [e.id])).map(toReceipt),
        read_only: !expenseWritable(auth, rulesOf(found)),
        deletable: expenseDeletable(rulesOf(found)),
        created_at: iso(e.created_at),
      };
    },
  });

  app.route({
    ...endpointRoute('POST /training-expenses', {
      roles: CAN_CLAIM_EXPENSES,
      tags: TAGS,
      summary: 'Création d’un défraiement « En cours » (stagiaire validé ou membre de l’équipe de la formation)',
    }),
    handler: async (request, reply): Promise<ExpenseCreated> => {
      const auth = requireAuth(request);
      const { training_id: trainingId, profile_id: profileId } = request.body;
      const trainingStatus = await findTrainingStatus(app.db, trainingId);
      if (trainingStatus === null || !(await profileExists(app.db, profileId))) throw new HttpError(404, MESSAGES.notFound);
      if (!mayUseExpenseOf(auth, profileId)) throw new HttpError(403, MESSAGES.forbidden);
      if (trainingStatus === TRAINING_STATUS.closed) throw new HttpError(422, EXPENSE_MESSAGES.readOnly);
      const part = await participation(app.db, trainingId, profileId);
      if (!hasExpenseRight(part)) {
        throw new HttpError(422, part.registrationStatusId === null ? EXPENSE_MESSAGES.notParticipant : EXPENSE_MESSAGES.registrationNotValidated);
      }
      if (await findExpense(app.db, { trainingId, profileId })) throw new HttpError(422, EXPENSE_MESSAGES.alreadyExists);
      let id: number;
      try {
        id = await app.db.transaction(async (tx) => {
          const created = await insertExpense(tx, { training_id: trainingId, profile_id: profileId, training_expense_status_id: EXPENSE_STATUS.inProgress });
          await recordExpenseCreated(tx, auth, created, EXPENSE_STATUS.inProgress);
          return created;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new HttpError(422, EXPENSE_MESSAGES.alreadyExists);
        throw err;
      }
      reply.code(201);
      return { message: EXPENSE_MESSAGES.created, id };
    },
  });

  app.route({
    ...endpointRoute('DELETE /training-expenses/:id', {
      roles: CAN_CLAIM_EXPENSES,
      tags: TAGS,
      summary: 'Suppression d’un défraiement « En cours » et de ses justificatifs',
    }),
    handler: async (request): Promise<MessageResponse> => {
      const auth = requireAuth(request);
      const found = await expenseFor(auth, request.params.id);
      if (!expenseDeletable(rulesOf(found))) throw new HttpError(422, EXPENSE_MESSAGES.onlyInProgressDeletable);
      const files = await receiptsOf(app.db, [found.expense.id]);
      await deleteExpense(app.db, found.expense.id);
      for (const file of files) await storage.deleteStored(file.file_key);
      return { message: EXPENSE_MESSAGES.expenseDeleted };
    },
  });

  app.route({
    ...endpointRoute('POST /receipts', {
      roles: CAN_CLAIM_EXPENSES,
      tags: TAGS,
      summary: 'Ajout de justificatifs (multipart : training_expense_id, receipts[i][file], receipts[i][description])',
    }),
    handler: async (request, reply): Promise<ReceiptsAdded> => {
      const auth = requireAuth(request);
      const body = await readMultipart(request);
      const expenseId = integerField(body, 'training_expense_id');
      if (expenseId === undefined) throw validationError('Ce champ est obligatoire.', { training_expense_id: ['Ce champ est obligatoire.'] });
      const found = await expenseFor(auth, expenseId);
      await assertWritable(auth, found);

      const uploads = new Map<number, { buffer?: Buffer; description?: string }>();
      for (const file of body.files) {
        const match = RECEIPT_FIELD.exec(file.field);
        if (match?.[2] === 'file') uploads.set(Number(match[1]), { ...uploads.get(Number(match[1])), buffer: file.buffer });
      }
      for (const [field, value] of body.fields) {
        const match = RECEIPT_FIELD.exec(field);
        if (match?.[2] === 'description') uploads.set(Number(match[1]), { ...uploads.get(Number(match[1])), description: value.trim().slice(0, 255) });
      }
      const entries = [...uploads].filter(([, u]) => u.buffer).sort(([a], [b]) => a - b);
      if (entries.length === 0) throw validationError(EXPENSE_MESSAGES.noReceipt, { receipts: [EXPENSE_MESSAGES.noReceipt] });
      if (entries.length > MAX_RECEIPTS_PER_UPLOAD) throw validationError(EXPENSE_MESSAGES.tooManyReceipts, { receipts: [EXPENSE_MESSAGES.tooManyReceipts] });
      // Every file is checked before any is stored: a refused upload stores nothing.
      const maxBytes = RECEIPT_MAX_KB * 1024;
      for (const [index, u] of entries) checkUpload({ buffer: u.buffer!, allowed: RECEIPT_TYPES, maxBytes, field: `receipts.${index}.file` });
      const stored: StoredFile[] = [];
      try {
        for (const [index, u] of entries) {
          stored.push(await storage.saveUpload({ buffer: u.buffer!, allowed: RECEIPT_TYPES, maxBytes, field: `receipts.${index}.file` }));
        }
        const rows = await insertReceipts(
          app.db,
          entries.map(([, u], i) => ({
            training_expense_id: found.expense.id,
            description: u.description || null,
            file_key: stored[i].key,
            mime_type: FILE_TYPES[stored[i].type].mime,
          })),
        );
        reply.code(201);
        return { message: EXPENSE_MESSAGES.receiptAdded, receipts: rows.map(toReceipt) };
      } catch (err) {
        for (const file of stored) await storage.deleteStored(file.key);
        throw err;
      }
    },
  });

  /** The receipt and its expense, when the caller may use them. */
  async function receiptFor(auth: AuthContext, receiptId: number) {
    const receipt = await findReceipt(app.db, receiptId);
    if (!receipt) throw new HttpError(404, MESSAGES.notFound);
    return { receipt, found: await expenseFor(auth, receipt.training_expense_id) };
  }

  app.route({
    ...endpointRoute('DELETE /receipts/:id', {
      roles: CAN_CLAIM_EXPENSES,
      tags: TAGS,
      summary: 'Suppression d’un justificatif',
    }),
    handler: async (request): Promise<MessageResponse> => {
      const auth = requireAuth(request);
      const { receipt, found } = await receiptFor(auth, request.params.id);
      await assertWritable(auth, found);
      await deleteReceipt(app.db, receipt.id);
      await storage.deleteStored(receipt.file_key);
      return { message: EXPENSE_MESSAGES.receiptDeleted };
    },
  });

  app.route({
    ...endpointRoute('GET /receipts/:id/file', {
      roles: CAN_CLAIM_EXPENSES,
      tags: TAGS,
      summary: 'Le fichier d’un justificatif (son titulaire et les gestionnaires)',
    }),
    handler: async (request, reply) => {
      const { receipt } = await receiptFor(requireAuth(request), request.params.id);
      return sendReceipt(reply, receipt);
    },
  });
};

export default expenseRoutes;
