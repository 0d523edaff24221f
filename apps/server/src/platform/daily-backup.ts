import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { indiaDay } from '@propwash/domain/india-time';
import { defaultBackupFile, writeBackup, type BackupSummary } from './backup.ts';
import type { Database } from './db.ts';
import type { Storage } from './storage.ts';

const LABEL = 'daily';
const HOUR_MS = 3_600_000;
/** Only the server's own daily files are pruned; backups taken by hand are never deleted. */
const dailyFile = /^propwash-daily-(\d{4}-\d{2}-\d{2})-\d{4}(-\d+)?\.tar\.gz$/;

export type DailyBackupDeps = {
  database: Database;
  storage: Storage;
  dataDir: string;
  keep: number;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
};

/**
 * Writes today's backup (India day) unless one exists, then keeps the newest `keep` daily files.
 * Returns the backup written, or null when today's was already there.
 */
export async function runDailyBackup(
  deps: DailyBackupDeps,
  now = new Date(),
): Promise<BackupSummary | null> {
  const dir = path.join(deps.dataDir, 'backups');
  const existing = async () =>
    (await readdir(dir).catch(() => [] as string[])).filter((f) => dailyFile.test(f)).sort();
  const today = indiaDay(now);
  let written: BackupSummary | null = null;
  if (!(await existing()).some((f) => dailyFile.exec(f)![1] === today)) {
    written = await writeBackup({
      database: deps.database,
      uploadsDir: deps.storage.kind === 'local' ? deps.storage.location : null,
      dataDir: deps.dataDir,
      file: defaultBackupFile(deps.dataDir, LABEL, now),
    });
    deps.log.info({ file: written.file, bytes: written.bytes }, 'daily backup written');
  }
  const files = await existing();
  for (const old of files.slice(0, Math.max(0, files.length - deps.keep))) {
    await rm(path.join(dir, old), { force: true });
  }
  return written;
}

/** Checks every hour (and a minute after start) that today's backup exists. Resolves stop(). */
export function startDailyBackups(deps: DailyBackupDeps): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runDailyBackup(deps).catch((err: unknown) =>
      deps.log.error({ err }, 'daily backup failed'),
    );
  };
  const first = setTimeout(tick, 60_000);
  const every = setInterval(tick, HOUR_MS);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
