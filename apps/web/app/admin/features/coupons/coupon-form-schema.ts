import { DAY_MS, indiaDay, indiaMidnight } from '@propwash/domain/india-time';
import {
  couponRuleIssue,
  createCouponBodySchema,
  type AdminCoupon,
} from '@propwash/domain/coupons/admin-schemas';
import { z } from 'zod';

// Dates are picked as India calendar days: valid from the start of the first day to the end of
// the last one.
const dayOf = (iso: string | null | undefined) => (iso ? indiaDay(new Date(iso)) : '');
const startOfDay = (day: string) => indiaMidnight(day).toISOString();
const endOfDay = (day: string) =>
  new Date(indiaMidnight(day).getTime() + DAY_MS - 1000).toISOString();

const numberOrBlank = (text: string, blank: number | null | undefined) =>
  text.trim() === '' ? blank : Number(text);

/** What the coupon form's inputs start with (amounts as typed text, dates as India days). */
export function couponFormValues(c: AdminCoupon | null) {
  return {
    code: c?.code ?? '',
    description: c?.description ?? '',
    discountType: c?.discountType ?? ('percentage' as AdminCoupon['discountType']),
    discountValue: c ? String(c.discountValue) : '',
    minPurchase: c ? String(c.minPurchase) : '0',
    maxDiscount: c?.maxDiscount ? String(c.maxDiscount) : '',
    maxUses: c?.maxUses ? String(c.maxUses) : '',
    perCustomerLimit: c?.perCustomerLimit ? String(c.perCustomerLimit) : '',
    firstOrderOnly: c?.firstOrderOnly ?? false,
    validFrom: dayOf(c?.validFrom ?? new Date().toISOString()),
    validUntil: dayOf(c?.validUntil),
    isActive: c?.isActive ?? true,
  };
}

/**
 * The form's text → POST/PUT /api/coupons body, checked by the server's schema and the rules
 * that tie fields together (couponRuleIssue); each problem lands on its field.
 */
export function couponFormSchema(c: AdminCoupon | null) {
  const initial = couponFormValues(c);
  return z
    .object({
      code: z.string(),
      description: z.string(),
      discountType: z.enum(['percentage', 'fixed']),
      discountValue: z.string(),
      minPurchase: z.string(),
      maxDiscount: z.string(),
      maxUses: z.string(),
      perCustomerLimit: z.string(),
      firstOrderOnly: z.boolean(),
      validFrom: z.string().min(1, 'Please choose the first day the coupon is valid'),
      validUntil: z.string(),
      isActive: z.boolean(),
    })
    .transform((d): z.input<typeof createCouponBodySchema> => ({
      ...d,
      discountValue: numberOrBlank(d.discountValue, undefined) as number,
      minPurchase: numberOrBlank(d.minPurchase, 0) as number,
      maxDiscount: d.discountType === 'percentage' ? numberOrBlank(d.maxDiscount, null) : null,
      maxUses: numberOrBlank(d.maxUses, null),
      perCustomerLimit: numberOrBlank(d.perCustomerLimit, null),
      // An unchanged date keeps the saved time of day (and a new coupon starts now).
      validFrom:
        d.validFrom === initial.validFrom
          ? new Date(c?.validFrom ?? Date.now()).toISOString()
          : startOfDay(d.validFrom),
      validUntil:
        d.validUntil === initial.validUntil
          ? (c?.validUntil ?? null)
          : d.validUntil
            ? endOfDay(d.validUntil)
            : null,
    }))
    .pipe(createCouponBodySchema)
    .superRefine((body, ctx) => {
      const issue = couponRuleIssue({
        discountType: body.discountType,
        discountValue: body.discountValue,
        validFrom: new Date(body.validFrom ?? Date.now()),
        validUntil: body.validUntil ? new Date(body.validUntil) : null,
        maxUses: body.maxUses ?? null,
        usedCount: c?.usedCount ?? 0,
      });
      if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    });
}
