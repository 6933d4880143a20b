/** SQL of the calendars: the feed tokens, and the trainings an invitation or a feed shows. */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { REGISTRATION_STATUS } from '../../contract/statuses';
import type { DbOrTx } from '../../db/client';
import * as s from '../../db/schema';
import type { CalendarTraining } from './ics';

/** Trainings ended more than this many days ago leave the feeds. */
const FEED_PAST_DAYS = 365;

/** What the database keeps of a feed token: its SHA-256 (hex), so that a copy of the database opens no feed. */
export function feedTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** When the user's current feed address was made, or null before the first one. */
export async function feedCreatedAt(db: DbOrTx, userId: number): Promise<Date | null> {
  const [row] = await db.select({ created_at: s.calendarFeeds.created_at }).from(s.calendarFeeds).where(eq(s.calendarFeeds.user_id, userId));
  return row?.created_at ?? null;
}

/** A new token for the user, replacing the previous one (which stops working at once); only its hash is stored. */
export async function renewFeedToken(db: DbOrTx, userId: number): Promise<{ token: string; created: boolean }> {
  const token = randomBytes(32).toString('base64url');
  const token_hash = feedTokenHash(token);
  const previous = await feedCreatedAt(db, userId);
  await db
    .insert(s.calendarFeeds)
    .values({ user_id: userId, token_hash })
    .onConflictDoUpdate({ target: s.calendarFeeds.user_id, set: { token_hash, created_at: sql`now()` } });
  return { token, created: previous === null };
}

/** The owner of a feed token, if the token is current and the account active. */
export async function feedOwner(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ user_id: s.users.id, name: s.users.name, profile_id: s.profiles.id })
    .from(s.calendarFeeds)
    .innerJoin(s.users, eq(s.users.id, s.calendarFeeds.user_id))
    .leftJoin(s.profiles, eq(s.profiles.user_id, s.users.id))
    .where(and(eq(s.calendarFeeds.token_hash, feedTokenHash(token)), eq(s.users.is_active, true)));
  return row;
}

const trainingColumns = {
  id: s.trainings.id,
  title: s.trainings.title,
  start_date: s.trainings.start_date,
  end_date: s.trainings.end_date,
  training_status_id: s.trainings.training_status_id,
  is_visio: s.trainings.is_visio,
  visio_url: s.trainings.visio_url,
  place_name: s.trainingPlaces.name,
  place_address: s.trainingPlaces.address,
  place_zip_code: s.trainingPlaces.zip_code,
  city_name: s.cities.name,
  updated_at: s.trainings.updated_at,
};

async function withDeferrals(db: DbOrTx, rows: Omit<CalendarTraining, 'deferrals'>[]): Promise<CalendarTraining[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({ id: s.trainingDeferrals.training_id, n: count() })
    .from(s.trainingDeferrals)
    .where(inArray(s.trainingDeferrals.training_id, rows.map((r) => r.id)))
    .groupBy(s.trainingDeferrals.training_id);
  const byId = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return rows.map((r) => ({ ...r, deferrals: byId.get(r.id) ?? 0 }));
}

function trainingsQuery(db: DbOrTx) {
  return db
    .select(trainingColumns)
    .from(s.trainings)
    .leftJoin(s.trainingPlaces, eq(s.trainingPlaces.id, s.trainings.training_place_id))
    .leftJoin(s.cities, eq(s.cities.id, s.trainingPlaces.city_id));
}

export async function calendarTraining(db: DbOrTx, trainingId: number): Promise<CalendarTraining | undefined> {
  const rows = await trainingsQuery(db).where(eq(s.trainings.id, trainingId));
  return (await withDeferrals(db, rows))[0];
}

/** A trainee's validated trainings and the trainings a trainer teaches or supervises, recent and to come. */
export async function feedTrainings(db: DbOrTx, profileId: number, now: Date): Promise<CalendarTraining[]> {
  const since = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000);
  const registered = db
    .select({ id: s.registrations.training_id })
    .from(s.registrations)
    .where(and(eq(s.registrations.profile_id, profileId), eq(s.registrations.registration_status_id, REGISTRATION_STATUS.valide)));
  const taught = db.select({ id: s.trainingStaff.training_id }).from(s.trainingStaff).where(eq(s.trainingStaff.profile_id, profileId));
  const rows = await trainingsQuery(db)
    .where(and(gte(s.trainings.end_date, since), sql`${s.trainings.id} in (${registered} union ${taught})`))
    .orderBy(s.trainings.start_date);
  return withDeferrals(db, rows);
}
