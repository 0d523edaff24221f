import { createHash } from 'node:crypto';
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import { AppError } from './app-error.ts';
import type { Db, Tx } from './db.ts';
import { idempotencyKeys } from './platform.tables.ts';

/** A key is remembered this long; a retry after that runs again. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** An in-flight claim older than this belongs to a request that died (crash, restart). */
const ABANDONED_MS = 60 * 1000;

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_:.-]{8,100}$/;

export type Replay<T> = { status: number; body: T; replayed: boolean };

export type Answer<T> = { status: number; body: T };

/**
 * Stores the answer inside the caller's own transaction, so it commits (or rolls back) with the
 * work itself instead of in a statement of its own afterwards.
 */
export type Completion<T> = {
  /** Stores the answer with a statement of its own in `tx`. */
  store(tx: Tx, answer: Answer<T>): Promise<void>;
  /**
   * The same as an update statement, for the caller to send as part of one of its own statements
   * in its transaction (it must be sent). `set` puts a value computed in that statement at a path
   * of the body (the same value the caller then puts in the answer it returns).
   */
  storeSql(answer: Answer<T>, set?: { path: string[]; value: SQL }): SQL;
  /**
   * storeSql with the answer serialised now, for a caller that builds the statement later while
   * holding locks other requests wait on (placing an order: after the stock is taken).
   */
  storeSqlFor(answer: Answer<T>): (set?: { path: string[]; value: SQL }) => SQL;
};

/** A stable hash of the request: the same body in another key order hashes the same. */
export function requestHash(parts: unknown): string {
  return createHash('sha256').update(canonicalJson(parts)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Runs `work` at most once per (scope, key): the first request claims the key; a retry with the
 * same body gets the stored answer; the same key with another body is refused (422); a retry while
 * the first is still running is refused (409). A failed `work` releases the key, because nothing
 * it did was committed, so the client may retry with the same key. `work` may store its answer in
 * its own transaction with `completion` (one round trip and one commit fewer); otherwise it is
 * stored after `work` returns.
 */
export async function withIdempotency<T>(
  db: Db,
  claim: { scope: string; key: string; hash: string },
  work: (completion: Completion<T>) => Promise<Answer<T>>,
): Promise<Replay<T>> {
  const now = new Date();
  const claimed = await db
    .insert(idempotencyKeys)
    .values({
      scope: claim.scope,
      key: claim.key,
      requestHash: claim.hash,
      status: 'in_flight',
      expiresAt: new Date(now.getTime() + KEEP_MS),
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      // Take over an expired record, or an abandoned in-flight claim for the same body.
      set: {
        requestHash: claim.hash,
        status: 'in_flight',
        responseStatus: null,
        responseBody: null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + KEEP_MS),
      },
      setWhere: sql`${idempotencyKeys.expiresAt} < ${now} or (${idempotencyKeys.status} = 'in_flight' and ${idempotencyKeys.createdAt} < ${new Date(now.getTime() - ABANDONED_MS)} and ${idempotencyKeys.requestHash} = ${claim.hash})`,
    })
    .returning({ key: idempotencyKeys.key });

  if (claimed.length === 0) {
    const [existing] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
    if (!existing) {
      // Released between our insert and this read: the first attempt failed; try again.
      return withIdempotency(db, claim, work);
    }
    return replayOf<T>(existing, claim.hash);
  }

  const where = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));
  const update = (answer: Answer<T>, set?: { path: string[]; value: SQL }) =>
    db
      .update(idempotencyKeys)
      .set({
        status: 'completed',
        responseStatus: answer.status,
        responseBody: set
          ? sql`jsonb_set(${JSON.stringify(answer.body)}::jsonb, ${`{${set.path.join(',')}}`}::text[], to_jsonb(${set.value}))`
          : answer.body,
      })
      .where(where);
  let stored = false;
  const completion: Completion<T> = {
    async store(tx, answer) {
      await tx.execute(update(answer).getSQL());
      stored = true;
    },
    storeSql(answer, set) {
      stored = true;
      return update(answer, set).getSQL();
    },
    storeSqlFor(answer) {
      return (set) => completion.storeSql(answer, set);
    },
  };
  let result: { status: number; body: T };
  try {
    result = await work(completion);
  } catch (error) {
    // Only a claim still in flight is released: an answer stored by a transaction that did
    // commit stays, so a retry gets it instead of running the work twice.
    await db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.status, 'in_flight')));
    throw error;
  }
  // Stored inside work's transaction (committed before work returned), or now.
  if (!stored) await update(result);
  return { ...result, replayed: false };
}

/**
 * The stored answer of a key already claimed: 422 when it was claimed for another request body,
 * 409 while the first request is still running, else the first answer (replayed: true).
 */
function replayOf<T>(existing: StoredKey, hash: string): Replay<T> {
  if (existing.requestHash !== hash) {
    throw new AppError(
      'IDEMPOTENCY_CONFLICT',
      'This Idempotency-Key was already used for a different request.',
    );
  }
  if (existing.status === 'in_flight') {
    throw new AppError(
      'CONFLICT',
      'This request is still being processed. Please wait a moment before retrying.',
      { headers: { 'retry-after': '1' } },
    );
  }
  return {
    status: existing.responseStatus ?? 200,
    body: existing.responseBody as T,
    replayed: true,
  };
}

/** A key's record as the lookup reads it. */
type StoredKey = Pick<
  typeof idempotencyKeys.$inferSelect,
  'requestHash' | 'status' | 'responseStatus' | 'responseBody' | 'createdAt' | 'expiresAt'
>;

/** The record as `keyRowSql` gives it (a json object with the columns' names). */
export type StoredKeyJson = {
  request_hash: string;
  status: 'in_flight' | 'completed';
  response_status: number | null;
  response_body: unknown;
  created_at: string;
  expires_at: string;
};

/**
 * The key's record as json (null when absent), for a caller that reads it in one of its own
 * statements; the statement's `idempotencyScope` and `idempotencyKey` placeholders name it.
 */
export const keyRowSql = sql`(select row_to_json(k) from ${idempotencyKeys} k
  where k.scope = ${sql.placeholder('idempotencyScope')}
    and k.key = ${sql.placeholder('idempotencyKey')})`;

export function storedKeyOf(row: StoredKeyJson | string | null): StoredKey | null {
  if (row === null) return null;
  const r = typeof row === 'string' ? (JSON.parse(row) as StoredKeyJson) : row;
  return {
    requestHash: r.request_hash,
    status: r.status,
    responseStatus: r.response_status,
    responseBody: r.response_body,
    createdAt: new Date(r.created_at),
    expiresAt: new Date(r.expires_at),
  };
}

/** The stored answer of a record (or null: absent, expired, abandoned with the same body). */
function replayOfStored<T>(existing: StoredKey | null, hash: string, now: Date): Replay<T> | null {
  if (!existing || existing.expiresAt <= now) return null;
  const abandoned =
    existing.status === 'in_flight' &&
    existing.createdAt.getTime() < now.getTime() - ABANDONED_MS &&
    existing.requestHash === hash;
  if (abandoned) return null;
  return replayOf<T>(existing, hash);
}

/**
 * The stored answer of this key (replayed: true), or null when the key is free (absent, expired,
 * or an in-flight claim abandoned with the same body). Throws like withIdempotency for the same
 * key with another body (422) or a claim still in flight (409). Writes nothing.
 */
export async function findIdempotent<T>(
  q: Db | Tx,
  claim: { scope: string; key: string; hash: string },
  now = new Date(),
): Promise<Replay<T> | null> {
  const [existing] = await q
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
  return replayOfStored<T>(existing ?? null, claim.hash, now);
}

/**
 * withIdempotency inside the caller's transaction, for a caller that already holds a lock every
 * request of the scope takes (orders: the customer's order lock): no claim is written before the
 * work. The key is looked up; a stored answer is replayed (the same key with another body: 422);
 * otherwise `work` runs and its answer is stored by the same transaction, so the order and its
 * answer commit together in one commit, and a failed `work` leaves nothing (the key may retry).
 * A claim still in flight (written by withIdempotency) answers 409 like there.
 */
export async function withIdempotencyIn<T>(
  tx: Tx,
  claim: { scope: string; key: string; hash: string },
  work: (completion: Completion<T>) => Promise<Answer<T>>,
  /** The key's record, when the caller read it in its own statement under its lock (keyRowSql). */
  read?: { stored: StoredKey | null },
): Promise<Replay<T>> {
  const now = new Date();
  const replay = read
    ? replayOfStored<T>(read.stored, claim.hash, now)
    : await findIdempotent<T>(tx, claim, now);
  if (replay) return replay;
  // Absent, expired or abandoned: under the caller's lock nobody else writes this key now.
  const expiresAt = new Date(now.getTime() + KEEP_MS).toISOString();
  const upsert = (answer: Answer<T>, set?: { path: string[]; value: SQL }, json?: string) => {
    const body = json ?? JSON.stringify(answer.body);
    const stored = set
      ? sql`jsonb_set(${body}::jsonb, ${`{${set.path.join(',')}}`}::text[], to_jsonb(${set.value}))`
      : sql`${body}::jsonb`;
    return sql`insert into ${idempotencyKeys}
        (scope, key, request_hash, status, response_status, response_body, created_at, expires_at)
      values (${claim.scope}, ${claim.key}, ${claim.hash}, 'completed', ${answer.status}::int,
        ${stored}, ${now.toISOString()}::timestamptz, ${expiresAt}::timestamptz)
      on conflict (scope, key) do update set request_hash = excluded.request_hash,
        status = excluded.status, response_status = excluded.response_status,
        response_body = excluded.response_body, created_at = excluded.created_at,
        expires_at = excluded.expires_at`;
  };
  let stored = false;
  const result = await work({
    async store(q, answer) {
      await q.execute(upsert(answer));
      stored = true;
    },
    storeSql(answer, set) {
      stored = true;
      return upsert(answer, set);
    },
    storeSqlFor(answer) {
      const json = JSON.stringify(answer.body);
      return (set) => {
        stored = true;
        return upsert(answer, set, json);
      };
    },
  });
  if (!stored) await tx.execute(upsert(result));
  return { ...result, replayed: false };
}

/**
 * Drops records past their expiry (the daily clean-up, privacy/privacy.retention.ts; cheap with
 * the expiry index); answers how many went.
 */
export async function purgeExpiredIdempotencyKeys(db: Db): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, new Date()))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
