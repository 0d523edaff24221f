// Switching an order whose online payment failed to cash on delivery, from its order page
// (docs/decisions/failed-payment-to-cash-on-delivery.md).
import { and, eq } from 'drizzle-orm';
import { needsCodConfirmation } from '@propwash/domain/orders/cod-confirmation';
import type { Order } from '@propwash/domain/orders/schemas';
import { AppError } from '../../../platform/app-error.ts';
import type { Db } from '../../../platform/db.ts';
import type { Pricing } from '../placement/placement.quote.ts';
import { addTimeline, type OrderNotices } from './lifecycle.notices.ts';
import type { createOrderQueries } from '../orders.queries.ts';
import { orders } from '../orders.tables.ts';

export function createPayOnDelivery(deps: {
  db: Db;
  pricing: Pick<Pricing, 'context' | 'assertMethodOffered'>;
  queries: Pick<ReturnType<typeof createOrderQueries>, 'ownRow' | 'get'>;
  notices: Pick<OrderNotices, 'notify'>;
}) {
  const { db } = deps;
  /**
   * POST /api/orders/:id/pay-on-delivery: the owner's pending online order whose payment failed
   * becomes cash on delivery, confirmed, when COD is offered for it now (enabled, within the
   * limit: the checkout's own rule). The customer asked for it signed in, so no emailed
   * confirmation is needed. No invoice yet: it is issued at packing
   * (docs/decisions/invoice-timing.md).
   */
  return async function switchToCod(userId: string, idOrNumber: string): Promise<Order> {
    const own = await deps.queries.ownRow(userId, idOrNumber);
    const ctx = await deps.pricing.context();
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, own.id)).for('update');
      if (
        !row ||
        row.status !== 'pending' ||
        row.paymentMethod === 'cod' ||
        row.paymentStatus !== 'failed'
      ) {
        throw new AppError(
          'CONFLICT',
          'Only an order whose online payment failed can switch to cash on delivery.',
        );
      }
      deps.pricing.assertMethodOffered(ctx, 'cod', row.totalPaise);
      const now = new Date();
      const asksConfirmation = needsCodConfirmation(ctx.codConfirmation, {
        isCod: true,
        totalPaise: row.totalPaise,
      });
      await tx
        .update(orders)
        .set({
          paymentMethod: 'cod',
          status: 'confirmed',
          paymentStatus: 'pending',
          codConfirmation: asksConfirmation ? 'confirmed' : null,
          codConfirmedAt: asksConfirmation ? now : null,
          updatedAt: now,
        })
        .where(and(eq(orders.id, row.id), eq(orders.status, 'pending')));
      await addTimeline(tx, row.id, {
        status: 'confirmed',
        message: 'Switched to cash on delivery after the online payment failed',
        automated: false,
        actorUserId: userId,
      });
    });
    await deps.notices.notify('status', own.id);
    return deps.queries.get(userId, own.id);
  };
}
