import { useSyncExternalStore } from 'react';

/**
 * Storefront toasts without a toast library (sonner alone is ~15 KB gzip of shopper JS; the admin
 * keeps it). `notify.success(...)` / `notify.error(...)` anywhere; <ToastRegion> shows them.
 */
export interface Toast {
  id: number;
  kind: 'success' | 'error';
  message: string;
}

// Toasts last 3 s; errors stay a little longer so they can be read.
const DURATION_MS = { success: 3_000, error: 5_000 } as const;
const MAX_VISIBLE = 3;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const noToasts: Toast[] = [];

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function show(kind: Toast['kind'], message: string) {
  const id = nextId++;
  toasts = [...toasts.filter((t) => t.message !== message), { id, kind, message }].slice(
    -MAX_VISIBLE,
  );
  emit();
  setTimeout(() => dismissToast(id), DURATION_MS[kind]);
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
}
