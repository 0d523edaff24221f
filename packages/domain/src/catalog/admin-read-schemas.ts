import { z } from 'zod';
import { pageQuerySchema, searchParam, pageSchema } from '../platform/pagination.ts';
import { storeDeclarationsSchema, storeProductSchema } from './schemas.ts';
import { adminVariantSchema } from './variants.ts';
import { specsSchema } from './specs.ts';
import { droneCategories } from './drones.ts';

// What the admin reads of the catalogue: a product, a row of the product list, and the list's
// query and page (the product forms' bodies are in admin-schemas.ts).

/** Every declaration field, '' where none is given (docs/decisions/product-declarations.md). */
export const adminDeclarationsSchema = storeDeclarationsSchema.required();

/** A product as the admin sees it: the store view plus cost price and internal state. */
export const adminProductSchema = storeProductSchema.omit({ drone: true }).extend({
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
  declarations: adminDeclarationsSchema,
  /** All-up weight in grams; null: not a drone (docs/decisions/drones.md). */
  droneWeightGrams: z.number().int().nullable(),
  /** The Drone Rules category the weight puts it in; null: not a drone. */
  droneCategory: z.enum(droneCategories).nullable(),
  /** Made outside India and no importer declared: the product list flags it. */
  missingImporter: z.boolean(),
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
    missingImporter: true,
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
/** `missing-importer`: imported products whose declarations name no importer. */
export const adminDeclarationFilters = ['all', 'missing-importer'] as const;
export type AdminDeclarationFilter = (typeof adminDeclarationFilters)[number];

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
  /** Declarations to look at (docs/decisions/product-declarations.md). */
  declarations: z
    .enum(adminDeclarationFilters, {
      error: `declarations must be one of: ${adminDeclarationFilters.join(', ')}`,
    })
    .default('all'),
  sort: z
    .enum(adminProductSorts, { error: `sort must be one of: ${adminProductSorts.join(', ')}` })
    .default('newest'),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const adminProductListSchema = pageSchema('products', adminProductRowSchema);
export type AdminProductList = z.infer<typeof adminProductListSchema>;
