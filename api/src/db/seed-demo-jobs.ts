/**
 * The demo institute's job history starts with one real failure, so that Administration › Tâches
 * planifiées shows, from the first start, a failed job with its error and 'Relancer': the institute's
 * welcome email to its administrateur is recorded, then the email relay job runs once against an SMTP
 * server that refuses connections (as when the institute's mail server is down). The relay really tries
 * the message (its attempt and the server's error are recorded on it, as they would be) and the job fails,
 * without retries. Retried from the page, the relay runs with the portal's own configuration.
 *
 * Called once, when the demo institute is created (server.ts), before the queue starts.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import PgBoss from 'pg-boss';
import { INSTITUTE_NAME, type AppConfig } from '../config';
import { JOB_RETENTION, QUEUE_SCHEMA, RETRY_POLICY } from '../jobs/runner';
import { queueDb } from '../jobs/queue-db';
import { MAIL_RELAY_WORK, type JobContext } from '../jobs/scheduled-work';
import type { Storage } from '../lib/storage';
import { composeEmail, relayOutbox, type Mailer } from '../plugins/mail';
import type { Db } from './client';
import { outbox } from './schema';
import { DEMO_ACCOUNTS } from './seed-demo/data';

/** A local port nothing listens on (the 'discard' service): the connection is refused at once. */
const UNREACHABLE_SMTP = { host: '127.0.0.1', port: 9, connectionTimeout: 3000, greetingTimeout: 3000 };

/** The failing relay warns as it should; nothing to tell whoever starts the server. */
const silent: FastifyBaseLogger = {
  level: 'silent',
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  fatal: () => undefined,
  silent: () => undefined,
  child: () => silent,
};

export async function seedDemoJobs(db: Db, config: AppConfig, log: FastifyBaseLogger = silent): Promise<void> {
  const boss = new PgBoss({ db: queueDb(db), schema: QUEUE_SCHEMA, migrate: true, supervise: false, schedule: false, ...JOB_RETENTION });
  await boss.start();
  const transport = nodemailer.createTransport(UNREACHABLE_SMTP);
  try {
    const name = MAIL_RELAY_WORK.name;
    await boss.createQueue(name, { name, policy: 'stately', ...RETRY_POLICY });
    const welcome = composeEmail({
      greeting: 'Bonjour,',
      paragraphs: [`Le portail de l’${INSTITUTE_NAME} est prêt : les comptes de démonstration et leurs formations sont créés.`],
    });
    await db.insert(outbox).values({ to: DEMO_ACCOUNTS.administrateur, subject: 'Votre portail est prêt', ...welcome });
    await boss.send(name, {}, { retryLimit: 0 });
    const [job] = await boss.fetch(name);
    if (!job) return;
    const mail = { relay: () => relayOutbox(db, transport, config.mailFrom, log) } as Pick<Mailer, 'relay'> as Mailer;
    const ctx: JobContext = { db, mail, config, log, storage: {} as Storage };
    try {
      const summary = await MAIL_RELAY_WORK.run(ctx, new Date());
      await boss.complete(name, job.id, summary ? { summary } : {});
    } catch (err) {
      await boss.fail(name, job.id, err as object);
    }
  } finally {
    transport.close();
    await boss.stop({ graceful: false, close: false, wait: true });
  }
}
