/**
 * Complaints and improvement actions. Anyone logged in files a complaint (acknowledged by email in the
 * same transaction) and reads their own with the answers; the administrateur and the gestionnaire list
 * them by status, move them along the transitions table, answer them (the answer is emailed and closes
 * the complaint) and keep the improvement actions (what, who, by when, done) born of a complaint, of a
 * training's evaluation results or of anything else.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MessageResponse, Paged } from '../../contract/common';
import {
  canAnswerComplaint,
  canMoveComplaint,
  COMPLAINT_ANSWERED_STATUS,
  COMPLAINT_MESSAGES,
  COMPLAINT_TRANSITIONS,
  COMPLAINTS_PER_PAGE,
  IMPROVEMENT_ACTIONS_PER_PAGE,
  IMPROVEMENT_MESSAGES,
  MY_COMPLAINTS_PER_PAGE,
  type ComplaintDetail,
  type ComplaintFiled,
  type ComplaintListItem,
  type ComplaintStatus,
  type ImprovementAction,
  type ImprovementOrigin,
  type OwnComplaint,
  type PersonRef,
  type TrainingRef,
} from '../../contract/complaints';
import { CAN_FILE_COMPLAINTS, CAN_HANDLE_COMPLAINTS } from '../../contract/roles';
import type { DbOrTx } from '../../db/client';
import { HttpError, validationError } from '../../lib/errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { pagedList, parsePage } from '../../lib/paging';
import { iso, isoOrNull } from '../../lib/values';
import { requireAuth } from '../../plugins/auth';
import { complaintAcknowledgementEmail, complaintAnswerEmail, myComplaintsLink } from './emails';
import {
  actionById,
  actionOwners,
  actionsOfComplaint,
  complaintDetailRow,
  countActions,
  countComplaints,
  countMyComplaints,
  deleteAction,
  insertAction,
  insertComplaint,
  isActionOwner,
  isTrainingOfUser,
  listActions,
  listComplaints,
  listMyComplaints,
  lockComplaint,
  ownComplaint,
  trainingExists,
  trainingsOfUser,
  updateAction,
  updateComplaint,
  userContact,
  type ActionInsert,
  type OwnComplaintRow,
} from './queries';

const TAGS = ['Réclamations'];

type TrainingJson = { id: number; title: string; start_date: string | Date } | null;
const toTrainingRef = (t: TrainingJson): TrainingRef | null => (t ? { id: t.id, title: t.title, start_date: iso(new Date(t.start_date)) } : null);
const asStatus = (value: string) => value as ComplaintStatus;

function toOwn(r: OwnComplaintRow): OwnComplaint {
  return {
    id: r.id,
    subject: r.subject,
    text: r.text,
    training: toTrainingRef(r.training),
    status: asStatus(r.status),
    answer: r.answer,
    answered_at: isoOrNull(r.answered_at),
    created_at: iso(r.created_at),
  };
}

type ListRow = Awaited<ReturnType<typeof listComplaints>>[number];
function toListItem(r: ListRow): ComplaintListItem {
  return {
    id: r.id,
    subject: r.subject,
    author: { user_id: r.author_user_id, name: r.author_name },
    author_role: r.author_role,
    training: toTrainingRef(r.training),
    status: asStatus(r.status),
    created_at: iso(r.created_at),
    answered_at: isoOrNull(r.answered_at),
    actions_count: Number(r.actions_count),
  };
}

type ActionRow = NonNullable<Awaited<ReturnType<typeof actionById>>>;
function toAction(r: ActionRow): ImprovementAction {
  return {
    id: r.id,
    what: r.what,
    owner: r.owner_user_id !== null && r.owner_user_name !== null ? { user_id: r.owner_user_id, name: r.owner_user_name } : null,
    owner_name: r.owner_name,
    due_date: r.due_date,
    done_at: isoOrNull(r.done_at),
    origin: r.origin as ImprovementOrigin,
    complaint: r.complaint_id !== null && r.complaint_subject !== null ? { id: r.complaint_id, subject: r.complaint_subject } : null,
    training: toTrainingRef(r.training),
    created_at: iso(r.created_at),
  };
}

async function complaintDetail(db: DbOrTx, id: number): Promise<ComplaintDetail> {
  const row = await complaintDetailRow(db, id);
  if (!row) throw new HttpError(404, COMPLAINT_MESSAGES.notFound);
  const status = asStatus(row.status);
  return {
    ...toListItem(row),
    text: row.text,
    author_email: row.author_email,
    answer: row.answer,
    answered_by: row.answered_by_id !== null && row.answered_by_name !== null ? { user_id: row.answered_by_id, name: row.answered_by_name } : null,
    next_statuses: [...COMPLAINT_TRANSITIONS[status]],
    actions: (await actionsOfComplaint(db, id)).map(toAction),
  };
}

/** A text field trimmed; blank refused with its field's message. */
function required(value: string, field: string, message: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw validationError(COMPLAINT_MESSAGES.invalid, { [field]: [message] });
  return trimmed;
}

function validDay(value: string): boolean {
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Who carries an action: a team member (checked) or a name, exactly one of them. */
async function ownerOf(db: DbOrTx, userId: number | null | undefined, name: string | null | undefined) {
  const written = name?.trim() || null;
  if ((userId ?? null) === null && written === null) throw validationError(COMPLAINT_MESSAGES.invalid, { owner_user_id: [IMPROVEMENT_MESSAGES.ownerRequired] });
  if (userId != null) {
    if (!(await isActionOwner(db, userId))) throw validationError(COMPLAINT_MESSAGES.invalid, { owner_user_id: [IMPROVEMENT_MESSAGES.ownerNotStaff] });
    return { owner_user_id: userId, owner_name: null };
  }
  return { owner_user_id: null, owner_name: written };
}

const complaintRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const link = () => myComplaintsLink(app.config.publicUrl);

  app.route({
    ...endpointRoute('POST /complaints', { roles: CAN_FILE_COMPLAINTS, tags: TAGS, summary: 'Faire une réclamation (accusé de réception envoyé par email)' }),
    handler: async (request, reply): Promise<ComplaintFiled> => {
      const auth = requireAuth(request);
      const subject = required(request.body.subject, 'subject', COMPLAINT_MESSAGES.subjectRequired);
      const text = required(request.body.text, 'text', COMPLAINT_MESSAGES.textRequired);
      const trainingId = request.body.training_id ?? null;
      const complaint = await app.db.transaction(async (tx) => {
        if (trainingId !== null && (auth.profileId === null || !(await isTrainingOfUser(tx, auth.profileId, trainingId)))) {
          throw validationError(COMPLAINT_MESSAGES.invalid, { training_id: [COMPLAINT_MESSAGES.notYourTraining] });
        }
        const id = await insertComplaint(tx, { user_id: auth.userId, profile_id: auth.profileId, training_id: trainingId, subject, text });
        const row = (await ownComplaint(tx, id))!;
        const contact = (await userContact(tx, auth.userId))!;
        await app.mail.send(
          complaintAcknowledgementEmail({ to: contact, subject, createdAt: row.created_at, trainingTitle: row.training?.title ?? null, link: link() }),
          { db: tx },
        );
        return row;
      });
      reply.code(201);
      return { message: COMPLAINT_MESSAGES.filed, complaint: toOwn(complaint) };
    },
  });

  app.route({
    ...endpointRoute('GET /complaints/mine', { roles: CAN_FILE_COMPLAINTS, tags: TAGS, summary: 'Mes réclamations et leurs réponses, les plus récentes d’abord' }),
    handler: async (request): Promise<Paged<OwnComplaint>> => {
      const auth = requireAuth(request);
      return pagedList(parsePage(request.query, MY_COMPLAINTS_PER_PAGE), {
        rows: async (window) => (await listMyComplaints(app.db, auth.userId, window)).map(toOwn),
        count: () => countMyComplaints(app.db, auth.userId),
      });
    },
  });

  app.route({
    ...endpointRoute('GET /complaints/trainings', { roles: CAN_FILE_COMPLAINTS, tags: TAGS, summary: 'Les formations qu’une réclamation peut viser (inscription ou équipe)' }),
    handler: async (request): Promise<TrainingRef[]> => {
      const auth = requireAuth(request);
      if (auth.profileId === null) return [];
      return (await trainingsOfUser(app.db, auth.profileId)).map((t) => ({ id: t.id, title: t.title, start_date: iso(t.start_date) }));
    },
  });

  app.route({
    ...endpointRoute('GET /complaints', { roles: CAN_HANDLE_COMPLAINTS, tags: TAGS, summary: 'Réclamations, les plus récentes d’abord, filtrées par statut' }),
    handler: async (request): Promise<Paged<ComplaintListItem>> => {
      const status = request.query.status;
      return pagedList(parsePage(request.query, COMPLAINTS_PER_PAGE), {
        rows: async (window) => (await listComplaints(app.db, status, window)).map(toListItem),
        count: () => countComplaints(app.db, status),
      });
    },
  });

  app.route({
    ...endpointRoute('GET /complaints/:id', { roles: CAN_HANDLE_COMPLAINTS, tags: TAGS, summary: 'Une réclamation, sa réponse et ses actions d’amélioration' }),
    handler: async (request): Promise<ComplaintDetail> => complaintDetail(app.db, request.params.id),
  });

  app.route({
    ...endpointRoute('PATCH /complaints/:id/status', { roles: CAN_HANDLE_COMPLAINTS, tags: TAGS, summary: 'Changer le statut d’une réclamation (table des transitions)' }),
    handler: async (request): Promise<ComplaintDetail> => {
      const to = request.body.status;
      return app.db.transaction(async (tx) => {
        const complaint = await lockComplaint(tx, request.params.id);
        if (!complaint) throw new HttpError(404, COMPLAINT_MESSAGES.notFound);
        const from = asStatus(complaint.status);
        if (from === 'traitee') throw new HttpError(422, COMPLAINT_MESSAGES.alreadyClosed);
        // 'Traitée' comes with an answer, given through the answer route.
        if (to === COMPLAINT_ANSWERED_STATUS || !canMoveComplaint(from, to)) throw new HttpError(422, COMPLAINT_MESSAGES.transitionRefused);
        await updateComplaint(tx, complaint.id, { status: to });
        return complaintDetail(tx, complaint.id);
      });
    },
  });

  app.route({
    ...endpointRoute('POST /complaints/:id/answer', { roles: CAN_HANDLE_COMPLAINTS, tags: TAGS, summary: 'Répondre à une réclamation (réponse envoyée par email, réclamation traitée)' }),
    handler: async (request): Promise<ComplaintDetail> => {
      const auth = requireAuth(request);
      const answer = required(request.body.answer, 'answer', COMPLAINT_MESSAGES.answerRequired);
      return app.db.transaction(async (tx) => {
        const complaint = await lockComplaint(tx, request.params.id);
        if (!complaint) throw new HttpError(404, COMPLAINT_MESSAGES.notFound);
        if (!canAnswerComplaint(asStatus(complaint.status))) throw new HttpError(422, COMPLAINT_MESSAGES.alreadyClosed);
        await updateComplaint(tx, complaint.id, { status: COMPLAINT_ANSWERED_STATUS, answer, answered_by: auth.userId, answered_at: new Date() });
        const detail = await complaintDetail(tx, complaint.id);
        const contact = (await userContact(tx, complaint.user_id))!;
        await app.mail.send(
          complaintAnswerEmail({ to: contact, subject: complaint.subject, createdAt: complaint.created_at, trainingTitle: detail.training?.title ?? null, link: link(), answer }),
          { db: tx },
        );
        return detail;
      });
    },
  });

  app.route({
    ...endpointRoute('GET /improvement-actions', { roles: CAN_HANDLE_COMPLAINTS, tags: TAGS, summary: 'Actions d’amélioration : à faire d’abord, par échéance ; filtres état et origine' }),
    handler: async (request): Promise<Paged<ImprovementAction>> => {
      const filter = { state: request.query.state, origin: request.query.origin };
      return pagedList(parsePage(request.query, IMPROVEMENT_ACTIONS_PER_PAGE), {
        rows: async (window) => (await listActions(app.db, filter, window)).map(toAction),
        count: () => countActions(app.db, filter),
      });
    },
  });

  app.route({
    ...endpointRoute('GET /improvement-actions/owners', { roles: CAN_HANDLE_COMPLAINTS, tags: TAGS, summary: 'Les membres de l’équipe qui peuvent porter une action' }),
    handler: async (): Promise<PersonRef[]> => actionOwners(app.db),
  });

  app.route({
    ...endpointRoute('POST /improvement-actions', { roles: CAN_HANDLE_COMPLAINTS, tags: TAGS, summary: 'Ouvrir une action d’amélioration' }),
    handler: async (request, reply): Promise<ImprovementAction> => {
      const auth = requireAuth(request);
      const body = request.body;
      const what = required(body.what, 'what', IMPROVEMENT_MESSAGES.whatRequired);
      if (!validDay(body.due_date)) throw validationError(COMPLAINT_MESSAGES.invalid, { due_date: [IMPROVEMENT_MESSAGES.dueDateInvalid] });
      const id = await app.db.transaction(async (tx) => {
        const who = await ownerOf(tx, body.owner_user_id, body.owner_name);
        const values: ActionInsert = { what, ...who, due_date: body.due_date, origin: body.origin, created_by: auth.userId, complaint_id: null, training_id: body.training_id ?? null };
        if (body.origin === 'complaint') {
          if (body.complaint_id == null) throw validationError(COMPLAINT_MESSAGES.invalid, { complaint_id: [IMPROVEMENT_MESSAGES.complaintRequired] });
          const complaint = await complaintDetailRow(tx, body.complaint_id);
          if (!complaint) throw new HttpError(404, IMPROVEMENT_MESSAGES.complaintNotFound);
          // An action of a complaint about a training is also that training's.
          values.complaint_id = complaint.id;
          values.training_id = complaint.training?.id ?? values.training_id;
        } else if (body.origin === 'survey' && values.training_id == null) {
          throw validationError(COMPLAINT_MESSAGES.invalid, { training_id: [IMPROVEMENT_MESSAGES.trainingRequired] });
        }
        if (values.training_id != null && !(await trainingExists(tx, values.training_id))) throw new HttpError(404, IMPROVEMENT_MESSAGES.trainingNotFound);
        return insertAction(tx, values);
      });
      reply.code(201);
      return toAction((await actionById(app.db, id))!);
    },
  });

  app.route({
    ...endpointRoute('PATCH /improvement-actions/:id', { roles: CAN_HANDLE_COMPLAINTS, tags: TAGS, summary: 'Modifier une action d’amélioration, la marquer faite ou à faire' }),
    handler: async (request): Promise<ImprovementAction> => {
      const body = request.body;
      const existing = await actionById(app.db, request.params.id);
      if (!existing) throw new HttpError(404, IMPROVEMENT_MESSAGES.notFound);
      const patch: Partial<ActionInsert> = {};
      if (body.what !== undefined) patch.what = required(body.what, 'what', IMPROVEMENT_MESSAGES.whatRequired);
      if (body.due_date !== undefined) {
        if (!validDay(body.due_date)) throw validationError(COMPLAINT_MESSAGES.invalid, { due_date: [IMPROVEMENT_MESSAGES.dueDateInvalid] });
        patch.due_date = body.due_date;
      }
      if (body.owner_user_id !== undefined || body.owner_name !== undefined) {
        Object.assign(patch, await ownerOf(app.db, body.owner_user_id, body.owner_name));
      }
      if (body.done !== undefined) patch.done_at = body.done ? (existing.done_at ?? new Date()) : null;
      if (Object.keys(patch).length > 0) await updateAction(app.db, existing.id, patch);
      return toAction((await actionById(app.db, existing.id))!);
    },
  });

  app.route({
    ...endpointRoute('DELETE /improvement-actions/:id', { roles: CAN_HANDLE_COMPLAINTS, tags: TAGS, summary: 'Supprimer une action d’amélioration' }),
    handler: async (request): Promise<MessageResponse> => {
      const existing = await actionById(app.db, request.params.id);
      if (!existing) throw new HttpError(404, IMPROVEMENT_MESSAGES.notFound);
      await deleteAction(app.db, existing.id);
      return { message: IMPROVEMENT_MESSAGES.deleted };
    },
  });
};

export default complaintRoutes;
