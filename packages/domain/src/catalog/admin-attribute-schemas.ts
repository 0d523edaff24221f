import { z } from 'zod';
import { attributeSchema } from './specs.ts';

// The admin's specification attributes (docs/decisions/specifications.md): the list, the delete's
// query, and which attributes a category has, in order. An attribute's own body is
// attributeInputSchema (specs.ts).

/** How many attributes one category may have of its own. */
export const MAX_CATEGORY_ATTRIBUTES = 60;

/** GET /api/admin/attributes: every attribute, sorted by name. */
export const attributeListSchema = z.object({ attributes: z.array(attributeSchema) });
export type AttributeList = z.infer<typeof attributeListSchema>;

/** DELETE /api/admin/attributes/:id?force=true also removes the values products carry. */
export const deleteAttributeQuerySchema = z.object({
  force: z
    .enum(['true', 'false', '1', '0'], { error: 'force must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

/** PUT /api/admin/categories/:id/attributes: the category's own attributes, in this order. */
export const categoryAttributesBodySchema = z.object({
  attributeIds: z
    .array(z.string().trim().toLowerCase().uuid('attributeIds must list attribute ids'), {
      error: 'attributeIds must be a list of attribute ids',
    })
    .max(MAX_CATEGORY_ATTRIBUTES, `A category has at most ${MAX_CATEGORY_ATTRIBUTES} attributes`)
    .refine((ids) => new Set(ids).size === ids.length, 'An attribute is listed twice'),
});
export type CategoryAttributesBody = z.infer<typeof categoryAttributesBodySchema>;

/**
 * A category's attributes: its own in their order (what the PUT sets), and those it has from its
 * parent, which its products carry first.
 */
export const categoryAttributesSchema = z.object({
  attributes: z.array(attributeSchema),
  inherited: z.array(attributeSchema),
});
export type CategoryAttributes = z.infer<typeof categoryAttributesSchema>;
