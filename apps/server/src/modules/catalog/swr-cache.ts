import { LRUCache } from 'lru-cache';

/**
 * A bounded (lru-cache keeps the `max` most recently used keys), expiring cache that serves stale while revalidating: within `freshMs` an entry is
 * served as is; up to `freshMs + staleMs` it is still served, while ONE background load
 * replaces it; older entries (and missing ones) are loaded while the caller waits, and
 * concurrent callers of one key share that load. `clear()`/`delete()` act at once: a load
 * started before them never writes its (possibly outdated) result back.
 */
export function createSwrCache<V>(opts: {
  max: number;
  freshMs: number;
  staleMs: number;
  /** Called when a background refresh fails (the stale value keeps being served). */
  onRefreshError?: (err: unknown) => void;
  now?: () => number;
}) {
  const { max, freshMs, staleMs, onRefreshError } = opts;
  const now = opts.now ?? Date.now;
  type Entry = { loadedAt: number; value?: V; hasValue: boolean; pending?: Promise<V> };
  // Freshness is this cache's own rule (fresh, stale, too old); lru-cache bounds the key count.
  const entries = new LRUCache<string, Entry>({ max });

  function load(key: string, entry: Entry, loader: () => Promise<V>): Promise<V> {
    const pending = loader().then(
      (value) => {
        // Only the entry this load belongs to is updated: after clear() or delete() it is gone.
        if (entries.peek(key) === entry) {
          entry.value = value;
          entry.hasValue = true;
          entry.loadedAt = now();
          entry.pending = undefined;
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

  return {
    /** The cached value of `key`, loading it with `loader` when missing or too old. */
    get(key: string, loader: () => Promise<V>): Promise<V> {
      let entry = entries.get(key); // marks it most recently used
      if (!entry) {
        entry = { loadedAt: 0, hasValue: false };
        entries.set(key, entry);
        return load(key, entry, loader);
      }
      const age = now() - entry.loadedAt;
      if (entry.hasValue && age < freshMs) return Promise.resolve(entry.value as V);
      if (entry.hasValue && age < freshMs + staleMs) {
        if (!entry.pending) {
          load(key, entry, loader).catch((err: unknown) => onRefreshError?.(err));
        }
        return Promise.resolve(entry.value as V);
      }
      // Too stale to serve: everyone waits for the one load.
      return entry.pending ?? load(key, entry, loader);
    },
    delete(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
export type SwrCache<V> = ReturnType<typeof createSwrCache<V>>;
