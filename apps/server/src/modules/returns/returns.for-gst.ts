// What the gst module needs of returns (docs/decisions/gstr-1.md): the credit notes of a date
// range, as the documents their pages print (returns.credit-notes.ts for a return's, the whole
// invoice for a cancelled order's), with the invoice each is against. A fixed number of queries
// whatever the month holds; wired in app-services.ts.
import { and, asc, gte, inArray, lt, eq } from 'drizzle-orm';
import { indiaDay } from '@propwash/domain/india-time';
import { returnReasonLabels } from '@propwash/domain/returns/schemas';
import type { Db } from '../../platform/db.ts';
import type { InvoiceDocument } from '../orders/invoices/invoices.document.ts';
import { buildCreditNoteDocument } from './returns.credit-notes.ts';
import { creditNotes, returnItems, returns } from './returns.tables.ts';

/** An invoice as the orders module hands it over (orders/orders.for-gst.ts). */
type InvoiceOfOrder = {
  document: InvoiceDocument;
  buyer: { gstin: string; legalName: string } | null;
  cancelReason: string | null;
};

/** What this needs of orders: the invoices of these orders issued under a GSTIN. */
export type InvoicesForGstPort = {
  invoicesOfOrders(orderIds: string[], gstin: string): Promise<Map<string, InvoiceOfOrder>>;
};

/** A credit note as GSTR-1 reads it: its document and the invoice it is against. */
export type CreditNoteForGst = {
  document: InvoiceDocument;
  invoice: InvoiceDocument;
  buyer: { gstin: string; legalName: string } | null;
};

export function createReturnsForGst(deps: { db: Db; orders: InvoicesForGstPort }) {
  const { db, orders } = deps;
  return {
    /**
     * The credit notes issued in [from, to) against invoices of `gstin`, in number order: four
     * queries (the notes with their returns, the returned lines, and the invoices).
     */
    async creditNotesIssued(
      gstin: string,
      range: { from: Date; to: Date },
    ): Promise<CreditNoteForGst[]> {
      const rows = await db
        .select({ note: creditNotes, ret: returns })
        .from(creditNotes)
        .leftJoin(returns, eq(returns.id, creditNotes.returnId))
        .where(and(gte(creditNotes.issuedAt, range.from), lt(creditNotes.issuedAt, range.to)))
        .orderBy(asc(creditNotes.financialYear), asc(creditNotes.sequence));
      if (rows.length === 0) return [];
      const returnIds = rows.flatMap((r) => (r.ret ? [r.ret.id] : []));
      const [items, invoices] = await Promise.all([
        returnIds.length
          ? db.select().from(returnItems).where(inArray(returnItems.returnId, returnIds))
          : [],
        orders.invoicesOfOrders(
          [...new Set(rows.map((r) => r.ret?.orderId ?? r.note.cancelledOrderId!))],
          gstin,
        ),
      ]);
      const itemsOf = new Map<string, (typeof items)[number][]>();
      for (const item of items) {
        const list = itemsOf.get(item.returnId) ?? [];
        list.push(item);
        itemsOf.set(item.returnId, list);
      }

      return rows.flatMap(({ note, ret }) => {
        const invoice = invoices.get(ret?.orderId ?? note.cancelledOrderId!);
        // Against another registration's invoice: not this return's.
        if (!invoice) return [];
        const document = ret
          ? buildCreditNoteDocument(
              invoice.document,
              {
                number: note.creditNoteNumber,
                issuedAt: note.issuedAt,
                reason: `Goods returned (${returnReasonLabels[ret.reason]})`,
                roundOffPaise: ret.roundOffPaise,
              },
              itemsOf.get(ret.id) ?? [],
            )
          : // A cancelled order's note is its whole invoice (invoices.service.ts, cancellationCreditNote).
            {
              ...invoice.document,
              creditNote: {
                number: note.creditNoteNumber,
                date: indiaDay(note.issuedAt),
                reason: `Order cancelled (${invoice.cancelReason ?? 'Order cancelled'})`,
              },
            };
        return [{ document, invoice: invoice.document, buyer: invoice.buyer }];
      });
    },
  };
}
export type ReturnsForGst = ReturnType<typeof createReturnsForGst>;
