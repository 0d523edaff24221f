import type { HangarModel } from '@propwash/domain/hangar/schemas';
import { useSyncExternalStore } from 'react';
import { apiRequest } from '#app/lib/api-client.ts';
import { getToken, onAuthEvent } from '#app/lib/auth-store.ts';

/** My hangar in the browser, where the session lives: loaded once, kept by every change. */
export interface HangarState {
  status: 'loading' | 'ready';
  models: HangarModel[];
  ids: ReadonlySet<string>;
}

const loadingState: HangarState = { status: 'loading', models: [], ids: new Set() };
let state = loadingState;
let isStarted = false;
let loading: Promise<HangarModel[]> | null = null;
const listeners = new Set<() => void>();

function setModels(models: HangarModel[]) {
  state = { status: 'ready', models, ids: new Set(models.map((m) => m.id)) };
  for (const listener of listeners) listener();
}

/** Loads the signed-in shopper's hangar (empty for guests); the /hangar page's clientLoader too. */
export function loadHangar(): Promise<HangarModel[]> {
  if (!getToken()) {
    setModels([]);
    return Promise.resolve([]);
  }
  loading ??= apiRequest<HangarModel[]>('/hangar', { auth: true })
    .then((models) => {
      setModels(models);
      return models;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

function start() {
  if (isStarted || typeof window === 'undefined') return;
  isStarted = true;
  onAuthEvent((event) => {
    if (event === 'login') void loadHangar().catch(() => setModels([]));
    else setModels([]);
  });
  // A hangar that cannot load simply shows nothing: it only adds hints to pages.
  void loadHangar().catch(() => setModels([]));
}

function subscribe(listener: () => void) {
  start();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The hangar; 'loading' on the server and until it has loaded. */
export function useHangar(): HangarState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => loadingState,
  );
}

async function change(path: string, init: { method: 'POST' | 'DELETE'; body?: unknown }) {
  const models = await apiRequest<HangarModel[]>(path, {
    ...init,
    auth: true,
    fallbackMessage: 'Could not update your hangar',
  });
  setModels(models);
}

/** Adds a model the shopper owns (signed-in shoppers only). */
export const addToHangar = (productId: string) =>
  change('/hangar', { method: 'POST', body: { productId } });

export const removeFromHangar = (productId: string) =>
  change(`/hangar/${encodeURIComponent(productId)}`, { method: 'DELETE' });
