import { and, count, eq, sql } from 'drizzle-orm';
import { formatPaiseShort, type Paise } from '@propwash/domain/money';
import { couponDiscount, type QuoteCoupon } from '@propwash/domain/pricing/quote';
import { AppError } from '../../platform/app-error.ts';
import type { Db, Tx } from '../../platform/db.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { isLiveOrderSql, liveOrderCount } from '../orders/orders.reads.ts';
import { couponRedemptions, coupons } from './coupons.tables.ts';

export type Coupon = typeof coupons.$inferSelect;

const refuse = (message: string) => new AppError('VALIDATION_FAILED', message);

/**
 * Codes that work for nobody (unknown, switched off, not started, expired) allowed per window
 * before every code is refused with 429, so codes cannot be found by guessing. A good code, however
 * often applied, and a good code refused for this cart or customer do not count.
 */
export const couponLimits = {
  failedPerCustomer: { limit: 10, windowSeconds: 15 * 60 },
  failedPerIp: { limit: 30, windowSeconds: 15 * 60 },
};

/** Who is trying a code: the customer and the client address. */
export type CouponClient = { userId: string; ip: string };

/** Why nobody can use this existing coupon now, else null. */
function codeRefusal(c: Coupon, now: Date): string | null {
  if (!c.isActive) return 'This coupon is not active';
  if (c.validFrom > now) return 'This coupon is not active yet';
  if (c.validUntil && c.validUntil <= now) return 'This coupon has expired';
  return null;
}

const normalized = (code: string) => code.trim().toUpperCase();

/** The pricing module's view of a coupon. */
export function quoteCouponOf(c: Coupon): QuoteCoupon {
  return {
    code: c.code,
    discountType: c.discountType,
    discountValue: c.discountValue,
    minPurchasePaise: c.minPurchasePaise,
    maxDiscountPaise: c.maxDiscountPaise,
  };
}

/**
 * Coupons: whether a code may be used by this customer on this subtotal (with the reason when
 * not), and redemption inside the order's transaction with conditional updates, so a coupon
 * with one use left is redeemed once however many customers try at the same moment.
 */
export function createCouponsService(deps: { db: Db; limiter: RateLimiter }) {
  const { db, limiter } = deps;

  /**
   * The coupon if `userId` may use it now, else AppError with the reason the shopper sees.
   * The minimum purchase is checked by the pricing module (it knows the subtotal).
   */
  async function usable(q: Db | Tx, code: string, userId: string, now = new Date()) {
    const [c] = await q
      .select()
      .from(coupons)
      .where(eq(coupons.code, normalized(code)));
    if (!c) throw refuse('Invalid coupon');
    const refusal = codeRefusal(c, now);
    if (refusal) throw refuse(refusal);
    if (c.maxUses !== null && c.usedCount >= c.maxUses) {
      throw refuse('This coupon has been fully used');
    }
    if (c.firstOrderOnly) {
      if ((await liveOrderCount(q, userId)) > 0)
        throw refuse('This coupon is valid on your first order only');
    }
    if (c.perCustomerLimit !== null) {
      const [row] = await q
        .select({ n: count() })
        .from(couponRedemptions)
        .where(
          and(
            eq(couponRedemptions.couponId, c.id),
            eq(couponRedemptions.userId, userId),
            isLiveOrderSql(couponRedemptions.orderId),
          ),
        );
      if ((row?.n ?? 0) >= c.perCustomerLimit) {
        throw refuse(
          c.perCustomerLimit === 1
            ? 'You have already used this coupon'
            : `This coupon can be used ${c.perCustomerLimit} times per customer`,
        );
      }
    }
    return c;
  }

  /**
   * Call before any route checks a code, outside a transaction: throws RATE_LIMITED (429) once
   * the customer or the address has tried too many codes that work for nobody, and counts this
   * code if it is one. The check that follows gives the shopper the reason as before.
   */
  async function guardAttempt(code: string, client: CouponClient): Promise<void> {
    const keys = [
      [`coupon:user:${client.userId}`, couponLimits.failedPerCustomer],
      [`coupon:ip:${client.ip}`, couponLimits.failedPerIp],
    ] as const;
    for (const [key, limit] of keys) await limiter.check(key, limit);
    const [c] = await db
      .select()
      .from(coupons)
      .where(eq(coupons.code, normalized(code)));
    if (c && codeRefusal(c, new Date()) === null) return;
    for (const [key, limit] of keys) await limiter.fail(key, limit);
  }

  return {
    usable: (code: string, userId: string, q: Db | Tx = db) => usable(q, code, userId),
    guardAttempt,

    /** POST /coupons/validate: the discount this code gives on the server's own subtotal. */
    async validate(code: string, client: CouponClient, subtotalPaise: Paise) {
      const userId = client.userId;
      if (subtotalPaise <= 0) throw refuse('Your cart is empty');
      await guardAttempt(code, client);
      const c = await usable(db, code, userId);
      const result = couponDiscount(quoteCouponOf(c), subtotalPaise);
      if (result.error) throw refuse(result.error);
      return {
        code: c.code,
        discountPaise: result.discountPaise,
        message: couponSavedMessage(result.discountPaise),
      };
    },

    /**
     * Records the use inside the order's transaction. The used count rises only while it is
     * below maxUses, so the last use goes to exactly one order. (The caller holds the
     * customer's order lock, which makes the per-customer and first-order checks exact.)
     */
    async redeem(
      tx: Tx,
      input: { couponId: string; orderId: string; userId: string; discountPaise: Paise },
    ): Promise<void> {
      const updated = await tx
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(coupons.id, input.couponId),
            sql`(${coupons.maxUses} is null or ${coupons.usedCount} < ${coupons.maxUses})`,
          ),
        )
        .returning({ id: coupons.id });
      if (updated.length === 0) throw refuse('This coupon has been fully used');
      await tx.insert(couponRedemptions).values(input);
    },

    /** A cancelled order gives its use back. */
    async release(tx: Tx, orderId: string): Promise<void> {
      const [r] = await tx
        .delete(couponRedemptions)
        .where(eq(couponRedemptions.orderId, orderId))
        .returning({ couponId: couponRedemptions.couponId });
      if (!r) return;
      await tx
        .update(coupons)
        .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)`, updatedAt: new Date() })
        .where(eq(coupons.id, r.couponId));
    },
  };
}
export type CouponsService = ReturnType<typeof createCouponsService>;

/** Shown in messages and emails. */
export const couponSavedMessage = (p: Paise) => `Coupon applied! You saved ${formatPaiseShort(p)}`;
