/** SQL of the catalogue: trainings open to the catalogue (trainings/scopes.ts `inCatalogue`), newest start last. */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { REGISTRATION_STATUS } from '../../contract/statuses';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import type { PageWindow } from '../../lib/paging';
import { preparedStatements, variantsOf } from '../../lib/prepared';
import { inCatalogue } from '../trainings';

const VARIANTS = variantsOf(['all', 'category'] as const);
type CatalogueVariant = 'all' | 'category';

function where(variant: CatalogueVariant) {
  return variant === 'category'
    ? and(inCatalogue(), eq(s.trainings.training_category_id, sql.placeholder('categoryId')))
    : inCatalogue();
}

const selectPage = preparedStatements('catalogue_page', VARIANTS, (db, variant, name) =>
  db
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
    .from(s.trainings)
    .innerJoin(s.trainingCategories, eq(s.trainingCategories.id, s.trainings.training_category_id))
    .leftJoin(s.trainingPlaces, eq(s.trainingPlaces.id, s.trainings.training_place_id))
    .leftJoin(s.cities, eq(s.cities.id, s.trainingPlaces.city_id))
    .where(where(variant))
    .orderBy(asc(s.trainings.start_date), asc(s.trainings.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

const selectCount = preparedStatements('catalogue_count', VARIANTS, (db, variant, name) =>
  db.select({ n: count() }).from(s.trainings).where(where(variant)).prepare(name),
);

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
