/**
 * SQL of the training writes (create, edit, status changes, postponements). Each runs inside the
 * caller's transaction and starts by locking the training row, so that two concurrent changes of one
 * training are applied one after the other on up-to-date values.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  trainingCategories,
  trainingDeferrals,
  trainingPlaces,
  trainings,
  trainingThemes,
  trainingTypes,
  trainingUnions,
  unions,
} from '../../db/schema';

/** The training row, locked until the end of the transaction (`SELECT … FOR UPDATE`); undefined when unknown. */
export async function lockTraining(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(trainings).where(eq(trainings.id, id)).for('update');
  return row;
}

export type LockedTraining = NonNullable<Awaited<ReturnType<typeof lockTraining>>>;

/** Which of the referenced rows exist and are not deleted. */
export async function missingReferences(
  tx: DbOrTx,
  refs: { categoryId?: number; typeId?: number; themeId?: number; placeId?: number | null; unionIds?: number[] },
): Promise<Set<'category' | 'type' | 'theme' | 'place' | 'unions'>> {
  const missing = new Set<'category' | 'type' | 'theme' | 'place' | 'unions'>();
  const exists = async (table: typeof trainingTypes | typeof trainingCategories | typeof trainingThemes | typeof trainingPlaces, id: number) => {
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), isNull(table.deleted_at)));
    return row !== undefined;
  };
  if (refs.categoryId !== undefined && !(await exists(trainingCategories, refs.categoryId))) missing.add('category');
  if (refs.typeId !== undefined && !(await exists(trainingTypes, refs.typeId))) missing.add('type');
  if (refs.themeId !== undefined && !(await exists(trainingThemes, refs.themeId))) missing.add('theme');
  if (refs.placeId !== undefined && refs.placeId !== null && !(await exists(trainingPlaces, refs.placeId))) missing.add('place');
  const unionIds = [...new Set(refs.unionIds ?? [])];
  if (unionIds.length > 0) {
    const found = await tx
      .select({ id: unions.id })
      .from(unions)
      .where(and(inArray(unions.id, unionIds), isNull(unions.deleted_at)));
    if (found.length !== unionIds.length) missing.add('unions');
  }
  return missing;
}

export type TrainingInsert = typeof trainings.$inferInsert;

export async function insertTraining(tx: DbOrTx, values: TrainingInsert, unionIds: number[]): Promise<number> {
  const [row] = await tx.insert(trainings).values(values).returning({ id: trainings.id });
  await replaceUnions(tx, row.id, unionIds);
  return row.id;
}

export async function updateTraining(tx: DbOrTx, id: number, values: Partial<TrainingInsert>): Promise<void> {
  await tx
    .update(trainings)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(trainings.id, id));
}

export async function replaceUnions(tx: DbOrTx, trainingId: number, unionIds: number[]): Promise<void> {
  await tx.delete(trainingUnions).where(eq(trainingUnions.training_id, trainingId));
  const ids = [...new Set(unionIds)];
  if (ids.length > 0) await tx.insert(trainingUnions).values(ids.map((union_id) => ({ training_id: trainingId, union_id })));
}

export async function insertDeferral(tx: DbOrTx, values: typeof trainingDeferrals.$inferInsert) {
  const [row] = await tx.insert(trainingDeferrals).values(values).returning();
  return row;
}
