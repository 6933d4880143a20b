/** SQL of the evaluations: one per trainee and training. */
import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import * as s from '../../db/schema';

const evaluationColumns = {
  id: s.evaluations.id,
  training_id: s.evaluations.training_id,
  documentation: s.evaluations.documentation,
  training_methods: s.evaluations.training_methods,
  willingness_to_continue: s.evaluations.willingness_to_continue,
  group_life: s.evaluations.group_life,
  material_conditions: s.evaluations.material_conditions,
  knowledge_contribution: s.evaluations.knowledge_contribution,
  overall_satisfaction: s.evaluations.overall_satisfaction,
  comment: s.evaluations.comment,
  created_at: s.evaluations.created_at,
  profile_id: s.profiles.id,
  profile_picture: s.profiles.profile_picture,
  name: s.users.name,
  email: s.users.email,
};

function selectEvaluations(db: DbOrTx) {
  return db
    .select(evaluationColumns)
    .from(s.evaluations)
    .innerJoin(s.profiles, eq(s.profiles.id, s.evaluations.profile_id))
    .innerJoin(s.users, eq(s.users.id, s.profiles.user_id));
}

export function evaluationsOfTraining(db: DbOrTx, trainingId: number) {
  return selectEvaluations(db).where(eq(s.evaluations.training_id, trainingId)).orderBy(asc(s.evaluations.created_at), asc(s.evaluations.id));
}

export async function findEvaluation(db: DbOrTx, trainingId: number, profileId: number) {
  const [row] = await selectEvaluations(db)
    .where(and(eq(s.evaluations.training_id, trainingId), eq(s.evaluations.profile_id, profileId)))
    .limit(1);
  return row;
}

export async function findTraining(db: DbOrTx, trainingId: number) {
  const [row] = await db
    .select({ id: s.trainings.id, end_date: s.trainings.end_date, status_id: s.trainings.training_status_id })
    .from(s.trainings)
    .where(eq(s.trainings.id, trainingId))
    .limit(1);
  return row;
}

export async function findRegistrationStatus(db: DbOrTx, trainingId: number, profileId: number): Promise<number | null> {
  const [row] = await db
    .select({ status: s.registrations.registration_status_id })
    .from(s.registrations)
    .where(and(eq(s.registrations.training_id, trainingId), eq(s.registrations.profile_id, profileId)))
    .limit(1);
  return row?.status ?? null;
}

export async function profileExists(db: DbOrTx, profileId: number): Promise<boolean> {
  const [row] = await db.select({ id: s.profiles.id }).from(s.profiles).where(eq(s.profiles.id, profileId)).limit(1);
  return Boolean(row);
}

/** Whether the profile teaches or supervises the training. */
export async function teaches(db: DbOrTx, trainingId: number, profileId: number): Promise<boolean> {
  const [row] = await db
    .select({ yes: sql<boolean>`true` })
    .from(s.trainings)
    .where(
      and(
        eq(s.trainings.id, trainingId),
        exists(
          db
            .select({ one: sql`1` })
            .from(s.trainingStaff)
            .where(and(eq(s.trainingStaff.training_id, trainingId), eq(s.trainingStaff.profile_id, profileId))),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertEvaluation(db: DbOrTx, values: typeof s.evaluations.$inferInsert): Promise<number> {
  const [row] = await db.insert(s.evaluations).values(values).returning({ id: s.evaluations.id });
  return row.id;
}
