/**
 * Absences of trainees per half-day, the 'Présences' tab: entered once the training
 * has ended, at status 3, 4 or 5, until the attendance is marked done; only for trainees who take part
 * (not Refusé nor Préinscription) and only on the half-days of the training (12:00 and 14:00 cut-offs).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ABSENCE_MESSAGES, type Absence, type HalfDay } from '../../contract/absences';
import type { MessageResponse } from '../../contract/common';
import { CAN_TAKE_ATTENDANCE } from '../../contract/roles';
import { ATTENDANCE_STATUSES } from '../../contract/training-lifecycle';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-sessions';
import { HttpError, validationError } from '../../lib/errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireAuth } from '../../plugins/auth';
import { deleteHalfDayMark, presenceCorrection } from '../attendance-signing';
import { recordAudit } from '../audit';
import { halfDaySlots } from '../documents';
import { hasEnded, lockTraining, requireStaffTraining } from '../trainings';
import {
  absenceById,
  ATTENDING_STATUSES,
  deleteAbsence,
  findAbsence,
  insertAbsence,
  listAbsences,
  registrationStatusOf,
  type AbsenceRecord,
} from './queries';

const TAGS = ['Présences'];

function toAbsence(r: AbsenceRecord): Absence {
  return { id: r.id, profile_id: r.profile_id, training_id: r.training_id, absence_date: r.absence_date, half_day: r.half_day as HalfDay };
}

/** The training, locked, with the attendance rules checked for the caller (422 with the tab's warnings). */
async function openAttendance(tx: DbOrTx, auth: AuthContext, trainingId: number) {
  // The object rule (an intervenant: trainings they teach) first, then the lock.
  await requireStaffTraining(tx, auth, trainingId);
  const training = await lockTraining(tx, trainingId);
  if (!training) throw new HttpError(404, 'Formation introuvable.');
  if (training.attendance_sheet_done) throw new HttpError(422, ABSENCE_MESSAGES.done);
  if (!(ATTENDANCE_STATUSES as readonly number[]).includes(training.training_status_id)) throw new HttpError(422, ABSENCE_MESSAGES.wrongStatus);
  if (!hasEnded(training, new Date())) throw new HttpError(422, ABSENCE_MESSAGES.notEnded);
  return training;
}

const absenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('GET /absences/by-training/:id', {
      roles: CAN_TAKE_ATTENDANCE,
      tags: TAGS,
      summary: 'Absences d’une formation (stagiaires validés ou en attente)',
    }),
    handler: async (request): Promise<Absence[]> => {
      const training = await requireStaffTraining(app.db, requireAuth(request), request.params.id);
      return (await listAbsences(app.db, training.id)).map(toAbsence);
    },
  });

  app.route({
    ...endpointRoute('POST /absences', {
      roles: CAN_TAKE_ATTENDANCE,
      tags: TAGS,
      summary: 'Enregistrer l’absence d’un stagiaire sur une demi-journée (déjà enregistrée : la même est rendue)',
    }),
    handler: async (request, reply): Promise<Absence> => {
      const auth = requireAuth(request);
      const body = request.body;
      const date = body.absence_date.slice(0, 10);
      if (Number.isNaN(Date.parse(`${date}T12:00:00Z`))) throw validationError(ABSENCE_MESSAGES.invalid, { absence_date: [ABSENCE_MESSAGES.notAHalfDay] });
      const { absence, created } = await app.db.transaction(async (tx) => {
        const training = await openAttendance(tx, auth, body.training_id);
        const status = await registrationStatusOf(tx, training.id, body.profile_id);
        if (status === undefined || !(ATTENDING_STATUSES as number[]).includes(status)) {
          throw validationError(ABSENCE_MESSAGES.invalid, { profile_id: [ABSENCE_MESSAGES.notAttending] });
        }
        const slots = halfDaySlots(training.start_date, training.end_date);
        if (!slots.some((slot) => slot.date === date && slot.halfDay === body.half_day)) {
          throw validationError(ABSENCE_MESSAGES.invalid, { absence_date: [ABSENCE_MESSAGES.notAHalfDay] });
        }
        const values = { training_id: training.id, profile_id: body.profile_id, absence_date: date, half_day: body.half_day };
        const existing = await findAbsence(tx, values);
        if (existing) return { absence: existing, created: false };
        const inserted = await insertAbsence(tx, values);
        // An absence replaces a presence the staff had marked on that half-day.
        await deleteHalfDayMark(tx, { training_id: values.training_id, profile_id: values.profile_id, date: values.absence_date, half_day: values.half_day });
        await recordAudit(tx, presenceCorrection({ ...values, date: values.absence_date }, 'présent', 'absent'));
        return { absence: inserted, created: true };
      });
      reply.code(created ? 201 : 200);
      return toAbsence(absence);
    },
  });

  app.route({
    ...endpointRoute('DELETE /absences/:id', {
      roles: CAN_TAKE_ATTENDANCE,
      tags: TAGS,
      summary: 'Supprimer une absence (le stagiaire redevient présent)',
    }),
    handler: async (request): Promise<MessageResponse> => {
      const auth = requireAuth(request);
      const absence = await absenceById(app.db, request.params.id);
      if (!absence) throw new HttpError(404, ABSENCE_MESSAGES.notFound);
      await app.db.transaction(async (tx) => {
        await openAttendance(tx, auth, absence.training_id);
        await deleteAbsence(tx, absence.id);
        await recordAudit(tx, presenceCorrection({ ...absence, date: absence.absence_date }, 'absent', 'présent'));
      });
      return { message: ABSENCE_MESSAGES.deleted };
    },
  });
};

export default absenceRoutes;
