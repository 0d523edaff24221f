// GST credit notes for refunded returns and cancelled orders' invoices (docs/decisions/credit-notes.md;
// docs/decisions/credit-note-on-cancellation.md): their own gap-free series per
// financial year, and the document built from the order's invoice.
import { eq } from 'drizzle-orm';
import { indiaDay } from '@propwash/domain/india-time';
import { amountInWords } from '@propwash/domain/money-words';
import { financialYear } from '@propwash/domain/orders/invoice-number';
import { splitGst } from '@propwash/domain/pricing/quote';
import { formatCreditNoteNumber } from '@propwash/domain/returns/schemas';
import type { Db, Tx } from '../../platform/db.ts';
import { takeSequences } from '../../platform/document-series.ts';
import type { InvoiceDocument, InvoiceLine } from '../orders/invoices/invoices.document.ts';
import { creditNoteCounters, creditNotes } from './returns.tables.ts';

/** What a credit note is against: a refunded return, or the whole invoice of a cancelled order. */
type Against = { returnId: string } | { cancelledOrderId: string };

/**
 * Gives the return (or the cancelled order) its credit note number (once), the next of the
 * financial year's series, with one atomic upsert of the counter in the caller's transaction (a
 * rollback returns the number).
 */
export async function issueCreditNote(
  tx: Tx,
  against: string | Against,
  at = new Date(),
): Promise<string> {
  const target: Against = typeof against === 'string' ? { returnId: against } : against;
  const [existing] = await tx
    .select({ number: creditNotes.creditNoteNumber })
    .from(creditNotes)
    .where(
      'returnId' in target
        ? eq(creditNotes.returnId, target.returnId)
        : eq(creditNotes.cancelledOrderId, target.cancelledOrderId),
    );
  if (existing) return existing.number;
  const fy = financialYear(at);
  const sequence = await takeSequences(tx, creditNoteCounters, fy);
  const creditNoteNumber = formatCreditNoteNumber(fy, sequence);
  await tx
    .insert(creditNotes)
    .values({ ...target, creditNoteNumber, financialYear: fy, sequence, issuedAt: at });
  return creditNoteNumber;
}

/** A cancellation's credit note as the orders module sees it (orders/orders.ports.ts). */
export type CancellationNote = { number: string; issuedAt: Date };

/**
 * The orders module's port to the credit notes of cancelled orders (orders/orders.ports.ts,
 * `CancellationNotesPort`), wired in app-services.ts: issue one in the cancel's transaction, and
 * read them back for the invoice's mark and the credit note's own page.
 */
export function createCancellationNotes(db: Db) {
  return {
    async issue(tx: Tx, orderId: string, at: Date): Promise<CancellationNote> {
      const number = await issueCreditNote(tx, { cancelledOrderId: orderId }, at);
      const [row] = await tx
        .select({ issuedAt: creditNotes.issuedAt })
        .from(creditNotes)
        .where(eq(creditNotes.creditNoteNumber, number));
      return { number, issuedAt: row?.issuedAt ?? at };
    },
    async find(orderId: string): Promise<CancellationNote | null> {
      const [row] = await db
        .select({ number: creditNotes.creditNoteNumber, issuedAt: creditNotes.issuedAt })
        .from(creditNotes)
        .where(eq(creditNotes.cancelledOrderId, orderId));
      return row ?? null;
    },
  };
}

export type CreditedLine = {
  orderItemId: string;
  quantity: number;
  valuePaise: number;
  taxPaise: number;
};

/**
 * The credit note as an invoice document: the invoice's parties, place of supply and GST split
 * (CGST + SGST or IGST, as the invoice had it), with only the returned lines and their values.
 * No shipping line and no COD fee line: neither is refunded on a return
 * (docs/decisions/cod-fee-and-prepaid-saving.md). The lines' discounts hold the prepaid saving's
 * share, so the totals print no saving of their own.
 */
export function buildCreditNoteDocument(
  invoice: InvoiceDocument,
  note: { number: string; issuedAt: Date; reason: string; roundOffPaise?: number },
  credited: CreditedLine[],
): InvoiceDocument {
  const byItem = new Map(invoice.lines.map((l) => [l.orderItemId, l]));
  const lines = credited.map((c, index): InvoiceLine => {
    const billed = byItem.get(c.orderItemId);
    if (!billed)
      throw new Error(`Order line ${c.orderItemId} is not on invoice ${invoice.invoiceNumber}`);
    const grossPaise = billed.unitPricePaise * c.quantity;
    const taxablePaise = c.valuePaise - c.taxPaise;
    const paidBeforeTax = invoice.pricesIncludeTax ? c.valuePaise : taxablePaise;
    return {
      ...billed,
      position: index + 1,
      quantity: c.quantity,
      grossPaise,
      discountPaise: Math.max(0, grossPaise - paidBeforeTax),
      taxablePaise,
      ...splitGst(c.taxPaise, invoice.isIntraState),
      totalPaise: c.valuePaise,
    };
  });
  const sum = (pick: (l: InvoiceLine) => number) => lines.reduce((a, l) => a + pick(l), 0);
  // The return that took back the order's last units also gives back its round off.
  const roundOffPaise = note.roundOffPaise ?? 0;
  const totalPaise = sum((l) => l.totalPaise) + roundOffPaise;
  return {
    ...invoice,
    creditNote: { number: note.number, date: indiaDay(note.issuedAt), reason: note.reason },
    lines,
    totals: {
      subtotalPaise: sum((l) => l.grossPaise),
      discountPaise: sum((l) => l.discountPaise),
      shippingPaise: 0,
      codFeePaise: 0,
      prepaidSavingPaise: 0,
      taxablePaise: sum((l) => l.taxablePaise),
      cgstPaise: sum((l) => l.cgstPaise),
      sgstPaise: sum((l) => l.sgstPaise),
      igstPaise: sum((l) => l.igstPaise),
      taxPaise: sum((l) => l.cgstPaise + l.sgstPaise + l.igstPaise),
      roundOffPaise,
      totalPaise,
      advance: null,
    },
    amountInWords: amountInWords(totalPaise),
  };
}
