/**
 * The waiting list of a training: the trainees 'En attente' in the order of their request. When a seat
 * frees, `fillFreedSeats` gives it to the first of them, or offers it for 48 hours when the training
 * asks for it (`waitlist_offers_seat`). Every path that validates a trainee holds the training row
 * locked (SELECT … FOR UPDATE) while it counts the seats, so validations of one training never overlap
 * and the validated trainees never outnumber the places.
 */
import { and, asc, count, eq, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { REGISTRATION_STATUS } from '../../contract/statuses';
import { SEAT_OFFER_HOURS, WAITLIST_MESSAGES, type WaitingListPlace } from '../../contract/waitlist';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { profiles, registrations, users } from '../../db/schema';
import { queryRows } from '../../lib/sql';
import { iso } from '../../lib/values';
import { composeEmail, type Mailer } from '../../plugins/mail';
import { takesRegistrations } from './enrolment-rules';
import { lockTraining, type LockedTraining } from './write-queries';

const OFFER_MS = SEAT_OFFER_HOURS * 3600_000;

/** Key of the advisory lock taken by the periodic check of expired offers (one process at a time). */
const EXPIRY_LOCK_KEY = 20_2611_48;

interface FillOptions {
  mail: Mailer;
  now?: Date;
  /** A registration the staff have just put on the waiting list themselves: it is not promoted back at once. */
  except?: number;
}

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

function registrationWithContact() {
  return {
    id: registrations.id,
    profile_id: registrations.profile_id,
    seat_offer_expires_at: registrations.seat_offer_expires_at,
    name: users.name,
    email: users.email,
  };
}

function day(date: Date): string {
  return date.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' });
}

function dateTime(date: Date): string {
  return date.toLocaleString('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

function waitlistEmail(kind: 'validated' | 'offered' | 'expired', training: LockedTraining, name: string, deadline?: Date) {
  const subject = `Formation : ${training.title}`;
  const greeting = `Bonjour ${name},`;
  const of = `la formation « ${training.title} » du ${day(training.start_date)}`;
  const paragraphs =
    kind === 'validated'
      ? [`Une place s'est libérée : votre inscription à ${of} est validée.`, 'Vous recevrez votre convocation prochainement.']
      : kind === 'offered'
        ? [
            `Une place s'est libérée pour ${of}. Elle vous est réservée jusqu'au ${dateTime(deadline ?? new Date())}.`,
            "Pour l'accepter ou y renoncer, rendez-vous dans votre espace, sur la page de la formation. Sans réponse dans ce délai, la place sera proposée à la personne suivante de la liste d'attente.",
          ]
        : [`Vous n'avez pas répondu dans le délai de ${SEAT_OFFER_HOURS} heures : la place proposée pour ${of} a été attribuée à la liste d'attente.`];
  return { subject, ...composeEmail({ greeting, paragraphs }) };
}

/**
 * Gives the free seats of the training to the trainees waiting, first come first served. Expired
 * offers are closed first (the trainee is refused with the reason, and told). Nothing happens unless
 * the training takes registrations (published or postponed, not ended).
 */
export async function fillFreedSeats(tx: Tx, trainingId: number, { mail, now = new Date(), except }: FillOptions): Promise<void> {
  const training = await lockTraining(tx, trainingId);
  if (!training || !takesRegistrations(training.training_status_id, training.end_date, now)) return;

  const expired = await tx
    .select(registrationWithContact())
    .from(registrations)
    .innerJoin(profiles, eq(profiles.id, registrations.profile_id))
    .innerJoin(users, eq(users.id, profiles.user_id))
    .where(and(waitingOf(training.id), lte(registrations.seat_offer_expires_at, now)));
  for (const r of expired) {
    await tx
      .update(registrations)
      .set({ registration_status_id: REGISTRATION_STATUS.refuse, refusal_reason: WAITLIST_MESSAGES.expiredReason, seat_offer_expires_at: null, updated_at: sql`now()` })
      .where(eq(registrations.id, r.id));
    await mail.send({ to: r.email, ...waitlistEmail('expired', training, r.name) }, { db: tx });
  }

  const free = training.max_attendees - (await seatsTaken(tx, training.id));
  if (free <= 0) return;
  const next = await tx
    .select(registrationWithContact())
    .from(registrations)
    .innerJoin(profiles, eq(profiles.id, registrations.profile_id))
    .innerJoin(users, eq(users.id, profiles.user_id))
    .where(and(waitingOf(training.id), isNull(registrations.seat_offer_expires_at), except === undefined ? undefined : ne(registrations.id, except)))
    .orderBy(asc(registrations.created_at), asc(registrations.id))
    .limit(free);
  for (const r of next) {
    if (training.waitlist_offers_seat) {
      const deadline = new Date(now.getTime() + OFFER_MS);
      await tx.update(registrations).set({ seat_offer_expires_at: deadline, updated_at: sql`now()` }).where(eq(registrations.id, r.id));
      await mail.send({ to: r.email, ...waitlistEmail('offered', training, r.name, deadline) }, { db: tx });
    } else {
      await tx
        .update(registrations)
        .set({ registration_status_id: REGISTRATION_STATUS.valide, refusal_reason: null, updated_at: sql`now()` })
        .where(eq(registrations.id, r.id));
      await mail.send({ to: r.email, ...waitlistEmail('validated', training, r.name) }, { db: tx });
    }
  }
}

/** The waiting trainee's answer to the seat offered: 'accepted', 'declined', or null when nothing is offered now. */
export async function answerSeatOffer(
  tx: Tx,
  trainingId: number,
  profileId: number,
  accept: boolean,
  { mail, now = new Date() }: FillOptions,
): Promise<'accepted' | 'declined' | null> {
  const training = await lockTraining(tx, trainingId);
  if (!training) return null;
  const [own] = await tx
    .select({ id: registrations.id, expires: registrations.seat_offer_expires_at })
    .from(registrations)
    .where(and(waitingOf(training.id), eq(registrations.profile_id, profileId)))
    .for('update');
  if (!own || own.expires === null || own.expires.getTime() <= now.getTime() || !takesRegistrations(training.training_status_id, training.end_date, now)) {
    await fillFreedSeats(tx, trainingId, { mail, now });
    return null;
  }
  if (accept) {
    // The offer held this seat: validated + other offers stay within the places.
    await tx
      .update(registrations)
      .set({ registration_status_id: REGISTRATION_STATUS.valide, seat_offer_expires_at: null, updated_at: sql`now()` })
      .where(eq(registrations.id, own.id));
    return 'accepted';
  }
  await tx.delete(registrations).where(eq(registrations.id, own.id));
  await fillFreedSeats(tx, trainingId, { mail, now });
  return 'declined';
}

/**
 * A waiting registration's place in the list (1 for the first) and its offer, if any. Read only: an
 * offer whose time ran out is not shown, and the periodic check (or the trainee's answer) passes it on.
 */
export async function waitingListPlace(db: DbOrTx, registrationId: number, now = new Date()): Promise<WaitingListPlace | null> {
  const [own] = await db
    .select({ training_id: registrations.training_id, status: registrations.registration_status_id, created_at: registrations.created_at, expires: registrations.seat_offer_expires_at })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  if (!own || own.status !== REGISTRATION_STATUS.en_attente) return null;
  const [ahead] = await db
    .select({ n: count() })
    .from(registrations)
    .where(
      and(
        waitingOf(own.training_id),
        or(lt(registrations.created_at, own.created_at), and(eq(registrations.created_at, own.created_at), lt(registrations.id, registrationId))),
      ),
    );
  const offerOpen = own.expires !== null && own.expires.getTime() > now.getTime() ? own.expires : null;
  return { position: Number(ahead?.n ?? 0) + 1, offer_expires_at: offerOpen === null ? null : iso(offerOpen) };
}

async function trainingsWithExpiredOffers(db: DbOrTx, now: Date, trainingId?: number): Promise<number[]> {
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

/**
 * The periodic check of expired offers. Several API processes may run it at the same time: the first
 * to take the advisory lock does the work, the others skip this round.
 */
export async function expireSeatOffers(db: Db, mail: Mailer, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${EXPIRY_LOCK_KEY}) as locked`);
    if (!lock?.locked) return 0;
    const ids = await trainingsWithExpiredOffers(tx, now);
    for (const id of ids) await fillFreedSeats(tx, id, { mail, now });
    return ids.length;
  });
}
