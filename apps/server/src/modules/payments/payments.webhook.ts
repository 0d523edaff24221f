import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import {
  attemptByProviderOrder,
  awaitsPayment,
  type Log,
  type OrdersForPayments,
} from './payments.attempts.ts';
import type { PaymentSettlement } from './payments.settlement.ts';
import { payments, webhookEvents } from './payments.tables.ts';
import { isValidWebhookSignature } from './providers/providers.contract.ts';

/** Razorpay's webhook: checks the signature, records each event once and acts on payments. */
export function createPaymentWebhook(deps: {
  db: Db;
  orders: Pick<OrdersForPayments, 'byIdForPayment' | 'recordPaymentFailed'>;
  config: Config['payments'];
  log: Log;
  settlement: Pick<PaymentSettlement, 'settle'>;
}) {
  const { db, orders, config, log } = deps;
  const { settle } = deps.settlement;

  async function handleWebhookEvent(eventName: string, event: WebhookEvent) {
    const payment = event.payload?.payment?.entity;
    if (!payment || typeof payment.order_id !== 'string' || typeof payment.id !== 'string') return;
    const attempt = await attemptByProviderOrder(db, payment.order_id);
    if (!attempt || attempt.provider !== 'razorpay') {
      log.info(
        { event: eventName, providerOrderId: payment.order_id },
        'webhook for an unknown order',
      );
      return;
    }
    if (eventName === 'payment.captured' || eventName === 'order.paid') {
      if (payment.status !== 'captured' || payment.amount !== attempt.amountPaise) {
        log.warn(
          { event: eventName, paymentId: payment.id, amount: payment.amount },
          'webhook payment does not match its attempt; not settled',
        );
        return;
      }
      await settle(attempt, payment.id, typeof payment.method === 'string' ? payment.method : null);
    } else if (eventName === 'payment.failed') {
      const reason =
        (typeof payment.error_description === 'string' && payment.error_description) ||
        'Payment failed';
      const order = await orders.byIdForPayment(attempt.orderId);
      if (order && awaitsPayment(order) && attempt.status === 'created') {
        await db
          .update(payments)
          .set({ failureReason: reason.slice(0, 300), updatedAt: new Date() })
          .where(and(eq(payments.id, attempt.id), eq(payments.status, 'created')));
        await orders.recordPaymentFailed(attempt.orderId, reason.slice(0, 300));
      }
    }
  }

  return {
    /** Razorpay webhooks: signed over the raw body; each event id is handled once. */
    async webhook(
      rawBody: Buffer,
      headers: { signature?: string; eventId?: string },
    ): Promise<{ received: true; duplicate: boolean }> {
      if (!config.webhookSecret) {
        throw new AppError('SERVICE_UNAVAILABLE', 'Payment webhooks are not configured');
      }
      if (!isValidWebhookSignature(config.webhookSecret, rawBody, headers.signature)) {
        throw new AppError('FORBIDDEN', 'Invalid webhook signature');
      }
      let event: WebhookEvent;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as WebhookEvent;
      } catch {
        throw new AppError('VALIDATION_FAILED', 'Webhook body is not JSON');
      }
      const eventId =
        headers.eventId ||
        (typeof event.id === 'string' && event.id) ||
        `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
      const eventName = typeof event.event === 'string' ? event.event : 'unknown';
      const [fresh] = await db
        .insert(webhookEvents)
        .values({ eventId: eventId.slice(0, 200), event: eventName })
        .onConflictDoNothing()
        .returning({ eventId: webhookEvents.eventId });
      if (!fresh) return { received: true, duplicate: true };
      try {
        await handleWebhookEvent(eventName, event);
      } catch (err) {
        // Forget the event so Razorpay's redelivery gets another go.
        await db.delete(webhookEvents).where(eq(webhookEvents.eventId, fresh.eventId));
        throw err;
      }
      return { received: true, duplicate: false };
    },
  };
}

/** The part of a Razorpay webhook body this module reads. */
type WebhookEvent = {
  id?: unknown;
  event?: unknown;
  payload?: {
    payment?: {
      entity?: {
        id?: unknown;
        order_id?: unknown;
        amount?: unknown;
        status?: unknown;
        method?: unknown;
        error_description?: unknown;
      };
    };
  };
};
