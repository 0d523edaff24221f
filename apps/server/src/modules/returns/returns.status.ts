// The admin's steps of a return (docs/decisions/returns-and-replacements.md): one step of the
// state machine in one transaction, with its event, order timeline entry and audit record.
// Received puts the stock back; refunded issues the credit note (a prepaid order's refund is
// asked of the provider after commit); replaced creates the linked ₹0 order.
import { eq } from 'drizzle-orm';
import {
  canMoveReturn,
  refundsByTransfer,
  type ReturnStatusBody,
} from '@propwash/domain/returns/schemas';
import { diffRecords } from '@propwash/domain/audit/diff';
import { AppError } from '../../platform/app-error.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { issueCreditNote } from './returns.credit-notes.ts';
import type { ReturnsDeps } from './returns.ports.ts';
import type { createReturnRefunds } from './returns.refunds.ts';
import { addStep, returnNotFound } from './returns.steps.ts';
import { returnItems, returns } from './returns.tables.ts';

/** What an admin's step changes on a return, as the audit log records it. */
const auditedReturnFields = [
  'status',
  'refundMethod',
  'refundReference',
  'refundStatus',
  'replacementOrderId',
] as const;

type ReturnRow = typeof returns.$inferSelect;
type ReturnItemRow = typeof returnItems.$inferSelect;
type ReturnChanges = Partial<typeof returns.$inferInsert>;
/** A prepaid return's refund, asked of the provider once the step is committed. */
export type ProviderRefund = { orderId: string; amountPaise: number };

/** What a step leaves to do after its commit. */
export type StepOutcome = { providerRefund: ProviderRefund | null; stockChanged: string[] };

export function createReturnSteps(
  deps: ReturnsDeps & { db: Db },
  providerRefunds: Pick<ReturnType<typeof createReturnRefunds>, 'claim'>,
) {
  const { db, orders } = deps;

  /** Received: the returned units go back on the shelf; the products whose stock changed. */
  async function putBack(tx: Tx, ret: ReturnRow, items: ReturnItemRow[], actorUserId: string) {
    const order = await orders.orderForReturn(tx, ret.orderId);
    const lineOf = new Map(order!.items.map((i) => [i.id, i]));
    const lines = items.map((i) => ({
      productId: lineOf.get(i.orderItemId)?.productId ?? null,
      variantId: lineOf.get(i.orderItemId)?.variantId ?? null,
      quantity: i.quantity,
    }));
    await deps.stock.release(tx, lines, { orderId: ret.orderId, reason: 'return', actorUserId });
    return lines.flatMap((l) => (l.productId ? [l.productId] : []));
  }

  /** Refunded: the credit note, and the refund paid by transfer or asked of the provider. */
  async function refund(
    tx: Tx,
    ret: ReturnRow,
    change: ReturnStatusBody,
    set: ReturnChanges,
    notes: string[],
  ): Promise<ProviderRefund | null> {
    const number = await issueCreditNote(tx, ret.id);
    notes.push(`Credit note ${number}`);
    if (!refundsByTransfer(ret.paymentMethod)) {
      set.refundMethod = 'provider';
      // This request asks the provider once the change is committed.
      set.refundStatus = 'in_progress';
      return { orderId: ret.orderId, amountPaise: ret.refundPaise };
    }
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
    return null;
  }

  /** Replaced: the linked ₹0 order; the products whose stock it takes. */
  async function replace(
    tx: Tx,
    ret: ReturnRow,
    items: ReturnItemRow[],
    actorUserId: string,
    set: ReturnChanges,
    notes: string[],
  ) {
    const replacement = await orders.createReplacementOrder(tx, {
      originalOrderId: ret.orderId,
      lines: items.map((i) => ({ orderItemId: i.orderItemId, quantity: i.quantity })),
      actorUserId,
    });
    set.replacementOrderId = replacement.id;
    notes.push(`Replacement order ${replacement.orderNumber}`);
    const order = await orders.orderForReturn(tx, ret.orderId);
    return (order?.items ?? []).flatMap((i) =>
      i.productId && items.some((r) => r.orderItemId === i.id) ? [i.productId] : [],
    );
  }

  /** Asking again for a provider refund still pending retries it (one request at a time). */
  const retriesRefund = (ret: ReturnRow, change: ReturnStatusBody) =>
    ret.status === 'refunded' &&
    change.status === 'refunded' &&
    ret.refundMethod === 'provider' &&
    ret.refundStatus !== 'done';

  /** Moves the return one step in one transaction; what is left to do after the commit. */
  async function move(
    id: string,
    change: ReturnStatusBody,
    actorUserId: string,
  ): Promise<StepOutcome> {
    return db.transaction(async (tx) => {
      const [ret] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
      if (!ret) throw returnNotFound();
      if (retriesRefund(ret, change)) {
        // One request at a time asks the provider (returns.refunds.ts).
        if (!(await providerRefunds.claim(tx, id))) {
          throw new AppError(
            'CONFLICT',
            'This refund is being made right now. Check the return again in a minute.',
          );
        }
        return {
          providerRefund: { orderId: ret.orderId, amountPaise: ret.refundPaise },
          stockChanged: [],
        };
      }
      const allowed = canMoveReturn(ret.status, change.status, ret.kind);
      if (!allowed.allowed) throw new AppError('ILLEGAL_STATUS_CHANGE', allowed.reason);
      if (change.status === 'rejected' && !change.message) {
        throw new AppError('VALIDATION_FAILED', 'Tell the customer why the return is rejected.');
      }
      const set: ReturnChanges = { status: change.status, updatedAt: new Date() };
      const notes: string[] = [];
      const outcome: StepOutcome = { providerRefund: null, stockChanged: [] };
      const items = await tx.select().from(returnItems).where(eq(returnItems.returnId, id));
      if (change.status === 'received') {
        outcome.stockChanged = await putBack(tx, ret, items, actorUserId);
      }
      if (change.status === 'refunded') {
        outcome.providerRefund = await refund(tx, ret, change, set, notes);
      }
      if (change.status === 'replaced') {
        outcome.stockChanged = await replace(tx, ret, items, actorUserId, set, notes);
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
      await addStep(tx, orders, ret, {
        status: change.status,
        message: [change.message, ...notes].filter(Boolean).join(' · '),
        actorUserId,
      });
      return outcome;
    });
  }

  return { move };
}
