// What the gst module needs of orders (docs/decisions/gstr-1.md): the tax invoices of one GST
// registration, built into the same documents the invoice pages print, and the receipt vouchers.
// A fixed number of queries whatever the month holds; wired in app-services.ts.
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { BusinessBuyer } from '@propwash/domain/orders/business-buyer';
import type { GeneralSettings } from '@propwash/domain/settings/defaults';
import type { Db } from '../../platform/db.ts';
import { buildInvoiceDocument, type InvoiceDocument } from './invoices/invoices.document.ts';
import { invoices, orderItems, orders, receipts } from './orders.tables.ts';

/** An issued tax invoice as GSTR-1 reads it. */
export type InvoiceForGst = {
  orderId: string;
  document: InvoiceDocument;
  /** The business buyer named on it; null: a consumer. */
  buyer: BusinessBuyer | null;
  /** Why its order was cancelled (a cancellation's credit note names it); null when not. */
  cancelReason: string | null;
};

/** [from, to): instants. */
export type GstRange = { from: Date; to: Date };

export function createOrdersForGst(deps: { db: Db; general: () => Promise<GeneralSettings> }) {
  const { db } = deps;

  /**
   * Orders invoiced under `gstin`: their registration (`orders.supplier`), or the store profile's
   * for orders placed before warehouses had GSTINs (docs/decisions/invoice-from-shipping-warehouse.md).
   */
  const underGstin = (gstin: string, general: GeneralSettings): SQL =>
    sql`coalesce(${orders.supplier}->>'gstin', ${general.gstin}::text) = ${gstin}::text`;

  /** The invoices matching `where` as documents: two queries (orders with invoices, their lines). */
  async function documents(where: SQL, general: GeneralSettings): Promise<InvoiceForGst[]> {
    const rows = await db
      .select({ order: orders, invoice: invoices })
      .from(orders)
      .innerJoin(invoices, eq(invoices.orderId, orders.id))
      .where(where)
      .orderBy(asc(invoices.series), asc(invoices.financialYear), asc(invoices.sequence));
    if (rows.length === 0) return [];
    const ids = db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(invoices, eq(invoices.orderId, orders.id))
      .where(where);
    // The invoice page's order of lines (invoices.service.ts), so the documents are the same.
    const items = await db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.name), asc(orderItems.id));
    const itemsOf = new Map<string, (typeof items)[number][]>();
    for (const item of items) {
      const list = itemsOf.get(item.orderId) ?? [];
      list.push(item);
      itemsOf.set(item.orderId, list);
    }
    return rows.map(({ order, invoice }) => ({
      orderId: order.id,
      document: buildInvoiceDocument({
        order,
        items: itemsOf.get(order.id) ?? [],
        invoice,
        general,
      }),
      buyer: order.buyer ?? null,
      cancelReason: order.status === 'cancelled' ? (order.cancelReason ?? 'Order cancelled') : null,
    }));
  }

  return {
    /** The tax invoices issued under `gstin` in the range, in series order. */
    async invoicesIssued(gstin: string, range: GstRange): Promise<InvoiceForGst[]> {
      const general = await deps.general();
      return documents(
        and(
          gte(invoices.issuedAt, range.from),
          lt(invoices.issuedAt, range.to),
          underGstin(gstin, general),
        )!,
        general,
      );
    },

    /** The invoices of these orders issued under `gstin` (credit notes are against them), by order. */
    async invoicesOfOrders(orderIds: string[], gstin: string): Promise<Map<string, InvoiceForGst>> {
      if (orderIds.length === 0) return new Map();
      const general = await deps.general();
      const found = await documents(
        and(inArray(orders.id, orderIds), underGstin(gstin, general))!,
        general,
      );
      return new Map(found.map((f) => [f.orderId, f]));
    },

    /** The numbers of the receipt vouchers issued in the range for orders under `gstin`. */
    async receiptsIssued(gstin: string, range: GstRange): Promise<string[]> {
      const general = await deps.general();
      const rows = await db
        .select({ number: receipts.receiptNumber })
        .from(receipts)
        .innerJoin(orders, eq(orders.id, receipts.orderId))
        .where(
          and(
            gte(receipts.issuedAt, range.from),
            lt(receipts.issuedAt, range.to),
            underGstin(gstin, general),
          ),
        )
        .orderBy(asc(receipts.financialYear), asc(receipts.sequence));
      return rows.map((r) => r.number);
    },
  };
}
export type OrdersForGst = ReturnType<typeof createOrdersForGst>;
