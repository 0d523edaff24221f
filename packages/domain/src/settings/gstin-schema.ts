import { z } from 'zod';
import { gstinProblem } from './gstin.ts';

/**
 * A GSTIN as the API takes it: trimmed, upper-cased, then checked fault by fault (length, state
 * code, PAN, 'Z', check character) so the message says what to fix.
 */
export const gstinSchema = z
  .string({ error: 'Please enter a GSTIN' })
  .trim()
  .toUpperCase()
  .superRefine((v, ctx) => {
    const problem = gstinProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
