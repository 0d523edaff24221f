import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { OrderStatus, PaymentStatus } from '@propwash/domain/orders/status';
import type {
  PaymentOrder,
  PaymentProvider as ProviderName,
  PaymentVerification,
  SimulatorResult,
  VerifyPaymentBody,
} from '@propwash/domain/payments/schemas';
import type { Config } from '../../config.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db, Tx } from '../../platform/db.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { payments, webhookEvents } from './payments.tables.ts';
import {
  isValidPaymentSignature,
  isValidWebhookSignature,
  signPayment,
  type PaymentProvider,
} from './providers/provider.ts';
import { createRazorpayProvider, ProviderRefusedError } from './providers/razorpay.ts';
import { createSimulatorProvider } from './providers/simulator.ts';

/** An order as the payments module sees it (orders.service.ts). */
export type PayableOrder = {
  id: string;
  orderNumber: string;
  userId: string | null;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
  totalPaise: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  createdAt: Date;
};

/** What payments asks of the orders module; settling happens inside this module's transaction. */
export type OrdersForPayments = {
  forPayment(userId: string, orderId: string): Promise<PayableOrder>;
  byIdForPayment(orderId: string): Promise<PayableOrder | null>;
  markPaid(
    tx: Tx,
    orderId: string,
    info: { transactionId: string; method?: string },
  ): Promise<'settled' | 'already-paid' | 'not-payable'>;
  notifyPaid(orderId: string): Promise<void>;
  recordPaymentFailed(orderId: string, reason: string): Promise<void>;
  expireUnpaid(orderId: string, reason: string): Promise<boolean>;
  setPaymentStatus(orderId: string, from: PaymentStatus[], to: PaymentStatus): Promise<boolean>;
  /** Online orders still awaiting payment, placed before the cutoff (those never given an attempt
   * are found only this way). Optional until orders provides it. */
  awaitingPaymentBefore?(cutoff: Date, limit: number): Promise<string[]>;
};

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

type Attempt = typeof payments.$inferSelect;
type Settlement = 'settled' | 'duplicate' | 'refused' | 'refunding-paid-twice' | 'refunding-closed';

const verificationFailed = () => new AppError('PAYMENT_FAILED', 'Payment verification failed');
const notFound = () => new AppError('NOT_FOUND', 'Order not found or access denied');
const EXPIRED_REASON = 'Payment not received in time';
const RECONCILE_BATCH = 200;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505';
}

const awaitsPayment = (o: PayableOrder) =>
  o.status === 'pending' &&
  (o.paymentStatus === 'pending' || o.paymentStatus === 'failed') &&
  o.paymentMethod !== 'cod';

export function createPaymentsService(deps: {
  db: Db;
  settings: Pick<SettingsService, 'get'>;
  orders: OrdersForPayments;
  config: Config['payments'];
  log: Log;
  /** Tests may route Razorpay calls elsewhere; production uses the global fetch. */
  fetch?: typeof fetch;
}) {
  const { db, orders, config, log } = deps;
  const simulator = createSimulatorProvider({ db, secret: config.simulatorSecret });
  const razorpay = config.razorpay
    ? createRazorpayProvider({
        ...config.razorpay,
        apiUrl: config.apiUrl,
        checkoutUrl: config.checkoutUrl,
        fetch: deps.fetch,
      })
    : null;

  function providerFor(name: string): PaymentProvider {
    if (name === 'simulator') return simulator;
    if (name === 'razorpay' && razorpay) return razorpay;
    throw new AppError('SERVICE_UNAVAILABLE', 'Online payment is not configured');
  }

  async function currentProviderName(): Promise<ProviderName> {
    return (await deps.settings.get('payment')).provider;
  }

  async function attemptByProviderOrder(providerOrderId: string): Promise<Attempt | null> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.providerOrderId, providerOrderId), ne(payments.provider, 'cod')))
      .limit(1);
    return row ?? null;
  }

  /**
   * Claims the attempt for one captured payment and marks the order paid, in one transaction.
   * Whoever comes first (verify, webhook, reconciler) settles; the others see 'duplicate'.
   */
  async function settle(
    attempt: Attempt,
    paymentId: string,
    method: string | null,
  ): Promise<Settlement> {
    const [usedElsewhere] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.provider, attempt.provider),
          eq(payments.providerPaymentId, paymentId),
          ne(payments.id, attempt.id),
        ),
      );
    if (usedElsewhere) return 'refused';

    let outcome: Awaited<ReturnType<OrdersForPayments['markPaid']>> | null;
    try {
      outcome = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(payments)
          .set({
            status: 'paid',
            providerPaymentId: paymentId,
            signatureVerified: true,
            method: method ?? attempt.method,
            failureReason: null,
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(payments.id, attempt.id),
              // A closed ('failed') attempt may still be paid late; the order then refuses it below.
              inArray(payments.status, ['created', 'failed']),
              or(isNull(payments.providerPaymentId), eq(payments.providerPaymentId, paymentId)),
            ),
          )
          .returning({ id: payments.id });
        if (!claimed) return null;
        return orders.markPaid(tx, attempt.orderId, {
          transactionId: paymentId,
          ...(method ? { method } : {}),
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) return 'refused';
      throw err;
    }

    if (outcome === null) {
      const [now] = await db.select().from(payments).where(eq(payments.id, attempt.id));
      const alreadyThis =
        now?.providerPaymentId === paymentId &&
        (now.status === 'paid' || now.status === 'refund_pending' || now.status === 'refunded');
      return alreadyThis ? 'duplicate' : 'refused';
    }
    if (outcome === 'settled') {
      await orders
        .notifyPaid(attempt.orderId)
        .catch((err: unknown) => log.error({ err }, `paid notice for ${attempt.orderId} failed`));
      return 'settled';
    }
    // Money arrived for an order that is already paid (a second attempt) or closed (expired,
    // cancelled): give it back at once.
    log.warn(
      { orderId: attempt.orderId, paymentId, outcome },
      'payment captured for an order that cannot take it; refunding',
    );
    const [paidRow] = await db.select().from(payments).where(eq(payments.id, attempt.id));
    if (outcome === 'not-payable') {
      await orders.setPaymentStatus(attempt.orderId, ['pending', 'failed'], 'refund_pending');
    }
    const refunded = paidRow ? await refundAttempt(paidRow) : false;
    if (refunded && outcome === 'not-payable') {
      await orders.setPaymentStatus(attempt.orderId, ['refund_pending'], 'refunded');
    }
    return outcome === 'already-paid' ? 'refunding-paid-twice' : 'refunding-closed';
  }

  /** Refunds what is left of a paid attempt; false when the provider failed (retried later). */
  async function refundAttempt(attempt: Attempt): Promise<boolean> {
    if (attempt.status === 'refunded') return true;
    if (attempt.status === 'paid') {
      const [claimed] = await db
        .update(payments)
        .set({ status: 'refund_pending', updatedAt: new Date() })
        .where(and(eq(payments.id, attempt.id), eq(payments.status, 'paid')))
        .returning({ id: payments.id });
      if (!claimed) return false;
    } else if (attempt.status !== 'refund_pending') {
      return false;
    }
    const amount = attempt.amountPaise - attempt.refundedPaise;
    const markRefunded = (refundId: string | null) =>
      db
        .update(payments)
        .set({
          status: 'refunded',
          refundId: refundId ?? attempt.refundId,
          refundedPaise: attempt.amountPaise,
          updatedAt: new Date(),
        })
        .where(and(eq(payments.id, attempt.id), eq(payments.status, 'refund_pending')));
    try {
      const refund = await providerFor(attempt.provider).refund(attempt.providerPaymentId!, amount);
      await markRefunded(refund.id);
      return true;
    } catch (err) {
      // A retry after a lost answer: Razorpay refuses a second full refund.
      if (err instanceof ProviderRefusedError && /fully refunded/i.test(err.description)) {
        await markRefunded(null);
        return true;
      }
      log.warn({ err, paymentId: attempt.providerPaymentId }, 'refund not done; will retry');
      return false;
    }
  }

  async function closeAttempts(orderId: string, reason: string) {
    await db
      .update(payments)
      .set({ status: 'failed', failureReason: reason, updatedAt: new Date() })
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'created')));
  }

  async function verificationOf(orderId: string, paymentId: string): Promise<PaymentVerification> {
    const order = await orders.byIdForPayment(orderId);
    if (!order) throw notFound();
    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      paymentStatus: order.paymentStatus,
      transactionId: paymentId,
    };
  }

  /** One pass of the reconciler: settle captured payments, expire stale orders, retry refunds. */
  async function reconcile(now: Date = new Date()): Promise<void> {
    const open = await db
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'created'), ne(payments.provider, 'cod')))
      .orderBy(asc(payments.createdAt))
      .limit(RECONCILE_BATCH);
    const byOrder = new Map<string, Attempt[]>();
    for (const a of open) byOrder.set(a.orderId, [...(byOrder.get(a.orderId) ?? []), a]);

    for (const [orderId, attempts] of byOrder) {
      try {
        let captured = false;
        for (const attempt of attempts) {
          if (attempt.provider === 'razorpay' && !razorpay) continue;
          const found = await providerFor(attempt.provider).fetchOrderPayments(
            attempt.providerOrderId!,
          );
          const payment = found.find(
            (p) => p.status === 'captured' && p.amount === attempt.amountPaise,
          );
          if (payment) {
            await settle(attempt, payment.id, payment.method);
            captured = true;
          }
        }
        if (captured) continue;
        const order = await orders.byIdForPayment(orderId);
        if (!order || !awaitsPayment(order)) {
          await closeAttempts(orderId, 'Order no longer awaits payment');
        } else if (now.getTime() - order.createdAt.getTime() > config.expireMinutes * 60_000) {
          if (await orders.expireUnpaid(orderId, EXPIRED_REASON)) {
            await closeAttempts(orderId, EXPIRED_REASON);
          }
        }
      } catch (err) {
        log.warn({ err, orderId }, 'payment reconcile failed for order');
      }
    }

    // Orders whose shopper never reached the payment step have no attempt to look at.
    const cutoff = new Date(now.getTime() - config.expireMinutes * 60_000);
    for (const orderId of (await orders.awaitingPaymentBefore?.(cutoff, RECONCILE_BATCH)) ?? []) {
      if (byOrder.has(orderId)) continue;
      try {
        await orders.expireUnpaid(orderId, EXPIRED_REASON);
      } catch (err) {
        log.warn({ err, orderId }, 'expiring an unpaid order failed');
      }
    }

    const refunds = await db
      .select()
      .from(payments)
      .where(eq(payments.status, 'refund_pending'))
      .orderBy(asc(payments.updatedAt))
      .limit(RECONCILE_BATCH);
    for (const attempt of refunds) {
      try {
        if (await refundAttempt(attempt)) {
          await finishOrderRefund(attempt.orderId);
        }
      } catch (err) {
        log.warn({ err, orderId: attempt.orderId }, 'refund retry failed');
      }
    }
  }

  /** The order's refund is done once none of its captured payments is still waiting. */
  async function finishOrderRefund(orderId: string) {
    const [waiting] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(eq(payments.orderId, orderId), inArray(payments.status, ['paid', 'refund_pending'])),
      );
    if (!waiting) await orders.setPaymentStatus(orderId, ['refund_pending'], 'refunded');
  }

  return {
    /** Opens (or reuses) a provider order for the whole total of a pending online order. */
    async createOrder(userId: string, orderId: string): Promise<PaymentOrder> {
      const order = await orders.forPayment(userId, orderId);
      if (order.paymentStatus === 'paid') {
        throw new AppError('CONFLICT', 'This order is already paid');
      }
      if (!awaitsPayment(order) || order.totalPaise <= 0) {
        throw new AppError('CONFLICT', 'This order cannot be paid online');
      }
      const provider = providerFor(await currentProviderName());
      const [open] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.orderId, order.id),
            eq(payments.provider, provider.name),
            eq(payments.status, 'created'),
            eq(payments.amountPaise, order.totalPaise),
          ),
        )
        .orderBy(sql`${payments.createdAt} desc`)
        .limit(1);
      let providerOrderId = open?.providerOrderId ?? null;
      if (!providerOrderId) {
        const created = await provider.createOrder({
          amountPaise: order.totalPaise,
          receipt: order.id,
          notes: { orderNumber: order.orderNumber, orderId: order.id },
        });
        await db.insert(payments).values({
          orderId: order.id,
          provider: provider.name,
          providerOrderId: created.id,
          amountPaise: order.totalPaise,
        });
        providerOrderId = created.id;
      }
      return {
        id: providerOrderId,
        amount: order.totalPaise,
        currency: 'INR',
        keyId: provider.keyId,
        provider: provider.name,
        orderId: order.id,
        orderNumber: order.orderNumber,
        name: order.customerName,
        email: order.customerEmail,
        phone: order.customerPhone,
        checkoutScriptUrl: provider.checkoutScriptUrl,
      };
    },

    /** Settles the checkout's signed result; a replay of the same settled payment is a no-op. */
    async verify(userId: string, body: VerifyPaymentBody): Promise<PaymentVerification> {
      const order = await orders.forPayment(userId, body.orderId);
      const attempt = await attemptByProviderOrder(body.razorpay_order_id);
      if (!attempt || attempt.orderId !== order.id || attempt.amountPaise !== order.totalPaise) {
        throw verificationFailed();
      }
      const provider = providerFor(attempt.provider);
      const isSigned = isValidPaymentSignature(
        provider.signatureSecret,
        body.razorpay_order_id,
        body.razorpay_payment_id,
        body.razorpay_signature,
      );
      if (!isSigned) throw verificationFailed();
      const outcome = await settle(attempt, body.razorpay_payment_id, attempt.method);
      if (outcome === 'refused') throw verificationFailed();
      if (outcome === 'refunding-closed') {
        throw new AppError(
          'PAYMENT_FAILED',
          'This order was closed before the payment arrived. The amount will be refunded.',
        );
      }
      if (outcome === 'refunding-paid-twice') {
        throw new AppError(
          'CONFLICT',
          'This order was already paid. The second payment will be refunded.',
        );
      }
      return verificationOf(order.id, body.razorpay_payment_id);
    },

    /** The simulator's pay page: a success captures a payment and signs it like Razorpay. */
    async simulatorComplete(
      userId: string,
      body: { providerOrderId: string; outcome: 'success' | 'failure'; method: string },
    ): Promise<SimulatorResult> {
      if ((await currentProviderName()) !== 'simulator') {
        throw new AppError('CONFLICT', 'The payment simulator is not enabled');
      }
      const attempt = await attemptByProviderOrder(body.providerOrderId);
      if (!attempt || attempt.provider !== 'simulator') throw notFound();
      const order = await orders.forPayment(userId, attempt.orderId);
      if (body.outcome === 'failure') {
        return {
          outcome: 'failure',
          error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed' },
        };
      }
      if (!awaitsPayment(order) && attempt.status !== 'paid') {
        throw new AppError('CONFLICT', 'This order cannot be paid online');
      }
      const paymentId = await simulator.capture(body.providerOrderId, body.method);
      if (!paymentId) throw new AppError('CONFLICT', 'This order cannot be paid online');
      return {
        outcome: 'success',
        razorpay_order_id: body.providerOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signPayment(simulator.signatureSecret, body.providerOrderId, paymentId),
      };
    },

    /** The checkout reports a failed or dismissed attempt: noted; the order stays payable. */
    async recordFailure(
      userId: string,
      body: { orderId: string; razorpay_order_id: string; reason: string },
    ): Promise<{ recorded: boolean }> {
      const order = await orders.forPayment(userId, body.orderId);
      const attempt = await attemptByProviderOrder(body.razorpay_order_id);
      if (!attempt || attempt.orderId !== order.id) throw notFound();
      if (!awaitsPayment(order) || attempt.status !== 'created') return { recorded: false };
      await db
        .update(payments)
        .set({ failureReason: body.reason, updatedAt: new Date() })
        .where(and(eq(payments.id, attempt.id), eq(payments.status, 'created')));
      await orders.recordPaymentFailed(order.id, body.reason);
      return { recorded: true };
    },

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

    /** After a paid online order was cancelled: refunds its captured payments (retried if down). */
    async refundOrder(orderId: string): Promise<'refunded' | 'pending' | 'nothing-to-refund'> {
      const paid = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.orderId, orderId),
            inArray(payments.status, ['paid', 'refund_pending']),
            ne(payments.provider, 'cod'),
          ),
        );
      if (paid.length === 0) return 'nothing-to-refund';
      let allDone = true;
      for (const attempt of paid) allDone = (await refundAttempt(attempt)) && allDone;
      if (!allDone) return 'pending';
      await orders.setPaymentStatus(orderId, ['refund_pending'], 'refunded');
      return 'refunded';
    },

    reconcile,

    /** Runs the reconciler now and every PAYMENT_RECONCILE_MINUTES; the returned stop() awaits a run. */
    startReconciler(): () => Promise<void> {
      let running: Promise<void> | null = null;
      const tick = () => {
        if (running) return;
        running = reconcile()
          .catch((err: unknown) => log.error({ err }, 'payment reconciler failed'))
          .finally(() => {
            running = null;
          });
      };
      tick();
      const timer = setInterval(tick, config.reconcileMinutes * 60_000);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };

  async function handleWebhookEvent(eventName: string, event: WebhookEvent) {
    const payment = event.payload?.payment?.entity;
    if (!payment || typeof payment.order_id !== 'string' || typeof payment.id !== 'string') return;
    const attempt = await attemptByProviderOrder(payment.order_id);
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
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;

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
