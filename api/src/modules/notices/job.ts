/**
 * The notices a training sends by itself, run by the scheduled work 'training-reminders' (jobs/scheduled-work.ts)
 * with the time it runs for:
 * - the reminders J-7 and J-1 to every validated trainee (with the calendar invitation) and to the team,
 *   for the training's current start: a postponement makes the new start's reminders due, a cancelled
 *   training gets none;
 * - the satisfaction survey at the end to every validated trainee who attended (present at least one
 *   half-day: the training's half-days less the absences entered), then the relances three and ten days
 *   later while they have not evaluated the training.
 * Each notice is a row of `training_notices`, unique per kind, training, person and reference (the start
 * it announces, the end it follows), written with its email in one transaction: a notice is sent once.
 */
import { halfDaySlots } from '../../lib/half-days';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import type { Db, DbOrTx } from '../../db/client';
import type { MailAttachment, MailMessage, Mailer } from '../../plugins/mail';
import { calendarTraining, invitationIcs, locationOf } from '../calendar-feeds';
import { cancellationEmail, surveyEmail, teamReminderEmail, traineeReminderEmail, type ReminderFacts } from './emails';
import {
  linkOutbox,
  notified,
  recordNotice,
  registeredTrainees,
  surveyFacts,
  trainingTeam,
  trainingsEndedBetween,
  trainingsStartingBetween,
  validatedCount,
  type NoticeTraining,
  type Recipient,
} from './queries';
import {
  daysBeforeStart,
  dueReminder,
  dueSurvey,
  REMINDED_STATUSES,
  reminderWindow,
  SURVEYED_STATUSES,
  surveyWindowStart,
  type NoticeKind,
} from './schedule';

export interface NoticeContext {
  db: Db;
  mail: Mailer;
  config: { publicUrl: string };
}

export interface NoticeCounts {
  reminders: number;
  surveys: number;
  relances: number;
}

/** The reference of a notice: the instant it is about, as ISO text. */
export const noticeReference = (instant: Date) => instant.toISOString();

/** The address of the trainee's evaluation form of a training (the training page opens it). */
export const evaluationFormUrl = (publicUrl: string, trainingId: number) => `${publicUrl}/formations/${trainingId}?evaluer=1`;

/**
 * Records the notice and its email together (a savepoint inside the caller's transaction); nothing is sent
 * when the notice was already recorded. Returns whether it was sent.
 */
async function sendOnce(db: DbOrTx, mail: Mailer, notice: { kind: NoticeKind; training_id: number; profile_id: number; reference: string }, message: MailMessage): Promise<boolean> {
  return db.transaction(async (tx) => {
    const id = await recordNotice(tx, notice);
    if (id === null) return false;
    const sent = await mail.send(message, { db: tx });
    await linkOutbox(tx, id, sent.id);
    return true;
  });
}

async function invitation(db: DbOrTx, trainingId: number, publicUrl: string): Promise<{ attachment: MailAttachment | null; location: string }> {
  const event = await calendarTraining(db, trainingId);
  if (!event) return { attachment: null, location: '' };
  const ics = invitationIcs(event, publicUrl);
  return {
    attachment: { filename: 'invitation.ics', content: Buffer.from(ics, 'utf8'), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
    location: locationOf(event),
  };
}

async function sendReminders(ctx: NoticeContext, training: NoticeTraining, now: Date): Promise<number> {
  const kind = dueReminder(training.start_date, now);
  if (!kind) return 0;
  const reference = noticeReference(training.start_date);
  const done = await notified(ctx.db, kind, training.id, reference);
  const trainees = (await registeredTrainees(ctx.db, training.id)).filter((r) => !done.has(r.profile_id));
  const team = (await trainingTeam(ctx.db, training.id)).filter((r) => !done.has(r.profile_id));
  if (trainees.length === 0 && team.length === 0) return 0;
  const { attachment, location } = await invitation(ctx.db, training.id, ctx.config.publicUrl);
  const facts: ReminderFacts = { training, daysLeft: daysBeforeStart(training.start_date, now), location, trainingUrl: `${ctx.config.publicUrl}/formations/${training.id}` };
  const attachments = attachment ? [attachment] : [];
  let sent = 0;
  const teamIds = new Set(team.map((m) => m.profile_id));
  for (const trainee of trainees) {
    // Someone both in the team and registered gets the team's reminder only.
    if (teamIds.has(trainee.profile_id)) continue;
    const message = { ...traineeReminderEmail(trainee, facts), attachments };
    if (await sendOnce(ctx.db, ctx.mail, { kind, training_id: training.id, profile_id: trainee.profile_id, reference }, message)) sent += 1;
  }
  if (team.length > 0) {
    const count = await validatedCount(ctx.db, training.id);
    for (const member of team) {
      const message = { ...teamReminderEmail(member, { ...facts, trainees: count }), attachments };
      if (await sendOnce(ctx.db, ctx.mail, { kind, training_id: training.id, profile_id: member.profile_id, reference }, message)) sent += 1;
    }
  }
  return sent;
}

async function sendSurveys(ctx: NoticeContext, training: NoticeTraining, now: Date): Promise<number> {
  const kind = dueSurvey(training.end_date, now);
  if (!kind) return 0;
  const reference = noticeReference(training.end_date);
  const done = await notified(ctx.db, kind, training.id, reference);
  // A relance follows the survey itself: a training ended before the survey existed gets none.
  const asked = kind === 'survey' ? null : await notified(ctx.db, 'survey', training.id, reference);
  const halfDays = halfDaySlots(training.start_date, training.end_date).length;
  const facts = await surveyFacts(ctx.db, training.id);
  const url = evaluationFormUrl(ctx.config.publicUrl, training.id);
  let sent = 0;
  for (const trainee of await registeredTrainees(ctx.db, training.id)) {
    if (facts.evaluated.has(trainee.profile_id) || halfDays - (facts.absent.get(trainee.profile_id) ?? 0) <= 0) continue;
    if (done.has(trainee.profile_id) || (asked && !asked.has(trainee.profile_id))) continue;
    const message = surveyEmail(trainee, training, kind, url);
    if (await sendOnce(ctx.db, ctx.mail, { kind, training_id: training.id, profile_id: trainee.profile_id, reference }, message)) sent += 1;
  }
  return sent;
}

/** Sends every reminder, survey and relance due at `now`, each once; idempotent. */
export async function sendDueTrainingNotices(ctx: NoticeContext, now: Date): Promise<NoticeCounts> {
  const counts: NoticeCounts = { reminders: 0, surveys: 0, relances: 0 };
  const window = reminderWindow(now);
  for (const training of await trainingsStartingBetween(ctx.db, REMINDED_STATUSES, window.from, window.to)) {
    counts.reminders += await sendReminders(ctx, training, now);
  }
  for (const training of await trainingsEndedBetween(ctx.db, SURVEYED_STATUSES, surveyWindowStart(now), now)) {
    const n = await sendSurveys(ctx, training, now);
    if (dueSurvey(training.end_date, now) === 'survey') counts.surveys += n;
    else counts.relances += n;
  }
  return counts;
}

/** A French line for the log, or nothing when nothing was sent. */
export function noticeSummary(c: NoticeCounts): string | undefined {
  if (c.reminders + c.surveys + c.relances === 0) return undefined;
  return `${c.reminders} rappel(s), ${c.surveys} questionnaire(s) de satisfaction, ${c.relances} relance(s) envoyés`;
}

/**
 * The cancellation of a training, told to its trainees (every registration not refused: validated,
 * pre-registered or waiting) and its team, in the transaction that cancels it, with the invitation
 * marked cancelled so that a calendar holding it removes it. Once per training and start; nothing for a
 * training already ended. `tx` must already see the training cancelled.
 */
export async function sendCancellationNotices(tx: DbOrTx, mail: Mailer, publicUrl: string, trainingId: number, now: Date): Promise<number> {
  const event = await calendarTraining(tx, trainingId);
  if (!event || event.training_status_id !== TRAINING_STATUS.cancelled || event.end_date.getTime() <= now.getTime()) return 0;
  const training: NoticeTraining = { id: event.id, title: event.title, start_date: event.start_date, end_date: event.end_date, training_status_id: event.training_status_id };
  const reference = noticeReference(event.start_date);
  const attachment: MailAttachment = {
    filename: 'annulation.ics',
    content: Buffer.from(invitationIcs(event, publicUrl), 'utf8'),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
  const trainees = await registeredTrainees(tx, trainingId, [REGISTRATION_STATUS.valide, REGISTRATION_STATUS.preinscription, REGISTRATION_STATUS.en_attente]);
  const team = await trainingTeam(tx, trainingId);
  const people = new Map<number, Recipient>();
  for (const person of [...trainees, ...team]) people.set(person.profile_id, person);
  let sent = 0;
  for (const person of people.values()) {
    const message = { ...cancellationEmail(person, training), attachments: [attachment] };
    if (await sendOnce(tx, mail, { kind: 'cancellation', training_id: trainingId, profile_id: person.profile_id, reference }, message)) sent += 1;
  }
  return sent;
}
