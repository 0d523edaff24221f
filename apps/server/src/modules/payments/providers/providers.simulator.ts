import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db.ts';
import { payments } from '../payments.tables.ts';
import type { PaymentProvider, ProviderPayment } from './providers.contract.ts';

const newId = (prefix: string) => `${prefix}_sim_${randomBytes(7).toString('hex')}`;

export type SimulatorProvider = PaymentProvider & {
  /** The pay page's "success": captures a payment on the provider order (once; repeats return it). */
  capture(providerOrderId: string, method: string): Promise<string | null>;
};

/**
 * The built-in offline gateway: no outside calls. Its "remote" state is the attempt row itself
 * (a captured payment is the row's provider_payment_id), and it signs exactly like Razorpay.
 */
export function createSimulatorProvider(deps: { db: Db; secret: string }): SimulatorProvider {
  const { db, secret } = deps;
  const bySimOrder = (providerOrderId: string) =>
    and(eq(payments.provider, 'simulator'), eq(payments.providerOrderId, providerOrderId));

  return {
    name: 'simulator',
    keyId: 'rzp_test_propwash_simulator',
    checkoutScriptUrl: null,
    signatureSecret: secret,

    async createOrder({ amountPaise }) {
      return { id: newId('order'), amount: amountPaise, currency: 'INR' };
    },

    async capture(providerOrderId, method) {
      await db
        .update(payments)
        .set({ providerPaymentId: newId('pay'), method, updatedAt: new Date() })
        .where(
          and(
            bySimOrder(providerOrderId),
            eq(payments.status, 'created'),
            isNull(payments.providerPaymentId),
          ),
        );
      const [row] = await db
        .select({ paymentId: payments.providerPaymentId })
        .from(payments)
        .where(bySimOrder(providerOrderId));
      return row?.paymentId ?? null;
    },

    async fetchOrderPayments(providerOrderId): Promise<ProviderPayment[]> {
      const rows = await db.select().from(payments).where(bySimOrder(providerOrderId));
      return rows.flatMap((r) =>
        r.providerPaymentId
          ? [
              {
                id: r.providerPaymentId,
                amount: r.amountPaise,
                status: r.status === 'refunded' ? 'refunded' : 'captured',
                method: r.method,
              },
            ]
          : [],
      );
    },

    async refund() {
      return { id: newId('rfnd'), status: 'processed' };
    },
  };
}
