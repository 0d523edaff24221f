import { z } from 'zod';
import {
  pageInfoSchema,
  pageQuerySchema,
  pageSchema,
  searchParam,
} from '../platform/pagination.ts';

/** Inventory: stock levels, stock edits with a reason, and their history. */

/** Defaults: the reason a blank stock edit records, and the low-stock line. */
export const DEFAULT_STOCK_REASON = 'Admin Update';
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;
export const MAX_STOCK = 1_000_000;

/** A count of units in stock (`label` names it in the messages): a whole number, 0 to MAX_STOCK. */
export const stockCount = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_STOCK, `${label} must be at most 1,000,000`);

export const stockQuantitySchema = stockCount('Quantity');

/** Blank means DEFAULT_STOCK_REASON. */
export const stockReasonSchema = z.preprocess(
  (v) =>
    v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v,
  z
    .string({ error: 'Reason must be text' })
    .trim()
    .max(200, 'Reason must be at most 200 characters')
    .default(DEFAULT_STOCK_REASON),
);

/** PUT /api/inventory/:id/stock: sets the stock to `quantity`. */
export const setStockBodySchema = z.object({
  quantity: stockQuantitySchema,
  reason: stockReasonSchema,
});
export type SetStockBody = z.infer<typeof setStockBodySchema>;

/** POST /api/inventory/bulk-update: every line applies, or none does. */
export const bulkStockBodySchema = z.object({
  updates: z
    .array(
      z.object({
        productId: z.string({ error: 'productId is required' }).min(1).max(64),
        quantity: stockQuantitySchema,
        reason: stockReasonSchema,
      }),
    )
    .min(1, 'Please send at least one stock update')
    .max(100, 'At most 100 products can be updated at once')
    .refine(
      (lines) => new Set(lines.map((l) => l.productId.toLowerCase())).size === lines.length,
      'Each product can appear only once',
    ),
});
export type BulkStockBody = z.infer<typeof bulkStockBodySchema>;

export const inventorySorts = ['stock-low', 'stock-high', 'name', 'updated'] as const;
export type InventorySort = (typeof inventorySorts)[number];

/** GET /api/inventory */
export const inventoryListQuerySchema = pageQuerySchema.extend({
  search: searchParam(100),
  sort: z
    .enum(inventorySorts, { error: `sort must be one of: ${inventorySorts.join(', ')}` })
    .default('stock-low'),
});
export type InventoryListQuery = z.infer<typeof inventoryListQuerySchema>;

/** GET /api/inventory/low-stock: products at or below the threshold, fewest first. */
export const lowStockQuerySchema = pageQuerySchema.extend({
  threshold: z.coerce
    .number({ error: 'threshold must be a whole number' })
    .int('threshold must be a whole number')
    .min(0, 'threshold cannot be negative')
    .max(MAX_STOCK)
    .default(DEFAULT_LOW_STOCK_THRESHOLD),
});
export type LowStockQuery = z.infer<typeof lowStockQuerySchema>;

export const inventoryItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  categoryName: z.string(),
  stock: z.number().int(),
  stockStatus: z.enum(['in_stock', 'out_of_stock']),
  /** What the shop shows: stock above 0 and the status in stock. */
  inStock: z.boolean(),
  isActive: z.boolean(),
  sold: z.number().int(),
  updatedAt: z.string(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const inventoryListSchema = pageSchema('items', inventoryItemSchema);
export type InventoryList = z.infer<typeof inventoryListSchema>;

export const lowStockListSchema = inventoryListSchema.extend({ threshold: z.number().int() });
export type LowStockList = z.infer<typeof lowStockListSchema>;

/** One stock change: who, when, why and by how much. */
export const inventoryMovementSchema = z.object({
  id: z.string(),
  /** The variant whose stock changed, and its label ("BNF"); null for the product's own stock. */
  variantId: z.string().nullable(),
  variantLabel: z.string().nullable(),
  delta: z.number().int(),
  /** The stock left after the change: the variant's for a variant's movement. */
  stockAfter: z.number().int(),
  /** The admin's words, or the system's reason: sale, cancellation, payment-expired, admin, import. */
  reason: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type InventoryMovement = z.infer<typeof inventoryMovementSchema>;

export const movementListSchema = pageInfoSchema.extend({
  product: z.object({ id: z.string(), name: z.string(), stock: z.number().int() }),
  movements: z.array(inventoryMovementSchema),
});
export type MovementList = z.infer<typeof movementListSchema>;

/** PUT /api/inventory/:id/stock answers the product's new level and the movement written. */
export const stockChangeSchema = z.object({
  item: inventoryItemSchema,
  movement: inventoryMovementSchema.nullable(),
});
export type StockChange = z.infer<typeof stockChangeSchema>;

/** Labels for the system's own reasons (an admin's reason is shown as written). */
export const stockReasonLabels: Record<string, string> = {
  sale: 'Order placed',
  cancellation: 'Order cancelled',
  'payment-expired': 'Payment expired',
  'returned-to-origin': 'Returned to origin',
  admin: 'Product edit',
  import: 'Order import',
  return: 'Returned by customer',
};
