import { z } from 'zod';
import { pageInfoSchema } from '../platform/pagination.ts';

export const createReviewBodySchema = z.object({
  productId: z.string().uuid('Product not found'),
  rating: z.number().int('rating must be a whole number from 1 to 5').min(1).max(5),
  title: z.string().trim().min(1, 'Title is required').max(120),
  comment: z.string().trim().min(1, 'Comment is required').max(2000),
});
export type CreateReviewBody = z.infer<typeof createReviewBodySchema>;

export const reviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  rating: z.number().int(),
  title: z.string(),
  comment: z.string(),
  verified: z.boolean(),
  userName: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const productReviewsSchema = pageInfoSchema.extend({
  reviews: z.array(reviewSchema),
  summary: z.object({
    average: z.number(),
    count: z.number().int(),
    /** Approved reviews per star, index 0 = 1 star. */
    breakdown: z.array(z.number().int()).length(5),
  }),
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;
