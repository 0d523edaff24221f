// Switching an order whose online payment failed to cash on delivery, from its order page
// (docs/decisions/failed-payment-to-cash-on-delivery.md).
import { and, eq } from 'drizzle-orm';
import { formatPaiseShort, type Paise } from '@propwash/domain/money';
import { codAdvanceAsksHistory, codAdvanceFor } from '@propwash/domain/orders/cod-advance';
import { needsCodConfirmation } from '@propwash/domain/orders/cod-confirmation';
import type { Order } from '@propwash/domain/orders/schemas';
import { supplierOf } from '@propwash/domain/orders/supplier';
import { allocateProportionally, priceLines } from '@propwash/domain/pricing/quote';
import { findState } from '@propwash/domain/shipping/shipping';
import { AppError } from '../../../platform/app-error.ts';
import type { Db } from '../../../platform/db.ts';
import type { Pricing, PricingContext } from '../placement/placement.quote.ts';
import { addTimeline, type OrderNotices } from './lifecycle.notices.ts';
import { figureColumns, writeLineFigures } from '../orders.figures.ts';
import type { createOrderQueries } from '../orders.queries.ts';
import { orderItems, orders } from '../orders.tables.ts';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** Whether the order's GST is CGST + SGST (as placed; by its states when it carried no GST). */
function intraStateOf(row: OrderRow, ctx: PricingContext): boolean {
  if (row.igstPaise > 0) return false;
  if (row.cgstPaise + row.sgstPaise > 0) return true;
  const supplier = row.supplier ?? supplierOf(undefined, ctx.general);
  const name = (s: string) => findState(s)?.name ?? s.trim().toLowerCase();
  return name(row.shippingAddress.state) === name(supplier.state);
}

/**
 * The order's figures paid cash on delivery: its own lines, after the coupon only (the prepaid
 * saving goes), with the COD fee of the settings now; the same priceLines() as checkout
 * (docs/decisions/cod-fee-and-prepaid-saving.md). The lines keep the coupon's share and the
 * saving's in one discount, so the coupon's share is worked out again as quote() spread it (in
 * proportion to the lines' values) and the saving's share is the rest.
 */
export function codFigures(row: OrderRow, items: ItemRow[], ctx: PricingContext) {
  const values = items.map((i) => i.unitPricePaise * i.quantity);
  const coupon = allocateProportionally(row.discountPaise, values);
  return priceLines({
    lines: items.map((item, i) => {
      // Never more than the line's own discount (a tie broken the other way moves one paisa).
      const couponShare = Math.min(item.discountPaise, coupon[i] ?? 0);
      return {
        productId: item.productId ?? '',
        name: item.name,
        unitPricePaise: item.unitPricePaise,
        quantity: item.quantity,
        gstRateBp: item.gstRateBp,
        lineSubtotalPaise: values[i] ?? 0,
        discountPaise: couponShare,
      };
    }),
    shippingPaise: row.shippingPaise,
    isIntraState: intraStateOf(row, ctx),
    savingPaise: 0,
    codFeePaise: ctx.payment.codFeePaise,
  });
}

/** 'Switched to cash on delivery …; the total is now ₹1,048 (COD fee ₹49 added, prepaid saving ₹50 removed)'. */
export function switchedMessage(totalPaise: Paise, feePaise: Paise, savingPaise: Paise): string {
  const changes = [
    ...(feePaise > 0 ? [`COD fee ${formatPaiseShort(feePaise)} added`] : []),
    ...(savingPaise > 0 ? [`prepaid saving ${formatPaiseShort(savingPaise)} removed`] : []),
  ];
  return `Switched to cash on delivery after the online payment failed; the total is now ${formatPaiseShort(totalPaise)}${changes.length ? ` (${changes.join(', ')})` : ''}`;
}

export function createPayOnDelivery(deps: {
  db: Db;
  pricing: Pick<Pricing, 'context' | 'assertMethodOffered' | 'codBlocked' | 'deliveredBefore'>;
  queries: Pick<ReturnType<typeof createOrderQueries>, 'ownRow' | 'get'>;
  notices: Pick<OrderNotices, 'notify'>;
}) {
  const { db } = deps;
  /**
   * POST /api/orders/:id/pay-on-delivery: the owner's pending online order whose payment failed
   * becomes cash on delivery, confirmed, re-priced for it (the prepaid saving goes, the COD fee is
   * added), when COD is offered for it now: enabled, its new total within the limit, not blocked
   * for the customer, phone or pincode (the checkout's own rule). The customer asked for it
   * signed in, so no emailed confirmation is needed. No invoice yet: it is issued at packing
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
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, row.id));
      const priced = codFigures(row, items, ctx);
      const codBlocked = await deps.pricing.codBlocked(
        { userId, phone: row.shippingAddress.phone, pincode: row.shippingAddress.pincode },
        tx,
        ctx,
      );
      deps.pricing.assertMethodOffered(ctx, 'cod', priced.totalPaise, undefined, codBlocked);
      const now = new Date();
      // The advance rules of checkout apply too (docs/decisions/part-paid-cod.md): an order they
      // catch becomes a part-paid one that waits for its advance, paid online like at checkout.
      const firstTime = codAdvanceAsksHistory(ctx.codAdvance, true)
        ? !(await deps.pricing.deliveredBefore(tx, userId))
        : undefined;
      const advancePaise = codAdvanceFor(ctx.codAdvance, {
        isCod: true,
        totalPaise: priced.totalPaise,
        firstTime,
      });
      const asksConfirmation =
        advancePaise === 0 &&
        needsCodConfirmation(ctx.codConfirmation, {
          isCod: true,
          totalPaise: priced.totalPaise,
        });
      await writeLineFigures(tx, items, priced);
      await tx
        .update(orders)
        .set({
          paymentMethod: 'cod',
          status: advancePaise > 0 ? 'pending' : 'confirmed',
          paymentStatus: 'pending',
          codAdvancePaise: advancePaise,
          codConfirmation: asksConfirmation ? 'confirmed' : null,
          codConfirmedAt: asksConfirmation ? now : null,
          ...figureColumns(priced),
          // Paid online before packing, it would get back the saving it was placed with
          // (docs/decisions/pay-now-for-cod-orders.md).
          payNowSavingPaise: row.prepaidSavingPaise,
          updatedAt: now,
        })
        .where(and(eq(orders.id, row.id), eq(orders.status, 'pending')));
      const switched = switchedMessage(
        priced.totalPaise,
        priced.codFeeLine.chargePaise,
        row.prepaidSavingPaise,
      );
      await addTimeline(tx, row.id, {
        status: advancePaise > 0 ? 'pending' : 'confirmed',
        message:
          advancePaise > 0
            ? `${switched}; an advance of ${formatPaiseShort(advancePaise)} is to be paid online to confirm it`
            : switched,
        automated: false,
        actorUserId: userId,
      });
    });
    await deps.notices.notify('status', own.id);
    return deps.queries.get(userId, own.id);
  };
}
