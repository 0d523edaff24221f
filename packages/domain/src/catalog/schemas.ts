import { z } from 'zod';
import { pageQuerySchema, searchParam, pageSchema } from '../platform/pagination.ts';
import { productOptionSchema, storeVariantSchema } from './variants.ts';
import { searchInfoSchema } from './search.ts';
import { MAX_SPEC_FILTERS, specFacetSchema, specFilterSchema, specRowSchema } from './specs.ts';
import type { ProductDeclarations } from './declarations.ts';
import { droneCategories } from './drones.ts';

export const productSorts = [
  'default',
  'price-low',
  'price-high',
  'rating',
  'discount',
  'newest',
  'name',
] as const;
export type ProductSort = (typeof productSorts)[number];

export const availabilityOptions = ['all', 'instock', 'outofstock'] as const;

/** How many models one fits filter may name (GET /api/products?fits=a,b,…). */
export const MAX_FITS_FILTER_IDS = 20;
const PRODUCT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const fitsMessage = `fits must be up to ${MAX_FITS_FILTER_IDS} product ids separated by commas`;

/**
 * `fits=<id>[,<id>…]`: parts that fit any of these models. Read as a sorted list of distinct,
 * lowercased ids, so one set of models is one cache key whatever the order it was written in.
 */
export const fitsFilterSchema = z
  .string()
  .max(MAX_FITS_FILTER_IDS * 40, fitsMessage)
  .transform((v) => [
    ...new Set(
      v
        .split(',')
        .map((id) => id.trim().toLowerCase())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.string().regex(PRODUCT_ID, fitsMessage))
      .min(1, fitsMessage)
      .max(MAX_FITS_FILTER_IDS, fitsMessage)
      .transform((ids) => ids.sort()),
  );

/** How many countries one origin filter may name (GET /api/products?origin=China,Taiwan). */
export const MAX_ORIGIN_FILTERS = 20;
const originMessage = `origin must be up to ${MAX_ORIGIN_FILTERS} countries, repeated or separated by commas`;

/**
 * `origin=China&origin=Taiwan` or `origin=China,Taiwan`: products made in any of these countries
 * (docs/decisions/product-declarations.md). Read as a sorted list of distinct names, so one set
 * of countries is one cache key whatever the order it was written in.
 */
export const originFilterSchema = z
  .union([
    z.string().max(MAX_ORIGIN_FILTERS * 61, originMessage),
    z.array(z.string().max(600)).max(100, originMessage),
  ])
  .transform((v) => [
    ...new Set(
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((c) => c.trim().replace(/\s+/g, ' '))
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.string().max(60, originMessage))
      .min(1, originMessage)
      .max(MAX_ORIGIN_FILTERS, originMessage)
      .transform((countries) => countries.sort()),
  );

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** One `option=Name:Value` listing filter ("Version:BNF"), split at its first colon. */
const optionFilter = z
  .string()
  .trim()
  .max(80)
  .regex(/^[^:]+:.+$/, 'option must be Name:Value, e.g. Version:BNF')
  .transform((v) => {
    const at = v.indexOf(':');
    return { name: v.slice(0, at).trim(), value: v.slice(at + 1).trim() };
  });

/** GET /api/products query: every filter runs on the server. */
export const productListQuerySchema = pageQuerySchema.extend({
  category: z
    .string()
    .trim()
    .max(80)
    // A subcategory is named under its parent ('airplanes/propellers'): slugs repeat across parents.
    .regex(/^[a-z0-9-]*(\/[a-z0-9-]+)?$/, 'category must be a category slug or parent/child')
    .optional(),
  search: searchParam(100),
  sort: z
    .enum(productSorts, { error: `sort must be one of: ${productSorts.join(', ')}` })
    .default('default'),
  minPrice: z.coerce.number().min(0).max(10_000_000).optional(),
  maxPrice: z.coerce.number().min(0).max(10_000_000).optional(),
  minRating: z.coerce.number().min(0).max(5).optional(),
  availability: z.enum(availabilityOptions).default('all'),
  minDiscount: z.coerce.number().int().min(0).max(100).optional(),
  deals: flag,
  trending: flag,
  /**
   * Repeatable: products with an active variant having the value (docs/decisions/variants.md);
   * values of one name: any of them; several names: all of them.
   */
  option: z.union([optionFilter.transform((o) => [o]), z.array(optionFilter).max(10)]).optional(),
  fits: fitsFilterSchema.optional(),
  /**
   * Repeatable specification filters (docs/decisions/specifications.md): `spec=cells:3,4`,
   * `spec=capacity:1500..2500`; several keys: all of them.
   */
  spec: z
    .union([
      specFilterSchema.transform((f) => [f]),
      z.array(specFilterSchema).max(MAX_SPEC_FILTERS, `At most ${MAX_SPEC_FILTERS} spec filters`),
    ])
    .optional(),
  /** Country of origin, any of these (docs/decisions/product-declarations.md). */
  origin: originFilterSchema.optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productImageSchema = z.object({
  url: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const warrantySchema = z.object({
  period: z.string(),
  covered: z.string(),
  notCovered: z.string(),
});

/** Rating and years in business only when the owner entered them (null: not shown). */
export const sellerSchema = z.object({
  name: z.string(),
  rating: z.number().nullable(),
  yearsInBusiness: z.number().int().nullable(),
});

/** A model a part fits, as the part's page names and links it. */
export const fitModelSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
});
export type FitModel = z.infer<typeof fitModelSchema>;

const declared = z.string().optional();
/**
 * What the product's label declares (docs/decisions/product-declarations.md), only the fields
 * the owner filled in: an empty object when nothing is declared.
 */
export const storeDeclarationsSchema = z.object({
  manufacturerName: declared,
  manufacturerAddress: declared,
  importerName: declared,
  importerAddress: declared,
  netQuantity: declared,
  /** YYYY-MM. */
  monthOfManufactureOrImport: declared,
  consumerCare: declared,
  bisLicence: declared,
  wpcApproval: declared,
  batteryEpr: declared,
}) satisfies z.ZodType<Partial<ProductDeclarations>>;
export type StoreDeclarations = z.infer<typeof storeDeclarationsSchema>;

/** A drone's all-up weight and the category it puts it in (docs/decisions/drones.md). */
export const storeDroneSchema = z.object({
  weightGrams: z.number().int(),
  category: z.enum(droneCategories),
  /** "Micro (250 g to 2 kg)". */
  categoryLabel: z.string(),
});
export type StoreDrone = z.infer<typeof storeDroneSchema>;

/** A product as any visitor may see it (no cost price, no internal fields). Money in rupees. */
export const storeProductSchema = z.object({
  id: z.string(),
  /** The same id again as `_id`: clients may read either spelling. */
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  brand: z.string(),
  category: z.string(),
  categoryName: z.string(),
  description: z.string(),
  price: z.number(),
  originalPrice: z.number(),
  discount: z.number().int(),
  image: z.string().nullable(),
  images: z.array(productImageSchema),
  stock: z.number().int(),
  inStock: z.boolean(),
  rating: z.number(),
  reviews: z.number().int(),
  featured: z.boolean(),
  trending: z.boolean(),
  freeDelivery: z.boolean(),
  /** Goes by road only (LiPo batteries, fuel): no express, and standard takes the surface days longer. */
  shipsBySurface: z.boolean(),
  highlights: z.array(z.string()),
  whatsInBox: z.array(z.string()),
  services: z.array(z.string()),
  warranty: warrantySchema,
  videoUrl: z.string().nullable(),
  seller: sellerSchema,
  hsnCode: z.string(),
  gstRate: z.number(),
  /** Null only while the product is a draft: an active product always declares it. */
  countryOfOrigin: z.string().nullable(),
  /** The label's declarations the owner gave (empty fields left out). */
  declarations: storeDeclarationsSchema,
  /** Its weight and Drone Rules category when the product is a drone; null otherwise. */
  drone: storeDroneSchema.nullable(),
  createdAt: z.string(),
  /** True when the active variants differ in price: the shop shows "from ₹X". */
  priceVaries: z.boolean(),
  /** The options the product is sold in; empty for a product without variants. */
  options: z.array(productOptionSchema),
  /** Its active variants (empty without options); price/stock above are the variants'. */
  variants: z.array(storeVariantSchema),
  /**
   * Ids of the models this part or accessory fits (docs/decisions/parts-that-fit.md):
   * active models only in the shop; every model it is linked to in the admin.
   */
  compatibleWith: z.array(z.string()),
  /** The same models with their names and first pictures, in the same order. */
  fitsModels: z.array(fitModelSchema),
  /** Its specifications table, in the category's attribute order; values the owner left empty are absent. */
  specs: z.array(specRowSchema),
});
export type StoreProduct = z.infer<typeof storeProductSchema>;

/** The lighter card shape used by lists. */
const cardFieldsSchema = storeProductSchema.pick({
  id: true,
  _id: true,
  name: true,
  slug: true,
  brand: true,
  category: true,
  categoryName: true,
  price: true,
  originalPrice: true,
  discount: true,
  image: true,
  images: true,
  stock: true,
  inStock: true,
  rating: true,
  reviews: true,
  featured: true,
  trending: true,
  freeDelivery: true,
  createdAt: true,
  priceVaries: true,
});
export const productCardSchema = cardFieldsSchema.extend({
  /** Sold in versions (it has options): a card's button opens the page to choose one. */
  hasVersions: z.boolean(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** Cards shown per category in a model's "Parts that fit"; "See all" lists the rest. */
export const PARTS_PER_GROUP = 4;

/** A model's "Parts that fit": the active parts linked to it, a few per category. */
export const partsThatFitSchema = z.object({
  /** Every active part that fits the model. */
  total: z.number().int(),
  groups: z.array(
    z.object({
      /** What the category filter takes ('batteries-chargers', 'airplanes/propellers'). */
      category: z.string(),
      categoryName: z.string(),
      total: z.number().int(),
      products: z.array(productCardSchema),
    }),
  ),
});
export type PartsThatFit = z.infer<typeof partsThatFitSchema>;

/** GET /api/products/:id: the product, and for a model, the parts that fit it. */
export const storeProductPageSchema = storeProductSchema.extend({
  partsThatFit: partsThatFitSchema,
});
export type StoreProductPage = z.infer<typeof storeProductPageSchema>;

/** How many products each filter choice leaves (counted with every other active filter). */
export const productFacetsSchema = z.object({
  /** `slug` is what the category filter takes: 'drones', or 'airplanes/propellers' for a child. */
  categories: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
  availability: z.object({ instock: z.number().int(), outofstock: z.number().int() }),
  /** Products rated at least `min` (4, 3, 2, 1). */
  rating: z.array(z.object({ min: z.number().int(), count: z.number().int() })),
  /** Products discounted at least `min` % (10, 20, 30, 40, 50). */
  discount: z.array(z.object({ min: z.number().int(), count: z.number().int() })),
  price: z.object({ min: z.number(), max: z.number() }),
  /** Option values of the listed products' active variants, with how many products have each. */
  options: z.array(
    z.object({
      name: z.string(),
      values: z.array(z.object({ value: z.string(), count: z.number().int() })),
    }),
  ),
  /** Specifications of the listed products' categories that some listed product has. */
  specs: z.array(specFacetSchema),
  /** Countries of origin of the listed products, most products first (the `origin` filter). */
  origins: z.array(z.object({ country: z.string(), count: z.number().int() })),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

export const productListSchema = pageSchema('products', productCardSchema).extend({
  /** Present on GET /api/products; storefront listing pages show the counts. */
  facets: productFacetsSchema.optional(),
  /** With `search`: what the search did with the words (docs/decisions/search-engine.md). */
  search: searchInfoSchema.optional(),
  /**
   * When a search finds nothing: the nearest words the shop knows, the likely categories and
   * popular products, so the page is never a dead end.
   */
  noResults: z
    .object({
      words: z.array(z.string()),
      categories: z.array(z.object({ slug: z.string(), name: z.string() })),
      popular: z.array(productCardSchema),
    })
    .optional(),
});
export type ProductList = z.infer<typeof productListSchema>;

export const productIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  parentId: z.string().nullable(),
  parentSlug: z.string().nullable(),
  icon: z.string(),
  image: z.string().nullable(),
  description: z.string(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

/**
 * Header live-search suggestions: at most 5, the first products of the results page's own
 * search for the same words (docs/decisions/search-engine.md).
 */
export const searchSuggestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  categoryName: z.string(),
  price: z.number(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;
export const suggestQuerySchema = z.object({
  q: z.string().trim().min(2, 'q must be at least 2 characters').max(100),
  limit: z.coerce.number().int().min(1).max(5).default(5),
});
