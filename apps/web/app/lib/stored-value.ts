import { useSyncExternalStore } from 'react';

/**
 * A localStorage key as a tiny external store. The server snapshot is `serverValue`, so the first
 * browser render matches the HTML and the stored value appears right after hydration.
 */
export function createStoredValue<T>(
  key: string,
  parse: (raw: string | null) => T,
  serverValue: T,
) {
  let lastRaw: string | null | undefined;
  let lastValue = serverValue;
  const listeners = new Set<() => void>();

  function read(): T {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      // Storage can be disabled (private mode, policies): behave as if empty.
    }
    if (raw !== lastRaw) {
      lastRaw = raw;
      lastValue = parse(raw);
    }
    return lastValue;
  }

  function write(raw: string | null) {
    try {
      if (raw === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, raw);
    } catch {
      // Ignored for the same reason as in read().
    }
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  function useValue(): T {
    return useSyncExternalStore(subscribe, read, () => serverValue);
  }

  return { read, write, useValue };
}

export function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
