/**
 * Quality surveys: the cold survey a trainee answers three months after a training, and the teaching
 * team's survey at its end (its intervenants and its responsable pédagogique); the staff read the results.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, ErrorResponses, Literals, Nullable } from './common';
import { endpoints } from './endpoint';

export const SURVEY_MESSAGES = {
  coldAnswered: 'Merci, votre réponse au questionnaire a été enregistrée.',
  teamAnswered: 'Merci, votre réponse au questionnaire de l’équipe pédagogique a été enregistrée.',
  alreadyAnswered: 'Vous avez déjà répondu à ce questionnaire : une réponse ne se modifie pas.',
  notSent: 'Ce questionnaire ne vous a pas été envoyé.',
} as const;

/** Longest free text accepted in an answer. */
export const SURVEY_TEXT_MAX = 2000;

const rating = Type.Integer({ minimum: 1, maximum: 10 });
const freeText = Type.String({ maxLength: SURVEY_TEXT_MAX });

export const SurveyTrainingParamsSchema = Type.Object({ trainingId: Type.Integer({ minimum: 1, maximum: 2147483647 }) }, { additionalProperties: false });
export type SurveyTrainingParams = Static<typeof SurveyTrainingParamsSchema>;

/** The trainee's answer to the cold survey. */
export const ColdSurveyAnswerSchema = Type.Object(
  {
    /** 'Avez-vous mis en pratique ce que vous avez appris ?', 1 (pas du tout) to 10 (tout à fait). */
    practice: rating,
    /** What changed in their practice since the training (may be empty). */
    changes: freeText,
    recommend: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ColdSurveyAnswer = Static<typeof ColdSurveyAnswerSchema>;

/** A team member's answer at the end of a training. */
export const TeamSurveyAnswerSchema = Type.Object(
  {
    /** The group of trainees, 1 to 10. */
    group_rating: rating,
    /** The material conditions (room, equipment, organisation), 1 to 10. */
    conditions_rating: rating,
    /** Free comment (may be empty). */
    comment: freeText,
  },
  { additionalProperties: false },
);
export type TeamSurveyAnswer = Static<typeof TeamSurveyAnswerSchema>;

export const SurveyTrainingSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  start_date: DateTimeSchema,
  end_date: DateTimeSchema,
});

const requestFields = {
  training: SurveyTrainingSchema,
  requested_at: DateTimeSchema,
  answered_at: Nullable(DateTimeSchema),
};

export const ColdSurveySchema = Type.Object({ ...requestFields, answer: Nullable(ColdSurveyAnswerSchema) }, { title: 'Questionnaire à froid' });
export type ColdSurvey = Static<typeof ColdSurveySchema>;

export const TeamSurveySchema = Type.Object({ ...requestFields, answer: Nullable(TeamSurveyAnswerSchema) }, { title: 'Questionnaire de l’équipe pédagogique' });
export type TeamSurvey = Static<typeof TeamSurveySchema>;

/** The caller's survey of a training, null when none was sent to them (an expected answer, not an error). */
export const ColdSurveyLookupSchema = Type.Object({ survey: Nullable(ColdSurveySchema) });
export type ColdSurveyLookup = Static<typeof ColdSurveyLookupSchema>;
export const TeamSurveyLookupSchema = Type.Object({ survey: Nullable(TeamSurveySchema) });
export type TeamSurveyLookup = Static<typeof TeamSurveyLookupSchema>;

export const SurveyAnsweredSchema = Type.Object({ message: Type.String(), answered_at: DateTimeSchema });
export type SurveyAnswered = Static<typeof SurveyAnsweredSchema>;

/** One answer to the cold survey, without the trainee's name (the results are read anonymously). */
export const ColdSurveyResultAnswerSchema = Type.Object({ answered_at: DateTimeSchema, ...ColdSurveyAnswerSchema.properties });

export const ColdSurveyResultsSchema = Type.Object({
  requested: Type.Integer(),
  answered: Type.Integer(),
  /** answered / requested, 0 to 1; null before any request. */
  response_rate: Nullable(Type.Number()),
  /** Mean of 'mis en pratique' over the answers; null without an answer. */
  practice_mean: Nullable(Type.Number()),
  /** Share of the answers that would recommend the training, 0 to 1; null without an answer. */
  recommend_share: Nullable(Type.Number()),
  answers: Type.Array(ColdSurveyResultAnswerSchema),
});
export type ColdSurveyResults = Static<typeof ColdSurveyResultsSchema>;

export const TEAM_SURVEY_ROLES = ['teacher', 'pedagogical_supervisor'] as const;

export const TeamSurveyResultAnswerSchema = Type.Object({
  profile: Type.Object({ id: Type.Integer(), name: Type.String() }),
  /** 'pedagogical_supervisor' when the member supervises the training, 'teacher' otherwise. */
  role: Literals(TEAM_SURVEY_ROLES),
  answered_at: DateTimeSchema,
  ...TeamSurveyAnswerSchema.properties,
});
export type TeamSurveyResultAnswer = Static<typeof TeamSurveyResultAnswerSchema>;

export const TeamSurveyResultsSchema = Type.Object({
  requested: Type.Integer(),
  answered: Type.Integer(),
  answers: Type.Array(TeamSurveyResultAnswerSchema),
});
export type TeamSurveyResults = Static<typeof TeamSurveyResultsSchema>;

export const SurveyResultsSchema = Type.Object({ cold: ColdSurveyResultsSchema, team: TeamSurveyResultsSchema }, { title: 'Résultats des questionnaires' });
export type SurveyResults = Static<typeof SurveyResultsSchema>;

/* ---------- Endpoints ---------- */

export const surveyEndpoints = endpoints({
  /** The trainee's own cold survey of a training (null when none was sent to them). */
  'GET /surveys/cold/:trainingId': {
    params: SurveyTrainingParamsSchema,
    responses: { 200: ColdSurveyLookupSchema, ...ErrorResponses(400, 401, 403, 404) },
  },
  /** The trainee answers their cold survey, once. */
  'POST /surveys/cold/:trainingId': {
    params: SurveyTrainingParamsSchema,
    body: ColdSurveyAnswerSchema,
    responses: { 201: SurveyAnsweredSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** The team member's own survey of a training (null when none was sent to them). */
  'GET /surveys/team/:trainingId': {
    params: SurveyTrainingParamsSchema,
    responses: { 200: TeamSurveyLookupSchema, ...ErrorResponses(400, 401, 403, 404) },
  },
  /** The team member answers their survey, once. */
  'POST /surveys/team/:trainingId': {
    params: SurveyTrainingParamsSchema,
    body: TeamSurveyAnswerSchema,
    responses: { 201: SurveyAnsweredSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** The results of a training's cold and team surveys (Évaluations tab; an intervenant: the trainings they teach). */
  'GET /surveys/results/:trainingId': {
    params: SurveyTrainingParamsSchema,
    responses: { 200: SurveyResultsSchema, ...ErrorResponses(400, 401, 403, 404) },
  },
});
