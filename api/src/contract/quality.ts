/**
 * Satisfaction results (the quality of the trainings): a training's figures for its Évaluations tab,
 * the staff's 'Qualité' page per theme and year with its .xlsx export, and the results the public
 * catalogue publishes per theme over the last twelve months.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, ErrorResponses, Nullable } from './common';
import { endpoints } from './endpoint';
import { TrainingIdParamsSchema } from './evaluations';
export { PUBLISHED_RESULTS_MIN_RESPONDENTS } from './constants/limits';

/** A mean out of 10 with one decimal, null without any respondent. */
const Mean = Nullable(Type.Number({ minimum: 0, maximum: 10 }));
/** A share in percent (0–100) with one decimal, null when its denominator is 0. */
const Rate = Nullable(Type.Number({ minimum: 0, maximum: 100 }));

/** The mean of each of the seven criteria. */
export const CriterionMeansSchema = Type.Object({
  documentation: Mean,
  training_methods: Mean,
  willingness_to_continue: Mean,
  group_life: Mean,
  material_conditions: Mean,
  knowledge_contribution: Mean,
  overall_satisfaction: Mean,
});
export type CriterionMeans = Static<typeof CriterionMeansSchema>;

/* ---------- One training (the Évaluations tab) ---------- */

export const EvaluationCommentSchema = Type.Object({
  id: Type.Integer(),
  comment: Type.String(),
  created_at: DateTimeSchema,
});
export type EvaluationComment = Static<typeof EvaluationCommentSchema>;

export const TrainingEvaluationResultsSchema = Type.Object(
  {
    /** Validated registrations of the training. */
    validated: Type.Integer({ minimum: 0 }),
    /** Evaluations of those validated trainees. */
    respondents: Type.Integer({ minimum: 0 }),
    /** respondents / validated. */
    response_rate: Rate,
    means: CriterionMeansSchema,
    /** The trainees' comments, oldest first, without their names. */
    comments: Type.Array(EvaluationCommentSchema),
  },
  { title: 'Résultats des évaluations d’une formation' },
);
export type TrainingEvaluationResults = Static<typeof TrainingEvaluationResultsSchema>;

/* ---------- Per theme and year (the Qualité page) ---------- */

export const QualityYearQuerySchema = Type.Object(
  /** Absent: the current year in Paris. */
  { year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })) },
  { additionalProperties: false },
);
export type QualityYearQuery = Static<typeof QualityYearQuerySchema>;

export const QualityThemeRowSchema = Type.Object({
  /** null on the row of every theme together. */
  theme_id: Nullable(Type.Integer()),
  theme: Type.String(),
  /** Trainings of the theme that ended in the year (cancelled ones left out). */
  trainings: Type.Integer({ minimum: 0 }),
  validated: Type.Integer({ minimum: 0 }),
  respondents: Type.Integer({ minimum: 0 }),
  response_rate: Rate,
  means: CriterionMeansSchema,
  /** Validated trainees present at every half-day / validated trainees, of the trainings whose attendance is final. */
  completion_rate: Rate,
});
export type QualityThemeRow = Static<typeof QualityThemeRowSchema>;

export const QualityResultsSchema = Type.Object(
  {
    year: Type.Integer(),
    /** The years the year filter offers: from the first year with an ended training to the current one. */
    years: Type.Array(Type.Integer()),
    /** Themes with a training ended in the year, by name. */
    themes: Type.Array(QualityThemeRowSchema),
    /** Every theme together. */
    total: QualityThemeRowSchema,
  },
  { title: 'Résultats qualité par thème' },
);
export type QualityResults = Static<typeof QualityResultsSchema>;

/* ---------- Published on the catalogue ---------- */

export const PublishedThemeResultSchema = Type.Object({
  theme_id: Type.Integer(),
  theme: Type.String(),
  respondents: Type.Integer({ minimum: 0 }),
  response_rate: Rate,
  /** Mean of the overall satisfaction, out of 10. */
  overall_satisfaction: Mean,
  completion_rate: Rate,
});
export type PublishedThemeResult = Static<typeof PublishedThemeResultSchema>;

export const PublishedResultsSchema = Type.Object(
  {
    /** The window, Paris calendar days, both included: the twelve months ending today. */
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
    /** A theme is published from this many respondents on. */
    minimum_respondents: Type.Integer(),
    /** The themes published (enough respondents), by name; the others are not sent at all. */
    themes: Type.Array(PublishedThemeResultSchema),
  },
  { title: 'Résultats publiés' },
);
export type PublishedResults = Static<typeof PublishedResultsSchema>;

const FileSchema = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'Classeur .xlsx' });

/* ---------- Endpoints ---------- */

export const qualityEndpoints = endpoints({
  /** A training's response rate, means and comments (the Évaluations tab). */
  'GET /evaluations/:trainingId/results': {
    params: TrainingIdParamsSchema,
    responses: { 200: TrainingEvaluationResultsSchema, ...ErrorResponses(400, 401, 403, 404) },
  },
  /** The results of one year per theme (the Qualité page). */
  'GET /quality/results': {
    query: QualityYearQuerySchema,
    responses: { 200: QualityResultsSchema, ...ErrorResponses(400, 401, 403) },
  },
  /** The same, as a workbook. */
  'GET /quality/results/export': {
    query: QualityYearQuerySchema,
    file: true as const,
    responses: { 200: FileSchema, ...ErrorResponses(400, 401, 403) },
  },
  /** The results published per theme over the last twelve months (anyone, signed in or not). */
  'GET /catalog/published-results': {
    responses: { 200: PublishedResultsSchema, ...ErrorResponses(400) },
  },
});
