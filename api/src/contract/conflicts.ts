/**
 * Double bookings: a training place, a teacher or a pedagogical supervisor booked by two trainings whose
 * times overlap. The server computes them (one query over the trainings' time ranges); the forms ask for
 * them before saving, and a save that would create one is refused with 409 unless the caller confirms it
 * (`confirm_conflicts: true`), in which case it is saved and the override recorded. A place marked
 * exclusive is never double-booked: the save is refused with 422 whatever the confirmation.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, ErrorResponses, Literals, Nullable, PagedSchema, PageQuerySchema } from './common';
import { endpoints } from './endpoint';
import { CONFLICT_KINDS } from './constants/conflicts';

export { CONFLICT_CONTEXTS, CONFLICT_KINDS, CONFLICT_KIND_LABELS, CONFLICT_MESSAGES, type ConflictContext } from './constants/conflicts';

export const ConflictKindSchema = Literals(CONFLICT_KINDS);
export type ConflictKind = Static<typeof ConflictKindSchema>;

/** The other training of a conflict, enough to name it and link to it. */
export const ConflictTrainingSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  start_date: DateTimeSchema,
  end_date: DateTimeSchema,
});
export type ConflictTraining = Static<typeof ConflictTrainingSchema>;

/** One conflict of a training (or of a training being written) with another one. */
export const ConflictSchema = Type.Object(
  {
    kind: ConflictKindSchema,
    /** The place (id of training_places) or the person (profile id) booked twice, with its name. */
    resource: Type.Object({ id: Type.Integer(), name: Type.String() }),
    /** The other training. */
    training: ConflictTrainingSchema,
    /** The place is exclusive: this conflict cannot be overridden. */
    exclusive: Type.Boolean(),
  },
  { title: 'Conflit de réservation' },
);
export type Conflict = Static<typeof ConflictSchema>;

/**
 * POST /api/trainings/conflicts: the conflicts a training would have with these times, place and team.
 * `training_id` is the training being edited or postponed (left out of the comparison, and its current
 * place and team used when `training_place_id` or `profile_ids` are absent); absent for a new training.
 */
export const ConflictCheckSchema = Type.Object(
  {
    training_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    start_date: DateTimeSchema,
    end_date: DateTimeSchema,
    training_place_id: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2147483647 }))),
    /** Profiles of teachers or pedagogical supervisors to check (for the team panel: the one being added). */
    profile_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type ConflictCheck = Static<typeof ConflictCheckSchema>;

export const ConflictListSchema = Type.Object({ conflicts: Type.Array(ConflictSchema) });
export type ConflictList = Static<typeof ConflictListSchema>;

/**
 * The answer 409 of a save that would create a conflict without `confirm_conflicts: true`: the French
 * message and the conflicts, so the form can show them and offer to save anyway.
 */
export const ConflictErrorSchema = Type.Object(
  { message: Type.String(), conflicts: Type.Array(ConflictSchema) },
  { title: 'Conflits de réservation' },
);
export type ConflictError = Static<typeof ConflictErrorSchema>;

/** The confirmation field the training form, the postponement and the team panel send after the warning. */
export const confirmConflictsProperty = {
  /** Saving anyway: the conflicts are recorded as overridden (refused for an exclusive place). */
  confirm_conflicts: Type.Optional(Type.Boolean()),
};

/** A conflict to come (dashboards of the administrateur and the gestionnaire). */
export const UpcomingConflictSchema = Type.Object(
  {
    kind: ConflictKindSchema,
    resource: Type.Object({ id: Type.Integer(), name: Type.String() }),
    /** The two trainings, the earlier first. */
    trainings: Type.Tuple([ConflictTrainingSchema, ConflictTrainingSchema]),
    /** Who saved it anyway and when (null when it was never confirmed, e.g. made before the check). */
    overridden: Nullable(Type.Object({ by: Type.String(), at: DateTimeSchema })),
  },
  { title: 'Conflit à venir' },
);
export type UpcomingConflict = Static<typeof UpcomingConflictSchema>;

export const conflictEndpoints = endpoints({
  /** The conflicts a training would have (staff who create or edit trainings and teams). */
  'POST /trainings/conflicts': {
    body: ConflictCheckSchema,
    responses: { 200: ConflictListSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** Conflicts between trainings not ended and not cancelled, the soonest first. */
  'GET /conflicts/upcoming': {
    query: PageQuerySchema,
    responses: { 200: PagedSchema(UpcomingConflictSchema), ...ErrorResponses(400, 401, 403) },
  },
});
