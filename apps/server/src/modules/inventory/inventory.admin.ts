import { desc, eq } from 'drizzle-orm';
import type {
  BulkStockBody,
  InventoryItem,
  InventoryList,
  InventoryListQuery,
  InventoryMovement,
  InventorySort,
  LowStockList,
  LowStockQuery,
  MovementList,
  SetStockBody,
  StockChange,
} from '@propwash/domain/inventory/admin-schemas';
import type { DomainEvent } from '@propwash/domain/platform/events';
import { AppError } from '../../platform/app-error.ts';
import type { AuditTrail } from '../../platform/audit.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { pageInfo, selectPage, type PageQuery } from '../../platform/paging.ts';
import { userNameOf, userNameSql } from '../accounts/accounts.reads.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { lockProductStock, setProductStock } from '../catalog/catalog.stock.ts';
import {
  stockHeader,
  stockItemPage,
  stockItemsByIds,
  variantLabelSql,
  type StockItemFilter,
  type StockItemRow,
} from '../catalog/catalog.stock-reads.ts';
import { orderNumberSql } from '../orders/orders.reads.ts';
import { lowStockCrossings } from '@propwash/domain/inventory/low-stock';
import type { StockMoved } from './inventory.stock-alerts.ts';
import { inventoryMovements } from './inventory.tables.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = (id?: string) =>
  new AppError('NOT_FOUND', id ? `Product not found: ${id}` : 'Product not found');

const toItem = (r: StockItemRow): InventoryItem => ({
  ...r,
  categoryName: r.categoryName ?? '',
  inStock: r.stock > 0 && r.stockStatus === 'in_stock',
  updatedAt: r.updatedAt.toISOString(),
});

type Actor = { id: string };
type StockMove = {
  id: string;
  productId: string;
  name: string;
  delta: number;
  stockAfter: number;
  createdAt: Date;
};

/**
 * Stock levels for admins: the list, low stock, setting a product's stock with a reason (one
 * inventory movement each: who, when, why, by how much) and each product's history. Every
 * change clears the storefront's caches so the product page shows the new stock at once.
 */
export function createInventoryAdminService(deps: {
  db: Db;
  catalog: Pick<CatalogService, 'invalidateListings' | 'invalidateProduct'>;
  /** Live listeners (admin toasts): a product going low, after commit only. */
  publish: (event: DomainEvent) => Promise<void>;
  /** Stock set by an admin is recorded in the audit log (platform/audit.ts). */
  audit: AuditTrail;
  /** The back-in-stock trigger, in the change's transaction (inventory.stock-alerts.ts). */
  restocked: (tx: Tx, changes: StockMoved[]) => Promise<void>;
}) {
  const { db, catalog } = deps;

  async function page(
    filter: StockItemFilter,
    sort: InventorySort,
    q: PageQuery,
  ): Promise<InventoryList> {
    const { rows, total } = await stockItemPage(db, filter, sort, q);
    return { items: rows.map(toItem), ...pageInfo(q, total) };
  }

  async function item(q: Db | Tx, id: string): Promise<InventoryItem> {
    const [row] = await stockItemsByIds(q, [id]);
    if (!row) throw notFound();
    return toItem(row);
  }

  /** Sets one product's stock inside `tx`; the movement is written only when the stock moves. */
  async function setStock(
    tx: Tx,
    productId: string,
    quantity: number,
    reason: string,
    actor: Actor,
  ): Promise<StockMove | null> {
    const current = UUID.test(productId) ? await lockProductStock(tx, productId) : undefined;
    if (!current) throw notFound(productId);
    if (current.options.length > 0) {
      // Its stock is the sum of its variants' (docs/decisions/variants.md).
      throw new AppError(
        'VALIDATION_FAILED',
        `${current.name} is sold in versions: set each version's stock in the product form`,
      );
    }
    const delta = quantity - current.stock;
    if (delta === 0) return null;
    // Restocking a sold-out product puts it back on sale; a product the admin marked out of
    // stock while it still had units keeps that choice.
    const backOnSale = current.stock === 0 && quantity > 0 && current.stockStatus !== 'in_stock';
    await setProductStock(tx, productId, quantity, backOnSale);
    await deps.audit.record(tx, {
      actor,
      kind: 'stock',
      recordId: current.id,
      recordLabel: current.name,
      action: 'update',
      changes: {
        stock: [current.stock, quantity],
        ...(backOnSale && { stockStatus: [current.stockStatus, 'in_stock'] }),
        reason: [null, reason],
      },
    });
    const [movement] = await tx
      .insert(inventoryMovements)
      .values({ productId, delta, stockAfter: quantity, reason, actorUserId: actor.id })
      .returning({
        id: inventoryMovements.id,
        delta: inventoryMovements.delta,
        stockAfter: inventoryMovements.stockAfter,
        createdAt: inventoryMovements.createdAt,
      });
    await deps.restocked(tx, [{ productId, variantId: null, delta, stockAfter: quantity }]);
    return { ...movement!, productId: current.id, name: current.name };
  }

  /** After commit: clears the storefront's caches and tells admins which products went low. */
  function afterChange(moved: StockMove[]) {
    for (const m of moved) catalog.invalidateProduct(m.productId);
    catalog.invalidateListings();
    const changes = moved.map((m) => ({ ...m, stockBefore: m.stockAfter - m.delta }));
    for (const event of lowStockCrossings(changes)) void deps.publish(event);
  }

  async function actorName(actor: Actor): Promise<string> {
    return (await userNameOf(db, actor.id)) ?? '';
  }

  return {
    /** Every live product with its stock; search by name or SKU; fewest in stock first by default. */
    list(q: InventoryListQuery): Promise<InventoryList> {
      return page({ search: q.search }, q.sort, q);
    },

    /** Products at or below the threshold (spec default 10), fewest first. */
    async lowStock(q: LowStockQuery): Promise<LowStockList> {
      const list = await page({ atMost: q.threshold }, 'stock-low', q);
      return { ...list, threshold: q.threshold };
    },

    /** PUT /inventory/:id/stock: sets the stock and records who, when, why and the change. */
    async set(productId: string, body: SetStockBody, actor: Actor): Promise<StockChange> {
      const moved = await db.transaction((tx) =>
        setStock(tx, productId, body.quantity, body.reason, actor),
      );
      if (moved) afterChange([moved]);
      return {
        item: await item(db, productId),
        movement: moved
          ? {
              id: moved.id,
              variantId: null,
              variantLabel: null,
              delta: moved.delta,
              stockAfter: moved.stockAfter,
              reason: body.reason,
              orderId: null,
              orderNumber: null,
              actor: { id: actor.id, name: await actorName(actor) },
              createdAt: moved.createdAt.toISOString(),
            }
          : null,
      };
    },

    /** Many products at once in one transaction: every line applies, or none (unknown id → 404). */
    async bulkSet(
      body: BulkStockBody,
      actor: Actor,
    ): Promise<{ updated: number; items: InventoryItem[] }> {
      // Product id order, so two bulk edits lock rows in the same order (no deadlocks).
      const lines = [...body.updates].sort((a, b) => (a.productId < b.productId ? -1 : 1));
      const changed = await db.transaction(async (tx) => {
        const moves: StockMove[] = [];
        for (const line of lines) {
          const moved = await setStock(tx, line.productId, line.quantity, line.reason, actor);
          if (moved) moves.push(moved);
        }
        return moves;
      });
      if (changed.length > 0) afterChange(changed);
      const ids = body.updates.map((u) => u.productId);
      const rows = await stockItemsByIds(db, ids);
      const byId = new Map(rows.map((r) => [r.id, toItem(r)]));
      return {
        updated: changed.length,
        items: ids.flatMap((id) => byId.get(id.toLowerCase()) ?? []),
      };
    },

    /** A product's stock history, newest first, with the admin's name for admin changes. */
    async movements(productId: string, q: PageQuery): Promise<MovementList> {
      const product = UUID.test(productId) ? await stockHeader(db, productId) : undefined;
      if (!product) throw notFound();
      const where = eq(inventoryMovements.productId, product.id);
      const { rows, total } = await selectPage(
        db,
        q,
        db
          .select({
            id: inventoryMovements.id,
            variantId: inventoryMovements.variantId,
            variantLabel: variantLabelSql(inventoryMovements.variantId),
            delta: inventoryMovements.delta,
            stockAfter: inventoryMovements.stockAfter,
            reason: inventoryMovements.reason,
            orderId: inventoryMovements.orderId,
            orderNumber: orderNumberSql(inventoryMovements.orderId),
            actorId: inventoryMovements.actorUserId,
            actorName: userNameSql(inventoryMovements.actorUserId),
            createdAt: inventoryMovements.createdAt,
          })
          .from(inventoryMovements)
          .where(where)
          .orderBy(desc(inventoryMovements.createdAt), desc(inventoryMovements.id))
          .$dynamic(),
        { table: inventoryMovements, where },
      );
      return {
        product,
        movements: rows.map((r): InventoryMovement => ({
          id: r.id,
          variantId: r.variantId,
          variantLabel: r.variantLabel,
          delta: r.delta,
          stockAfter: r.stockAfter,
          reason: r.reason,
          orderId: r.orderId,
          orderNumber: r.orderNumber,
          actor: r.actorId ? { id: r.actorId, name: r.actorName ?? '' } : null,
          createdAt: r.createdAt.toISOString(),
        })),
        ...pageInfo(q, total),
      };
    },
  };
}
export type InventoryAdminService = ReturnType<typeof createInventoryAdminService>;
