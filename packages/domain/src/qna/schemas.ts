import { z } from 'zod';
import { requiredText } from '../platform/fields.ts';
import { statusPageQuerySchema, statusPageSchema } from '../platform/pagination.ts';

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

// ---------- Admin: answering questions ----------

export const questionStatuses = ['pending', 'answered'] as const;

export const adminQuestionQuerySchema = statusPageQuerySchema(questionStatuses);
export type AdminQuestionQuery = z.infer<typeof adminQuestionQuerySchema>;

export const adminQuestionSchema = questionSchema.extend({
  productName: z.string(),
  status: z.enum(questionStatuses),
  /** Full name and email of the customer who asked (null once their account is deleted). */
  askedBy: z.string(),
  askedByEmail: z.string().nullable(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

export const adminQuestionListSchema = statusPageSchema(
  'questions',
  adminQuestionSchema,
  questionStatuses,
);
export type AdminQuestionList = z.infer<typeof adminQuestionListSchema>;

export const answerQuestionBodySchema = z.object({
  answer: requiredText('Please write an answer', 2000, 'Answer must be at most 2000 characters'),
});
