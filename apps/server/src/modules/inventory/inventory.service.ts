import { eq, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../platform/app-error.ts';
import type { Tx } from '../../platform/db.ts';
import { executeByShape } from '../../platform/prepared-sql.ts';
import {
  returnStock,
  stockNow,
  takeProductStockSql,
  takeVariantStockSql,
} from '../catalog/catalog.stock.ts';
import type { StockMoved } from './inventory.stock-alerts.ts';
import { inventoryMovements } from './inventory.tables.ts';

/** A line of stock: a product's own, or one variant's (docs/decisions/variants.md). */
export type StockLine = {
  productId: string;
  variantId?: string | null;
  name: string;
  quantity: number;
};

const keyOf = (l: { productId: string; variantId?: string | null }) =>
  `${l.productId}:${l.variantId ?? ''}`;

export type StockReason =
  | 'sale'
  | 'cancellation'
  | 'payment-expired'
  | 'returned-to-origin'
  | 'admin'
  | 'import'
  | 'return';

/** What one line of a take left on the shelf. */
export type TakenLine = StockLine & { stockAfter: number };

/**
 * Every stock change goes through here, inside the caller's transaction, with a movement row
 * recording why. Taking stock is one conditional update per line, so two orders can never take
 * the same last unit, whatever the load. `restocked` hears every change that gives stock back, in
 * the same transaction (the back-in-stock alerts' trigger: docs/decisions/back-in-stock.md).
 */
export function createInventory(deps: {
  restocked: (tx: Tx, changes: StockMoved[]) => Promise<void>;
}) {
  const inventory = {
    /**
     * Takes the lines' quantities or throws INSUFFICIENT_STOCK naming the first product that is
     * short (the caller's transaction then rolls back every line already taken). One conditional
     * update per line (never below zero), all in one statement: each line's update waits for the
     * one before it (its condition reads the previous line's result), so the rows are locked in
     * product id order and concurrent orders lock them in the same order (no deadlocks). The
     * movements are written from the stock each update left.
     *
     * `alongside`: the caller's own writes (insert, update or delete statements without returning)
     * sent in the same statement, to save round trips; they run whatever happens to the stock, and
     * foreign keys are checked at the end of the statement (so a movement may point at an order
     * written alongside). Answers each line with the stock it left.
     */
    async take(
      tx: Tx,
      lines: StockLine[],
      ctx: { orderId: string; actorUserId?: string | null },
      alongside: SQL[] = [],
    ): Promise<TakenLine[]> {
      if (lines.length === 0) {
        for (const statement of alongside) await tx.execute(statement);
        return [];
      }
      const sorted = [...lines].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
      // One product update per product (a product with variants also takes each variant's units),
      // then its variants' updates: rows locked product first, then variants, in id order.
      const byProduct = new Map<string, StockLine[]>();
      for (const line of sorted) {
        byProduct.set(line.productId, [...(byProduct.get(line.productId) ?? []), line]);
      }
      const at = new Date().toISOString();
      const ctes: SQL[] = [];
      const takenFrom: SQL[] = [];
      let previous: SQL | null = null;
      const after = () => (previous ? sql`and exists (select 1 from ${previous})` : sql``);
      for (const [productId, group] of byProduct) {
        const total = group.reduce((n, l) => n + l.quantity, 0);
        const name = sql.raw(`take_${ctes.length}`);
        ctes.push(sql`${name} as (${takeProductStockSql(productId, total, at, after())})`);
        previous = name;
        const productStep = name;
        for (const line of group) {
          if (!line.variantId) {
            takenFrom.push(
              sql`select id as product_id, null::uuid as variant_id, stock, quantity from ${productStep}`,
            );
            continue;
          }
          const step = sql.raw(`take_${ctes.length}`);
          ctes.push(
            sql`${step} as (${takeVariantStockSql({ ...line, variantId: line.variantId }, at, after())})`,
          );
          previous = step;
          takenFrom.push(sql`select product_id, id as variant_id, stock, quantity from ${step}`);
        }
      }
      const rows = await executeByShape<{
        product_id: string;
        variant_id: string | null;
        stock: number;
      }>(
        tx,
        'inventory_take',
        sql`
      with ${sql.join(
        alongside.map((statement, i) => sql`${sql.raw(`alongside_${i}`)} as (${statement}), `),
      )}${sql.join(ctes, sql`, `)},
      taken as (${sql.join(takenFrom, sql` union all `)}),
      moved as (
        insert into ${inventoryMovements}
          (product_id, variant_id, delta, stock_after, reason, order_id, actor_user_id)
        select product_id, variant_id, -quantity, stock, 'sale', ${ctx.orderId}::uuid,
               ${ctx.actorUserId ?? null}::uuid
          from taken
      )
      select product_id, variant_id, stock from taken`,
      );
      const taken = new Map(
        rows.map((r) => [
          keyOf({ productId: r.product_id, variantId: r.variant_id }),
          Number(r.stock),
        ]),
      );
      const short = sorted.find((l) => !taken.has(keyOf(l)));
      if (!short) return sorted.map((l) => ({ ...l, stockAfter: taken.get(keyOf(l))! }));
      const { product: now, variant } = await stockNow(tx, short);
      if (!now || !now.isActive || (short.variantId && !variant?.isActive)) {
        throw new AppError('PRODUCT_NOT_FOUND', `${short.name} is no longer available`, {
          details: { productId: short.productId, variantId: short.variantId ?? null },
        });
      }
      const available = now.status === 'in_stock' ? (variant ?? now).stock : 0;
      throw new AppError(
        'INSUFFICIENT_STOCK',
        available === 0
          ? `${short.name} is out of stock`
          : `Only ${available} of ${short.name} left in stock`,
        {
          details: {
            productId: short.productId,
            variantId: short.variantId ?? null,
            available,
            requested: short.quantity,
          },
        },
      );
    },

    /**
     * Gives back exactly what the order took (its sale movements, so imports and seeds give none);
     * answers the products whose stock changed.
     */
    async releaseOrder(
      tx: Tx,
      orderId: string,
      reason: 'cancellation' | 'payment-expired' | 'returned-to-origin',
      actorUserId: string | null,
    ): Promise<string[]> {
      const taken = await tx
        .select({
          productId: inventoryMovements.productId,
          variantId: inventoryMovements.variantId,
          quantity: sql<number>`(-sum(${inventoryMovements.delta}))::int`,
        })
        .from(inventoryMovements)
        .where(eq(inventoryMovements.orderId, orderId))
        .groupBy(inventoryMovements.productId, inventoryMovements.variantId);
      const lines = taken.filter((l) => l.quantity > 0);
      if (lines.length > 0) await inventory.release(tx, lines, { orderId, reason, actorUserId });
      return [...new Set(lines.map((l) => l.productId))];
    },

    /**
     * Puts the lines back (a cancelled or expired order): a variant's line to its variant, and to
     * its product's stock while the variant is active (the product shows its active variants'
     * sum). Products deleted since are skipped.
     */
    async release(
      tx: Tx,
      lines: { productId: string | null; variantId?: string | null; quantity: number }[],
      ctx: { orderId: string; reason: StockReason; actorUserId?: string | null },
    ): Promise<void> {
      const sorted = lines
        .filter(
          (l): l is { productId: string; variantId?: string | null; quantity: number } =>
            l.productId !== null,
        )
        .sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
      const moved: StockMoved[] = [];
      for (const line of sorted) {
        const returned = await returnStock(tx, line);
        if (!returned) continue;
        await tx.insert(inventoryMovements).values({
          productId: line.productId,
          variantId: returned.variantId,
          delta: line.quantity,
          stockAfter: returned.stockAfter,
          reason: ctx.reason,
          orderId: ctx.orderId,
          actorUserId: ctx.actorUserId ?? null,
        });
        moved.push({
          productId: line.productId,
          variantId: returned.variantId,
          delta: line.quantity,
          stockAfter: returned.stockAfter,
        });
      }
      await deps.restocked(tx, moved);
    },

    /**
     * Records a stock level the admin catalog set (the product form, bulk edits) as a movement with
     * reason 'admin', in the caller's transaction, so every stock change keeps its history
     * (docs/decisions/inventory-and-stock-history.md). The catalog
     * gets this as its `recordStockChange` port (app-services.ts).
     */
    async recordAdminChange(
      tx: Tx,
      change: {
        productId: string;
        variantId?: string | null;
        before: number;
        after: number;
        actorUserId: string | null;
      },
    ): Promise<void> {
      const delta = change.after - change.before;
      if (delta === 0) return;
      await tx.insert(inventoryMovements).values({
        productId: change.productId,
        variantId: change.variantId ?? null,
        delta,
        stockAfter: change.after,
        reason: 'admin',
        actorUserId: change.actorUserId,
      });
      await deps.restocked(tx, [
        {
          productId: change.productId,
          variantId: change.variantId ?? null,
          delta,
          stockAfter: change.after,
        },
      ]);
    },

    /** recordAdminChange for many products at once (a catalogue import): one multi-row insert. */
    async recordAdminChanges(
      tx: Tx,
      changes: { productId: string; before: number; after: number; actorUserId: string | null }[],
    ): Promise<void> {
      const rows = changes
        .filter((c) => c.after !== c.before)
        .map((c) => ({
          productId: c.productId,
          delta: c.after - c.before,
          stockAfter: c.after,
          reason: 'admin' as const,
          actorUserId: c.actorUserId,
        }));
      if (rows.length === 0) return;
      await tx.insert(inventoryMovements).values(rows);
      await deps.restocked(
        tx,
        rows.map((r) => ({ ...r, variantId: null })),
      );
    },
  };
  return inventory;
}
export type Inventory = ReturnType<typeof createInventory>;
