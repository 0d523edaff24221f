import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets a later Tailwind utility override an earlier one (`p-5` + `p-6` → `p-6`).
 * For components whose callers override their classes: the ui primitives and admin screens.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
