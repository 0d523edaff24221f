import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Whether a process with this pid exists (EPERM: it does, under another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One Propwash process at a time owns DATA_DIR: it starts, stops and cleans up the embedded
 * database there (platform/embedded-postgres.ts). So a process that opens DATA_DIR's database takes
 * this lock first, and refuses if another live process holds it.
 */
export function lockDataDir(dataDir: string, what: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'propwash.lock');
  if (existsSync(file)) {
    const [pidText, holder] = readFileSync(file, 'utf8').split('\n');
    const pid = Number(pidText);
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `${what}: another Propwash process (pid ${pid}, ${holder ?? 'unknown'}) is using ${dataDir}. ` +
          'Stop it first: the embedded database belongs to one process at a time.',
      );
    }
  }
  writeFileSync(file, `${process.pid}\n${what}\n`);
  return () => {
    try {
      if (readFileSync(file, 'utf8').startsWith(`${process.pid}\n`)) rmSync(file);
    } catch {
      // Already gone.
    }
  };
}
