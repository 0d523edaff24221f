import { z } from 'zod';
import { stateSchema } from '../shipping/pincode-schemas.ts';
import { pageInfoSchema, pageQuerySchema } from '../platform/pagination.ts';
import {
  codConfirmationStates,
  orderStatuses,
  paymentMethodTypes,
  paymentStatuses,
} from './status.ts';
import { PINCODE_PATTERN } from '../shipping/pincode.ts';
import { customerShipmentSchema } from '../shipping/shipment-schemas.ts';
import { lineProductShape } from '../cart/schemas.ts';
import { landmarkSchema, phoneSchema } from '../accounts/schemas.ts';
import { ORDER_NOTE_MAX } from './note.ts';
import { businessBuyerSchema, orderBuyerSchema, placeOfSupplySchema } from './business-buyer.ts';

/**
 * Checkout and order contracts: orders, coupons, payments (docs/decisions/order-lifecycle.md).
 * Money crosses the API in rupees with at most two decimals; the server works in paise.
 */

export const shippingMethods = ['standard', 'express'] as const;

const required = (label: string, max: number) =>
  z
    .string({ error: 'Please fill all required fields' })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * Where an order ships, as the API answers it: the one shape of a shipping address, which the
 * order (with its method) and tracking (a part of it) answer and checkout step 1 takes.
 */
export const shippingAddressSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  /** '' when none was given. */
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** Checkout step 1: who and where. The pincode must be 6 digits and belong to the state. */
export const shippingDetailsSchema = z.object({
  name: required('Name', 80),
  email: z.email('Please enter a valid email address').max(254),
  phone: z
    .string({ error: 'Please fill all required fields' })
    .trim()
    .regex(/^[+]?[0-9][0-9 -]{8,15}$/, 'Please enter a valid phone number'),
  address: required('Address', 300),
  landmark: landmarkSchema,
  city: required('City', 80),
  state: stateSchema,
  pincode: z
    .string({ error: 'Pincode must be 6 digits' })
    .trim()
    .regex(PINCODE_PATTERN, 'Pincode must be 6 digits'),
} satisfies Record<keyof ShippingAddress, z.ZodType<string, unknown>>);
export type ShippingDetails = z.infer<typeof shippingDetailsSchema>;

const couponCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, 'Please enter a coupon code')
  .max(32, 'Invalid coupon');

/** POST /api/checkout/quote: the current server cart priced for this state, method and coupon. */
export const checkoutQuoteBodySchema = z.object({
  state: stateSchema,
  shippingMethod: z.enum(shippingMethods).default('standard'),
  couponCode: couponCodeSchema.optional(),
  /** Buying for a business: its GSTIN and legal name go on the invoice (B2B). */
  business: businessBuyerSchema.optional(),
  /**
   * The way of payment the top-level figures are for (any online method: the online figures);
   * absent: online, or cash on delivery when nothing online is offered. `byPaymentMethod`
   * always has both.
   */
  paymentMethod: z.enum(paymentMethodTypes).optional(),
  /**
   * The delivery phone and pincode typed so far: cash on delivery may be switched off for them
   * after parcels came back (docs/decisions/cod-blocks.md); the order checks again.
   */
  phone: phoneSchema.optional(),
  pincode: z.string().trim().regex(PINCODE_PATTERN, 'Pincode must be 6 digits').optional(),
});
export type CheckoutQuoteBody = z.infer<typeof checkoutQuoteBodySchema>;

export const quoteLineSchema = z.object({
  ...lineProductShape,
  price: z.number(),
  quantity: z.number().int(),
  gstRate: z.number(),
  lineSubtotal: z.number(),
  discount: z.number(),
  /** The GST contained in lineTotal. */
  tax: z.number(),
  /** What the shopper pays for the line: lineSubtotal − discount, GST included. */
  lineTotal: z.number(),
});

export const emiPlanSchema = z.object({
  months: z.number().int(),
  monthly: z.number(),
});

/**
 * The money of a quote and of an order's summary, in rupees: subtotal − discount + shipping is
 * the total, and `tax` is the GST it contains (split CGST + SGST within a state, else IGST);
 * `shippingTax` is the GST in the shipping charge. An order from before prices included GST says
 * so with `taxIncluded: false`: its tax was added to the total instead.
 */
const totalsShape = {
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  tax: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  /** The amount payable: subtotal − discount + shipping, rounded to the rupee. */
  total: z.number(),
  /**
   * Signed rupees (−0.49…+0.50): what rounding to the rupee added to subtotal − discount +
   * shipping; not taxed (docs/decisions/round-off-to-the-rupee.md).
   */
  roundOff: z.number(),
  shippingTax: z.number(),
  /** Cash on delivery's fee, GST included (a line of its own); 0 when none. */
  codFee: z.number(),
  /** The GST contained in the COD fee. */
  codFeeTax: z.number(),
  /** The saving for paying online, taken off the goods (in the lines' discounts); 0 when none. */
  prepaidSaving: z.number(),
};

/**
 * The figures of one way of paying (docs/decisions/cod-fee-and-prepaid-saving.md), in rupees:
 * the total with the COD fee or the prepaid saving, and for cash on delivery the advance to pay
 * online first (docs/decisions/part-paid-cod.md) and what is left to pay on delivery.
 */
export const paymentTotalsSchema = z.object({
  total: z.number(),
  codFee: z.number(),
  prepaidSaving: z.number(),
  tax: z.number(),
  roundOff: z.number(),
  /** Cash on delivery: the advance to pay online before the order is confirmed (0: none). */
  advance: z.number(),
  /** Cash on delivery: total − advance; online: 0. */
  payOnDelivery: z.number(),
});
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;

export const checkoutQuoteSchema = z.object({
  items: z.array(quoteLineSchema),
  ...totalsShape,
  /** Always true for a quote (prices include GST); the same flag as an order's summary. */
  taxIncluded: z.literal(true),
  couponCode: z.string().nullable(),
  couponError: z.string().nullable(),
  deliveryDays: z.object({ min: z.number().int(), max: z.number().int() }),
  /**
   * Why express cannot be chosen (the cart holds goods that ship by surface only, named in it),
   * else null; a quote or order asking for express then answers 400 with this message.
   */
  expressUnavailable: z.string().nullable(),
  /** Payment methods offered for this order (COD hidden above the limit or when switched off). */
  paymentMethods: z.array(
    z.object({
      type: z.enum(paymentMethodTypes),
      name: z.string(),
      description: z.string(),
    }),
  ),
  codLimit: z.number().nullable(),
  /**
   * The total for each way of paying, both before the shopper chooses (null: that way is not
   * offered for this order); the top-level figures are those of `paymentMethod`.
   */
  byPaymentMethod: z.object({
    cod: paymentTotalsSchema.nullable(),
    online: paymentTotalsSchema.nullable(),
  }),
  /**
   * Why cash on delivery is not offered, said politely (switched off, above the limit, or
   * switched off for this account, phone or pincode after parcels came back); null: offered.
   */
  codUnavailable: z.string().nullable(),
  emiPlans: z.array(emiPlanSchema),
  /** Lines that changed since they were added (sold out, quantity cut); the order refuses them. */
  problems: z.array(z.string()),
  /** The business the quote is for (checked GSTIN), else null. */
  buyer: orderBuyerSchema,
  /** The delivery state with its GST code: it decides CGST + SGST or IGST. */
  placeOfSupply: placeOfSupplySchema,
  /**
   * The cart holds a drone above 250 g (micro or larger): the words the shopper must acknowledge
   * before ordering (docs/decisions/drones.md), else null.
   */
  droneAcknowledgement: z.string().nullable(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/** POST /api/coupons/validate: cartTotal is accepted and ignored (the server computes the total). */
export const validateCouponBodySchema = z.object({
  code: couponCodeSchema,
  cartTotal: z.unknown().optional(),
});
export const couponValidationSchema = z.object({
  code: z.string(),
  discount: z.number(),
  message: z.string(),
});
export type CouponValidation = z.infer<typeof couponValidationSchema>;

/**
 * POST /api/orders. A client may also send user, items, prices and summary: those are
 * ignored (the order is re-quoted from the server cart at current prices and owned by the caller).
 */
export const placeOrderBodySchema = z
  .object({
    shipping: shippingDetailsSchema,
    payment: z.object({
      method: z.enum(paymentMethodTypes, { error: 'Please select a payment method' }),
      emiMonths: z.number().int().min(1).max(60).optional(),
    }),
    shippingMethod: z.enum(shippingMethods).default('standard'),
    couponCode: couponCodeSchema.optional(),
    /** Plain text for the shop, shown to the admin and the customer, never on the invoice. */
    note: z
      .string({ error: 'The note must be text' })
      .trim()
      .max(ORDER_NOTE_MAX, `The note must be at most ${ORDER_NOTE_MAX} characters`)
      .optional()
      .default(''),
    /** Buying for a business: its GSTIN and legal name go on the invoice and the profile. */
    business: businessBuyerSchema.optional(),
    /** The shopper acknowledged the drone rules (needed when the quote asks for it). */
    droneAcknowledged: z.boolean().optional(),
    /**
     * The shopper ticked "Send order updates on WhatsApp to +91 …" (the shipping phone): a
     * whatsapp_updates grant, and the phone kept on the profile (docs/decisions/whatsapp.md).
     */
    whatsappUpdates: z.boolean({ error: 'whatsappUpdates must be true or false' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.whatsappUpdates && !phoneSchema.safeParse(body.shipping.phone).success) {
      ctx.addIssue({
        code: 'custom',
        path: ['whatsappUpdates'],
        message: 'Order updates on WhatsApp need a 10-digit Indian mobile number',
      });
    }
  });
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

/** The ten digits order updates on WhatsApp go to; null when the order asked for none. */
export function whatsappUpdatesPhone(body: PlaceOrderBody): string | null {
  if (!body.whatsappUpdates) return null;
  const phone = phoneSchema.safeParse(body.shipping.phone);
  return phone.success ? phone.data : null;
}

export const orderItemSchema = z.object({
  ...lineProductShape,
  /** The product and variant ordered (null: deleted since); `name` includes the variant's label. */
  productId: z.string().nullable(),
  /** The category's name when ordered ("Batteries & Chargers"); '' when not known. */
  category: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  gstRate: z.number(),
  discount: z.number(),
  tax: z.number(),
  lineTotal: z.number(),
});

export const timelineEntrySchema = z.object({
  status: z.string(),
  message: z.string(),
  timestamp: z.string(),
  automated: z.boolean(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/**
 * An order as its owner sees it, with both id spellings (`id` and `_id`) clients read. An
 * allowlist: the shop's own fields (priority, warehouse) are only in the admin's order
 * (admin-schemas.ts).
 */
export const orderSchema = z.object({
  _id: z.string(),
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.enum(orderStatuses),
  items: z.array(orderItemSchema),
  shipping: shippingAddressSchema.extend({
    zipCode: z.string(),
    method: z.enum(shippingMethods),
    estimatedDelivery: z.string().nullable(),
  }),
  payment: z.object({
    method: z.string(),
    status: z.enum(paymentStatuses),
    transactionId: z.string().nullable(),
  }),
  summary: z.object({
    ...totalsShape,
    /**
     * True: prices include GST, total = subtotal − discount + shipping. False: an order placed
     * before that change, whose GST was added (total = subtotal − discount + shipping + tax).
     */
    taxIncluded: z.boolean(),
  }),
  couponCode: z.string().nullable(),
  /** The customer's note to the shop at checkout ('' when none). */
  note: z.string(),
  fulfillment: z.object({
    trackingNumber: z.string().nullable(),
  }),
  timeline: z.array(timelineEntrySchema),
  cancelReason: z.string().nullable(),
  /** The GST tax invoice's number once issued (at packing or dispatch: docs/decisions/invoice-timing.md). */
  invoiceNumber: z.string().nullable(),
  /** The payment receipt (receipt voucher) of an order paid online, RV/26-27/000001, else null. */
  receiptNumber: z.string().nullable(),
  /** The business buyer named on the invoice, else null (a consumer). */
  buyer: orderBuyerSchema,
  /** The delivery state with its GST code. */
  placeOfSupply: placeOfSupplySchema,
  /**
   * Cash on delivery waiting for the customer's confirmation ('awaiting'), given ('confirmed'),
   * or never asked (null); docs/decisions/cod-confirmation.md.
   */
  codConfirmation: z.enum(codConfirmationStates).nullable(),
  codConfirmedAt: z.string().nullable(),
  /** What the customer may do now (the server's rules, so the page never guesses). */
  can: z.object({
    cancel: z.boolean(),
    reorder: z.boolean(),
    pay: z.boolean(),
    /** Confirm cash on delivery (the order waits for it and is not cancelled). */
    confirmCod: z.boolean(),
    /** Pay a cash-on-delivery order online now, before packing (see `payNow`). */
    payNow: z.boolean(),
  }),
  /**
   * A cash-on-delivery order that may still be paid online (docs/decisions/pay-now-for-cod-orders.md):
   * the total it would then be, the saving and the COD fee dropped; null otherwise.
   */
  payNow: z.object({ total: z.number(), saving: z.number(), codFeeDropped: z.number() }).nullable(),
  /**
   * The advance of a part-paid cash-on-delivery order (docs/decisions/part-paid-cod.md): the
   * amount, whether it is paid, and what is collected on delivery; null when none was asked.
   */
  advance: z
    .object({ amount: z.number(), paid: z.boolean(), dueOnDelivery: z.number() })
    .nullable(),
  /** The order's parcels with their couriers' reports (on one order's reads, not in lists). */
  shipments: z.array(customerShipmentSchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['all', ...orderStatuses]).default('all'),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** A page of orders, with its page info under `pagination` (the customer's list and the admin's). */
export const orderPageSchema = <T extends z.ZodType>(order: T) =>
  z.object({ orders: z.array(order), pagination: pageInfoSchema });

export const orderListSchema = orderPageSchema(orderSchema);
export type OrderList = z.infer<typeof orderListSchema>;

/** What POST /api/orders answers: the order and, for online payment, what to pay next. */
export const placedOrderSchema = z.object({
  order: orderSchema,
  message: z.string(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const cancelOrderBodySchema = z.object({
  reason: z.string().trim().max(300).optional().default('Cancelled by customer'),
});

export const trackingSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(orderStatuses),
  trackingNumber: z.string().nullable(),
  timeline: z.array(timelineEntrySchema),
  shipping: shippingAddressSchema.pick({
    name: true,
    address: true,
    city: true,
    state: true,
    pincode: true,
  }),
  itemCount: z.number().int(),
  total: z.number(),
  estimatedDelivery: z.string().nullable(),
  shipments: z.array(customerShipmentSchema).optional(),
});
export type Tracking = z.infer<typeof trackingSchema>;

/** GET /api/orders/track: a guest proves the order is theirs with its email or phone. */
export const guestTrackQuerySchema = z.object({
  orderNumber: z.string().trim().min(1, 'Please enter your order number').max(40),
  contact: z.string().trim().min(3, 'Please enter the email or phone of the order').max(254),
});

export const orderIdParamsSchema = z.object({
  id: z.string().trim().min(1).max(64),
});

/** POST /api/orders/:id/confirm-cod: the token of the order email's link (none: the signed-in owner). */
export const confirmCodBodySchema = z.object({
  token: z.string().trim().min(1).max(300).optional(),
});
export type ConfirmCodBody = z.infer<typeof confirmCodBodySchema>;

/** GET /api/orders/:id/confirm-cod?token=: what the confirmation page shows (no address, no phone). */
export const codConfirmationViewSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  customerName: z.string(),
  status: z.enum(orderStatuses),
  state: z.enum(['awaiting', 'confirmed', 'cancelled']),
  confirmedAt: z.string().nullable(),
  /** When an order still waiting is cancelled (placed + the hours of the setting). */
  cancelsAt: z.string().nullable(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int(), lineTotal: z.number() })),
  total: z.number(),
});
export type CodConfirmationView = z.infer<typeof codConfirmationViewSchema>;
export const codConfirmationQuerySchema = z.object({ token: z.string().trim().min(1).max(300) });
