import type { Cart, CartLine } from '@propwash/domain/cart/schemas';
import { MAX_LINE_QUANTITY } from '@propwash/domain/cart/schemas';
import { chooseOptionsMessage } from '@propwash/domain/catalog/option-words';
import { paiseToRupees } from '@propwash/domain/money';
import { gstBpToPercent } from '@propwash/domain/pricing/gst';
import { AppError } from '../../platform/app-error.ts';
import type { CartLineRow } from './cart.statements.ts';

/** A product as the cart sees it: the catalog's columns of a cart line. */
export type CartProduct = Omit<CartLineRow, 'quantity' | 'added_at'>;

/** A line whose quantity is more than can be bought now: stored again at `quantity`. */
export type Clipped = { productId: string; variantId: string | null; quantity: number };

/** A line's identity as one string: product and variant. */
export const lineKey = (l: { product_id: string; variant_id: string | null }) =>
  `${l.product_id}:${l.variant_id ?? ''}`;

/** What can be bought of a product right now: nothing when it is marked out of stock. */
export function availableOf(p: CartProduct): number {
  const inStock = p.stock > 0 && p.stock_status === 'in_stock';
  return Math.min(inStock ? p.stock : 0, MAX_LINE_QUANTITY);
}

export const productNotFound = () => new AppError('PRODUCT_NOT_FOUND', 'Product not found');

/**
 * Why a known product's line cannot be sold: the product is disabled, a product with options was
 * sent without a variant ("Choose version"), or the variant is unknown or inactive
 * (docs/decisions/variants.md).
 */
export function unsellable(p: CartProduct): AppError {
  if (!p.product_active) return productNotFound();
  if (p.variant_id === null && p.choose) {
    return new AppError('VALIDATION_FAILED', chooseOptionsMessage([p.choose]), {
      details: { productId: p.product_id },
    });
  }
  return new AppError('PRODUCT_NOT_FOUND', 'This version is no longer sold', {
    details: { productId: p.product_id, variantId: p.variant_id },
  });
}

export function insufficientStock(p: CartProduct, asked: number, inCart: number): AppError {
  const available = availableOf(p);
  const message =
    available === 0
      ? `${p.name} is sold out`
      : inCart > 0
        ? `Only ${available} of ${p.name} in stock, and ${inCart} ${inCart === 1 ? 'is' : 'are'} already in your cart`
        : `Only ${available} of ${p.name} in stock`;
  return new AppError('INSUFFICIENT_STOCK', message, {
    details: { productId: p.product_id, available, requested: asked, inCart },
  });
}

/**
 * The cart as the shopper sees it, priced from the catalog as it is now: lines of disabled
 * products are left out (they stay stored and return if the product does), a sold-out line stays
 * visible with its notice but is neither counted nor charged, and a line with more than the stock
 * is shown clipped (`clipped` lists those, for the caller to store).
 */
export function renderCart(
  rows: CartLineRow[],
  imageUrl: (key: string) => string,
): { cart: Cart; clipped: Clipped[] } {
  const items: CartLine[] = [];
  const clipped: Clipped[] = [];
  let totalQuantity = 0;
  let subtotalPaise = 0;
  for (const row of rows) {
    if (!row.is_active) continue;
    const available = availableOf(row);
    let quantity = row.quantity;
    let notice: string | null = null;
    if (available === 0) {
      notice = 'Sold out';
    } else if (quantity > available) {
      quantity = available;
      notice = `Only ${available} left: quantity reduced to ${available}`;
      clipped.push({ productId: row.product_id, variantId: row.variant_id, quantity });
    }
    const linePaise = available === 0 ? 0 : row.price_paise * quantity;
    if (available > 0) totalQuantity += quantity;
    subtotalPaise += linePaise;
    items.push({
      productId: row.product_id,
      variantId: row.variant_id,
      variantLabel: row.variant_label,
      name: row.name,
      image: row.variant_image ?? (row.image_key ? imageUrl(row.image_key) : null),
      category: row.category,
      price: paiseToRupees(row.price_paise),
      originalPrice: paiseToRupees(row.original_price_paise),
      quantity,
      stock: row.stock,
      inStock: available > 0,
      lineTotal: paiseToRupees(linePaise),
      gstRate: gstBpToPercent(row.gst_rate_bp),
      notice,
    });
  }
  return { cart: { items, totalQuantity, subtotal: paiseToRupees(subtotalPaise) }, clipped };
}
