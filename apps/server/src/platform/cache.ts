import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';

/**
 * Cache invalidation across server instances. Every instance keeps its own in-process caches of
 * hot public reads; an admin write (or an order's stock change) invalidates them through
 * `invalidate(scope, keys)`, which drops the entries here at once and tells every other instance
 * in one NOTIFY on the `propwash_cache` channel (platform/events.ts, linkCacheInvalidations),
 * where the same scope's applier drops the same entries. So every instance drops what the write
 * changed within the notification's trip (milliseconds), not within the TTL; the TTLs stay as the
 * bound for a notification that was lost (a listening connection down while it was sent).
 * See docs/decisions.md (Live events, and the catalog caching paragraph).
 */

/** `keys` absent: everything the scope holds. */
export type Invalidation = { scope: string; keys?: string[] };

/** What travels on the channel: invalidations from one instance, batched per tick. */
export const invalidationMessageSchema = z.object({
  from: z.string(),
  batch: z.array(z.object({ scope: z.string(), keys: z.array(z.string()).optional() })),
});
export type InvalidationMessage = z.infer<typeof invalidationMessageSchema>;

/** NOTIFY payloads are limited to 8,000 bytes; a larger batch goes as "everything in these scopes". */
const MAX_PAYLOAD = 7_500;

export function createInvalidations(opts: { log?: (msg: string, err?: unknown) => void } = {}) {
  const log = opts.log ?? ((msg: string, err?: unknown) => console.warn(msg, err));
  /** Tells this instance's own echo apart from the others' messages. */
  const from = randomUUID();
  const appliers = new Map<string, (keys: string[] | undefined) => void>();
  /** Scope → keys queued this tick (undefined: everything). */
  let queued: Map<string, Set<string> | undefined> | null = null;
  let send: ((message: InvalidationMessage) => Promise<void>) | null = null;
  /** The channel's NOTIFY as SQL, for a message sent by a transaction at its commit. */
  let noticeSql: ((message: InvalidationMessage) => SQL) | null = null;

  function apply({ scope, keys }: Invalidation) {
    const applier = appliers.get(scope);
    if (!applier) return;
    try {
      applier(keys);
    } catch (err) {
      log(`cache: invalidating ${scope} failed`, err);
    }
  }

  function flush() {
    const pending = queued;
    queued = null;
    if (!pending || !send) return;
    let batch: Invalidation[] = [...pending].map(([scope, keys]) =>
      keys ? { scope, keys: [...keys] } : { scope },
    );
    if (JSON.stringify({ from, batch }).length > MAX_PAYLOAD) {
      batch = batch.map(({ scope }) => ({ scope }));
    }
    void send({ from, batch });
  }

  return {
    /** How this instance drops entries of `scope` (`keys` undefined: all of them). */
    on(scope: string, applier: (keys: string[] | undefined) => void) {
      if (appliers.has(scope)) throw new Error(`cache: scope ${scope} is taken`);
      appliers.set(scope, applier);
    },

    /**
     * Drops `keys` of `scope` here at once and on every other instance soon after: the calls of
     * one tick go out as one message. Call it after the change committed, since another
     * instance may reload the entry as soon as the message arrives.
     */
    invalidate(scope: string, keys?: string[]) {
      apply(keys ? { scope, keys } : { scope });
      if (!send) return;
      if (!queued) {
        queued = new Map();
        queueMicrotask(flush);
      }
      if (queued.has(scope) && queued.get(scope) === undefined) return;
      if (!keys) {
        queued.set(scope, undefined);
        return;
      }
      const set = queued.get(scope) ?? new Set<string>();
      for (const key of keys) set.add(key);
      queued.set(scope, set);
    },

    /**
     * `invalidate` for a change a transaction is making: `notice` is a select-list item (one
     * pg_notify, or null when no channel is linked) for the caller to evaluate once in one of its
     * statements, so the other instances hear it at commit (never on rollback) with no statement
     * of its own; call `apply` after the commit to drop the entries here.
     */
    inTransaction(scope: string, keys: string[]): { notice: SQL | null; apply: () => void } {
      return {
        notice: noticeSql ? noticeSql({ from, batch: [{ scope, keys }] }) : null,
        apply: () => apply({ scope, keys }),
      };
    },

    /** Drops everything every scope holds, on this instance only (after missed messages). */
    dropAll() {
      for (const scope of appliers.keys()) apply({ scope });
    },

    /** A message from the channel: applied unless this instance sent it (already applied). */
    receive(message: InvalidationMessage) {
      if (message.from === from) return;
      for (const invalidation of message.batch) apply(invalidation);
    },

    /**
     * Starts sending this instance's invalidations (the channel is up): `sender` sends one after
     * a commit, `toSql` makes one a transaction's statement sends. Returns the stop.
     */
    connect(
      sender: (message: InvalidationMessage) => Promise<void>,
      toSql?: (message: InvalidationMessage) => SQL,
    ) {
      send = sender;
      noticeSql = toSql ?? null;
      return () => {
        if (send === sender) {
          send = null;
          noticeSql = null;
        }
      };
    },
  };
}
export type Invalidations = ReturnType<typeof createInvalidations>;

/**
 * A tiny in-process cache for hot public reads (categories, banners, home data, settings, payment
 * methods), on lru-cache. Entries live for `ttlMs` at most; writes call `invalidate(prefix)` after
 * commit, which drops the keys under `prefix` on this instance at once and, through
 * `invalidations`, on every other instance within the notification's trip (so instances do not
 * wait out the TTL). The keys are the server's own, so `max` is a safety bound, not a working size.
 */
export function createCache(
  ttlMs: number,
  opts: { invalidations?: Invalidations; scope?: string; max?: number } = {},
) {
  const entries = new LRUCache<string, Promise<unknown>>({ max: opts.max ?? 1_000, ttl: ttlMs });
  const scope = opts.scope ?? 'cache';

  /** This instance only. */
  function drop(prefix = '') {
    for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
  }
  opts.invalidations?.on(scope, (prefixes) => (prefixes ?? ['']).forEach(drop));

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit) return hit as Promise<T>;
      // Promise.resolve: a loader may hand back a lazy thenable (a Drizzle query runs each time
      // it is awaited), so the cache holds the one settled promise, not the query.
      const value = Promise.resolve(load());
      entries.set(key, value);
      // A failed load must not be cached (nor drop the entry that replaced it after an invalidation).
      value.catch(() => {
        if (entries.peek(key) === value) entries.delete(key);
      });
      return value;
    },
    /** Drops keys starting with `prefix` on every instance (here at once). Call after commit. */
    invalidate(prefix = '') {
      if (opts.invalidations) opts.invalidations.invalidate(scope, [prefix]);
      else drop(prefix);
    },
    /** Drops keys starting with `prefix` on this instance only (an applier already travelling). */
    drop,
  };
}
export type Cache = ReturnType<typeof createCache>;
