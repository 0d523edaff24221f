import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../money.ts';
import {
  pageInfoSchema,
  pageQuerySchema,
  pageSchema,
  searchParam,
} from '../platform/pagination.ts';

/**
 * Coupon management. Money in rupees at the API; the server stores
 * paise. A percentage coupon's value is a whole percent (1-100); a fixed one's is rupees.
 */

export const couponDiscountTypes = ['percentage', 'fixed'] as const;
export type CouponDiscountType = (typeof couponDiscountTypes)[number];

/** What the list shows: expired and switched-off coupons first, then why an active one may not apply. */
export const couponStatuses = ['active', 'scheduled', 'used-up', 'inactive', 'expired'] as const;
export type CouponStatus = (typeof couponStatuses)[number];
export const couponStatusFilters = ['all', 'active', 'inactive', 'expired'] as const;
export type CouponStatusFilter = (typeof couponStatusFilters)[number];

const MAX_RUPEES = 10_000_000;
const rupees = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .refine(Number.isFinite, `${label} must be a number`)
    .refine((n) => n >= 0, `${label} cannot be negative`)
    .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimal places`)
    .refine((n) => n <= MAX_RUPEES, `${label} must be at most ₹1,00,00,000`);

/** Blank or zero means "none" (no cap, unlimited uses). */
const blankOrZeroIsNull = (v: unknown) => (v === '' || v === 0 || v === undefined ? null : v);

const optionalCount = (label: string) =>
  z.preprocess(
    blankOrZeroIsNull,
    z
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(1, `${label} cannot be negative`)
      .max(1_000_000, `${label} must be at most 1,000,000`)
      .nullable(),
  );

const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)` });

export const couponFieldsSchema = z.object({
  /** Saved uppercased. */
  code: z
    .string({ error: 'Please enter a coupon code' })
    .trim()
    .toUpperCase()
    .min(1, 'Please enter a coupon code')
    .regex(
      /^[A-Z0-9][A-Z0-9_-]{2,31}$/,
      'Code must be 3-32 letters or digits (dashes and underscores allowed)',
    ),
  description: z.string().trim().max(200, 'Description must be at most 200 characters'),
  discountType: z.enum(couponDiscountTypes, { error: 'Discount type must be percentage or fixed' }),
  /** Whole percent for percentage coupons, rupees for fixed ones (range checked with the type). */
  discountValue: z
    .number({ error: 'Discount value must be a number' })
    .refine(Number.isFinite, 'Discount value must be a number'),
  minPurchase: rupees('Minimum purchase'),
  /** Caps a percentage discount; blank or 0 means no cap. */
  maxDiscount: z.preprocess(blankOrZeroIsNull, rupees('Maximum discount').nullable()),
  /** Blank or 0 means unlimited. */
  maxUses: optionalCount('Max uses'),
  /** Uses per customer; blank or 0 means no limit. */
  perCustomerLimit: optionalCount('Uses per customer'),
  firstOrderOnly: z.boolean({ error: 'First order only must be true or false' }),
  validFrom: instant('Valid from'),
  /** null: never expires. */
  validUntil: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    instant('Valid until').nullable(),
  ),
  isActive: z.boolean({ error: 'Active must be true or false' }),
});

const fields = couponFieldsSchema.shape;

/**
 * POST /api/coupons: code, type and value are required; minPurchase defaults to 0, validFrom to
 * now. Unknown fields (usedCount, _id) are dropped: the used count is the server's.
 */
export const createCouponBodySchema = couponFieldsSchema.partial().extend({
  code: fields.code,
  discountType: fields.discountType,
  discountValue: fields.discountValue,
});
export type CreateCouponBody = z.infer<typeof createCouponBodySchema>;

/** PUT /api/coupons/:id: any subset of the fields; the rest keep their values. */
export const updateCouponBodySchema = couponFieldsSchema.partial();
export type UpdateCouponBody = z.infer<typeof updateCouponBodySchema>;

/**
 * The rules that tie fields together, checked on the coupon as it would be saved (server and
 * form share them). Returns the first problem, or null.
 */
export function couponRuleIssue(c: {
  discountType: CouponDiscountType;
  discountValue: number;
  validFrom: Date;
  validUntil: Date | null;
  maxUses: number | null;
  usedCount: number;
}): { field: string; message: string } | null {
  if (c.discountType === 'percentage') {
    if (!Number.isInteger(c.discountValue) || c.discountValue <= 0 || c.discountValue > 100) {
      return {
        field: 'discountValue',
        message: 'Percentage discount must be a whole number from 1 to 100',
      };
    }
  } else if (c.discountValue <= 0) {
    return { field: 'discountValue', message: 'Fixed discount must be more than ₹0' };
  } else if (!hasAtMostTwoDecimals(c.discountValue) || c.discountValue > MAX_RUPEES) {
    return {
      field: 'discountValue',
      message: 'Fixed discount must be in rupees with at most 2 decimal places',
    };
  }
  if (c.validUntil && c.validUntil.getTime() <= c.validFrom.getTime()) {
    return { field: 'validUntil', message: 'Valid until must be after valid from' };
  }
  if (c.maxUses !== null && c.maxUses < c.usedCount) {
    return {
      field: 'maxUses',
      message: `Max uses cannot be below the ${c.usedCount} ${c.usedCount === 1 ? 'use' : 'uses'} so far`,
    };
  }
  return null;
}

export const adminCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  discountType: z.enum(couponDiscountTypes),
  discountValue: z.number(),
  minPurchase: z.number(),
  maxDiscount: z.number().nullable(),
  maxUses: z.number().int().nullable(),
  usedCount: z.number().int(),
  perCustomerLimit: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  isActive: z.boolean(),
  status: z.enum(couponStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

/** GET /api/coupons: newest first; search by code; filter active / inactive / expired. */
export const couponListQuerySchema = pageQuerySchema.extend({
  search: searchParam(40),
  status: z
    .enum(couponStatusFilters, {
      error: `status must be one of: ${couponStatusFilters.join(', ')}`,
    })
    .default('all'),
});
export type CouponListQuery = z.infer<typeof couponListQuerySchema>;

export const couponListSchema = pageSchema('coupons', adminCouponSchema);
export type CouponList = z.infer<typeof couponListSchema>;

/** One use of a coupon: the order it went on (cancelled orders give their use back). */
export const couponRedemptionSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderStatus: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  discount: z.number(),
  orderTotal: z.number(),
  usedAt: z.string(),
});
export type CouponRedemption = z.infer<typeof couponRedemptionSchema>;

export const couponUsageSchema = pageInfoSchema.extend({
  coupon: z.object({ id: z.string(), code: z.string(), usedCount: z.number().int() }),
  redemptions: z.array(couponRedemptionSchema),
});
export type CouponUsage = z.infer<typeof couponUsageSchema>;
