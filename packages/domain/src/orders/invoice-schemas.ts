import { z } from 'zod';

/**
 * GET /api/orders/:id/invoice answered as JSON (Accept: application/json): the GST tax invoice as
 * issued, the same document the printable page and the PDF print. Money in rupees, rates in
 * percent (docs/decisions/gst-on-the-invoice.md, docs/decisions/business-buyers.md).
 */

const partyShape = {
  name: z.string(),
  address: z.string(),
  /** '' when none was given. */
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  /** GST state code ('29' for Karnataka); '' when the state is not recognised. */
  stateCode: z.string(),
  pincode: z.string(),
};

export const invoicePartySchema = z.object(partyShape);

/** One unit of a drone line and its serial numbers (docs/decisions/drones.md). */
export const invoiceDroneUnitSchema = z.object({
  unit: z.number().int(),
  aircraft: z.string(),
  flightController: z.string(),
  remote: z.string(),
});

export const invoiceLineSchema = z.object({
  position: z.number().int(),
  description: z.string(),
  sku: z.string(),
  /** HSN code of a product, SAC code of the shipping service. */
  hsnCode: z.string(),
  quantity: z.number().int(),
  /** One unit's price as the shopper saw it. */
  unitPrice: z.number(),
  /** Unit price × quantity. */
  gross: z.number(),
  discount: z.number(),
  taxableValue: z.number(),
  /** Percent, e.g. 18. */
  gstRate: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  /** Taxable value + GST. */
  total: z.number(),
  /** A drone line's units with their serial numbers; empty for anything else. */
  droneUnits: z.array(invoiceDroneUnitSchema),
});

export const invoiceSchema = z.object({
  invoiceNumber: z.string(),
  /** YYYY-MM-DD, India time. */
  invoiceDate: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  orderDate: z.string(),
  paymentMethod: z.string(),
  seller: z.object({
    ...partyShape,
    legalName: z.string(),
    gstin: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  /**
   * Bill to. A business buyer has its GSTIN and legal name (the name billed); a consumer has
   * both null. The billing address is the delivery address.
   */
  buyer: z.object({
    ...partyShape,
    gstin: z.string().nullable(),
    legalName: z.string().nullable(),
    email: z.string(),
    phone: z.string(),
  }),
  /** The delivery party when it is not the one billed (a business's recipient), else null. */
  shipTo: invoicePartySchema.nullable(),
  /** The delivery state and its GST code: CGST + SGST inside the supplier's state, else IGST. */
  placeOfSupply: z.object({ state: z.string(), stateCode: z.string() }),
  isIntraState: z.boolean(),
  reverseCharge: z.boolean(),
  /** False: an order placed before prices included GST (GST added on top). */
  pricesIncludeTax: z.boolean(),
  lines: z.array(invoiceLineSchema),
  totals: z.object({
    subtotal: z.number(),
    discount: z.number(),
    shipping: z.number(),
    taxableValue: z.number(),
    cgst: z.number(),
    sgst: z.number(),
    igst: z.number(),
    tax: z.number(),
    roundOff: z.number(),
    total: z.number(),
    /** The cash-on-delivery fee (a line of its own, GST included); 0 when none. */
    codFee: z.number(),
    /** The saving for paying online, already inside the lines' discounts; 0 when none. */
    prepaidSaving: z.number(),
    /** A part-paid cash-on-delivery order's advance received and the balance on delivery. */
    advance: z
      .object({ received: z.number(), balance: z.number(), balanceCollected: z.boolean() })
      .nullable(),
  }),
  amountInWords: z.string(),
  /** The credit note that cancelled this invoice (its order was cancelled), else null. */
  cancelledBy: z.object({ creditNoteNumber: z.string(), date: z.string() }).nullable(),
});
export type InvoiceJson = z.infer<typeof invoiceSchema>;
