/**
 * SQL of the waiting list: the seats taken, the trainees waiting in the order of their request, the
 * offers of a freed seat and their answers. The writes run inside the caller's transaction, which
 * holds the training row locked (waitlist.ts).
 */
import { and, asc, count, eq, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { REGISTRATION_STATUS } from '../../contract/statuses';
import type { DbOrTx, Tx } from '../../db/client';
import { profiles, registrations, users } from '../../db/schema';
import { queryRows } from '../../lib/sql';

/** Key of the advisory lock taken by the periodic check of expired offers (one process at a time). */
const EXPIRY_LOCK_KEY = 20_2611_48;

function waitingOf(trainingId: number) {
  return and(eq(registrations.training_id, trainingId), eq(registrations.registration_status_id, REGISTRATION_STATUS.en_attente));
}

/** Seats validated or held by an offer not yet answered. */
export async function seatsTaken(tx: DbOrTx, trainingId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(registrations)
    .where(
      and(
        eq(registrations.training_id, trainingId),
        or(
          eq(registrations.registration_status_id, REGISTRATION_STATUS.valide),
          and(eq(registrations.registration_status_id, REGISTRATION_STATUS.en_attente), isNotNull(registrations.seat_offer_expires_at)),
        ),
      ),
    );
  return Number(row?.n ?? 0);
}

const registrationWithContact = () => ({
  id: registrations.id,
  profile_id: registrations.profile_id,
  seat_offer_expires_at: registrations.seat_offer_expires_at,
  name: users.name,
  email: users.email,
});

/** The waiting registrations of the training whose offer ran out at `now`, with their trainee's contact. */
export function expiredOffers(tx: Tx, trainingId: number, now: Date) {
  return tx
    .select(registrationWithContact())
    .from(registrations)
    .innerJoin(profiles, eq(profiles.id, registrations.profile_id))
    .innerJoin(users, eq(users.id, profiles.user_id))
    .where(and(waitingOf(trainingId), lte(registrations.seat_offer_expires_at, now)));
}

/** The first `limit` trainees waiting without an offer, first come first served (`except` left out). */
export function nextWaiting(tx: Tx, trainingId: number, limit: number, except: number | undefined) {
  return tx
    .select(registrationWithContact())
    .from(registrations)
    .innerJoin(profiles, eq(profiles.id, registrations.profile_id))
    .innerJoin(users, eq(users.id, profiles.user_id))
    .where(and(waitingOf(trainingId), isNull(registrations.seat_offer_expires_at), except === undefined ? undefined : ne(registrations.id, except)))
    .orderBy(asc(registrations.created_at), asc(registrations.id))
    .limit(limit);
}

/** An offer not answered in time: the registration is refused with `reason`. */
export async function refuseExpiredOffer(tx: Tx, registrationId: number, reason: string): Promise<void> {
  await tx
    .update(registrations)
    .set({ registration_status_id: REGISTRATION_STATUS.refuse, refusal_reason: reason, seat_offer_expires_at: null, updated_at: sql`now()` })
    .where(eq(registrations.id, registrationId));
}

/** A freed seat offered to the registration until `deadline`. */
export async function offerSeat(tx: Tx, registrationId: number, deadline: Date): Promise<void> {
  await tx.update(registrations).set({ seat_offer_expires_at: deadline, updated_at: sql`now()` }).where(eq(registrations.id, registrationId));
}

/** A freed seat given to the waiting registration at once: validated. */
export async function validateFromWaitingList(tx: Tx, registrationId: number): Promise<void> {
  await tx
    .update(registrations)
    .set({ registration_status_id: REGISTRATION_STATUS.valide, refusal_reason: null, updated_at: sql`now()` })
    .where(eq(registrations.id, registrationId));
}

/** The trainee's waiting registration to the training, locked until the transaction ends. */
export async function lockOwnWaiting(tx: Tx, trainingId: number, profileId: number) {
  const [own] = await tx
    .select({ id: registrations.id, expires: registrations.seat_offer_expires_at })
    .from(registrations)
    .where(and(waitingOf(trainingId), eq(registrations.profile_id, profileId)))
    .for('update');
  return own;
}

/** The offer accepted: the registration is validated and holds no offer any more. */
export async function acceptSeatOffer(tx: Tx, registrationId: number): Promise<void> {
  await tx
    .update(registrations)
    .set({ registration_status_id: REGISTRATION_STATUS.valide, seat_offer_expires_at: null, updated_at: sql`now()` })
    .where(eq(registrations.id, registrationId));
}

/** The offer declined: the registration leaves the list. */
export async function deleteRegistration(tx: Tx, registrationId: number): Promise<void> {
  await tx.delete(registrations).where(eq(registrations.id, registrationId));
}

/** What the place in the list is read from: the registration's training, status, request date and offer. */
export async function findWaitingRegistration(db: DbOrTx, registrationId: number) {
  const [own] = await db
    .select({ training_id: registrations.training_id, status: registrations.registration_status_id, created_at: registrations.created_at, expires: registrations.seat_offer_expires_at })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  return own;
}

/** How many trainees of the training wait ahead of this registration (earlier request, or same instant and lower id). */
export async function countWaitingAhead(db: DbOrTx, trainingId: number, createdAt: Date, registrationId: number): Promise<number> {
  const [ahead] = await db
    .select({ n: count() })
    .from(registrations)
    .where(
      and(
        waitingOf(trainingId),
        or(lt(registrations.created_at, createdAt), and(eq(registrations.created_at, createdAt), lt(registrations.id, registrationId))),
      ),
    );
  return Number(ahead?.n ?? 0);
}

/** The trainings holding a waiting registration whose offer ran out at `now`. */
export async function trainingsWithExpiredOffers(db: DbOrTx, now: Date, trainingId?: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: registrations.training_id })
    .from(registrations)
    .where(
      and(
        eq(registrations.registration_status_id, REGISTRATION_STATUS.en_attente),
        lte(registrations.seat_offer_expires_at, now),
        trainingId === undefined ? undefined : eq(registrations.training_id, trainingId),
      ),
    );
  return rows.map((r) => r.id);
}

/** Takes the expiry check's advisory lock for the transaction; false when another process holds it. */
export async function tryExpiryLock(tx: Tx): Promise<boolean> {
  const [lock] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${EXPIRY_LOCK_KEY}) as locked`);
  return lock?.locked === true;
}
