/**
 * A tiny in-process cache for hot public reads (categories, banners, home data). Entries live
 * for `ttlMs` at most and admin writes call `invalidate(prefix)` explicitly, so a single
 * instance is always fresh and several instances converge within the TTL.
 */
export function createCache(ttlMs: number) {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value as Promise<T>;
      // Promise.resolve: a loader may hand back a lazy thenable (a Drizzle query runs each time
      // it is awaited), so the cache holds the one settled promise, not the query.
      const value = Promise.resolve(load());
      entries.set(key, { expires: now + ttlMs, value });
      // A failed load must not be cached.
      value.catch(() => entries.delete(key));
      return value;
    },
    invalidate(prefix = '') {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}
export type Cache = ReturnType<typeof createCache>;
