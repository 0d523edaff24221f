import { inArray, isNotNull, and } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { orderItems } from './orders.tables.ts';

/**
 * Which of these variants an order names: the catalog keeps those (deactivated) instead of
 * deleting them (docs/decisions/variants.md); handed to the catalog in app-services.ts.
 */
export async function orderedVariantIds(q: Db | Tx, variantIds: string[]): Promise<Set<string>> {
  if (variantIds.length === 0) return new Set();
  const rows = await q
    .selectDistinct({ id: orderItems.variantId })
    .from(orderItems)
    .where(and(isNotNull(orderItems.variantId), inArray(orderItems.variantId, variantIds)));
  return new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
}
