import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { DEFAULT_GST_RATE_BP } from '@propwash/domain/pricing/gst';
import type { ProductOption, VariantChoice } from '@propwash/domain/catalog/variants';
import type { AttributeType, Specs } from '@propwash/domain/catalog/specs';
import type { VocabularyKind } from '@propwash/domain/catalog/search';
import { emptyDeclarations, type ProductDeclarations } from '@propwash/domain/catalog/declarations';
import {
  timestamptz,
  primaryId,
  createdAt,
  timestamps,
  requiredRef,
} from '../../platform/columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'catalog_category',
  {
    id: primaryId(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default('fas fa-tag'),
    image: text('image'),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    // False for goods the shop takes no returns of, e.g. LiPo batteries (docs/decisions/returns-and-replacements.md);
    // a subcategory of such a category is not returnable either.
    returnable: boolean('returnable').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    // Subcategory slugs repeat across parents (airplanes/propellers vs propellers), so a slug is
    // unique among its siblings; top-level slugs are unique on their own.
    uniqueIndex('catalog_category_parent_slug_uq').on(t.parentId, t.slug),
    uniqueIndex('catalog_category_top_slug_uq')
      .on(t.slug)
      .where(sql`${t.parentId} is null`),
    index('catalog_category_parent_idx').on(t.parentId, t.sortOrder),
    check('catalog_category_slug_ck', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** Old or alternative slugs that redirect to a category (planes → airplanes). */
export const categoryAliases = pgTable('catalog_category_alias', {
  alias: text('alias').primaryKey(),
  categoryId: requiredRef('category_id', () => categories.id, 'cascade'),
});

export type Warranty = { period: string; covered: string; notCovered: string };
/** Rating and years in business only as the owner entered them; null is not shown. */
export type Seller = { name: string; rating: number | null; yearsInBusiness: number | null };

export const products = pgTable(
  'catalog_product',
  {
    id: primaryId(),
    sku: text('sku').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull().default(''),
    categoryId: requiredRef('category_id', () => categories.id, 'restrict'),
    // Category names (and parent's) kept here by the catalog service so search can match them.
    searchKeywords: text('search_keywords').notNull().default(''),
    description: text('description').notNull(),
    pricePaise: integer('price_paise').notNull(),
    originalPricePaise: integer('original_price_paise').notNull(),
    costPricePaise: integer('cost_price_paise'),
    discountPercent: integer('discount_percent')
      .notNull()
      .generatedAlwaysAs(
        sql`case when original_price_paise > price_paise then round((original_price_paise - price_paise) * 100.0 / original_price_paise)::integer else 0 end`,
      ),
    stock: integer('stock').notNull().default(0),
    // The admin's stock status; a product is in stock only when this is set and stock > 0.
    stockStatus: text('stock_status', { enum: ['in_stock', 'out_of_stock'] })
      .notNull()
      .default('in_stock'),
    isActive: boolean('is_active').notNull().default(true),
    // Set when the admin deletes the product: it leaves the shop and the admin list, while
    // orders, stock movements and reviews keep pointing at it.
    deletedAt: timestamptz('deleted_at'),
    featured: boolean('featured').notNull().default(false),
    trending: boolean('trending').notNull().default(false),
    freeDelivery: boolean('free_delivery').notNull().default(false),
    // Goods airlines will not carry (LiPo batteries, fuel): road only, no express
    // (docs/decisions/goods-that-ship-by-surface.md).
    shipsBySurface: boolean('ships_by_surface').notNull().default(false),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    reviewCount: integer('review_count').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
    whatsInBox: jsonb('whats_in_box').$type<string[]>().notNull().default([]),
    services: jsonb('services').$type<string[]>().notNull().default([]),
    warranty: jsonb('warranty').$type<Warranty>().notNull(),
    videoUrl: text('video_url'),
    seller: jsonb('seller').$type<Seller>().notNull(),
    hsnCode: text('hsn_code').notNull(),
    // GST rate in basis points (1800 = 18%), so 0.25% and 3% rates stay exact.
    gstRateBp: integer('gst_rate_bp').notNull().default(DEFAULT_GST_RATE_BP),
    // A legal declaration the owner makes, never defaulted; an active product must have it
    // (docs/decisions/no-invented-product-claims.md).
    countryOfOrigin: text('country_of_origin'),
    // What the label declares: manufacturer or importer, net quantity, month of manufacture or
    // import, consumer care, and the BIS, WPC and battery EPR numbers where they apply
    // (docs/decisions/product-declarations.md).
    declarations: jsonb('declarations')
      .$type<ProductDeclarations>()
      .notNull()
      .default(emptyDeclarations),
    // A drone's all-up weight in grams, which decides its category under the Drone Rules 2021
    // (docs/decisions/drones.md); null: not a drone.
    droneWeightGrams: integer('drone_weight_grams'),
    // The options a product is sold in (Version: RTF / BNF / PNP); empty: sold as itself, no
    // variants. With options, price and stock above follow the variants (docs/decisions/variants.md),
    // and priceVaries says the active variants differ in price ("from ₹X").
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    priceVaries: boolean('price_varies').notNull().default(false),
    // Specification values by attribute key (docs/decisions/specifications.md); a variant's own
    // values (catalog_variant.specs) are over these.
    specs: jsonb('specs').$type<Specs>().notNull().default({}),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(brand, '') || ' ' || coalesce(search_keywords, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
      ),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('catalog_product_sku_uq').on(t.sku),
    uniqueIndex('catalog_product_slug_uq').on(t.slug),
    index('catalog_product_category_idx').on(t.categoryId, t.createdAt),
    index('catalog_product_price_idx').on(t.pricePaise),
    index('catalog_product_created_idx').on(t.createdAt),
    index('catalog_product_rating_idx').on(t.ratingAvg),
    index('catalog_product_discount_idx').on(t.discountPercent),
    index('catalog_product_sold_idx').on(t.soldCount),
    index('catalog_product_name_idx').on(t.name),
    index('catalog_product_featured_idx')
      .on(t.createdAt)
      .where(sql`${t.featured}`),
    index('catalog_product_trending_idx')
      .on(t.createdAt)
      .where(sql`${t.trending}`),
    index('catalog_product_low_stock_idx').on(t.stock),
    index('catalog_product_search_idx').using('gin', t.searchVector),
    // Specification filters and the search's spec words ("3s": cells 3) test containment.
    index('catalog_product_specs_idx').using('gin', sql`${t.specs} jsonb_path_ops`),
    index('catalog_product_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // The default listing order (deals, best sellers, newest) without sorting the whole table.
    index('catalog_product_default_order_idx')
      .on(t.featured.desc(), t.soldCount.desc(), t.createdAt.desc(), t.id)
      .where(sql`is_active`),
    // 'You May Also Like': nearest price within a category, read from both sides of the price.
    index('catalog_product_category_price_idx').on(t.categoryId, t.pricePaise),
    // The listing's country-of-origin filter.
    index('catalog_product_origin_idx').on(t.countryOfOrigin),
    check('catalog_product_price_ck', sql`${t.pricePaise} > 0`),
    check(
      'catalog_product_drone_weight_ck',
      sql`${t.droneWeightGrams} is null or ${t.droneWeightGrams} > 0`,
    ),
    check('catalog_product_original_ck', sql`${t.originalPricePaise} >= ${t.pricePaise}`),
    check('catalog_product_stock_ck', sql`${t.stock} >= 0`),
    check('catalog_product_gst_ck', sql`${t.gstRateBp} between 0 and 4000`),
    check('catalog_product_rating_ck', sql`${t.ratingAvg} between 0 and 5`),
    check(
      'catalog_product_origin_when_active_ck',
      sql`not ${t.isActive} or ${t.countryOfOrigin} is not null`,
    ),
  ],
);

/**
 * A product's earlier slugs, each 301-redirecting to its current one (docs/decisions/
 * readable-product-urls.md); a slug is a product's current slug or one alias, never both.
 */
export const productSlugAliases = pgTable(
  'catalog_product_slug_alias',
  {
    slug: text('slug').primaryKey(),
    productId: requiredRef('product_id', () => products.id, 'cascade'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('catalog_product_slug_alias_product_idx').on(t.productId)],
);

/** Product images: `key` names WebP variants stored as {key}-{320|640|1280}.webp. */
export const productImages = pgTable(
  'catalog_product_image',
  {
    id: primaryId(),
    productId: requiredRef('product_id', () => products.id, 'cascade'),
    position: integer('position').notNull(),
    key: text('key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
    bytes: integer('bytes').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('catalog_product_image_position_uq').on(t.productId, t.position)],
);

/** One row per visitor per product per day: cheap view counting for conversion, no personal data. */
export const productViews = pgTable(
  'catalog_product_view',
  {
    day: text('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
    productId: requiredRef('product_id', () => products.id, 'cascade'),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.visitorHash, t.productId] }),
    index('catalog_product_view_product_idx').on(t.productId),
  ],
);

/**
 * One version of a product (docs/decisions/variants.md): its choice of each of the product's
 * options, with its own SKU, price, MRP, stock and active flag. The product row keeps the cheapest
 * active variant's price and the sum of the active variants' stock, written in the same
 * transaction as the variants.
 */
export const productVariants = pgTable(
  'catalog_variant',
  {
    id: primaryId(),
    productId: requiredRef('product_id', () => products.id, 'cascade'),
    sku: text('sku').notNull(),
    options: jsonb('options').$type<VariantChoice>().notNull().default({}),
    // "BNF / Mode 2": the values in the product's option order, kept for orders and stock history.
    label: text('label').notNull(),
    pricePaise: integer('price_paise').notNull(),
    originalPricePaise: integer('original_price_paise').notNull(),
    stock: integer('stock').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    // Image URLs of this variant (the product's images when empty).
    images: jsonb('images').$type<string[]>().notNull().default([]),
    // This version's own specification values (its capacity), over the product's.
    specs: jsonb('specs').$type<Specs>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('catalog_variant_sku_uq').on(sql`lower(${t.sku})`),
    index('catalog_variant_product_idx').on(t.productId, t.sortOrder),
    check('catalog_variant_price_ck', sql`${t.pricePaise} > 0`),
    check('catalog_variant_original_ck', sql`${t.originalPricePaise} >= ${t.pricePaise}`),
    check('catalog_variant_stock_ck', sql`${t.stock} >= 0`),
  ],
);

/**
 * Which models a part or accessory fits (docs/decisions/parts-that-fit.md): one
 * row per part and model, both catalog products. Read both ways: a part's page names its models
 * (the primary key), a model's page and `?fits=` list its parts (the model index).
 */
export const productFits = pgTable(
  'catalog_product_fit',
  {
    partId: requiredRef('part_id', () => products.id, 'cascade'),
    modelId: requiredRef('model_id', () => products.id, 'cascade'),
  },
  (t) => [
    primaryKey({ columns: [t.partId, t.modelId] }),
    index('catalog_product_fit_model_idx').on(t.modelId, t.partId),
    check('catalog_product_fit_not_itself_ck', sql`${t.partId} <> ${t.modelId}`),
  ],
);

/**
 * A specification the shop's products can carry (docs/decisions/specifications.md): defined once
 * (key, name, type, unit) and assigned to categories in catalog_category_attribute.
 */
export const attributes = pgTable(
  'catalog_attribute',
  {
    id: primaryId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ['number', 'choice', 'text'] })
      .$type<AttributeType>()
      .notNull(),
    unit: text('unit').notNull().default(''),
    choices: jsonb('choices').$type<string[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('catalog_attribute_key_uq').on(t.key),
    check('catalog_attribute_key_ck', sql`${t.key} ~ '^[a-z][a-z0-9_]*$'`),
  ],
);

/** Which attributes a category's products carry, in the order its table and filters show them. */
export const categoryAttributes = pgTable(
  'catalog_category_attribute',
  {
    categoryId: requiredRef('category_id', () => categories.id, 'cascade'),
    attributeId: requiredRef('attribute_id', () => attributes.id, 'cascade'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.attributeId] }),
    index('catalog_category_attribute_attribute_idx').on(t.attributeId),
  ],
);

/**
 * The search vocabulary the owner edits (docs/decisions/search-engine.md): a group of words that
 * mean the same ('synonyms'), or words that say nothing about a product ('ignore').
 */
export const searchVocabulary = pgTable('catalog_search_vocabulary', {
  id: primaryId(),
  kind: text('kind', { enum: ['synonyms', 'ignore'] })
    .$type<VocabularyKind>()
    .notNull(),
  words: jsonb('words').$type<string[]>().notNull(),
  ...timestamps(),
});

/** One shopper search of the results page, for the admin's top and no-result searches. */
export const searchLog = pgTable(
  'catalog_search_log',
  {
    id: primaryId(),
    // Normalised (lowercase, single spaces); no shopper is recorded.
    query: text('query').notNull(),
    results: integer('results').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('catalog_search_log_created_idx').on(t.createdAt),
    index('catalog_search_log_query_idx').on(t.query, t.createdAt),
  ],
);
