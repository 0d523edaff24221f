import { DEFAULT_LOW_STOCK_THRESHOLD } from './admin-schemas.ts';
import type { DomainEvent } from '../platform/events.ts';

type StockLowEvent = Extract<DomainEvent, { type: 'stock.low' }>;

/**
 * The stock.low events of these changes: one per product that went from above the shop's
 * low-stock threshold to at or below it (a product already low says nothing more).
 */
export function lowStockCrossings(
  changes: { productId: string; name: string; stockBefore: number; stockAfter: number }[],
  threshold = DEFAULT_LOW_STOCK_THRESHOLD,
): StockLowEvent[] {
  const at = new Date().toISOString();
  return changes
    .filter((c) => c.stockBefore > threshold && c.stockAfter <= threshold)
    .map((c) => ({
      type: 'stock.low',
      productId: c.productId,
      name: c.name,
      stock: c.stockAfter,
      threshold,
      at,
    }));
}
