// Keeps the shop's server running: `npm start` runs the server in a child process and starts it
// again when it dies (a crash, the OOM killer, kill -9), within seconds
// (docs/decisions/restart-on-crash.md). The embedded database is safe across it: its watchdog
// stops it when the server's process goes (platform/embedded-postgres.ts), and the next start
// clears what is left (platform/embedded-postgres-leftovers.ts) under DATA_DIR's lock.
import { spawn } from 'node:child_process';

/** The exit code of a start that cannot succeed by trying again (bad configuration): no restart. */
export const EXIT_CONFIG = 78;

/**
 * Runs `command args` and starts it again each time it exits on its own with a failure, after
 * `firstDelayMs`, doubling up to `maxDelayMs` while it keeps failing within `stableMs` of its
 * start. SIGINT and SIGTERM are passed on once; the supervisor then ends with the child's code.
 * A child that exits 0 or EXIT_CONFIG is not started again.
 */
export function supervise({
  command,
  args = [],
  env = process.env,
  log = (line) => console.error(line),
  firstDelayMs = 1000,
  maxDelayMs = 30_000,
  stableMs = 60_000,
  handleSignals = true,
}) {
  let child = null;
  let stopping = false;
  let delay = firstDelayMs;
  let timer = null;
  let finish;
  const done = new Promise((resolve) => (finish = resolve));

  function start() {
    timer = null;
    const startedAt = Date.now();
    // Its own process group, so a Ctrl-C reaches it once (passed on here), not twice.
    child = spawn(command, args, {
      env,
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      detached: true,
    });
    child.on('error', (err) => log(`Could not start the server: ${err.message}`));
    child.on('exit', (code, signal) => {
      child = null;
      if (stopping) return finish(code ?? (signal === 'SIGINT' ? 130 : 143));
      if (code === 0 || code === EXIT_CONFIG) return finish(code);
      delay = Date.now() - startedAt >= stableMs ? firstDelayMs : delay;
      log(
        `The server stopped (${signal ?? `exit code ${code}`}); starting it again in ${(delay / 1000).toFixed(0)} s`,
      );
      timer = setTimeout(start, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  }

  function stop(signal = 'SIGTERM') {
    if (stopping) return done;
    stopping = true;
    if (timer) {
      clearTimeout(timer);
      finish(signal === 'SIGINT' ? 130 : 143);
    } else child?.kill(signal);
    return done;
  }

  if (handleSignals) {
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));
  }
  // A supervisor that exits any other way takes its server with it.
  process.on('exit', () => child?.kill('SIGTERM'));
  start();
  return { done, stop, pid: () => child?.pid ?? null };
}

/**
 * In the supervised server: when the supervisor is gone (even by kill -9) the IPC channel closes,
 * and the server shuts down as on SIGTERM, so no orphan keeps DATA_DIR.
 */
export function stopWithSupervisor() {
  if (!process.connected) return;
  process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  // The channel alone must not keep the server's process alive.
  process.channel?.unref();
}
