import { and, eq, gte, sql } from 'drizzle-orm';
import { AppError } from '../../platform/app-error.ts';
import type { Tx } from '../../platform/db.ts';
import { products } from '../catalog/catalog.tables.ts';
import { inventoryMovements } from './inventory.tables.ts';

export type StockLine = { productId: string; name: string; quantity: number };

export type StockReason = 'sale' | 'cancellation' | 'payment-expired' | 'admin' | 'import';

/**
 * Every stock change goes through here, inside the caller's transaction, with a movement row
 * recording why. Taking stock is one conditional update per line, so two orders can never take
 * the same last unit, whatever the load.
 */
export const inventory = {
  /**
   * Takes the lines' quantities or throws INSUFFICIENT_STOCK naming the first product that is
   * short (the caller's transaction then rolls back every line already taken). Lines are taken
   * in product id order so concurrent orders lock rows in the same order (no deadlocks).
   */
  async take(
    tx: Tx,
    lines: StockLine[],
    ctx: { orderId: string; actorUserId?: string | null },
  ): Promise<void> {
    const sorted = [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1));
    for (const line of sorted) {
      const [row] = await tx
        .update(products)
        .set({
          stock: sql`${products.stock} - ${line.quantity}`,
          soldCount: sql`${products.soldCount} + ${line.quantity}`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(products.id, line.productId),
            eq(products.isActive, true),
            eq(products.stockStatus, 'in_stock'),
            gte(products.stock, line.quantity),
          ),
        )
        .returning({ stock: products.stock });
      if (!row) {
        const [now] = await tx
          .select({
            stock: products.stock,
            isActive: products.isActive,
            status: products.stockStatus,
          })
          .from(products)
          .where(eq(products.id, line.productId));
        if (!now || !now.isActive) {
          throw new AppError('PRODUCT_NOT_FOUND', `${line.name} is no longer available`, {
            details: { productId: line.productId },
          });
        }
        const available = now.status === 'in_stock' ? now.stock : 0;
        throw new AppError(
          'INSUFFICIENT_STOCK',
          available === 0
            ? `${line.name} is out of stock`
            : `Only ${available} of ${line.name} left in stock`,
          { details: { productId: line.productId, available, requested: line.quantity } },
        );
      }
      await tx.insert(inventoryMovements).values({
        productId: line.productId,
        delta: -line.quantity,
        stockAfter: row.stock,
        reason: 'sale',
        orderId: ctx.orderId,
        actorUserId: ctx.actorUserId ?? null,
      });
    }
  },

  /** Puts the lines back (a cancelled or expired order). Products deleted since are skipped. */
  async release(
    tx: Tx,
    lines: { productId: string | null; quantity: number }[],
    ctx: { orderId: string; reason: StockReason; actorUserId?: string | null },
  ): Promise<void> {
    const sorted = lines
      .filter((l): l is { productId: string; quantity: number } => l.productId !== null)
      .sort((a, b) => (a.productId < b.productId ? -1 : 1));
    for (const line of sorted) {
      const [row] = await tx
        .update(products)
        .set({
          stock: sql`${products.stock} + ${line.quantity}`,
          soldCount: sql`greatest(${products.soldCount} - ${line.quantity}, 0)`,
          updatedAt: new Date(),
        })
        .where(eq(products.id, line.productId))
        .returning({ stock: products.stock });
      if (!row) continue;
      await tx.insert(inventoryMovements).values({
        productId: line.productId,
        delta: line.quantity,
        stockAfter: row.stock,
        reason: ctx.reason,
        orderId: ctx.orderId,
        actorUserId: ctx.actorUserId ?? null,
      });
    }
  },
};
