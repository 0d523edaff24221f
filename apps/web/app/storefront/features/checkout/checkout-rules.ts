import type { shippingDetailsSchema } from '@propwash/domain/orders/schemas';
import type { PaymentMethodType } from '@propwash/domain/orders/status';
import { DAY_MS, formatIndiaTime } from '@propwash/domain/india-time';
import { stateForPincode } from '@propwash/domain/shipping/shipping';
import { ApiError } from '#app/lib/api-client.ts';

/** Checkout step 1 as typed: every field a string (the state is '' until one is chosen). */
export interface ShippingForm {
  name: string;
  email: string;
  phone: string;
  address: string;
  /** Optional: blank is fine. */
  landmark: string;
  city: string;
  state: string;
  pincode: string;
}
export type ShippingField = keyof ShippingForm;

export const emptyShippingForm: ShippingForm = {
  name: '',
  email: '',
  phone: '',
  address: '',
  landmark: '',
  city: '',
  state: '',
  pincode: '',
};

export const checkoutSteps = ['Shipping', 'Payment', 'Review'] as const;
export type CheckoutStep = 1 | 2 | 3;

// Step 1 requires name, email, phone, address, city, state and pincode (the order contract's).
const stepOneRequired: ShippingField[] = [
  'name',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'pincode',
];
// Placing the order re-checks the same fields as step 1.
const placeOrderRequired: ShippingField[] = stepOneRequired;

/** The required fields left blank (whitespace counts as blank). */
export function missingFields(
  form: ShippingForm,
  required: ShippingField[] = stepOneRequired,
): ShippingField[] {
  return required.filter((field) => form[field].trim() === '');
}

/**
 * The pincode's postal circle belongs to another state than the chosen one: the name of that state
 * (a warning, not an error: border towns are approximate). Null when they agree or either is unknown.
 */
export function pincodeStateMismatch(pincode: string, state: string): string | null {
  if (!state) return null;
  const pinState = stateForPincode(pincode);
  return pinState && pinState !== state ? pinState : null;
}

export type StepOneResult =
  | { ok: true; details: ShippingForm }
  | { ok: false; message: string | null; fieldErrors: Partial<Record<ShippingField, string>> };

/**
 * Checks step 1 with the shared contract (shippingDetailsSchema, loaded on first use so zod stays
 * out of the page's first-load JavaScript). Blank fields give one message, 'Please fill all
 * required fields'.
 */
export async function validateShippingStep(
  form: ShippingForm,
  loadSchemas: () => Promise<{ shippingDetailsSchema: typeof shippingDetailsSchema }> = () =>
    import('@propwash/domain/orders/schemas'),
): Promise<StepOneResult> {
  const missing = missingFields(form);
  if (missing.length > 0) {
    const fieldErrors: Partial<Record<ShippingField, string>> = {};
    for (const field of missing) fieldErrors[field] = 'Required';
    return { ok: false, message: 'Please fill all required fields', fieldErrors };
  }
  const { shippingDetailsSchema } = await loadSchemas();
  const parsed = shippingDetailsSchema.safeParse(form);
  if (parsed.success) return { ok: true, details: parsed.data };
  const fieldErrors: Partial<Record<ShippingField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as ShippingField;
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, message: null, fieldErrors };
}

/**
 * "+91 98450 12345": the shipping phone as the WhatsApp box names it, when it is an Indian mobile
 * number as the server's phoneSchema takes it (+91 or 0, then ten digits from 6 to 9, spaces and
 * dashes ignored); null for any other number, which gets no box (docs/decisions/whatsapp.md).
 */
export function whatsappNumberText(phone: string): string | null {
  const digits = /^(?:\+91|0)?([6-9]\d{9})$/.exec(phone.trim().replace(/[\s-]/g, ''))?.[1];
  return digits ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : null;
}

/**
 * The delivery phone and pincode the quote may check cash on delivery against
 * (docs/decisions/cod-blocks.md): each only once it is complete and well formed, so the quote is
 * not refused for a half-typed number.
 */
export function quoteContact(form: Pick<ShippingForm, 'phone' | 'pincode'>): {
  phone?: string;
  pincode?: string;
} {
  const phone = whatsappNumberText(form.phone)
    ?.replace(/^\+91 /, '')
    .replace(' ', '');
  const pincode = form.pincode.trim();
  return {
    ...(phone ? { phone } : {}),
    ...(/^[1-9]\d{5}$/.test(pincode) ? { pincode } : {}),
  };
}

/**
 * The method picked at first: the shopper's choice while it is offered, else cash on delivery
 * when offered, else (cash on delivery unavailable for this order) the first way to pay online.
 */
export function defaultPaymentMethod(
  chosen: PaymentMethodType | null,
  offered: readonly { type: PaymentMethodType }[],
  codUnavailable: string | null,
): PaymentMethodType | null {
  if (chosen && offered.some((m) => m.type === chosen)) return chosen;
  if (offered.some((m) => m.type === 'cod')) return 'cod';
  if (codUnavailable) return offered[0]?.type ?? null;
  return null;
}

/** Step 2: a method must be chosen among those offered. */
export function paymentStepError(
  method: PaymentMethodType | null,
  offered: readonly { type: PaymentMethodType }[],
): string | null {
  if (!method || !offered.some((m) => m.type === method)) return 'Please select a payment method';
  return null;
}

/** Place order: the first condition that stops the order (empty cart, totals, fields), with its message. */
export function placeOrderBlocker(input: {
  itemCount: number;
  subtotal: number;
  total: number;
  shipping: ShippingForm;
}): string | null {
  if (input.itemCount <= 0) return 'Your cart is empty';
  if (!(input.subtotal > 0)) return 'Invalid cart total';
  if (!(input.total > 0)) return 'Invalid order total';
  if (missingFields(input.shipping, placeOrderRequired).length > 0) {
    return 'Please fill all shipping details';
  }
  return null;
}

function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.message && error.message !== 'Something went wrong' ? error.message : null;
}

/** A failed order's message: by error type, else the server's message, else the fallback. */
export function orderErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.type === 'INSUFFICIENT_STOCK') {
    const message = (serverMessage(error) ?? 'Some items are out of stock').replace(/[.\s]+$/, '');
    return `${message}. Please update quantities and try again.`;
  }
  if (error instanceof ApiError && error.type === 'PRODUCT_NOT_FOUND') {
    return 'Some products in your cart are no longer available. Please refresh and try again.';
  }
  return serverMessage(error) ?? 'Failed to place order';
}

/** A refused coupon: the server's message (expired, minimum, used up, first order only), else 'Invalid coupon'. */
export function couponErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return error.message;
  return serverMessage(error) ?? 'Invalid coupon';
}

/** A coupon code is trimmed and uppercased; the coupon box refuses an empty one. */
export function normalizeCouponCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** What changes the order a Place order click would create (a new idempotency key when it changes). */
export function orderFingerprint(input: {
  cartLines: readonly { productId: string; variantId?: string | null; quantity: number }[];
  shipping: ShippingForm;
  shippingMethod: string;
  paymentMethod: string | null;
  emiMonths: number | null;
  couponCode: string | null;
  /** The business the invoice names (null: a consumer). */
  business?: { gstin: string; legalName: string } | null;
  droneAcknowledged?: boolean;
  whatsappUpdates?: boolean;
}): string {
  return JSON.stringify([
    input.cartLines.map((l) => [l.productId, l.variantId ?? null, l.quantity]),
    input.shipping,
    input.shippingMethod,
    input.paymentMethod,
    input.emiMonths,
    input.couponCode,
    input.business ?? null,
    input.droneAcknowledged ?? false,
    input.whatsappUpdates ?? false,
  ]);
}

/**
 * 'Tue, 8 Dec': the day an order placed now arrives by, `maxDays` ahead, as the product page's
 * pincode check and the order's estimated delivery count it.
 */
export function deliveryByDate(maxDays: number, now: number = Date.now()): string {
  return formatIndiaTime(now + maxDays * DAY_MS, 'weekdayDate');
}
