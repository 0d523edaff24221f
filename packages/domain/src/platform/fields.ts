import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../money.ts';

// Form fields that mean the same in every admin and shopper form, each with its messages.

/**
 * Text a form must fill: trimmed, `missing` when absent or blank, at most `max` characters
 * (`tooLong` says so, else zod's own message).
 */
export const requiredText = (missing: string, max: number, tooLong?: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** An amount in rupees as the admin types it: whole paise, at most ₹1,00,00,000. */
export const rupeeAmount = (message: string) =>
  z
    .number({ error: message })
    .refine(Number.isFinite, message)
    .refine(hasAtMostTwoDecimals, 'Amounts can have at most 2 decimal places')
    .max(10_000_000, 'Amounts must be at most ₹1,00,00,000');
