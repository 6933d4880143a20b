/**
 * Half-days marked present by the staff instead of a signature, with the reason (a trainee without a
 * phone, a forgotten signature…): the Présences tab shows each half-day as signed, marked by the staff
 * or absent. The administrateur and the gestionnaire mark; every mark and its removal is in the audit
 * trail (the reason stays in the mark: free text is kept out of the trail).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SIGNING_MESSAGES, type AttendanceMark } from '../../contract/attendance-signing';
import { ATTENDANCE_DONE_MESSAGE, NOT_A_HALF_DAY_MESSAGE, type HalfDay } from '../../contract/absences';
import { CAN_MARK_ATTENDANCE, CAN_RUN_SIGNING } from '../../contract/roles';
import { ATTENDANCE_STATUSES } from '../../contract/training-lifecycle';
import { endpointRoute } from '../../lib/endpoint-route';
import { HttpError, validationError } from '../../lib/errors';
import { requireAuth } from '../../plugins/auth';
import { recordAudit } from '../audit';
import { lockTraining, requireStaffTraining, TRAINING_NOT_FOUND } from '../trainings';
import { presenceCorrection } from './audit-events';
import { windowOf } from './half-day-windows';
import { deleteMark, halfDaySignatures, insertMark, isAbsent, isValidatedTrainee, markById, trainingMarks, type MarkRecord } from './queries';

const TAGS = ['Émargement'];

const halfDayOf = (value: string): HalfDay => (value === 'afternoon' ? 'afternoon' : 'morning');

function toMark(r: MarkRecord): AttendanceMark {
  return { id: r.id, profile_id: r.profile_id, date: r.date, half_day: halfDayOf(r.half_day), reason: r.reason, marked_by: r.marked_by, marked_at: r.marked_at.toISOString() };
}

const attendanceMarkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('GET /trainings/:id/attendance-marks', { roles: CAN_RUN_SIGNING, tags: TAGS, summary: 'Demi-journées marquées présentes par l’équipe, avec leur motif' }),
    handler: async (request): Promise<AttendanceMark[]> => {
      const training = await requireStaffTraining(app.db, requireAuth(request), request.params.id);
      return (await trainingMarks(app.db, training.id)).map(toMark);
    },
  });

  app.route({
    ...endpointRoute('POST /trainings/:id/attendance-marks', {
      roles: CAN_MARK_ATTENDANCE,
      tags: TAGS,
      summary: 'Marquer présent un stagiaire qui n’a pas signé une demi-journée commencée, avec le motif',
    }),
    handler: async (request, reply): Promise<AttendanceMark> => {
      const auth = requireAuth(request);
      const body = request.body;
      const reason = body.reason.trim();
      if (reason === '') throw validationError(SIGNING_MESSAGES.markReasonRequired, { reason: [SIGNING_MESSAGES.markReasonRequired] });
      await requireStaffTraining(app.db, auth, request.params.id);
      const now = new Date();
      const id = await app.db.transaction(async (tx) => {
        const training = await lockTraining(tx, request.params.id);
        if (!training) throw new HttpError(404, TRAINING_NOT_FOUND);
        if (training.attendance_sheet_done) throw new HttpError(422, ATTENDANCE_DONE_MESSAGE);
        if (!(ATTENDANCE_STATUSES as readonly number[]).includes(training.training_status_id)) throw new HttpError(422, SIGNING_MESSAGES.wrongStatus);
        const window = windowOf(training.start_date, training.end_date, body.date, body.half_day);
        if (!window) throw validationError(NOT_A_HALF_DAY_MESSAGE, { date: [NOT_A_HALF_DAY_MESSAGE] });
        if (now < window.startsAt) throw validationError(SIGNING_MESSAGES.markNotStarted, { date: [SIGNING_MESSAGES.markNotStarted] });
        if (!(await isValidatedTrainee(tx, training.id, body.profile_id))) {
          throw validationError(SIGNING_MESSAGES.traineeNotValidated, { profile_id: [SIGNING_MESSAGES.traineeNotValidated] });
        }
        const target = { training_id: training.id, profile_id: body.profile_id, date: window.date, half_day: window.halfDay };
        const signed = await halfDaySignatures(tx, training.id, window.date, window.halfDay);
        if (signed.some((s) => s.signer === 'stagiaire' && s.profile_id === body.profile_id)) throw new HttpError(409, SIGNING_MESSAGES.markSigned);
        if (await isAbsent(tx, target)) throw new HttpError(422, SIGNING_MESSAGES.markAbsent);
        const row = await insertMark(tx, { ...target, mark_date: window.date, reason, marked_by_profile_id: auth.profileId });
        if (!row) throw new HttpError(409, SIGNING_MESSAGES.markExists);
        await recordAudit(tx, presenceCorrection(target, 'non signé', 'présent, marqué par l’équipe'));
        return row.id;
      });
      const [mark] = await trainingMarks(app.db, request.params.id, id);
      if (!mark) throw new HttpError(404, SIGNING_MESSAGES.markNotFound);
      reply.code(201);
      return toMark(mark);
    },
  });

  app.route({
    ...endpointRoute('DELETE /attendance-marks/:id', { roles: CAN_MARK_ATTENDANCE, tags: TAGS, summary: 'Retirer une présence marquée par l’équipe' }),
    handler: async (request) => {
      const auth = requireAuth(request);
      const found = await markById(app.db, request.params.id);
      if (!found) throw new HttpError(404, SIGNING_MESSAGES.markNotFound);
      await requireStaffTraining(app.db, auth, found.training_id);
      await app.db.transaction(async (tx) => {
        const training = await lockTraining(tx, found.training_id);
        if (!training) throw new HttpError(404, TRAINING_NOT_FOUND);
        if (training.attendance_sheet_done) throw new HttpError(422, ATTENDANCE_DONE_MESSAGE);
        await deleteMark(tx, found.id);
        await recordAudit(tx, presenceCorrection({ ...found, date: found.mark_date }, 'présent, marqué par l’équipe', 'non signé'));
      });
      return { message: SIGNING_MESSAGES.markRemoved };
    },
  });
};

export default attendanceMarkRoutes;
