/**
 * The portal's scheduled work, as data: each entry is a named piece of work, its schedule (a cron line read
 * in the institute's zone, Europe/Paris) and the function that does it. The function receives the time it
 * runs for, so a test runs it at any date; it must be idempotent (a pass that finds nothing due does
 * nothing), because a restart or a second process may start it again.
 *
 * `startScheduledWork` (runner.ts) runs every entry on the job queue; nothing else schedules work. An
 * entry that throws is retried, then shown failed with its message to the administrateur: throw an Error
 * whose message, in French, says what went wrong.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { Storage } from '../lib/storage';
import { sweepRateLimits } from '../lib/rate-limit-store';
import { sweepEndedOpenRegistrations } from '../modules/registrations';
import { runRetention } from '../modules/retention';
import { expireSeatOffers } from '../modules/trainings/waitlist';
import type { Mailer } from '../plugins/mail';
import { noticeSummary, sendDueTrainingNotices } from '../modules/notices';
import { runQualitySurveys, summarisePass } from '../modules/surveys';
import { leaveReminderSummary, sendLeaveNoticeReminders } from '../modules/employer-letters';

export interface JobContext {
  db: Db;
  mail: Mailer;
  storage: Storage;
  config: AppConfig;
  log: FastifyBaseLogger;
}

export interface ScheduledWork {
  /** Stable name (also the job's name in the queue), e.g. 'retention'. */
  name: string;
  /** French label shown to the administrateur. */
  label: string;
  /** Cron line (minute hour day month weekday), Europe/Paris. */
  cron: string;
  /** Does what is due at `now`; may return a French line summing up what it did. */
  run(ctx: JobContext, now: Date): Promise<string | void>;
}

/** The relay of the recorded emails through SMTP_URL (also sent with every message recorded). */
export const MAIL_RELAY_WORK: ScheduledWork = {
  name: 'mail-relay',
  label: 'Envoi des courriels',
  cron: '* * * * *',
  async run(ctx) {
    const { sent, error } = await ctx.mail.relay();
    if (error) throw new Error(`Le serveur d’envoi des courriels a refusé un message (${error}) ; les courriels en attente partiront au prochain passage.`);
    if (sent > 0) return `${sent} courriel${sent > 1 ? 's' : ''} envoyé${sent > 1 ? 's' : ''}`;
  },
};

export const SCHEDULED_WORK: ScheduledWork[] = [
  MAIL_RELAY_WORK,
  {
    name: 'retention',
    label: 'Conservation des données (anonymisation)',
    cron: '30 3 * * *',
    async run(ctx, now) {
      const result = await runRetention(ctx.db, now, ctx.storage);
      const total = result.closed.length + result.inactive.length;
      if (total > 0) return `${result.closed.length} compte(s) fermé(s) et ${result.inactive.length} compte(s) inactif(s) anonymisé(s)`;
    },
  },
  {
    name: 'seat-offers',
    label: 'Places proposées sur liste d’attente (délai de 48 h)',
    cron: '*/5 * * * *',
    async run(ctx, now) {
      const trainings = await expireSeatOffers(ctx.db, ctx.mail, now);
      if (trainings > 0) return `offres expirées transmises dans ${trainings} formation(s)`;
    },
  },
  {
    name: 'training-reminders',
    label: 'Rappels et questionnaires de satisfaction',
    // Every quarter of an hour: a reminder is due from 08:00 Paris, a survey from the training's end.
    cron: '*/15 * * * *',
    run: async (ctx, now) => noticeSummary(await sendDueTrainingNotices(ctx, now)),
  },
  {
    name: 'quality-surveys',
    label: 'Questionnaires à froid et de l’équipe pédagogique',
    // Hourly: the cold survey goes from 10:00 on its day, the team's within the hour after the end.
    cron: '5 * * * *',
    run: async (ctx, now) => summarisePass(await runQualitySurveys(ctx, now)),
  },
  {
    name: 'leave-notice-reminders',
    label: 'Congés de formation : rappels de remise du courrier à l’employeur',
    // Hourly: a reminder is due from 08:00 Paris, seven days before the notice deadline and on its day.
    cron: '20 * * * *',
    run: async (ctx, now) => leaveReminderSummary(await sendLeaveNoticeReminders(ctx, now)),
  },
  {
    name: 'rate-limit-sweep',
    label: 'Compteurs de tentatives expirés (connexions, réinitialisations)',
    // The counters of failed logins live in the database even with Redis: their ended windows go.
    cron: '*/10 * * * *',
    async run(ctx) {
      await sweepRateLimits(ctx.db);
    },
  },
  {
    name: 'open-registrations-sweep',
    label: 'Inscriptions des formations terminées retirées de la liste à traiter',
    // Hourly: the list of registrations to process leaves out those of trainings ended since they were
    // kept (open_registrations); the sweep removes them, so that its reads stay among the trainings to come.
    cron: '40 * * * *',
    async run(ctx, now) {
      const removed = await sweepEndedOpenRegistrations(ctx.db, now);
      if (removed > 0) return `${removed} inscription${removed > 1 ? 's' : ''} de formations terminées retirée${removed > 1 ? 's' : ''}`;
    },
  },
];
