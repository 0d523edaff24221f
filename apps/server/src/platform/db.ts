import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Config } from '../config.ts';
import { retryingTransaction, retryPoolQueries } from './db-retry.ts';
// Type only: the schema itself is handed in by the composition root (src/schema.ts).
import type { Schema } from '../schema.ts';

export type { Schema };
/** One type for both engines: PGlite (embedded) and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Runs the committed migrations (same files on both engines). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a gzipped tarball (test templates). */
  dump?: () => Promise<Blob>;
  /**
   * LISTEN on a channel: every NOTIFY on it, from any server instance sharing this database,
   * reaches `onPayload`. On PostgreSQL a dedicated connection listens and comes back by itself
   * after a drop (what was sent while it was down is missed: `onReconnect` runs once it is back,
   * so the caller can make up for it). Resolves to a stop function.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
};

export type DatabaseOptions =
  | Config['database']
  // Tests start from a dumped, already-migrated data directory (much faster than migrating).
  | { engine: 'pglite'; dir: 'memory://'; loadDataDir: Blob };

function pgliteDefaultStartParams(): string[] {
  const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams;
  if (!defaults?.length)
    throw new Error('PGlite.defaultStartParams is missing: check the PGlite version');
  return defaults;
}

/**
 * Opens PGlite in DATA_DIR, or PostgreSQL when DATABASE_URL is set, with every module's tables
 * (`schema` from src/schema.ts) for drizzle's typed queries.
 */
export async function openDatabase(cfg: DatabaseOptions, schema: Schema): Promise<Database> {
  if (cfg.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: cfg.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => console.warn(`database: idle connection lost (${err.message})`));
    // A request whose work had not committed when its connection was lost runs again once
    // (platform/db-retry.ts); every module gets this through `db`, with no change at call sites.
    retryPoolQueries(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    db.transaction = retryingTransaction(db.transaction.bind(db)) as Db['transaction'];
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
      listen: (channel, onPayload, onReconnect) =>
        listenPg(cfg.url, channel, onPayload, onReconnect),
    };
  }
  if (cfg.dir !== 'memory://') mkdirSync(cfg.dir, { recursive: true });
  const client = await PGlite.create(cfg.dir === 'memory://' ? undefined : cfg.dir, {
    extensions: { pg_trgm },
    // PGlite's 128 MB of shared buffers stay resident in the process; 32 MB measured ~100 MB
    // less RSS with no slower reads (the OS page cache still holds the data files).
    startParams: [...pgliteDefaultStartParams(), '-c', 'shared_buffers=32MB'],
    ...('loadDataDir' in cfg ? { loadDataDir: cfg.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
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
