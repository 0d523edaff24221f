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
 * See docs/decisions/live-events.md and docs/decisions/search-caches-and-product-views.md.
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
 * The one in-process cache of the server's hot reads (categories, banners, home data, settings,
 * payment methods, the catalog's listings, product pages and search plans), on lru-cache, which
 * keeps the `max` most recently used keys (the keys are the server's own, so `max` is a safety
 * bound, not a working size).
 *
 * An entry is served as is for `ttlMs` after its load finished; with `staleMs` it is then still
 * served, for up to that much longer, while ONE background load replaces it
 * (stale-while-revalidate: the caller who arrives as an entry expires does not pay for the
 * query); older and missing entries are loaded while the caller waits, and concurrent callers of
 * one key share that load. A failed load is never cached (a stale value stays). Dropping a key
 * acts at once: a load started before never writes its (possibly outdated) result back.
 *
 * With `invalidations`, `invalidate(prefix)` drops the keys under `prefix` on this instance at
 * once and on every other instance within the notification's trip, so instances do not wait out
 * the TTL (scope `scope`, default 'cache').
 */
export function createCache<V = unknown>(
  ttlMs: number,
  opts: {
    max?: number;
    /** How long past `ttlMs` an entry is still served while one load refreshes it. */
    staleMs?: number;
    /** Called when a background refresh fails (the stale value keeps being served). */
    onRefreshError?: (err: unknown) => void;
    invalidations?: Invalidations;
    scope?: string;
    now?: () => number;
  } = {},
) {
  const staleMs = opts.staleMs ?? 0;
  const now = opts.now ?? Date.now;
  type Entry = { loadedAt: number; value?: V; hasValue: boolean; pending?: Promise<V> };
  // Freshness is this cache's own rule (fresh, stale, too old); lru-cache bounds the key count.
  const entries = new LRUCache<string, Entry>({ max: opts.max ?? 1_000 });
  const scope = opts.scope ?? 'cache';

  function load<T extends V>(key: string, entry: Entry, loader: () => Promise<T>): Promise<T> {
    // A loader may throw at once or hand back a lazy thenable (a Drizzle query runs each time it
    // is awaited): the entry holds the one settled promise.
    let started: Promise<T>;
    try {
      started = Promise.resolve(loader());
    } catch (err) {
      started = Promise.reject(err as Error);
    }
    const pending = started.then(
      (value) => {
        // Only the entry this load belongs to is updated: once dropped, it is gone.
        if (entries.peek(key) === entry) {
          Object.assign(entry, { value, hasValue: true, loadedAt: now(), pending: undefined });
        }
        return value;
      },
      (err: unknown) => {
        if (entries.peek(key) === entry) {
          entry.pending = undefined;
          if (!entry.hasValue) entries.delete(key);
        }
        throw err;
      },
    );
    entry.pending = pending;
    return pending;
  }

  const ageOf = (entry: Entry) => (entry.hasValue ? now() - entry.loadedAt : Infinity);

  /** Drops keys starting with `prefix` on this instance only. */
  function drop(prefix = '') {
    if (prefix === '') return entries.clear();
    for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
  }
  opts.invalidations?.on(scope, (prefixes) => (prefixes ?? ['']).forEach(drop));

  return {
    /** The cached value of `key`, loading it with `loader` when missing or too old. */
    get<T extends V>(key: string, loader: () => Promise<T>): Promise<T> {
      let entry = entries.get(key); // marks it most recently used
      if (!entry) {
        entry = { loadedAt: 0, hasValue: false };
        entries.set(key, entry);
        return load(key, entry, loader);
      }
      const age = ageOf(entry);
      if (age < ttlMs) return Promise.resolve(entry.value as T);
      if (age < ttlMs + staleMs) {
        if (!entry.pending) {
          load(key, entry, loader).catch((err: unknown) => opts.onRefreshError?.(err));
        }
        return Promise.resolve(entry.value as T);
      }
      // Too stale to serve: everyone waits for the one load.
      return (entry.pending as Promise<T> | undefined) ?? load(key, entry, loader);
    },
    /** The value `key` holds while it may be served, without loading (a memo read in bulk). */
    cached(key: string): V | undefined {
      const entry = entries.get(key);
      return entry && ageOf(entry) < ttlMs + staleMs ? entry.value : undefined;
    },
    /** Holds `value` for `key` from now (a memo filled in bulk). */
    set(key: string, value: V) {
      entries.set(key, { loadedAt: now(), value, hasValue: true });
    },
    /** Drops keys starting with `prefix` on every instance (here at once). Call after commit. */
    invalidate(prefix = '') {
      if (opts.invalidations) opts.invalidations.invalidate(scope, [prefix]);
      else drop(prefix);
    },
    drop,
    /** Drops one key on this instance. */
    delete(key: string) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
export type Cache<V = unknown> = ReturnType<typeof createCache<V>>;
