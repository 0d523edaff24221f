import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db.ts';
import { indiaDay } from '@propwash/domain/india-time';
import type { SettingsService } from '../../settings/settings.service.ts';
import { buildInvoiceDocument, type InvoiceDocument } from './invoices.document.ts';
import { renderInvoiceHtml } from './invoices.html.ts';
import { renderInvoicePdf } from './invoices.pdf.ts';
import { invoiceJson } from './invoices.json.ts';
import { droneUnits, invoices, orderItems, orders } from '../orders.tables.ts';
import type { CancellationNotesPort } from '../orders.ports.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order as the invoice routes need it for the access check. */
export type OrderOwner = { orderId: string; orderNumber: string; userId: string | null };

export function createInvoicesService(deps: {
  db: Db;
  settings: SettingsService;
  cancellationNotes: Pick<CancellationNotesPort, 'find'>;
}) {
  const { db, settings, cancellationNotes } = deps;

  /** The invoice as issued, and the credit note that cancelled it (if its order was cancelled). */
  async function documentAndNote(orderId: string) {
    const [row] = await db
      .select({ order: orders, invoice: invoices })
      .from(orders)
      .innerJoin(invoices, eq(invoices.orderId, orders.id))
      .where(eq(orders.id, orderId));
    if (!row) return null;
    const { order, invoice } = row;
    const [items, units, general, note] = await Promise.all([
      db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.name), asc(orderItems.id)),
      // Every drone unit's serial numbers in one read, printed under their lines.
      db.select().from(droneUnits).where(eq(droneUnits.orderId, orderId)),
      settings.get('general'),
      order.status === 'cancelled' ? cancellationNotes.find(orderId) : null,
    ]);
    const doc = buildInvoiceDocument({ order, items, invoice, general, droneUnits: units });
    return { doc, note, reason: order.cancelReason ?? 'Order cancelled' };
  }

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

    /**
     * The GST tax invoice of an order as data; null when the order has no invoice (yet). An
     * invoice whose order was cancelled carries `cancelledBy`, the credit note that cancels it.
     */
    async document(orderId: string): Promise<InvoiceDocument | null> {
      const found = await documentAndNote(orderId);
      if (!found) return null;
      const { doc, note } = found;
      return note
        ? { ...doc, cancelledBy: { creditNoteNumber: note.number, date: indiaDay(note.issuedAt) } }
        : doc;
    },

    /**
     * The credit note for the whole invoice of a cancelled order: every line of the invoice,
     * shipping included, under the credit note's number and date; null when none was issued.
     */
    async cancellationCreditNote(orderId: string): Promise<InvoiceDocument | null> {
      const found = await documentAndNote(orderId);
      if (!found?.note) return null;
      const { doc, note, reason } = found;
      return {
        ...doc,
        // It credits every line, the COD fee's included; an advance is not the credit note's.
        totals: { ...doc.totals, advance: null },
        creditNote: {
          number: note.number,
          date: indiaDay(note.issuedAt),
          reason: `Order cancelled (${reason})`,
        },
      };
    },

    /** A self-contained, printable HTML page (inline CSS; see invoiceContentSecurityPolicy). */
    html: renderInvoiceHtml,

    /** An A4 PDF of the invoice (an embedded DejaVu font, so amounts are written with ₹). */
    pdf: renderInvoicePdf,

    /** The invoice as the API's JSON answers it (rupees), from the same document. */
    json: invoiceJson,
  };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;
