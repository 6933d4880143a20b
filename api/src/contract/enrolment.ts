/** Registering to a training through the wizard and unregistering. */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, ErrorResponses, IdParamsSchema, Literals, MessageSchema } from './common';
import { LEAVE_KINDS } from './constants/leave-rules';
import { endpoints } from './endpoint';
import { OwnRegistrationSchema } from './trainings';

/** French messages of the registration rules. */
export const ENROLMENT_MESSAGES = {
  registered: 'Bravo, vous êtes bien préinscrit·e !',
  unregistered: 'Bravo, vous êtes désinscrit',
  alreadyRegistered: 'Vous êtes déjà inscrit·e à cette formation.',
  closed: 'Les inscriptions à cette formation sont closes.',
  full: 'Cette formation est complète, l’inscription est impossible.',
  notOpen: 'Cette formation n’est pas ouverte aux inscriptions.',
  noProfile: 'Veuillez compléter votre profil avant de vous inscrire.',
  missingFields: 'Pour valider la préinscription, veuillez saisir tous les champs',
  certifyMandates: 'Vous devez notamment confirmer vos mandats en cours.',
  invalidMandates: 'Les mandats sélectionnés ne sont pas vos mandats en cours.',
  accommodationTooClose: 'L’hébergement n’est proposé qu’au-delà de 50 km du lieu de la formation.',
  accommodationUnknown:
    'La distance entre votre commune et le lieu de la formation est inconnue : l’hébergement ne peut pas être demandé.',
  accommodationNotOffered: 'Cette formation ne propose pas d’hébergement.',
  unregisterNotAllowed: 'Le statut de la formation ne permet pas la désinscription.',
  unregisterRefused: 'Votre inscription a été refusée : il n’y a pas d’inscription à annuler.',
  notRegistered: 'Aucune inscription à cette formation.',
  /** The administrator's registration of another trainee (`profile_id`). */
  registeredOther: 'Bravo, le stagiaire est bien préinscrit.',
  alreadyRegisteredOther: 'Ce stagiaire est déjà inscrit à cette formation.',
  invalidMandatesOther: 'Les mandats sélectionnés ne sont pas les mandats en cours de ce stagiaire.',
  chooseTrainee: 'Veuillez choisir le stagiaire à inscrire.',
  notATrainee: 'Ce profil n’est pas celui d’un stagiaire.',
  /** Joining the waiting list of a full training (`waiting_list: true`). */
  waitingListJoined: 'Vous êtes inscrit·e sur la liste d’attente.',
  waitingListJoinedOther: 'Le stagiaire est inscrit sur la liste d’attente.',
  notFull: 'Il reste des places dans cette formation : inscrivez-vous directement.',
  /** A leave tied to a mandate the trainee does not hold (conseiller prud'hommes, du salarié, défenseur syndical). */
  leaveNeedsMandate: 'Ce congé est réservé aux titulaires du mandat correspondant, déclaré dans votre profil.',
} as const;

/** The kinds of training leave (`LEAVE_RULES`); a registration without one leaves it out. */
export const LeaveKindSchema = Literals(LEAVE_KINDS);

/** POST /api/trainings/{id}/register (the wizard's step 3). */
export const RegistrationRequestSchema = Type.Object({
  /** The trainee registered: the caller's own profile (optional), or another trainee's for the administrator. */
  profile_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  /** Sent by the original client (5); ignored. */
  role_id: Type.Optional(Type.Integer()),
  /** Required ('how did you hear'). */
  referral_source_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  /** 'Je certifie que la liste des mandats déclarés ci-dessus est à jour': must be true. */
  mandates_certified: Type.Optional(Type.Boolean()),
  /** Pivot ids of the caller's valid mandates used for this training. */
  mandate_profile_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 50 })),
  /** Councillor block: required for a CPH training when the caller holds a valid CPH mandate. */
  seniority_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()])),
  training_duration_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()])),
  reimbursed: Type.Optional(Type.Boolean()),
  /** Only when the caller lives more than 50 km from the training place. */
  needs_accommodation: Type.Optional(Type.Boolean()),
  /** Joins the waiting list of a full training (status En attente) instead of pre-registering; refused while places remain. */
  waiting_list: Type.Optional(Type.Boolean()),
  /** The training leave the trainee comes on; one tied to a mandate needs that mandate held. */
  leave_kind: Type.Optional(LeaveKindSchema),
}, { additionalProperties: false });
export type RegistrationRequest = Static<typeof RegistrationRequestSchema>;

export const RegistrationCreatedSchema = Type.Object({ message: Type.String(), registration: OwnRegistrationSchema });
export type RegistrationCreated = Static<typeof RegistrationCreatedSchema>;

/** DELETE /api/trainings/{trainingId}/unregister/{profileId}. */
export const UnregisterParamsSchema = Type.Object({
  /** The training (named `id` like every `/trainings/{id}` URL). */
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  profileId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
}, { additionalProperties: false });
export type UnregisterParams = Static<typeof UnregisterParamsSchema>;

export const LeaveCapCheckSchema = Type.Object({
  days: Type.Number(),
  period: Type.Union([Type.Literal('annee_civile'), Type.Literal('mandat'), Type.Literal('periode_mandat')]),
  article: Type.String(),
  used: Type.Number(),
  adding: Type.Number(),
  left: Type.Number(),
  exceeded: Type.Boolean(),
});

export const LeaveCheckSchema = Type.Object({
  kind: LeaveKindSchema,
  label: Type.String(),
  caps: Type.Array(LeaveCapCheckSchema),
  exceeded: Type.Boolean(),
  /** Days of notice the employer must have, and the last Paris day to send it (yyyy-mm-dd). */
  notice_days: Type.Integer(),
  notice_deadline: Type.String(),
  /**
   * The deadline is past: on the day asked (the wizard's options: today), or, for a registration made,
   * on the day it was made.
   */
  notice_passed: Type.Boolean(),
});
export type LeaveCheckAnswer = Static<typeof LeaveCheckSchema>;

/** GET /api/trainings/{id}/registration-options?profile_id=: the administrator asks for another trainee. */
export const RegistrationOptionsQuerySchema = Type.Object({
  profile_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
}, { additionalProperties: false });
export type RegistrationOptionsQuery = Static<typeof RegistrationOptionsQuerySchema>;

/** GET /api/trainings/{id}/registration-options: what the wizard's step 3 may offer the caller. */
export const RegistrationOptionsSchema = Type.Object({
  /** Distance in km from the caller's commune to the training place's, or null when unknown. */
  distance_km: Type.Union([Type.Number(), Type.Null()]),
  /** Accommodation may be requested (the training offers it and the distance is above 50 km). */
  accommodation_allowed: Type.Boolean(),
  /** Dinners are covered (only with accommodation). */
  dinners_allowed: Type.Boolean(),
  /** The councillor block is required (CPH training and a valid CPH mandate held). */
  councillor_block_required: Type.Boolean(),
  registration_open: Type.Boolean(),
  places_left: Type.Integer({ minimum: 0 }),
  /**
   * The leaves the trainee may come on, each with its caps: days used in the cap's span (this training
   * left out), what the training adds, and whether it would exceed the cap.
   */
  leaves: Type.Optional(Type.Array(LeaveCheckSchema)),
});
export type RegistrationOptions = Static<typeof RegistrationOptionsSchema>;

/**
 * GET /api/trainee/trainings/{id}/clashes: the caller's trainings whose registration is validated and
 * whose dates overlap the given training's (half-open ranges: one ending when the other starts does
 * not clash), cancelled ones left out, earliest first.
 */
export const TrainingClashSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  start_date: DateTimeSchema,
  end_date: DateTimeSchema,
});
export type TrainingClash = Static<typeof TrainingClashSchema>;

export const enrolmentEndpoints = endpoints({
  /** What the registration wizard offers (accommodation beyond 50 km, the councillor block). */
  'GET /trainings/:id/registration-options': {
    params: IdParamsSchema,
    query: RegistrationOptionsQuerySchema,
    responses: { 200: RegistrationOptionsSchema, ...ErrorResponses(400, 401, 403, 404, 422) },
  },
  /** Pre-registers the caller (the wizard's step 3), or a trainee for the administrator (`profile_id`). */
  'POST /trainings/:id/register': {
    params: IdParamsSchema,
    body: RegistrationRequestSchema,
    responses: { 201: RegistrationCreatedSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** The trainee's validated trainings overlapping this one (the wizard's warning; it does not block). */
  'GET /trainee/trainings/:id/clashes': {
    params: IdParamsSchema,
    responses: { 200: Type.Array(TrainingClashSchema), ...ErrorResponses(400, 401, 403, 404) },
  },
  /** Unregisters a trainee (themselves, or by the staff who process registrations). */
  'DELETE /trainings/:id/unregister/:profileId': {
    params: UnregisterParamsSchema,
    responses: { 200: MessageSchema, ...ErrorResponses(400, 401, 403, 404, 422) },
  },
});
