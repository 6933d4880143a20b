/** The team of a training: pedagogical supervisors and teachers with their hours. */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponses, IdParamsSchema, Literals, MessageSchema, NamedItemSchema, Nullable, NullableInput } from './common';
import { endpoints } from './endpoint';
import { confirmConflictsProperty, ConflictErrorSchema } from './conflicts';
import { HETD_LECTURE_FACTOR, HOURS_STEP } from './constants/limits';
export { HETD_LECTURE_FACTOR, HOURS_STEP } from './constants/limits';

export const STAFF_TYPES = ['teachers', 'pedagogical_supervisors'] as const;
export const StaffTypeSchema = Literals(STAFF_TYPES);
export type StaffType = Static<typeof StaffTypeSchema>;

/**
 * HETD = 1.5 × CM + TD, exact: hours have at most two decimals, so HETD has at most three (4,875), kept
 * as such in answers, sums and exports, and rounded to two decimals only where it is shown.
 */
export function hetd(lecture: number | null, tutorial: number | null): number | null {
  if (lecture === null && tutorial === null) return null;
  const thousandths = HETD_LECTURE_FACTOR * 10 * Math.round((lecture ?? 0) * 100) + 10 * Math.round((tutorial ?? 0) * 100);
  return thousandths / 1000;
}

/** The exact sum of HETD values (each with at most three decimals), summed in thousandths. */
export function sumHetd(values: readonly (number | null)[]): number {
  return values.reduce<number>((total, v) => total + Math.round((v ?? 0) * 1000), 0) / 1000;
}

/** GET /api/trainings/{id}/staff query. */
export const StaffQuerySchema = Type.Object({ type: StaffTypeSchema }, { additionalProperties: false });
export type StaffQuery = Static<typeof StaffQuerySchema>;

/**
 * The hours of one member of a training's team, as the team tab and the hours report show them: expected
 * and actual lecture (CM) and tutorial (TD) hours, and their HETD (1.5 × CM + TD, to 2 decimals, null
 * when no hour is entered).
 */
export const memberHoursProperties = {
  expected_lecture_hours: Nullable(Type.Number()),
  expected_tutorial_hours: Nullable(Type.Number()),
  actual_lecture_hours: Nullable(Type.Number()),
  actual_tutorial_hours: Nullable(Type.Number()),
  expected_hetd: Nullable(Type.Number()),
  actual_hetd: Nullable(Type.Number()),
};

/** A teacher or pedagogical supervisor of the training, with their hours. */
export const TeamMemberSchema = Type.Object(
  {
    profile_id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    phone: Nullable(Type.String()),
    url: Nullable(Type.String()),
    role: NamedItemSchema,
    ...memberHoursProperties,
    ares_status_id: Nullable(Type.Integer()),
    ares_status: Nullable(NamedItemSchema),
    needs_accommodation: Type.Boolean(),
    reimbursed_transportation: Type.Boolean(),
    is_remunerated: Type.Boolean(),
    /** Expected hours may change (Ares status below 2). */
    can_edit_expected_hours: Type.Boolean(),
    /** Actual hours may be entered (the training has ended). */
    can_edit_actual_hours: Type.Boolean(),
  },
  { title: 'Membre de l’équipe' },
);
export type TeamMember = Static<typeof TeamMemberSchema>;

/** POST /api/trainings/{id}/teachers and /pedagogical-supervisors. */
export const AddTeamMemberSchema = Type.Object({
  profile_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  reimbursed_transportation: Type.Optional(Type.Boolean()),
  needs_accommodation: Type.Optional(Type.Boolean()),
  ares_status_id: Type.Optional(NullableInput(Type.Integer({ minimum: 1 }))),
  ...confirmConflictsProperty,
}, { additionalProperties: false });
export type AddTeamMember = Static<typeof AddTeamMemberSchema>;

const Hours = Type.Number({ minimum: 0, maximum: 1000, multipleOf: HOURS_STEP });

/**
 * PUT /api/trainings/{id}/teachers/{profileId} and /pedagogical-supervisors/{profileId}. An absent field is
 * left unchanged. Expected hours only while the Ares status is below 2, actual hours only after the end,
 * the Ares status by an administrateur only; null hours are refused.
 */
export const UpdateTeamMemberSchema = Type.Object({
  expected_lecture_hours: Type.Optional(NullableInput(Hours)),
  expected_tutorial_hours: Type.Optional(NullableInput(Hours)),
  actual_lecture_hours: Type.Optional(NullableInput(Hours)),
  actual_tutorial_hours: Type.Optional(NullableInput(Hours)),
  ares_status_id: Type.Optional(NullableInput(Type.Integer({ minimum: 1 }))),
  needs_accommodation: Type.Optional(Type.Boolean()),
  reimbursed_transportation: Type.Optional(Type.Boolean()),
  is_remunerated: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
export type UpdateTeamMember = Static<typeof UpdateTeamMemberSchema>;

export const TeamMemberParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  profileId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
}, { additionalProperties: false });
export type TeamMemberParams = Static<typeof TeamMemberParamsSchema>;

/** Adding a member to the team (teachers or pedagogical supervisors). */
const addMember = {
  params: IdParamsSchema,
  body: AddTeamMemberSchema,
  responses: { 201: TeamMemberSchema, 409: ConflictErrorSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
};
/** A member's hours, needs, Ares status and remuneration. */
const updateMember = {
  params: TeamMemberParamsSchema,
  body: UpdateTeamMemberSchema,
  responses: { 200: TeamMemberSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
};
/** Removing a member (refused once their Ares contract is validated). */
const removeMember = {
  params: TeamMemberParamsSchema,
  responses: { 200: MessageSchema, ...ErrorResponses(400, 401, 403, 404, 422) },
};

export const trainingTeamEndpoints = endpoints({
  /** The teachers (type=teachers) or pedagogical supervisors (type=pedagogical_supervisors), with their hours. */
  'GET /trainings/:id/staff': {
    params: IdParamsSchema,
    query: StaffQuerySchema,
    responses: { 200: Type.Array(TeamMemberSchema), ...ErrorResponses(400, 401, 403, 404) },
  },
  'POST /trainings/:id/teachers': addMember,
  'PUT /trainings/:id/teachers/:profileId': updateMember,
  'DELETE /trainings/:id/teachers/:profileId': removeMember,
  'POST /trainings/:id/pedagogical-supervisors': addMember,
  'PUT /trainings/:id/pedagogical-supervisors/:profileId': updateMember,
  'DELETE /trainings/:id/pedagogical-supervisors/:profileId': removeMember,
});

/** The API's French answers about a training's team and its hours. */
export const TRAINING_TEAM_MESSAGES = {
  invalid: 'Les données envoyées ne sont pas valides.',
  expectedNull: 'Les heures prévisionnelles ne peuvent pas être nulles',
  actualNull: 'Les heures réalisées ne peuvent pas être nulles',
  expectedLocked: 'Le contrat Ares est validé : les heures prévisionnelles ne sont plus modifiables.',
  actualTooEarly: "Les heures réalisées ne peuvent être saisies qu'après la fin de la formation.",
  aresForbidden: 'Seul un administrateur peut modifier le statut Ares.',
  aresUnknown: "Ce statut Ares n'existe pas.",
  remuneratedOnlyTeachers: 'Seul un intervenant peut être rémunéré.',
  notATeacher: "Cette personne n'est ni intervenant ni responsable pédagogique.",
  notASupervisor: "Cette personne n'est pas responsable pédagogique.",
  alreadyInTeam: "Cette personne fait déjà partie de l'équipe de la formation.",
  memberNotFound: "Cette personne ne fait pas partie de l'équipe de la formation.",
  contractValidated: 'Le contrat Ares de cette personne est validé : elle ne peut plus être retirée de la formation.',
  removed: "Bravo, la personne a bien été retirée de l'équipe",
  hoursOutOfScope: 'Vous ne pouvez modifier les heures et la rémunération que des formations dont vous êtes responsable pédagogique.',
} as const;
