// A customer's return request (docs/decisions/returns-and-replacements.md): what of a
// delivered order may still be returned, and the checks a new return passes before it is kept.
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  returnedRoundOff,
  returnedShare,
  returnReasonLabels,
  refundsByTransfer,
  type CreateReturnBody,
  type ReturnOptions,
} from '@propwash/domain/returns/schemas';
import { AppError } from '../../platform/app-error.ts';
import type { Db, Tx } from '../../platform/db.ts';
import type { OrdersPort, ReturnsDeps } from './returns.ports.ts';
import { addStep, orderNotFound } from './returns.steps.ts';
import { returnItems, returns } from './returns.tables.ts';

type OrderForReturn = NonNullable<Awaited<ReturnType<OrdersPort['orderForReturn']>>>;

const DAY_MS = 24 * 60 * 60 * 1000;
const REPLACEMENT_NOT_RETURNABLE =
  'A replacement order cannot be returned again; contact us instead.';

const refused = (reason: string, message: string, details: object = {}) =>
  new AppError('CONFLICT', message, { details: { reason, ...details } });

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

/** The products of these lines whose category takes no returns. */
function nonReturnable(deps: ReturnsDeps, lines: { productId: string | null }[]) {
  return deps.catalog.nonReturnable(lines.flatMap((l) => (l.productId ? [l.productId] : [])));
}

/**
 * Whether the order may be returned now: delivered, not a replacement, inside the window, and a
 * transfer account named for a cash-on-delivery refund. The account the refund goes to, if any.
 */
function checkOrder(order: OrderForReturn, body: CreateReturnBody, windowDays: number) {
  if (order.status !== 'delivered' || !order.deliveredAt) {
    throw refused('not_delivered', 'Only a delivered order can be returned.');
  }
  if (order.source === 'replacement') {
    throw refused('replacement_order', REPLACEMENT_NOT_RETURNABLE);
  }
  // A cash-on-delivery order's refund is paid out by hand: the customer says where.
  const byTransfer = body.kind === 'refund' && refundsByTransfer(order.paymentMethod);
  const refundTo = byTransfer ? (body.refundTo ?? null) : null;
  if (byTransfer && !refundTo) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Tell us where to send the refund: a UPI ID or a bank account.',
      { details: { field: 'refundTo' } },
    );
  }
  const closesAt = order.deliveredAt.getTime() + windowDays * DAY_MS;
  if (Date.now() > closesAt) {
    throw refused('outside_window', `The return window closed ${windowDays} days after delivery.`, {
      closedAt: new Date(closesAt).toISOString(),
    });
  }
  return refundTo;
}

/** The asked lines with their share of the order's value, if each may be returned. */
async function pricedLines(
  tx: Tx,
  deps: ReturnsDeps,
  order: OrderForReturn,
  body: CreateReturnBody,
) {
  const lineOf = new Map(order.items.map((i) => [i.id, i]));
  const asked = body.items.map((a) => {
    const line = lineOf.get(a.orderItemId);
    if (!line) throw new AppError('VALIDATION_FAILED', 'An item is not on this order.');
    return { ...a, line };
  });
  const blocked = await nonReturnable(
    deps,
    asked.map((a) => a.line),
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
  return { priced, value, roundOffPaise: returnedRoundOff(order, before, priced, value) };
}

export function createReturnRequests(deps: ReturnsDeps & { db: Db }) {
  const { db, orders } = deps;
  return {
    /**
     * Checks delivery, the window, non-returnable categories and quantities (against every
     * return not rejected), under the order's row lock so two requests cannot both return the
     * last unit; the new return's id.
     */
    async create(userId: string, orderId: string, body: CreateReturnBody): Promise<string> {
      const badPhoto = body.photos.find((url) => !deps.isOwnImageUrl(url));
      if (badPhoto)
        throw new AppError('VALIDATION_FAILED', 'Upload the photos through the shop first.');
      const windowDays = await deps.windowDays();
      return db.transaction(async (tx) => {
        const order = await orders.orderForReturn(tx, orderId, { lock: true });
        if (!order) throw orderNotFound();
        const refundTo = checkOrder(order, body, windowDays);
        const { priced, value, roundOffPaise } = await pricedLines(tx, deps, order, body);
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
        await addStep(tx, orders, row!, {
          status: 'requested',
          message: `${body.kind === 'refund' ? 'Refund' : 'Replacement'}: ${what} (${returnReasonLabels[body.reason]})`,
          actorUserId: userId,
        });
        return row!.id;
      });
    },

    /** The order's lines, what of each is already returned, and what is left of the window. */
    async options(orderId: string): Promise<ReturnOptions> {
      const windowDays = await deps.windowDays();
      return db.transaction(async (tx) => {
        const order = await orders.orderForReturn(tx, orderId);
        if (!order) throw orderNotFound();
        const [returned, blocked] = await Promise.all([
          returnedSoFar(tx, order.id),
          nonReturnable(deps, order.items),
        ]);
        const closesAt = order.deliveredAt
          ? new Date(order.deliveredAt.getTime() + windowDays * DAY_MS)
          : null;
        const closedReason =
          order.status !== 'delivered' || !closesAt
            ? 'Returns open once the order is delivered.'
            : order.source === 'replacement'
              ? REPLACEMENT_NOT_RETURNABLE
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
  };
}
