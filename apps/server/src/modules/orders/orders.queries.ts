import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Cart } from '@propwash/domain/cart/schemas';
import type { Order, OrderList, OrderListQuery, Tracking } from '@propwash/domain/orders/schemas';
import type { CustomerShipment } from '@propwash/domain/shipping/shipment-schemas';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { pageInfo, selectNewestFirst } from '../../platform/paging.ts';
import type { CartService } from '../cart/cart.service.ts';
import { orderNotFoundError } from './lifecycle/lifecycle.notices.ts';
import { orderKey, orderViews, trackingOf, type OrderRow } from './orders.view.ts';
import { orderItems, orders } from './orders.tables.ts';
import type { ShipmentsReadPort } from './orders.ports.ts';

function digits(s: string): string {
  return s.replace(/\D/g, '').slice(-10);
}

/** A customer's own order by id or number; another customer's answers 404 like a missing one. */
export async function ownOrderRow(db: Db, userId: string, idOrNumber: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(orderKey(idOrNumber), eq(orders.userId, userId)));
  if (!row) throw orderNotFoundError();
  return row;
}

/** The customer's reads of their orders (and reorder, which reads one and fills the cart). */
export function createOrderQueries(deps: {
  db: Db;
  cart: Pick<CartService, 'merge'>;
  shipments?: ShipmentsReadPort;
}) {
  const { db } = deps;
  /** One order's view with its parcels (the shipping module's reads). */
  const withShipments = async <T extends object>(
    orderId: string,
    view: T,
  ): Promise<T & { shipments?: CustomerShipment[] }> => {
    // Absent, not empty, while the order has none (the order as placed reads the same).
    const shipments = deps.shipments ? await deps.shipments.forOrder(orderId) : [];
    return shipments.length > 0 ? { ...view, shipments } : view;
  };

  const ownRow = (userId: string, idOrNumber: string) => ownOrderRow(db, userId, idOrNumber);

  return {
    ownRow,

    /** The customer's orders, newest first. */
    async list(userId: string, query: OrderListQuery): Promise<OrderList> {
      const where = and(
        eq(orders.userId, userId),
        query.status === 'all' ? undefined : eq(orders.status, query.status),
      );
      const { rows, total } = await selectNewestFirst(db, query, orders, orders.createdAt, where);
      const pagination = pageInfo(query, total);
      return {
        orders: await orderViews(db, rows),
        pagination: { ...pagination, totalPages: Math.max(1, pagination.totalPages) },
      };
    },

    async get(userId: string, idOrNumber: string): Promise<Order> {
      const [view] = await orderViews(db, [await ownRow(userId, idOrNumber)]);
      return withShipments(view!.id, view!);
    },

    /** Any order, whoever placed it (an admin reading GET /api/orders/:id). */
    async getAny(idOrNumber: string): Promise<Order> {
      const [row] = await db.select().from(orders).where(orderKey(idOrNumber));
      if (!row) throw orderNotFoundError();
      const [view] = await orderViews(db, [row]);
      return withShipments(view!.id, view!);
    },

    async tracking(userId: string, idOrNumber: string): Promise<Tracking> {
      const [view] = await orderViews(db, [await ownRow(userId, idOrNumber)]);
      return withShipments(view!.id, trackingOf(view!));
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
      const [view] = await orderViews(db, [row]);
      return withShipments(view!.id, trackingOf(view!));
    },

    /** Delivered orders only: lines go back into the cart at today's price, capped at stock. */
    async reorder(userId: string, idOrNumber: string): Promise<{ cart: Cart; message: string }> {
      const row = await ownRow(userId, idOrNumber);
      if (row.status !== 'delivered') {
        throw new AppError('ILLEGAL_STATUS_CHANGE', 'Only delivered orders can be ordered again.');
      }
      const items = await db
        .select({
          productId: orderItems.productId,
          variantId: orderItems.variantId,
          quantity: orderItems.quantity,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, row.id));
      const wanted = items.flatMap((i) =>
        i.productId
          ? [{ productId: i.productId, variantId: i.variantId, quantity: i.quantity }]
          : [],
      );
      const cart = await deps.cart.merge(userId, wanted);
      const key = (l: { productId: string; variantId: string | null }) =>
        `${l.productId}:${l.variantId ?? ''}`;
      const inCart = new Set(cart.items.filter((l) => l.inStock).map(key));
      const missing = wanted.filter((w) => !inCart.has(key(w))).length;
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

    /** The customer's latest order (support chat's 'Track my order'). */
    async latest(userId: string): Promise<Order | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt))
        .limit(1);
      return row ? ((await orderViews(db, [row]))[0] ?? null) : null;
    },
  };
}
