import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '@propwash/domain/settings/defaults';
import { testShipping, useTestAppWithAdmin, type AuthHeaders } from '../../../test/test-app.ts';

// An online order whose payment failed, switched to cash on delivery, is priced for it: the
// prepaid saving goes, the COD fee comes, and the COD limit is checked against the new total
// (docs/decisions/failed-payment-to-cash-on-delivery.md, docs/decisions/cod-fee-and-prepaid-saving.md).

const session = useTestAppWithAdmin({ paymentMethods: true });
const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: AuthHeaders,
  payload?: object,
) => session.t.call(method, url, headers, payload);

/** COD fee ₹49, 5% saving capped at ₹250, and a COD limit. */
async function paymentSettings(codLimitPaise = 5_000_000) {
  const res = await call('PUT', '/api/settings/admin/payment', session.admin, {
    ...defaultSettings.payment,
    codLimitPaise,
    codFeePaise: 4_900,
    prepaidSaving: { type: 'percent', percent: 5, fixedPaise: 0, capPaise: 25_000 },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A UPI order of these products (and coupon) whose payment then failed. */
async function failedOrder(prices: number[], couponCode?: string) {
  const headers = await session.t.loginAs(await session.t.makeUser());
  for (const pricePaise of prices) {
    const product = await session.t.makeProduct({
      pricePaise,
      originalPricePaise: pricePaise,
      gstRateBp: 1800,
    });
    await session.t.addToCart(headers, { productId: product.id, quantity: 1 });
  }
  const placed = await session.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: {
      shipping: testShipping,
      payment: { method: 'upi' },
      ...(couponCode && { couponCode }),
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().data.order.id as string;
  const created = await call('POST', '/api/payments/create-order', headers, { orderId: id });
  expect(created.statusCode, created.body).toBe(200);
  const failed = await call('POST', '/api/payments/failed', headers, {
    orderId: id,
    razorpay_order_id: created.json().data.id,
    reason: 'Card declined by the bank',
  });
  expect(failed.statusCode, failed.body).toBe(200);
  return { headers, id };
}

type OrderAnswer = {
  summary: Record<string, number>;
  items: { discount: number; tax: number; lineTotal: number; price: number }[];
  timeline: { message: string }[];
  payment: { method: string };
  status: string;
};
const orderOf = async (headers: AuthHeaders, id: string) =>
  (await call('GET', `/api/orders/${id}`, headers)).json().data as OrderAnswer;

describe('switching a failed online order to cash on delivery', () => {
  beforeAll(() => paymentSettings());

  it('takes the saving off and adds the COD fee, and says the new total', async () => {
    // Online: ₹1,200 − 5% (₹60) = ₹1,140. Cash on delivery: ₹1,200 + ₹49 = ₹1,249.
    //   line 120,000 → taxable round(120,000 × 100/118) = 101,695, GST 18,305 (9,153 + 9,152);
    //   fee 4,900 → taxable 4,153, GST 747 (374 + 373); GST in all 19,052.
    const { headers, id } = await failedOrder([120_000]);
    const before = await orderOf(headers, id);
    expect(before.summary).toMatchObject({ total: 1140, prepaidSaving: 60, codFee: 0 });
    expect(before.items[0]).toMatchObject({ discount: 60, lineTotal: 1140 });

    const res = await call('POST', `/api/orders/${id}/pay-on-delivery`, headers, {});
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as OrderAnswer;
    expect(after).toMatchObject({ status: 'confirmed', payment: { method: 'cod' } });
    expect(after.summary).toMatchObject({
      subtotal: 1200,
      discount: 0,
      prepaidSaving: 0,
      codFee: 49,
      codFeeTax: 7.47,
      tax: 190.52,
      cgst: 95.27,
      sgst: 95.25,
      igst: 0,
      roundOff: 0,
      total: 1249,
    });
    expect(after.items[0]).toMatchObject({ discount: 0, tax: 183.05, lineTotal: 1200 });
    expect(after.timeline.at(-1)!.message).toBe(
      'Switched to cash on delivery after the online payment failed; the total is now ₹1,249 (COD fee ₹49 added, prepaid saving ₹60 removed)',
    );
    expect(await orderOf(headers, id)).toMatchObject({ summary: { total: 1249, codFee: 49 } });
  });

  it('keeps the coupon share of each line and drops only the saving share', async () => {
    const code = `SWITCH${Date.now().toString(36).toUpperCase()}`;
    const coupon = await call('POST', '/api/coupons', session.admin, {
      code,
      discountType: 'percentage',
      discountValue: 10,
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    // ₹1,000 + ₹500, 10% coupon ₹150 spread 100 / 50: after it 900 / 450.
    // Online: 5% of ₹1,350 = ₹67.50 spread 45 / 22.50: lines 855 / 427.50, total ₹1,282.50 → ₹1,283.
    // Cash on delivery: lines 900 / 450 + fee 49 = ₹1,399;
    //   900 → taxable 76,271, GST 13,729; 450 → taxable 38,136, GST 6,864; fee GST 747.
    const { headers, id } = await failedOrder([100_000, 50_000], code);
    const before = await orderOf(headers, id);
    expect(before.summary).toMatchObject({ total: 1283, discount: 150, prepaidSaving: 67.5 });

    const res = await call('POST', `/api/orders/${id}/pay-on-delivery`, headers, {});
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as OrderAnswer;
    expect(after.summary).toMatchObject({
      subtotal: 1500,
      discount: 150,
      prepaidSaving: 0,
      codFee: 49,
      tax: 213.4,
      roundOff: 0,
      total: 1399,
    });
    const lines = after.items.map((i) => [i.price, i.discount, i.tax, i.lineTotal]);
    expect(lines.sort((a, b) => b[0]! - a[0]!)).toEqual([
      [1000, 100, 137.29, 900],
      [500, 50, 68.64, 450],
    ]);
    expect(after.timeline.at(-1)!.message).toContain('the total is now ₹1,399');
  });

  it('refuses when the total with the COD fee is above the COD limit, and changes nothing', async () => {
    // Limit ₹1,240: the online total ₹1,140 is within it, the COD total ₹1,249 is not.
    await paymentSettings(124_000);
    try {
      const { headers, id } = await failedOrder([120_000]);
      const res = await call('POST', `/api/orders/${id}/pay-on-delivery`, headers, {});
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        'Cash on delivery is available for orders up to ₹1,240',
      );
      const order = await orderOf(headers, id);
      expect(order).toMatchObject({ status: 'pending', payment: { method: 'upi' } });
      expect(order.summary).toMatchObject({ total: 1140, prepaidSaving: 60, codFee: 0 });
    } finally {
      await paymentSettings();
    }
  });

  it('asks the advance the checkout would ask, and the order waits for it', async () => {
    const advance = (enabled: boolean) =>
      call('PUT', '/api/settings/admin/codAdvance', session.admin, {
        ...defaultSettings.codAdvance,
        enabled,
        aboveAmountPaise: 100_000,
        type: 'percent',
        percent: 10,
      });
    expect((await advance(true)).statusCode).toBe(200);
    try {
      // COD total ₹1,249 is above ₹1,000: 10% = ₹124.90, rounded up to ₹125.
      const { headers, id } = await failedOrder([120_000]);
      const res = await call('POST', `/api/orders/${id}/pay-on-delivery`, headers, {});
      expect(res.statusCode, res.body).toBe(200);
      const order = (await orderOf(headers, id)) as OrderAnswer & {
        advance: { amount: number; paid: boolean; dueOnDelivery: number } | null;
        can: { pay: boolean };
      };
      expect(order).toMatchObject({
        status: 'pending',
        payment: { method: 'cod' },
        advance: { amount: 125, paid: false, dueOnDelivery: 1124 },
        can: { pay: true },
      });
      expect(order.summary).toMatchObject({ total: 1249, codFee: 49 });
      expect(order.timeline.at(-1)!.message).toContain('an advance of ₹125 is to be paid online');
      // The advance is what the payment asks for.
      const created = await call('POST', '/api/payments/create-order', headers, { orderId: id });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().data.amount).toBe(12_500);
    } finally {
      expect((await advance(false)).statusCode).toBe(200);
    }
  });
});
