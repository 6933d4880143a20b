/**
 * When each notice of a training is due, on the institute's calendar (Paris days, whatever the server's
 * zone). Pure functions of the training's dates and the time asked: the job and the tests read the same rules.
 *
 * - Reminder J-7: from 08:00 on the Paris day seven days before the start day, and, for a training set
 *   or postponed less than seven days ahead (or a trainee validated late), until two days before it;
 *   never once the J-1 is due.
 * - Reminder J-1: from 08:00 on the day before the start day until the start.
 * - Satisfaction survey: from the end of the training, for two days after its end day.
 * - Relances: from 08:00 on the third and on the tenth day after the end day, each for a week.
 */
import { TRAINING_STATUS } from '../../contract/statuses';
import { daysBetween, parisDateTime, parisDay } from '../../lib/paris-time';

/** Paris hour from which a notice of the day is sent (never in the night). */
export const NOTICE_HOUR = 8;

export const REMINDER_KINDS = ['reminder_j7', 'reminder_j1'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export const SURVEY_KINDS = ['survey', 'survey_relance_3', 'survey_relance_10'] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];
export type NoticeKind = ReminderKind | SurveyKind | 'cancellation';

/** Days before the start day of each reminder, and days after the end day of each relance. */
export const REMINDER_DAYS: Record<ReminderKind, number> = { reminder_j7: 7, reminder_j1: 1 };
export const RELANCE_DAYS = { survey_relance_3: 3, survey_relance_10: 10 } as const;
/** How long a relance stays due when the job could not run on its day. */
const RELANCE_CATCH_UP_DAYS = 6;
/** How long after the end day the survey may still be sent (a server down at the end). */
const SURVEY_CATCH_UP_DAYS = 2;

/** Trainings whose validated trainees are reminded: firm dates, not cancelled. */
export const REMINDED_STATUSES: readonly number[] = [TRAINING_STATUS.validated, TRAINING_STATUS.published, TRAINING_STATUS.postponed];
/** Trainings held, whose trainees are asked for their opinion. */
export const SURVEYED_STATUSES: readonly number[] = [TRAINING_STATUS.published, TRAINING_STATUS.postponed, TRAINING_STATUS.toClose, TRAINING_STATUS.closed];

/** The earliest and latest starts a reminder may be due for at `now` (a bound for the query). */
export function reminderWindow(now: Date): { from: Date; to: Date } {
  return { from: now, to: new Date(now.getTime() + (REMINDER_DAYS.reminder_j7 + 2) * 86_400_000) };
}

/** The earliest end a survey notice may be due for at `now`. */
export function surveyWindowStart(now: Date): Date {
  return new Date(now.getTime() - (RELANCE_DAYS.survey_relance_10 + RELANCE_CATCH_UP_DAYS + 2) * 86_400_000);
}

const fromHour = (today: string, now: Date) => now.getTime() >= parisDateTime(today, NOTICE_HOUR).getTime();

/** The reminder due at `now` for a training starting at `start`, if any. */
export function dueReminder(start: Date, now: Date): ReminderKind | null {
  if (now.getTime() >= start.getTime()) return null;
  const today = parisDay(now);
  const daysLeft = daysBetween(today, parisDay(start));
  if (daysLeft <= 0) return 'reminder_j1';
  if (daysLeft === 1) return fromHour(today, now) ? 'reminder_j1' : null;
  if (daysLeft < REMINDER_DAYS.reminder_j7) return 'reminder_j7';
  if (daysLeft === REMINDER_DAYS.reminder_j7) return fromHour(today, now) ? 'reminder_j7' : null;
  return null;
}

/** The survey notice due at `now` for a training that ends at `end`, if any. */
export function dueSurvey(end: Date, now: Date): SurveyKind | null {
  if (now.getTime() < end.getTime()) return null;
  const today = parisDay(now);
  const after = daysBetween(parisDay(end), today);
  if (after <= SURVEY_CATCH_UP_DAYS) return 'survey';
  for (const kind of ['survey_relance_10', 'survey_relance_3'] as const) {
    const day = RELANCE_DAYS[kind];
    if (after === day) return fromHour(today, now) ? kind : null;
    if (after > day && after <= day + RELANCE_CATCH_UP_DAYS) return kind;
  }
  return null;
}

/** Calendar days from `now` to the start day (0 on the day itself). */
export function daysBeforeStart(start: Date, now: Date): number {
  return daysBetween(parisDay(now), parisDay(start));
}
