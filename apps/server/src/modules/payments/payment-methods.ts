import { asc, eq } from 'drizzle-orm';
import type { PaymentMethodType } from '@propwash/domain/orders/status';
import type { Cache } from '../../platform/cache.ts';
import type { Db } from '../../platform/db.ts';
import { paymentMethods } from './payments.tables.ts';

export type OfferedMethod = { type: PaymentMethodType; name: string; description: string };

/** The payment methods the admin has switched on, in their display order (cached; writes invalidate). */
export function createPaymentMethodsService(deps: { db: Db; cache: Cache }) {
  const { db, cache } = deps;
  return {
    /** Every write to payment methods calls this. */
    invalidate: () => cache.invalidate('payment-methods:'),

    enabled(): Promise<OfferedMethod[]> {
      return cache.get('payment-methods:enabled', () =>
        db
          .select({
            type: paymentMethods.type,
            name: paymentMethods.name,
            description: paymentMethods.description,
          })
          .from(paymentMethods)
          .where(eq(paymentMethods.enabled, true))
          .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.name)),
      );
    },
  };
}
export type PaymentMethodsService = ReturnType<typeof createPaymentMethodsService>;
