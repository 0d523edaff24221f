import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db.ts';
import type { SettingsService } from '../../settings/settings.service.ts';
import { orderItems, orders, receipts } from '../orders.tables.ts';
import { buildReceiptDocument, type ReceiptDocument } from './receipts.document.ts';
import { renderReceiptHtml } from './receipts.html.ts';
import { renderReceiptPdf } from './receipts.pdf.ts';

/** Payment receipts (receipt vouchers) of paid orders, as data, a page and a PDF. */
export function createReceiptsService(deps: { db: Db; settings: Pick<SettingsService, 'get'> }) {
  const { db, settings } = deps;
  return {
    /** The order's receipt voucher; null when it has none (not paid online). */
    async document(orderId: string): Promise<ReceiptDocument | null> {
      const [row] = await db
        .select({ order: orders, receipt: receipts })
        .from(orders)
        .innerJoin(receipts, eq(receipts.orderId, orders.id))
        .where(eq(orders.id, orderId));
      if (!row) return null;
      const [items, general] = await Promise.all([
        db
          .select({ name: orderItems.name, quantity: orderItems.quantity })
          .from(orderItems)
          .where(eq(orderItems.orderId, orderId))
          .orderBy(asc(orderItems.name), asc(orderItems.id)),
        settings.get('general'),
      ]);
      return buildReceiptDocument({ order: row.order, items, receipt: row.receipt, general });
    },

    /** A self-contained, printable HTML page (inline CSS; receiptContentSecurityPolicy). */
    html: renderReceiptHtml,

    /** An A4 PDF (DejaVu Sans Condensed, so the amount is written with ₹). */
    pdf: renderReceiptPdf,
  };
}
export type ReceiptsService = ReturnType<typeof createReceiptsService>;
