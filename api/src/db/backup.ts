/**
 * Backup and restore of a portal: its database and its uploaded files, in one folder.
 *
 *   <backup>/manifest.json       engine, date, what the folder holds
 *   <backup>/database.dump       PostgreSQL: pg_dump's custom format (restored by pg_restore)
 *   <backup>/database.tar.gz     embedded PGlite: its data folder (PGlite.dumpDataDir)
 *   <backup>/files/              copy of DATA_DIR/files (profile pictures, vehicle documents, receipts)
 *
 * PostgreSQL is saved while the portal runs (pg_dump reads one consistent snapshot); a restore replaces
 * every table of the dump (pg_restore --clean, in one transaction) and wants the portal stopped. The
 * embedded PGlite belongs to the one process that opened it: backup and restore both run with the
 * portal stopped. A restore keeps what it replaces beside it (`*.avant-restauration-<date>`).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const BACKUP_FORMAT = 1;

export interface BackupSource {
  /** DATA_DIR: holds `files/` and, without a database URL, the embedded `pgdata/`. */
  dataDir: string;
  databaseUrl?: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  engine: 'postgres' | 'pglite';
  created_at: string;
  database: 'database.dump' | 'database.tar.gz';
  files: number;
}

const FILES = 'files';

/** A folder name from the date: irt-2026-11-26T17-40-05Z. */
export function backupName(now = new Date()): string {
  return `irt-${now.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-')}`;
}

/**
 * The connection of pg_dump / pg_restore: the URL without its password, which goes through the
 * environment so that it never shows in the list of processes.
 */
function postgresConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (d: Buffer) => (errors += d.toString()));
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new Error(`${command} est introuvable : installez les outils clients de PostgreSQL (paquet Debian postgresql-client).`)
          : err,
      ),
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} a échoué (code ${code}) :\n${errors.trim()}`))));
  });
}

async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Opens the embedded database of DATA_DIR (the portal must be stopped: PGlite is one process's). */
async function openEmbedded(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
}

/** Writes a backup into `folder` (created; it must not exist yet) and returns its manifest. */
export async function createBackup(source: BackupSource, folder: string): Promise<BackupManifest> {
  if (existsSync(folder)) throw new Error(`Le dossier ${folder} existe déjà : choisissez-en un autre.`);
  await mkdir(folder, { recursive: true });
  try {
    let database: BackupManifest['database'];
    if (source.databaseUrl) {
      database = 'database.dump';
      const { dbname, env } = postgresConnection(source.databaseUrl);
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(folder, database)}`, `--dbname=${dbname}`], env);
    } else {
      database = 'database.tar.gz';
      if (!existsSync(path.join(source.dataDir, 'pgdata'))) throw new Error(`Aucune base intégrée dans ${source.dataDir} (dossier pgdata absent).`);
      const client = await openEmbedded(source.dataDir);
      try {
        const dump = await client.dumpDataDir('gzip');
        await writeFile(path.join(folder, database), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await client.close();
      }
    }
    const filesDir = path.join(source.dataDir, FILES);
    await mkdir(path.join(folder, FILES));
    if (existsSync(filesDir)) await cp(filesDir, path.join(folder, FILES), { recursive: true });
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      engine: source.databaseUrl ? 'postgres' : 'pglite',
      created_at: new Date().toISOString(),
      database,
      files: (await listFiles(path.join(folder, FILES))).length,
    };
    await writeFile(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } catch (err) {
    await rm(folder, { recursive: true, force: true });
    throw err;
  }
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  const file = path.join(folder, 'manifest.json');
  if (!existsSync(file)) throw new Error(`${folder} n'est pas une sauvegarde du portail (manifest.json absent).`);
  const manifest = JSON.parse(await readFile(file, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`Format de sauvegarde inconnu : ${String(manifest.format)}.`);
  return manifest;
}

/** Moves `target` aside (when it exists) and returns where it went. */
async function setAside(target: string, stamp: string): Promise<string | null> {
  if (!existsSync(target)) return null;
  const aside = `${target}.avant-restauration-${stamp}`;
  await rename(target, aside);
  return aside;
}

/**
 * Restores a backup over the database and the files of `target` (the portal stopped). The backup's
 * engine must be the target's: a PostgreSQL dump goes to a PostgreSQL database, a PGlite folder to
 * DATA_DIR/pgdata. Returns the folders set aside.
 */
export async function restoreBackup(target: BackupSource, folder: string): Promise<{ setAside: string[] }> {
  const manifest = await readManifest(folder);
  const engine = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) {
    throw new Error(
      manifest.engine === 'postgres'
        ? 'Cette sauvegarde vient de PostgreSQL : restaurez-la avec DATABASE_URL.'
        : 'Cette sauvegarde vient de la base intégrée : restaurez-la sans DATABASE_URL.',
    );
  }
  const stamp = backupName().slice(4);
  const kept: string[] = [];
  if (target.databaseUrl) {
    const { dbname, env } = postgresConnection(target.databaseUrl);
    await run(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`, path.join(folder, manifest.database)],
      env,
    );
  } else {
    const dump = new Blob([await readFile(path.join(folder, manifest.database))]);
    const pgdata = path.join(target.dataDir, 'pgdata');
    const aside = await setAside(pgdata, stamp);
    try {
      await mkdir(target.dataDir, { recursive: true });
      const client = await openEmbedded(target.dataDir, dump);
      await client.close();
    } catch (err) {
      // The database of before comes back.
      await rm(pgdata, { recursive: true, force: true });
      if (aside) await rename(aside, pgdata);
      throw err;
    }
    if (aside) kept.push(aside);
  }
  const filesDir = path.join(target.dataDir, FILES);
  const filesAside = await setAside(filesDir, stamp);
  if (filesAside) kept.push(filesAside);
  await cp(path.join(folder, FILES), filesDir, { recursive: true });
  return { setAside: kept };
}
