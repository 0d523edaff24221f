import path from 'node:path';
import { BackupError, defaultBackupFile, writeBackup } from '../platform/backup.ts';
import { openForScript, runScript } from './cli.ts';

/** `npm run db:backup [FILE]`: the database and the local uploads in one .tar.gz. */
runScript(async () => {
  const { config, database, release } = await openForScript('npm run db:backup').catch(
    (err: Error) => {
      // Embedded: the running server holds DATA_DIR; it can write the backups itself.
      throw new Error(
        `${err.message}\nOr set BACKUP_DAILY=1: the server then writes a backup a day.`,
      );
    },
  );
  try {
    const arg = process.argv[2];
    const file = arg
      ? path.resolve(process.env.INIT_CWD ?? process.cwd(), arg)
      : defaultBackupFile(config.dataDir);
    const summary = await writeBackup({
      database,
      uploadsDir: config.storage.kind === 'local' ? config.storage.dir : null,
      dataDir: config.dataDir,
      file,
    });
    console.log(
      `Backed up ${summary.rows} rows in ${summary.tables} tables (${database.engine})` +
        (summary.uploads === null ? '.' : ` and ${summary.uploads} upload files.`),
    );
    if (config.storage.kind === 's3')
      console.log(
        `Uploads are in the S3 bucket ${config.storage.bucket} and are NOT in this file: ` +
          "back the bucket up with your provider's tools (versioning or replication).",
      );
    console.log(`${summary.file} (${formatBytes(summary.bytes)})`);
  } catch (err) {
    throw err instanceof BackupError ? new Error(`db:backup: ${err.message}`) : err;
  } finally {
    await database.close();
    release();
  }
});

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}
