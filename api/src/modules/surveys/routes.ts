/**
 * The quality surveys: the trainee's cold survey and the team member's survey (read and answered once, by
 * the person it was sent to), and their results for the staff on the Évaluations tab.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SURVEY_MESSAGES,
  type ColdSurveyLookup,
  type ColdSurveyResults,
  type SurveyAnswered,
  type SurveyResults,
  type TeamSurveyLookup,
  type TeamSurveyResults,
} from '../../contract/surveys';
import { CAN_ANSWER_COLD_SURVEY, CAN_ANSWER_TEAM_SURVEY, CAN_READ_EVALUATIONS } from '../../contract/roles';
import { HttpError, MESSAGES } from '../../lib/errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { iso, isoOrNull } from '../../lib/values';
import { requireAuth } from '../../plugins/auth';
import {
  answerColdSurvey,
  answerTeamSurvey,
  coldSurveysOfTraining,
  findColdSurvey,
  findTeamSurvey,
  findTraining,
  isOnTeam,
  teamSurveysOfTraining,
} from './queries';
import { surveyResultsScope } from './scopes';

const TAGS = ['Questionnaires'];

type TrainingRow = NonNullable<Awaited<ReturnType<typeof findTraining>>>;
const trainingOf = (t: TrainingRow) => ({ id: t.id, title: t.title, start_date: iso(t.start_date), end_date: iso(t.end_date) });

/** Rounded to two decimals, as the tab shows it. */
const round = (value: number) => Math.round(value * 100) / 100;

const surveyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function existingTraining(trainingId: number) {
    const training = await findTraining(app.db, trainingId);
    if (!training) throw new HttpError(404, MESSAGES.notFound);
    return training;
  }

  app.route({
    ...endpointRoute('GET /surveys/cold/:trainingId', {
      roles: CAN_ANSWER_COLD_SURVEY,
      tags: TAGS,
      summary: 'Le questionnaire à froid du stagiaire pour une formation (null s’il ne lui a pas été envoyé)',
    }),
    handler: async (request): Promise<ColdSurveyLookup> => {
      const auth = requireAuth(request);
      const training = await existingTraining(request.params.trainingId);
      const row = auth.profileId === null ? undefined : await findColdSurvey(app.db, training.id, auth.profileId);
      if (!row) return { survey: null };
      const answered = row.answered_at !== null && row.practice !== null && row.recommend !== null;
      return {
        survey: {
          training: trainingOf(training),
          requested_at: iso(row.requested_at),
          answered_at: isoOrNull(row.answered_at),
          answer: answered ? { practice: row.practice!, changes: row.changes ?? '', recommend: row.recommend! } : null,
        },
      };
    },
  });

  app.route({
    ...endpointRoute('POST /surveys/cold/:trainingId', {
      roles: CAN_ANSWER_COLD_SURVEY,
      tags: TAGS,
      summary: 'Réponse du stagiaire au questionnaire à froid qui lui a été envoyé (une seule fois)',
    }),
    handler: async (request, reply): Promise<SurveyAnswered> => {
      const auth = requireAuth(request);
      const training = await existingTraining(request.params.trainingId);
      const row = auth.profileId === null ? undefined : await findColdSurvey(app.db, training.id, auth.profileId);
      if (!row) throw new HttpError(403, SURVEY_MESSAGES.notSent);
      const { practice, changes, recommend } = request.body;
      const saved = await answerColdSurvey(app.db, row.id, { practice, changes: changes.trim(), recommend }, new Date());
      if (!saved?.answered_at) throw new HttpError(422, SURVEY_MESSAGES.alreadyAnswered);
      reply.code(201);
      return { message: SURVEY_MESSAGES.coldAnswered, answered_at: iso(saved.answered_at) };
    },
  });

  app.route({
    ...endpointRoute('GET /surveys/team/:trainingId', {
      roles: CAN_ANSWER_TEAM_SURVEY,
      tags: TAGS,
      summary: 'Le questionnaire de l’équipe pédagogique du membre pour une formation (null s’il ne lui a pas été envoyé)',
    }),
    handler: async (request): Promise<TeamSurveyLookup> => {
      const auth = requireAuth(request);
      const training = await existingTraining(request.params.trainingId);
      const row = auth.profileId === null ? undefined : await findTeamSurvey(app.db, training.id, auth.profileId);
      if (!row) return { survey: null };
      const answered = row.answered_at !== null && row.group_rating !== null && row.conditions_rating !== null;
      return {
        survey: {
          training: trainingOf(training),
          requested_at: iso(row.requested_at),
          answered_at: isoOrNull(row.answered_at),
          answer: answered ? { group_rating: row.group_rating!, conditions_rating: row.conditions_rating!, comment: row.comment ?? '' } : null,
        },
      };
    },
  });

  app.route({
    ...endpointRoute('POST /surveys/team/:trainingId', {
      roles: CAN_ANSWER_TEAM_SURVEY,
      tags: TAGS,
      summary: 'Réponse du membre de l’équipe pédagogique au questionnaire qui lui a été envoyé (une seule fois)',
    }),
    handler: async (request, reply): Promise<SurveyAnswered> => {
      const auth = requireAuth(request);
      const training = await existingTraining(request.params.trainingId);
      const row = auth.profileId === null ? undefined : await findTeamSurvey(app.db, training.id, auth.profileId);
      if (!row) throw new HttpError(403, SURVEY_MESSAGES.notSent);
      const { group_rating, conditions_rating, comment } = request.body;
      const saved = await answerTeamSurvey(app.db, row.id, { group_rating, conditions_rating, comment: comment.trim() }, new Date());
      if (!saved?.answered_at) throw new HttpError(422, SURVEY_MESSAGES.alreadyAnswered);
      reply.code(201);
      return { message: SURVEY_MESSAGES.teamAnswered, answered_at: iso(saved.answered_at) };
    },
  });

  app.route({
    ...endpointRoute('GET /surveys/results/:trainingId', {
      roles: CAN_READ_EVALUATIONS,
      tags: TAGS,
      summary: 'Résultats du questionnaire à froid et du questionnaire de l’équipe pédagogique d’une formation',
    }),
    handler: async (request): Promise<SurveyResults> => {
      const auth = requireAuth(request);
      const training = await existingTraining(request.params.trainingId);
      if (surveyResultsScope(auth) === 'taught' && !(auth.profileId !== null && (await isOnTeam(app.db, training.id, auth.profileId)))) {
        throw new HttpError(403, MESSAGES.forbidden);
      }
      const coldRows = await coldSurveysOfTraining(app.db, training.id);
      const coldAnswers = coldRows.flatMap((r) =>
        r.answered_at && r.practice !== null && r.recommend !== null
          ? [{ answered_at: iso(r.answered_at), practice: r.practice, changes: r.changes ?? '', recommend: r.recommend }]
          : [],
      );
      const n = coldAnswers.length;
      const cold: ColdSurveyResults = {
        requested: coldRows.length,
        answered: n,
        response_rate: coldRows.length > 0 ? round(n / coldRows.length) : null,
        practice_mean: n > 0 ? round(coldAnswers.reduce((sum, a) => sum + a.practice, 0) / n) : null,
        recommend_share: n > 0 ? round(coldAnswers.filter((a) => a.recommend).length / n) : null,
        answers: coldAnswers,
      };
      const teamRows = await teamSurveysOfTraining(app.db, training.id);
      const team: TeamSurveyResults = {
        requested: teamRows.length,
        answered: 0,
        answers: teamRows.flatMap((r) =>
          r.answered_at && r.group_rating !== null && r.conditions_rating !== null
            ? [
                {
                  profile: { id: r.profile_id, name: r.name },
                  role: r.supervisor ? ('pedagogical_supervisor' as const) : ('teacher' as const),
                  answered_at: iso(r.answered_at),
                  group_rating: r.group_rating,
                  conditions_rating: r.conditions_rating,
                  comment: r.comment ?? '',
                },
              ]
            : [],
        ),
      };
      team.answered = team.answers.length;
      return { cold, team };
    },
  });
};

export default surveyRoutes;
