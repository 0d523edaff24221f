import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './limits.ts';

// In a module of its own so the browser can read it without loading zod.
export { MAX_LINE_QUANTITY };

/** Quantities are whole numbers; the server caps them at the product's stock. */
export const cartQuantitySchema = z
  .number({ error: 'quantity must be a whole number' })
  .int('quantity must be a whole number')
  .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`);

/** POST /api/cart: name, price and image in the body are ignored (the catalog decides). */
/** The version chosen of a product with variants (docs/decisions/variants.md). */
const variantIdSchema = z.string().uuid('This version is no longer sold').nullish();

export const addCartItemBodySchema = z.object({
  productId: z.string().uuid('Product not found'),
  variantId: variantIdSchema,
  quantity: cartQuantitySchema.min(1, 'quantity must be at least 1').default(1),
});
export type AddCartItemBody = z.infer<typeof addCartItemBodySchema>;

/** PUT /api/cart: a quantity of 0 or less removes the line. */
export const updateCartItemBodySchema = z.object({
  productId: z.string().uuid('Product not found'),
  variantId: variantIdSchema,
  quantity: cartQuantitySchema.min(-MAX_LINE_QUANTITY),
});
export type UpdateCartItemBody = z.infer<typeof updateCartItemBodySchema>;

/** POST /api/cart/merge: the guest cart moved to the server cart on sign-in. */
export const mergeCartBodySchema = z.object({
  items: z
    .array(
      z.object({
        productId: z.string().uuid(),
        variantId: z.string().uuid().nullish(),
        quantity: cartQuantitySchema.min(1),
      }),
    )
    .max(100),
});

/** What a cart, quote or order line is of: the product, its variant, and its name and picture. */
export const lineProductShape = {
  productId: z.string(),
  /** The variant of the line (null: a product without variants). */
  variantId: z.string().nullable(),
  /** "BNF / Mode 2"; `name` is then "Skylark 1200 — BNF / Mode 2". */
  variantLabel: z.string().nullable(),
  name: z.string(),
  image: z.string().nullable(),
};

/** A cart line as the server sees it now: current price and stock, never the client's. */
export const cartLineSchema = z.object({
  ...lineProductShape,
  /** The product's category by name ("Batteries & Chargers"). */
  category: z.string(),
  price: z.number(),
  originalPrice: z.number(),
  quantity: z.number().int(),
  stock: z.number().int(),
  inStock: z.boolean(),
  lineTotal: z.number(),
  /** GST rate in percent: the GST the price contains (prices include GST; the invoice shows it). */
  gstRate: z.number(),
  /** Set when the line needs the shopper's attention (sold out, less stock than asked). */
  notice: z.string().nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  items: z.array(cartLineSchema),
  totalQuantity: z.number().int(),
  subtotal: z.number(),
});
export type Cart = z.infer<typeof cartSchema>;

/** POST /api/cart/restore: the signed token of a checkout reminder's link. */
export const restoreCartBodySchema = z.object({ token: z.string().min(1).max(200) });
export type RestoreCartBody = z.infer<typeof restoreCartBodySchema>;

/**
 * What a reminder's link put back: the signed-in customer's whole cart, or for a guest the lines
 * to put in the browser's cart (priced now); `skipped` names the lines no longer for sale.
 */
export const restoredCartSchema = z.object({
  cart: cartSchema,
  restored: z.number().int(),
  skipped: z.array(z.string()),
});
export type RestoredCart = z.infer<typeof restoredCartSchema>;
