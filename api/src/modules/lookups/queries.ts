/**
 * Reads of the reference lists: the lookups answered to the forms, and the names that list rows show
 * (category, type, place), kept in memory so that list queries carry ids only. Training and registration
 * statuses are system lists: their names are the code's (db/reference-data.ts, restored at every start).
 */
import { asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import { preparedStatement } from '../../lib/prepared';

/* ---------- Lookups ---------- */

export function listNamedItems(db: Db, table: typeof s.unions | typeof s.mandates | typeof s.trainingTypes) {
  return db.select().from(table).where(isNull(table.deleted_at)).orderBy(asc(table.id));
}

export function listTrainingCategories(db: Db) {
  return db.select().from(s.trainingCategories).where(isNull(s.trainingCategories.deleted_at)).orderBy(asc(s.trainingCategories.id));
}

export function listTrainingThemes(db: Db) {
  return db
    .select()
    .from(s.trainingThemes)
    .where(isNull(s.trainingThemes.deleted_at))
    .orderBy(asc(s.trainingThemes.numerotation), asc(s.trainingThemes.id));
}

export function listTrainingPlaces(db: Db) {
  return db
    .select({ place: s.trainingPlaces, city: s.cities })
    .from(s.trainingPlaces)
    .leftJoin(s.cities, eq(s.trainingPlaces.city_id, s.cities.id))
    .where(isNull(s.trainingPlaces.deleted_at))
    .orderBy(asc(s.trainingPlaces.id));
}

export function listSystemList(db: Db, table: typeof s.trainingStatuses | typeof s.aresStatuses | typeof s.genres) {
  return db.select({ id: table.id, name: table.name }).from(table).orderBy(asc(table.id));
}

export function listRegistrationStatuses(db: Db) {
  return db.select().from(s.registrationStatuses).orderBy(asc(s.registrationStatuses.id));
}

export function listVehicleCategories(db: Db) {
  return db.select().from(s.vehicleCategories).orderBy(asc(s.vehicleCategories.id));
}

/** Communes of a postal code, by name. */
export function listCitiesByZip(db: Db, zipCode: string) {
  return db
    .select({ id: s.cities.id, name: s.cities.name, zip_code: s.cities.zip_code })
    .from(s.cities)
    .where(eq(s.cities.zip_code, zipCode))
    .orderBy(asc(s.cities.name), asc(s.cities.id));
}

export function listRoles(db: Db) {
  return db.select().from(s.roles).orderBy(asc(s.roles.id));
}

/* ---------- Names shown in list rows, in memory ---------- */

/** A category as a list row shows it. */
export interface CategoryName {
  name: string;
  color: string;
}

export interface ReferenceNames {
  categories: ReadonlyMap<number, CategoryName>;
  types: ReadonlyMap<number, string>;
  places: ReadonlyMap<number, string>;
}

/**
 * How long a loaded copy is used. Editable lists change rarely (the reference editor); a rename made
 * by another API process shows in list rows within this delay, an item unknown to the copy at once.
 */
export const REFERENCE_NAMES_TTL_MS = 60_000;

// Soft-deleted items keep their names: old trainings still show them.
const selectCategories = preparedStatement('reference_category_names', (db, name) =>
  db.select({ id: s.trainingCategories.id, name: s.trainingCategories.name, color: s.trainingCategories.color }).from(s.trainingCategories).prepare(name),
);
const selectTypes = preparedStatement('reference_type_names', (db, name) =>
  db.select({ id: s.trainingTypes.id, name: s.trainingTypes.name }).from(s.trainingTypes).prepare(name),
);
const selectPlaces = preparedStatement('reference_place_names', (db, name) =>
  db.select({ id: s.trainingPlaces.id, name: s.trainingPlaces.name }).from(s.trainingPlaces).prepare(name),
);

interface Loaded {
  names: ReferenceNames;
  loadedAt: number;
}

const loadedByDb = new WeakMap<Db, Promise<Loaded>>();

async function load(db: Db): Promise<Loaded> {
  const categories = await selectCategories(db).execute();
  const types = await selectTypes(db).execute();
  const places = await selectPlaces(db).execute();
  return {
    names: {
      categories: new Map(categories.map((c) => [c.id, { name: c.name, color: c.color }])),
      types: new Map(types.map((t) => [t.id, t.name])),
      places: new Map(places.map((p) => [p.id, p.name])),
    },
    loadedAt: Date.now(),
  };
}

/** The ids a page of rows needs names for. */
export interface ReferenceIds {
  categoryIds?: Iterable<number>;
  typeIds?: Iterable<number>;
  placeIds?: Iterable<number | null>;
}

function knowsAll(names: ReferenceNames, ids: ReferenceIds): boolean {
  for (const id of ids.categoryIds ?? []) if (!names.categories.has(id)) return false;
  for (const id of ids.typeIds ?? []) if (!names.types.has(id)) return false;
  for (const id of ids.placeIds ?? []) if (id !== null && !names.places.has(id)) return false;
  return true;
}

/**
 * The reference names, from memory: loaded on first use, again after REFERENCE_NAMES_TTL_MS or when
 * one of `ids` is unknown (an item created since). Concurrent callers share one load.
 */
export async function referenceNames(db: Db, ids: ReferenceIds = {}): Promise<ReferenceNames> {
  let pending = loadedByDb.get(db);
  if (pending) {
    const loaded = await pending.catch(() => null);
    if (loaded && Date.now() - loaded.loadedAt < REFERENCE_NAMES_TTL_MS && knowsAll(loaded.names, ids)) return loaded.names;
    // Another caller may have started a reload meanwhile: join it.
    if (loadedByDb.get(db) !== pending) return (await (loadedByDb.get(db) ?? load(db))).names;
  }
  pending = load(db);
  loadedByDb.set(db, pending);
  return (await pending).names;
}

/** Forgets the copy (after an edit of a reference list through this process). */
export function forgetReferenceNames(db: Db): void {
  loadedByDb.delete(db);
}
