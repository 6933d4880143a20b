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
import { runQualitySurveys, summarisePass } from '../modules/surveys';

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
    name: 'quality-surveys',
    label: 'Questionnaires à froid et de l’équipe pédagogique',
    // Hourly: the cold survey goes from 10:00 on its day, the team's within the hour after the end.
    cron: '5 * * * *',
    run: async (ctx, now) => summarisePass(await runQualitySurveys(ctx, now)),
  },
];
