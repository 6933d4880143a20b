/**
 * Registering to a training (the wizard) and unregistering:
 * POST /api/trainings/{id}/register (a pre-registration, or with `waiting_list` a place on the waiting list
 * of a full training, under the same cut-off), GET /api/trainings/{id}/registration-options,
 * DELETE /api/trainings/{id}/unregister/{profileId}. The administrator registers another trainee with
 * `profile_id` (CAN_REGISTER_OTHERS), under the same rules as the trainee.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CPH_MANDATE_NAME } from '../../contract/accounts';
import type { MessageResponse } from '../../contract/common';
import {
  ENROLMENT_MESSAGES,
  type RegistrationCreated,
  type RegistrationOptions,
  type RegistrationRequest,
} from '../../contract/enrolment';
import { CAN_SEND_REGISTRATIONS, CAN_UNREGISTER } from '../../contract/roles';
import { REGISTRATION_STATUS } from '../../contract/statuses';
import { CPH_TRAINING_TYPE_ID, registrationStatusOf } from '../../db/reference-data';
import * as s from '../../db/schema';
import type { AuthContext } from '../../lib/auth-sessions';
import { endpointRoute } from '../../lib/endpoint-route';
import { HttpError, isUniqueViolation, MESSAGES, validationError } from '../../lib/errors';
import { requireAuth } from '../../plugins/auth';
import {
  activeMandatesOf,
  countValidated,
  deleteRegistration,
  findRegistration,
  findTrainingForEnrolment,
  insertRegistration,
  profileExists,
  profileHome,
  referenceExists,
  traineeProfileExists,
} from './enrolment-queries';
import {
  accommodationOffered,
  homeToPlaceKm,
  mayUnregister,
  registrantOf,
  registrationOpen,
  registrationWindow,
  takesRegistrations,
  unregistrationAllowed,
} from './enrolment-rules';
import { leaveChecksFor, mandateOfLeave } from '../leave';
import { fillFreedSeats, waitingListPlace } from './waitlist';
import { lockTraining } from './write-queries';

const TAGS = ['Inscriptions'];

type Training = NonNullable<Awaited<ReturnType<typeof findTrainingForEnrolment>>>;
type Db = Parameters<typeof findTrainingForEnrolment>[0];

/** What the wizard may offer the caller for this training. */
async function optionsFor(db: Db, training: Training, profileId: number, now: Date): Promise<RegistrationOptions & { cphCouncilId: number | null }> {
  const km = homeToPlaceKm(await profileHome(db, profileId), { latitude: training.place_latitude, longitude: training.place_longitude });
  const accommodation = accommodationOffered(training.accommodation, km);
  const mandates = await activeMandatesOf(db, profileId);
  const cph = training.type_id === CPH_TRAINING_TYPE_ID ? mandates.find((m) => m.name === CPH_MANDATE_NAME) : undefined;
  return {
    distance_km: km,
    accommodation_allowed: accommodation,
    dinners_allowed: accommodation && training.dinners > 0,
    councillor_block_required: cph !== undefined,
    registration_open: registrationWindow(training, now).open,
    places_left: Math.max(0, training.max_attendees - (await countValidated(db, training.id))),
    leaves: await leaveChecksFor(db, profileId, mandates, { start: training.start_date, end: training.end_date }, now),
    cphCouncilId: cph?.council_id ?? null,
  };
}

/**
 * The trainee a registration is for: the caller's own profile, or the trainee named by `profile_id`
 * for the administrator (403 for anyone else; 422 when that profile is not a trainee's).
 */
async function registrant(db: Db, auth: AuthContext, requested: number | undefined): Promise<{ profileId: number; other: boolean }> {
  const found = registrantOf(auth, requested);
  if (found === 'forbidden') throw new HttpError(403, MESSAGES.forbidden);
  if (found === 'choose') throw validationError(ENROLMENT_MESSAGES.chooseTrainee, { profile_id: [ENROLMENT_MESSAGES.chooseTrainee] });
  if (found.profileId === null) throw validationError(ENROLMENT_MESSAGES.noProfile, { profile: [ENROLMENT_MESSAGES.noProfile] });
  if (found.other && !(await traineeProfileExists(db, found.profileId))) {
    throw validationError(ENROLMENT_MESSAGES.notATrainee, { profile_id: [ENROLMENT_MESSAGES.notATrainee] });
  }
  return { profileId: found.profileId, other: found.other };
}

/** The wizard's required fields and the mandates declared: 422 with one message per missing field. */
async function checkRequest(db: Db, body: RegistrationRequest, profileId: number, councillorBlock: boolean, other: boolean): Promise<number[]> {
  const errors: Record<string, string[]> = {};
  const required = 'Ce champ est obligatoire.';
  if (!body.referral_source_id) errors.referral_source_id = [required];
  else if (!(await referenceExists(db, s.referralSources, body.referral_source_id))) errors.referral_source_id = ['Valeur inconnue.'];
  if (body.mandates_certified !== true) errors.mandates_certified = [ENROLMENT_MESSAGES.certifyMandates];
  if (councillorBlock) {
    if (!body.seniority_id) errors.seniority_id = [required];
    else if (!(await referenceExists(db, s.seniorities, body.seniority_id))) errors.seniority_id = ['Valeur inconnue.'];
    if (!body.training_duration_id) errors.training_duration_id = [required];
    else if (!(await referenceExists(db, s.trainingDurations, body.training_duration_id))) errors.training_duration_id = ['Valeur inconnue.'];
  }
  if (Object.keys(errors).length > 0) {
    const message = errors.mandates_certified
      ? `${ENROLMENT_MESSAGES.missingFields}. ${ENROLMENT_MESSAGES.certifyMandates}`
      : ENROLMENT_MESSAGES.missingFields;
    throw validationError(message, errors);
  }
  const mandates = await activeMandatesOf(db, profileId);
  if (body.leave_kind && mandateOfLeave(body.leave_kind, mandates) === undefined) {
    throw validationError(ENROLMENT_MESSAGES.leaveNeedsMandate, { leave_kind: [ENROLMENT_MESSAGES.leaveNeedsMandate] });
  }
  const declared = [...new Set(body.mandate_profile_ids ?? [])];
  const valid = new Set(mandates.map((m) => m.id));
  if (declared.some((id) => !valid.has(id))) {
    const message = other ? ENROLMENT_MESSAGES.invalidMandatesOther : ENROLMENT_MESSAGES.invalidMandates;
    throw validationError(message, { mandate_profile_ids: [message] });
  }
  return declared;
}

const enrolmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('GET /trainings/:id/registration-options', {
      roles: CAN_SEND_REGISTRATIONS,
      tags: TAGS,
      summary: 'Ce que l’assistant d’inscription propose (hébergement au-delà de 50 km, bloc conseiller prud’hommes)',
    }),
    handler: async (request): Promise<RegistrationOptions> => {
      const { profileId } = await registrant(app.db, requireAuth(request), request.query.profile_id);
      const training = await findTrainingForEnrolment(app.db, request.params.id);
      if (!training) throw new HttpError(404, MESSAGES.notFound);
      const { cphCouncilId: _council, ...options } = await optionsFor(app.db, training, profileId, new Date());
      return options;
    },
  });

  app.route({
    ...endpointRoute('POST /trainings/:id/register', {
      roles: CAN_SEND_REGISTRATIONS,
      tags: TAGS,
      summary: 'Préinscription du stagiaire connecté (assistant, étape 3), ou d’un stagiaire par l’administrateur (profile_id) ; liste d’attente d’une formation complète (waiting_list)',
    }),
    handler: async (request, reply): Promise<RegistrationCreated> => {
      const body = request.body;
      const { profileId, other } = await registrant(app.db, requireAuth(request), body.profile_id);
      const alreadyRegistered = other ? ENROLMENT_MESSAGES.alreadyRegisteredOther : ENROLMENT_MESSAGES.alreadyRegistered;
      const waiting = body.waiting_list === true;
      const now = new Date();
      const registration = await app.db
        .transaction(async (tx) => {
          const training = await findTrainingForEnrolment(tx, request.params.id, true);
          if (!training) throw new HttpError(404, MESSAGES.notFound);
          if (!takesRegistrations(training.status_id, training.end_date, now)) throw new HttpError(422, ENROLMENT_MESSAGES.notOpen);
          if (await findRegistration(tx, training.id, profileId)) throw new HttpError(422, alreadyRegistered);
          if (!registrationOpen(training.start_date, now)) throw new HttpError(422, ENROLMENT_MESSAGES.closed);
          const options = await optionsFor(tx, training, profileId, now);
          // A full training takes its waiting list; one with places left takes pre-registrations only.
          if (waiting && options.places_left > 0) throw new HttpError(422, ENROLMENT_MESSAGES.notFull);
          if (!waiting && options.places_left <= 0) throw new HttpError(422, ENROLMENT_MESSAGES.full);
          const mandateIds = await checkRequest(tx, body, profileId, options.councillor_block_required, other);
          if (body.needs_accommodation) {
            const message = !training.accommodation
              ? ENROLMENT_MESSAGES.accommodationNotOffered
              : options.distance_km === null
                ? ENROLMENT_MESSAGES.accommodationUnknown
                : options.accommodation_allowed
                  ? null
                  : ENROLMENT_MESSAGES.accommodationTooClose;
            if (message) throw validationError(message, { needs_accommodation: [message] });
          }
          const created = await insertRegistration(
            tx,
            {
              training_id: training.id,
              profile_id: profileId,
              registration_status_id: waiting ? REGISTRATION_STATUS.en_attente : REGISTRATION_STATUS.preinscription,
              referral_source_id: body.referral_source_id,
              reimbursed: body.reimbursed ?? false,
              needs_accommodation: body.needs_accommodation ?? false,
              council_id: options.councillor_block_required ? options.cphCouncilId : null,
              seniority_id: options.councillor_block_required ? body.seniority_id : null,
              training_duration_id: options.councillor_block_required ? body.training_duration_id : null,
              leave_kind: body.leave_kind ?? null,
            },
            mandateIds,
          );
          return { ...created, waiting_list: waiting ? await waitingListPlace(tx, created.id, now) : undefined };
        })
        .catch((err: unknown) => {
          // Two registrations of the same trainee at once: the unique index decides.
          if (isUniqueViolation(err)) throw new HttpError(422, alreadyRegistered);
          throw err;
        });
      reply.code(201);
      const message = waiting
        ? other ? ENROLMENT_MESSAGES.waitingListJoinedOther : ENROLMENT_MESSAGES.waitingListJoined
        : other ? ENROLMENT_MESSAGES.registeredOther : ENROLMENT_MESSAGES.registered;
      return {
        message,
        registration: {
          id: registration.id,
          registration_status: registrationStatusOf(registration.registration_status_id),
          reimbursed: registration.reimbursed,
          needs_accommodation: registration.needs_accommodation,
          refusal_reason: null,
          ...(registration.waiting_list ? { waiting_list: registration.waiting_list } : {}),
        },
      };
    },
  });

  app.route({
    ...endpointRoute('DELETE /trainings/:id/unregister/:profileId', {
      roles: CAN_UNREGISTER,
      tags: TAGS,
      summary: 'Désinscription (le stagiaire lui-même ; l’équipe qui traite les inscriptions), formation publiée ou reportée',
    }),
    handler: async (request): Promise<MessageResponse> => {
      const auth = requireAuth(request);
      const { id: trainingId, profileId } = request.params;
      const training = await findTrainingForEnrolment(app.db, trainingId);
      if (!training || !(await profileExists(app.db, profileId))) throw new HttpError(404, MESSAGES.notFound);
      if (!mayUnregister(auth, profileId)) throw new HttpError(403, MESSAGES.forbidden);
      const registration = await findRegistration(app.db, trainingId, profileId);
      if (!registration) throw new HttpError(404, ENROLMENT_MESSAGES.notRegistered);
      if (!unregistrationAllowed(training.status_id)) throw new HttpError(422, ENROLMENT_MESSAGES.unregisterNotAllowed);
      // A refused trainee keeps the refusal: removing it would let them register again as if new.
      if (auth.role === 'stagiaire' && registration.registration_status_id === REGISTRATION_STATUS.refuse) {
        throw new HttpError(422, ENROLMENT_MESSAGES.unregisterRefused);
      }
      await app.db.transaction(async (tx) => {
        // Locked like every path that validates: the seat freed goes to the waiting list at once.
        await lockTraining(tx, trainingId);
        const current = await findRegistration(tx, trainingId, profileId);
        if (!current) return;
        await deleteRegistration(tx, current.id);
        if (current.registration_status_id === REGISTRATION_STATUS.valide || current.seat_offer_expires_at !== null) {
          await fillFreedSeats(tx, trainingId, { mail: app.mail });
        }
      });
      return { message: ENROLMENT_MESSAGES.unregistered };
    },
  });
};

export default enrolmentRoutes;
