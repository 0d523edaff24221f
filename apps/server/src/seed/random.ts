/** A seeded pseudo-random stream (mulberry32), so every seed run builds the same shop. */
export type Random = {
  next(): number;
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  sample<T>(items: readonly T[], count: number): T[];
  code(length: number, alphabet: string): string;
};

/** One independent stream per name, so adding data in one area does not reshuffle another. */
export function createRandom(name: string): Random {
  let state = hashString(name);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = int(0, i);
        [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
      }
      return pool.slice(0, Math.min(count, pool.length));
    },
    code: (length, alphabet) =>
      Array.from({ length }, () => alphabet.charAt(int(0, alphabet.length - 1))).join(''),
  };
}

/** FNV-1a: a stable 32-bit number for a string (seeds, colours). */
export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
