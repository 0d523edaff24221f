import { useSyncExternalStore } from 'react';

/**
 * The shop's toasts without a toast library (sonner alone is ~15 KB gzip of shopper JS, and the
 * styles it injects into <head> at import were dropped when the page hydrated, so the admin's
 * toasts rendered unstyled below the window). `notify.success(...)` / `notify.error(...)`
 * anywhere; <ToastRegion> shows them, on the storefront and in the admin alike.
 */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  /** A second, quieter line under the message. */
  description?: string;
  /** One button in the toast (e.g. "View order"); clicking it also dismisses the toast. */
  action?: ToastAction;
  /** A toast shown again with the same key replaces the earlier one instead of stacking. */
  key?: string;
  /** `'until-dismissed'` keeps the toast until its close button (or action) is pressed. */
  duration?: number | 'until-dismissed';
}

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  description?: string;
  action?: ToastAction;
  key?: string;
}

// Toasts last 3 s; errors and warnings stay a little longer so they can be read.
const DURATION_MS: Record<ToastKind, number> = {
  success: 3_000,
  info: 4_000,
  error: 5_000,
  warning: 5_000,
};
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

function show(kind: ToastKind, message: string, options: ToastOptions = {}) {
  const id = nextId++;
  const { description, action, key, duration = DURATION_MS[kind] } = options;
  const same = (t: Toast) => (key ? t.key === key : t.message === message);
  toasts = [
    ...toasts.filter((t) => !same(t)),
    { id, kind, message, description, action, key },
  ].slice(-MAX_VISIBLE);
  emit();
  if (duration !== 'until-dismissed') setTimeout(() => dismissToast(id), duration);
}

export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
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
