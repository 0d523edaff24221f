import { eq, sql } from 'drizzle-orm';
import type { Order } from '@propwash/domain/orders/schemas';
import type { DomainEvent } from '@propwash/domain/platform/events';
import { AppError } from '../../../platform/app-error.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import type { Email } from '../../../platform/mail.ts';
import { orderEmail, type OrderEmailKind } from './lifecycle.emails.ts';
import { orderNotFound, orderViews } from '../orders.view.ts';
import { orders, orderTimeline } from '../orders.tables.ts';
import type { OrderUpdatesPort } from '../orders.ports.ts';

export type OrderNoticesDeps = {
  db: Db;
  sendEmail: (email: Email) => Promise<void>;
  /** Live listeners (admin screens, the customer's order page, push): after commit only. */
  publish: (event: DomainEvent) => Promise<void>;
  publicUrl: string;
  log: (msg: string, err?: unknown) => void;
  /** The same update on WhatsApp, besides the email (docs/decisions/whatsapp.md). */
  orderUpdates?: OrderUpdatesPort | undefined;
};

export const orderNotFoundError = () => new AppError('NOT_FOUND', orderNotFound);

/** One timeline entry, written in the caller's transaction. */
export async function addTimeline(
  tx: Tx,
  orderId: string,
  entry: { status: string; message: string; automated: boolean; actorUserId?: string | null },
) {
  // clock_timestamp(), not now(): entries written in one transaction keep their order.
  await tx.insert(orderTimeline).values({ orderId, ...entry, createdAt: sql`clock_timestamp()` });
}

export async function orderViewById(q: Db | Tx, orderId: string): Promise<Order> {
  const [row] = await q.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw orderNotFoundError();
  const [view] = await orderViews(q, [row]);
  return view!;
}

/** The live event of an order change (order.placed for a new order, else order.updated). */
export function orderEvent(kind: OrderEmailKind, order: Order, userId: string | null): DomainEvent {
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
  return kind === 'placed'
    ? { type: 'order.placed', ...fields }
    : { type: 'order.updated', reason: kind, ...fields };
}

/** The email and the live event of a change after its commit; neither ever fails the request. */
export function createOrderNotices(deps: OrderNoticesDeps) {
  const { db } = deps;

  async function publishChange(kind: OrderEmailKind, order: Order, ownerId?: string | null) {
    let userId = ownerId;
    if (userId === undefined) {
      const [row] = await db
        .select({ userId: orders.userId })
        .from(orders)
        .where(eq(orders.id, order.id));
      userId = row?.userId ?? null;
    }
    await deps.publish(orderEvent(kind, order, userId));
  }

  return {
    /** The live event only (no email): a change the customer made, or told the shop about. */
    async announce(orderId: string): Promise<void> {
      try {
        await publishChange('status', await orderViewById(db, orderId));
      } catch (err) {
        deps.log(`order event (status) for ${orderId} failed`, err);
      }
    },

    async notify(
      kind: OrderEmailKind,
      orderId: string,
      known?: Order,
      ownerId?: string | null,
    ): Promise<void> {
      let order: Order;
      try {
        order = known ?? (await orderViewById(db, orderId));
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
      deps.orderUpdates?.noticed(kind, order, ownerId);
    },
  };
}
export type OrderNotices = ReturnType<typeof createOrderNotices>;
