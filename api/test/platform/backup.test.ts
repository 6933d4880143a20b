/**
 * `npm run backup` / `npm run restore` (db/backup.ts), a round trip on the suite's engine: on the
 * embedded PGlite (a database in DATA_DIR/pgdata, as the portal keeps it) and on PostgreSQL
 * (pg_dump / pg_restore) when TEST_DATABASE_URL is set. Back up, change rows and files, restore: the
 * changes are gone and the data of the backup is back.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { createBackup, readManifest, restoreBackup, type BackupSource } from '../../src/db/backup';
import { users } from '../../src/db/schema';
import { createStorage } from '../../src/lib/storage';
import { createUser } from '../factories';
import { createTestDatabase, testEngine } from '../helpers';
import { samplePdf, samplePng, storedFiles } from '../multipart';

describe(`backup and restore (${testEngine})`, () => {
  let dataDir: string;
  let source: BackupSource;
  let disposeDatabase: () => Promise<void>;
  /** The database as the portal opens it; reopened around each step on PGlite (one process's, closed meanwhile). */
  let open: () => Promise<DatabaseHandle>;
  let release: (handle: DatabaseHandle) => Promise<void>;

  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'irt-backup-'));
    const database = await createTestDatabase();
    if (database.engine === 'postgres') {
      source = { dataDir, databaseUrl: String(database.client.options.connectionString) };
      open = async () => database;
      release = async () => {};
      disposeDatabase = () => database.dispose();
    } else {
      // The migrated test database, moved into DATA_DIR/pgdata where the portal keeps its own.
      const dump = await database.client.dumpDataDir('none');
      await database.dispose();
      const created = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), loadDataDir: dump, extensions: { pg_trgm } });
      await created.close();
      source = { dataDir };
      open = () => openDatabase({ dataDir });
      release = (handle) => handle.close();
      disposeDatabase = async () => {};
    }
  });
  after(async () => {
    await disposeDatabase?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function withDatabase<T>(fn: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
    const handle = await open();
    try {
      return await fn(handle);
    } finally {
      await release(handle);
    }
  }

  test('a backup holds the database and the uploaded files; a restore brings them back and undoes what changed since', async () => {
    const storage = createStorage(path.join(dataDir, 'files'));
    const kept = await storage.saveUpload({ buffer: samplePdf(), allowed: ['pdf'], maxBytes: 1024 * 1024 });
    const { changed, removed } = await withDatabase(async ({ db }) => ({
      changed: await createUser(db, { role: 'stagiaire', name: 'Avant Sauvegarde' }),
      removed: await createUser(db, { role: 'intervenant', name: 'Sera Supprimé' }),
    }));

    const folder = path.join(dataDir, '..', `${path.basename(dataDir)}-sauvegarde`);
    try {
      const manifest = await createBackup(source, folder);
      assert.equal(manifest.engine, testEngine === 'postgres' ? 'postgres' : 'pglite');
      assert.equal(manifest.files, 1);
      assert.deepEqual(await readManifest(folder), manifest);
      assert.ok(existsSync(path.join(folder, manifest.database)));
      await assert.rejects(createBackup(source, folder), /existe déjà/);

      // Changes after the backup: a row changed, a row removed, a row added, a file added, a file removed.
      const added = await withDatabase(async ({ db }) => {
        await db.update(users).set({ name: 'Après Sauvegarde' }).where(eq(users.id, changed.id));
        await db.delete(users).where(eq(users.id, removed.id));
        return createUser(db, { role: 'gestionnaire', name: 'Ajouté Après' });
      });
      const later = await storage.saveUpload({ buffer: samplePng(), allowed: ['png'], maxBytes: 1024 * 1024 });
      await storage.deleteStored(kept.key);

      const { setAside } = await restoreBackup(source, folder);
      assert.ok(setAside.length >= 1, 'what the restore replaced is kept aside');

      await withDatabase(async ({ db }) => {
        const [back] = await db.select({ name: users.name }).from(users).where(eq(users.id, changed.id));
        assert.equal(back?.name, 'Avant Sauvegarde', 'the change is gone');
        assert.equal((await db.select({ id: users.id }).from(users).where(eq(users.id, removed.id))).length, 1, 'the removed row is back');
        assert.equal((await db.select({ id: users.id }).from(users).where(eq(users.id, added.id))).length, 0, 'the row added since is gone');
      });
      const files = storedFiles(dataDir).map((f) => path.relative(path.join(dataDir, 'files'), f).split(path.sep).join('/'));
      assert.deepEqual(files, [kept.key], 'the files of the backup, and only them');
      assert.deepEqual(readFileSync(path.join(dataDir, 'files', kept.key)), samplePdf());
      assert.ok(!files.includes(later.key));
    } finally {
      // The folders the restore set aside are in DATA_DIR, removed after the tests.
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('a backup of one engine is not restored into the other', async () => {
    const folder = path.join(dataDir, '..', `${path.basename(dataDir)}-autre`);
    try {
      await createBackup(source, folder);
      const other: BackupSource = source.databaseUrl ? { dataDir } : { dataDir, databaseUrl: 'postgres://postgres@127.0.0.1:1/nulle' };
      await assert.rejects(restoreBackup(other, folder), source.databaseUrl ? /restaurez-la avec DATABASE_URL/ : /restaurez-la sans DATABASE_URL/);
      await assert.rejects(restoreBackup(source, dataDir), /manifest\.json absent/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
