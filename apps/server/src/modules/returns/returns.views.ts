import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { paiseToRupees } from '@propwash/domain/money';
import {
  maskRefundDestination,
  type AdminReturn,
  type AdminReturnList,
  type AdminReturnListQuery,
  type OrderReturn,
} from '@propwash/domain/returns/schemas';
import type { Db, Tx } from '../../platform/db.ts';
import { pageInfo, selectNewestFirst } from '../../platform/paging.ts';
import type { OrdersPort } from './returns.ports.ts';
import { creditNotes, returnEvents, returnItems, returns } from './returns.tables.ts';

type ReturnRow = typeof returns.$inferSelect;

/** Returns as their API shows them: lines, steps, credit note and replacement, in four queries. */
export async function returnViews(
  q: Db | Tx,
  orders: Pick<OrdersPort, 'orderNumbers'>,
  rows: ReturnRow[],
): Promise<AdminReturn[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const replacementIds = rows.flatMap((r) => (r.replacementOrderId ? [r.replacementOrderId] : []));
  const [items, events, notes, numbers] = await Promise.all([
    q
      .select()
      .from(returnItems)
      .where(inArray(returnItems.returnId, ids))
      .orderBy(asc(returnItems.name)),
    q
      .select()
      .from(returnEvents)
      .where(inArray(returnEvents.returnId, ids))
      .orderBy(asc(returnEvents.createdAt)),
    q
      .select({ returnId: creditNotes.returnId, number: creditNotes.creditNoteNumber })
      .from(creditNotes)
      .where(inArray(creditNotes.returnId, ids)),
    orders.orderNumbers(q as Tx, replacementIds),
  ]);
  const noteOf = new Map(notes.map((n) => [n.returnId, n.number]));
  return rows.map((r) => ({
    id: r.id,
    orderId: r.orderId,
    orderNumber: r.orderNumber,
    status: r.status,
    kind: r.kind,
    reason: r.reason,
    note: r.note,
    photos: r.photos,
    items: items
      .filter((i) => i.returnId === r.id)
      .map((i) => ({
        orderItemId: i.orderItemId,
        name: i.name,
        quantity: i.quantity,
        refundAmount: paiseToRupees(i.valuePaise),
      })),
    refundAmount: paiseToRupees(r.refundPaise),
    refund:
      r.refundMethod && r.refundStatus
        ? {
            method: r.refundMethod,
            reference: r.refundReference,
            // Being asked of the provider right now: still pending to the owner and the customer.
            status: r.refundStatus === 'done' ? ('done' as const) : ('pending' as const),
          }
        : null,
    refundTo: r.refundTo ? maskRefundDestination(r.refundTo) : null,
    creditNoteNumber: noteOf.get(r.id) ?? null,
    replacementOrder: r.replacementOrderId
      ? {
          id: r.replacementOrderId,
          orderNumber: numbers.get(r.replacementOrderId) ?? '',
        }
      : null,
    events: events
      .filter((e) => e.returnId === r.id)
      .map((e) => ({ status: e.status, message: e.message, at: e.createdAt.toISOString() })),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    customerName: r.customerName,
    customerEmail: r.customerEmail,
    paymentMethod: r.paymentMethod,
  }));
}

/** The customer's view: the admin's fields left out. */
export function customerView(r: AdminReturn): OrderReturn {
  const { customerName: _n, customerEmail: _e, paymentMethod: _p, ...view } = r;
  return view;
}

/** GET /api/returns/admin/all: newest first, filtered, one page. */
export async function listReturns(
  db: Db,
  orders: Pick<OrdersPort, 'orderNumbers'>,
  query: AdminReturnListQuery,
): Promise<AdminReturnList> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(returns.status, query.status));
  if (query.kind) where.push(eq(returns.kind, query.kind));
  if (query.orderId) where.push(eq(returns.orderId, query.orderId));
  if (query.q) {
    const term = query.q.trim();
    where.push(
      or(
        eq(returns.orderNumber, term.toUpperCase()),
        eq(sql`lower(${returns.customerEmail})`, term.toLowerCase()),
      )!,
    );
  }
  const filter = where.length > 0 ? and(...where) : undefined;
  const { rows, total } = await selectNewestFirst(db, query, returns, returns.createdAt, filter);
  return {
    ...pageInfo(query, total),
    returns: await returnViews(db, orders, rows),
  };
}
