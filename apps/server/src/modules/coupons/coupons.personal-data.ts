// The coupons' share of a customer's data export and erasure (docs/decisions/data-export-and-erasure.md).
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { couponRedemptions, coupons } from './coupons.tables.ts';

/** The coupons the customer used, by order (one query). */
export async function exportRedemptions(db: Db, userId: string) {
  const rows = await db
    .select({
      code: coupons.code,
      orderId: couponRedemptions.orderId,
      discountPaise: couponRedemptions.discountPaise,
      at: couponRedemptions.createdAt,
    })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .where(eq(couponRedemptions.userId, userId))
    .orderBy(desc(couponRedemptions.createdAt));
  return rows.map(({ discountPaise, ...r }) => ({ ...r, discount: discountPaise / 100 }));
}

/** A redemption stays with its order (the coupon's use count), no longer with the customer. */
export async function eraseRedemptions(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(couponRedemptions)
    .set({ userId: null })
    .where(eq(couponRedemptions.userId, userId));
}
