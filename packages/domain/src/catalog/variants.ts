import { z } from 'zod';
import { requiredText, rupeeAmount } from '../platform/fields.ts';
import { specsSchema } from './specs.ts';

/**
 * Variants: one product sold in several versions (Version RTF / BNF / PNP, Mode 1 / Mode 2, a
 * battery's capacity). A product has up to three options, each with its values, and one variant
 * per combination that is sold, with its own SKU, price, MRP, stock and active flag. A product
 * with no options has no variants and is sold as itself. See docs/decisions/variants.md.
 * Money in rupees on the wire, as everywhere in the API.
 */

export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 20;
export const MAX_VARIANTS = 100;

/** The separator between a product's name and its variant's label: "Skylark 1200 — BNF". */
export const VARIANT_NAME_SEPARATOR = ' — ';

const optionName = requiredText(
  'Option name is required',
  30,
  'Option names are at most 30 characters',
);
const optionValue = requiredText(
  'Option value is required',
  40,
  'Option values are at most 40 characters',
);

/** { name: 'Version', values: ['RTF', 'BNF', 'PNP'] } */
export const productOptionSchema = z.object({
  name: optionName,
  values: z
    .array(optionValue)
    .min(1, 'Each option needs at least one value')
    .max(MAX_OPTION_VALUES, `An option has at most ${MAX_OPTION_VALUES} values`),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/** A variant's choice of each option: { Version: 'BNF', Mode: 'Mode 2' }. */
export const variantChoiceSchema = z.record(optionName, optionValue);
export type VariantChoice = z.infer<typeof variantChoiceSchema>;

/** A variant as any visitor sees it (GET /api/products/{id}); only active variants are listed. */
export const storeVariantSchema = z.object({
  id: z.string(),
  sku: z.string(),
  options: variantChoiceSchema,
  price: z.number(),
  originalPrice: z.number(),
  stock: z.number().int(),
  inStock: z.boolean(),
  /** The variant's own first image, or null to show the product's. */
  image: z.string().nullable(),
  /**
   * The variant's own specification values by attribute key ({ capacity: 3300 }); an attribute
   * absent here has the product's value (docs/decisions/specifications.md).
   */
  specs: specsSchema,
});
export type StoreVariant = z.infer<typeof storeVariantSchema>;

/** A variant in the admin's create/update body: `id` absent creates it, present updates it. */
export const variantInputSchema = z.object({
  id: z.string().uuid().optional(),
  sku: requiredText('Each variant needs a SKU', 64, 'SKUs are at most 64 characters'),
  options: variantChoiceSchema,
  price: rupeeAmount('Please enter a valid variant price').refine(
    (n) => n > 0,
    'Please enter a valid variant price',
  ),
  /** MRP; absent or below the price: the price. */
  originalPrice: rupeeAmount('Please enter a valid variant MRP').optional(),
  stock: z
    .number({ error: 'Variant stock must be a whole number' })
    .int('Variant stock must be a whole number')
    .min(0, 'Variant stock cannot be negative')
    .max(1_000_000),
  isActive: z.boolean().default(true),
  images: z.array(z.string().trim().min(1).max(500)).max(10).default([]),
  /**
   * The variant's own specification values (its capacity), over the product's; absent on an
   * existing variant: left as they are (docs/decisions/specifications.md).
   */
  specValues: specsSchema.optional(),
});
export type VariantInput = z.infer<typeof variantInputSchema>;

/** A variant as the admin reads it: the store fields plus its active flag and images. */
export const adminVariantSchema = storeVariantSchema.omit({ specs: true }).extend({
  isActive: z.boolean(),
  images: z.array(z.string()),
  specValues: specsSchema,
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

/**
 * What is wrong with a set of options and variants, as messages (empty: fine): at most three
 * options with distinct names and values, every variant choosing exactly one listed value of each
 * option, no combination twice, no SKU twice, and variants only when there are options.
 */
export function variantProblems(options: ProductOption[], variants: VariantInput[]): string[] {
  const problems: string[] = [];
  if (options.length > MAX_OPTIONS) problems.push(`A product has at most ${MAX_OPTIONS} options`);
  const names = options.map((o) => o.name.toLowerCase());
  if (new Set(names).size !== names.length) problems.push('Option names must differ');
  for (const o of options) {
    const values = o.values.map((v) => v.toLowerCase());
    if (new Set(values).size !== values.length) {
      problems.push(`${o.name}: values must differ`);
    }
  }
  if (options.length === 0 && variants.length > 0) {
    problems.push('Add an option (such as Version) before adding variants');
  }
  if (options.length > 0 && variants.length === 0) {
    problems.push('A product with options needs at least one variant');
  }
  if (variants.length > MAX_VARIANTS) {
    problems.push(`A product has at most ${MAX_VARIANTS} variants`);
  }
  const combos = new Set<string>();
  const skus = new Set<string>();
  for (const v of variants) {
    const label =
      options
        .map((o) => v.options[o.name])
        .filter(Boolean)
        .join(' / ') || v.sku;
    const keys = Object.keys(v.options);
    const missing = options.filter((o) => !(o.name in v.options)).map((o) => o.name);
    const unknown = keys.filter((k) => !options.some((o) => o.name === k));
    if (missing.length > 0) problems.push(`${v.sku}: choose ${missing.join(' and ')}`);
    if (unknown.length > 0) problems.push(`${v.sku}: no option named ${unknown.join(', ')}`);
    for (const o of options) {
      const chosen = v.options[o.name];
      if (chosen !== undefined && !o.values.includes(chosen)) {
        problems.push(`${v.sku}: ${chosen} is not a value of ${o.name}`);
      }
    }
    const combo = options.map((o) => v.options[o.name] ?? '').join('\u0000');
    if (combos.has(combo)) problems.push(`${label}: this combination is listed twice`);
    combos.add(combo);
    const sku = v.sku.toLowerCase();
    if (skus.has(sku)) problems.push(`SKU ${v.sku} is used by two variants`);
    skus.add(sku);
  }
  return problems;
}

/**
 * "Version: BNF, Mode: Mode 2": each option by its own name, in the product's option order; carts,
 * orders and invoices carry it as the line's label.
 */
export function variantLabel(options: readonly ProductOption[], choice: VariantChoice): string {
  return options
    .filter((o) => Boolean(choice[o.name]))
    .map((o) => `${o.name}: ${choice[o.name]}`)
    .join(', ');
}

/** "Skylark 1200 — Version: BNF, Mode: Mode 2", or the product's name alone when there is no label. */
export function variantDisplayName(productName: string, label: string | null | undefined): string {
  return label ? `${productName}${VARIANT_NAME_SEPARATOR}${label}` : productName;
}
