import { z } from 'zod';

export const wishlistBodySchema = z.object({ productId: z.string().uuid('Product not found') });
