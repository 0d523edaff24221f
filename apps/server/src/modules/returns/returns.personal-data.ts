// The returns' share of a customer's data export and erasure (docs/decisions/data-export-and-erasure.md).
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { maskRefundDestination, returnStatusLabels } from '@propwash/domain/returns/rules';
import type { Db, Tx } from '../../platform/db.ts';
import { creditNotes, returnEvents, returnItems, returns } from './returns.tables.ts';

const ofUser = (userId: string) =>
  sql`(select ${returns.id} from ${returns} where ${returns.userId} = ${userId})`;

/** The customer's returns with their lines, steps and credit note numbers: four queries. */
export async function exportReturns(db: Db, userId: string) {
  const [rows, items, events, notes] = await Promise.all([
    db.select().from(returns).where(eq(returns.userId, userId)).orderBy(desc(returns.createdAt)),
    db
      .select()
      .from(returnItems)
      .where(inArray(returnItems.returnId, ofUser(userId)))
      .orderBy(asc(returnItems.name)),
    db
      .select()
      .from(returnEvents)
      .where(inArray(returnEvents.returnId, ofUser(userId)))
      .orderBy(asc(returnEvents.createdAt)),
    db
      .select({ returnId: creditNotes.returnId, number: creditNotes.creditNoteNumber })
      .from(creditNotes)
      .where(inArray(creditNotes.returnId, ofUser(userId))),
  ]);
  const noteOf = new Map(notes.map((n) => [n.returnId, n.number]));
  return rows.map((r) => ({
    id: r.id,
    orderNumber: r.orderNumber,
    requestedAt: r.createdAt,
    status: r.status,
    kind: r.kind,
    reason: r.reason,
    note: r.note,
    photos: r.photos,
    customerName: r.customerName,
    customerEmail: r.customerEmail,
    refund: r.refundPaise / 100,
    // Masked as the return's page shows it: the file may travel further than the account.
    refundTo: r.refundTo ? maskRefundDestination(r.refundTo).label : null,
    refundReference: r.refundReference,
    creditNoteNumber: noteOf.get(r.id) ?? null,
    lines: items
      .filter((i) => i.returnId === r.id)
      .map((i) => ({ name: i.name, quantity: i.quantity, value: i.valuePaise / 100 })),
    steps: events
      .filter((e) => e.returnId === r.id)
      .map((e) => ({ status: e.status, message: e.message, at: e.createdAt })),
  }));
}

/** The credit notes that cancelled these orders' invoices, by order id (one query). */
export async function cancellationCreditNotes(
  q: Db | Tx,
  orderIds: string[],
): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await q
    .select({ orderId: creditNotes.cancelledOrderId, number: creditNotes.creditNoteNumber })
    .from(creditNotes)
    .where(inArray(creditNotes.cancelledOrderId, orderIds));
  return new Map(rows.map((r) => [r.orderId!, r.number]));
}

const openStatuses = ['requested', 'approved', 'picked_up', 'received'] as const;

/** The customer's returns still being handled, or whose refund is not paid: "PW-… (requested)". */
export async function openReturns(q: Db | Tx, userId: string): Promise<string[]> {
  const rows = await q
    .select({ orderNumber: returns.orderNumber, status: returns.status })
    .from(returns)
    .where(
      and(
        eq(returns.userId, userId),
        or(
          inArray(returns.status, [...openStatuses]),
          inArray(returns.refundStatus, ['pending', 'in_progress']),
        ),
      ),
    )
    .orderBy(asc(returns.createdAt));
  return rows.map((r) => `${r.orderNumber} (${returnStatusLabels[r.status].toLowerCase()})`);
}

/**
 * Anonymises the customer's returns: the rows stay (a refunded return's credit note is built from
 * its lines and reason, returns/returns.credit-notes.ts), without the name, email, note, photos or
 * refund account. Answers how many credit notes the customer's returns and `orderIds`' cancellations
 * have: they are kept as issued.
 */
export async function eraseReturns(
  tx: Tx,
  userId: string,
  orderIds: string[],
  erased: { name: string; email: string },
): Promise<{ creditNotes: number }> {
  await tx
    .update(returns)
    .set({
      customerName: erased.name,
      customerEmail: erased.email,
      note: '',
      photos: [],
      refundTo: null,
      updatedAt: new Date(),
    })
    .where(eq(returns.userId, userId));
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(creditNotes)
    .where(
      or(
        inArray(creditNotes.returnId, ofUser(userId)),
        orderIds.length ? inArray(creditNotes.cancelledOrderId, orderIds) : sql`false`,
      ),
    );
  return { creditNotes: row?.n ?? 0 };
}
