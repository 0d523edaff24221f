import { z } from 'zod';
import { pageQuerySchema, searchParam, pageSchema } from '../platform/pagination.ts';
import { storeProductSchema } from './schemas.ts';
import { adminVariantSchema } from './variants.ts';
import { specsSchema } from './specs.ts';

// What the admin reads of the catalogue: a product, a row of the product list, and the list's
// query and page (the product forms' bodies are in admin-schemas.ts).

/** A product as the admin sees it: the store view plus cost price and internal state. */
export const adminProductSchema = storeProductSchema.extend({
  categoryId: z.string(),
  /** 'drones' or 'airplanes/electric': what the category field and filters take. */
  categoryPath: z.string(),
  costPrice: z.number().nullable(),
  stockStatus: z.enum(['in_stock', 'out_of_stock']),
  isActive: z.boolean(),
  sold: z.number().int(),
  updatedAt: z.string(),
  /** Every variant, inactive ones too. */
  variants: z.array(adminVariantSchema),
  /** Its own specification values by attribute key (the form's fields). */
  specValues: specsSchema,
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductRowSchema = adminProductSchema
  .pick({
    id: true,
    _id: true,
    name: true,
    sku: true,
    brand: true,
    category: true,
    categoryName: true,
    categoryId: true,
    categoryPath: true,
    price: true,
    originalPrice: true,
    discount: true,
    image: true,
    stock: true,
    stockStatus: true,
    inStock: true,
    featured: true,
    trending: true,
    isActive: true,
    shipsBySurface: true,
    sold: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({
    /** How many versions (variants) the product is sold in, retired ones too; 0 when none. */
    variantCount: z.number().int().min(0),
  });
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminProductSorts = [
  'newest',
  'oldest',
  'name',
  'name-desc',
  'price-low',
  'price-high',
  'stock-low',
  'stock-high',
  'sales',
] as const;
export type AdminProductSort = (typeof adminProductSorts)[number];
export const adminStockFilters = ['all', 'instock', 'outofstock', 'low'] as const;
export const adminFlagFilters = ['all', 'featured', 'trending', 'both', 'none'] as const;

/** GET /api/products/admin/all: search, filters, sort and pages all run on the server. */
export const adminProductListQuerySchema = pageQuerySchema.extend({
  search: searchParam(100),
  /** A category id or slug path; includes its subcategories. */
  category: z.string().trim().toLowerCase().max(120).optional(),
  stock: z
    .enum(adminStockFilters, { error: `stock must be one of: ${adminStockFilters.join(', ')}` })
    .default('all'),
  flags: z
    .enum(adminFlagFilters, { error: `flags must be one of: ${adminFlagFilters.join(', ')}` })
    .default('all'),
  sort: z
    .enum(adminProductSorts, { error: `sort must be one of: ${adminProductSorts.join(', ')}` })
    .default('newest'),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const adminProductListSchema = pageSchema('products', adminProductRowSchema);
export type AdminProductList = z.infer<typeof adminProductListSchema>;
