/**
 * Dashboard panels of the five roles (spec 000 §2.12 and §7). Lists are paged (page/per_page,
 * 7 per page by default) except the stat tiles, the trainees-per-year figure and the
 * validated-contract-hours list. Every list is one SQL query.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import dayjs from 'dayjs';
import { sql, type SQL } from 'drizzle-orm';
import {
  ErrorResponses,
  PagedSchema,
  PageQuerySchema,
  ROLE,
  type Paged,
  type RoleSlug,
} from '../../contract/common';
import {
  AdminDashboardStatsSchema,
  ExpenseTrackingRowSchema,
  RegistrationListItemSchema,
  RegistrationListQuerySchema,
  TraineeTrainingItemSchema,
  TraineesPerYearSchema,
  ValidatedContractHoursRowSchema,
  ValidatedExpensesTrainingSchema,
  type AdminDashboardStats,
  type ContractHours,
  type ExpenseSummary,
  type ExpenseTrackingRow,
  type RegistrationListItem,
  type TraineeTrainingItem,
  type TraineesPerYear,
  type ValidatedContractHoursRow,
  type ValidatedExpensesTraining,
} from '../../contract/dashboards';
import {
  CAN_LIST_TRAININGS,
  CAN_MANAGE_EXPENSES,
  CAN_MANAGE_REGISTRATIONS,
  CAN_MANAGE_TRAININGS,
  CAN_PAY_CONTRACT_HOURS,
  CAN_REGISTER_TO_TRAININGS,
  CAN_SEE_INSTITUTE_FIGURES,
  CAN_STAFF_TRAININGS,
  type RoleGroup,
} from '../../contract/roles';
import {
  ARES_STATUS,
  EXPENSE_STATUS,
  REGISTRATION_STATUS,
  TRAINING_STATUS,
  type RegistrationStatusSlug,
} from '../../contract/statuses';
import { TrainingRowSchema } from '../../contract/trainings';
import { REGISTRATION_STATUSES } from '../../db/reference-data';
import { parsePage, rawRows, toPaged, type PageRequest } from '../../lib/pagination';
import {
  iso,
  listTrainingRows,
  num,
  pagedTrainingRows,
  profilePictureUrl,
  round2,
  taughtBy,
} from '../../lib/training-view';
import { requireAuth } from '../../plugins/auth';

/** Dashboard page size (spec 000 §9). */
export const DASHBOARD_PER_PAGE = 7;
/** Window of the lead-teacher lists of upcoming trainings. */
export const LEAD_TEACHER_WINDOW_MONTHS = 3;
/** Window of the intervenant lists. */
export const RECENT_WINDOW_DAYS = 15;
/** "Trainings to boost": published or postponed, starting within this many days… */
export const LOW_INSCRIPTION_WINDOW_DAYS = 45;
/** …with fewer validated registrations than this share of the places. */
export const LOW_INSCRIPTION_THRESHOLD_PERCENT = 50;
/** Safety cap of the plain validated-contract-hours list. */
export const CONTRACT_HOURS_MAX_ROWS = 100;

/** What the lists need to know about the caller. */
interface Caller {
  role: RoleSlug;
  profileId: number | null;
}

const notCancelled = sql`t.training_status_id <> ${TRAINING_STATUS.cancelled}`;

/** Hours count as entered when both values are set and one is above 0 (spec 001 §4). */
const hoursEntered = (lecture: string, tutorial: string) =>
  sql.raw(`(s.${lecture} IS NOT NULL AND s.${tutorial} IS NOT NULL AND (s.${lecture} > 0 OR s.${tutorial} > 0))`);

interface ExpenseJson {
  id: number;
  profile_id: number;
  profile_name: string;
  role: string;
  total_amount: string | number;
  total_forced_amount: string | number;
  status_id: number;
  status_name: string;
}

function expenseSummary(e: ExpenseJson): ExpenseSummary {
  const forced = num(e.total_forced_amount);
  return {
    id: e.id,
    profile_id: e.profile_id,
    profile_name: e.profile_name,
    role: e.role,
    // A forced total above 0 overrides the computed one (spec 002 §5).
    amount: forced > 0 ? forced : num(e.total_amount),
    status: { id: e.status_id, name: e.status_name },
  };
}

/** json_agg of the expenses of training `t` in the given statuses. */
function expensesJson(statusIds: number[]): SQL {
  return sql`COALESCE((SELECT json_agg(json_build_object('id', e.id, 'profile_id', e.profile_id,
      'profile_name', eu.name, 'role', er.name, 'total_amount', e.total_amount,
      'total_forced_amount', e.total_forced_amount, 'status_id', es.id, 'status_name', es.name)
      ORDER BY eu.name, e.id)
    FROM training_expenses e
    JOIN profiles ep ON ep.id = e.profile_id
    JOIN users eu ON eu.id = ep.user_id
    JOIN roles er ON er.id = ep.role_id
    JOIN training_expense_statuses es ON es.id = e.training_expense_status_id
    WHERE e.training_id = t.id AND e.training_expense_status_id IN (${sql.join(
      statusIds.map((id) => sql`${id}`),
      sql`, `,
    )})), '[]'::json)`;
}

interface ExpenseTrainingRecord {
  total: number;
  id: number | null;
  title: string;
  start_date: Date | string;
  end_date: Date | string;
  expenses: ExpenseJson[];
}

/** A page of trainings having expenses in the given statuses, each with those expenses. */
async function trainingsWithExpenses(
  db: Parameters<typeof rawRows>[0],
  statusIds: number[],
  page: PageRequest,
  order: SQL,
): Promise<{ rows: ExpenseTrainingRecord[]; total: number }> {
  const statusList = sql.join(
    statusIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const where = sql`EXISTS (SELECT 1 FROM training_expenses x WHERE x.training_id = t.id
    AND x.training_expense_status_id IN (${statusList}))`;
  const rows = await rawRows<ExpenseTrainingRecord>(
    db,
    sql`WITH page AS (
        SELECT t.id, t.title, t.start_date, t.end_date, row_number() OVER (ORDER BY ${order}, t.id) AS rn
        FROM trainings t WHERE ${where}
        ORDER BY ${order}, t.id LIMIT ${page.perPage} OFFSET ${page.offset}
      )
      SELECT (SELECT COUNT(*)::int FROM trainings t WHERE ${where}) AS total, r.*
      FROM (SELECT 1) AS one
      LEFT JOIN LATERAL (
        SELECT t.id, t.title, t.start_date, t.end_date, t.rn, ${expensesJson(statusIds)} AS expenses
        FROM page t
      ) r ON true
      ORDER BY r.rn`,
  );
  return { rows: rows.filter((r) => r.id !== null), total: num(rows[0]?.total) };
}

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Registers a paged list of dashboard training rows. */
  function trainingList(
    url: string,
    roles: RoleGroup,
    summary: string,
    filter: (now: Date, auth: Caller) => { where: SQL; orderBy: SQL },
  ): void {
    app.get(
      url,
      {
        config: { roles },
        schema: {
          tags: ['Tableaux de bord'],
          summary,
          querystring: PageQuerySchema,
          response: { 200: PagedSchema(TrainingRowSchema), ...ErrorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const now = new Date();
        const { where, orderBy } = filter(now, requireAuth(request));
        return pagedTrainingRows(app.db, {
          where,
          orderBy,
          page: parsePage(request.query, DASHBOARD_PER_PAGE),
          now,
        });
      },
    );
  }

  /* ---------- Administrator tiles and figure ---------- */

  app.get(
    '/admin-dashboard-stats',
    {
      config: { roles: CAN_SEE_INSTITUTE_FIGURES },
      schema: {
        tags: ['Tableaux de bord'],
        summary: "Chiffres de l'année en cours (tuiles de l'administrateur)",
        response: { 200: AdminDashboardStatsSchema, ...ErrorResponses(401, 403) },
      },
    },
    async (): Promise<AdminDashboardStats> => {
      const now = dayjs();
      const start = now.startOf('year').toDate();
      const end = now.add(1, 'year').startOf('year').toDate();
      const [row] = await rawRows<{
        total_trainings: number;
        completed_trainings: number;
        spent: string | null;
        new_trainees: number;
      }>(
        app.db,
        sql`SELECT
            (SELECT COUNT(*)::int FROM trainings t WHERE t.start_date >= ${start} AND t.start_date < ${end}
              AND ${notCancelled}) AS total_trainings,
            (SELECT COUNT(*)::int FROM trainings t WHERE t.start_date >= ${start} AND t.start_date < ${end}
              AND t.training_status_id IN (${TRAINING_STATUS.toClose}, ${TRAINING_STATUS.closed})) AS completed_trainings,
            (SELECT SUM(amount) FROM training_expense_payments WHERE created_at >= ${start} AND created_at < ${end}) AS spent,
            (SELECT COUNT(*)::int FROM users WHERE role_id = ${ROLE.stagiaire} AND created_at >= ${start} AND created_at < ${end}) AS new_trainees`,
      );
      return {
        year: now.year(),
        total_trainings: num(row?.total_trainings),
        completed_trainings: num(row?.completed_trainings),
        total_spent_regie: Math.floor(num(row?.spent)),
        new_trainees_count: num(row?.new_trainees),
      };
    },
  );

  app.get(
    '/trainees-per-year',
    {
      config: { roles: CAN_SEE_INSTITUTE_FIGURES },
      schema: {
        tags: ['Tableaux de bord'],
        summary: 'Nombre de stagiaires formés (inscriptions validées) par année',
        response: { 200: Type.Array(TraineesPerYearSchema), ...ErrorResponses(401, 403) },
      },
    },
    async (): Promise<TraineesPerYear[]> => {
      const rows = await rawRows<{ year: number; count: number }>(
        app.db,
        sql`SELECT EXTRACT(YEAR FROM t.start_date)::int AS year, COUNT(DISTINCT r.profile_id)::int AS count
          FROM registrations r JOIN trainings t ON t.id = r.training_id
          WHERE r.registration_status_id = ${REGISTRATION_STATUS.valide} AND ${notCancelled}
          GROUP BY 1 ORDER BY 1`,
      );
      return rows.map((r) => ({ year: num(r.year), count: num(r.count) }));
    },
  );

  /* ---------- Lead-teacher lists ---------- */

  trainingList(
    '/trainings/upcoming-without-teachers',
    CAN_STAFF_TRAININGS,
    'Formations des 3 prochains mois sans intervenant',
    (now) => ({
      where: sql`t.start_date > ${now} AND t.start_date <= ${dayjs(now).add(LEAD_TEACHER_WINDOW_MONTHS, 'month').toDate()}
        AND ${notCancelled}
        AND NOT EXISTS (SELECT 1 FROM training_staff s WHERE s.training_id = t.id AND s.type = 'teacher')`,
      orderBy: sql`t.start_date ASC`,
    }),
  );

  trainingList(
    '/trainings/upcoming-without-hours',
    CAN_STAFF_TRAININGS,
    'Formations des 3 prochains mois dont des heures prévisionnelles ne sont pas saisies',
    (now) => ({
      where: sql`t.start_date > ${now} AND t.start_date <= ${dayjs(now).add(LEAD_TEACHER_WINDOW_MONTHS, 'month').toDate()}
        AND ${notCancelled}
        AND EXISTS (SELECT 1 FROM training_staff s WHERE s.training_id = t.id
          AND NOT ${hoursEntered('expected_lecture_hours', 'expected_tutorial_hours')})`,
      orderBy: sql`t.start_date ASC`,
    }),
  );

  trainingList(
    '/trainings/past-without-actual-hours',
    CAN_STAFF_TRAININGS,
    'Formations passées dont des heures réalisées ne sont pas saisies',
    (now) => ({
      where: sql`t.end_date < ${now} AND ${notCancelled}
        AND EXISTS (SELECT 1 FROM training_staff s WHERE s.training_id = t.id
          AND NOT ${hoursEntered('actual_lecture_hours', 'actual_tutorial_hours')})`,
      orderBy: sql`t.end_date DESC`,
    }),
  );

  /* ---------- 15-day lists (an intervenant sees only the trainings they teach) ---------- */

  const ownIfTeacher = (auth: Caller): SQL =>
    auth.role === 'intervenant' ? taughtBy(auth.profileId ?? 0) : sql`true`;

  trainingList(
    '/trainings/last-15-days',
    CAN_LIST_TRAININGS,
    'Formations commencées au cours des 15 derniers jours',
    (now, auth) => ({
      where: sql`t.start_date <= ${now} AND t.start_date >= ${dayjs(now).subtract(RECENT_WINDOW_DAYS, 'day').toDate()}
        AND ${notCancelled} AND ${ownIfTeacher(auth)}`,
      orderBy: sql`t.start_date DESC`,
    }),
  );

  trainingList(
    '/trainings/next-15-days',
    CAN_LIST_TRAININGS,
    'Formations des 15 prochains jours',
    (now, auth) => ({
      where: sql`t.start_date > ${now} AND t.start_date <= ${dayjs(now).add(RECENT_WINDOW_DAYS, 'day').toDate()}
        AND ${notCancelled} AND ${ownIfTeacher(auth)}`,
      orderBy: sql`t.start_date ASC`,
    }),
  );

  /* ---------- Administrator / manager panels ---------- */

  trainingList('/trainings/upcoming', CAN_MANAGE_TRAININGS, 'Formations à venir', (now) => ({
    where: sql`t.start_date > ${now} AND ${notCancelled}`,
    orderBy: sql`t.start_date ASC`,
  }));

  trainingList(
    '/trainings/without-attendance-sheets',
    CAN_MANAGE_TRAININGS,
    'Formations terminées dont les présences ne sont pas saisies',
    (now) => ({
      where: sql`t.end_date < ${now} AND t.attendance_sheet_done = false
        AND t.training_status_id IN (${TRAINING_STATUS.published}, ${TRAINING_STATUS.postponed})`,
      orderBy: sql`t.end_date DESC`,
    }),
  );

  trainingList(
    '/trainings/low-inscription-alert',
    CAN_MANAGE_TRAININGS,
    'Formations à relancer : publiées, commençant dans 45 jours, remplies à moins de 50 %',
    (now) => ({
      where: sql`t.training_status_id IN (${TRAINING_STATUS.published}, ${TRAINING_STATUS.postponed})
        AND t.start_date > ${now} AND t.start_date <= ${dayjs(now).add(LOW_INSCRIPTION_WINDOW_DAYS, 'day').toDate()}
        AND (SELECT COUNT(*) FROM registrations r WHERE r.training_id = t.id
          AND r.registration_status_id = ${REGISTRATION_STATUS.valide}) * 100 < ${LOW_INSCRIPTION_THRESHOLD_PERCENT} * t.max_attendees`,
      orderBy: sql`t.start_date ASC`,
    }),
  );

  app.get(
    '/trainings/validated-contract-hours',
    {
      config: { roles: CAN_PAY_CONTRACT_HOURS },
      schema: {
        tags: ['Tableaux de bord'],
        summary: 'Formations dont des contrats Ares sont validés (heures à mettre en paiement), liste simple',
        response: { 200: Type.Array(ValidatedContractHoursRowSchema), ...ErrorResponses(401, 403) },
      },
    },
    async (): Promise<ValidatedContractHoursRow[]> => {
      const { rows } = await listTrainingRows<{ staff_count: number; lecture: string | number; tutorial: string | number }>(
        app.db,
        {
          where: sql`EXISTS (SELECT 1 FROM training_staff s WHERE s.training_id = t.id AND s.ares_status_id = ${ARES_STATUS.validated})`,
          orderBy: sql`t.start_date DESC`,
          page: null,
          maxRows: CONTRACT_HOURS_MAX_ROWS,
          extra: sql`(SELECT json_build_object('staff_count', COUNT(*),
              'lecture', COALESCE(SUM(s.expected_lecture_hours), 0),
              'tutorial', COALESCE(SUM(s.expected_tutorial_hours), 0))
            FROM training_staff s WHERE s.training_id = p.id AND s.ares_status_id = ${ARES_STATUS.validated})`,
        },
      );
      return rows.map(({ extra, ...row }) => {
        const lecture = num(extra.lecture);
        const tutorial = num(extra.tutorial);
        const hours: ContractHours = {
          staff_count: num(extra.staff_count),
          lecture_hours: lecture,
          tutorial_hours: tutorial,
          hetd: round2(1.5 * lecture + tutorial),
        };
        return { ...row, contract_hours: hours };
      });
    },
  );

  app.get(
    '/trainings/validated-expenses',
    {
      config: { roles: CAN_MANAGE_EXPENSES },
      schema: {
        tags: ['Tableaux de bord'],
        summary: 'Formations avec des défraiements à payer (statut À payer)',
        querystring: PageQuerySchema,
        response: { 200: PagedSchema(ValidatedExpensesTrainingSchema), ...ErrorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<Paged<ValidatedExpensesTraining>> => {
      const page = parsePage(request.query, DASHBOARD_PER_PAGE);
      const { rows, total } = await trainingsWithExpenses(app.db, [EXPENSE_STATUS.toPay], page, sql`t.end_date ASC`);
      return toPaged(
        rows.map((r) => ({
          training_id: r.id as number,
          title: r.title,
          start_date: iso(r.start_date),
          end_date: iso(r.end_date),
          expenses: r.expenses.map(expenseSummary),
        })),
        total,
        page,
      );
    },
  );

  app.get(
    '/trainings/pending-expenses',
    {
      config: { roles: CAN_MANAGE_EXPENSES },
      schema: {
        tags: ['Tableaux de bord'],
        summary: 'Défraiements à gérer (En cours, En attente de pièces), regroupés par formation',
        querystring: PageQuerySchema,
        response: { 200: PagedSchema(ExpenseTrackingRowSchema), ...ErrorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<Paged<ExpenseTrackingRow>> => {
      const page = parsePage(request.query, DASHBOARD_PER_PAGE);
      const { rows, total } = await trainingsWithExpenses(
        app.db,
        [EXPENSE_STATUS.inProgress, EXPENSE_STATUS.awaitingReceipts],
        page,
        sql`t.end_date ASC`,
      );
      return toPaged(
        rows.map((r) => {
          const expenses = r.expenses.map(expenseSummary);
          const statuses: Record<string, ExpenseSummary[]> = {};
          for (const e of expenses) (statuses[e.status.name] ??= []).push(e);
          return {
            training_id: r.id as number,
            training_title: r.title,
            profile_name: [...new Set(expenses.map((e) => e.profile_name))].join(', '),
            training_end_date: iso(r.end_date),
            statuses,
          };
        }),
        total,
        page,
      );
    },
  );

  app.get(
    '/registrations',
    {
      config: { roles: CAN_MANAGE_REGISTRATIONS },
      schema: {
        tags: ['Tableaux de bord'],
        summary: 'Inscriptions aux formations non terminées, par statut (préinscriptions à traiter)',
        querystring: RegistrationListQuerySchema,
        response: { 200: PagedSchema(RegistrationListItemSchema), ...ErrorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<Paged<RegistrationListItem>> => {
      const page = parsePage(request.query, DASHBOARD_PER_PAGE);
      const now = new Date();
      const slug: RegistrationStatusSlug = request.query.status ?? 'preinscription';
      const status = REGISTRATION_STATUSES.find((s) => s.slug === slug)!;
      const where = sql`r.registration_status_id = ${status.id} AND t.end_date >= ${now} AND ${notCancelled}`;
      const rows = await rawRows<{
        total: number;
        id: number | null;
        created_at: Date | string;
        profile_id: number;
        name: string;
        email: string;
        profile_picture: string | null;
        training_id: number;
        title: string;
        start_date: Date | string;
      }>(
        app.db,
        sql`WITH page AS (
            SELECT r.id, r.created_at, r.profile_id, r.training_id, row_number() OVER (ORDER BY r.created_at, r.id) AS rn
            FROM registrations r JOIN trainings t ON t.id = r.training_id
            WHERE ${where}
            ORDER BY r.created_at, r.id LIMIT ${page.perPage} OFFSET ${page.offset}
          )
          SELECT (SELECT COUNT(*)::int FROM registrations r JOIN trainings t ON t.id = r.training_id WHERE ${where}) AS total,
            x.*
          FROM (SELECT 1) AS one
          LEFT JOIN LATERAL (
            SELECT pg.id, pg.created_at, pg.rn, p.id AS profile_id, u.name, u.email, p.profile_picture,
              t.id AS training_id, t.title, t.start_date
            FROM page pg
            JOIN profiles p ON p.id = pg.profile_id
            JOIN users u ON u.id = p.user_id
            JOIN trainings t ON t.id = pg.training_id
          ) x ON true
          ORDER BY x.rn`,
      );
      const items = rows
        .filter((r) => r.id !== null)
        .map((r) => ({
          id: r.id as number,
          created_at: iso(r.created_at),
          registration_status: status as RegistrationListItem['registration_status'],
          profile: {
            id: r.profile_id,
            name: r.name,
            email: r.email,
            profile_picture: profilePictureUrl(r.profile_id, r.profile_picture),
          },
          training: { id: r.training_id, title: r.title, start_date: iso(r.start_date) },
        }));
      return toPaged(items, num(rows[0]?.total), page);
    },
  );

  /* ---------- Trainee lists: the caller's own registrations ---------- */

  function traineeList(url: string, summary: string, past: boolean): void {
    app.get(
      url,
      {
        config: { roles: CAN_REGISTER_TO_TRAININGS },
        schema: {
          tags: ['Tableaux de bord'],
          summary,
          querystring: RegistrationListQuerySchema,
          response: { 200: PagedSchema(TraineeTrainingItemSchema), ...ErrorResponses(400, 401, 403) },
        },
      },
      async (request): Promise<Paged<TraineeTrainingItem>> => {
        const page = parsePage(request.query, DASHBOARD_PER_PAGE);
        const profileId = requireAuth(request).profileId;
        if (profileId === null) return toPaged([], 0, page);
        const now = new Date();
        const statusId = request.query.status
          ? REGISTRATION_STATUSES.find((s) => s.slug === request.query.status)!.id
          : null;
        const conditions: SQL[] = [
          sql`r.profile_id = ${profileId}`,
          past ? sql`t.end_date < ${now}` : sql`t.start_date > ${now}`,
        ];
        if (statusId !== null) conditions.push(sql`r.registration_status_id = ${statusId}`);
        const where = sql.join(conditions, sql` AND `);
        const order = past ? sql`t.end_date DESC` : sql`t.start_date ASC`;
        const rows = await rawRows<{
          total: number;
          registration_id: number | null;
          registration_status_id: number;
          training_id: number;
          title: string;
          start_date: Date | string;
          end_date: Date | string;
          status_id: number;
          status_name: string;
          category_id: number;
          category_name: string;
          color: string;
          place_id: number | null;
          place_name: string | null;
          city_name: string | null;
        }>(
          app.db,
          sql`WITH page AS (
              SELECT r.id AS registration_id, r.registration_status_id, t.id AS training_id,
                row_number() OVER (ORDER BY ${order}, t.id) AS rn
              FROM registrations r JOIN trainings t ON t.id = r.training_id
              WHERE ${where}
              ORDER BY ${order}, t.id LIMIT ${page.perPage} OFFSET ${page.offset}
            )
            SELECT (SELECT COUNT(*)::int FROM registrations r JOIN trainings t ON t.id = r.training_id WHERE ${where}) AS total,
              x.*
            FROM (SELECT 1) AS one
            LEFT JOIN LATERAL (
              SELECT pg.registration_id, pg.registration_status_id, pg.rn, t.id AS training_id, t.title,
                t.start_date, t.end_date, st.id AS status_id, st.name AS status_name,
                c.id AS category_id, c.name AS category_name, c.color,
                pl.id AS place_id, pl.name AS place_name, ci.name AS city_name
              FROM page pg
              JOIN trainings t ON t.id = pg.training_id
              JOIN training_statuses st ON st.id = t.training_status_id
              JOIN training_categories c ON c.id = t.training_category_id
              LEFT JOIN training_places pl ON pl.id = t.training_place_id
              LEFT JOIN cities ci ON ci.id = pl.city_id
            ) x ON true
            ORDER BY x.rn`,
        );
        const items = rows
          .filter((r) => r.registration_id !== null)
          .map((r) => ({
            registration_id: r.registration_id as number,
            training_id: r.training_id,
            training_name: r.title,
            registration_status: REGISTRATION_STATUSES.find(
              (s) => s.id === r.registration_status_id,
            ) as TraineeTrainingItem['registration_status'],
            start_date: iso(r.start_date),
            end_date: iso(r.end_date),
            training_status: { id: r.status_id, name: r.status_name },
            category: { id: r.category_id, name: r.category_name },
            color: r.color,
            place: r.place_id === null ? null : { id: r.place_id, name: r.place_name ?? '', city: r.city_name },
          }));
        return toPaged(items, num(rows[0]?.total), page);
      },
    );
  }

  traineeList('/trainee/trainings/upcoming', 'Mes formations à venir (par statut d’inscription)', false);
  traineeList('/trainee/trainings/past', 'Mes formations passées (par statut d’inscription)', true);
};

export default dashboardRoutes;
