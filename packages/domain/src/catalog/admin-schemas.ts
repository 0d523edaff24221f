import { z } from 'zod';
import { requiredText, rupeeAmount } from '../platform/fields.ts';
import { stockCount } from '../inventory/admin-schemas.ts';
import { productImageSchema } from './schemas.ts';
import { MAX_OPTIONS, MAX_VARIANTS, productOptionSchema, variantInputSchema } from './variants.ts';
import { specsSchema } from './specs.ts';
import { DEFAULT_GST_PERCENT } from '../pricing/gst.ts';
import { productDeclarationsSchema } from './declarations.ts';
import { DRONE_WEIGHT_MAX_GRAMS } from './drones.ts';

/**
 * Defaults for fields the shop owner leaves blank: only tax codes. Nothing a shopper reads as a
 * claim (warranty, seller rating, country of origin) is ever filled in for the owner
 * (docs/decisions/no-invented-product-claims.md).
 */
export const productDefaults = {
  hsnCode: '9503',
  gstRate: DEFAULT_GST_PERCENT,
} as const;

/** Why a product cannot be made active without its country of origin. */
export const COUNTRY_REQUIRED_TO_PUBLISH =
  'Please choose the country of origin before making the product active';

/** The home page's featured count runs 4 to 12, default 8. */
export const FEATURED_COUNT = { min: 4, max: 12, default: 8 } as const;
export const MAX_PRODUCT_IMAGES = 10;
export const LOW_STOCK_THRESHOLD = 10;
export const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28, 40] as const;

/** Line-list fields are split by line and empty lines dropped (a list is taken too). */
const lineList = (label: string) =>
  z
    .union([
      z.array(z.string().max(300, `${label}: each line must be at most 300 characters`)),
      z.string().max(10_000),
    ])
    .transform((v) =>
      (Array.isArray(v) ? v : v.split(/\r?\n/)).map((line) => line.trim()).filter(Boolean),
    )
    .refine((v) => v.length <= 30, `${label}: at most 30 lines`);

const optionalText = (max: number) => z.string().trim().max(max);

/** What a drone weight other than a whole number of grams in range is told. */
export const DRONE_WEIGHT_MESSAGE = `Drone weight must be a whole number of grams from 1 to ${DRONE_WEIGHT_MAX_GRAMS.toLocaleString('en-IN')} (its all-up weight)`;

/**
 * A drone's all-up weight in grams, or null for a product that is not a drone; its category
 * under the Drone Rules 2021 follows from it (docs/decisions/drones.md).
 */
export const droneWeightSchema = z
  .number({ error: DRONE_WEIGHT_MESSAGE })
  .int(DRONE_WEIGHT_MESSAGE)
  .min(1, DRONE_WEIGHT_MESSAGE)
  .max(DRONE_WEIGHT_MAX_GRAMS, DRONE_WEIGHT_MESSAGE)
  .nullable();

/**
 * Every field of a product the admin form sends. Money in rupees. Only tax codes are defaulted
 * (productDefaults) on create; an update may send any subset (PUT with { featured } toggles a deal).
 */
export const adminProductFieldsSchema = z.object({
  name: requiredText(
    'Please enter product name',
    200,
    'Product name must be at most 200 characters',
  ),
  /** A category id, or its slug ('drones', 'airplanes/electric'); saved lowercased. */
  category: z
    .string({ error: 'Please choose a category' })
    .trim()
    .toLowerCase()
    .min(1, 'Please choose a category')
    .max(120),
  price: rupeeAmount('Please enter valid price').refine((n) => n > 0, 'Please enter valid price'),
  /** Empty or 0 becomes the price (no discount). */
  originalPrice: z
    .union([rupeeAmount('Original price must be a number'), z.null()])
    .refine((n) => n === null || n >= 0, 'Original price cannot be negative'),
  /** Shown for information: the server derives the discount from the prices (docs/decisions/admin-products-and-categories.md). */
  discount: z
    .number({ error: 'Discount must be a number from 0 to 100' })
    .min(0, 'Discount must be between 0 and 100')
    .max(100, 'Discount must be between 0 and 100'),
  costPrice: z
    .union([rupeeAmount('Cost price must be a number'), z.null()])
    .refine((n) => n === null || n >= 0, 'Cost price cannot be negative'),
  stock: stockCount('Stock'),
  stockStatus: z.enum(['in_stock', 'out_of_stock'], {
    error: 'Stock status must be in_stock or out_of_stock',
  }),
  isActive: z.boolean(),
  featured: z.boolean(),
  trending: z.boolean(),
  freeDelivery: z.boolean(),
  /** Airlines will not carry it (LiPo batteries, fuel): couriers take it by road only. */
  shipsBySurface: z.boolean({ error: 'shipsBySurface must be true or false' }),
  description: requiredText(
    'Please enter product description',
    10_000,
    'Description must be at most 10,000 characters',
  ),
  highlights: lineList('Highlights'),
  whatsInBox: lineList("What's in the box"),
  services: lineList('Services'),
  warranty: z.object({
    period: optionalText(60),
    covered: optionalText(300),
    notCovered: optionalText(300),
  }),
  videoUrl: z.union([
    z.literal('').transform(() => null),
    z.null(),
    z
      .string()
      .trim()
      .max(500)
      .regex(/^https?:\/\/\S+$/, 'Video URL must start with http:// or https://'),
  ]),
  /** Rating and years in business are shown only when the owner enters them (null: not shown). */
  seller: z.object({
    name: optionalText(120),
    rating: z
      .number({ error: 'Seller rating must be a number from 0 to 5' })
      .min(0, 'Seller rating must be between 0 and 5')
      .max(5, 'Seller rating must be between 0 and 5')
      .nullable()
      .optional(),
    yearsInBusiness: z
      .number({ error: 'Years in business must be a whole number' })
      .int('Years in business must be a whole number')
      .min(0, 'Years in business cannot be negative')
      .max(200)
      .nullable()
      .optional(),
  }),
  brand: optionalText(80),
  sku: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9-]{1,39}$/, 'SKU must be 2-40 letters, digits or dashes'),
  hsnCode: z
    .string()
    .trim()
    .regex(/^(\d{4}|\d{6}|\d{8})$/, 'HSN code must be 4, 6 or 8 digits'),
  gstRate: z
    .number({ error: 'GST rate must be a number' })
    .refine(
      (n) => (GST_RATES as readonly number[]).includes(n),
      `GST rate must be one of ${GST_RATES.join(', ')} %`,
    ),
  /** A legal declaration the owner makes: never defaulted; blank or null is "not chosen yet". */
  countryOfOrigin: z.union([
    z.literal('').transform(() => null),
    z.null(),
    z
      .string()
      .trim()
      .min(2, 'Please enter the country of origin')
      .max(60, 'Country of origin must be at most 60 characters'),
  ]),
  /** Image URLs from POST /api/upload/multiple (or the product's own), in display order. */
  images: z
    .array(z.string().trim().min(1).max(500))
    .max(MAX_PRODUCT_IMAGES, `A product can have at most ${MAX_PRODUCT_IMAGES} images`),
  /** The options the product is sold in (docs/decisions/variants.md). */
  options: z
    .array(productOptionSchema)
    .max(MAX_OPTIONS, `A product has at most ${MAX_OPTIONS} options`),
  /**
   * The whole set of variants: entries with `id` update that variant, without create one; on an
   * update, variants left out are deleted (deactivated when an order names them).
   */
  variants: z
    .array(variantInputSchema)
    .max(MAX_VARIANTS, `A product has at most ${MAX_VARIANTS} variants`),
  /**
   * Its specifications by attribute key ({ cells: 3, connector: 'XT60' }); each key must be an
   * attribute of the product's category, each value of the attribute's type
   * (docs/decisions/specifications.md). Absent on an update: left as they are.
   */
  specValues: specsSchema,
  /**
   * What the label declares (docs/decisions/product-declarations.md), the whole set each time
   * (a field left out is none); absent on an update: left as they are.
   */
  declarations: productDeclarationsSchema,
  /** All-up weight in grams when the product is a drone; null: not a drone. */
  droneWeightGrams: droneWeightSchema,
});

/** How many models one part may be marked to fit. */
export const MAX_COMPATIBLE_MODELS = 50;

/**
 * `compatibleWith`: the ids of the models a part or accessory fits, the whole list each time (an
 * empty list clears it). Each must name another existing product; the server checks that.
 */
export const compatibleWithSchema = z
  .array(
    z
      .string({ error: 'compatibleWith must list product ids' })
      .trim()
      .toLowerCase()
      .regex(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
        'compatibleWith must list product ids',
      ),
    { error: 'compatibleWith must be a list of product ids' },
  )
  .max(MAX_COMPATIBLE_MODELS, `A product can fit at most ${MAX_COMPATIBLE_MODELS} models`)
  .transform((ids) => [...new Set(ids)]);

const fields = adminProductFieldsSchema.shape;

/**
 * Other names for product fields, taken beside the shop's own (docs/decisions/admin-products-and-categories.md):
 * `_id` or `id` names the product, `inStock` sets the stock status, `image` is the
 * first image, and `sold` (counted from orders) is read-only, so it is accepted and ignored.
 */
export const specProductFieldsSchema = z
  .object({
    _id: z.string().trim().min(1).max(64),
    id: z.string().trim().min(1).max(64),
    inStock: z.boolean({ error: 'inStock must be true or false' }),
    image: z.union([z.string().trim().max(500), z.null()]),
    sold: z.number(),
  })
  .partial();
const spec = specProductFieldsSchema.shape;

/** POST /api/products: name, category, price and description are required. */
export const createProductBodySchema = adminProductFieldsSchema
  .partial()
  .extend({
    ...spec,
    name: fields.name,
    category: fields.category,
    price: fields.price,
    description: fields.description,
    compatibleWith: compatibleWithSchema.optional(),
  })
  .strict();
export type CreateProductBody = z.infer<typeof createProductBodySchema>;

/** PUT /api/products/:id: any subset of the fields (a full or a partial update). */
export const updateProductBodySchema = adminProductFieldsSchema
  .partial()
  .extend({ ...spec, compatibleWith: compatibleWithSchema.optional() })
  .strict();
export type UpdateProductBody = z.infer<typeof updateProductBodySchema>;

/** POST /api/products/bulk-update: quick edits to many products, all or nothing. */
export const bulkUpdateProductsBodySchema = z.object({
  updates: z
    .array(
      adminProductFieldsSchema
        .pick({
          price: true,
          originalPrice: true,
          stock: true,
          stockStatus: true,
          featured: true,
          trending: true,
          isActive: true,
        })
        .partial()
        .extend(spec)
        .strict()
        .refine((u) => u.id !== undefined || u._id !== undefined, {
          message: 'Each update needs the product id (id or _id)',
          path: ['id'],
        })
        .refine((u) => u.id === undefined || u._id === undefined || u.id === u._id, {
          message: 'id and _id name different products',
          path: ['_id'],
        })
        .transform(({ _id, id, sold: _sold, ...change }) => ({ id: (id ?? _id)!, ...change })),
    )
    .min(1, 'Please choose at least one product to update')
    .max(100, 'At most 100 products can be updated at once'),
});
export type BulkUpdateProductsBody = z.infer<typeof bulkUpdateProductsBodySchema>;

export const bulkUpdateResultSchema = z.object({ updated: z.number().int() });

export const featuredCountSchema = z.object({
  count: z
    .number({
      error: `Featured count must be a whole number from ${FEATURED_COUNT.min} to ${FEATURED_COUNT.max}`,
    })
    .int(
      `Featured count must be a whole number from ${FEATURED_COUNT.min} to ${FEATURED_COUNT.max}`,
    )
    .min(FEATURED_COUNT.min, `Featured count must be at least ${FEATURED_COUNT.min}`)
    .max(FEATURED_COUNT.max, `Featured count must be at most ${FEATURED_COUNT.max}`),
});
export type FeaturedCount = z.infer<typeof featuredCountSchema>;

/** POST /api/upload/multiple answers the 640 px URLs (spec: data.urls) and each image's variants. */
export const uploadedImagesSchema = z.object({
  urls: z.array(z.string()),
  images: z.array(productImageSchema),
});
export type UploadedImages = z.infer<typeof uploadedImagesSchema>;
