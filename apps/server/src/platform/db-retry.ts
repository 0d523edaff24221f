import type pg from 'pg';
import { AppError } from './app-error.ts';

/**
 * A pooled PostgreSQL connection can be dropped under a request (server restart, failover, an
 * administrator terminating backends). Work that had not committed is retried once on a fresh
 * connection; what still fails answers 503 with Retry-After instead of 500
 * (docs/decisions/database-connections.md).
 */

/** SQLSTATEs that mean the connection itself is gone or refused, not that the statement failed. */
const LOST_SQLSTATES = new Set([
  '57P01', // admin_shutdown: terminated by pg_terminate_backend or a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting up or shutting down
  '57P05', // idle_session_timeout
]);
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
const LOST_MESSAGES = [
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
];

/** The error or one of its causes: Drizzle wraps driver errors in DrizzleQueryError. */
function* causes(err: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  let current = err;
  while (current && !seen.has(current)) {
    seen.add(current);
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** True when `err` (or its cause) says the database connection was lost or refused. */
export function isConnectionLoss(err: unknown): boolean {
  for (const e of causes(err)) {
    if (e instanceof DatabaseUnavailableError) return true;
    if (typeof e !== 'object' || e === null) continue;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (LOST_SQLSTATES.has(code) || LOST_SOCKET_CODES.has(code)) return true;
      // Class 08: connection exception (08000, 08003, 08006, 08001, 08004, 08P01...).
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && LOST_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

/** A connection loss that outlived its one retry (or hit COMMIT): the request must answer 503. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('database unavailable: connection lost', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** True when `err` is a lost connection that was already retried (no further retry). */
function retriedAlready(err: unknown): boolean {
  for (const e of causes(err)) if (e instanceof DatabaseUnavailableError) return true;
  return false;
}

/** What the API answers for a lost database connection (platform/http.ts). */
export function databaseBusy(): AppError {
  return new AppError('SERVICE_UNAVAILABLE', 'The shop is busy for a moment. Please try again.', {
    headers: { 'retry-after': '1' },
  });
}

/**
 * The pause before the retry: a dropped server closes every pooled connection at once, and the
 * pool only evicts its dead idle connections once their sockets' close events have run; without
 * the pause the retry could be handed another dead connection.
 */
const RETRY_PAUSE_MS = 50;
const pause = () => new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));

type QueryFn = (...args: unknown[]) => Promise<unknown>;

/**
 * Makes `pool.query` (every statement outside a transaction: Drizzle sends those to the pool)
 * retry once after a lost connection. An autocommit statement cut off by a lost connection was
 * rolled back by the server, except in the same instant-wide window a COMMIT has.
 */
export function retryPoolQueries(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as unknown as QueryFn;
  const retrying: QueryFn = async (...args) => {
    // The callback form is not used by Drizzle; leave it as it is.
    if (typeof args[args.length - 1] === 'function') return query(...args);
    try {
      return await query(...args);
    } catch (err) {
      if (!isConnectionLoss(err) || retriedAlready(err)) throw err;
      await pause();
      try {
        return await query(...args);
      } catch (again) {
        throw isConnectionLoss(again) ? new DatabaseUnavailableError(again) : again;
      }
    }
  };
  (pool as unknown as { query: QueryFn }).query = retrying;
  // A connection dropped while it is checked out (inside a transaction, between statements)
  // emits 'error' on a client with no listener, which would crash the process: the pool only
  // listens on idle clients. The statement in flight fails anyway, and the pool discards the
  // client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
}

type Transaction<Tx, T> = (tx: Tx) => Promise<T>;

/**
 * Wraps a `transaction(fn, config)` function so the whole transaction runs again once when the
 * connection is lost before COMMIT was sent. A loss during COMMIT is ambiguous (the server may
 * have committed), so it is never retried: it becomes DatabaseUnavailableError (503).
 */
export function retryingTransaction<Tx, Config>(
  transaction: <T>(fn: Transaction<Tx, T>, config?: Config) => Promise<T>,
): <T>(fn: Transaction<Tx, T>, config?: Config) => Promise<T> {
  return async <T>(fn: Transaction<Tx, T>, config?: Config): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      let committing = false;
      try {
        return await transaction(async (tx) => {
          const result = await fn(tx);
          // Everything after this point is Drizzle sending COMMIT.
          committing = true;
          return result;
        }, config);
      } catch (err) {
        if (!isConnectionLoss(err)) throw err;
        if (committing || attempt > 1 || retriedAlready(err))
          throw retriedAlready(err) ? err : new DatabaseUnavailableError(err);
        await pause();
      }
    }
  };
}
