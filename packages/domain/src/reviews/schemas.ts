import { z } from 'zod';
import { requiredText } from '../platform/fields.ts';
import { pageSchema, statusPageQuerySchema, statusPageSchema } from '../platform/pagination.ts';

export const createReviewBodySchema = z.object({
  productId: z.string().uuid('Product not found'),
  rating: z.number().int('rating must be a whole number from 1 to 5').min(1).max(5),
  title: z.string().trim().min(1, 'Title is required').max(120),
  comment: z.string().trim().min(1, 'Comment is required').max(2000),
});
export type CreateReviewBody = z.infer<typeof createReviewBodySchema>;

export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;

export const reviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  rating: z.number().int(),
  title: z.string(),
  comment: z.string(),
  verified: z.boolean(),
  userName: z.string(),
  status: z.enum(reviewStatuses),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const productReviewsSchema = pageSchema('reviews', reviewSchema).extend({
  summary: z.object({
    average: z.number(),
    count: z.number().int(),
    /** Approved reviews per star, index 0 = 1 star. */
    breakdown: z.array(z.number().int()).length(5),
  }),
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;

// ---------- Admin moderation ----------

export const adminReviewQuerySchema = statusPageQuerySchema(reviewStatuses);
export type AdminReviewQuery = z.infer<typeof adminReviewQuerySchema>;

export const adminReviewSchema = reviewSchema.extend({
  productName: z.string(),
  /** Full name and email: admins moderate, the storefront shows first names only. */
  userName: z.string(),
  userEmail: z.string(),
  rejectReason: z.string().nullable(),
  moderatedAt: z.string().nullable(),
  /** The product and the reviewer, each with its name. */
  product: z.object({ id: z.string(), name: z.string() }),
  user: z.object({ name: z.string() }),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** `counts`: reviews per status over the whole shop. */
export const adminReviewListSchema = statusPageSchema('reviews', adminReviewSchema, reviewStatuses);
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

export const rejectReviewBodySchema = z.object({
  reason: requiredText('Please give a reason', 500, 'Reason must be at most 500 characters'),
});
