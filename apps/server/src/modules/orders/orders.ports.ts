import type { SQL } from 'drizzle-orm';
import type { Order } from '@propwash/domain/orders/schemas';
import type { Paise } from '@propwash/domain/money';
import type { OrderStatus, PaymentMethodType } from '@propwash/domain/orders/status';
import type { QuoteCoupon } from '@propwash/domain/pricing/quote';
import type { BusinessBuyer } from '@propwash/domain/orders/business-buyer';
import type { CustomerShipment } from '@propwash/domain/shipping/shipment-schemas';
import type { Db, Tx } from '../../platform/db.ts';

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
    /** A line with `variantId` takes that variant's stock (docs/decisions/variants.md). */
    lines: { productId: string; variantId?: string | null; name: string; quantity: number }[],
    ctx: { orderId: string; actorUserId?: string | null },
    alongside?: SQL[],
  ): Promise<
    {
      productId: string;
      variantId?: string | null;
      name: string;
      quantity: number;
      stockAfter: number;
    }[]
  >;
  /** Puts back what the order took; answers the products whose stock changed. */
  releaseOrder(
    tx: Tx,
    orderId: string,
    reason: 'cancellation' | 'payment-expired' | 'returned-to-origin',
    actorUserId: string | null,
  ): Promise<string[]>;
};

/**
 * Where a paid online order's refund starts (the payments module's refundOrder). Payments is
 * built after orders (it calls orders), so app-services.ts hands over a function that reaches
 * the payments service once it exists.
 */
export type RefundPort = { refundOrder(orderId: string): Promise<unknown> };

/** A payment method the shop offers at checkout. */
export type OfferedMethod = { type: PaymentMethodType; name: string; description: string };

/** What checkout needs of the payment methods (the payments module's payments.methods.ts). */
export type PaymentMethodsPort = { enabled(): Promise<OfferedMethod[]> };

/** Who is trying a coupon code: the customer and the client address. */
export type CouponClient = { userId: string; ip: string };

/** A coupon as an order uses it: what the price quote reads, and its id for the redemption. */
export type OrderCoupon = QuoteCoupon & { id: string };

/** What orders needs of the coupons module (coupons.service.ts), wired in app-services.ts. */
export type CouponsPort = {
  /** The coupon if this customer may use it now, else AppError with the reason. */
  usable(code: string, userId: string, q?: Db | Tx): Promise<OrderCoupon>;
  /** Counts a code as an attempt; 429 once a customer or address has guessed too often. */
  guardAttempt(code: string, client: CouponClient): Promise<void>;
  /** Records the use in the order's transaction, or refuses a coupon used up meanwhile. */
  redeem(
    tx: Tx,
    input: { couponId: string; orderId: string; userId: string; discountPaise: Paise },
  ): Promise<void>;
  /** A cancelled order gives its use back. */
  release(tx: Tx, orderId: string): Promise<void>;
};

/**
 * What one order's pages show of its parcels (the shipping module's reads), wired in
 * app-services.ts; the shipping module depends on orders, so orders sees it only through this.
 */
export type ShipmentsReadPort = { forOrder(orderId: string): Promise<CustomerShipment[]> };

/**
 * An order the admin moves by hand takes its parcels along (the shipping module's
 * shipping.follow.ts), in the caller's transaction
 * (docs/decisions/shipment-follows-order-moved-by-hand.md).
 */
export type ShipmentsFollowPort = {
  followOrder(tx: Tx, orderId: string, to: OrderStatus, at: Date): Promise<void>;
};

/**
 * The GST credit note that cancels a whole invoice (the returns module's returns.credit-notes.ts owns
 * the series; docs/decisions/credit-note-on-cancellation.md), wired in app-services.ts.
 */
export type CancellationNotesPort = {
  /** Issues it (once) in the cancel's transaction; answers its number and date. */
  issue(tx: Tx, orderId: string, at: Date): Promise<{ number: string; issuedAt: Date }>;
  /** The credit note of a cancelled order's invoice; null when none was issued. */
  find(orderId: string): Promise<{ number: string; issuedAt: Date } | null>;
};

/**
 * The customer's account keeps the business they last bought for, offered at checkout again (the
 * accounts module's profile/profile.business.ts; docs/decisions/business-buyers.md), wired in
 * app-services.ts.
 */
export type BuyerProfilePort = {
  /** The write as a statement the order's own statement carries (no returning clause). */
  rememberBusinessSql(userId: string, business: BusinessBuyer): SQL;
  /**
   * The account keeps the ten-digit mobile number order updates on WhatsApp go to
   * (profile/profile.contact-points.ts), as such a statement.
   */
  rememberPhoneSql(userId: string, phone: string): SQL;
};

/**
 * The customer's consents (the privacy module's consent log, privacy.consents.ts), wired in
 * app-services.ts: "Send order updates on WhatsApp" ticked at checkout is a whatsapp_updates
 * grant (docs/decisions/whatsapp.md).
 */
export type OrderConsentPort = {
  /** The grant as a statement the order's own statement carries; a repeat writes nothing. */
  grantSql(userId: string, purpose: 'whatsapp_updates', channel: 'checkout'): Promise<SQL>;
};

/**
 * Order updates on a channel besides the email (WhatsApp, docs/decisions/whatsapp.md), handed in
 * by app-order-services.ts. Each call comes after the change's commit and never throws.
 */
export type OrderUpdatesPort = {
  /** A notice (email, live event) went out; `ownerId` undefined when the caller did not know it. */
  noticed(
    kind: 'placed' | 'paid' | 'cancelled' | 'status',
    order: Order,
    ownerId: string | null | undefined,
  ): void;
  /** An order was just placed (its confirmation email already stored). */
  placed(order: Order, ownerId: string): void;
};
