/**
 * Every /trainings URL (and the catalogue search): the staff list and its timelines, one training, the
 * searches, and the dashboard panels that list trainings.
 * Object rules come from scopes.ts, SQL from queries.ts, answers from rows.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import dayjs from 'dayjs';
import enrolmentRoutes from './enrolment-routes';
import type { PageQuery, Paged } from '../../contract/common';
import type { ValidatedContractHoursRow } from '../../contract/dashboards';
import {
  CAN_LIST_TRAININGS,
  CAN_MANAGE_TRAININGS,
  CAN_PAY_CONTRACT_HOURS,
  CAN_READ_TRAININGS,
  CAN_STAFF_TRAININGS,
  type RoleGroup,
} from '../../contract/roles';
import type { TrainingDetail, TrainingRow, TrainingSearchItem } from '../../contract/trainings';
import { endpointRoute } from '../../lib/endpoint-route';
import { DASHBOARD_PER_PAGE, TRAININGS_PER_PAGE } from '../../contract/constants/limits';
import { pagedList, parsePage } from '../../lib/paging';
import { wordPatterns } from '../../lib/search-text';
import { requireAuth } from '../../plugins/auth';
import { referenceNames } from '../lookups';
import {
  contractHoursOf,
  countTrainings,
  countTrainingSearchResults,
  listTrainingRows,
  searchTrainings,
  TRAINING_SEARCH_MAX_RESULTS,
  type TrainingListName,
  type TrainingListParams,
} from './queries';
import { readTrainingDetail } from './detail';
import managementRoutes from './management-routes';
import teamRoutes from './team-routes';
import traineeRoutes from './trainee-routes';
import waitlistRoutes from './waitlist-routes';
import { contractHours, referenceIdsOf, toSearchItem, toTrainingRow } from './rows';
import { scopeParams, trainingScope } from './scopes';

/** Default page size of the training searches ("training search size 100"). */
export const TRAINING_SEARCH_PER_PAGE = 100;
/** Window of the lead-teacher lists of upcoming trainings. */
export const LEAD_TEACHER_WINDOW_MONTHS = 3;
/** Window of the 15-day panels. */
export const RECENT_WINDOW_DAYS = 15;
/** "Trainings to boost": published or postponed, starting within this many days… */
export const LOW_INSCRIPTION_WINDOW_DAYS = 45;
/** …with fewer validated registrations than this share of the places. */
export const LOW_INSCRIPTION_THRESHOLD_PERCENT = 50;
/** Safety cap of the plain validated-contract-hours list. */
export const CONTRACT_HOURS_MAX_ROWS = 100;


const TAGS = ['Formations'];
const DASHBOARD_TAGS = ['Tableaux de bord'];

/** The dashboard panels listing trainings, one endpoint each. */
type PanelKey =
  | 'GET /trainings/upcoming-without-teachers'
  | 'GET /trainings/upcoming-without-hours'
  | 'GET /trainings/past-without-actual-hours'
  | 'GET /trainings/last-15-days'
  | 'GET /trainings/next-15-days'
  | 'GET /trainings/upcoming'
  | 'GET /trainings/without-attendance-sheets'
  | 'GET /trainings/low-inscription-alert';

const trainingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(enrolmentRoutes);
  /** A page of training rows of `list` as the caller may see it. */
  async function trainingRows(
    list: TrainingListName,
    auth: ReturnType<typeof requireAuth>,
    query: PageQuery,
    perPage: number,
    window: Omit<TrainingListParams, 'profileId' | 'now'> = {},
    now = new Date(),
  ): Promise<Paged<TrainingRow>> {
    const scope = trainingScope(auth, 'list');
    const params: TrainingListParams = { ...scopeParams(auth, now), ...window };
    return pagedList(parsePage(query, perPage), {
      rows: async (window) => {
        const rows = await listTrainingRows(app.db, list, scope, params, window);
        const names = await referenceNames(app.db, referenceIdsOf(rows));
        return rows.map((row) => toTrainingRow(row, names, now));
      },
      count: () => countTrainings(app.db, list, scope, params),
    });
  }

  app.route({
    ...endpointRoute('GET /trainings', {
      roles: CAN_LIST_TRAININGS,
      tags: TAGS,
      summary: 'Liste paginée des formations (un intervenant ne voit que les siennes)',
    }),
    handler: async (request) =>
      trainingRows(request.query.timeline ?? request.query.filter ?? 'all', requireAuth(request), request.query, TRAININGS_PER_PAGE),
  });

  /* ---------- Searches ---------- */

  async function search(
    variant: 'staff_every' | 'staff_taught' | 'catalogue',
    auth: ReturnType<typeof requireAuth>,
    text: string | undefined,
    query: PageQuery,
  ): Promise<Paged<TrainingSearchItem>> {
    const criteria = { ...scopeParams(auth, new Date()), variant, patterns: wordPatterns(text) };
    const request = parsePage(query, TRAINING_SEARCH_PER_PAGE);
    // The search reaches its first TRAINING_SEARCH_MAX_RESULTS matches: the total counts those.
    let found: number | undefined;
    return pagedList(request, {
      rows: async (window) => {
        if (window.offset >= TRAINING_SEARCH_MAX_RESULTS) return [];
        const rows = await searchTrainings(app.db, criteria, window);
        found = rows[0]?.found;
        const names = await referenceNames(app.db, referenceIdsOf(rows));
        return rows.map((row) => toSearchItem(row, names));
      },
      count: async () => found ?? countTrainingSearchResults(app.db, criteria),
    });
  }

  app.route({
    ...endpointRoute('GET /trainings/search', {
      roles: CAN_LIST_TRAININGS,
      tags: ['Recherche'],
      summary: 'Recherche de formations (équipe ; un intervenant ne trouve que les siennes)',
    }),
    handler: async (request) => {
      const auth = requireAuth(request);
      const variant = trainingScope(auth, 'list') === 'taught' ? 'staff_taught' : 'staff_every';
      return search(variant, auth, request.query.search_term, request.query);
    },
  });

  app.route({
    ...endpointRoute('GET /catalog/trainings/search', {
      roles: CAN_READ_TRAININGS,
      tags: ['Recherche'],
      summary: 'Recherche dans le catalogue (formations publiées ou reportées, non terminées)',
    }),
    handler: async (request) => search('catalogue', requireAuth(request), request.query.search, request.query),
  });

  /* ---------- Dashboard panels listing trainings ---------- */

  function panel(
    key: PanelKey,
    roles: RoleGroup,
    summary: string,
    list: TrainingListName,
    window: (now: Date) => Omit<TrainingListParams, 'profileId' | 'now'> = () => ({}),
  ): void {
    app.route({
      ...endpointRoute(key, { roles, tags: DASHBOARD_TAGS, summary }),
      handler: async (request) => {
        const now = new Date();
        return trainingRows(list, requireAuth(request), request.query, DASHBOARD_PER_PAGE, window(now), now);
      },
    });
  }

  const monthsAhead = (now: Date) => ({ until: dayjs(now).add(LEAD_TEACHER_WINDOW_MONTHS, 'month').toDate() });

  panel('GET /trainings/upcoming-without-teachers', CAN_STAFF_TRAININGS, 'Formations des 3 prochains mois sans intervenant', 'upcomingWithoutTeachers', monthsAhead);
  panel(
    'GET /trainings/upcoming-without-hours',
    CAN_STAFF_TRAININGS,
    'Formations des 3 prochains mois dont des heures prévisionnelles ne sont pas saisies',
    'upcomingWithoutHours',
    monthsAhead,
  );
  panel('GET /trainings/past-without-actual-hours', CAN_STAFF_TRAININGS, 'Formations passées dont des heures réalisées ne sont pas saisies', 'pastWithoutActualHours');
  panel('GET /trainings/last-15-days', CAN_LIST_TRAININGS, 'Formations commencées au cours des 15 derniers jours', 'lastDays', (now) => ({
    since: dayjs(now).subtract(RECENT_WINDOW_DAYS, 'day').toDate(),
  }));
  panel('GET /trainings/next-15-days', CAN_LIST_TRAININGS, 'Formations des 15 prochains jours', 'nextDays', (now) => ({
    until: dayjs(now).add(RECENT_WINDOW_DAYS, 'day').toDate(),
  }));
  panel('GET /trainings/upcoming', CAN_MANAGE_TRAININGS, 'Formations à venir', 'upcomingNotCancelled');
  panel('GET /trainings/without-attendance-sheets', CAN_MANAGE_TRAININGS, 'Formations terminées dont les présences ne sont pas saisies', 'withoutAttendanceSheets');
  panel(
    'GET /trainings/low-inscription-alert',
    CAN_MANAGE_TRAININGS,
    'Formations à relancer : publiées, commençant dans 45 jours, remplies à moins de 50 %',
    'lowInscription',
    (now) => ({ until: dayjs(now).add(LOW_INSCRIPTION_WINDOW_DAYS, 'day').toDate(), threshold: LOW_INSCRIPTION_THRESHOLD_PERCENT }),
  );

  app.route({
    ...endpointRoute('GET /trainings/validated-contract-hours', {
      roles: CAN_PAY_CONTRACT_HOURS,
      tags: DASHBOARD_TAGS,
      summary: 'Formations dont des contrats Ares sont validés (heures à mettre en paiement), liste simple',
    }),
    handler: async (request): Promise<ValidatedContractHoursRow[]> => {
      const auth = requireAuth(request);
      const now = new Date();
      const rows = await listTrainingRows(app.db, 'validatedContractHours', trainingScope(auth, 'list'), scopeParams(auth, now), {
        limit: CONTRACT_HOURS_MAX_ROWS,
        offset: 0,
      });
      const names = await referenceNames(app.db, referenceIdsOf(rows));
      const hours = new Map((await contractHoursOf(app.db, rows.map((r) => r.id))).map((h) => [h.training_id, h]));
      return rows.map((row) => ({ ...toTrainingRow(row, names, now), contract_hours: contractHours(hours.get(row.id)) }));
    },
  });

  /* ---------- One training ---------- */

  app.route({
    ...endpointRoute('GET /trainings/:id', {
      roles: CAN_READ_TRAININGS,
      tags: TAGS,
      summary: 'Une formation (un stagiaire : seulement celles du catalogue ou auxquelles il est inscrit)',
    }),
    handler: async (request): Promise<TrainingDetail> => {
      return readTrainingDetail(app.db, requireAuth(request), request.params.id);
    },
  });

  await app.register(managementRoutes);
  await app.register(traineeRoutes);
  await app.register(teamRoutes);
  await app.register(waitlistRoutes);
};

export default trainingRoutes;
