/**
 * The portal's scheduled work, as data: each entry is a named piece of work, its schedule (a cron line read
 * in the institute's zone, Europe/Paris) and the function that does it. The function receives the time it
 * runs for, so a test runs it at any date; it must be idempotent (a pass that finds nothing due does
 * nothing), because a restart or a second process may start it again.
 *
 * `startScheduledWork` (runner.ts) runs every entry; nothing else schedules work.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { Storage } from '../lib/storage';
import type { Mailer } from '../plugins/mail';
import { noticeSummary, sendDueTrainingNotices } from '../modules/notices';

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

export const SCHEDULED_WORK: ScheduledWork[] = [
  {
    name: 'training-reminders',
    label: 'Rappels et questionnaires de satisfaction',
    // Every quarter of an hour: a reminder is due from 08:00 Paris, a survey from the training's end.
    cron: '*/15 * * * *',
    run: async (ctx, now) => noticeSummary(await sendDueTrainingNotices(ctx, now)),
  },
];
