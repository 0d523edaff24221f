import { eq } from 'drizzle-orm';
import type { priceLines } from '@propwash/domain/pricing/quote';
import type { Tx } from '../../platform/db.ts';
import { orderItems } from './orders.tables.ts';

/** An order priced again by priceLines() (packages/domain/src/pricing/quote.ts). */
type Figures = ReturnType<typeof priceLines>;
type ItemRow = typeof orderItems.$inferSelect;

/*
 * Writing an order priced again for another way of payment: a cash-on-delivery order paid online
 * before packing (docs/decisions/pay-now-for-cod-orders.md), an online order switched to cash on
 * delivery (docs/decisions/failed-payment-to-cash-on-delivery.md). Only before the invoice is
 * issued, so no tax document changes (docs/decisions/invoice-timing.md).
 */

/** The order's money columns the figures decide (subtotal, coupon and shipping stay). */
export function figureColumns(f: Figures) {
  return {
    taxPaise: f.taxPaise,
    cgstPaise: f.cgstPaise,
    sgstPaise: f.sgstPaise,
    igstPaise: f.igstPaise,
    totalPaise: f.totalPaise,
    roundOffPaise: f.roundOffPaise,
    shippingTaxPaise: f.shippingLine.taxPaise,
    codFeePaise: f.codFeeLine.chargePaise,
    codFeeTaxPaise: f.codFeeLine.taxPaise,
    prepaidSavingPaise: f.prepaidSavingPaise,
  };
}

/**
 * Each order line's discount (its coupon share and its saving share), tax and total from the
 * figures, `items` in the order priceLines() was given them; lines that did not change are left.
 */
export async function writeLineFigures(tx: Tx, items: ItemRow[], f: Figures): Promise<void> {
  for (const [i, item] of items.entries()) {
    const line = f.lines[i]!;
    const discountPaise = line.discountPaise + line.savingPaise;
    if (
      discountPaise === item.discountPaise &&
      line.taxPaise === item.taxPaise &&
      line.lineTotalPaise === item.lineTotalPaise
    ) {
      continue;
    }
    await tx
      .update(orderItems)
      .set({ discountPaise, taxPaise: line.taxPaise, lineTotalPaise: line.lineTotalPaise })
      .where(eq(orderItems.id, item.id));
  }
}
