import { z } from 'zod';
import { productCardSchema } from '../catalog/schemas.ts';

/** How many models one shopper's hangar holds. */
export const MAX_HANGAR_MODELS = 20;

/** POST /api/hangar: a model the shopper owns (an active product). */
export const hangarBodySchema = z.object({
  productId: z.string().uuid('Product not found'),
});
export type HangarBody = z.infer<typeof hangarBodySchema>;

export const hangarParamsSchema = z.object({ productId: z.string().max(64) });

/** A model in My hangar: its product card and how many active parts fit it. */
export const hangarModelSchema = productCardSchema.extend({
  partCount: z.number().int(),
  addedAt: z.string(),
});
export type HangarModel = z.infer<typeof hangarModelSchema>;

/** Every hangar answer: the whole hangar, newest first. */
export const hangarSchema = z.array(hangarModelSchema);
