/**
 * Test application: the real app (buildApp, same options as production, plus the strict check of every
 * answer against its response schema: a mismatch answers 500 and fails the test) on a fresh migrated
 * database with the reference lists. PGlite in memory by default; with TEST_DATABASE_URL, a uniquely
 * named database is created on that PostgreSQL server and dropped by close().
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig, pgliteInWorker, type AppConfig, type PasswordHashingCost } from '../src/config';
import { openDatabase, type DatabaseEngine, type DatabaseHandle, type Db } from '../src/db/client';
import { migrateDatabase, MIGRATIONS_FOLDER } from '../src/db/migrate';
import { seedReferenceData } from '../src/db/reference-data';
import { latestEmails } from '../src/modules/outbox/queries';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  engine: DatabaseEngine;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults (as read by loadConfig). */
  env?: Record<string, string>;
  /** Extra routes or hooks, registered after the app's own (e.g. a probe route under /api). */
  extend?: (app: FastifyInstance) => unknown;
  /** The app's logger (none unless given), e.g. `{ level: 'warn', stream }` to read what a route logs. */
  logger?: FastifyServerOptions['logger'];
}

/** The engine the suite runs on (TEST_DATABASE_URL selects PostgreSQL). */
export const testEngine: DatabaseEngine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

async function withAdmin<T>(serverUrl: string, use: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}

/** Prefix of the PostgreSQL template databases; scripts/test-api.mjs drops them at the end of a run. */
export const POSTGRES_TEMPLATE_PREFIX = 'irt_test_template_';

/**
 * Migrating and seeding a new PostgreSQL database takes over a second; copying a migrated and seeded
 * template (CREATE DATABASE … TEMPLATE) a fraction of that. The template is made once per content of
 * the migrations and reference lists, by the first test file to need it (the others wait on a lock).
 */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `${POSTGRES_TEMPLATE_PREFIX}${templateKey()}`;
  return withAdmin(serverUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [POSTGRES_TEMPLATE_PREFIX]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return name;
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${building}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const handle = await openDatabase({ databaseUrl: url.toString(), poolMax: 2 });
      try {
        await migrateDatabase(handle);
        await seedReferenceData(handle.db, { cities: 'sample' });
      } finally {
        await handle.close();
      }
      // Renamed once whole: a template is never seen half built.
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [POSTGRES_TEMPLATE_PREFIX]);
    }
  });
}

async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = await postgresTemplate(serverUrl);
  const name = `irt_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

const SRC_DB = path.resolve(MIGRATIONS_FOLDER, '..', 'src', 'db');

/** Key of the PGlite template: whatever changes the migrated and seeded database changes it. */
function templateKey(): string {
  const hash = createHash('sha256');
  const add = (file: string) => hash.update(file).update(readFileSync(file));
  const walk = (dir: string) => {
    for (const name of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, name.name);
      if (name.isDirectory()) walk(full);
      else add(full);
    }
  };
  walk(MIGRATIONS_FOLDER);
  add(path.join(SRC_DB, 'reference-data.ts'));
  add(path.join(SRC_DB, '..', 'contract', 'statuses.ts'));
  add(path.join(SRC_DB, '..', 'contract', 'common.ts'));
  walk(path.join(SRC_DB, 'schema'));
  hash.update(process.version);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Starting PGlite from scratch runs initdb (about 10 s on a busy machine); starting from a dump
 * of an already migrated and seeded database takes about 2 s. The dump is made once per content of
 * the migrations and reference lists, and shared by the test files through the temp folder.
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `irt-pglite-template-${templateKey()}.tar`);
  if (existsSync(file)) {
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      // Removed meanwhile by a run on newer sources: build it below.
    }
  }
  const fresh = await openDatabase({ inMemory: true });
  try {
    await migrateDatabase(fresh);
    await seedReferenceData(fresh.db, { cities: 'sample' });
    if (fresh.engine !== 'pglite') throw new Error('unexpected engine');
    const dump = await fresh.client.dumpDataDir('none');
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file); // atomic: a concurrent test file sees the whole file or none
    // Templates of older migrations or reference lists are no longer of use (40 MB each).
    for (const name of readdirSync(tmpdir())) {
      if (/^irt-pglite-template-[0-9a-f]{16}\.tar$/.test(name) && path.join(tmpdir(), name) !== file) {
        rmSync(path.join(tmpdir(), name), { force: true });
      }
    }
    return dump;
  } finally {
    await fresh.close();
  }
}

/**
 * Whether the test databases run PGlite in a worker thread, as the server does by default
 * (PGLITE_IN_WORKER=0 runs the suite with PGlite on the test's own thread).
 */
export const testPgliteInWorker = pgliteInWorker();

/**
 * A fresh database, migrated and with the reference lists (communes of the sample departments).
 * `pgliteInWorker` overrides PGLITE_IN_WORKER (on PGlite only).
 */
export async function createTestDatabase(
  options: { pgliteInWorker?: boolean } = {},
): Promise<DatabaseHandle & { dispose(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const created = serverUrl ? await createPostgresDatabase(serverUrl) : null;
  const handle = await openDatabase(
    created
      ? { databaseUrl: created.url, poolMax: 5 }
      : { inMemory: true, loadDataDir: await pgliteTemplate(), pgliteInWorker: options.pgliteInWorker ?? testPgliteInWorker },
  );
  try {
    // A no-op on a copy of a template, kept as a guard.
    await migrateDatabase(handle);
  } catch (err) {
    await handle.close();
    await created?.drop();
    throw err;
  }
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await created?.drop();
    },
  };
}

/** Argon2id at a low cost in tests: the hashes only have to be valid, not slow. */
export const TEST_PASSWORD_HASHING: PasswordHashingCost = { memoryKiB: 1024, timeCost: 1, parallelism: 1 };

export function testConfig(env: Record<string, string> = {}): { config: AppConfig; dataDir: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'irt-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ARGON2_MEMORY_KIB: String(TEST_PASSWORD_HASHING.memoryKiB),
    ARGON2_TIME_COST: String(TEST_PASSWORD_HASHING.timeCost),
    PUBLIC_URL: 'http://portail.test',
    WEB_ROOT: 'none',
    ...env,
  });
  return { config, dataDir };
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const { config, dataDir } = testConfig(opts.env);
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ config, database, logger: opts.logger ?? false, validateResponses: true });
    if (opts.extend) await opts.extend(app);
    await app.ready();
  } catch (err) {
    await app?.close();
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const ready = app;
  return {
    app: ready,
    db: database.db,
    engine: database.engine,
    config,
    close: async () => {
      await ready.close();
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `Authorization` header of a token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/**
 * The latest emails recorded for `to` (without case), newest first, read from the outbox table: the
 * anonymous GET /api/dev/outbox does not exist unless a harness turns it on (OUTBOX_API=1).
 */
export async function emailsTo(t: Pick<TestApp, 'db'>, to: string, limit = 20) {
  return (await latestEmails(t.db, { to, limit })).map((row) => ({ to: row.to, subject: row.subject, text: row.text, html: row.html }));
}
