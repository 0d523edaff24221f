import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { buildInvoiceDocument, type InvoiceDocument } from './invoice-document.ts';
import { renderInvoiceHtml } from './invoice-html.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { invoices, orderItems, orders } from './orders.tables.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order as the invoice routes need it for the access check. */
export type OrderOwner = { orderId: string; orderNumber: string; userId: string | null };

export function createInvoicesService(deps: { db: Db; settings: SettingsService }) {
  const { db, settings } = deps;

  return {
    /** The order's id, number and owner, by uuid or order number; null when there is none. */
    async findOrderOwner(idOrNumber: string): Promise<OrderOwner | null> {
      const [row] = await db
        .select({ orderId: orders.id, orderNumber: orders.orderNumber, userId: orders.userId })
        .from(orders)
        .where(
          UUID.test(idOrNumber)
            ? eq(orders.id, idOrNumber)
            : eq(orders.orderNumber, idOrNumber.trim().toUpperCase()),
        )
        .limit(1);
      return row ?? null;
    },

    /** The GST tax invoice of an order as data; null when the order has no invoice (yet). */
    async document(orderId: string): Promise<InvoiceDocument | null> {
      const [row] = await db
        .select({ order: orders, invoice: invoices })
        .from(orders)
        .innerJoin(invoices, eq(invoices.orderId, orders.id))
        .where(eq(orders.id, orderId));
      if (!row) return null;
      const { order, invoice } = row;
      const [items, general] = await Promise.all([
        db
          .select()
          .from(orderItems)
          .where(eq(orderItems.orderId, orderId))
          .orderBy(asc(orderItems.name), asc(orderItems.id)),
        settings.get('general'),
      ]);

      return buildInvoiceDocument({ order, items, invoice, general });
    },

    /** A self-contained, printable HTML page (inline CSS; see invoiceContentSecurityPolicy). */
    html: renderInvoiceHtml,

    /** An A4 PDF of the invoice (Helvetica, so amounts are written 'Rs.'). */
    pdf: renderInvoicePdf,
  };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;
