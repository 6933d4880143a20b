/**
 * Starts the portal server: configuration, database (migrated, reference lists upserted, demo
 * institute seeded on first start of an empty embedded database), then listens.
 * Stops gracefully on SIGINT/SIGTERM (in-flight requests finish, the database is closed).
 */
import { count } from 'drizzle-orm';
import { buildApp } from './app';
import { isOutboxApiEnabled, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedReferenceData } from './db/reference-data';
import { users } from './db/schema';
import { seedDemo } from './db/seed-demo';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await migrateDatabase(database);
    await seedReferenceData(database.db, { cities: 'all' });
    const [{ n }] = await database.db.select({ n: count() }).from(users);
    if (n === 0 && (database.engine === 'pglite' || config.seedDemo)) {
      console.log("Base vide : création de l'institut de démonstration…");
      await seedDemo(database.db);
    }
    app = await buildApp({ config, database });
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }

  let stopping = false;
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
      await app?.close();
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
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(
    `Portail disponible sur http://${shownHost}:${config.port}/ (base ${database.engine === 'pglite' ? `embarquée PGlite dans ${config.dataDir}` : 'PostgreSQL'}; documentation de l'API sur /api/docs)`,
  );
  if (isOutboxApiEnabled(config, database.engine)) {
    app.log.warn('GET /api/dev/outbox est ouvert (emails envoyés lisibles sans authentification) : OUTBOX_API=0 pour le fermer.');
  }
}

main().catch((err: unknown) => {
  console.error("Le serveur n'a pas pu démarrer :", err);
  process.exit(1);
});
