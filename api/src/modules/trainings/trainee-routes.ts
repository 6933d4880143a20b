/**
 * The trainees of one training as staff manage them (the Stagiaires tab, 'Gérer le statut'): the paged list,
 * registration status changes (the refusal reason into the email, the last seat taken once), the
 * reimbursement flags and the .xlsx export.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MessageResponse, Paged } from '../../contract/common';
import { CAN_MANAGE_REGISTRATIONS, CAN_SEE_TRAINEES, CAN_SET_REGISTRATION_STATUS } from '../../contract/roles';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import { TRAINEE_MESSAGES, TRAINEES_PER_PAGE, type TrainingTrainee } from '../../contract/training-trainees';
import { registrationStatusOf } from '../../db/reference-data';
import { endpointRoute } from '../../lib/endpoint-route';
import { HttpError, validationError } from '../../lib/errors';
import { pagedList, parsePage } from '../../lib/paging';
import { iso, isoOrNull } from '../../lib/values';
import { composeEmail } from '../../plugins/mail';
import { requireAuth } from '../../plugins/auth';
import { profilePictureUrl } from '../profiles';
import { requireStaffTraining } from './detail';
import { documentFileName, renderTraineesWorkbook } from '../documents';
import { hasEnded } from './lifecycle';
import { hidesPreRegistered } from './scopes';
import {
  countTrainees,
  listTrainees,
  lockRegistration,
  setRegistrationStatus,
  registrationNeedsAccommodation,
  setReimbursement,
  type TraineeRecord,
  type TraineesFilter,
} from './trainee-queries';
import { lockTraining } from './write-queries';
import { fillFreedSeats } from './waitlist';
import { seatsTaken } from './waitlist-queries';
import { contentDisposition } from '../../lib/content-disposition';
import { accommodationAllowed, reapplyExpenseLines } from '../expenses';
import { heldMandatesOf, mandateOfLeave, registrationLeaves, setRegistrationLeave } from '../leave';
import { isLeaveKind } from '../../contract/constants/leave-rules';
import type { LeaveCheckAnswer } from '../../contract/enrolment';
import { LEAVE_MESSAGES } from '../../contract/leave';
import type { Db } from '../../db/client';

/** A 30-row page of the .xlsx export is not a limit: the export holds every registration, bounded here. */
const EXPORT_MAX_ROWS = 5000;

export function toTrainee(r: TraineeRecord, leave: LeaveCheckAnswer | null = null): TrainingTrainee {
  const used = r.mandates.find((m) => m.used_in_training && m.council_section !== null) ?? r.mandates.find((m) => m.council_section !== null);
  return {
    id: r.id,
    profile_id: r.profile_id,
    name: r.name,
    email: r.email,
    is_active: r.is_active,
    phone: r.phone,
    zip_code: r.zip_code,
    profile_picture: profilePictureUrl(r.profile_id, r.profile_picture),
    union: r.union,
    mandates: r.mandates,
    company_name: r.company_name,
    company_size: r.company_size_id === null || r.company_size_name === null ? null : { id: r.company_size_id, name: r.company_size_name },
    registration_status: registrationStatusOf(r.registration_status_id),
    refusal_reason: r.refusal_reason,
    council: r.council,
    council_section: used?.council_section ?? null,
    seniority: r.seniority,
    training_duration: r.training_duration,
    reimbursed: r.reimbursed,
    needs_accommodation: r.needs_accommodation,
    convocation_sent_at: isoOrNull(r.convocation_sent_at),
    certificate_sent_at: isoOrNull(r.certificate_sent_at),
    registered_at: iso(r.registered_at),
    profile_created_at: iso(r.profile_created_at),
    leave,
  };
}

/** The rows of a page with their leave, each checked against its caps and notice (registrations.leave_kind). */
async function withLeaves(db: Db, rows: TraineeRecord[], training: { start_date: Date; end_date: Date }, now: Date): Promise<TrainingTrainee[]> {
  const withLeave = rows.flatMap((r) => (isLeaveKind(r.leave_kind) ? [{ id: r.id, profile_id: r.profile_id, leave_kind: r.leave_kind, registered_at: r.registered_at }] : []));
  const leaves = await registrationLeaves(db, withLeave, { start: training.start_date, end: training.end_date }, now);
  return rows.map((r) => toTrainee(r, leaves.get(r.id) ?? null));
}

/** The email telling the trainee their new registration status (none for a return to pre-registration). */
function statusEmail(status: number, training: { title: string; start_date: Date }, name: string, reason: string | null) {
  const date = training.start_date.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' });
  const subject = `Formation : ${training.title}`;
  const greeting = `Bonjour ${name},`;
  if (status === REGISTRATION_STATUS.valide) {
    return { subject, ...composeEmail({ greeting, paragraphs: [`Votre inscription à la formation « ${training.title} » du ${date} est validée.`, 'Vous recevrez votre convocation prochainement.'] }) };
  }
  if (status === REGISTRATION_STATUS.refuse) {
    return {
      subject,
      ...composeEmail({
        greeting,
        paragraphs: [`Nous sommes au regret de vous informer que votre inscription à la formation « ${training.title} » du ${date} n'a pas pu être retenue.`, `Motif : ${reason ?? ''}`],
      }),
    };
  }
  if (status === REGISTRATION_STATUS.en_attente) {
    return {
      subject,
      ...composeEmail({
        greeting,
        paragraphs: [`Votre inscription à la formation « ${training.title} » du ${date} est placée sur liste d'attente. Nous vous préviendrons si une place se libère.`],
      }),
    };
  }
  return null;
}

const TAGS = ['Stagiaires d’une formation'];

const traineeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('GET /trainings/:id/trainees', {
      roles: CAN_SEE_TRAINEES,
      tags: TAGS,
      summary: 'Stagiaires d’une formation, 30 par page (un responsable pédagogique ne reçoit pas les préinscrits)',
    }),
    handler: async (request): Promise<Paged<TrainingTrainee>> => {
      const auth = requireAuth(request);
      const training = await requireStaffTraining(app.db, auth, request.params.id);
      const filter: TraineesFilter = {
        trainingId: training.id,
        statusId: request.query.status === undefined ? undefined : REGISTRATION_STATUS[request.query.status],
        hidePreRegistered: hidesPreRegistered(auth.role),
      };
      return pagedList(parsePage(request.query, TRAINEES_PER_PAGE), {
        rows: async (window) => withLeaves(app.db, await listTrainees(app.db, filter, window), training, new Date()),
        count: () => countTrainees(app.db, filter),
      });
    },
  });

  app.route({
    ...endpointRoute('POST /trainings/:id/update-status', {
      roles: CAN_SET_REGISTRATION_STATUS,
      tags: TAGS,
      summary: 'Changer le statut d’inscription d’un stagiaire (motif obligatoire pour un refus, envoyé par email)',
    }),
    handler: async (request): Promise<MessageResponse> => {
      const auth = requireAuth(request);
      const body = request.body;
      const statusId = REGISTRATION_STATUS[body.status];
      const reason = body.refusal_reason?.trim() || null;
      if (hidesPreRegistered(auth.role) && statusId === REGISTRATION_STATUS.preinscription) throw new HttpError(403, TRAINEE_MESSAGES.noPreRegistration);
      if (statusId === REGISTRATION_STATUS.refuse && reason === null) {
        throw validationError(TRAINEE_MESSAGES.invalid, { refusal_reason: [TRAINEE_MESSAGES.reasonRequired] });
      }
      const now = new Date();
      await app.db.transaction(async (tx) => {
        // The training row is locked first: validations of one training run one after the other, so
        // the seat count read below cannot be overtaken by another validation.
        const training = await lockTraining(tx, request.params.id);
        if (!training) throw new HttpError(404, 'Formation introuvable.');
        const registration = await lockRegistration(tx, training.id, body.profile_id);
        if (!registration) throw new HttpError(404, TRAINEE_MESSAGES.registrationNotFound);
        if (hidesPreRegistered(auth.role) && registration.registration_status_id === REGISTRATION_STATUS.preinscription) {
          throw new HttpError(404, TRAINEE_MESSAGES.registrationNotFound);
        }
        if (training.training_status_id === TRAINING_STATUS.cancelled) throw new HttpError(422, TRAINEE_MESSAGES.trainingCancelled);
        if (hasEnded(training, now)) throw new HttpError(422, TRAINEE_MESSAGES.trainingEnded);
        if (registration.registration_status_id === statusId && statusId !== REGISTRATION_STATUS.refuse) return;
        // A seat offered to a waiting trainee is held: it counts as taken, unless it is this trainee's.
        const heldByThis = registration.seat_offer_expires_at !== null ? 1 : 0;
        if (statusId === REGISTRATION_STATUS.valide && (await seatsTaken(tx, training.id)) - heldByThis >= training.max_attendees) {
          throw new HttpError(422, TRAINEE_MESSAGES.full);
        }
        await setRegistrationStatus(tx, registration.id, statusId, statusId === REGISTRATION_STATUS.refuse ? reason : null);
        const email = statusEmail(statusId, training, registration.name, reason);
        if (email) await app.mail.send({ to: registration.email, ...email }, { db: tx });
        // A validated trainee (or one holding an offer) who leaves frees a seat for the waiting list.
        if (registration.registration_status_id === REGISTRATION_STATUS.valide || heldByThis === 1) {
          await fillFreedSeats(tx, training.id, { mail: app.mail, now, except: registration.id });
        }
      });
      return { message: TRAINEE_MESSAGES.statusSaved };
    },
  });

  app.route({
    ...endpointRoute('PATCH /trainings/:id/trainees/:traineeId/reimbursed', {
      roles: CAN_MANAGE_REGISTRATIONS,
      tags: TAGS,
      summary: 'Défraiement et hébergement demandés par un stagiaire (traineeId : son profil)',
    }),
    handler: async (request): Promise<MessageResponse> => {
      const { id, traineeId } = request.params;
      const updated = await app.db.transaction(async (tx) => {
        // Switching accommodation on follows the 50 km rule; a flag already on is left as it is.
        if (request.body.needs_accommodation && (await registrationNeedsAccommodation(tx, id, traineeId)) === false) {
          const verdict = await accommodationAllowed(tx, traineeId, id);
          if (!verdict.allowed) throw validationError(verdict.refusal!, { needs_accommodation: [verdict.refusal!] });
        }
        const saved = await setReimbursement(tx, id, traineeId, request.body);
        // An expense never counts a line its person is no longer offered.
        if (saved) await reapplyExpenseLines(tx, id);
        return saved;
      });
      if (!updated) throw new HttpError(404, TRAINEE_MESSAGES.registrationNotFound);
      return { message: TRAINEE_MESSAGES.saved };
    },
  });

  app.route({
    ...endpointRoute('PUT /trainings/:id/trainees/:traineeId/leave', {
      roles: CAN_SET_REGISTRATION_STATUS,
      tags: TAGS,
      summary: 'Corriger le congé de formation d’une inscription (traineeId : le profil du stagiaire ; null : aucun)',
    }),
    handler: async (request): Promise<MessageResponse> => {
      const auth = requireAuth(request);
      const { id, traineeId } = request.params;
      // The schema allows the kinds of LEAVE_RULES and null only.
      const given: unknown = request.body.leave_kind;
      const kind = isLeaveKind(given) ? given : null;
      await requireStaffTraining(app.db, auth, id);
      const updated = await app.db.transaction(async (tx) => {
        const registration = await lockRegistration(tx, id, traineeId);
        if (!registration || (hidesPreRegistered(auth.role) && registration.registration_status_id === REGISTRATION_STATUS.preinscription)) return false;
        if (kind !== null && mandateOfLeave(kind, await heldMandatesOf(tx, traineeId)) === undefined) {
          throw validationError(LEAVE_MESSAGES.needsMandate, { leave_kind: [LEAVE_MESSAGES.needsMandate] });
        }
        return setRegistrationLeave(tx, id, traineeId, kind);
      });
      if (!updated) throw new HttpError(404, LEAVE_MESSAGES.registrationNotFound);
      return { message: LEAVE_MESSAGES.saved };
    },
  });

  app.route({
    ...endpointRoute('GET /trainings/:id/export-attendees', {
      roles: CAN_SEE_TRAINEES,
      tags: TAGS,
      summary: 'Exporter les pupitres : les stagiaires de la formation en .xlsx (stagiaires_{id}.xlsx)',
    }),
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const training = await requireStaffTraining(app.db, auth, request.params.id);
      const rows = await listTrainees(app.db, { trainingId: training.id, hidePreRegistered: hidesPreRegistered(auth.role) }, { limit: EXPORT_MAX_ROWS, offset: 0 });
      const workbook = await renderTraineesWorkbook(
        training,
        rows.map((r) => ({
          name: r.name,
          email: r.email,
          union: r.union?.name ?? null,
          mandates: r.mandates.map((m) => m.name),
          company: r.company_name,
          companySize: r.company_size_name,
          registrationStatus: registrationStatusOf(r.registration_status_id).name,
        })),
      );
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition('attachment', documentFileName('stagiaires', { trainingId: training.id })))
        .send(workbook);
    },
  });
};

export default traineeRoutes;
