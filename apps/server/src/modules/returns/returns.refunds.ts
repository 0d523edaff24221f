// Provider refunds of prepaid returns (docs/decisions/returns-and-replacements.md): asked for
// after the refund's commit, one attempt at a time, and asked again every few minutes while the
// provider could not make them.
import { and, asc, eq, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { startPeriodic } from '../../platform/periodic.ts';
import type { ReturnsDeps } from './returns.ports.ts';
import { returns } from './returns.tables.ts';

/**
 * How long a provider refund attempt may run before another request may take it over: well
 * past the provider client's own timeout (10 s per call, a call per captured payment).
 */
const REFUND_ATTEMPT_MS = 2 * 60 * 1000;
/** How often the server retries provider refunds left pending (the provider was down). */
const REFUND_RETRY_MS = 10 * 60 * 1000;
const REFUND_RETRY_BATCH = 50;

/** A refunded return whose provider refund is pending, or whose attempt never reported back. */
const refundToRetry = (now: Date) =>
  and(
    eq(returns.status, 'refunded'),
    eq(returns.refundMethod, 'provider'),
    or(
      eq(returns.refundStatus, 'pending'),
      and(
        eq(returns.refundStatus, 'in_progress'),
        lt(returns.updatedAt, new Date(now.getTime() - REFUND_ATTEMPT_MS)),
      ),
    ),
  );

export function createReturnRefunds(deps: Pick<ReturnsDeps, 'refunds' | 'log'> & { db: Db }) {
  const { db } = deps;

  /**
   * Takes the return's provider refund for this attempt (`in_progress`). False when another
   * attempt is running (younger than REFUND_ATTEMPT_MS), or nothing is left to refund: a retry
   * while an attempt runs would refund the return twice.
   */
  async function claim(q: Db | Tx, id: string, now: Date = new Date()): Promise<boolean> {
    const [claimed] = await q
      .update(returns)
      .set({ refundStatus: 'in_progress', updatedAt: new Date() })
      .where(and(eq(returns.id, id), refundToRetry(now)))
      .returning({ id: returns.id });
    return Boolean(claimed);
  }

  /**
   * After commit, with the refund claimed: the provider gives the money back; a failure leaves
   * the refund pending. Answers whether it was given back.
   */
  async function refundThroughProvider(
    id: string,
    due: { orderId: string; amountPaise: number },
  ): Promise<boolean> {
    const outcome = await deps.refunds
      .refundPart(due.orderId, due.amountPaise)
      .catch((err: unknown) => {
        deps.log(`refund of return ${id} failed`, err);
        return { status: 'failed' as const };
      });
    if (outcome.status === 'done') {
      await db
        .update(returns)
        .set({
          refundStatus: 'done',
          refundReference: outcome.refundIds.join(', ') || null,
          updatedAt: new Date(),
        })
        .where(eq(returns.id, id));
      return true;
    }
    await db
      .update(returns)
      .set({ refundStatus: 'pending', updatedAt: new Date() })
      .where(and(eq(returns.id, id), eq(returns.refundStatus, 'in_progress')));
    deps.log(`refund of return ${id} is pending; retried every few minutes, or by hand`);
    return false;
  }

  /**
   * Asks the provider again for the refunds still pending (it was down, or the server stopped
   * mid-attempt), oldest first. Each is claimed as the admin's retry claims it, so a retry by
   * hand and this never ask twice. Answers how many were refunded.
   */
  async function retryPendingRefunds(now: Date = new Date()): Promise<number> {
    const due = await db
      .select({ id: returns.id, orderId: returns.orderId, amountPaise: returns.refundPaise })
      .from(returns)
      .where(refundToRetry(now))
      .orderBy(asc(returns.updatedAt))
      .limit(REFUND_RETRY_BATCH);
    let refunded = 0;
    for (const ret of due) {
      if (!(await claim(db, ret.id, now))) continue;
      if (await refundThroughProvider(ret.id, ret)) refunded++;
    }
    return refunded;
  }

  return {
    claim,
    refundThroughProvider,
    retryPendingRefunds,

    /** Runs retryPendingRefunds now and every REFUND_RETRY_MS; stop() awaits a run in flight. */
    startRefundRetries(): () => Promise<void> {
      return startPeriodic(retryPendingRefunds, REFUND_RETRY_MS, (err) =>
        deps.log('retrying pending refunds failed', err),
      );
    },
  };
}
