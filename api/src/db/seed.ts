/**
 * Seeds the demo institute into a database:
 *   npx tsx api/src/db/seed.ts [--force] [--sample-cities]
 * The database is DATABASE_URL (PostgreSQL) or the embedded one in DATA_DIR (default ./data).
 * Migrations are applied and the reference lists loaded first. A database that already holds
 * users is refused unless --force, which first empties every non-reference table.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { bankCipherFromConfig, useBankCipher } from '../lib/bank-details';
import { openDatabase, type Db } from './client';
import { migrateDatabase } from './migrate';
import { seedReferenceData } from './reference-data';
import { users } from './schema';
import { seedDemo } from './seed-demo';
import { seedDemoFiles } from './seed-demo-files';
import { filesStorage } from '../lib/files-storage';

/** Tables holding institute data (not reference lists); emptied by --force. */
export const DATA_TABLES = [
  'training_expense_payments',
  'payment_orders',
  'receipts',
  'training_expenses',
  'evaluations',
  'absences',
  'training_staff',
  'registration_mandates',
  'registrations',
  'training_deferrals',
  'training_unions',
  'trainings',
  'profile_mandates',
  'profile_unions',
  'profiles',
  'outbox',
  'email_tokens',
  'sessions',
  'users',
] as const;

export async function emptyInstituteData(db: Db): Promise<void> {
  await db.execute(sql.raw(`TRUNCATE ${DATA_TABLES.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`));
}

export async function runSeed(argv: string[]): Promise<number> {
  const force = argv.includes('--force');
  const config = loadConfig();
  useBankCipher(bankCipherFromConfig(config));
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(handle);
    await seedReferenceData(handle.db, { cities: argv.includes('--sample-cities') ? 'sample' : 'all' });
    const [{ n }] = await handle.db.select({ n: count() }).from(users);
    if (n > 0 && !force) {
      console.error(
        `La base contient déjà ${n} utilisateur(s) : rien n’a été modifié. Relancer avec --force pour la vider et recréer l’institut de démonstration.`,
      );
      return 1;
    }
    if (n > 0) await emptyInstituteData(handle.db);
    const started = Date.now();
    const result = await seedDemo(handle.db);
    await seedDemoFiles(handle.db, filesStorage(config));
    console.log(
      `Institut de démonstration créé en ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.engine}) : ` +
        `${result.users} comptes dont ${result.trainees} stagiaires, ${result.trainings} formations, ${result.registrations} inscriptions.`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  runSeed(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error('Échec de la création des données de démonstration :', err);
      process.exit(1);
    },
  );
}
