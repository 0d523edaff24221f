import { z } from 'zod';
import { pageInfoSchema, pageQuerySchema } from '../platform/pagination.ts';

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

// ---------- Admin moderation ----------

export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;

export const adminReviewQuerySchema = pageQuerySchema.extend({
  status: z.enum(reviewStatuses).optional(),
});
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

export const adminReviewListSchema = pageInfoSchema.extend({
  reviews: z.array(adminReviewSchema),
  /** Reviews per status over the whole shop (the tabs' counts). */
  counts: z.object({
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
  }),
});
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

export const rejectReviewBodySchema = z.object({
  reason: z
    .string({ error: 'Please give a reason' })
    .trim()
    .min(1, 'Please give a reason')
    .max(500, 'Reason must be at most 500 characters'),
});
