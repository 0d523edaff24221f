// A month's GSTR-1 of one registration (docs/decisions/gstr-1.md): the period's invoices, credit
// notes and receipt vouchers through the orders and returns modules' ports, handed to the pure
// builder of packages/domain/src/gst/gstr1.ts.
import { indiaMidnight } from '@propwash/domain/india-time';
import { buildGstr1, type Gstr1Tally } from '@propwash/domain/gst/gstr1';
import { checkGstr1, type Gstr1Check } from '@propwash/domain/gst/gstr1-check';
import { type Gstr1Input, type Gstr1Json } from '@propwash/domain/gst/gstr1-json';
import type { OrdersForGst } from '../orders/orders.for-gst.ts';
import type { ReturnsForGst } from '../returns/returns.for-gst.ts';

export type Gstr1Sources = {
  orders: Pick<OrdersForGst, 'invoicesIssued' | 'receiptsIssued'>;
  returns: Pick<ReturnsForGst, 'creditNotesIssued'>;
};

/** The instants a month (YYYY-MM) spans in India: [its first midnight, the next month's). */
export function monthRange(period: string): { from: Date; to: Date } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { from: indiaMidnight(`${period}-01`), to: indiaMidnight(`${next}-01`) };
}

export type Gstr1Return = {
  input: Gstr1Input;
  json: Gstr1Json;
  tally: Gstr1Tally;
  check: Gstr1Check;
};

/** Reads the month's documents of `gstin` (a fixed number of queries) and builds its GSTR-1. */
export async function gstr1Of(
  sources: Gstr1Sources,
  gstin: string,
  period: string,
): Promise<Gstr1Return> {
  const range = monthRange(period);
  const [invoices, notes, receipts] = await Promise.all([
    sources.orders.invoicesIssued(gstin, range),
    sources.returns.creditNotesIssued(gstin, range),
    sources.orders.receiptsIssued(gstin, range),
  ]);
  const input: Gstr1Input = {
    gstin,
    period,
    invoices: invoices.map((i) => ({ document: i.document, buyer: i.buyer })),
    creditNotes: notes.map((n) => ({
      document: n.document,
      buyer: n.buyer,
      invoiceValuePaise: n.invoice.totals.totalPaise,
    })),
    receiptVouchers: receipts,
  };
  const { json, tally } = buildGstr1(input);
  return { input, json, tally, check: checkGstr1(input, json) };
}
