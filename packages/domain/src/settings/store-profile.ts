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
});
export type StoreProfile = z.infer<typeof storeProfileSchema>;
