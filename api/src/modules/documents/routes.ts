/**
 * Training documents: convocations,
 * attendance certificates and the attendance sheet as PDFs (per trainee and in bulk), and the emails
 * that carry them through the outbox. Renderers: render/.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MessageResponse } from '../../contract/common';
import { CAN_DOWNLOAD_TRAINEE_DOCUMENT, CAN_ISSUE_TRAINING_DOCUMENTS } from '../../contract/roles';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import type { SendDocumentsResult } from '../../contract/training-documents';
import type { AuthContext } from '../../lib/auth-sessions';
import { endpointRoute } from '../../lib/endpoint-route';
import { HttpError } from '../../lib/errors';
import { composeEmail, type MailAttachment } from '../../plugins/mail';
import { requireAuth } from '../../plugins/auth';
import {
  documentFileName,
  frenchDateRange,
  renderAttendanceCertificate,
  renderAttendanceCertificates,
  renderAttendanceSheet,
  renderConvocation,
  renderConvocations,
  type DocumentKind,
  type TraineeDocInfo,
  trainingDocInfo,
} from './render';
import { certificatesAvailable, TRAINING_FORBIDDEN, TRAINING_NOT_FOUND, teachesTraining } from '../trainings';
import {
  absencesByProfile,
  documentRegistration,
  documentTraining,
  documentTrainees,
  markSent,
  type DocumentTraineeRecord,
  type DocumentTrainingRecord,
} from './queries';
import { contentDisposition } from '../../lib/content-disposition';
import { calendarTraining, invitationIcs } from '../calendar-feeds';
import { sheetSignatures, signaturesFingerprint, trainingMarks } from '../attendance-signing';
import { DOCUMENT_MESSAGES } from '../../contract/training-documents';

const TAGS = ['Documents'];
type Document = 'convocation' | 'certificate';

function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply.header('content-type', 'application/pdf').header('content-disposition', contentDisposition('attachment', fileName)).send(pdf);
}

const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The training for a document route: 404 unknown, 403 for an intervenant who does not teach it. */
  async function trainingFor(auth: AuthContext, trainingId: number): Promise<DocumentTrainingRecord> {
    const training = await documentTraining(app.db, trainingId);
    if (!training) throw new HttpError(404, TRAINING_NOT_FOUND);
    if (auth.role === 'intervenant' && !(await teachesTraining(app.db, trainingId, auth.profileId))) throw new HttpError(403, TRAINING_FORBIDDEN);
    return training;
  }

  /** The rules of a document for a training: not cancelled; certificates once the attendance is done. */
  function checkTraining(training: DocumentTrainingRecord, document: Document): void {
    if (training.training.training_status_id === TRAINING_STATUS.cancelled) throw new HttpError(422, DOCUMENT_MESSAGES.cancelled);
    if (document === 'certificate' && !certificatesAvailable(training.training)) throw new HttpError(422, DOCUMENT_MESSAGES.certificateUnavailable);
  }

  /** One validated registration of the training; a stagiaire reaches only their own. */
  async function registrationFor(auth: AuthContext, training: DocumentTrainingRecord, registrationId: number): Promise<DocumentTraineeRecord> {
    const registration = await documentRegistration(app.db, training.training.id, registrationId);
    if (!registration) throw new HttpError(404, DOCUMENT_MESSAGES.registrationNotFound);
    if (auth.role === 'stagiaire' && registration.profile_id !== auth.profileId) throw new HttpError(403, DOCUMENT_MESSAGES.forbidden);
    if (registration.registration_status_id !== REGISTRATION_STATUS.valide) throw new HttpError(422, DOCUMENT_MESSAGES.notValidated);
    return registration;
  }

  async function traineeInfos(training: DocumentTrainingRecord, trainees: DocumentTraineeRecord[], document: Document): Promise<TraineeDocInfo[]> {
    const absences = document === 'certificate' ? await absencesByProfile(app.db, training.training.id) : new Map();
    return trainees.map((t) => ({ id: t.id, name: t.name, absences: absences.get(t.profile_id) ?? [] }));
  }

  async function renderOne(training: DocumentTrainingRecord, trainee: DocumentTraineeRecord, document: Document): Promise<{ pdf: Buffer; fileName: string }> {
    const [info] = await traineeInfos(training, [trainee], document);
    const data = { training: trainingDocInfo(training), trainee: info };
    const pdf = document === 'convocation' ? await renderConvocation(data) : await renderAttendanceCertificate(data);
    const kind: DocumentKind = document === 'convocation' ? 'convocation' : 'attestation';
    return { pdf, fileName: documentFileName(kind, { trainingId: training.training.id, date: training.training.start_date, traineeName: trainee.name }) };
  }

  /** Records the email carrying the document and marks it sent, in one transaction. */
  async function mailOne(training: DocumentTrainingRecord, trainee: DocumentTraineeRecord, document: Document): Promise<void> {
    const { pdf, fileName } = await renderOne(training, trainee, document);
    const t = training.training;
    const dates = frenchDateRange(t.start_date, t.end_date);
    const content =
      document === 'convocation'
        ? {
            subject: `Convocation : ${t.title}`,
            ...composeEmail({
              greeting: `Bonjour ${trainee.name},`,
              paragraphs: [`Vous trouverez ci-joint votre convocation à la formation « ${t.title} » (${dates}).`],
            }),
          }
        : {
            subject: `Attestation de présence : ${t.title}`,
            ...composeEmail({
              greeting: `Bonjour ${trainee.name},`,
              paragraphs: [`Vous trouverez ci-joint votre attestation de présence à la formation « ${t.title} » (${dates}).`],
            }),
          };
    const attachments: MailAttachment[] = [{ filename: fileName, content: pdf, contentType: 'application/pdf' }];
    if (document === 'convocation') {
      // The invitation: the trainee's calendar application adds the training in one click.
      const event = await calendarTraining(app.db, t.id);
      if (event) {
        const ics = invitationIcs(event, app.config.publicUrl);
        attachments.push({ filename: 'invitation.ics', content: Buffer.from(ics, 'utf8'), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
      }
    }
    await app.db.transaction(async (tx) => {
      await app.mail.send({ to: trainee.email, ...content, attachments }, { db: tx });
      await markSent(tx, trainee.id, document);
    });
  }

  /** Sends the document to the selected registrations (every validated one without a selection). */
  async function mailMany(request: FastifyRequest, auth: AuthContext, trainingId: number, ids: number[] | undefined, document: Document): Promise<SendDocumentsResult> {
    if (ids !== undefined && ids.length === 0) throw new HttpError(422, DOCUMENT_MESSAGES.noSelection);
    const training = await trainingFor(auth, trainingId);
    checkTraining(training, document);
    const trainees = await documentTrainees(app.db, trainingId, ids);
    if (trainees.length === 0) throw new HttpError(422, ids === undefined ? DOCUMENT_MESSAGES.noTrainee : DOCUMENT_MESSAGES.noSelection);
    const failed: string[] = [];
    let notValidated = 0;
    for (const trainee of trainees) {
      // A registration selected but not validated receives nothing and is only counted: the answer
      // names no one the caller may not see (a pre-registered trainee's address is not the staff's to read).
      if (trainee.registration_status_id !== REGISTRATION_STATUS.valide) {
        notValidated += 1;
        continue;
      }
      try {
        await mailOne(training, trainee, document);
      } catch (err) {
        request.log.error({ err }, 'document email failed');
        failed.push(trainee.email);
      }
    }
    return {
      message: DOCUMENT_MESSAGES.sentMany,
      sent_count: trainees.length - notValidated - failed.length,
      failed_emails: failed,
      not_validated_count: notValidated,
    };
  }

  /* ---------- Downloads ---------- */

  /** One trainee's document (the route's params name the training `id` or `trainingId`). */
  async function downloadOne(auth: AuthContext, trainingId: number, registrationId: number, document: Document, reply: FastifyReply) {
    const training = await trainingFor(auth, trainingId);
    const registration = await registrationFor(auth, training, registrationId);
    checkTraining(training, document);
    const { pdf, fileName } = await renderOne(training, registration, document);
    return sendPdf(reply, pdf, fileName);
  }

  app.route({
    ...endpointRoute('GET /trainings/:id/convocation/:registrationId', {
      roles: CAN_DOWNLOAD_TRAINEE_DOCUMENT,
      tags: TAGS,
      summary: 'Convocation d’un stagiaire (PDF)',
    }),
    handler: async (request, reply) => downloadOne(requireAuth(request), request.params.id, request.params.registrationId, 'convocation', reply),
  });

  app.route({
    ...endpointRoute('GET /certificate/:trainingId/:registrationId', {
      roles: CAN_DOWNLOAD_TRAINEE_DOCUMENT,
      tags: TAGS,
      summary: 'Attestation de présence d’un stagiaire (PDF ; formation à clôturer, présences saisies)',
    }),
    handler: async (request, reply) => downloadOne(requireAuth(request), request.params.trainingId, request.params.registrationId, 'certificate', reply),
  });

  /** Every validated trainee's document in one PDF. */
  async function downloadAll(auth: AuthContext, trainingId: number, document: Document, reply: FastifyReply) {
    const training = await trainingFor(auth, trainingId);
    checkTraining(training, document);
    const trainees = await documentTrainees(app.db, training.training.id);
    if (trainees.length === 0) throw new HttpError(422, DOCUMENT_MESSAGES.noTrainee);
    const data = { training: trainingDocInfo(training), trainees: await traineeInfos(training, trainees, document) };
    const pdf = document === 'convocation' ? await renderConvocations(data) : await renderAttendanceCertificates(data);
    const kind: DocumentKind = document === 'convocation' ? 'convocations' : 'attestations';
    return sendPdf(reply, pdf, documentFileName(kind, { trainingId: training.training.id, date: training.training.start_date }));
  }

  app.route({
    ...endpointRoute('GET /trainings/:id/convocations', {
      roles: CAN_ISSUE_TRAINING_DOCUMENTS,
      tags: TAGS,
      summary: 'Convocations de tous les stagiaires validés (un PDF, une page chacun)',
    }),
    handler: async (request, reply) => downloadAll(requireAuth(request), request.params.id, 'convocation', reply),
  });

  app.route({
    ...endpointRoute('GET /certificate/:trainingId', {
      roles: CAN_ISSUE_TRAINING_DOCUMENTS,
      tags: TAGS,
      summary: 'Attestations de présence de tous les stagiaires validés (un PDF)',
    }),
    handler: async (request, reply) => downloadAll(requireAuth(request), request.params.trainingId, 'certificate', reply),
  });

  app.route({
    ...endpointRoute('GET /generate-attendance-sheet/:trainingId', {
      roles: CAN_ISSUE_TRAINING_DOCUMENTS,
      tags: TAGS,
      summary: 'Feuille d’émargement : une ligne par stagiaire validé, une case par demi-journée (PDF)',
    }),
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const training = await trainingFor(auth, request.params.trainingId);
      if (training.training.training_status_id === TRAINING_STATUS.cancelled) throw new HttpError(422, DOCUMENT_MESSAGES.cancelled);
      const trainees = await documentTrainees(app.db, training.training.id);
      // The electronic signatures in their boxes, listed with their times, and the records' fingerprint.
      const signed = await sheetSignatures(app.db, training.training.id);
      const marked = await trainingMarks(app.db, training.training.id);
      const pdf = await renderAttendanceSheet({
        training: trainingDocInfo(training),
        trainees: trainees.map((t) => ({ id: t.id, name: t.name })),
        traineeProfileIds: trainees.map((t) => t.profile_id),
        signatures: signed.map((s) => ({
          profileId: s.profile_id,
          name: s.name,
          signer: s.signer === 'formateur' ? 'formateur' : 'stagiaire',
          date: s.date,
          halfDay: s.half_day === 'afternoon' ? 'afternoon' : 'morning',
          signedAt: s.signed_at,
          method: s.method,
          image: s.image,
        })),
        fingerprint: signed.length > 0 ? signaturesFingerprint(signed) : undefined,
        marks: marked.map((m) => ({
          profileId: m.profile_id,
          name: trainees.find((t) => t.profile_id === m.profile_id)?.name ?? '',
          date: m.date,
          halfDay: m.half_day === 'afternoon' ? 'afternoon' : 'morning',
          reason: m.reason,
          markedBy: m.marked_by,
          markedAt: m.marked_at,
        })),
      });
      const t = training.training;
      return sendPdf(reply, pdf, documentFileName('emargements', { trainingId: t.id, date: t.start_date, title: t.title }));
    },
  });

  /* ---------- Emails ---------- */

  app.route({
    ...endpointRoute('POST /send-convocations/:trainingId', {
      roles: CAN_ISSUE_TRAINING_DOCUMENTS,
      tags: TAGS,
      summary: 'Envoyer la convocation (PDF joint) aux stagiaires sélectionnés, ou à tous les validés',
    }),
    handler: async (request) => mailMany(request, requireAuth(request), request.params.trainingId, request.body?.registration_ids, 'convocation'),
  });

  // Sending writes (the outbox, the registrations' sent marks): a POST like the convocations', never a
  // GET that a link or an image could trigger.
  app.route({
    ...endpointRoute('POST /send-certificates-email/:trainingId', {
      roles: CAN_ISSUE_TRAINING_DOCUMENTS,
      tags: TAGS,
      summary: 'Envoyer l’attestation de présence (PDF joint) aux stagiaires sélectionnés, ou à tous les validés',
    }),
    handler: async (request) => mailMany(request, requireAuth(request), request.params.trainingId, request.body?.registration_ids, 'certificate'),
  });

  for (const [key, document, summary] of [
    ['POST /send-convocation/:trainingId/:traineeId', 'convocation', 'Envoyer sa convocation (PDF joint) à un stagiaire (traineeId : son inscription)'],
    ['POST /send-certificate-email/:trainingId/:traineeId', 'certificate', 'Envoyer son attestation de présence (PDF joint) à un stagiaire (traineeId : son inscription)'],
  ] as const) {
    app.route({
      ...endpointRoute(key, { roles: CAN_ISSUE_TRAINING_DOCUMENTS, tags: TAGS, summary }),
      handler: async (request): Promise<MessageResponse> => {
        const auth = requireAuth(request);
        const params = request.params;
        const training = await trainingFor(auth, params.trainingId);
        const registration = await registrationFor(auth, training, params.traineeId);
        checkTraining(training, document);
        await mailOne(training, registration, document);
        return { message: DOCUMENT_MESSAGES.sentOne };
      },
    });
  }
};

export default documentRoutes;
