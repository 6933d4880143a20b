/**
 * The letters to the employer of a validated registration with a training leave: its leave (for the
 * trainee's block), the notice and the attendance certificate as PDFs, the notice sent to the trainee by
 * email, and the staff's list of a training's trainees on leave. A stagiaire reaches their own
 * registrations only; an intervenant the trainings they teach.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { EMPLOYER_LETTER_MESSAGES } from '../../contract/employer-letters';
import { CAN_DOWNLOAD_TRAINEE_DOCUMENT, CAN_ISSUE_TRAINING_DOCUMENTS } from '../../contract/roles';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import type { AuthContext } from '../../lib/auth-sessions';
import { contentDisposition } from '../../lib/content-disposition';
import { endpointRoute } from '../../lib/endpoint-route';
import { HttpError } from '../../lib/errors';
import { requireAuth } from '../../plugins/auth';
import { requireStaffTraining, teachesTraining, TRAINING_FORBIDDEN } from '../trainings';
import { certificatePdf, employerLeave, hasLeave, noticeEmail, noticePdf, trainingEnded, type LeaveRecord } from './letters';
import { letterRegistration, trainingLeaveRegistrations, type LetterRecord } from './queries';

const TAGS = ['Documents'];

function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply.header('content-type', 'application/pdf').header('content-disposition', contentDisposition('attachment', fileName)).send(pdf);
}

const employerLetterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The registration, if the caller may see it: 404 unknown, 403 another trainee's or a training not taught. */
  async function registrationFor(auth: AuthContext, registrationId: number): Promise<LetterRecord> {
    const r = await letterRegistration(app.db, registrationId);
    if (!r) throw new HttpError(404, EMPLOYER_LETTER_MESSAGES.registrationNotFound);
    if (auth.role === 'stagiaire' && r.profile_id !== auth.profileId) throw new HttpError(403, EMPLOYER_LETTER_MESSAGES.forbidden);
    if (auth.role === 'intervenant' && !(await teachesTraining(app.db, r.training.id, auth.profileId))) throw new HttpError(403, TRAINING_FORBIDDEN);
    return r;
  }

  /** A letter is issued for a validated registration with a leave, on a training not cancelled. */
  async function letterFor(auth: AuthContext, registrationId: number): Promise<LeaveRecord> {
    const r = await registrationFor(auth, registrationId);
    if (r.registration_status_id !== REGISTRATION_STATUS.valide) throw new HttpError(422, EMPLOYER_LETTER_MESSAGES.notValidated);
    if (!hasLeave(r)) throw new HttpError(422, EMPLOYER_LETTER_MESSAGES.noLeave);
    if (r.training.training_status_id === TRAINING_STATUS.cancelled) throw new HttpError(422, EMPLOYER_LETTER_MESSAGES.cancelled);
    return r;
  }

  app.route({
    ...endpointRoute('GET /employer-letters/:registrationId', {
      roles: CAN_DOWNLOAD_TRAINEE_DOCUMENT,
      tags: TAGS,
      summary: 'Congé de formation d’une inscription : le congé, la date limite de remise à l’employeur, l’attestation disponible',
    }),
    handler: async (request) => {
      const r = await registrationFor(requireAuth(request), request.params.registrationId);
      const issued = r.registration_status_id === REGISTRATION_STATUS.valide && r.training.training_status_id !== TRAINING_STATUS.cancelled;
      return { leave: issued && hasLeave(r) ? employerLeave(r, new Date()) : null };
    },
  });

  app.route({
    ...endpointRoute('GET /employer-letters/:registrationId/notice', {
      roles: CAN_DOWNLOAD_TRAINEE_DOCUMENT,
      tags: TAGS,
      summary: 'Demande d’autorisation d’absence ou information de l’employeur (PDF)',
    }),
    handler: async (request, reply) => {
      const r = await letterFor(requireAuth(request), request.params.registrationId);
      const { pdf, fileName } = await noticePdf(r, new Date());
      return sendPdf(reply, pdf, fileName);
    },
  });

  app.route({
    ...endpointRoute('POST /employer-letters/:registrationId/notice/email', {
      roles: CAN_DOWNLOAD_TRAINEE_DOCUMENT,
      tags: TAGS,
      summary: 'Envoyer au stagiaire, par courriel, le courrier pour son employeur (PDF joint)',
    }),
    handler: async (request) => {
      const r = await letterFor(requireAuth(request), request.params.registrationId);
      const attachment = await noticePdf(r, new Date());
      await app.mail.send(noticeEmail(r, attachment));
      return { message: EMPLOYER_LETTER_MESSAGES.sent };
    },
  });

  app.route({
    ...endpointRoute('GET /employer-letters/:registrationId/certificate', {
      roles: CAN_DOWNLOAD_TRAINEE_DOCUMENT,
      tags: TAGS,
      summary: 'Attestation de présence pour l’employeur : demi-journées présentes et heures (PDF, formation terminée)',
    }),
    handler: async (request, reply) => {
      const r = await letterFor(requireAuth(request), request.params.registrationId);
      const now = new Date();
      if (!trainingEnded(r, now)) throw new HttpError(422, EMPLOYER_LETTER_MESSAGES.certificateNotYet);
      const { pdf, fileName } = await certificatePdf(app.db, r, now);
      return sendPdf(reply, pdf, fileName);
    },
  });

  app.route({
    ...endpointRoute('GET /trainings/:id/employer-letters', {
      roles: CAN_ISSUE_TRAINING_DOCUMENTS,
      tags: TAGS,
      summary: 'Stagiaires validés venant en congé de formation, avec leurs courriers pour l’employeur',
    }),
    handler: async (request) => {
      await requireStaffTraining(app.db, requireAuth(request), request.params.id);
      const now = new Date();
      const rows = await trainingLeaveRegistrations(app.db, request.params.id);
      return rows.filter(hasLeave).map((r) => ({ ...employerLeave(r, now), name: r.name }));
    },
  });
};

export default employerLetterRoutes;
