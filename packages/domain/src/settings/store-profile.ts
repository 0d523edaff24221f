import { z } from 'zod';

/** What any visitor may read of the shop's settings: contact details and the policies in force. */
export const storeProfileSchema = z.object({
  storeName: z.string(),
  legalName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  gstin: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  supportHours: z.string(),
  returnsDays: z.number().int(),
  /** Consumer Protection (E-Commerce) Rules 2020, rule 4(4): shown on /grievance and /contact. */
  grievanceOfficer: z.object({
    name: z.string(),
    designation: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  /** Free standard shipping at or above this subtotal, in rupees. */
  freeShippingThreshold: z.number(),
  /**
   * Cash on delivery's fee in rupees (0: none; null: cash on delivery is off) and the saving for
   * paying online, as set (docs/decisions/cod-fee-and-prepaid-saving.md): the product page and
   * the cart say them before checkout.
   */
  codFee: z.number().nullable(),
  prepaidSaving: z.object({
    type: z.enum(['none', 'percent', 'fixed']),
    percent: z.number(),
    /** Rupees, for 'fixed'. */
    fixed: z.number(),
    /** Rupees; null: no cap. */
    cap: z.number().nullable(),
  }),
});
export type StoreProfile = z.infer<typeof storeProfileSchema>;
