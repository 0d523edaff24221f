import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Config } from '../config.ts';
import { retryingTransaction, retryPoolQueries } from './db-retry.ts';
import { installJobSchema } from './jobs.ts';
import { startEmbeddedPostgres, type EmbeddedPostgresOptions } from './embedded-postgres.ts';
// Type only: the schema itself is handed in by the composition root (src/schema.ts).
import type { Schema } from '../schema.ts';

export type { Schema };
/** The database as drizzle queries it (node-postgres, on both engines). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

export type Database = {
  db: Db;
  /** embedded: PostgreSQL started by this process in DATA_DIR; postgres: DATABASE_URL's server. */
  engine: 'embedded' | 'postgres';
  /** Where the database is reached (a second connection, a child process). */
  url: string;
  /** Runs the committed migrations. */
  migrate(): Promise<void>;
  /** Ends the pool, and stops the embedded server. */
  close(): Promise<void>;
  /**
   * LISTEN on a channel: every NOTIFY on it, from any server instance sharing this database,
   * reaches `onPayload`. A dedicated connection listens and comes back by itself after a drop
   * (what was sent while it was down is missed: `onReconnect` runs once it is back, so the caller
   * can make up for it). Resolves to a stop function.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
};

export type DatabaseOptions = Config['database'] & Pick<EmbeddedPostgresOptions, 'durable'>;

/**
 * Opens PostgreSQL, DATABASE_URL's or the embedded one it starts in DATA_DIR/postgres (the caller
 * holds DATA_DIR's lock), with every module's tables (`schema` from src/schema.ts) for drizzle's
 * typed queries. Both go through the same pool code.
 */
export async function openDatabase(cfg: DatabaseOptions, schema: Schema): Promise<Database> {
  if (cfg.engine === 'postgres') return openPool(cfg.url, 'postgres', schema, async () => {});
  mkdirSync(path.dirname(cfg.dir), { recursive: true });
  const server = await startEmbeddedPostgres(cfg.dir, {
    durable: cfg.durable,
    // Without its database the process serves only errors: it ends, so that whatever restarts it
    // (systemd, Docker, a terminal) starts both again; PostgreSQL recovers from its WAL.
    onUnexpectedExit: (code) => {
      console.error(`The embedded database stopped unexpectedly (exit ${code ?? 'by a signal'}).`);
      process.exit(1);
    },
  });
  try {
    return await openPool(server.url, 'embedded', schema, server.stop);
  } catch (err) {
    await server.stop();
    throw err;
  }
}

async function openPool(
  url: string,
  engine: Database['engine'],
  schema: Schema,
  afterEnd: () => Promise<void>,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (err) => console.warn(`database: idle connection lost (${err.message})`));
  // A request whose work had not committed when its connection was lost runs again once
  // (platform/db-retry.ts); every module gets this through `db`, with no change at call sites.
  retryPoolQueries(pool);
  // pool.end() resolves once it has asked every connection to end, before they have: the
  // embedded server is stopped only after they are gone (else it ends them mid-goodbye).
  const connections = new Set<Promise<void>>();
  pool.on('connect', (client) => {
    const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
    connections.add(ended);
    void ended.then(() => connections.delete(ended));
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  db.transaction = retryingTransaction(db.transaction.bind(db)) as Db['transaction'];
  return {
    db,
    engine,
    url,
    migrate: async () => {
      await migratePg(db as never, { migrationsFolder });
      // pg-boss's schema for stored jobs (platform/jobs.ts), created or upgraded with ours.
      await installJobSchema(db);
    },
    close: async () => {
      try {
        await pool.end();
        // At most 5 s: a connection to a server that stopped answering never reports its end.
        await Promise.race([Promise.all(connections), sleep(5000, undefined, { ref: false })]);
      } finally {
        await afterEnd();
      }
    },
    listen: (channel, onPayload, onReconnect) => listenPg(url, channel, onPayload, onReconnect),
  };
}

/** A LISTEN connection of its own (a pooled one would be handed to other queries). */
async function listenPg(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let connectedBefore = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      void next.end().catch(() => undefined);
      if (stopped) return;
      console.warn(`database: LISTEN ${channel} connection lost (${err?.message ?? 'ended'})`);
      retry = setTimeout(() => void open().catch(() => undefined), 1000);
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (stopped) {
        lost = true;
        await next.end();
        return;
      }
      client = next;
      if (connectedBefore) onReconnect?.();
      connectedBefore = true;
    } catch (err) {
      onLost(err as Error);
      throw err;
    }
  };
  try {
    await open();
  } catch (err) {
    // The caller sees the failure; no retry may keep running behind its back.
    stopped = true;
    clearTimeout(retry);
    throw err;
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}

/** Round-trip time of a trivial query, for /api/health. */
export async function pingDatabase(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 100) / 100;
}
