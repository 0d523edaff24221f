import { z } from 'zod';
import { droneCategories } from '../catalog/drones.ts';
import { droneUnitViewSchema } from './drone-units.ts';
import { orderEwayBillSchema } from './eway-bill.ts';

/**
 * What the admin's order says about packing and dispatch (docs/decisions/invoice-timing.md,
 * docs/decisions/e-way-bills.md, docs/decisions/drones.md): the e-way bill, the drone lines with
 * their units' serial numbers, and why the order cannot be packed or shipped yet.
 */

/** A drone line of the order: what the serial form asks for, one row per unit. */
export const droneLineSchema = z.object({
  orderItemId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  weightGrams: z.number().int(),
  category: z.enum(droneCategories),
});
export type DroneLine = z.infer<typeof droneLineSchema>;

export const orderDispatchSchema = z.object({
  ewayBill: orderEwayBillSchema,
  droneUnits: z.object({
    /** The order's drone lines (empty: no drones, no serials asked). */
    lines: z.array(droneLineSchema),
    /** The units recorded so far, by line and unit number. */
    units: z.array(droneUnitViewSchema),
    /** Editable until the invoice that prints them is issued. */
    editable: z.boolean(),
  }),
  /** Why the order cannot be packed (its invoice issued) yet, else null. */
  packingBlock: z.string().nullable(),
  /** Why no shipment can be created yet, else null. */
  shippingBlock: z.string().nullable(),
});
export type OrderDispatch = z.infer<typeof orderDispatchSchema>;

const day = z.iso.date('Dates are YYYY-MM-DD');

/** GET /api/orders/admin/drone-register: drones sold, by invoice date (India days), as a file. */
export const droneRegisterQuerySchema = z
  .object({
    from: day,
    to: day,
    format: z.enum(['csv', 'xlsx']).default('xlsx'),
  })
  .refine((q) => q.from <= q.to, { message: 'The period ends before it starts', path: ['to'] });
export type DroneRegisterQuery = z.infer<typeof droneRegisterQuerySchema>;
