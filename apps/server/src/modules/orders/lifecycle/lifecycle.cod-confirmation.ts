import { and, asc, eq, lt, ne } from 'drizzle-orm';
import { paiseToRupees } from '@propwash/domain/money';
import type { CodConfirmationView, Order } from '@propwash/domain/orders/schemas';
import type { CodConfirmationSettings } from '@propwash/domain/settings/defaults';
import { AppError } from '../../../platform/app-error.ts';
import type { Db } from '../../../platform/db.ts';
import { startPeriodic } from '../../../platform/periodic.ts';
import type { CancelOrder } from './lifecycle.cancel.ts';
import { isCodConfirmToken } from './lifecycle.cod-token.ts';
import {
  addTimeline,
  orderNotFoundError,
  orderViewById,
  type OrderNotices,
} from './lifecycle.notices.ts';
import { orderKey, type OrderRow } from '../orders.view.ts';
import { orderItems, orders } from '../orders.tables.ts';

const HOUR_MS = 3_600_000;
/** How often the expiry job looks for orders past their hours. */
const EXPIRY_CHECK_MS = 5 * 60_000;
const EXPIRY_BATCH = 200;
export const UNCONFIRMED_REASON = 'Cash on delivery not confirmed in time';

/** Who confirms: the emailed link, the signed-in owner on the order page, or the shop by hand. */
type ConfirmedBy =
  | { by: 'link' }
  | { by: 'whatsapp' }
  | { by: 'owner'; userId: string }
  | { by: 'shop'; userId: string; message?: string | undefined };

const entryMessage = (who: ConfirmedBy) =>
  who.by === 'link'
    ? 'Cash on delivery confirmed by the customer (emailed link)'
    : who.by === 'whatsapp'
      ? 'Cash on delivery confirmed by the customer (WhatsApp)'
      : who.by === 'owner'
        ? 'Cash on delivery confirmed by the customer (order page)'
        : ['Cash on delivery confirmed by the shop', who.message].filter(Boolean).join(' · ');

/**
 * Cash-on-delivery confirmation (docs/decisions/cod-confirmation.md): a waiting
 * order is confirmed once, by the signed link, by its owner or by the shop (one conditional
 * update, so two clicks or a click racing the expiry job confirm or cancel exactly once); the
 * expiry job cancels orders still waiting after the setting's hours through lifecycle.cancel.ts.
 */
export function createCodConfirmation(deps: {
  db: Db;
  notices: Pick<OrderNotices, 'announce'>;
  cancelOrder: CancelOrder;
  secret: string;
  settings: () => Promise<CodConfirmationSettings>;
  log: (msg: string, err?: unknown) => void;
}) {
  const { db } = deps;

  /** Why a confirmation is refused, from the order as it stands (nothing written). */
  function refusal(row: Pick<OrderRow, 'status' | 'codConfirmation'>, who: ConfirmedBy) {
    if (row.status === 'cancelled') {
      return new AppError(
        'CONFLICT',
        'This order was cancelled, so it can no longer be confirmed. Please place a new order.',
      );
    }
    if (row.codConfirmation === 'confirmed') {
      return new AppError(
        'CONFLICT',
        who.by === 'link'
          ? 'This confirmation link has already been used: your order is confirmed.'
          : 'This order is already confirmed.',
      );
    }
    return new AppError('CONFLICT', 'This order does not need a confirmation.');
  }

  async function confirm(orderId: string, who: ConfirmedBy): Promise<void> {
    await db.transaction(async (tx) => {
      const now = new Date();
      const [done] = await tx
        .update(orders)
        .set({ codConfirmation: 'confirmed', codConfirmedAt: now, updatedAt: now })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.codConfirmation, 'awaiting'),
            ne(orders.status, 'cancelled'),
          ),
        )
        .returning({ status: orders.status, userId: orders.userId });
      if (!done) {
        const [row] = await tx
          .select({ status: orders.status, codConfirmation: orders.codConfirmation })
          .from(orders)
          .where(eq(orders.id, orderId));
        if (!row) throw orderNotFoundError();
        throw refusal(row, who);
      }
      await addTimeline(tx, orderId, {
        status: done.status,
        message: entryMessage(who),
        automated: false,
        // The link was mailed (the message sent) to the order's owner: their act, as the admin
        // timeline shows it.
        actorUserId: who.by === 'link' || who.by === 'whatsapp' ? done.userId : who.userId,
      });
    });
    void deps.notices.announce(orderId);
  }

  /** The order a link names, once its token is checked (a tampered token never reads it). */
  async function linkedRow(orderId: string, token: string): Promise<OrderRow> {
    const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    if (!UUID.test(orderId) || !isCodConfirmToken(deps.secret, orderId, token)) {
      throw new AppError(
        'FORBIDDEN',
        'This confirmation link is not valid. Please open the link from your order email.',
      );
    }
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw orderNotFoundError();
    return row;
  }

  async function expireUnconfirmed(now: Date = new Date()): Promise<string[]> {
    const { cancelAfterHours } = await deps.settings();
    const cutoff = new Date(now.getTime() - cancelAfterHours * HOUR_MS);
    // The partial index orders_order_cod_awaiting_idx holds exactly these orders.
    const due = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.codConfirmation, 'awaiting'),
          ne(orders.status, 'cancelled'),
          lt(orders.createdAt, cutoff),
        ),
      )
      .orderBy(asc(orders.createdAt))
      .limit(EXPIRY_BATCH);
    const cancelled: string[] = [];
    for (const { id } of due) {
      try {
        await deps.cancelOrder(id, {
          reason: UNCONFIRMED_REASON,
          actorUserId: null,
          byAdmin: true,
          codUnconfirmed: true,
        });
        cancelled.push(id);
      } catch (err) {
        // Confirmed (or cancelled) a moment ago: nothing to do.
        if (err instanceof AppError && err.type === 'ILLEGAL_STATUS_CHANGE') continue;
        deps.log(`cancelling the unconfirmed COD order ${id} failed`, err);
      }
    }
    return cancelled;
  }

  /** GET /api/orders/:id/confirm-cod?token=: what the confirmation page shows. */
  async function view(orderId: string, token: string): Promise<CodConfirmationView> {
    const row = await linkedRow(orderId, token);
    const [items, settings] = await Promise.all([
      db
        .select({
          name: orderItems.name,
          quantity: orderItems.quantity,
          lineTotalPaise: orderItems.lineTotalPaise,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, row.id))
        .orderBy(asc(orderItems.id)),
      deps.settings(),
    ]);
    const state =
      row.status === 'cancelled'
        ? 'cancelled'
        : row.codConfirmation === 'awaiting'
          ? 'awaiting'
          : 'confirmed';
    return {
      id: row.id,
      orderNumber: row.orderNumber,
      createdAt: row.createdAt.toISOString(),
      customerName: row.customerName,
      status: row.status,
      state,
      confirmedAt: row.codConfirmedAt?.toISOString() ?? null,
      cancelsAt:
        state === 'awaiting'
          ? new Date(row.createdAt.getTime() + settings.cancelAfterHours * HOUR_MS).toISOString()
          : null,
      items: items.map((i) => ({
        name: i.name,
        quantity: i.quantity,
        lineTotal: paiseToRupees(i.lineTotalPaise),
      })),
      total: paiseToRupees(row.totalPaise),
    };
  }

  return {
    view,

    /** POST /api/orders/:id/confirm-cod with the link's token (no sign-in needed). */
    async confirmByToken(orderId: string, token: string): Promise<CodConfirmationView> {
      await linkedRow(orderId, token);
      await confirm(orderId, { by: 'link' });
      return view(orderId, token);
    },

    /** The same from the signed-in owner's order page; another customer's order is not found. */
    async confirmByOwner(userId: string, idOrNumber: string): Promise<Order> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(orderKey(idOrNumber), eq(orders.userId, userId)));
      if (!row) throw orderNotFoundError();
      await confirm(row.id, { by: 'owner', userId });
      return orderViewById(db, row.id);
    },

    /**
     * The customer's "Confirm order" button on WhatsApp; the whatsapp module has checked the
     * reply came from the order's number (docs/decisions/whatsapp.md). Refused like the link.
     */
    confirmByWhatsApp(orderId: string): Promise<void> {
      return confirm(orderId, { by: 'whatsapp' });
    },

    /** The shop confirms by hand (after a phone call, say); a timeline entry by the admin. */
    confirmByShop(orderId: string, userId: string, message?: string): Promise<void> {
      return confirm(orderId, { by: 'shop', userId, message });
    },

    expireUnconfirmed,

    /** Runs the expiry now and every few minutes; the returned stop() awaits a run in flight. */
    startExpiry(): () => Promise<void> {
      return startPeriodic(expireUnconfirmed, EXPIRY_CHECK_MS, (err) =>
        deps.log('COD confirmation expiry failed', err),
      );
    },
  };
}
export type CodConfirmation = ReturnType<typeof createCodConfirmation>;
