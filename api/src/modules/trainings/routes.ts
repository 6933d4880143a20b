/**
 * Trainings: the staff list (GET /api/trainings) and one training (GET /api/trainings/{id}).
 * Further training endpoints (create, edit, status, team, attendance…) live in other modules.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type SQL } from 'drizzle-orm';
import { ErrorResponses, IdParamsSchema, PagedSchema, type NamedItem } from '../../contract/common';
import type { RegistrationStatus } from '../../contract/lookups';
import { CAN_LIST_TRAININGS, CAN_READ_TRAININGS } from '../../contract/roles';
import { REGISTRATION_STATUS, TRAINING_STATUS, type TrainingStatusId } from '../../contract/statuses';
import {
  TrainingDetailSchema,
  TrainingListQuerySchema,
  TrainingRowSchema,
  type TrainingDeferral,
  type TrainingDetail,
  type TrainingStaffSummary,
  type TrainingTimeline,
} from '../../contract/trainings';
import { REGISTRATION_STATUSES } from '../../db/reference-data';
import { HttpError } from '../../lib/errors';
import { parsePage, rawRows } from '../../lib/pagination';
import { catalogueVisible, countsFrom, iso, num, pagedTrainingRows, taughtBy } from '../../lib/training-view';
import { requireAuth } from '../../plugins/auth';

/** Page size of the trainings list (spec: trainings list 20). */
export const TRAININGS_PER_PAGE = 20;

export const TRAINING_NOT_FOUND = 'Formation introuvable.';
export const TRAINING_FORBIDDEN = "Vous n'avez pas accès à cette formation.";

/** Condition and order of each timeline filter of the list. */
export function timelineFilter(timeline: TrainingTimeline | 'all', now: Date): { where: SQL; orderBy: SQL } {
  switch (timeline) {
    case 'ongoing':
      // A cancelled training is not "in progress", whatever its dates.
      return {
        where: sql`t.start_date <= ${now} AND t.end_date >= ${now} AND t.training_status_id <> ${TRAINING_STATUS.cancelled}`,
        orderBy: sql`t.start_date ASC`,
      };
    case 'past':
      return { where: sql`t.end_date < ${now}`, orderBy: sql`t.end_date DESC` };
    case 'upcoming':
      return { where: sql`t.start_date > ${now}`, orderBy: sql`t.start_date ASC` };
    default:
      return { where: sql`true`, orderBy: sql`t.start_date DESC` };
  }
}

interface DetailRecord {
  id: number;
  title: string;
  complement: string | null;
  start_date: Date | string;
  end_date: Date | string;
  training_category_id: number;
  training_type_id: number;
  training_theme_id: number;
  training_place_id: number | null;
  training_status_id: number;
  reserved: boolean;
  is_visio: boolean;
  paid_training: boolean;
  amount: string | null;
  max_attendees: number;
  attendance_sheet_done: boolean;
  dinners: number;
  accommodation: boolean;
  transportation_fees: boolean;
  number_of_round_trips: number;
  category_name: string;
  irt_link: string | null;
  color: string;
  type_name: string;
  theme_name: string;
  numerotation: string;
  status_name: string;
  place_name: string | null;
  place_address: string | null;
  place_zip_code: string | null;
  place_type: string | null;
  city_id: number | null;
  city_name: string | null;
  city_zip_code: string | null;
  creator_id: number | null;
  creator_name: string | null;
  validated: number;
  confirmed: number;
  pre_registered: number;
  waiting: number;
  unions: NamedItem[];
  deferrals: (Omit<TrainingDeferral, 'id'> & { id: number })[];
  staff: (TrainingStaffSummary & { type: string })[];
  own: { id: number; registration_status_id: number; reimbursed: boolean; needs_accommodation: boolean } | null;
  catalogue_visible: boolean;
}

const trainingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/trainings',
    {
      config: { roles: CAN_LIST_TRAININGS },
      schema: {
        tags: ['Formations'],
        summary: 'Liste paginée des formations (un intervenant ne voit que les siennes)',
        querystring: TrainingListQuerySchema,
        response: { 200: PagedSchema(TrainingRowSchema), ...ErrorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const now = new Date();
      const { where, orderBy } = timelineFilter(request.query.timeline ?? 'all', now);
      const conditions = [where];
      if (auth.role === 'intervenant') conditions.push(taughtBy(auth.profileId ?? 0));
      return pagedTrainingRows(app.db, {
        where: sql.join(conditions, sql` AND `),
        orderBy,
        page: parsePage(request.query, TRAININGS_PER_PAGE),
        now,
      });
    },
  );

  app.get(
    '/trainings/:id',
    {
      config: { roles: CAN_READ_TRAININGS },
      schema: {
        tags: ['Formations'],
        summary: 'Une formation (un stagiaire : seulement celles du catalogue ou auxquelles il est inscrit)',
        params: IdParamsSchema,
        response: { 200: TrainingDetailSchema, ...ErrorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<TrainingDetail> => {
      const auth = requireAuth(request);
      const now = new Date();
      const profileId = auth.profileId ?? 0;
      const [record] = await rawRows<DetailRecord>(
        app.db,
        sql`SELECT t.id, t.title, t.complement, t.start_date, t.end_date, t.training_category_id, t.training_type_id,
            t.training_theme_id, t.training_place_id, t.training_status_id, t.reserved, t.is_visio, t.paid_training,
            t.amount, t.max_attendees, t.attendance_sheet_done, t.dinners, t.accommodation, t.transportation_fees,
            t.number_of_round_trips,
            c.name AS category_name, c.irt_link, c.color, ty.name AS type_name, th.name AS theme_name, th.numerotation,
            st.name AS status_name, pl.name AS place_name, pl.address AS place_address, pl.zip_code AS place_zip_code,
            pl.type AS place_type, ci.id AS city_id, ci.name AS city_name, ci.zip_code AS city_zip_code,
            u.id AS creator_id, u.name AS creator_name,
            rc.validated, rc.confirmed, rc.pre_registered, rc.waiting,
            COALESCE((SELECT json_agg(json_build_object('id', un.id, 'name', un.name) ORDER BY un.id)
              FROM training_unions tu JOIN unions un ON un.id = tu.union_id WHERE tu.training_id = t.id), '[]'::json) AS unions,
            COALESCE((SELECT json_agg(json_build_object('id', d.id, 'initial_start_date', d.initial_start_date,
                'initial_end_date', d.initial_end_date, 'new_start_date', d.new_start_date,
                'new_end_date', d.new_end_date, 'created_at', d.created_at) ORDER BY d.created_at, d.id)
              FROM training_deferrals d WHERE d.training_id = t.id), '[]'::json) AS deferrals,
            COALESCE((SELECT json_agg(json_build_object('profile_id', sp.id, 'name', su.name, 'email', su.email,
                'phone', sp.phone, 'type', s.type) ORDER BY su.name, sp.id)
              FROM training_staff s JOIN profiles sp ON sp.id = s.profile_id JOIN users su ON su.id = sp.user_id
              WHERE s.training_id = t.id), '[]'::json) AS staff,
            (SELECT json_build_object('id', r.id, 'registration_status_id', r.registration_status_id,
                'reimbursed', r.reimbursed, 'needs_accommodation', r.needs_accommodation)
              FROM registrations r WHERE r.training_id = t.id AND r.profile_id = ${profileId}) AS own,
            (${catalogueVisible(now)}) AS catalogue_visible
          FROM trainings t
          JOIN training_categories c ON c.id = t.training_category_id
          JOIN training_types ty ON ty.id = t.training_type_id
          JOIN training_themes th ON th.id = t.training_theme_id
          JOIN training_statuses st ON st.id = t.training_status_id
          LEFT JOIN training_places pl ON pl.id = t.training_place_id
          LEFT JOIN cities ci ON ci.id = pl.city_id
          LEFT JOIN users u ON u.id = t.created_by
          LEFT JOIN LATERAL (
            SELECT COUNT(*) FILTER (WHERE r.registration_status_id = ${REGISTRATION_STATUS.valide})::int AS validated,
              COUNT(*) FILTER (WHERE r.registration_status_id = ${REGISTRATION_STATUS.valide}
                AND r.convocation_sent_at IS NOT NULL)::int AS confirmed,
              COUNT(*) FILTER (WHERE r.registration_status_id = ${REGISTRATION_STATUS.preinscription})::int AS pre_registered,
              COUNT(*) FILTER (WHERE r.registration_status_id = ${REGISTRATION_STATUS.en_attente})::int AS waiting
            FROM registrations r WHERE r.training_id = t.id
          ) rc ON true
          WHERE t.id = ${request.params.id}`,
      );
      if (!record) throw new HttpError(404, TRAINING_NOT_FOUND);
      const isTrainee = auth.role === 'stagiaire';
      if (isTrainee && !record.catalogue_visible && !record.own) throw new HttpError(403, TRAINING_FORBIDDEN);

      const staff = record.staff.map((m) => ({
        profile_id: m.profile_id,
        name: m.name,
        // Trainees see who teaches, not how to reach them.
        email: isTrainee ? null : m.email,
        phone: isTrainee ? null : m.phone,
        type: m.type,
      }));
      const strip = ({ type: _type, ...member }: (typeof staff)[number]): TrainingStaffSummary => member;
      const ownStatus = record.own
        ? (REGISTRATION_STATUSES.find((s) => s.id === record.own?.registration_status_id) as RegistrationStatus)
        : null;

      return {
        id: record.id,
        title: record.title,
        complement: record.complement,
        start_date: iso(record.start_date),
        end_date: iso(record.end_date),
        training_category_id: record.training_category_id,
        training_type_id: record.training_type_id,
        training_theme_id: record.training_theme_id,
        training_place_id: record.training_place_id,
        training_status_id: record.training_status_id,
        category: { id: record.training_category_id, name: record.category_name, irt_link: record.irt_link, color: record.color },
        type: { id: record.training_type_id, name: record.type_name },
        theme: { id: record.training_theme_id, name: record.theme_name, numerotation: record.numerotation },
        unions: record.unions,
        place:
          record.training_place_id === null
            ? null
            : {
                id: record.training_place_id,
                name: record.place_name ?? '',
                address: record.place_address,
                zip_code: record.place_zip_code,
                type: record.place_type === 'Distanciel' ? 'Distanciel' : 'Présentiel',
                city:
                  record.city_id === null
                    ? null
                    : { id: record.city_id, name: record.city_name ?? '', zip_code: record.city_zip_code ?? '' },
              },
        status: { id: record.training_status_id as TrainingStatusId, name: record.status_name },
        color: record.color,
        reserved: record.reserved,
        is_visio: record.is_visio,
        paid_training: record.paid_training,
        amount: record.amount === null ? null : num(record.amount),
        ...countsFrom(record.max_attendees, record),
        attendance_sheet_done: record.attendance_sheet_done,
        dinners: record.dinners,
        accommodation: record.accommodation,
        transportation_fees: record.transportation_fees,
        number_of_round_trips: record.number_of_round_trips,
        deferrals: isTrainee
          ? []
          : record.deferrals.map((d) => ({
              id: d.id,
              initial_start_date: iso(d.initial_start_date),
              initial_end_date: iso(d.initial_end_date),
              new_start_date: iso(d.new_start_date),
              new_end_date: iso(d.new_end_date),
              created_at: iso(d.created_at),
            })),
        pedagogical_supervisors: isTrainee
          ? []
          : staff.filter((m) => m.type === 'pedagogical_supervisor').map(strip),
        teachers: staff.filter((m) => m.type === 'teacher').map(strip),
        created_by:
          record.creator_id === null || isTrainee ? null : { id: record.creator_id, name: record.creator_name ?? '' },
        own_registration:
          isTrainee && record.own && ownStatus
            ? {
                id: record.own.id,
                registration_status: ownStatus,
                reimbursed: record.own.reimbursed,
                needs_accommodation: record.own.needs_accommodation,
              }
            : null,
      };
    },
  );
};

export default trainingRoutes;
