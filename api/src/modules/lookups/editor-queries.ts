/**
 * Writes of the reference editor: the items of the reference lists added, renamed and (mandates only)
 * soft-deleted. A deleted item keeps its row, so the records that point to it keep their name.
 */
import { and, desc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import * as s from '../../db/schema';

/** The simple named lists of the editor (name, creation and deletion dates only). */
export type NamedTable =
  | typeof s.referralSources
  | typeof s.degrees
  | typeof s.professionalCategories
  | typeof s.activitySectors
  | typeof s.professionalSituations
  | typeof s.companySizes
  | typeof s.councilSections
  | typeof s.councils
  | typeof s.mandates;

/** Every table the editor writes. */
export type EditableTable = NamedTable | typeof s.trainingThemes | typeof s.trainingCategories | typeof s.trainingPlaces;

/**
 * Whether another item of the list already bears this name, compared trimmed and case-blind.
 * Deleted items count: they still show on the records that use them, and two items of one name would
 * be told apart by nobody.
 */
export async function nameTaken(db: DbOrTx, table: EditableTable, name: string, exceptId?: number): Promise<boolean> {
  const same: SQL = sql`lower(trim(${table.name})) = lower(trim(${name}))`;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(exceptId === undefined ? same : and(same, ne(table.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertNamedItem(db: DbOrTx, table: NamedTable, name: string) {
  const [row] = await db.insert(table).values({ name }).returning();
  return row;
}

export async function renameNamedItem(db: DbOrTx, table: NamedTable, id: number, name: string) {
  const [row] = await db.update(table).set({ name }).where(eq(table.id, id)).returning();
  return row;
}

export async function findMandateName(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: s.mandates.name }).from(s.mandates).where(eq(s.mandates.id, id));
  return row?.name;
}

/** Soft delete: sets deleted_at once (a second call keeps the first date). */
export async function softDeleteMandate(db: DbOrTx, id: number) {
  const [row] = await db
    .update(s.mandates)
    .set({ deleted_at: sql`coalesce(${s.mandates.deleted_at}, now())` })
    .where(eq(s.mandates.id, id))
    .returning();
  return row;
}

export function listDeletedMandates(db: DbOrTx) {
  return db.select().from(s.mandates).where(isNotNull(s.mandates.deleted_at)).orderBy(desc(s.mandates.deleted_at), desc(s.mandates.id));
}

export type TrainingThemeValues = Pick<typeof s.trainingThemes.$inferInsert, 'name' | 'numerotation' | 'nsf_code'>;

export async function insertTrainingTheme(db: DbOrTx, values: TrainingThemeValues) {
  const [row] = await db.insert(s.trainingThemes).values(values).returning();
  return row;
}

export async function updateTrainingTheme(db: DbOrTx, id: number, values: TrainingThemeValues) {
  const [row] = await db.update(s.trainingThemes).set(values).where(eq(s.trainingThemes.id, id)).returning();
  return row;
}

export async function updateTrainingCategory(db: DbOrTx, id: number, values: { name: string; irt_link: string | null }) {
  const [row] = await db.update(s.trainingCategories).set(values).where(eq(s.trainingCategories.id, id)).returning();
  return row;
}

export type TrainingPlaceValues = Pick<typeof s.trainingPlaces.$inferInsert, 'name' | 'address' | 'zip_code' | 'city_id' | 'type' | 'exclusive'>;

export async function insertTrainingPlace(db: DbOrTx, values: TrainingPlaceValues) {
  const [row] = await db.insert(s.trainingPlaces).values(values).returning();
  return row;
}

export async function updateTrainingPlace(db: DbOrTx, id: number, values: TrainingPlaceValues) {
  const [row] = await db.update(s.trainingPlaces).set(values).where(eq(s.trainingPlaces.id, id)).returning();
  return row;
}

export async function findCity(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: s.cities.id, name: s.cities.name, zip_code: s.cities.zip_code }).from(s.cities).where(eq(s.cities.id, id));
  return row;
}
