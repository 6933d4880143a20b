/** Evaluations of a finished training by its trainees. */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, ErrorResponses, Nullable, NullableInput } from './common';
import { EVALUATION_COMMENT_MAX_LENGTH } from './constants/limits';
import { endpoints } from './endpoint';
import { ProfileSummarySchema } from './profiles';

/** The seven criteria, in the order of the panel. */
export const EVALUATION_CRITERIA = [
  'documentation',
  'training_methods',
  'willingness_to_continue',
  'group_life',
  'material_conditions',
  'knowledge_contribution',
  'overall_satisfaction',
] as const;
export type EvaluationCriterion = (typeof EVALUATION_CRITERIA)[number];

export const EVALUATION_MESSAGES = {
  created: "Bravo, l'évaluation a été créée avec succès",
  alreadyDone: 'Vous avez déjà évalué cette formation.',
  notEnded: 'La formation n’est pas terminée : l’évaluation se fait à la fin.',
  notValidated: 'Seule une inscription validée permet d’évaluer la formation.',
} as const;

const score = Type.Integer({ minimum: 1, maximum: 10 });

export const EvaluationScoresSchema = Type.Object({
  documentation: score,
  training_methods: score,
  willingness_to_continue: score,
  group_life: score,
  material_conditions: score,
  knowledge_contribution: score,
  overall_satisfaction: score,
}, { additionalProperties: false });
export type EvaluationScores = Static<typeof EvaluationScoresSchema>;

/** What a trainee sends: the seven scores and, if they wish, a free comment (blank is no comment). */
export const EvaluationPayloadSchema = Type.Object(
  {
    ...EvaluationScoresSchema.properties,
    comment: Type.Optional(NullableInput(Type.String({ maxLength: EVALUATION_COMMENT_MAX_LENGTH }))),
  },
  { additionalProperties: false },
);
export type EvaluationPayload = Static<typeof EvaluationPayloadSchema>;

export const EvaluationParamsSchema = Type.Object({
  trainingId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  profileId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
}, { additionalProperties: false });
export type EvaluationParams = Static<typeof EvaluationParamsSchema>;

export const TrainingIdParamsSchema = Type.Object({ trainingId: Type.Integer({ minimum: 1, maximum: 2147483647 }) }, { additionalProperties: false });
export type TrainingIdParams = Static<typeof TrainingIdParamsSchema>;

export const EvaluationSchema = Type.Object(
  {
    id: Type.Integer(),
    training_id: Type.Integer(),
    profile: ProfileSummarySchema,
    ...EvaluationScoresSchema.properties,
    comment: Nullable(Type.String()),
    created_at: DateTimeSchema,
  },
  { title: 'Évaluation' },
);
export type Evaluation = Static<typeof EvaluationSchema>;

/** POST /api/evaluations/{trainingId}/{profileId} answer. */
export const EvaluationCreatedSchema = Type.Object({ message: Type.String(), evaluation: EvaluationSchema });
export type EvaluationCreated = Static<typeof EvaluationCreatedSchema>;

/**
 * GET /api/evaluations/evaluation/{trainingId}/{profileId}: the id when one exists, null while the trainee
 * has not evaluated the training (an expected answer, not an error).
 */
export const EvaluationRefSchema = Type.Object({ id: Nullable(Type.Integer()) });
export type EvaluationRef = Static<typeof EvaluationRefSchema>;

/* ---------- Endpoints ---------- */

export const evaluationEndpoints = endpoints({
  /** A trainee evaluates a finished training once (a validated registration needed): seven scores and a free comment. */
  'POST /evaluations/:trainingId/:profileId': {
    params: EvaluationParamsSchema,
    body: EvaluationPayloadSchema,
    responses: { 201: EvaluationCreatedSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** A trainee's evaluation of a training: its id, or null when there is none yet. */
  'GET /evaluations/evaluation/:trainingId/:profileId': {
    params: EvaluationParamsSchema,
    responses: { 200: EvaluationRefSchema, ...ErrorResponses(400, 401, 403, 404) },
  },
  /** The evaluations of a training (an intervenant: the trainings they teach). */
  'GET /evaluations/:trainingId': {
    params: TrainingIdParamsSchema,
    responses: { 200: Type.Array(EvaluationSchema), ...ErrorResponses(400, 401, 403, 404) },
  },
});
