import type { Tx } from '../../platform/db.ts';
import { inventoryMovements } from '../inventory/inventory.tables.ts';

/**
 * Records a stock change made in the admin catalog (the product form, bulk edits) as an
 * inventory movement with reason 'admin', in the caller's transaction, so every stock change
 * keeps its history (decisions.md "Every stock change is an inventory movement with a reason").
 */
export async function recordAdminStockChange(
  tx: Tx,
  change: { productId: string; before: number; after: number; actorUserId: string | null },
): Promise<void> {
  const delta = change.after - change.before;
  if (delta === 0) return;
  await tx.insert(inventoryMovements).values({
    productId: change.productId,
    delta,
    stockAfter: change.after,
    reason: 'admin',
    actorUserId: change.actorUserId,
  });
}
