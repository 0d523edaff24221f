import { randomBytes } from 'node:crypto';
import { productDefaults } from '@propwash/domain/catalog/admin-schemas';
import type { AdminProduct } from '@propwash/domain/catalog/admin-read-schemas';
import { discountPercent, formatPaiseShort } from '@propwash/domain/money';
import { AppError } from '../../platform/app-error.ts';
import type { products } from './catalog.tables.ts';

// How the admin product form's fields map onto the product row: defaults for the warranty and
// seller blocks, the stock status, the price checks, and generated slugs and SKUs.

export type Actor = { id: string };
export type StockStatus = (typeof products.$inferSelect)['stockStatus'];

export const kebab = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'product';
export const shortCode = (bytes: number) =>
  BigInt(`0x${randomBytes(bytes).toString('hex')}`)
    .toString(36)
    .toUpperCase();

/** The prices after an edit, checked together (each alone is checked by the body schema). */
export function checkPrices(
  pricePaise: number,
  originalPaise: number,
  discount: number | undefined,
) {
  if (originalPaise < pricePaise)
    throw new AppError(
      'VALIDATION_FAILED',
      `Original price (MRP) ${formatPaiseShort(originalPaise)} cannot be below the price ${formatPaiseShort(pricePaise)}`,
    );
  if (discount === undefined) return;
  const expected = discountPercent(pricePaise, originalPaise);
  // The form shows a rounded figure; anything further off is a mistake to point out.
  if (Math.abs(discount - expected) > 1)
    throw new AppError(
      'VALIDATION_FAILED',
      `Discount ${discount}% does not match the prices: ${formatPaiseShort(pricePaise)} down from ${formatPaiseShort(originalPaise)} is ${expected}% off`,
    );
}

/**
 * The stock status a body asks for: the shop's stockStatus, or the older inStock (true: in
 * stock; false: marked out of stock, the count kept). Sent together, they must agree.
 */
export function stockStatusOf(body: { stockStatus?: StockStatus; inStock?: boolean }) {
  if (body.inStock === undefined) return body.stockStatus;
  const wanted: StockStatus = body.inStock ? 'in_stock' : 'out_of_stock';
  if (body.stockStatus !== undefined && body.stockStatus !== wanted)
    throw new AppError(
      'VALIDATION_FAILED',
      `inStock ${body.inStock} contradicts stockStatus ${body.stockStatus}`,
    );
  return wanted;
}

export function withWarrantyDefaults(w: Partial<AdminProduct['warranty']> | undefined) {
  const d = productDefaults.warranty;
  return {
    period: w?.period || d.period,
    covered: w?.covered || d.covered,
    notCovered: w?.notCovered || d.notCovered,
  };
}

export function withSellerDefaults(s: Partial<AdminProduct['seller']> | undefined) {
  const d = productDefaults.seller;
  return {
    name: s?.name || d.name,
    rating: s?.rating ?? d.rating,
    yearsInBusiness: s?.yearsInBusiness ?? d.yearsInBusiness,
  };
}
