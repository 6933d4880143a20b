/**
 * Training leave (congés de formation): the staff's correction of the leave a registration uses, and the
 * trainee's balances per leave, computed from attendance. The rules are `LEAVE_RULES`
 * (constants/leave-rules.ts); a registration's leave, checked against its caps, is `LeaveCheckSchema`
 * (enrolment.ts), carried by each row of the trainees of a training (`leave`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponses, Literals, MessageSchema, Nullable } from './common';
import { LEAVE_KINDS, type LeaveKind } from './constants/leave-rules';
import { endpoints } from './endpoint';
import { TrainingTraineeParamsSchema } from './training-trainees';

/** The French answers about training leave. */
export const LEAVE_MESSAGES = {
  saved: 'Bravo, le congé de formation a bien été modifié',
  needsMandate:
    'Ce stagiaire ne détient pas le mandat que ce congé demande : déclarez d’abord ce mandat dans son profil, ou choisissez un autre congé.',
  registrationNotFound: 'Inscription introuvable.',
  noProfile: 'Aucun profil n’est associé à ce compte.',
} as const;

/** PUT /api/trainings/{id}/trainees/{traineeId}/leave: the leave the registration uses, or null for none. */
export const RegistrationLeaveUpdateSchema = Type.Object({
  // One schema with null among its values (not a union): request bodies stay closed objects in the OpenAPI document.
  leave_kind: Type.Unsafe<LeaveKind | null>({ type: ['string', 'null'], enum: [...LEAVE_KINDS, null] }),
}, { additionalProperties: false });
export type RegistrationLeaveUpdate = Static<typeof RegistrationLeaveUpdateSchema>;

/** One cap of a leave over one of its periods: days counted from attendance, planned ones apart. */
export const LeaveBalancePeriodSchema = Type.Object({
  /** 'Année 2026', 'Mandat en cours', 'Période de 3 ans en cours'. */
  label: Type.String(),
  period: Type.Union([Type.Literal('annee_civile'), Type.Literal('mandat'), Type.Literal('periode_mandat')]),
  /** Paris days of the span (yyyy-mm-dd); `to` null for a mandate without end. */
  from: Type.String(),
  to: Nullable(Type.String()),
  cap_days: Type.Number(),
  article: Type.String(),
  /** Days of ended trainings the trainee attended. */
  used: Type.Number(),
  /** Days of validated trainings not ended yet. */
  planned: Type.Number(),
  /** Cap less used and planned, never below 0. */
  left: Type.Number(),
  exceeded: Type.Boolean(),
});
export type LeaveBalancePeriod = Static<typeof LeaveBalancePeriodSchema>;

export const LeaveBalanceSchema = Type.Object({
  kind: Literals(LEAVE_KINDS),
  label: Type.String(),
  periods: Type.Array(LeaveBalancePeriodSchema),
});
export type LeaveBalance = Static<typeof LeaveBalanceSchema>;

/** GET /api/profile/leave-balances: each leave the trainee may come on (the mandates held decide). */
export const LeaveBalancesSchema = Type.Object({ leaves: Type.Array(LeaveBalanceSchema) });
export type LeaveBalances = Static<typeof LeaveBalancesSchema>;

export const leaveEndpoints = endpoints({
  /** Corrects the leave a registration uses (traineeId: the trainee's profile); one tied to a mandate needs it held. */
  'PUT /trainings/:id/trainees/:traineeId/leave': {
    params: TrainingTraineeParamsSchema,
    body: RegistrationLeaveUpdateSchema,
    responses: { 200: MessageSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** The caller's training leave balances: per leave, per calendar year (this one and the last) or mandate period. */
  'GET /profile/leave-balances': {
    responses: { 200: LeaveBalancesSchema, ...ErrorResponses(400, 401, 403, 404) },
  },
});
