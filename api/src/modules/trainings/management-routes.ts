/**
 * Staff writes on a training: create,
 * edit, the four PATCH shapes (attendance done, status, status with place, title), postponements, and
 * the responsable pédagogique's own list. Status changes follow the one lifecycle table of the contract.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Paged, RoleSlug } from '../../contract/common';
import {
  CAN_CANCEL_ATTENDANCE_DONE,
  CAN_EDIT_TRAININGS,
  CAN_MARK_ATTENDANCE_DONE,
  CAN_LIST_ASSIGNED_TRAININGS,
  CAN_POSTPONE_TRAININGS,
  CAN_SET_TRAINING_FEES,
} from '../../contract/roles';
import { TRAINING_STATUS } from '../../contract/statuses';
import { TRAININGS_PER_PAGE } from '../../contract/constants/limits';
import { CAN_FORCE_TRAINING_STATUS, editModeOf, TRAINING_TRANSITIONS, type TrainingTransition } from '../../contract/training-lifecycle';
import type { TrainingDeferral, TrainingDetail, TrainingPayload, TrainingRow } from '../../contract/trainings';
import type { Db, Tx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-sessions';
import { endpointRoute } from '../../lib/endpoint-route';
import { HttpError, validationError } from '../../lib/errors';
import { pagedList, parsePage } from '../../lib/paging';
import { iso } from '../../lib/values';
import { requireAuth } from '../../plugins/auth';
import { checkBooking, recordConfirmedConflicts } from '../conflicts';
import { reapplyExpenseLines } from '../expenses';
import { referenceNames } from '../lookups';
import { sendCancellationNotices } from '../notices';
import { readTrainingDetail, TRAINING_NOT_FOUND } from './detail';
import { canCancelAttendanceDone, canMarkAttendanceDone } from './lifecycle';
import { countTrainings, listTrainingRows } from './queries';
import { referenceIdsOf, toTrainingRow } from './rows';
import { scopeParams } from './scopes';
import { fillFreedSeats } from './waitlist';
import {
  insertDeferral,
  insertTraining,
  lockTraining,
  missingReferences,
  replaceUnions,
  updateTraining,
  type LockedTraining,
  type TrainingInsert,
} from './write-queries';


export const MESSAGES = {
  invalid: 'Les données envoyées ne sont pas valides.',
  endBeforeStart: 'La date de fin doit être postérieure à la date de début.',
  amountRequired: 'Le prix est obligatoire pour une formation payante.',
  unknownCategory: 'Cette catégorie n’existe pas.',
  unknownType: 'Ce type n’existe pas.',
  unknownTheme: 'Cette thématique n’existe pas.',
  unknownPlace: 'Ce lieu n’existe pas.',
  unknownUnions: 'Un des syndicats n’existe pas.',
  createdStatus: 'Une nouvelle formation est créée au statut « À venir ».',
  statusThroughPatch: 'Le statut se change depuis le panneau de statut de la formation.',
  notEditable: 'Seule une formation « À venir » peut être modifiée entièrement.',
  titleNotEditable: 'Le statut de la formation ne permet plus de la modifier.',
  mixedPatch: 'Une modification porte soit sur les présences, soit sur le statut, soit sur l’intitulé.',
  transitionImpossible: 'Ce changement de statut n’est pas possible depuis le statut actuel de la formation.',
  transitionForbidden: "Vous n'avez pas les droits pour ce changement de statut.",
  alreadyStarted: 'La formation a déjà commencé : elle ne peut plus être reportée.',
  postponeThroughDeferral: 'Un report enregistre les nouvelles dates : utilisez « Reporter la formation ».',
  newStartPast: 'La nouvelle date de début doit être dans le futur.',
  attendanceDoneStatus: 'Marquer les présences comme saisies passe la formation au statut « À clôturer ».',
  attendanceCancelStatus: 'Annuler la saisie des présences repasse la formation au statut « Publiée ».',
  attendanceNotOpen: 'Les présences ne peuvent être marquées comme saisies que pour une formation terminée, publiée, reportée ou à clôturer.',
  attendanceNotDone: 'Les présences de cette formation ne sont pas marquées comme saisies.',
  attendanceForbidden: "Vous n'avez pas les droits pour modifier la saisie des présences.",
} as const;

const TAGS = ['Formations'];

/** 422 when a referenced row is missing, one message per field. */
async function checkReferences(tx: Db, refs: Parameters<typeof missingReferences>[1]): Promise<void> {
  const missing = await missingReferences(tx, refs);
  if (missing.size === 0) return;
  const errors: Record<string, string[]> = {};
  if (missing.has('category')) errors.training_category_id = [MESSAGES.unknownCategory];
  if (missing.has('type')) errors.training_type_id = [MESSAGES.unknownType];
  if (missing.has('theme')) errors.training_theme_id = [MESSAGES.unknownTheme];
  if (missing.has('place')) errors.training_place_id = [MESSAGES.unknownPlace];
  if (missing.has('unions')) errors.unions = [MESSAGES.unknownUnions];
  throw validationError(MESSAGES.invalid, errors);
}

/** The training columns of the form, with the form's own rules (dates, price, round trips). */
function formValues(body: TrainingPayload): Omit<TrainingInsert, 'training_status_id' | 'created_by'> {
  const start = new Date(body.start_date);
  const end = new Date(body.end_date);
  if (end.getTime() < start.getTime()) throw validationError(MESSAGES.invalid, { end_date: [MESSAGES.endBeforeStart] });
  const paid = body.paid_training ?? false;
  if (paid && (body.amount === undefined || body.amount === null)) throw validationError(MESSAGES.invalid, { amount: [MESSAGES.amountRequired] });
  const transportation = body.transportation_fees ?? false;
  return {
    title: body.title.trim(),
    complement: body.complement ?? null,
    start_date: start,
    end_date: end,
    training_category_id: body.training_category_id,
    training_type_id: body.training_type_id,
    training_theme_id: body.training_theme_id,
    training_place_id: body.training_place_id ?? null,
    reserved: body.reserved ?? false,
    is_visio: body.is_visio ?? false,
    paid_training: paid,
    amount: paid && body.amount !== undefined && body.amount !== null ? body.amount.toFixed(2) : null,
    max_attendees: body.max_attendees,
    dinners: body.dinners ?? 0,
    accommodation: body.accommodation ?? false,
    transportation_fees: transportation,
    number_of_round_trips: transportation ? (body.number_of_round_trips ?? 0) : 0,
    waitlist_offers_seat: body.waitlist_offers_seat ?? false,
    visio_url: body.is_visio ? (body.visio_url?.trim() || null) : null,
  };
}

type FeeValues = Pick<TrainingInsert, 'paid_training' | 'amount' | 'dinners' | 'accommodation' | 'transportation_fees' | 'number_of_round_trips'>;

/** What a training created without its fee section holds: free, nothing covered. */
const NO_FEES: FeeValues = { paid_training: false, amount: null, dinners: 0, accommodation: false, transportation_fees: false, number_of_round_trips: 0 };

function feesOf(training: LockedTraining): FeeValues {
  const { paid_training, amount, dinners, accommodation, transportation_fees, number_of_round_trips } = training;
  return { paid_training, amount, dinners, accommodation, transportation_fees, number_of_round_trips };
}

/**
 * The price and the fees are not the responsable pédagogique's; what such a caller
 * sends for them is ignored (a creation is free with nothing covered, an edit keeps the stored values).
 */
function withFeesFor<V extends FeeValues>(role: RoleSlug, values: V, kept: FeeValues): V {
  return CAN_SET_TRAINING_FEES.includes(role) ? values : { ...values, ...kept };
}

/** A new place (the 'Modifier' dialog, a status change with its place): the place checked at the training's times. */
function checkPlaceChange(tx: Tx, training: LockedTraining, placeId: number | null, statusId: number, confirmed: boolean) {
  if (placeId === training.training_place_id) return Promise.resolve([]);
  return checkBooking(tx, { trainingId: training.id, start: training.start_date, end: training.end_date, placeId, statusId, profileIds: [] }, confirmed);
}

async function lockedOr404(tx: Db, id: number): Promise<LockedTraining> {
  const training = await lockTraining(tx, id);
  if (!training) throw new HttpError(404, TRAINING_NOT_FOUND);
  return training;
}

/**
 * The transition of the lifecycle table from the training's status to `to` that `role` may make now;
 * 403 when the change exists for other roles only, 422 when it does not exist from this status.
 */
export function transitionFor(role: RoleSlug, training: LockedTraining, to: number, now: Date): TrainingTransition {
  const possible = TRAINING_TRANSITIONS.filter((t) => t.to === to && (t.from as readonly number[]).includes(training.training_status_id));
  if (possible.length === 0) throw new HttpError(422, MESSAGES.transitionImpossible);
  const mine = possible.find((t) => t.roles.includes(role));
  if (!mine) throw new HttpError(403, MESSAGES.transitionForbidden);
  if (mine.requiresFutureStart && training.start_date.getTime() <= now.getTime()) throw new HttpError(422, MESSAGES.alreadyStarted);
  return mine;
}

const managementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('POST /trainings', { roles: CAN_EDIT_TRAININGS, tags: TAGS, summary: 'Créer une formation (statut « À venir »)' }),
    handler: async (request, reply): Promise<TrainingDetail> => {
      const auth = requireAuth(request);
      const body = request.body;
      if (body.training_status_id !== undefined && body.training_status_id !== TRAINING_STATUS.upcoming) {
        throw validationError(MESSAGES.invalid, { training_status_id: [MESSAGES.createdStatus] });
      }
      const values = formValues(body);
      const id = await app.db.transaction(async (tx) => {
        await checkReferences(tx, {
          categoryId: body.training_category_id,
          typeId: body.training_type_id,
          themeId: body.training_theme_id,
          placeId: body.training_place_id,
          unionIds: body.unions,
        });
        const booking = { trainingId: null, start: values.start_date, end: values.end_date, placeId: values.training_place_id ?? null, statusId: TRAINING_STATUS.upcoming, profileIds: [] };
        const conflicts = await checkBooking(tx, booking, body.confirm_conflicts === true);
        const created = { ...withFeesFor(auth.role, values, NO_FEES), training_status_id: TRAINING_STATUS.upcoming, created_by: auth.userId };
        const createdId = await insertTraining(tx, created, body.unions ?? []);
        await recordConfirmedConflicts(tx, createdId, conflicts, 'creation', auth.userId);
        return createdId;
      });
      reply.code(201);
      return readTrainingDetail(app.db, auth, id);
    },
  });

  app.route({
    ...endpointRoute('PUT /trainings/:id', {
      roles: CAN_EDIT_TRAININGS,
      tags: TAGS,
      summary: 'Modifier une formation « À venir » (formulaire complet)',
    }),
    handler: async (request): Promise<TrainingDetail> => {
      const auth = requireAuth(request);
      const { id: idTraining } = request.params;
      const body = request.body;
      const values = formValues(body);
      await app.db.transaction(async (tx) => {
        const training = await lockedOr404(tx, idTraining);
        if (editModeOf(training.training_status_id) !== 'full') throw new HttpError(422, MESSAGES.notEditable);
        if (body.training_status_id !== undefined && body.training_status_id !== training.training_status_id) {
          throw validationError(MESSAGES.invalid, { training_status_id: [MESSAGES.statusThroughPatch] });
        }
        await checkReferences(tx, {
          categoryId: body.training_category_id,
          typeId: body.training_type_id,
          themeId: body.training_theme_id,
          placeId: body.training_place_id,
          unionIds: body.unions,
        });
        // New times book the place and the whole team again; a new place alone, the place.
        const moved = values.start_date.getTime() !== training.start_date.getTime() || values.end_date.getTime() !== training.end_date.getTime();
        const conflicts =
          moved || values.training_place_id !== training.training_place_id
            ? await checkBooking(
                tx,
                { trainingId: idTraining, start: values.start_date, end: values.end_date, placeId: values.training_place_id ?? null, statusId: training.training_status_id, ...(moved ? {} : { profileIds: [] }) },
                body.confirm_conflicts === true,
              )
            : [];
        await updateTraining(tx, idTraining, withFeesFor(auth.role, values, feesOf(training)));
        await recordConfirmedConflicts(tx, idTraining, conflicts, 'modification', auth.userId);
        // The training's allowances (visio, transport, accommodation, dinners) may have changed: its
        // expenses never count a line no longer offered.
        await reapplyExpenseLines(tx, idTraining);
        if (body.unions !== undefined) await replaceUnions(tx, idTraining, body.unions);
        // More places: the trainees waiting take them.
        if (values.max_attendees > training.max_attendees) await fillFreedSeats(tx, idTraining, { mail: app.mail });
      });
      return readTrainingDetail(app.db, auth, idTraining);
    },
  });

  app.route({
    ...endpointRoute('PATCH /trainings/:id', {
      roles: CAN_EDIT_TRAININGS,
      tags: TAGS,
      summary: 'Présences saisies ou annulées, changement de statut (avec ou sans lieu), ou intitulé, thématique et lieu',
    }),
    handler: async (request): Promise<TrainingDetail> => {
      const auth = requireAuth(request);
      const { id } = request.params;
      const body = request.body;
      const has = (key: keyof typeof body) => body[key] !== undefined;
      const now = new Date();
      const mixed = (allowed: (keyof typeof body)[]) =>
        (Object.keys(body) as (keyof typeof body)[]).some((key) => body[key] !== undefined && !allowed.includes(key));

      await app.db.transaction(async (tx) => {
        const training = await lockedOr404(tx, id);

        if (has('attendance_sheet_done')) {
          // Shape 1: attendance done (→ 5) or its cancellation (→ 3).
          if (mixed(['attendance_sheet_done', 'training_status_id']) || !has('training_status_id')) throw new HttpError(400, MESSAGES.mixedPatch);
          if (body.attendance_sheet_done) {
            if (body.training_status_id !== TRAINING_STATUS.toClose) throw validationError(MESSAGES.invalid, { training_status_id: [MESSAGES.attendanceDoneStatus] });
            if (!canMarkAttendanceDone(auth.role, training, now)) {
              if (!CAN_MARK_ATTENDANCE_DONE.includes(auth.role)) throw new HttpError(403, MESSAGES.attendanceForbidden);
              throw new HttpError(422, MESSAGES.attendanceNotOpen);
            }
            await updateTraining(tx, id, { attendance_sheet_done: true, training_status_id: TRAINING_STATUS.toClose });
          } else {
            if (body.training_status_id !== TRAINING_STATUS.published) throw validationError(MESSAGES.invalid, { training_status_id: [MESSAGES.attendanceCancelStatus] });
            if (!CAN_CANCEL_ATTENDANCE_DONE.includes(auth.role)) throw new HttpError(403, MESSAGES.attendanceForbidden);
            if (!canCancelAttendanceDone(auth.role, training)) throw new HttpError(422, MESSAGES.attendanceNotDone);
            await updateTraining(tx, id, { attendance_sheet_done: false, training_status_id: TRAINING_STATUS.published });
          }
          return;
        }

        if (has('title')) {
          // Shape 4: the 'Modifier' dialog (title, theme, place).
          if (mixed(['title', 'training_theme_id', 'training_place_id', 'confirm_conflicts']) || !has('training_theme_id') || !has('training_place_id')) {
            throw new HttpError(400, MESSAGES.mixedPatch);
          }
          if (editModeOf(training.training_status_id) === 'none') throw new HttpError(422, MESSAGES.titleNotEditable);
          await checkReferences(tx, { themeId: body.training_theme_id, placeId: body.training_place_id });
          const conflicts = await checkPlaceChange(tx, training, body.training_place_id ?? null, training.training_status_id, body.confirm_conflicts === true);
          await updateTraining(tx, id, {
            title: (body.title ?? training.title).trim(),
            training_theme_id: body.training_theme_id,
            training_place_id: body.training_place_id ?? null,
          });
          await recordConfirmedConflicts(tx, id, conflicts, 'modification', auth.userId);
          return;
        }

        if (!has('training_status_id')) throw new HttpError(400, MESSAGES.mixedPatch);
        const to = body.training_status_id as number;

        if (body.force === true) {
          // 'Forcer le statut': any status, administrateur only.
          if (mixed(['training_status_id', 'force', 'confirm_conflicts'])) throw new HttpError(400, MESSAGES.mixedPatch);
          if (!CAN_FORCE_TRAINING_STATUS.includes(auth.role)) throw new HttpError(403, MESSAGES.transitionForbidden);
          await updateTraining(tx, id, { training_status_id: to });
          if (to === TRAINING_STATUS.cancelled && training.training_status_id !== TRAINING_STATUS.cancelled) {
            await sendCancellationNotices(tx, app.mail, app.config.publicUrl, id, now);
          }
          return;
        }

        // Shapes 2 and 3: a change of the lifecycle table, with the place for shape 3.
        if (mixed(['training_status_id', 'training_place_id', 'force', 'confirm_conflicts'])) throw new HttpError(400, MESSAGES.mixedPatch);
        const transition = transitionFor(auth.role, training, to, now);
        if (transition.recordsDeferral) throw new HttpError(422, MESSAGES.postponeThroughDeferral);
        const values: Partial<TrainingInsert> = { training_status_id: to };
        let conflicts: Awaited<ReturnType<typeof checkPlaceChange>> = [];
        if (has('training_place_id')) {
          await checkReferences(tx, { placeId: body.training_place_id });
          values.training_place_id = body.training_place_id ?? null;
          conflicts = await checkPlaceChange(tx, training, values.training_place_id, to, body.confirm_conflicts === true);
        }
        await updateTraining(tx, id, values);
        await recordConfirmedConflicts(tx, id, conflicts, 'modification', auth.userId);
        // A cancellation is told to the trainees and the team with the change itself (its reminders are dropped).
        if (to === TRAINING_STATUS.cancelled) await sendCancellationNotices(tx, app.mail, app.config.publicUrl, id, now);
      });
      return readTrainingDetail(app.db, auth, id);
    },
  });

  app.route({
    ...endpointRoute('POST /training-deferrals', {
      roles: CAN_POSTPONE_TRAININGS,
      tags: TAGS,
      summary: 'Reporter une formation : enregistre le report, les nouvelles dates, le lieu et le statut « Reportée »',
    }),
    handler: async (request, reply): Promise<TrainingDeferral> => {
      const auth = requireAuth(request);
      const body = request.body;
      const now = new Date();
      const start = new Date(body.new_start_date);
      const end = new Date(body.new_end_date);
      if (end.getTime() < start.getTime()) throw validationError(MESSAGES.invalid, { new_end_date: [MESSAGES.endBeforeStart] });
      if (start.getTime() <= now.getTime()) throw validationError(MESSAGES.invalid, { new_start_date: [MESSAGES.newStartPast] });
      const deferral = await app.db.transaction(async (tx) => {
        const training = await lockedOr404(tx, body.training_id);
        const transition = transitionFor(auth.role, training, TRAINING_STATUS.postponed, now);
        if (!transition.recordsDeferral) throw new HttpError(422, MESSAGES.transitionImpossible);
        if (body.training_place_id !== undefined) await checkReferences(tx, { placeId: body.training_place_id });
        // The new dates book the place and the whole team again.
        const placeId = body.training_place_id !== undefined ? body.training_place_id : training.training_place_id;
        const conflicts = await checkBooking(
          tx,
          { trainingId: training.id, start, end, placeId, statusId: TRAINING_STATUS.postponed },
          body.confirm_conflicts === true,
        );
        const row = await insertDeferral(tx, {
          training_id: training.id,
          user_id: auth.userId,
          initial_start_date: training.start_date,
          initial_end_date: training.end_date,
          new_start_date: start,
          new_end_date: end,
        });
        await updateTraining(tx, training.id, {
          start_date: start,
          end_date: end,
          training_status_id: TRAINING_STATUS.postponed,
          ...(body.training_place_id !== undefined ? { training_place_id: body.training_place_id } : {}),
        });
        await recordConfirmedConflicts(tx, training.id, conflicts, 'report', auth.userId);
        return row;
      });
      reply.code(201);
      return {
        id: deferral.id,
        initial_start_date: iso(deferral.initial_start_date),
        initial_end_date: iso(deferral.initial_end_date),
        new_start_date: iso(deferral.new_start_date),
        new_end_date: iso(deferral.new_end_date),
        created_at: iso(deferral.created_at),
      };
    },
  });

  app.route({
    ...endpointRoute('GET /pedagogical-supervisor/assigned-trainings', {
      roles: CAN_LIST_ASSIGNED_TRAININGS,
      tags: TAGS,
      summary: '« Mes formations » : les formations dont le responsable pédagogique fait partie de l’équipe',
    }),
    handler: async (request): Promise<Paged<TrainingRow>> => {
      const auth: AuthContext = requireAuth(request);
      const now = new Date();
      const list = request.query.filter ?? 'all';
      const params = scopeParams(auth, now);
      return pagedList(parsePage(request.query, TRAININGS_PER_PAGE), {
        rows: async (window) => {
          const rows = await listTrainingRows(app.db, list, 'taught', params, window);
          const names = await referenceNames(app.db, referenceIdsOf(rows));
          return rows.map((row) => toTrainingRow(row, names, now));
        },
        count: () => countTrainings(app.db, list, 'taught', params),
      });
    },
  });
};

export default managementRoutes;
