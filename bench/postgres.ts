// A throw-away PostgreSQL database for a benchmark run, on the local server (or
// BENCH_DATABASE_URL), dropped when the run ends.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import pg from 'pg';

/** Where Debian's PostgreSQL listens on this machine without TCP. */
const LOCAL_SOCKET_DIR = '/var/run/postgresql';

/**
 * The local server through its Unix socket when it has one, as a shop with PostgreSQL on the same
 * machine connects (docs/decisions/database-connections.md), else 127.0.0.1:5432.
 * BENCH_DATABASE_URL names any other server (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres
 * measures the same server over TCP).
 */
export const pgAdminUrl =
  process.env.BENCH_DATABASE_URL ??
  (existsSync(`${LOCAL_SOCKET_DIR}/.s.PGSQL.5432`)
    ? `postgres://postgres@localhost/postgres?host=${LOCAL_SOCKET_DIR}`
    : 'postgres://postgres@127.0.0.1:5432/postgres');

/** Whether the PostgreSQL server at `pgAdminUrl` answers within 2 s. */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: pgAdminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Creates `propwash_bench_<BENCH_DB_TAG_><time>_<random>` (the tag makes one branch's runs easy
 * to spot and drop); returns its URL, the admin connection (for statistics) and `drop`, which
 * removes it and closes that connection.
 */
export async function createBenchDatabase() {
  const tag = process.env.BENCH_DB_TAG ? `${process.env.BENCH_DB_TAG}_` : '';
  const name = `propwash_bench_${tag}${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    admin,
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * A throw-away database (createBenchDatabase) for an engine's run on PostgreSQL, or null after
 * saying that the server does not answer (that engine is then skipped).
 */
export async function benchDatabaseOrSkip() {
  if (await postgresReachable()) return createBenchDatabase();
  console.log(`PostgreSQL not reachable at ${new URL(pgAdminUrl).host}: skipped`);
  return null;
}
