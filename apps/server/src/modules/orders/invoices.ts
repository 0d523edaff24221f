import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { financialYear, formatInvoiceNumber } from '@propwash/domain/orders/invoice-number';
import { AppError } from '../../platform/app-error.ts';
import type { Db, Tx } from '../../platform/db.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { buildInvoiceDocument, type InvoiceDocument } from './invoice-document.ts';
import { renderInvoiceHtml } from './invoice-html.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { invoiceCounters, invoices, orderItems, orders } from './orders.tables.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Gives the order its GST invoice number (once): the next sequence of the financial year's series,
 * taken with one atomic upsert so concurrent callers never share or skip a number. Call it inside
 * the transaction that confirms the order; a rollback also returns the sequence.
 */
export async function issueInvoice(tx: Tx, orderId: string, at = new Date()): Promise<string> {
  // Locking the order row serialises two callers for the same order, so the second one sees the
  // first one's invoice instead of taking a sequence it could not use.
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  const [existing] = await tx
    .select({ invoiceNumber: invoices.invoiceNumber })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  if (existing) return existing.invoiceNumber;

  const fy = financialYear(at);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ financialYear: fy, lastSequence: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastSequence });
  const sequence = counter!.sequence;
  const invoiceNumber = formatInvoiceNumber(fy, sequence);
  await tx
    .insert(invoices)
    .values({ orderId, invoiceNumber, financialYear: fy, sequence, issuedAt: at });
  return invoiceNumber;
}

/**
 * issueInvoice for an order created in this same transaction (no one else can see it yet, so it
 * has no invoice and needs no row lock): the counter and the invoice in one statement, the last
 * before commit, so the financial year's counter row (which every confirming order locks) is held
 * for as short a time as possible. Same series, same rollback rule as issueInvoice.
 * `alongside`: a statement of the caller's sent with it (given the invoice number as SQL), so
 * nothing but the commit follows the counter.
 */
export async function issueInvoiceForNewOrder(
  tx: Tx,
  orderId: string,
  at = new Date(),
  alongside?: (invoiceNumber: SQL) => SQL,
): Promise<string> {
  const fy = financialYear(at);
  // The series prefix comes from the one formatter; SQL only pads the sequence (checked below).
  const prefix = formatInvoiceNumber(fy, 1).slice(0, -6);
  const result = await tx.execute(sql`
    with counter as (
      insert into ${invoiceCounters} (financial_year, last_sequence) values (${fy}::text, 1)
      on conflict (financial_year) do update
        set last_sequence = ${invoiceCounters}.last_sequence + 1
      returning last_sequence
    ), invoice as (
      insert into ${invoices} (order_id, invoice_number, financial_year, sequence, issued_at)
      select ${orderId}::uuid,
             ${prefix}::text || lpad(last_sequence::text, greatest(6, length(last_sequence::text)), '0'),
             ${fy}::text, last_sequence, ${at.toISOString()}::timestamptz
        from counter
      returning invoice_number, sequence
    )${alongside ? sql`, alongside as (${alongside(sql`(select invoice_number from invoice)`)})` : sql``}
    select invoice_number, sequence from invoice`);
  const row = (result as unknown as { rows: { invoice_number: string; sequence: number }[] })
    .rows[0]!;
  const invoiceNumber = formatInvoiceNumber(fy, Number(row.sequence));
  if (row.invoice_number !== invoiceNumber) {
    throw new Error(`Invoice number ${row.invoice_number} does not match ${invoiceNumber}`);
  }
  return invoiceNumber;
}

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
