/**
 * Reminders of the notice deadline, run by the scheduled work 'leave-notice-reminders' with the time it
 * runs for. A validated trainee coming on a leave, whose training has not started, is emailed (the
 * letter attached):
 * - seven days before the notice deadline, from 08:00 Paris, or later in that week when validated late
 *   ('leave_notice_j7');
 * - on the deadline day itself from 08:00, or within the two days after when the job could not run
 *   ('leave_notice_due').
 * Each reminder is a row of `training_notices` (kind, training, person, the deadline as reference),
 * written with its email in one transaction: sent once, and again only for a new deadline (a training
 * postponed).
 */
import type { Db } from '../../db/client';
import { daysBetween, parisDateTime, parisDay } from '../../lib/paris-time';
import { composeEmail, type Mailer, type MailMessage } from '../../plugins/mail';
import { frenchDateRange } from '../documents';
import { NOTICE_HOUR } from '../notices';
import { leaveFacts } from './facts';
import { deadlineText, hasLeave, noticePdf, type LeaveRecord } from './letters';
import { leaveRegistrationsStartingBetween, linkReminderEmail, recordReminder } from './queries';

export type LeaveReminderKind = 'leave_notice_j7' | 'leave_notice_due';

/** Days before the deadline of the first reminder. */
export const LEAVE_REMINDER_DAYS = 7;
/** Days after the deadline the day's reminder may still go (a server down on the day). */
const DUE_CATCH_UP_DAYS = 2;
/** The longest notice (30 days) plus the first reminder and a margin: the trainings worth reading. */
const WINDOW_DAYS = 30 + LEAVE_REMINDER_DAYS + 2;

/** The reminder due at `now` for a notice deadline (Paris date), if any. */
export function dueLeaveReminder(deadline: string, now: Date): LeaveReminderKind | null {
  const today = parisDay(now);
  const daysLeft = daysBetween(today, deadline);
  const fromHour = now.getTime() >= parisDateTime(today, NOTICE_HOUR).getTime();
  if (daysLeft === 0) return fromHour ? 'leave_notice_due' : null;
  if (daysLeft < 0) return daysLeft >= -DUE_CATCH_UP_DAYS ? 'leave_notice_due' : null;
  if (daysLeft === LEAVE_REMINDER_DAYS) return fromHour ? 'leave_notice_j7' : null;
  if (daysLeft < LEAVE_REMINDER_DAYS) return 'leave_notice_j7';
  return null;
}

function reminderEmail(r: LeaveRecord, kind: LeaveReminderKind, now: Date, publicUrl: string, attachment: { pdf: Buffer; fileName: string }): MailMessage {
  const facts = leaveFacts(r.leave_kind, r.training);
  const t = r.training;
  const daysLeft = daysBetween(parisDay(now), facts.noticeDeadline);
  const when = daysLeft > 1 ? `dans ${daysLeft} jours` : daysLeft === 1 ? 'demain' : daysLeft === 0 ? 'aujourd’hui' : 'dépassée';
  const first =
    kind === 'leave_notice_j7'
      ? `La date limite pour remettre à votre employeur le courrier de votre congé de formation approche : le ${deadlineText(facts.noticeDeadline)}, ${when}.`
      : daysLeft === 0
        ? `C’est aujourd’hui, le ${deadlineText(facts.noticeDeadline)}, le dernier jour pour remettre à votre employeur le courrier de votre congé de formation.`
        : `La date limite pour remettre à votre employeur le courrier de votre congé de formation était le ${deadlineText(facts.noticeDeadline)} : si ce n’est pas fait, remettez-le sans attendre et prévenez l’institut en cas de difficulté.`;
  return {
    to: r.email,
    subject: kind === 'leave_notice_j7' ? `Congé de formation : courrier à remettre à votre employeur avant le ${deadlineText(facts.noticeDeadline)}` : `Congé de formation : date limite de remise à votre employeur`,
    ...composeEmail({
      greeting: `Bonjour ${r.name},`,
      paragraphs: [
        first,
        `Formation : « ${t.title} » (${frenchDateRange(t.start_date, t.end_date)}). Congé : ${facts.rule.label} ; votre employeur doit être prévenu ${facts.noticeDays} jours à l’avance (article ${facts.rule.notice.article} du code du travail).`,
        'Le courrier est joint à ce message ; vous le retrouvez aussi sur la page de la formation.',
      ],
      action: { label: 'Voir la formation', url: `${publicUrl}/formations/${t.id}` },
    }),
    attachments: [{ filename: attachment.fileName, content: attachment.pdf, contentType: 'application/pdf' }],
  };
}

export interface LeaveReminderContext {
  db: Db;
  mail: Mailer;
  config: { publicUrl: string };
}

/** Sends every deadline reminder due at `now`, each once; returns how many were sent. */
export async function sendLeaveNoticeReminders(ctx: LeaveReminderContext, now: Date): Promise<number> {
  const candidates = await leaveRegistrationsStartingBetween(ctx.db, now, new Date(now.getTime() + WINDOW_DAYS * 86_400_000));
  let sent = 0;
  for (const r of candidates) {
    if (!hasLeave(r)) continue;
    const deadline = leaveFacts(r.leave_kind, r.training).noticeDeadline;
    const kind = dueLeaveReminder(deadline, now);
    if (!kind) continue;
    const done = await ctx.db.transaction(async (tx) => {
      const id = await recordReminder(tx, { kind, training_id: r.training.id, profile_id: r.profile_id, reference: deadline });
      if (id === null) return false;
      const attachment = await noticePdf(r, now);
      const mail = await ctx.mail.send(reminderEmail(r, kind, now, ctx.config.publicUrl, attachment), { db: tx });
      await linkReminderEmail(tx, id, mail.id);
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}

export function leaveReminderSummary(sent: number): string | undefined {
  if (sent === 0) return undefined;
  return `${sent} rappel(s) de remise du courrier à l’employeur envoyé(s)`;
}
