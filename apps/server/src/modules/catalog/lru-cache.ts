/**
 * A bounded map whose entries expire: for per-query caches whose keys come from visitors
 * (search terms, filter combinations), so a flood of unique keys cannot grow memory.
 */
export function createLruCache<V>(max: number, ttlMs: number) {
  const entries = new Map<string, { expires: number; value: V }>();
  return {
    get(key: string): V | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      entries.delete(key);
      if (hit.expires <= Date.now()) return undefined;
      entries.set(key, hit); // most recently used last
      return hit.value;
    },
    set(key: string, value: V) {
      entries.delete(key);
      entries.set(key, { expires: Date.now() + ttlMs, value });
      if (entries.size > max) entries.delete(entries.keys().next().value!);
    },
    delete(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
export type LruCache<V> = ReturnType<typeof createLruCache<V>>;
