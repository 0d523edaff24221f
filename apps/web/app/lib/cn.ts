import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets a later Tailwind utility override an earlier one (`p-5` + `p-6` → `p-6`).
 * For components whose callers override their classes: the ui primitives and admin screens.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * Joins class names without conflict resolution. Storefront code and the few primitives it renders
 * (buttonVariants, Badge, Logo) use this instead: tailwind-merge alone is ~9 KB gzip of first-load JS.
 */
export { clsx as cx };
