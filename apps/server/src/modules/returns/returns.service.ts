// Returns and replacements (docs/decisions/returns-and-replacements.md): the customer asks
// (returns.request.ts), the admin moves the return step by step (returns.status.ts); stock,
// refunds, credit notes and the replacement order go through the other modules' ports
// (returns.ports.ts).
import { eq, inArray, sql } from 'drizzle-orm';
import {
  returnReasonLabels,
  type AdminReturn,
  type AdminReturnListQuery,
  type CreateReturnBody,
  type RefundDestination,
  type OrderReturn,
  type ReturnOptions,
  type ReturnStatusBody,
} from '@propwash/domain/returns/schemas';
import { AppError } from '../../platform/app-error.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { buildCreditNoteDocument } from './returns.credit-notes.ts';
import type { ReturnsDeps } from './returns.ports.ts';
import { createReturnRefunds } from './returns.refunds.ts';
import { createReturnRequests } from './returns.request.ts';
import { createReturnSteps } from './returns.status.ts';
import { orderNotFound, returnNotFound } from './returns.steps.ts';
import { returnEmail } from './returns.emails.ts';
import { creditNotes, returnItems, returns } from './returns.tables.ts';
import { customerView, listReturns, returnViews } from './returns.views.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createReturnsService(deps: ReturnsDeps & { db: Db }) {
  const { db, orders } = deps;
  const providerRefunds = createReturnRefunds(deps);
  const requests = createReturnRequests(deps);
  const steps = createReturnSteps(deps, providerRefunds);

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
    deps.onStep?.(customerView(view));
  }

  return {
    /** POST /api/orders/:id/returns: the customer's own order, then the checks of a request. */
    async request(
      userId: string,
      idOrNumber: string,
      body: CreateReturnBody,
    ): Promise<OrderReturn> {
      const owner = await ownOrder(userId, idOrNumber);
      const id = await requests.create(userId, owner.orderId, body);
      const view = await viewById(db, id);
      notify(view);
      return customerView(view);
    },

    /** GET /api/orders/:id/returns/options: the lines and what is left of the window. */
    async options(userId: string, idOrNumber: string): Promise<ReturnOptions> {
      const owner = await ownOrder(userId, idOrNumber);
      return requests.options(owner.orderId);
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
     * PUT /api/returns/admin/:id/status: one step of the return (returns.status.ts), then what
     * waits for its commit: product pages, the provider refund (asking again retries a refund
     * still pending) and the customer's email.
     */
    async changeStatus(
      id: string,
      change: ReturnStatusBody,
      actorUserId: string,
    ): Promise<AdminReturn> {
      if (!UUID.test(id)) throw returnNotFound();
      const { providerRefund, stockChanged } = await steps.move(id, change, actorUserId);
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
