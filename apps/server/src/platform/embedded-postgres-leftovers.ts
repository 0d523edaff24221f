import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isAlive } from './data-dir-lock.ts';

/** postmaster.pid's first line and its status line ("starting", "ready", "stopping"). */
export function readPostmasterPid(dir: string): { pid: number; state: string } | null {
  try {
    const lines = readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    return pid > 0 ? { pid, state: (lines[7] ?? '').trim() } : null;
  } catch {
    return null;
  }
}

/** Whether `pid` is a PostgreSQL server started on `dir` (and not a process that reused the pid). */
function servesDirectory(pid: number, dir: string): boolean {
  try {
    const args = existsSync(`/proc/${pid}/cmdline`)
      ? readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      : execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' }).split(
          /\s+/,
        );
    const at = args.indexOf('-D');
    return at >= 0 && args[at + 1] === dir && /postgres$/.test(args[0] ?? '');
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !isAlive(pid);
}

/**
 * Before a start: a server still running on `dir` was left by a Propwash process that died
 * without stopping it (its watchdog killed too). The caller holds DATA_DIR's lock, so no live
 * Propwash process uses it: it is stopped (fast shutdown). Then the lock files of a server that is
 * gone are removed, since PostgreSQL refuses to start while their pid belongs to any process.
 */
export async function clearLeftoverServer(
  dir: string,
  socketLockFile: string,
  log: (line: string) => void,
) {
  const status = readPostmasterPid(dir);
  if (!status) return;
  if (isAlive(status.pid) && servesDirectory(status.pid, dir)) {
    log(`stopping the embedded database left running by a stopped Propwash (pid ${status.pid})`);
    process.kill(status.pid, 'SIGINT');
    if (!(await waitForExit(status.pid, 30_000))) {
      process.kill(status.pid, 'SIGQUIT');
      await waitForExit(status.pid, 10_000);
    }
  }
  rmSync(path.join(dir, 'postmaster.pid'), { force: true });
  rmSync(path.join(dir, socketLockFile), { force: true });
}
