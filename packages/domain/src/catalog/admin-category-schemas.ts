import { z } from 'zod';
import { requiredText } from '../platform/fields.ts';

// The admin's categories: the form's fields, the create and update bodies, and a category as the
// admin list shows it.

const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(60, 'Slug must be at most 60 characters')
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'Slug may use lowercase letters, digits and single dashes (e.g. nitro-gas)',
  );

export const categoryFieldsSchema = z.object({
  name: requiredText(
    'Please enter a category name',
    60,
    'Category name must be at most 60 characters',
  ),
  slug: slugSchema,
  /** The parent category's id; null or absent for a top-level category. */
  parentId: z.string().max(64).nullable(),
  icon: z.string().trim().max(60),
  image: z.union([z.string().trim().max(500), z.null()]),
  description: z.string().trim().max(1_000, 'Description must be at most 1,000 characters'),
  enabled: z.boolean(),
  /** False: the shop takes no returns of it (docs/decisions/returns-and-replacements.md). */
  returnable: z.boolean(),
  sortOrder: z.number().int().min(0).max(10_000),
});

/** POST /api/categories: a name is required; the slug is made from it when left out. */
export const createCategoryBodySchema = categoryFieldsSchema
  .partial()
  .extend({ name: categoryFieldsSchema.shape.name })
  .strict();
export type CreateCategoryBody = z.infer<typeof createCategoryBodySchema>;

export const updateCategoryBodySchema = categoryFieldsSchema.partial().strict();
export type UpdateCategoryBody = z.infer<typeof updateCategoryBodySchema>;

/** A category in the admin: every category (disabled too) with how many products use it. */
export const adminCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  path: z.string(),
  parentId: z.string().nullable(),
  icon: z.string(),
  image: z.string().nullable(),
  description: z.string(),
  enabled: z.boolean(),
  returnable: z.boolean(),
  sortOrder: z.number().int(),
  productCount: z.number().int(),
  childCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
