import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock between processes: two on one data directory silently lose writes. So a
 * process that opens DATA_DIR's database takes this lock first, and refuses if another holds it.
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
          'Stop it first: the embedded database cannot be shared between processes.',
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
