/**
 * Starts the portal server: configuration, database (migrated, reference lists upserted, demo
 * institute seeded on first start of an empty embedded database), then listens.
 * Stops gracefully on SIGINT/SIGTERM (in-flight requests finish, the database is closed).
 *
 * WORKERS=N on PostgreSQL: this process prepares the database, then forks N API processes sharing the
 * port (node:cluster); what must hold across them lives in the database or Redis. The embedded PGlite
 * belongs to one process, so it always runs one.
 */
import cluster from 'node:cluster';
import { count } from 'drizzle-orm';
import { buildApp } from './app';
import { describeMailDelivery, loadConfig, type AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { listenForSessionChanges } from './lib/auth-sessions';
import { migrateDatabase } from './db/migrate';
import { seedReferenceData } from './db/reference-data';
import { users } from './db/schema';
import { seedDemo } from './db/seed-demo';
import { seedDemoFiles } from './db/seed-demo-files';
import { seedDemoJobs } from './db/seed-demo-jobs';
import { bankCipherFromConfig, resealBankDetails, useBankCipher } from './lib/bank-details';
import { filesStorage } from './lib/files-storage';
import { startScheduledWork } from './jobs/runner';
import { repairExpenseLines } from './modules/expenses';

async function prepareDatabase(database: DatabaseHandle, config: AppConfig): Promise<void> {
  useBankCipher(bankCipherFromConfig(config));
  await migrateDatabase(database);
  await seedReferenceData(database.db, { cities: config.referenceCities });
  const [{ n }] = await database.db.select({ n: count() }).from(users);
  if (n === 0 && (database.engine === 'pglite' || config.seedDemo)) {
    console.log("Base vide : création de l'institut de démonstration…");
    await seedDemo(database.db);
    await seedDemoFiles(database.db, filesStorage(config));
    // One real failure of the email relay, for Administration › Tâches planifiées (seed-demo-jobs.ts).
    await seedDemoJobs(database.db, config);
  }
  // Expense lines that their rule does not allow, written before it was enforced: zeroed once (logged).
  const repaired = await repairExpenseLines(database.db);
  if (repaired) console.log(`Lignes de défraiement hors règle remises à zéro : ${repaired.length} défraiement(s).`, repaired.length > 0 ? JSON.stringify(repaired) : '');
  // Bank details left in clear by an older version, or sealed with a former key: sealed with the current one.
  const resealed = await resealBankDetails(database.db);
  if (resealed > 0) console.log(`Coordonnées bancaires chiffrées avec la clé actuelle : ${resealed} profil(s).`);
}

/** The primary of WORKERS=N: prepares the database once, then keeps N API processes running. */
async function runPrimary(config: AppConfig): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 1 });
  try {
    await prepareDatabase(database, config);
  } finally {
    await database.close();
  }
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`Processus API ${worker.process.pid} arrêté (${signal ?? code}) : relancé.`);
    fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), 12_000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  console.log(`${config.workers} processus API sur PostgreSQL (WORKERS=${config.workers}).`);
  for (let i = 0; i < config.workers; i += 1) fork();
}

async function main() {
  const config = loadConfig();
  if (config.workers > 1 && !config.databaseUrl) {
    console.log(`WORKERS=${config.workers} ignoré : la base embarquée PGlite n'accepte qu'un processus (DATABASE_URL pour en lancer plusieurs).`);
  } else if (config.workers > 1 && cluster.isPrimary) {
    await runPrimary(config);
    return;
  }
  const clusterWorker = !cluster.isPrimary;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgliteInWorker: config.pgliteInWorker });
  // On PostgreSQL other processes may revoke sessions: this one hears of it at once (lib/auth-sessions.ts).
  const stopListening = config.databaseUrl ? listenForSessionChanges(config.databaseUrl, (line) => console.error(line)) : async () => {};
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    // The primary prepared the database before forking the workers.
    if (!clusterWorker) await prepareDatabase(database, config);
    app = await buildApp({ config, database });
  } catch (err) {
    await stopListening();
    await database.close().catch(() => undefined);
    throw err;
  }

  let stopping = false;
  let stopScheduledWork = async () => {};
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app?.log.info(`${signal} reçu : arrêt du serveur…`);
    const forced = setTimeout(() => {
      console.error('Arrêt forcé après 10 s.');
      process.exit(1);
    }, 10_000);
    forced.unref();
    try {
      // The running jobs finish (a few seconds at most); the waiting ones stay rows for the next start.
      await stopScheduledWork().catch((err: unknown) => console.error(err));
      await app?.close();
      await stopListening();
      await database.close();
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // The job queue and the scheduled work of jobs/scheduled-work.ts (email relay, retention, seat offers…):
  // every process runs it, each job runs once across them.
  const scheduled = await startScheduledWork({ db: database.db, mail: app.mail, storage: filesStorage(config), config, log: app.log });
  stopScheduledWork = () => scheduled.stop();
  // Each worker would repeat the same lines.
  if (clusterWorker && cluster.worker?.id !== 1) return;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(
    `Portail disponible sur http://${shownHost}:${config.port}/ (base ${database.engine === 'pglite' ? `embarquée PGlite dans ${config.dataDir}` : 'PostgreSQL'}; documentation de l'API sur /api/docs)`,
  );
  if (config.outboxApi) app.log.warn(describeMailDelivery(config));
  else app.log.info(describeMailDelivery(config));
}

main().catch((err: unknown) => {
  console.error("Le serveur n'a pas pu démarrer :", err);
  process.exit(1);
});
