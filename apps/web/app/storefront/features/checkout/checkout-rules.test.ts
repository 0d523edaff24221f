import { describe, expect, it } from 'vitest';
import { ApiError } from '#app/lib/api-client.ts';
import {
  deliveryByDate,
  couponErrorMessage,
  emptyShippingForm,
  missingFields,
  normalizeCouponCode,
  orderErrorMessage,
  orderFingerprint,
  paymentStepError,
  pincodeStateMismatch,
  placeOrderBlocker,
  quoteContact,
  defaultPaymentMethod,
  validateShippingStep,
  whatsappNumberText,
  type ShippingForm,
} from '#app/storefront/features/checkout/checkout-rules.ts';
import { phoneSchema } from '@propwash/domain/accounts/schemas';

const filled: ShippingForm = {
  name: 'Arjun Flyer',
  email: 'arjun@example.com',
  phone: '98765 43210',
  address: '12 Hangar Road',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

describe('checkout step 1', () => {
  it('asks for every blank field with one message', async () => {
    const result = await validateShippingStep({ ...filled, city: '  ', state: '' });
    expect(result).toEqual({
      ok: false,
      message: 'Please fill all required fields',
      fieldErrors: { city: 'Required', state: 'Required' },
    });
    expect(missingFields(emptyShippingForm)).toHaveLength(7);
  });

  it('checks formats with the shared contract and trims the accepted details', async () => {
    const bad = await validateShippingStep({ ...filled, email: 'nope', pincode: '05600' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.message).toBeNull();
      expect(bad.fieldErrors).toEqual({
        email: 'Please enter a valid email address',
        pincode: 'Pincode must be 6 digits',
      });
    }
    const good = await validateShippingStep({ ...filled, name: ' Arjun Flyer ' });
    expect(good).toEqual({ ok: true, details: filled });
  });

  it('warns when the pincode belongs to another state', () => {
    expect(pincodeStateMismatch('110001', 'Karnataka')).toBe('Delhi');
    expect(pincodeStateMismatch('560001', 'Karnataka')).toBeNull();
    expect(pincodeStateMismatch('560001', '')).toBeNull();
    expect(pincodeStateMismatch('12', 'Karnataka')).toBeNull();
  });
});

describe('checkout step 2', () => {
  const offered = [{ type: 'cod' as const }, { type: 'upi' as const }];
  it('needs a method the server offers', () => {
    expect(paymentStepError(null, offered)).toBe('Please select a payment method');
    expect(paymentStepError('emi', offered)).toBe('Please select a payment method');
    expect(paymentStepError('upi', offered)).toBeNull();
  });

  it('starts on cash on delivery when offered, else on paying online when COD is unavailable', () => {
    const online = [{ type: 'card' as const }, { type: 'upi' as const }];
    expect(defaultPaymentMethod(null, offered, null)).toBe('cod');
    expect(defaultPaymentMethod('upi', offered, null)).toBe('upi');
    // COD switched off for this pincode after parcels came back: a choice of COD is dropped.
    expect(defaultPaymentMethod('cod', online, 'Cash on delivery is not available')).toBe('card');
    expect(defaultPaymentMethod(null, online, 'Cash on delivery is not available')).toBe('card');
    // Nothing said why: the shopper picks.
    expect(defaultPaymentMethod(null, online, null)).toBeNull();
  });
});

describe('the quote asks about the delivery phone and pincode', () => {
  it('sends each only once complete, the phone as the server keeps it', () => {
    expect(quoteContact({ phone: '98450', pincode: '5600' })).toEqual({});
    expect(quoteContact({ phone: '+91 98450-12345', pincode: ' 560038 ' })).toEqual({
      phone: '9845012345',
      pincode: '560038',
    });
    expect(quoteContact({ phone: '12345 67890', pincode: '060038' })).toEqual({});
    const sent = quoteContact({ phone: '098450 12345', pincode: '' }).phone;
    expect(phoneSchema.safeParse(sent).success).toBe(true);
  });
});

describe('place order', () => {
  const ok = { itemCount: 1, subtotal: 100, total: 118, shipping: filled };
  it('stops on the first failed condition with its exact message', () => {
    expect(placeOrderBlocker(ok)).toBeNull();
    expect(placeOrderBlocker({ ...ok, itemCount: 0 })).toBe('Your cart is empty');
    expect(placeOrderBlocker({ ...ok, subtotal: 0 })).toBe('Invalid cart total');
    expect(placeOrderBlocker({ ...ok, total: -1 })).toBe('Invalid order total');
    expect(placeOrderBlocker({ ...ok, total: Number.NaN })).toBe('Invalid order total');
    expect(placeOrderBlocker({ ...ok, shipping: { ...filled, phone: '' } })).toBe(
      'Please fill all shipping details',
    );
  });

  it('maps order errors by type', () => {
    expect(
      orderErrorMessage(new ApiError('Only 2 left of Sky Hawk', 409, 'INSUFFICIENT_STOCK')),
    ).toBe('Only 2 left of Sky Hawk. Please update quantities and try again.');
    expect(orderErrorMessage(new ApiError('gone', 404, 'PRODUCT_NOT_FOUND'))).toBe(
      'Some products in your cart are no longer available. Please refresh and try again.',
    );
    expect(orderErrorMessage(new ApiError('Cash on delivery is off', 400, 'VALIDATION'))).toBe(
      'Cash on delivery is off',
    );
    expect(orderErrorMessage(new ApiError('Something went wrong', 500))).toBe(
      'Failed to place order',
    );
    expect(orderErrorMessage(new Error('boom'))).toBe('Failed to place order');
  });

  it('maps coupon errors to the server message, else Invalid coupon', () => {
    expect(couponErrorMessage(new ApiError('This coupon has expired', 400))).toBe(
      'This coupon has expired',
    );
    expect(couponErrorMessage(new ApiError('Something went wrong', 400))).toBe('Invalid coupon');
    expect(couponErrorMessage(new TypeError('x'))).toBe('Invalid coupon');
    expect(normalizeCouponCode('  welcome10 ')).toBe('WELCOME10');
  });

  it('fingerprints what the order would contain', () => {
    const base = {
      cartLines: [{ productId: 'a', quantity: 1 }],
      shipping: filled,
      shippingMethod: 'standard',
      paymentMethod: 'cod',
      emiMonths: null,
      couponCode: null,
    };
    expect(orderFingerprint(base)).toBe(orderFingerprint({ ...base }));
    expect(orderFingerprint(base)).not.toBe(orderFingerprint({ ...base, paymentMethod: 'upi' }));
    expect(orderFingerprint(base)).not.toBe(
      orderFingerprint({ ...base, cartLines: [{ productId: 'a', quantity: 2 }] }),
    );
    // The business the invoice names and the drone acknowledgement are part of the order too.
    const club = { gstin: '29AABCS1234K1ZB', legalName: 'Skyhigh Flying Club LLP' };
    expect(orderFingerprint(base)).toBe(orderFingerprint({ ...base, business: null }));
    expect(orderFingerprint(base)).not.toBe(orderFingerprint({ ...base, business: club }));
    expect(orderFingerprint(base)).not.toBe(orderFingerprint({ ...base, droneAcknowledged: true }));
    // So is the WhatsApp opt-in: ticking it after a failed attempt is another order body.
    expect(orderFingerprint(base)).not.toBe(orderFingerprint({ ...base, whatsappUpdates: true }));
  });
});

describe('the WhatsApp box’s number', () => {
  it('is offered exactly for the numbers the server takes, written +91 XXXXX XXXXX', () => {
    const phones = [
      '98765 43210',
      '+91 98765 43210',
      '+919876543210',
      '09876543210',
      ' 98765-43210 ',
      '6000000000',
      '58765 43210', // mobiles start with 6 to 9
      '022 2345 6789', // a landline
      '+1 415 555 0100',
      '987654321',
      '9876543210 1',
      '+91 98765 4321',
    ];
    for (const phone of phones) {
      const parsed = phoneSchema.safeParse(phone);
      const text = whatsappNumberText(phone);
      expect(text !== null, phone).toBe(parsed.success);
      if (parsed.success) {
        expect(text).toBe(`+91 ${parsed.data.slice(0, 5)} ${parsed.data.slice(5)}`);
      }
    }
    expect(whatsappNumberText('+91 98765 43210')).toBe('+91 98765 43210');
    expect(whatsappNumberText('09876543210')).toBe('+91 98765 43210');
  });
});

describe('deliveryByDate', () => {
  it('names the India day maxDays ahead, as the product page does', () => {
    // 6 Dec 2026, 11:00 pm India time: five days on is Friday 11 Dec.
    const now = Date.parse('2026-12-06T17:30:00Z');
    expect(deliveryByDate(5, now)).toBe('Fri, 11 Dec');
    expect(deliveryByDate(1, now)).toBe('Mon, 7 Dec');
  });
});
