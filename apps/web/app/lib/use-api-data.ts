import { useEffect, useEffectEvent, useState } from 'react';

/**
 * The storefront's one way to read data in the browser that follows the shopper's input or
 * appears after an interaction (suggestions as they type, a quote for the chosen state, a tab's
 * list): one request per key, the one before it aborted when the key changes or the component
 * unmounts, so a stale answer never lands. Page data comes from route loaders; writes call the
 * `*-api.ts` files (docs/architecture.md, The web app).
 */
export interface ApiDataOptions<T> {
  /** Waits this long after the key last changed before asking (typing in a search box). */
  delayMs?: number;
  /** Called with each answer for the current key once it is stored (to fill other fields). */
  onData?: (data: T) => void;
}

export interface ApiData<T> {
  /** The last answer, kept while the next key loads and after a failure; undefined before one. */
  data: T | undefined;
  /** What the last request that ended threw, null after a success. */
  error: unknown;
  /** True while the current key has no answer yet. */
  isLoading: boolean;
  /** Forgets the answers, as before the first request: for when the key turns null. */
  reset: () => void;
}

interface Settled<T> {
  key: string | null;
  data: T | undefined;
  error: unknown;
}

const nothingYet: Settled<never> = { key: null, data: undefined, error: null };

/**
 * Asks `fetcher` for `key` (null: ask nothing). The fetcher gets an AbortSignal to pass to
 * `apiRequest` and the key; it is read when the key changes, so it may close over fresh props.
 */
export function useApiData<T>(
  key: string | null,
  fetcher: (signal: AbortSignal, key: string) => Promise<T>,
  { delayMs = 0, onData }: ApiDataOptions<T> = {},
): ApiData<T> {
  const [settled, setSettled] = useState<Settled<T>>(nothingYet);
  const fetchData = useEffectEvent(fetcher);
  const reportData = useEffectEvent((data: T) => onData?.(data));

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const { signal } = controller;
    const ask = () => {
      fetchData(signal, key).then(
        (data) => {
          if (signal.aborted) return;
          setSettled({ key, data, error: null });
          reportData(data);
        },
        (error: unknown) => {
          if (signal.aborted) return;
          setSettled((prev) => ({ key, data: prev.data, error }));
        },
      );
    };
    const timer = delayMs > 0 ? setTimeout(ask, delayMs) : undefined;
    if (delayMs <= 0) ask();
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, delayMs]);

  return {
    data: settled.data,
    error: settled.error,
    isLoading: key !== null && settled.key !== key,
    reset: () => setSettled(nothingYet),
  };
}
