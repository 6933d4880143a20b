/**
 * SQL of the catalogue: trainings open to the catalogue (trainings/scopes.ts `inCatalogue`), newest start
 * last. A page is chosen among the trainings under way and those to come, each part found through its
 * own index (scopes.ts `catalogueUnderWay`, `catalogueToCome`), so that past trainings are never
 * passed; the page's other columns are then read for its rows only.
 */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { REGISTRATION_STATUS } from '../../contract/statuses';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import type { PageWindow } from '../../lib/paging';
import { preparedStatements, variantsOf } from '../../lib/prepared';
import { catalogueToCome, catalogueUnderWay } from '../trainings';

const VARIANTS = variantsOf(['all', 'category'] as const);
type CatalogueVariant = 'all' | 'category';

/** One part of the catalogue, with the category filter of the variant. */
function where(variant: CatalogueVariant, part: SQL) {
  return variant === 'category' ? and(part, eq(s.trainings.training_category_id, sql.placeholder('categoryId'))) : part;
}

/**
 * The ids and start dates of one page: the trainings under way (few: those of the current days), and
 * the first `reach` (offset + limit) trainings to come, merged in start order.
 */
function pageIds(db: Db, variant: CatalogueVariant) {
  const part = (condition: SQL) =>
    db.select({ id: s.trainings.id, start_date: s.trainings.start_date }).from(s.trainings).where(where(variant, condition));
  // The part to come read in order and cut: its index is read from the current date on, no further.
  const toCome = part(catalogueToCome()).orderBy(asc(s.trainings.start_date), asc(s.trainings.id)).limit(sql.placeholder('reach'));
  return part(catalogueUnderWay())
    .unionAll(toCome)
    .orderBy(asc(s.trainings.start_date), asc(s.trainings.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
}

const selectPage = preparedStatements('catalogue_page', VARIANTS, (db, variant, name) => {
  const page = pageIds(db, variant);
  return db
    .select({
      id: s.trainings.id,
      title: s.trainings.title,
      complement: s.trainings.complement,
      start_date: s.trainings.start_date,
      end_date: s.trainings.end_date,
      training_status_id: s.trainings.training_status_id,
      is_visio: s.trainings.is_visio,
      paid_training: s.trainings.paid_training,
      max_attendees: s.trainings.max_attendees,
      category: {
        id: s.trainingCategories.id,
        name: s.trainingCategories.name,
        irt_link: s.trainingCategories.irt_link,
        color: s.trainingCategories.color,
      },
      place_id: s.trainingPlaces.id,
      place_name: s.trainingPlaces.name,
      place_address: s.trainingPlaces.address,
      place_zip_code: s.trainingPlaces.zip_code,
      place_type: s.trainingPlaces.type,
      city_id: s.cities.id,
      city_name: s.cities.name,
      city_zip_code: s.cities.zip_code,
      registered_count: sql<number>`(SELECT COUNT(*)::int FROM ${s.registrations} r
        WHERE r.training_id = ${s.trainings.id} AND r.registration_status_id = ${sql.raw(String(REGISTRATION_STATUS.valide))})`,
      own_status_id: sql<number | null>`(SELECT r.registration_status_id FROM ${s.registrations} r
        WHERE r.training_id = ${s.trainings.id} AND r.profile_id = ${sql.placeholder('profileId')})`,
    })
    .from(page)
    .innerJoin(s.trainings, eq(s.trainings.id, page.id))
    .innerJoin(s.trainingCategories, eq(s.trainingCategories.id, s.trainings.training_category_id))
    .leftJoin(s.trainingPlaces, eq(s.trainingPlaces.id, s.trainings.training_place_id))
    .leftJoin(s.cities, eq(s.cities.id, s.trainingPlaces.city_id))
    .orderBy(asc(page.start_date), asc(page.id))
    .prepare(name);
});

/**
 * The trainings to come counted from their index alone, plus those under way (a subquery of its own,
 * run once: its `trainings` is its own FROM).
 */
const selectCount = preparedStatements('catalogue_count', VARIANTS, (db, variant, name) => {
  const underWay = db.select({ n: count() }).from(s.trainings).where(where(variant, catalogueUnderWay()));
  return db
    .select({ n: sql<number>`count(*) + (${underWay})`.mapWith(Number) })
    .from(s.trainings)
    .where(where(variant, catalogueToCome()))
    .prepare(name);
});

export interface CatalogueFilter {
  categoryId: number | null;
  /** The caller's profile (0 without one). */
  profileId: number;
  now: Date;
}

const variantOf = (filter: CatalogueFilter): CatalogueVariant => (filter.categoryId === null ? 'all' : 'category');

export function listCatalogue(db: Db, filter: CatalogueFilter, window: PageWindow) {
  return selectPage(db, variantOf(filter)).execute({
    now: filter.now,
    categoryId: filter.categoryId ?? 0,
    profileId: filter.profileId,
    limit: window.limit,
    offset: window.offset,
    reach: window.offset + window.limit,
  });
}

export async function countCatalogue(db: Db, filter: CatalogueFilter): Promise<number> {
  const [row] = await selectCount(db, variantOf(filter)).execute({ now: filter.now, categoryId: filter.categoryId ?? 0 });
  return Number(row?.n ?? 0);
}

/** Unions of the given trainings. */
export async function unionsOf(db: Db, trainingIds: number[]) {
  if (trainingIds.length === 0) return [];
  return db
    .select({ training_id: s.trainingUnions.training_id, id: s.unions.id, name: s.unions.name })
    .from(s.trainingUnions)
    .innerJoin(s.unions, eq(s.unions.id, s.trainingUnions.union_id))
    .where(inArray(s.trainingUnions.training_id, trainingIds))
    .orderBy(asc(s.unions.id));
}
