// Returns and replacements (docs/decisions.md, "Returns and replacements"): the customer asks,
// the admin moves the return step by step; stock, refunds, credit notes and the replacement
// order go through the other modules' ports (returns.ports.ts).
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  canMoveReturn,
  returnedRoundOff,
  returnedShare,
  returnReasonLabels,
  refundsByTransfer,
  returnStatusLabels,
  type AdminReturn,
  type AdminReturnListQuery,
  type CreateReturnBody,
  type RefundDestination,
  type OrderReturn,
  type ReturnOptions,
  type ReturnStatusBody,
} from '@propwash/domain/returns/schemas';
import { diffRecords } from '@propwash/domain/audit/diff';
import { AppError } from '../../platform/app-error.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { buildCreditNoteDocument, issueCreditNote } from './returns.credit-notes.ts';
import type { ReturnsDeps } from './returns.ports.ts';
import { createReturnRefunds } from './returns.refunds.ts';
import { returnEmail } from './returns.emails.ts';
import { creditNotes, returnEvents, returnItems, returns } from './returns.tables.ts';
import { customerView, listReturns, returnViews } from './returns.views.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** What an admin's step changes on a return, as the audit log records it. */
const auditedReturnFields = [
  'status',
  'refundMethod',
  'refundReference',
  'refundStatus',
  'replacementOrderId',
] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const orderNotFound = () => new AppError('NOT_FOUND', 'Order not found or access denied');
const returnNotFound = () => new AppError('NOT_FOUND', 'Return not found');
const refused = (reason: string, message: string, details: object = {}) =>
  new AppError('CONFLICT', message, { details: { reason, ...details } });

export function createReturnsService(deps: ReturnsDeps & { db: Db }) {
  const { db, orders } = deps;
  const providerRefunds = createReturnRefunds(deps);

  async function viewsOf(q: Db | Tx, rows: (typeof returns.$inferSelect)[]) {
    return returnViews(q, orders, rows);
  }

  async function viewById(q: Db | Tx, id: string): Promise<AdminReturn> {
    const [row] = await q.select().from(returns).where(eq(returns.id, id));
    if (!row) throw returnNotFound();
    return (await viewsOf(q, [row]))[0]!;
  }

  /** The order if this customer owns it; one 404 for "missing" and "not yours". */
  async function ownOrder(userId: string, idOrNumber: string) {
    const owner = await orders.findOrderOwner(idOrNumber);
    if (!owner || owner.userId !== userId) throw orderNotFound();
    return owner;
  }

  /** Emails the customer about the return's current step; never fails the request. */
  function notify(view: AdminReturn) {
    deps
      .sendEmail(
        returnEmail(customerView(view), view.customerEmail, view.customerName, deps.publicUrl),
      )
      .catch((err: unknown) =>
        deps.log(`return email (${view.status}) for ${view.id} failed`, err),
      );
  }

  /** Units of each order line already in a return that was not rejected. */
  async function returnedSoFar(tx: Tx, orderId: string): Promise<Map<string, number>> {
    const rows = await tx
      .select({
        orderItemId: returnItems.orderItemId,
        quantity: sql<number>`sum(${returnItems.quantity})::int`,
      })
      .from(returnItems)
      .innerJoin(returns, eq(returns.id, returnItems.returnId))
      .where(and(eq(returns.orderId, orderId), ne(returns.status, 'rejected')))
      .groupBy(returnItems.orderItemId);
    return new Map(rows.map((r) => [r.orderItemId, Number(r.quantity)]));
  }

  async function addStep(
    tx: Tx,
    ret: { id: string; orderId: string },
    status: string,
    message: string,
    actorUserId: string | null,
  ) {
    await tx.insert(returnEvents).values({
      returnId: ret.id,
      status,
      message,
      actorUserId,
      createdAt: sql`clock_timestamp()`,
    });
    const label = returnStatusLabels[status as keyof typeof returnStatusLabels] ?? status;
    await orders.addTimeline(tx, ret.orderId, {
      status: `return_${status}`,
      message: [`Return ${label.toLowerCase()}`, message].filter(Boolean).join(' · '),
      actorUserId,
    });
  }

  return {
    /**
     * POST /api/orders/:id/returns: checks ownership, delivery, the window, non-returnable
     * categories and quantities (against every return not rejected), under the order's row lock
     * so two requests cannot both return the last unit.
     */
    async request(
      userId: string,
      idOrNumber: string,
      body: CreateReturnBody,
    ): Promise<OrderReturn> {
      const owner = await ownOrder(userId, idOrNumber);
      const badPhoto = body.photos.find((url) => !deps.isOwnImageUrl(url));
      if (badPhoto)
        throw new AppError('VALIDATION_FAILED', 'Upload the photos through the shop first.');
      const windowDays = await deps.windowDays();
      const id = await db.transaction(async (tx) => {
        const order = await orders.orderForReturn(tx, owner.orderId, { lock: true });
        if (!order) throw orderNotFound();
        if (order.status !== 'delivered' || !order.deliveredAt) {
          throw refused('not_delivered', 'Only a delivered order can be returned.');
        }
        if (order.source === 'replacement') {
          throw refused(
            'replacement_order',
            'A replacement order cannot be returned again; contact us instead.',
          );
        }
        // A cash-on-delivery order's refund is paid out by hand: the customer says where.
        const refundTo =
          body.kind === 'refund' && refundsByTransfer(order.paymentMethod)
            ? (body.refundTo ?? null)
            : null;
        if (body.kind === 'refund' && refundsByTransfer(order.paymentMethod) && !refundTo) {
          throw new AppError(
            'VALIDATION_FAILED',
            'Tell us where to send the refund: a UPI ID or a bank account.',
            { details: { field: 'refundTo' } },
          );
        }
        const closesAt = order.deliveredAt.getTime() + windowDays * DAY_MS;
        if (Date.now() > closesAt) {
          throw refused(
            'outside_window',
            `The return window closed ${windowDays} days after delivery.`,
            { closedAt: new Date(closesAt).toISOString() },
          );
        }
        const lineOf = new Map(order.items.map((i) => [i.id, i]));
        const asked = body.items.map((a) => {
          const line = lineOf.get(a.orderItemId);
          if (!line) throw new AppError('VALIDATION_FAILED', 'An item is not on this order.');
          return { ...a, line };
        });
        const blocked = await deps.catalog.nonReturnable(
          asked.flatMap((a) => (a.line.productId ? [a.line.productId] : [])),
        );
        const notReturnable = asked.find((a) => a.line.productId && blocked.has(a.line.productId));
        if (notReturnable) {
          throw refused('non_returnable', `${notReturnable.line.name} cannot be returned.`, {
            orderItemId: notReturnable.orderItemId,
          });
        }
        const before = await returnedSoFar(tx, order.id);
        const priced = asked.map((a) => {
          const already = before.get(a.orderItemId) ?? 0;
          if (already + a.quantity > a.line.quantity) {
            throw refused(
              'quantity',
              `You can return at most ${a.line.quantity - already} of ${a.line.name}.`,
              { orderItemId: a.orderItemId, bought: a.line.quantity, returned: already },
            );
          }
          return { ...a, ...returnedShare(a.line, already, a.quantity) };
        });
        const value = priced.reduce((a, p) => a + p.valuePaise, 0);
        const roundOffPaise = returnedRoundOff(order, before, priced, value);
        const [row] = await tx
          .insert(returns)
          .values({
            orderId: order.id,
            userId,
            orderNumber: order.orderNumber,
            customerName: order.customerName,
            customerEmail: order.customerEmail,
            paymentMethod: order.paymentMethod,
            kind: body.kind,
            reason: body.reason,
            note: body.note,
            photos: body.photos,
            refundTo,
            refundPaise: value + roundOffPaise,
            roundOffPaise,
            refundTaxPaise: priced.reduce((a, p) => a + p.taxPaise, 0),
          })
          .returning({ id: returns.id, orderId: returns.orderId });
        await tx.insert(returnItems).values(
          priced.map((p) => ({
            returnId: row!.id,
            orderItemId: p.orderItemId,
            name: p.line.name,
            quantity: p.quantity,
            valuePaise: p.valuePaise,
            taxPaise: p.taxPaise,
          })),
        );
        const what = priced.map((p) => `${p.quantity} × ${p.line.name}`).join(', ');
        await addStep(
          tx,
          row!,
          'requested',
          `${body.kind === 'refund' ? 'Refund' : 'Replacement'}: ${what} (${returnReasonLabels[body.reason]})`,
          userId,
        );
        return row!.id;
      });
      const view = await viewById(db, id);
      notify(view);
      return customerView(view);
    },

    /** GET /api/orders/:id/returns/options: the lines and what is left of the window. */
    async options(userId: string, idOrNumber: string): Promise<ReturnOptions> {
      const owner = await ownOrder(userId, idOrNumber);
      const windowDays = await deps.windowDays();
      return db.transaction(async (tx) => {
        const order = await orders.orderForReturn(tx, owner.orderId);
        if (!order) throw orderNotFound();
        const [returned, blocked] = await Promise.all([
          returnedSoFar(tx, order.id),
          deps.catalog.nonReturnable(
            order.items.flatMap((i) => (i.productId ? [i.productId] : [])),
          ),
        ]);
        const closesAt = order.deliveredAt
          ? new Date(order.deliveredAt.getTime() + windowDays * DAY_MS)
          : null;
        const closedReason =
          order.status !== 'delivered' || !closesAt
            ? 'Returns open once the order is delivered.'
            : order.source === 'replacement'
              ? 'A replacement order cannot be returned again; contact us instead.'
              : Date.now() > closesAt.getTime()
                ? `The return window closed ${windowDays} days after delivery.`
                : null;
        return {
          isOpen: closedReason === null,
          closedReason,
          windowDays,
          closesAt: closesAt?.toISOString() ?? null,
          refundByTransfer: refundsByTransfer(order.paymentMethod),
          lines: order.items.map((i) => ({
            orderItemId: i.id,
            name: i.name,
            image: i.image,
            bought: i.quantity,
            returned: returned.get(i.id) ?? 0,
            isReturnable: !(i.productId && blocked.has(i.productId)),
          })),
        };
      });
    },

    /** GET /api/orders/:id/returns: the customer's returns of their order, newest first. */
    async listForOrder(userId: string, idOrNumber: string): Promise<OrderReturn[]> {
      const owner = await ownOrder(userId, idOrNumber);
      const rows = await db
        .select()
        .from(returns)
        .where(eq(returns.orderId, owner.orderId))
        .orderBy(sql`${returns.createdAt} desc`)
        .limit(100);
      return (await viewsOf(db, rows)).map(customerView);
    },

    listForAdmin: (query: AdminReturnListQuery) => listReturns(db, orders, query),

    /**
     * GET /api/returns/admin/:id/refund-to: the full account a COD refund is paid to, for the
     * admin who pays it (lists and the customer see it masked).
     */
    async refundDestination(id: string): Promise<RefundDestination> {
      if (!UUID.test(id)) throw returnNotFound();
      const [ret] = await db
        .select({ refundTo: returns.refundTo })
        .from(returns)
        .where(eq(returns.id, id));
      if (!ret) throw returnNotFound();
      if (!ret.refundTo) throw new AppError('NOT_FOUND', 'This return has no refund account.');
      return ret.refundTo;
    },

    /**
     * PUT /api/returns/admin/:id/status: one step of the state machine in one transaction, with
     * its event, order timeline entry and email. Received puts the stock back; refunded issues the
     * credit note (and refunds a prepaid order through the provider after commit; asking again
     * retries a refund still pending); replaced creates the linked ₹0 order.
     */
    async changeStatus(
      id: string,
      change: ReturnStatusBody,
      actorUserId: string,
    ): Promise<AdminReturn> {
      let providerRefund: { orderId: string; amountPaise: number } | null = null;
      let stockChanged: string[] = [];
      if (!UUID.test(id)) throw returnNotFound();
      await db.transaction(async (tx) => {
        const [ret] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
        if (!ret) throw returnNotFound();
        if (
          ret.status === 'refunded' &&
          change.status === 'refunded' &&
          ret.refundMethod === 'provider' &&
          ret.refundStatus !== 'done'
        ) {
          // One request at a time asks the provider (returns.refunds.ts).
          if (!(await providerRefunds.claim(tx, id))) {
            throw new AppError(
              'CONFLICT',
              'This refund is being made right now. Check the return again in a minute.',
            );
          }
          providerRefund = { orderId: ret.orderId, amountPaise: ret.refundPaise };
          return;
        }
        const move = canMoveReturn(ret.status, change.status, ret.kind);
        if (!move.allowed) throw new AppError('ILLEGAL_STATUS_CHANGE', move.reason);
        if (change.status === 'rejected' && !change.message) {
          throw new AppError('VALIDATION_FAILED', 'Tell the customer why the return is rejected.');
        }
        const set: Partial<typeof returns.$inferInsert> = {
          status: change.status,
          updatedAt: new Date(),
        };
        const notes: string[] = [];
        const items = await tx.select().from(returnItems).where(eq(returnItems.returnId, id));
        if (change.status === 'received') {
          const order = await orders.orderForReturn(tx, ret.orderId);
          const lineOf = new Map(order!.items.map((i) => [i.id, i]));
          const lines = items.map((i) => ({
            productId: lineOf.get(i.orderItemId)?.productId ?? null,
            variantId: lineOf.get(i.orderItemId)?.variantId ?? null,
            quantity: i.quantity,
          }));
          await deps.stock.release(tx, lines, {
            orderId: ret.orderId,
            reason: 'return',
            actorUserId,
          });
          stockChanged = lines.flatMap((l) => (l.productId ? [l.productId] : []));
        }
        if (change.status === 'refunded') {
          const number = await issueCreditNote(tx, id);
          notes.push(`Credit note ${number}`);
          if (refundsByTransfer(ret.paymentMethod)) {
            if (!change.refundReference) {
              throw new AppError(
                'VALIDATION_FAILED',
                'Enter the transfer reference (UTR) of the refund you paid.',
                { details: { field: 'refundReference' } },
              );
            }
            set.refundMethod = ret.refundTo?.type ?? change.refundMethod ?? 'bank';
            set.refundReference = change.refundReference;
            set.refundStatus = 'done';
            notes.push(
              `Refunded by ${set.refundMethod === 'upi' ? 'UPI' : 'bank transfer'}, reference ${change.refundReference}`,
            );
          } else {
            set.refundMethod = 'provider';
            // This request asks the provider once the change is committed.
            set.refundStatus = 'in_progress';
            providerRefund = { orderId: ret.orderId, amountPaise: ret.refundPaise };
          }
        }
        if (change.status === 'replaced') {
          const replacement = await orders.createReplacementOrder(tx, {
            originalOrderId: ret.orderId,
            lines: items.map((i) => ({ orderItemId: i.orderItemId, quantity: i.quantity })),
            actorUserId,
          });
          set.replacementOrderId = replacement.id;
          notes.push(`Replacement order ${replacement.orderNumber}`);
          const order = await orders.orderForReturn(tx, ret.orderId);
          stockChanged = (order?.items ?? []).flatMap((i) =>
            i.productId && items.some((r) => r.orderItemId === i.id) ? [i.productId] : [],
          );
        }
        await tx.update(returns).set(set).where(eq(returns.id, id));
        await deps.audit.record(tx, {
          actor: { id: actorUserId },
          kind: 'return',
          recordId: id,
          recordLabel: `Return on ${ret.orderNumber}`,
          action: 'status',
          changes: {
            ...diffRecords(ret, { ...ret, ...set }, { only: auditedReturnFields }),
            ...(change.message && { message: [null, change.message] }),
          },
        });
        await addStep(
          tx,
          ret,
          change.status,
          [change.message, ...notes].filter(Boolean).join(' · '),
          actorUserId,
        );
      });
      if (stockChanged.length > 0) deps.onStockChanged([...new Set(stockChanged)]);
      if (providerRefund) await providerRefunds.refundThroughProvider(id, providerRefund);
      const view = await viewById(db, id);
      notify(view);
      return view;
    },

    /** The credit note of a refunded return, for its owner or an admin; null when none. */
    async creditNote(id: string, user: { id: string; role: string }) {
      if (!UUID.test(id)) throw returnNotFound();
      const [row] = await db
        .select({ ret: returns, note: creditNotes })
        .from(returns)
        .leftJoin(creditNotes, eq(creditNotes.returnId, returns.id))
        .where(eq(returns.id, id));
      if (!row || (row.ret.userId !== user.id && user.role !== 'admin')) throw returnNotFound();
      if (!row.note)
        throw new AppError('CONFLICT', 'The credit note is issued when the return is refunded.');
      const invoice = await orders.invoiceDocument(row.ret.orderId);
      if (!invoice) throw new AppError('CONFLICT', 'The order has no tax invoice.');
      const items = await db.select().from(returnItems).where(eq(returnItems.returnId, id));
      return buildCreditNoteDocument(
        invoice,
        {
          number: row.note.creditNoteNumber,
          issuedAt: row.note.issuedAt,
          reason: `Goods returned (${returnReasonLabels[row.ret.reason]})`,
          roundOffPaise: row.ret.roundOffPaise,
        },
        items,
      );
    },

    renderHtml: orders.renderHtml,
    renderPdf: orders.renderPdf,

    retryPendingRefunds: providerRefunds.retryPendingRefunds,
    startRefundRetries: providerRefunds.startRefundRetries,

    /** Returns of these orders by order id (the admin order page). */
    async byOrders(orderIds: string[]): Promise<AdminReturn[]> {
      if (orderIds.length === 0) return [];
      const rows = await db.select().from(returns).where(inArray(returns.orderId, orderIds));
      return viewsOf(db, rows);
    },
  };
}
export type ReturnsService = ReturnType<typeof createReturnsService>;
