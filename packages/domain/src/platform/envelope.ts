import { z } from 'zod';

/** The API's success envelope: `{ success: true, data }`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export const errorBodySchema = z.object({
  success: z.literal(false),
  error: z.object({
    message: z.string(),
    type: z.string().optional(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Error types the API answers with; the web branches on these, never on message text. */
export const errorTypes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PRODUCT_NOT_FOUND',
  'CONFLICT',
  'INSUFFICIENT_STOCK',
  'ILLEGAL_STATUS_CHANGE',
  'IDEMPOTENCY_CONFLICT',
  'PAYMENT_FAILED',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INSUFFICIENT_STORAGE',
  'INTERNAL',
] as const;
export type ErrorType = (typeof errorTypes)[number];
