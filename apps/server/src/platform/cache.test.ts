import { describe, expect, it } from 'vitest';
import { createCache } from './cache.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(max = 10) {
  let time = 0;
  const cache = createCache<string>(10, { max, staleMs: 50, now: () => time });
  return { cache, advance: (ms: number) => (time += ms) };
}

describe('createCache', () => {
  it('computes a cold key once for concurrent callers', async () => {
    const { cache } = setup();
    const load = deferred<string>();
    let calls = 0;
    const loader = () => {
      calls++;
      return load.promise;
    };
    const a = cache.get('k', loader);
    const b = cache.get('k', loader);
    load.resolve('v1');
    expect(await Promise.all([a, b])).toEqual(['v1', 'v1']);
    expect(calls).toBe(1);
  });

  it('serves stale while one background refresh runs, then the new value', async () => {
    const { cache, advance } = setup();
    await cache.get('k', async () => 'v1');
    advance(20); // past fresh, within stale
    const refresh = deferred<string>();
    let calls = 0;
    const loader = () => {
      calls++;
      return refresh.promise;
    };
    expect(await cache.get('k', loader)).toBe('v1');
    expect(await cache.get('k', loader)).toBe('v1');
    expect(calls).toBe(1);
    refresh.resolve('v2');
    await refresh.promise;
    expect(await cache.get('k', loader)).toBe('v2');
    expect(calls).toBe(1);
  });

  it('never serves a value older than fresh + stale: callers wait for the load', async () => {
    const { cache, advance } = setup();
    await cache.get('k', async () => 'v1');
    advance(61);
    expect(await cache.get('k', async () => 'v2')).toBe('v2');
  });

  it('keeps serving stale when a refresh fails, and does not cache a failed cold load', async () => {
    const { cache, advance } = setup();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    await cache.get('k', async () => 'v1');
    advance(20);
    const failing = deferred<string>();
    expect(await cache.get('k', () => failing.promise)).toBe('v1');
    failing.reject(new Error('down'));
    await failing.promise.catch(() => {});
    expect(await cache.get('k', async () => 'v2')).toBe('v1'); // stale again, refresh started
    expect(await cache.get('k', async () => 'v3')).toBe('v2');
  });

  it('drop() drops everything at once and an older in-flight load never writes back', async () => {
    const { cache } = setup();
    const slow = deferred<string>();
    const before = cache.get('k', () => slow.promise);
    cache.drop();
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
    slow.resolve('outdated');
    expect(await before).toBe('outdated'); // its own caller still gets an answer
    expect(await cache.get('k', async () => 'other')).toBe('fresh');
  });

  it('holds at most `max` keys, evicting the least recently used', async () => {
    const { cache } = setup(2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a2'); // a is now most recent
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');
  });

  it('cached() reads a held value without loading, until it is too old to serve', async () => {
    const { cache, advance } = setup();
    cache.set('memo', 'v1');
    expect(cache.cached('memo')).toBe('v1');
    expect(cache.cached('other')).toBeUndefined();
    advance(59);
    expect(cache.cached('memo')).toBe('v1');
    advance(1);
    expect(cache.cached('memo')).toBeUndefined();
  });

  it('drop(prefix) drops only the keys under it', async () => {
    const { cache } = setup();
    await cache.get('catalog:a', async () => 'a');
    await cache.get('content:b', async () => 'b');
    cache.drop('catalog:');
    expect(cache.cached('catalog:a')).toBeUndefined();
    expect(cache.cached('content:b')).toBe('b');
  });
});
