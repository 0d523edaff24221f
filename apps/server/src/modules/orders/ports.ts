import type { SQL } from 'drizzle-orm';
import type { PaymentMethodType } from '@propwash/domain/orders/status';
import type { Tx } from '../../platform/db.ts';

/**
 * What orders needs of the stock keeper (the inventory module's `inventory`), declared here so
 * the orders module depends on no module it calls; app-services.ts hands the service over
 * (docs/architecture.md, "The path of an order").
 */
export type StockPort = {
  /**
   * Takes the lines' quantities in the caller's transaction, or throws INSUFFICIENT_STOCK;
   * `alongside` statements are sent in the same statement. Answers the stock each line left.
   */
  take(
    tx: Tx,
    lines: { productId: string; name: string; quantity: number }[],
    ctx: { orderId: string; actorUserId?: string | null },
    alongside?: SQL[],
  ): Promise<{ productId: string; name: string; quantity: number; stockAfter: number }[]>;
  /** Puts back what the order took; answers the products whose stock changed. */
  releaseOrder(
    tx: Tx,
    orderId: string,
    reason: 'cancellation' | 'payment-expired',
    actorUserId: string | null,
  ): Promise<string[]>;
};

/** A payment method the shop offers at checkout. */
export type OfferedMethod = { type: PaymentMethodType; name: string; description: string };

/** What checkout needs of the payment methods (the payments module's payment-methods.ts). */
export type PaymentMethodsPort = { enabled(): Promise<OfferedMethod[]> };
