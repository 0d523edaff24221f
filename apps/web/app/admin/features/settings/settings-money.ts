import { rupeesToPaise } from '@propwash/domain/money';
import { z } from 'zod';

/**
 * Rupees typed by a person, stored as exact paise (two decimals at most); a blank input gives
 * `blank` (null: "no amount", 0: "nothing"). The domain schema `paiseSchema` checks the result.
 */
export function rupeesOrBlank<T extends z.ZodType<unknown, number | null>>(
  paiseSchema: T,
  blank: number | null,
  message = 'Enter an amount in rupees (e.g. 5000), or leave it empty',
) {
  return z
    .string()
    .transform((text, ctx) => {
      const trimmed = text.trim().replace(/,/g, '');
      if (trimmed === '') return blank;
      if (/^\d+(\.\d{1,2})?$/.test(trimmed)) return rupeesToPaise(Number(trimmed));
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .pipe(paiseSchema);
}
