// What the returns module needs of orders (docs/decisions/returns-and-replacements.md): an
// order's lines as it was sold, a timeline entry, and the ₹0 replacement order. Returns reaches
// these only through its port (modules/returns/returns.ports.ts), wired in app-services.ts.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { addTimeline, orderNotFoundError } from './lifecycle/lifecycle.notices.ts';
import { newOrderNumber } from './placement/placement.numbers.ts';
import { orderItems, orders, orderTimeline } from './orders.tables.ts';
import type { StockPort } from './orders.ports.ts';

export type OrderForReturn = {
  id: string;
  orderNumber: string;
  userId: string | null;
  status: string;
  deliveredAt: Date | null;
  paymentMethod: string;
  paymentStatus: string;
  source: string;
  customerName: string;
  customerEmail: string;
  /** The order's signed round off to the rupee (docs/decisions/round-off-to-the-rupee.md). */
  roundOffPaise: number;
  items: Array<{
    id: string;
    productId: string | null;
    variantId: string | null;
    name: string;
    image: string | null;
    quantity: number;
    lineTotalPaise: number;
    taxPaise: number;
  }>;
};

/** The order's facts and lines; with `lock`, its row is held until the caller's commit. */
async function orderForReturn(
  tx: Tx,
  orderId: string,
  opts: { lock?: boolean } = {},
): Promise<OrderForReturn | null> {
  const query = tx.select().from(orders).where(eq(orders.id, orderId));
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) return null;
  const items = await tx
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      name: orderItems.name,
      image: orderItems.image,
      quantity: orderItems.quantity,
      lineTotalPaise: orderItems.lineTotalPaise,
      taxPaise: orderItems.taxPaise,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    userId: row.userId,
    status: row.status,
    deliveredAt: row.deliveredAt,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    source: row.source,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    roundOffPaise: row.roundOffPaise,
    items,
  };
}

/** Orders' side of a return: reads, the timeline, and the replacement order. */
export function createOrderReturns(deps: { stock: StockPort }) {
  return {
    orderForReturn,

    /** Order numbers of these orders (the replacement orders a list of returns links to). */
    async orderNumbers(tx: Tx, ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({ id: orders.id, orderNumber: orders.orderNumber })
        .from(orders)
        .where(inArray(orders.id, ids));
      return new Map(rows.map((r) => [r.id, r.orderNumber]));
    },

    /** One timeline entry on the order, in the caller's transaction. */
    addTimeline: (
      tx: Tx,
      orderId: string,
      entry: { status: string; message: string; actorUserId: string | null },
    ) => addTimeline(tx, orderId, { ...entry, automated: false }),

    /**
     * The ₹0 order that ships a replacement: the returned lines again, at no charge, confirmed and
     * taking stock (INSUFFICIENT_STOCK otherwise), linked to the original in its timeline. It has
     * no tax invoice: nothing is sold (docs/decisions/returns-and-replacements.md).
     */
    async createReplacementOrder(
      tx: Tx,
      input: {
        originalOrderId: string;
        lines: Array<{ orderItemId: string; quantity: number }>;
        actorUserId: string | null;
      },
    ): Promise<{ id: string; orderNumber: string }> {
      const [original] = await tx.select().from(orders).where(eq(orders.id, input.originalOrderId));
      if (!original) throw orderNotFoundError();
      const quantities = new Map(input.lines.map((l) => [l.orderItemId, l.quantity]));
      const sold = await tx
        .select()
        .from(orderItems)
        .where(
          and(eq(orderItems.orderId, original.id), inArray(orderItems.id, [...quantities.keys()])),
        );
      const now = new Date();
      const [order] = await tx
        .insert(orders)
        .values({
          orderNumber: newOrderNumber(now),
          userId: original.userId,
          status: 'confirmed',
          paymentMethod: 'replacement',
          paymentStatus: 'paid',
          priority: 'high',
          warehouse: original.warehouse,
          shippingMethod: original.shippingMethod,
          customerName: original.customerName,
          customerEmail: original.customerEmail,
          shippingAddress: original.shippingAddress,
          subtotalPaise: 0,
          totalPaise: 0,
          source: 'replacement',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: orders.id, orderNumber: orders.orderNumber });
      const lines = sold.map((item) => ({
        orderId: order!.id,
        productId: item.productId,
        variantId: item.variantId,
        variantLabel: item.variantLabel,
        name: item.name,
        sku: item.sku,
        image: item.image,
        category: item.category,
        hsnCode: item.hsnCode,
        gstRateBp: item.gstRateBp,
        unitPricePaise: 0,
        quantity: quantities.get(item.id)!,
        lineTotalPaise: 0,
      }));
      await tx.insert(orderItems).values(lines);
      await tx.insert(orderTimeline).values({
        orderId: order!.id,
        status: 'confirmed',
        message: `Replacement for order ${original.orderNumber}, at no charge`,
        automated: true,
        actorUserId: input.actorUserId,
      });
      await deps.stock.take(
        tx,
        lines
          .filter((l): l is typeof l & { productId: string } => l.productId !== null)
          .map((l) => ({
            productId: l.productId,
            variantId: l.variantId,
            name: l.name,
            quantity: l.quantity,
          })),
        { orderId: order!.id, actorUserId: input.actorUserId },
      );
      return order!;
    },
  };
}
export type OrderReturns = ReturnType<typeof createOrderReturns>;
