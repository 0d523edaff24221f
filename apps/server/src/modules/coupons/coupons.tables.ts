import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import {
  timestamptz,
  primaryId,
  createdAt,
  timestamps,
  requiredRef,
} from '../../platform/columns.ts';

export const coupons = pgTable(
  'coupons_coupon',
  {
    id: primaryId(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    discountType: text('discount_type', { enum: ['percentage', 'fixed'] }).notNull(),
    // Whole percent for 'percentage' coupons, paise for 'fixed' ones.
    discountValue: integer('discount_value').notNull(),
    minPurchasePaise: integer('min_purchase_paise').notNull().default(0),
    maxDiscountPaise: integer('max_discount_paise'),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    perCustomerLimit: integer('per_customer_limit'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    validFrom: timestamptz('valid_from').notNull().defaultNow(),
    validUntil: timestamptz('valid_until'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('coupons_coupon_code_uq').on(t.code),
    index('coupons_coupon_created_idx').on(t.createdAt),
    check(
      'coupons_coupon_code_ck',
      sql`${t.code} = upper(${t.code}) and length(${t.code}) between 3 and 32`,
    ),
    check(
      'coupons_coupon_value_ck',
      sql`(${t.discountType} = 'percentage' and ${t.discountValue} between 1 and 100) or (${t.discountType} = 'fixed' and ${t.discountValue} > 0)`,
    ),
    check('coupons_coupon_uses_ck', sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
  ],
);

export const couponRedemptions = pgTable(
  'coupons_redemption',
  {
    id: primaryId(),
    couponId: requiredRef('coupon_id', () => coupons.id, 'restrict'),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    discountPaise: integer('discount_paise').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_redemption_order_uq').on(t.orderId),
    index('coupons_redemption_coupon_user_idx').on(t.couponId, t.userId),
  ],
);
