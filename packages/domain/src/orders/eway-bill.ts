import { z } from 'zod';

/**
 * E-way bills (CGST rule 138): goods whose consignment value exceeds the limit (₹50,000 by
 * default, a shipping setting) move only with one. The consignment value is the goods' value
 * with their GST, after discount, without the shipping charge (rule 138(1) explanation 2);
 * docs/decisions/e-way-bills.md.
 */
export const DEFAULT_EWAY_BILL_LIMIT_PAISE = 5_000_000;

/** True when the goods of an order need an e-way bill before they move. */
export function needsEwayBill(goodsValuePaise: number, limitPaise: number): boolean {
  return goodsValuePaise > limitPaise;
}

/** PUT /api/orders/admin/:id/eway-bill: the number the portal gave and its date. */
export const ewayBillBodySchema = z.object({
  number: z
    .string({ error: 'Please enter the e-way bill number' })
    .trim()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{12}$/, 'An e-way bill number has 12 digits')),
  date: z.iso.date('Please enter the e-way bill date as YYYY-MM-DD'),
});
export type EwayBillBody = z.infer<typeof ewayBillBodySchema>;

/** An order's e-way bill state, as the admin's order answers it. */
export const orderEwayBillSchema = z.object({
  /** The goods' value exceeds the limit: no shipment until the number is recorded. */
  required: z.boolean(),
  number: z.string().nullable(),
  date: z.string().nullable(),
});
export type OrderEwayBill = z.infer<typeof orderEwayBillSchema>;
