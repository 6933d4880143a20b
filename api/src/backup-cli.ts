/**
 * `npm run backup [-- <dossier>]` and `npm run restore -- <dossier>` (db/backup.ts): the database of the
 * configuration (DATABASE_URL, or the embedded one of DATA_DIR) and DATA_DIR/files.
 */
import path from 'node:path';
import { loadConfig, REPO_ROOT } from './config';
import { backupName, createBackup, restoreBackup } from './db/backup';

const [command, target] = process.argv.slice(2);

async function main(): Promise<void> {
  const config = loadConfig();
  const source = { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
  const where = config.databaseUrl ? 'la base PostgreSQL de DATABASE_URL' : `la base intégrée de ${config.dataDir}`;
  if (command === 'backup') {
    const folder = path.resolve(target ?? path.join(path.resolve(REPO_ROOT, process.env.BACKUP_DIR || 'backups'), backupName()));
    const manifest = await createBackup(source, folder);
    console.log(`Sauvegarde de ${where} et de ${manifest.files} fichier(s) déposés : ${folder}`);
    return;
  }
  if (command === 'restore') {
    if (!target) throw new Error('Indiquez le dossier de la sauvegarde : npm run restore -- <dossier>');
    const { setAside } = await restoreBackup(source, path.resolve(target));
    console.log(`Sauvegarde ${path.resolve(target)} restaurée dans ${where} et ${path.join(config.dataDir, 'files')}.`);
    for (const folder of setAside) console.log(`Ce qu'elle a remplacé est gardé dans ${folder} (à supprimer une fois la restauration vérifiée).`);
    return;
  }
  throw new Error('Usage : backup-cli.ts backup [dossier] | restore <dossier>');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
