import { useSyncExternalStore } from 'react';
import { getToken, onAuthEvent } from '#app/lib/auth-store.ts';

/** A list the signed-in shopper keeps on the server (wishlist, hangar), held in the browser. */
export interface AccountListState<T> {
  status: 'loading' | 'ready';
  items: T[];
  ids: ReadonlySet<string>;
}

/**
 * One browser store per list: loaded on first use and again at every sign-in, emptied at sign-out
 * (and for guests), kept by every change. 'loading' on the server and until it has loaded.
 */
export function createAccountListStore<T extends { id: string }>({
  fetchItems,
  onItems,
}: {
  /** Reads the signed-in shopper's list from the API. */
  fetchItems: () => Promise<T[]>;
  /** Runs after every change of the list (the wishlist keeps a local copy). */
  onItems?: (items: T[]) => void;
}) {
  const loadingState: AccountListState<T> = { status: 'loading', items: [], ids: new Set() };
  let state = loadingState;
  let isStarted = false;
  let loading: Promise<T[]> | null = null;
  const listeners = new Set<() => void>();

  function setItems(items: T[]) {
    state = { status: 'ready', items, ids: new Set(items.map((item) => item.id)) };
    onItems?.(items);
    for (const listener of listeners) listener();
  }

  /** Loads the list (empty for guests); one request at a time. */
  function load(): Promise<T[]> {
    if (!getToken()) {
      setItems([]);
      return Promise.resolve([]);
    }
    loading ??= fetchItems()
      .then((items) => {
        setItems(items);
        return items;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  // A list that cannot load simply shows nothing.
  const loadOrEmpty = () => void load().catch(() => setItems([]));

  function subscribe(listener: () => void) {
    if (!isStarted && typeof window !== 'undefined') {
      isStarted = true;
      onAuthEvent((event) => (event === 'login' ? loadOrEmpty() : setItems([])));
      loadOrEmpty();
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  /** Applies a change at once and undoes it if the request fails. */
  async function changeOptimistically(items: T[], request: () => Promise<unknown>) {
    const before = state.items;
    setItems(items);
    try {
      await request();
    } catch (error) {
      setItems(before);
      throw error;
    }
  }

  return {
    load,
    setItems,
    changeOptimistically,
    getItems: () => state.items,
    useList: (): AccountListState<T> =>
      useSyncExternalStore(
        subscribe,
        () => state,
        () => loadingState,
      ),
    /** Whether the list holds this id (false on the server and until it has loaded). */
    useHas: (id: string): boolean =>
      useSyncExternalStore(
        subscribe,
        () => state.ids.has(id),
        () => false,
      ),
  };
}
