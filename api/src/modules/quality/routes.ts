/**
 * Satisfaction results: a training's response rate, means and comments (its Évaluations tab), the
 * Qualité page per theme and year with its workbook (the roles of the Évaluations tab; an intervenant:
 * the trainings they teach), and the results the catalogue publishes per theme (anyone).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EVALUATION_CRITERIA, type EvaluationCriterion } from '../../contract/evaluations';
import {
  PUBLISHED_RESULTS_MIN_RESPONDENTS,
  type PublishedResults,
  type QualityResults,
  type QualityThemeRow,
  type TrainingEvaluationResults,
} from '../../contract/quality';
import { CAN_READ_EVALUATIONS, CAN_READ_QUALITY_RESULTS } from '../../contract/roles';
import { HttpError, MESSAGES } from '../../lib/errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { addDays, parisDateTime, parisDay } from '../../lib/paris-time';
import { iso } from '../../lib/values';
import { requireAuth } from '../../plugins/auth';
import { exportFileName, streamWorkbook, type SheetColumn } from '../exports';
import {
  firstEndedYear,
  meansOf,
  publishedByTheme,
  resultsByTheme,
  teaches,
  toNumber,
  trainingComments,
  trainingExists,
  trainingFigures,
  type ThemeRecord,
} from './queries';
import { qualityScope } from './scopes';

const TAGS = ['Qualité'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ALL_THEMES = 'Tous les thèmes';

/** Column titles of the criteria in the workbook (the screens' labels). */
const CRITERION_LABELS: Record<EvaluationCriterion, string> = {
  documentation: 'Documentation',
  training_methods: 'Méthodes pédagogiques',
  willingness_to_continue: 'Envie de poursuivre',
  group_life: 'Vie de groupe',
  material_conditions: 'Conditions matérielles',
  knowledge_contribution: 'Apport de connaissances',
  overall_satisfaction: 'Satisfaction générale',
};

function themeRow(r: ThemeRecord): QualityThemeRow {
  return {
    theme_id: r.theme_id,
    theme: r.theme_id === null ? ALL_THEMES : (r.theme ?? ''),
    trainings: r.trainings,
    validated: r.validated,
    respondents: r.respondents,
    response_rate: toNumber(r.response_rate),
    means: meansOf(r),
    completion_rate: toNumber(r.completion_rate),
  };
}

/** The trainings ended in a Paris calendar year, up to now. */
function yearWindow(year: number, now: Date) {
  const next = parisDateTime(`${year + 1}-01-01`, 0);
  return { from: parisDateTime(`${year}-01-01`, 0), to: new Date(Math.min(next.getTime(), now.getTime() + 1)) };
}

/** The twelve months ending today in Paris: from the day after the same date a year ago, up to now. */
export function publicationWindow(now: Date) {
  const today = parisDay(now);
  const [year, month, day] = today.split('-').map(Number);
  const yearAgo = new Date(Date.UTC(year - 1, month - 1, day)).toISOString().slice(0, 10);
  const fromDay = addDays(yearAgo, 1);
  return { fromDay, toDay: today, from: parisDateTime(fromDay, 0), to: new Date(now.getTime() + 1) };
}

const currentYear = (now: Date) => Number(parisDay(now).slice(0, 4));

const QUALITY_COLUMNS: SheetColumn<QualityThemeRow>[] = [
  { header: 'Thème', width: 34, value: (r) => r.theme },
  { header: 'Formations', width: 12, value: (r) => r.trainings },
  { header: 'Stagiaires validés', width: 18, value: (r) => r.validated },
  { header: 'Répondants', width: 12, value: (r) => r.respondents },
  { header: 'Taux de réponse (%)', width: 18, value: (r) => r.response_rate },
  ...EVALUATION_CRITERIA.map((key): SheetColumn<QualityThemeRow> => ({ header: `${CRITERION_LABELS[key]} (/10)`, width: 20, value: (r) => r.means[key] })),
  { header: 'Taux d’assiduité (%)', width: 18, value: (r) => r.completion_rate },
];

const qualityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const onError = (err: unknown) => app.log.error({ err }, 'export interrompu');

  async function yearResults(auth: ReturnType<typeof requireAuth>, year: number | undefined, now: Date): Promise<QualityResults> {
    const current = currentYear(now);
    const asked = year ?? current;
    const rows = (await resultsByTheme(app.db, yearWindow(asked, now), qualityScope(auth))).map(themeRow);
    const first = Math.min((await firstEndedYear(app.db, now)) ?? current, current, asked);
    const years: number[] = [];
    for (let y = Math.max(current, asked); y >= first; y--) years.push(y);
    return { year: asked, years, themes: rows.filter((r) => r.theme_id !== null), total: rows.find((r) => r.theme_id === null)! };
  }

  app.route({
    ...endpointRoute('GET /evaluations/:trainingId/results', {
      roles: CAN_READ_EVALUATIONS,
      tags: TAGS,
      summary: 'Taux de réponse, moyennes et commentaires des évaluations d’une formation (un intervenant : ses formations)',
    }),
    handler: async (request): Promise<TrainingEvaluationResults> => {
      const auth = requireAuth(request);
      const { trainingId } = request.params;
      if (!(await trainingExists(app.db, trainingId))) throw new HttpError(404, MESSAGES.notFound);
      const scope = qualityScope(auth);
      if (scope.kind === 'taught' && !(await teaches(app.db, trainingId, scope.profileId))) throw new HttpError(403, MESSAGES.forbidden);
      const figures = await trainingFigures(app.db, trainingId);
      const comments = await trainingComments(app.db, trainingId);
      return {
        validated: figures.validated,
        respondents: figures.respondents,
        response_rate: toNumber(figures.response_rate),
        means: meansOf(figures),
        comments: comments.map((c) => ({ id: c.id, comment: c.comment.trim(), created_at: iso(c.created_at) })),
      };
    },
  });

  app.route({
    ...endpointRoute('GET /quality/results', {
      roles: CAN_READ_QUALITY_RESULTS,
      tags: TAGS,
      summary: 'Résultats de satisfaction et assiduité par thème, pour une année (un intervenant : ses formations)',
    }),
    handler: async (request): Promise<QualityResults> => yearResults(requireAuth(request), request.query.year, new Date()),
  });

  app.route({
    ...endpointRoute('GET /quality/results/export', {
      roles: CAN_READ_QUALITY_RESULTS,
      tags: TAGS,
      summary: 'Résultats qualité d’une année par thème (.xlsx)',
    }),
    handler: async (request, reply) => {
      const results = await yearResults(requireAuth(request), request.query.year, new Date());
      const rows = [...results.themes, results.total];
      async function* batches() {
        yield rows;
      }
      const stream = streamWorkbook({ title: `Résultats qualité ${results.year}`, sheet: `Qualité ${results.year}`, columns: QUALITY_COLUMNS, batches: batches(), onError });
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${exportFileName(`resultats_qualite_${results.year}`, 'xlsx')}"`)
        .send(stream);
    },
  });

  app.route({
    ...endpointRoute('GET /catalog/published-results', {
      roles: 'public',
      tags: TAGS,
      summary: 'Résultats publiés par thème sur les douze derniers mois (à partir de 5 répondants)',
    }),
    handler: async (): Promise<PublishedResults> => {
      const window = publicationWindow(new Date());
      const rows = await publishedByTheme(app.db, window, PUBLISHED_RESULTS_MIN_RESPONDENTS);
      return {
        from: window.fromDay,
        to: window.toDay,
        minimum_respondents: PUBLISHED_RESULTS_MIN_RESPONDENTS,
        themes: rows.map((r) => ({
          theme_id: r.theme_id!,
          theme: r.theme ?? '',
          respondents: r.respondents,
          response_rate: toNumber(r.response_rate),
          overall_satisfaction: toNumber(r.overall_satisfaction),
          completion_rate: toNumber(r.completion_rate),
        })),
      };
    },
  });
};

export default qualityRoutes;
