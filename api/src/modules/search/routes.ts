/**
 * Search dialogs of the top bar: profiles (staff only), staff trainings, catalogue trainings.
 * Text matching is case- and accent-insensitive; every word typed must appear (any order).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql, type SQL } from 'drizzle-orm';
import { ErrorResponses, PagedSchema, type Paged, type RoleSlug } from '../../contract/common';
import { ProfileSearchItemSchema, ProfileSearchQuerySchema, type ProfileSearchItem } from '../../contract/profiles';
import { CAN_LIST_TRAININGS, CAN_READ_TRAININGS, CAN_SEARCH_PROFILES } from '../../contract/roles';
import {
  CatalogueSearchQuerySchema,
  TrainingSearchItemSchema,
  TrainingSearchQuerySchema,
  type TrainingSearchItem,
} from '../../contract/trainings';
import { parsePage, rawRows, toPaged } from '../../lib/pagination';
import { catalogueVisible, iso, profilePictureUrl, taughtBy } from '../../lib/training-view';
import { requireAuth } from '../../plugins/auth';

/** Results of a profile search: enough for a dialog, small enough to answer fast. */
export const PROFILE_SEARCH_LIMIT = 20;
/** Default page size of the training searches ("training search size 100"). */
export const TRAINING_SEARCH_PER_PAGE = 100;

/** Lower-cased text without accents, as stored in the generated search columns (users.search_name…). */
export function foldText(value: string): string {
  return value
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * "every word of the input appears in the column" (true when the input is blank). `foldedColumn`
 * is a generated search column (already lower-case and accent-free).
 */
export function matchesWords(foldedColumn: SQL, input: string | undefined): SQL {
  const words = foldText(input ?? '')
    .split(/[\s'’-]+/)
    .map((w) => w.trim())
    .filter(Boolean)
    .slice(0, 6);
  if (words.length === 0) return sql`true`;
  return sql.join(
    words.map((w) => sql`${foldedColumn} LIKE ${`%${escapeLike(w)}%`}`),
    sql` AND `,
  );
}

interface ProfileRecord {
  id: number;
  profile_number: string;
  phone: string | null;
  is_active: boolean;
  profile_picture: string | null;
  user_id: number;
  user_name: string;
  email: string;
  role_id: number;
  role_name: string;
  role_slug: RoleSlug;
}

interface TrainingSearchRecord {
  total: number;
  id: number | null;
  title: string;
  start_date: Date | string;
  end_date: Date | string;
  category_id: number;
  category_name: string;
}

const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/profiles-search',
    {
      config: { roles: CAN_SEARCH_PROFILES },
      schema: {
        tags: ['Recherche'],
        summary: 'Recherche de profils par nom ou numéro de profil',
        querystring: ProfileSearchQuerySchema,
        response: { 200: Type.Array(ProfileSearchItemSchema), ...ErrorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<ProfileSearchItem[]> => {
      const { name, profile_number: profileNumber } = request.query;
      const roleIds = [...(request.query.role_ids ?? []), ...(request.query['role_ids[]'] ?? [])];
      if (!name?.trim() && !profileNumber?.trim()) return [];
      const conditions: SQL[] = [];
      if (profileNumber?.trim()) {
        conditions.push(sql`p.profile_number LIKE ${`%${escapeLike(profileNumber.trim())}%`}`);
      }
      if (name?.trim()) conditions.push(matchesWords(sql`u.search_name`, name));
      if (roleIds.length > 0) {
        conditions.push(sql`p.role_id IN (${sql.join(roleIds.map((id) => sql`${id}`), sql`, `)})`);
      }
      const rows = await rawRows<ProfileRecord>(
        app.db,
        sql`SELECT p.id, p.profile_number, p.phone, p.is_active, p.profile_picture,
            u.id AS user_id, u.name AS user_name, u.email, r.id AS role_id, r.name AS role_name, r.slug AS role_slug
          FROM profiles p
          JOIN users u ON u.id = p.user_id
          JOIN roles r ON r.id = p.role_id
          WHERE ${sql.join(conditions, sql` AND `)}
          ORDER BY u.name, p.id
          LIMIT ${PROFILE_SEARCH_LIMIT}`,
      );
      return rows.map((r) => ({
        id: r.id,
        profile_number: r.profile_number,
        user: { id: r.user_id, name: r.user_name, email: r.email },
        phone: r.phone,
        is_active: r.is_active,
        role: { id: r.role_id, name: r.role_name, slug: r.role_slug },
        profile_picture: profilePictureUrl(r.id, r.profile_picture),
      }));
    },
  );

  async function searchTrainings(
    where: SQL,
    orderBy: SQL,
    query: { page?: number; current_page?: number; per_page?: number },
  ): Promise<Paged<TrainingSearchItem>> {
    const page = parsePage(query, TRAINING_SEARCH_PER_PAGE);
    const rows = await rawRows<TrainingSearchRecord>(
      app.db,
      sql`WITH page AS (
            SELECT t.id, t.title, t.start_date, t.end_date, t.training_category_id,
              row_number() OVER (ORDER BY ${orderBy}, t.id) AS rn
            FROM trainings t WHERE ${where}
            ORDER BY ${orderBy}, t.id LIMIT ${page.perPage} OFFSET ${page.offset}
          )
          SELECT (SELECT COUNT(*)::int FROM trainings t WHERE ${where}) AS total, r.*
          FROM (SELECT 1) AS one
          LEFT JOIN LATERAL (
            SELECT p.id, p.title, p.start_date, p.end_date, p.rn, c.id AS category_id, c.name AS category_name
            FROM page p JOIN training_categories c ON c.id = p.training_category_id
          ) r ON true
          ORDER BY r.rn`,
    );
    const items = rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: r.id as number,
        title: r.title,
        start_date: iso(r.start_date),
        end_date: iso(r.end_date),
        category: { id: r.category_id, name: r.category_name },
      }));
    return toPaged(items, Number(rows[0]?.total ?? 0), page);
  }

  app.get(
    '/trainings/search',
    {
      config: { roles: CAN_LIST_TRAININGS },
      schema: {
        tags: ['Recherche'],
        summary: 'Recherche de formations (équipe ; un intervenant ne trouve que les siennes)',
        querystring: TrainingSearchQuerySchema,
        response: { 200: PagedSchema(TrainingSearchItemSchema), ...ErrorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const conditions = [matchesWords(sql`t.search_title`, request.query.search_term)];
      if (auth.role === 'intervenant') conditions.push(taughtBy(auth.profileId ?? 0));
      return searchTrainings(sql.join(conditions, sql` AND `), sql`t.start_date DESC`, request.query);
    },
  );

  app.get(
    '/catalog/trainings/search',
    {
      config: { roles: CAN_READ_TRAININGS },
      schema: {
        tags: ['Recherche'],
        summary: 'Recherche dans le catalogue (formations publiées ou reportées, non terminées)',
        querystring: CatalogueSearchQuerySchema,
        response: { 200: PagedSchema(TrainingSearchItemSchema), ...ErrorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const where = sql`${catalogueVisible(new Date())} AND ${matchesWords(sql`t.search_title`, request.query.search)}`;
      return searchTrainings(where, sql`t.start_date ASC`, request.query);
    },
  );
};

export default searchRoutes;
