import { and, eq, sql } from 'drizzle-orm';
import type {
  PaymentOrder,
  PaymentVerification,
  SimulatorResult,
  VerifyPaymentBody,
} from '@propwash/domain/payments/schemas';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import {
  attemptByProviderOrder,
  awaitsPayment,
  notFound,
  notPayable,
  verificationFailed,
  type OrdersForPayments,
} from './payments.attempts.ts';
import type { PaymentProviders } from './payments.providers.ts';
import type { PaymentSettlement } from './payments.settlement.ts';
import { payments } from './payments.tables.ts';
import { isValidPaymentSignature, signPayment } from './providers/providers.contract.ts';

/**
 * The customer paying an order online: open a provider order, verify the signed result (settled
 * by payments.settlement.ts), the simulator's pay page, a failed attempt.
 */
export function createPayOnline(deps: {
  db: Db;
  orders: OrdersForPayments;
  providers: PaymentProviders;
  settlement: Pick<PaymentSettlement, 'settle'>;
}) {
  const { db, orders } = deps;
  const { simulator, providerFor, currentProviderName } = deps.providers;
  const { settle } = deps.settlement;

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

  return {
    /**
     * Opens (or reuses) a provider order for what the order may pay now: an online order's total,
     * a cash-on-delivery order's prepaid total before packing (pay now), or its advance.
     */
    async createOrder(userId: string, orderId: string): Promise<PaymentOrder> {
      const order = await orders.forPayment(userId, orderId);
      if (!awaitsPayment(order)) throw notPayable(order);
      const amountPaise = order.amountDuePaise;
      const provider = providerFor(await currentProviderName());
      const [open] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.orderId, order.id),
            eq(payments.provider, provider.name),
            eq(payments.status, 'created'),
            eq(payments.amountPaise, amountPaise),
          ),
        )
        .orderBy(sql`${payments.createdAt} desc`)
        .limit(1);
      let providerOrderId = open?.providerOrderId ?? null;
      if (!providerOrderId) {
        const created = await provider.createOrder({
          amountPaise,
          receipt: order.id,
          notes: { orderNumber: order.orderNumber, orderId: order.id },
        });
        await db.insert(payments).values({
          orderId: order.id,
          provider: provider.name,
          providerOrderId: created.id,
          amountPaise,
        });
        providerOrderId = created.id;
      }
      return {
        id: providerOrderId,
        amount: amountPaise,
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
      const attempt = await attemptByProviderOrder(db, body.razorpay_order_id);
      // The amount is checked by settlement, under the order's lock: an attempt opened for an
      // amount no longer due is refunded, not settled.
      if (!attempt || attempt.orderId !== order.id) throw verificationFailed();
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
      if (outcome === 'refunding-packed') {
        throw new AppError(
          'CONFLICT',
          'Your order is packed; please pay in cash on delivery. This payment will be refunded.',
        );
      }
      if (outcome === 'refunding-changed') {
        throw new AppError(
          'PAYMENT_FAILED',
          'The amount due on this order changed before the payment arrived. This payment will be refunded; please pay again.',
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
      const attempt = await attemptByProviderOrder(db, body.providerOrderId);
      if (!attempt || attempt.provider !== 'simulator') throw notFound();
      const order = await orders.forPayment(userId, attempt.orderId);
      if (body.outcome === 'failure') {
        return {
          outcome: 'failure',
          error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed' },
        };
      }
      if (!awaitsPayment(order) && attempt.status !== 'paid') throw notPayable(order);
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
      const attempt = await attemptByProviderOrder(db, body.razorpay_order_id);
      if (!attempt || attempt.orderId !== order.id) throw notFound();
      if (!awaitsPayment(order) || attempt.status !== 'created') return { recorded: false };
      await db
        .update(payments)
        .set({ failureReason: body.reason, updatedAt: new Date() })
        .where(and(eq(payments.id, attempt.id), eq(payments.status, 'created')));
      await orders.recordPaymentFailed(order.id, body.reason);
      return { recorded: true };
    },
  };
}
