// Invoice numbers (docs/decisions/prices-include-gst.md): one gap-free series per GST registration
// and financial year (docs/decisions/invoice-from-shipping-warehouse.md), taken from
// invoice_counter. Every way an invoice gets its number lives here.
import { eq, sql } from 'drizzle-orm';
import { financialYear, formatInvoiceNumber } from '@propwash/domain/orders/invoice-number';
import { HEAD_OFFICE_SERIES } from '@propwash/domain/orders/supplier';
import { AppError } from '../../../platform/app-error.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { invoiceCounters, invoices, orders } from '../orders.tables.ts';

/** The series of the order's registration: its supplier's, the store profile's for older orders. */
const seriesOf = (order: { supplier: { series: string } | null }) =>
  order.supplier?.series ?? HEAD_OFFICE_SERIES;

/**
 * Takes the next `count` sequences of a series' financial year with one atomic upsert of its
 * counter, so concurrent callers never share or skip a number (a rollback gives them back).
 * Answers the first one taken.
 */
async function takeInvoiceSequences(
  db: Db | Tx,
  series: string,
  financialYear: string,
  count = 1,
): Promise<number> {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ series, financialYear, lastSequence: count })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.financialYear],
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + ${count}` },
    })
    .returning({ last: invoiceCounters.lastSequence });
  return (row?.last ?? count) - count + 1;
}

/**
 * Gives the order its GST invoice number (once): the next sequence of the financial year's series,
 * taken with one atomic upsert so concurrent callers never share or skip a number. Call it inside
 * the transaction that packs or ships the order (docs/decisions/invoice-timing.md); a rollback
 * also returns the sequence.
 */
export async function issueInvoice(tx: Tx, orderId: string, at = new Date()): Promise<string> {
  // Locking the order row serialises two callers for the same order, so the second one sees the
  // first one's invoice instead of taking a sequence it could not use.
  const [order] = await tx
    .select({ id: orders.id, supplier: orders.supplier })
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
  const series = seriesOf(order);
  const sequence = await takeInvoiceSequences(tx, series, fy);
  const invoiceNumber = formatInvoiceNumber(fy, sequence, series);
  await tx
    .insert(invoices)
    .values({ orderId, invoiceNumber, series, financialYear: fy, sequence, issuedAt: at });
  return invoiceNumber;
}

/**
 * Numbers many invoices at once (the demo seed): in date order within each series and financial
 * year, taking one block of sequences from its counter.
 */
export async function issueInvoicesInBulk(
  db: Db | Tx,
  due: Array<{ orderId: string; issuedAt: Date; series?: string }>,
): Promise<void> {
  const bySeries = new Map<string, Array<{ orderId: string; issuedAt: Date }>>();
  for (const item of [...due].sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime())) {
    const key = `${item.series ?? HEAD_OFFICE_SERIES} ${financialYear(item.issuedAt)}`;
    bySeries.set(key, [...(bySeries.get(key) ?? []), item]);
  }
  for (const [key, items] of bySeries) {
    const [series, fy] = key.split(' ') as [string, string];
    const first = await takeInvoiceSequences(db, series, fy, items.length);
    await db.insert(invoices).values(
      items.map((item, i) => ({
        orderId: item.orderId,
        invoiceNumber: formatInvoiceNumber(fy, first + i, series),
        series,
        financialYear: fy,
        sequence: first + i,
        issuedAt: item.issuedAt,
      })),
    );
  }
}
