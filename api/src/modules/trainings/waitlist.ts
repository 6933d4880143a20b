/**
 * The waiting list of a training: the trainees 'En attente' in the order of their request. When a seat
 * frees, `fillFreedSeats` gives it to the first of them, or offers it for 48 hours when the training
 * asks for it (`waitlist_offers_seat`). Every path that validates a trainee holds the training row
 * locked (SELECT … FOR UPDATE) while it counts the seats, so validations of one training never overlap
 * and the validated trainees never outnumber the places.
 */
import { REGISTRATION_STATUS } from '../../contract/statuses';
import { SEAT_OFFER_HOURS, WAITLIST_MESSAGES, type WaitingListPlace } from '../../contract/waitlist';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { iso } from '../../lib/values';
import { composeEmail, type Mailer } from '../../plugins/mail';
import { takesRegistrations } from './enrolment-rules';
import {
  acceptSeatOffer,
  countWaitingAhead,
  deleteRegistration,
  expiredOffers,
  findWaitingRegistration,
  lockOwnWaiting,
  nextWaiting,
  offerSeat,
  refuseExpiredOffer,
  seatsTaken,
  trainingsWithExpiredOffers,
  tryExpiryLock,
  validateFromWaitingList,
} from './waitlist-queries';
import { lockTraining, type LockedTraining } from './write-queries';

const OFFER_MS = SEAT_OFFER_HOURS * 3600_000;

interface FillOptions {
  mail: Mailer;
  now?: Date;
  /** A registration the staff have just put on the waiting list themselves: it is not promoted back at once. */
  except?: number;
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

  const expired = await expiredOffers(tx, training.id, now);
  for (const r of expired) {
    await refuseExpiredOffer(tx, r.id, WAITLIST_MESSAGES.expiredReason);
    await mail.send({ to: r.email, ...waitlistEmail('expired', training, r.name) }, { db: tx });
  }

  const free = training.max_attendees - (await seatsTaken(tx, training.id));
  if (free <= 0) return;
  const next = await nextWaiting(tx, training.id, free, except);
  for (const r of next) {
    if (training.waitlist_offers_seat) {
      const deadline = new Date(now.getTime() + OFFER_MS);
      await offerSeat(tx, r.id, deadline);
      await mail.send({ to: r.email, ...waitlistEmail('offered', training, r.name, deadline) }, { db: tx });
    } else {
      await validateFromWaitingList(tx, r.id);
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
  const own = await lockOwnWaiting(tx, training.id, profileId);
  if (!own || own.expires === null || own.expires.getTime() <= now.getTime() || !takesRegistrations(training.training_status_id, training.end_date, now)) {
    await fillFreedSeats(tx, trainingId, { mail, now });
    return null;
  }
  if (accept) {
    // The offer held this seat: validated + other offers stay within the places.
    await acceptSeatOffer(tx, own.id);
    return 'accepted';
  }
  await deleteRegistration(tx, own.id);
  await fillFreedSeats(tx, trainingId, { mail, now });
  return 'declined';
}

/**
 * A waiting registration's place in the list (1 for the first) and its offer, if any. Read only: an
 * offer whose time ran out is not shown, and the periodic check (or the trainee's answer) passes it on.
 */
export async function waitingListPlace(db: DbOrTx, registrationId: number, now = new Date()): Promise<WaitingListPlace | null> {
  const own = await findWaitingRegistration(db, registrationId);
  if (!own || own.status !== REGISTRATION_STATUS.en_attente) return null;
  const ahead = await countWaitingAhead(db, own.training_id, own.created_at, registrationId);
  const offerOpen = own.expires !== null && own.expires.getTime() > now.getTime() ? own.expires : null;
  return { position: ahead + 1, offer_expires_at: offerOpen === null ? null : iso(offerOpen) };
}

/**
 * The periodic check of expired offers. Several API processes may run it at the same time: the first
 * to take the advisory lock does the work, the others skip this round.
 */
export async function expireSeatOffers(db: Db, mail: Mailer, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await tryExpiryLock(tx))) return 0;
    const ids = await trainingsWithExpiredOffers(tx, now);
    for (const id of ids) await fillFreedSeats(tx, id, { mail, now });
    return ids.length;
  });
}
