import { z } from 'zod';

export const createQuestionBodySchema = z.object({
  productId: z.string().uuid('Product not found'),
  question: z.string().trim().min(1, 'Question is required').max(500),
});
export type CreateQuestionBody = z.infer<typeof createQuestionBodySchema>;

export const questionSchema = z.object({
  id: z.string(),
  productId: z.string(),
  question: z.string(),
  askedBy: z.string(),
  answer: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Question = z.infer<typeof questionSchema>;
