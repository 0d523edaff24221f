import { z } from 'zod';

/**
 * Specifications: the numbers and choices an RC shopper chooses by (a battery's cells, capacity,
 * C rating and connector; a motor's KV; a radio's channels and mode). An attribute is defined
 * once for the shop (its key, name, type and unit) and assigned to categories; a subcategory has
 * its parent's attributes too. A product carries values for its category's attributes, and a
 * variant may carry its own value of an attribute (the Orange 3S pack's capacity per version).
 * See docs/decisions/specifications.md.
 */

export const attributeTypes = ['number', 'choice', 'text'] as const;
export type AttributeType = (typeof attributeTypes)[number];

export const MAX_ATTRIBUTE_CHOICES = 40;
export const MAX_SPEC_TEXT = 80;
/** How many `spec=` filters one listing takes. */
export const MAX_SPEC_FILTERS = 10;

const attributeKey = z
  .string()
  .trim()
  .min(1, 'Key is required')
  .max(30, 'Keys are at most 30 characters')
  .regex(/^[a-z][a-z0-9_]*$/, 'Key must be lowercase letters, digits and _ (e.g. c_rating)');

/** An attribute as the admin writes it (POST/PUT /api/admin/attributes). */
export const attributeInputSchema = z
  .object({
    key: attributeKey,
    name: z.string().trim().min(1, 'Name is required').max(40, 'Names are at most 40 characters'),
    type: z.enum(attributeTypes, { error: 'type must be number, choice or text' }),
    /** Printed after a number ("mAh", "S", "KV"); a search for "2200mah" reads it. */
    unit: z.string().trim().max(12, 'Units are at most 12 characters').default(''),
    /** The allowed values of a choice attribute, in the order the filter lists them. */
    choices: z
      .array(z.string().trim().min(1).max(MAX_SPEC_TEXT))
      .max(MAX_ATTRIBUTE_CHOICES, `At most ${MAX_ATTRIBUTE_CHOICES} choices`)
      .default([]),
    /** Category slugs ('batteries-chargers', 'airplanes/electric') the attribute belongs to. */
    categories: z.array(z.string().trim().min(1).max(80)).max(50).default([]),
  })
  .refine((a) => a.type !== 'choice' || a.choices.length > 0, {
    message: 'A choice attribute needs at least one choice',
    path: ['choices'],
  })
  .refine((a) => new Set(a.choices.map((c) => c.toLowerCase())).size === a.choices.length, {
    message: 'Choices must differ',
    path: ['choices'],
  });
export type AttributeInput = z.infer<typeof attributeInputSchema>;

export const attributeSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  type: z.enum(attributeTypes),
  unit: z.string(),
  choices: z.array(z.string()),
  categories: z.array(z.string()),
});
export type Attribute = z.infer<typeof attributeSchema>;

/** A value as stored: a number for a number attribute, text for the others. */
export const specValueSchema = z.union([
  z.number().finite(),
  z.string().trim().min(1).max(MAX_SPEC_TEXT),
]);
export type SpecValue = z.infer<typeof specValueSchema>;

/** A product's or variant's values by attribute key: { cells: 3, capacity: 2200, connector: 'XT60' }. */
export const specsSchema = z.record(attributeKey, specValueSchema);
export type Specs = z.infer<typeof specsSchema>;

/** One row of a product page's specifications table (and of the compare table). */
export const specRowSchema = z.object({
  key: z.string(),
  name: z.string(),
  unit: z.string(),
  /** The product's value, or every version's values ("2200 / 3300 / 5000") when they differ. */
  values: z.array(specValueSchema),
  /** What the shop prints: "2200 mAh", "3S", "XT60", "2200 / 3300 / 5000 mAh". */
  display: z.string(),
});
export type SpecRow = z.infer<typeof specRowSchema>;

// The display of values is zod-free for the storefront's filters (spec-format.ts).
export { formatSpecValue, formatSpecValues } from './spec-format.ts';

/**
 * One `spec=` listing filter: `cells:3,4` (any of these values) or `capacity:1500..2500` (a
 * range; either end may be left out: `capacity:..2500`). Values are matched without case.
 */
export type SpecFilter =
  | { key: string; kind: 'values'; values: string[] }
  | { key: string; kind: 'range'; min: number | null; max: number | null };

const specFilterMessage =
  'spec must be key:value[,value…] or key:min..max, e.g. cells:3 or capacity:1500..2500';

export const specFilterSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^[a-z][a-z0-9_]*:.+$/, specFilterMessage)
  .transform((v, ctx): SpecFilter => {
    const at = v.indexOf(':');
    const key = v.slice(0, at);
    const rest = v.slice(at + 1).trim();
    const range = /^(-?\d+(?:\.\d+)?)?\.\.(-?\d+(?:\.\d+)?)?$/.exec(rest);
    if (range) {
      const min = range[1] === undefined ? null : Number(range[1]);
      const max = range[2] === undefined ? null : Number(range[2]);
      if (min === null && max === null) {
        ctx.addIssue({ code: 'custom', message: specFilterMessage });
        return z.NEVER;
      }
      return { key, kind: 'range', min, max };
    }
    const values = [
      ...new Set(
        rest
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    if (values.length === 0 || values.length > 20) {
      ctx.addIssue({ code: 'custom', message: specFilterMessage });
      return z.NEVER;
    }
    return { key, kind: 'values', values: values.sort() };
  });

/** How many listed products have each value of an attribute (counted with every other filter but its own). */
export const specFacetSchema = z.object({
  key: z.string(),
  name: z.string(),
  type: z.enum(attributeTypes),
  unit: z.string(),
  /** Each value with its product count; numbers ascending, choices in the attribute's order. */
  values: z.array(z.object({ value: specValueSchema, count: z.number().int() })),
  /** For a number attribute: the smallest and largest value among the listed products. */
  range: z.object({ min: z.number(), max: z.number() }).nullable(),
});
export type SpecFacet = z.infer<typeof specFacetSchema>;
