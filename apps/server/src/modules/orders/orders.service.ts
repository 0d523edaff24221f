import { randomInt, randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Cart } from '@propwash/domain/cart/schemas';
import type { DomainEvent } from '@propwash/domain/platform/events';
import type {
  Order,
  OrderList,
  OrderListQuery,
  PlaceOrderBody,
  PlacedOrder,
  Tracking,
} from '@propwash/domain/orders/schemas';
import {
  canMoveOrder,
  type OrderPriority,
  type OrderStatus,
  type PaymentStatus,
} from '@propwash/domain/orders/status';
import { warehouseFor } from '@propwash/domain/shipping/shipping';
import { AppError } from '../../platform/app-error.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { requestHash, withIdempotency, type Completion } from '../../platform/idempotency.ts';
import { cartItems, carts } from '../cart/cart.tables.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CouponClient, CouponsService } from '../coupons/coupons.service.ts';
import { inventoryMovements } from '../inventory/inventory.tables.ts';
import { inventory, lowStockCrossings } from '../inventory/inventory.service.ts';
import type { Email } from '../notifications/notifications.service.ts';
import type { Checkout } from './checkout.ts';
import { orderEmail, type OrderEmailKind } from './emails.ts';
import { issueInvoice, issueInvoiceForNewOrder } from './invoices.ts';
import {
  awaitsOnlinePayment,
  orderKey,
  orderNotFound,
  orderViews,
  toOrder,
  trackingOf,
  type OrderRow,
} from './order-view.ts';
import { orderItems, orders, orderTimeline } from './orders.tables.ts';
import { indiaDayPlus, indiaWallClock } from '@propwash/domain/india-time';

type ItemRow = typeof orderItems.$inferSelect;
type TimelineRow = typeof orderTimeline.$inferSelect;

/** What the payments module needs to know about an order. */
export type PayableOrder = {
  id: string;
  orderNumber: string;
  userId: string | null;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
  totalPaise: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  createdAt: Date;
};

const ORDER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** PW-YYMM-XXXXX: the month in India time and five unambiguous characters. */
export function newOrderNumber(at = new Date()): string {
  const ist = indiaWallClock(at);
  const yymm = `${String(ist.getUTCFullYear()).slice(2)}${String(ist.getUTCMonth() + 1).padStart(2, '0')}`;
  let code = '';
  for (let i = 0; i < 5; i++) code += ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)];
  return `PW-${yymm}-${code}`;
}

const notFound = () => new AppError('NOT_FOUND', orderNotFound);

function digits(s: string): string {
  return s.replace(/\D/g, '').slice(-10);
}

/**
 * Orders: placing one (re-quoted from the server cart, stock and coupon taken in the same
 * transaction, at most once per Idempotency-Key), the customer's reads, cancel, reorder and
 * tracking, and the settlement hooks the payments module calls.
 */
export function createOrdersService(deps: {
  db: Db;
  checkout: Checkout;
  coupons: CouponsService;
  cart: Pick<CartService, 'merge'>;
  sendEmail: (email: Email) => Promise<void>;
  /** Live listeners (admin screens, the customer's order page, push): after commit only. */
  publish: (event: DomainEvent) => Promise<void>;
  publicUrl: string;
  /** These products' stock changed: their product pages must not show the old figure. */
  onStockChanged: (productIds: string[]) => void;
  /** A paid online order was cancelled: the payments module refunds it (after commit). */
  startRefund: (orderId: string) => Promise<void>;
  log: (msg: string, err?: unknown) => void;
}) {
  const { db, checkout, coupons } = deps;

  async function views(q: Db | Tx, rows: OrderRow[]) {
    return orderViews(q, rows);
  }

  async function ownRow(userId: string, idOrNumber: string): Promise<OrderRow> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(orderKey(idOrNumber), eq(orders.userId, userId)));
    if (!row) throw notFound();
    return row;
  }

  async function viewById(q: Db | Tx, orderId: string): Promise<Order> {
    const [row] = await q.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw notFound();
    const [view] = await views(q, [row]);
    return view!;
  }

  /** The email and the live event of a change; neither ever fails the request that caused it. */
  async function notify(
    kind: OrderEmailKind,
    orderId: string,
    known?: Order,
    ownerId?: string | null,
  ): Promise<void> {
    let order: Order;
    try {
      order = known ?? (await viewById(db, orderId));
    } catch (err) {
      deps.log(`order ${orderId} not found for its ${kind} notice`, err);
      return;
    }
    await Promise.all([
      deps.sendEmail(orderEmail(kind, order, deps.publicUrl)).catch((err: unknown) => {
        deps.log(`order email (${kind}) for ${orderId} failed`, err);
      }),
      publishChange(kind, order, ownerId).catch((err: unknown) => {
        deps.log(`order event (${kind}) for ${orderId} failed`, err);
      }),
    ]);
  }

  async function publishChange(kind: OrderEmailKind, order: Order, ownerId?: string | null) {
    let userId = ownerId;
    if (userId === undefined) {
      const [row] = await db
        .select({ userId: orders.userId })
        .from(orders)
        .where(eq(orders.id, order.id));
      userId = row?.userId ?? null;
    }
    const fields = {
      orderId: order.id,
      orderNumber: order.orderNumber,
      userId,
      status: order.status,
      paymentStatus: order.payment.status,
      total: order.summary.total,
      customerName: order.shipping.name,
      at: new Date().toISOString(),
    };
    await deps.publish(
      kind === 'placed'
        ? { type: 'order.placed', ...fields }
        : { type: 'order.updated', reason: kind, ...fields },
    );
  }

  async function addTimeline(
    tx: Tx,
    orderId: string,
    entry: { status: string; message: string; automated: boolean; actorUserId?: string | null },
  ) {
    // clock_timestamp(), not now(): entries written in one transaction keep their order.
    await tx.insert(orderTimeline).values({ orderId, ...entry, createdAt: sql`clock_timestamp()` });
  }

  /** Gives back exactly what the order took (its sale movements), so imports and seeds give none. */
  async function releaseStock(
    tx: Tx,
    orderId: string,
    reason: 'cancellation' | 'payment-expired',
    actorUserId: string | null,
  ): Promise<string[]> {
    const taken = await tx
      .select({
        productId: inventoryMovements.productId,
        quantity: sql<number>`(-sum(${inventoryMovements.delta}))::int`,
      })
      .from(inventoryMovements)
      .where(eq(inventoryMovements.orderId, orderId))
      .groupBy(inventoryMovements.productId);
    const lines = taken.filter((l) => l.quantity > 0);
    if (lines.length > 0) await inventory.release(tx, lines, { orderId, reason, actorUserId });
    return lines.map((l) => l.productId);
  }

  /** Cart lines of disabled products block an order; they are dropped so a retry can succeed. */
  async function dropUnavailableLines(userId: string, productIds: string[]) {
    if (productIds.length === 0) return;
    const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
    if (!cart) return;
    await db
      .delete(cartItems)
      .where(and(eq(cartItems.cartId, cart.id), inArray(cartItems.productId, productIds)));
  }

  /**
   * The order script, in one transaction: the customer's order lock, the re-quote from the cart,
   * then the order with its lines and timeline and the cart cleared (one statement), the stock
   * (one statement for every line), the coupon, the invoice (COD) and the idempotent answer. The
   * answer is built from what was written, so no read follows the commit. Also answers the
   * stock.low events of the products the order took below the threshold (from the stock taken).
   */
  async function placeNow(
    userId: string,
    body: PlaceOrderBody,
    completion: Completion<PlacedOrder>,
  ): Promise<{ placed: PlacedOrder; lowStock: DomainEvent[] }> {
    let unavailable: string[] = [];
    // Read before the transaction (see checkout.context).
    const ctx = await checkout.context(userId);
    try {
      const placed = await db.transaction(async (tx) => {
        // One order at a time per customer: makes first-order and per-customer coupon rules exact.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order:${userId}`}))`);
        const priced = await checkout.price(
          tx,
          userId,
          {
            state: body.shipping.state,
            shippingMethod: body.shippingMethod,
            couponCode: body.couponCode,
          },
          ctx,
        );
        if (priced.lineCount === 0) {
          throw new AppError('VALIDATION_FAILED', 'Your cart is empty');
        }
        if (priced.disabledProductIds.length > 0) {
          unavailable = priced.disabledProductIds;
          throw new AppError(
            'PRODUCT_NOT_FOUND',
            'Some products in your cart are no longer available',
            { details: { productIds: unavailable } },
          );
        }
        if (body.couponCode && priced.couponError) {
          throw new AppError('VALIDATION_FAILED', priced.couponError);
        }
        const q = priced.quote;
        if (q.subtotalPaise <= 0) throw new AppError('VALIDATION_FAILED', 'Invalid cart total');
        if (q.totalPaise <= 0) throw new AppError('VALIDATION_FAILED', 'Invalid order total');
        checkout.assertMethodOffered(
          ctx,
          body.payment.method,
          q.totalPaise,
          body.payment.emiMonths,
        );

        const now = new Date();
        const isCod = body.payment.method === 'cod';
        // Every column written, ids included, so the answer is exactly the stored rows.
        const order: OrderRow = {
          id: randomUUID(),
          orderNumber: newOrderNumber(now),
          userId,
          status: isCod ? 'confirmed' : 'pending',
          paymentMethod: body.payment.method,
          paymentStatus: 'pending',
          priority: body.shippingMethod === 'express' ? 'high' : 'normal',
          warehouse: warehouseFor(body.shipping.state, ctx.shipping),
          shippingMethod: body.shippingMethod,
          customerName: body.shipping.name,
          customerEmail: body.shipping.email.toLowerCase(),
          shippingAddress: { ...body.shipping },
          subtotalPaise: q.subtotalPaise,
          discountPaise: q.discountPaise,
          shippingPaise: q.shippingPaise,
          taxPaise: q.taxPaise,
          cgstPaise: q.cgstPaise,
          sgstPaise: q.sgstPaise,
          igstPaise: q.igstPaise,
          totalPaise: q.totalPaise,
          shippingTaxPaise: q.shippingLine.taxPaise,
          pricesIncludeTax: true,
          couponCode: q.couponCode,
          trackingNumber: null,
          estimatedDelivery: indiaDayPlus(now, q.deliveryDays.max),
          source: 'web',
          cancelReason: null,
          createdAt: now,
          updatedAt: now,
          shippedAt: null,
          deliveredAt: null,
        };
        const items: ItemRow[] = q.lines.map((l, i) => {
          const line = priced.lines[i]!;
          return {
            id: randomUUID(),
            orderId: order.id,
            productId: l.productId,
            name: l.name,
            sku: line.sku,
            image: line.image,
            category: line.category,
            hsnCode: line.hsnCode,
            gstRateBp: l.gstRateBp,
            unitPricePaise: l.unitPricePaise,
            quantity: l.quantity,
            discountPaise: l.discountPaise,
            taxPaise: l.taxPaise,
            lineTotalPaise: l.lineTotalPaise,
          };
        });
        // The confirmation a millisecond after the placing keeps the timeline's order.
        const timeline: TimelineRow[] = [
          {
            id: randomUUID(),
            orderId: order.id,
            status: 'pending',
            message: isCod ? 'Order placed (cash on delivery)' : 'Order placed, awaiting payment',
            automated: true,
            actorUserId: null,
            createdAt: now,
          },
          ...(isCod
            ? [
                {
                  id: randomUUID(),
                  orderId: order.id,
                  status: 'confirmed',
                  message: 'Order confirmed',
                  automated: true,
                  actorUserId: null,
                  createdAt: new Date(now.getTime() + 1),
                },
              ]
            : []),
        ];
        const clearCart = tx
          .delete(cartItems)
          .where(
            inArray(
              cartItems.cartId,
              tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)),
            ),
          );
        // Order, lines, timeline, the emptied cart and the stock in one round trip. Rows other
        // orders also lock come last, so they are held for as short a time as possible: the
        // products' stock, the coupon, then the financial year's invoice counter. (Stock before
        // coupon, as cancelling gives them back, so the two never wait for each other.)
        // getSQL(): the statements' text without the parentheses of a subquery.
        const taken = await inventory.take(
          tx,
          priced.lines.map((l) => ({ productId: l.productId, name: l.name, quantity: l.quantity })),
          { orderId: order.id, actorUserId: userId },
          [
            tx.insert(orders).values(order).getSQL(),
            tx.insert(orderItems).values(items).getSQL(),
            tx.insert(orderTimeline).values(timeline).getSQL(),
            clearCart.getSQL(),
          ],
        );
        if (priced.coupon) {
          await coupons.redeem(tx, {
            couponId: priced.coupon.id,
            orderId: order.id,
            userId,
            discountPaise: q.discountPaise,
          });
        }
        const answer: PlacedOrder = {
          order: toOrder(order, items, timeline, { invoiceNumber: null, transactionId: null }),
          message: isCod
            ? 'Order placed successfully!'
            : 'Order created. Complete the payment to confirm it.',
        };
        if (isCod) {
          // The invoice and the stored answer (with the invoice's number) in the last statement.
          answer.order.invoiceNumber = await issueInvoiceForNewOrder(tx, order.id, now, (number) =>
            completion.storeSql(
              { status: 201, body: answer },
              { path: ['order', 'invoiceNumber'], value: number },
            ),
          );
        } else {
          await completion.store(tx, { status: 201, body: answer });
        }
        return { answer, taken };
      });
      deps.onStockChanged(ctxProductIds(ctx));
      const lowStock = lowStockCrossings(
        placed.taken.map((l) => ({ ...l, stockBefore: l.stockAfter + l.quantity })),
      );
      return { placed: placed.answer, lowStock };
    } catch (error) {
      if (unavailable.length > 0) await dropUnavailableLines(userId, unavailable);
      throw error;
    }
  }

  return {
    /** POST /orders: one order per Idempotency-Key; retries get the first answer. */
    async place(
      client: CouponClient,
      body: PlaceOrderBody,
      idempotencyKey: string,
    ): Promise<{ status: number; body: PlacedOrder; replayed: boolean }> {
      const { userId } = client;
      let lowStock: DomainEvent[] = [];
      const result = await withIdempotency<PlacedOrder>(
        db,
        { scope: `orders:${userId}`, key: idempotencyKey, hash: requestHash(body) },
        async (completion) => {
          // Outside the order's transaction: the limiter writes with a connection of its own.
          if (body.couponCode) await coupons.guardAttempt(body.couponCode, client);
          const outcome = await placeNow(userId, body, completion);
          lowStock = outcome.lowStock;
          return { status: 201, body: outcome.placed };
        },
      );
      if (!result.replayed) {
        void notify('placed', result.body.order.id, result.body.order, userId);
        for (const event of lowStock) void deps.publish(event);
      }
      return result;
    },

    /** The customer's orders, newest first. */
    async list(userId: string, query: OrderListQuery): Promise<OrderList> {
      const where = and(
        eq(orders.userId, userId),
        query.status === 'all' ? undefined : eq(orders.status, query.status),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      const n = total?.n ?? 0;
      return {
        orders: await views(db, rows),
        pagination: {
          page: query.page,
          limit: query.limit,
          total: n,
          totalPages: Math.max(1, Math.ceil(n / query.limit)),
        },
      };
    },

    async get(userId: string, idOrNumber: string): Promise<Order> {
      const [view] = await views(db, [await ownRow(userId, idOrNumber)]);
      return view!;
    },

    /** Any order, whoever placed it (an admin reading GET /api/orders/:id). */
    async getAny(idOrNumber: string): Promise<Order> {
      const [row] = await db.select().from(orders).where(orderKey(idOrNumber));
      if (!row) throw notFound();
      const [view] = await views(db, [row]);
      return view!;
    },

    async tracking(userId: string, idOrNumber: string): Promise<Tracking> {
      const [view] = await views(db, [await ownRow(userId, idOrNumber)]);
      return trackingOf(view!);
    },

    /** A guest proves the order is theirs with the email or phone it was placed with. */
    async trackAsGuest(orderNumber: string, contact: string): Promise<Tracking> {
      const [row] = await db.select().from(orders).where(orderKey(orderNumber));
      const c = contact.trim().toLowerCase();
      const matches =
        row &&
        (row.customerEmail.toLowerCase() === c ||
          (digits(c).length >= 10 && digits(row.shippingAddress.phone) === digits(c)));
      if (!row || !matches) throw new AppError('NOT_FOUND', 'Order not found');
      const [view] = await views(db, [row]);
      return trackingOf(view!);
    },

    /** Customer cancel: pending, confirmed or processing only; stock and coupon back exactly once. */
    async cancel(userId: string, idOrNumber: string, reason: string): Promise<Order> {
      const row = await ownRow(userId, idOrNumber);
      const result = await cancelOrder(row.id, { reason, actorUserId: userId, byAdmin: false });
      return result;
    },

    /** Delivered orders only: lines go back into the cart at today's price, capped at stock. */
    async reorder(userId: string, idOrNumber: string): Promise<{ cart: Cart; message: string }> {
      const row = await ownRow(userId, idOrNumber);
      if (row.status !== 'delivered') {
        throw new AppError('ILLEGAL_STATUS_CHANGE', 'Only delivered orders can be ordered again.');
      }
      const items = await db
        .select({ productId: orderItems.productId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.orderId, row.id));
      const wanted = items.flatMap((i) =>
        i.productId ? [{ productId: i.productId, quantity: i.quantity }] : [],
      );
      const cart = await deps.cart.merge(userId, wanted);
      const inCart = new Set(cart.items.filter((l) => l.inStock).map((l) => l.productId));
      const missing = wanted.filter((w) => !inCart.has(w.productId)).length;
      if (wanted.length > 0 && missing === wanted.length) {
        throw new AppError(
          'INSUFFICIENT_STOCK',
          'None of the products of this order are available right now.',
        );
      }
      return {
        cart,
        message:
          missing > 0
            ? `Added to your cart. ${missing} product${missing === 1 ? ' is' : 's are'} no longer available.`
            : 'Order placed successfully!',
      };
    },

    // --- for the payments module ---

    async forPayment(userId: string, orderId: string): Promise<PayableOrder> {
      const row = await ownRow(userId, orderId);
      return payableOf(row);
    },

    async byIdForPayment(orderId: string): Promise<PayableOrder | null> {
      const [row] = await db.select().from(orders).where(orderKey(orderId));
      return row ? payableOf(row) : null;
    },

    /** Inside the caller's transaction: a pending, unpaid online order becomes confirmed and paid. */
    async markPaid(
      tx: Tx,
      orderId: string,
      info: { transactionId: string; method?: string },
    ): Promise<'settled' | 'already-paid' | 'not-payable'> {
      const [row] = await tx
        .update(orders)
        .set({ status: 'confirmed', paymentStatus: 'paid', updatedAt: new Date() })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.status, 'pending'),
            inArray(orders.paymentStatus, ['pending', 'failed']),
            ne(orders.paymentMethod, 'cod'),
          ),
        )
        .returning({ id: orders.id });
      if (!row) {
        const [now] = await tx
          .select({ paymentStatus: orders.paymentStatus })
          .from(orders)
          .where(eq(orders.id, orderId));
        return now?.paymentStatus === 'paid' ? 'already-paid' : 'not-payable';
      }
      await addTimeline(tx, orderId, {
        status: 'confirmed',
        message: `Payment received${info.method ? ` (${info.method})` : ''}, transaction ${info.transactionId}`,
        automated: true,
      });
      await issueInvoice(tx, orderId);
      return 'settled';
    },

    notifyPaid: (orderId: string) => notify('paid', orderId),

    async recordPaymentFailed(orderId: string, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({ paymentStatus: 'failed', updatedAt: new Date() })
          .where(
            and(
              eq(orders.id, orderId),
              eq(orders.status, 'pending'),
              eq(orders.paymentStatus, 'pending'),
            ),
          )
          .returning({ id: orders.id });
        if (row) {
          await addTimeline(tx, orderId, {
            status: 'pending',
            message: `Payment failed: ${reason.slice(0, 200)}`,
            automated: true,
          });
        }
      });
    },

    /** An online order never paid in time: cancelled, stock and coupon released (once). */
    async expireUnpaid(orderId: string, reason: string): Promise<boolean> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!row || !awaitsOnlinePayment(row)) return false;
      try {
        await cancelOrder(orderId, { reason, actorUserId: null, byAdmin: false, expiring: true });
        return true;
      } catch (error) {
        if (error instanceof AppError && error.type === 'ILLEGAL_STATUS_CHANGE') return false;
        throw error;
      }
    },

    /** Online orders still unpaid that were placed before `cutoff` (the reconciler expires them). */
    async awaitingPaymentBefore(cutoff: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'pending'),
            inArray(orders.paymentStatus, ['pending', 'failed']),
            ne(orders.paymentMethod, 'cod'),
            lt(orders.createdAt, cutoff),
          ),
        )
        .orderBy(orders.createdAt)
        .limit(limit);
      return rows.map((r) => r.id);
    },

    async setPaymentStatus(
      orderId: string,
      from: PaymentStatus[],
      to: PaymentStatus,
    ): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ paymentStatus: to, updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, from)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** Whether the customer has an order holding the product that was not cancelled. */
    async hasPurchased(userId: string, productId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(
          and(
            eq(orders.userId, userId),
            eq(orderItems.productId, productId),
            ne(orders.status, 'cancelled'),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /**
     * Admin status change (admin.md §7 PUT /orders/admin/:id/status): the state machine with
     * byAdmin, cancelling through cancelOrder (stock, coupon and refund exactly once), one timeline
     * entry by the admin, then the customer's email. Each call is its own transaction, so a bulk
     * update never half-applies one order.
     */
    async changeStatusByAdmin(
      orderId: string,
      change: { status: OrderStatus; message?: string; trackingNumber?: string },
      actorUserId: string,
    ): Promise<void> {
      if (change.trackingNumber && change.status !== 'shipped') {
        throw new AppError('VALIDATION_FAILED', 'A tracking number is set when the order ships.');
      }
      if (change.status === 'cancelled') {
        await cancelOrder(orderId, {
          reason: change.message ?? 'Cancelled by the shop',
          actorUserId,
          byAdmin: true,
        });
        return;
      }
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!row) throw notFound();
        const move = canMoveOrder(row.status, change.status, {
          byAdmin: true,
          hasMessage: Boolean(change.message),
        });
        if (!move.allowed) throw new AppError('ILLEGAL_STATUS_CHANGE', move.reason);
        if (change.status === 'confirmed' && awaitsOnlinePayment(row)) {
          throw new AppError(
            'ILLEGAL_STATUS_CHANGE',
            'This order waits for its online payment; it is confirmed when the payment arrives.',
          );
        }
        const now = new Date();
        const set: Partial<OrderRow> = { status: change.status, updatedAt: now };
        const notes: string[] = [];
        const before = (s: OrderStatus) => statusRank(change.status) < statusRank(s);
        if (change.status === 'shipped') {
          const tracking = change.trackingNumber ?? row.trackingNumber ?? newTrackingNumber();
          set.trackingNumber = tracking;
          set.shippedAt = now;
          notes.push(`Tracking number ${tracking}`);
        }
        if (before('shipped')) set.shippedAt = null;
        if (change.status === 'delivered') {
          set.deliveredAt = now;
          // Cash on delivery: the courier collected it, so delivered means paid.
          if (row.paymentMethod === 'cod' && row.paymentStatus === 'pending') {
            set.paymentStatus = 'paid';
            notes.push('Cash on delivery collected');
          }
        }
        if (before('delivered')) set.deliveredAt = null;
        await tx.update(orders).set(set).where(eq(orders.id, orderId));
        // A confirmed order has its GST invoice (the same series as checkout's; issued once).
        if (!move.backwards && change.status !== 'pending' && row.source === 'web') {
          await issueInvoice(tx, orderId, now);
        }
        const said = change.message ?? (move.backwards ? '' : `Order ${change.status}`);
        await addTimeline(tx, orderId, {
          status: change.status,
          message: [said, ...notes].filter(Boolean).join(' · '),
          automated: false,
          actorUserId,
        });
      });
      void notify('status', orderId);
    },

    /** Tracking number, priority and warehouse; one timeline entry (by the admin) per change. */
    async updateByAdmin(
      orderId: string,
      patch: { trackingNumber?: string | null; priority?: OrderPriority; warehouse?: string },
      actorUserId: string,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!row) throw notFound();
        const set: Partial<OrderRow> = {};
        const entries: string[] = [];
        if (patch.trackingNumber !== undefined && patch.trackingNumber !== row.trackingNumber) {
          set.trackingNumber = patch.trackingNumber;
          entries.push(
            patch.trackingNumber
              ? `Tracking number set to ${patch.trackingNumber}`
              : 'Tracking number removed',
          );
        }
        if (patch.priority !== undefined && patch.priority !== row.priority) {
          set.priority = patch.priority;
          entries.push(`Priority changed from ${row.priority} to ${patch.priority}`);
        }
        if (patch.warehouse !== undefined && patch.warehouse !== row.warehouse) {
          set.warehouse = patch.warehouse;
          entries.push(`Warehouse changed from ${row.warehouse} to ${patch.warehouse}`);
        }
        if (entries.length === 0) return;
        await tx
          .update(orders)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(orders.id, orderId));
        // One statement; a millisecond apart, so the entries keep their order on any clock.
        await tx.insert(orderTimeline).values(
          entries.map((message, i) => ({
            orderId,
            status: row.status,
            message,
            automated: false,
            actorUserId,
            createdAt: sql`clock_timestamp() + ${i}::int * interval '1 millisecond'`,
          })),
        );
      });
    },

    /** The customer's latest order (support chat's 'Track my order'). */
    async latest(userId: string): Promise<Order | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt))
        .limit(1);
      return row ? ((await views(db, [row]))[0] ?? null) : null;
    },
  };

  /**
   * Cancels with one conditional update (so two cancels cannot both release stock), then gives
   * back stock and coupon and, for a paid online order, starts the refund after commit.
   */
  async function cancelOrder(
    orderId: string,
    opts: { reason: string; actorUserId: string | null; byAdmin: boolean; expiring?: boolean },
  ): Promise<Order> {
    const cancellable: OrderStatus[] = opts.expiring
      ? ['pending']
      : ['pending', 'confirmed', 'processing'];
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({
          status: 'cancelled',
          cancelReason: opts.reason,
          paymentStatus: sql`case when ${orders.paymentStatus} = 'paid' and ${orders.paymentMethod} <> 'cod' then 'refund_pending' else ${orders.paymentStatus} end`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(orders.id, orderId),
            inArray(orders.status, cancellable),
            ...(opts.expiring
              ? [inArray(orders.paymentStatus, ['pending', 'failed'] as PaymentStatus[])]
              : []),
          ),
        )
        .returning({ paymentStatus: orders.paymentStatus });
      if (!row) {
        const [now] = await tx
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.id, orderId));
        if (!now) throw notFound();
        const move = canMoveOrder(now.status, 'cancelled', {
          byAdmin: opts.byAdmin,
          hasMessage: true,
        });
        throw new AppError(
          'ILLEGAL_STATUS_CHANGE',
          move.allowed ? 'The order could not be cancelled. Please try again.' : move.reason,
        );
      }
      const released = await releaseStock(
        tx,
        orderId,
        opts.expiring ? 'payment-expired' : 'cancellation',
        opts.actorUserId,
      );
      await coupons.release(tx, orderId);
      await addTimeline(tx, orderId, {
        status: 'cancelled',
        message: opts.reason,
        automated: opts.expiring === true,
        actorUserId: opts.actorUserId,
      });
      return { ...row, released };
    });
    deps.onStockChanged(outcome.released);
    if (outcome.paymentStatus === 'refund_pending') {
      try {
        await deps.startRefund(orderId);
      } catch (err) {
        // The reconciler retries refunds that are still pending.
        deps.log(`refund for order ${orderId} not started`, err);
      }
    }
    const cancelled = await viewById(db, orderId);
    void notify('cancelled', orderId, cancelled);
    return cancelled;
  }
}
export type OrdersService = ReturnType<typeof createOrdersService>;

const statusOrder: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
];
const statusRank = (s: OrderStatus) => statusOrder.indexOf(s);

/** A made-up carrier number for an order shipped without one: PWS + 10 unambiguous characters. */
function newTrackingNumber(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)];
  return `PWS${code}`;
}

function ctxProductIds(ctx: { images: Map<string, unknown> }): string[] {
  return [...ctx.images.keys()];
}

function payableOf(row: OrderRow): PayableOrder {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    userId: row.userId,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    totalPaise: row.totalPaise,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.shippingAddress.phone,
    createdAt: row.createdAt,
  };
}
