import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '@propwash/domain/settings/defaults';
import { gstinCheckChar } from '@propwash/domain/settings/gstin';
import { testShipping, useTestAppWithAdmin, type AuthHeaders } from '../../../test/test-app.ts';

// POST /api/checkout/quote answers both totals before payment, cash on delivery with its fee and
// online with its saving; the order placed keeps the figures of the way chosen and its invoice
// prints them (docs/decisions/cod-fee-and-prepaid-saving.md). Every figure below is worked out by
// hand: GST contained in an amount at 18% is amount − round(amount × 100 / 118).

const session = useTestAppWithAdmin({ paymentMethods: true });

/** COD fee ₹49, a 5% saving for paying online capped at ₹250, and a COD limit (₹50,000). */
async function paymentSettings(codLimitPaise = 5_000_000) {
  const res = await session.t.call('PUT', '/api/settings/admin/payment', session.admin, {
    ...defaultSettings.payment,
    codLimitPaise,
    codFeePaise: 4_900,
    prepaidSaving: { type: 'percent', percent: 5, fixedPaise: 0, capPaise: 25_000 },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A new customer with one of each price (paise, GST 18%) in the cart. */
async function cart(prices: number[]) {
  const headers = await session.t.loginAs(await session.t.makeUser());
  for (const pricePaise of prices) {
    const product = await session.t.makeProduct({
      pricePaise,
      originalPricePaise: pricePaise,
      gstRateBp: 1800,
    });
    await session.t.addToCart(headers, { productId: product.id, quantity: 1 });
  }
  return headers;
}

const quote = async (headers: AuthHeaders, body: object = {}) => {
  const res = await session.t.call('POST', '/api/checkout/quote', headers, {
    state: 'Karnataka',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** One way of paying's figures, as byPaymentMethod answers them. */
const totals = (
  total: number,
  fee: number,
  saving: number,
  tax: number,
  roundOff = 0,
  payOnDelivery = 0,
) => ({ total, codFee: fee, prepaidSaving: saving, tax, roundOff, advance: 0, payOnDelivery });

beforeAll(() => paymentSettings());

describe('POST /api/checkout/quote, both totals', () => {
  it('(a) a plain cart: the fee on cash on delivery, the saving online', async () => {
    const headers = await cart([120_000]);
    const q = await quote(headers);
    // ₹1,200, Karnataka (free shipping). COD: 1,200 + 49 = ₹1,249; GST: goods 120,000 →
    // taxable 101,695, GST 18,305; fee 4,900 → taxable 4,153, GST 747; in all ₹190.52.
    // Online: 5% of 1,200 = ₹60 off: 114,000 → taxable 96,610, GST 17,390; total ₹1,140.
    expect(q.byPaymentMethod).toEqual({
      cod: totals(1249, 49, 0, 190.52, 0, 1249),
      online: totals(1140, 0, 60, 173.9),
    });
    expect(q.codUnavailable).toBeNull();
  });

  it('(a) caps the saving: 5% of ₹6,000 is ₹300, capped at ₹250', async () => {
    const headers = await cart([600_000]);
    const q = await quote(headers);
    // Online: 600,000 − 25,000 = 575,000 → taxable 487,288, GST 87,712; total ₹5,750.
    // COD: 600,000 → taxable 508,475, GST 91,525; + fee GST 747 = 92,272; total ₹6,049.
    expect(q.byPaymentMethod).toEqual({
      cod: totals(6049, 49, 0, 922.72, 0, 6049),
      online: totals(5750, 0, 250, 877.12),
    });
  });

  it('(b) with a coupon: the saving is on the goods after the coupon', async () => {
    const code = `BOTH${Date.now().toString(36).toUpperCase()}`;
    const coupon = await session.t.call('POST', '/api/coupons', session.admin, {
      code,
      discountType: 'percentage',
      discountValue: 10,
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const headers = await cart([100_000, 50_000]);
    const q = await quote(headers, { couponCode: code });
    // ₹1,000 + ₹500, coupon 10% = ₹150 (100 / 50): 900 / 450.
    // COD: 90,000 → taxable 76,271, GST 13,729; 45,000 → 38,136, GST 6,864; fee GST 747;
    //   GST 21,340; total 1,350 + 49 = ₹1,399.
    // Online: 5% of 1,350 = ₹67.50 (45 / 22.50): 85,500 → taxable 72,458, GST 13,042;
    //   42,750 → taxable 36,229, GST 6,521; GST 19,563; 1,282.50 rounds half up to ₹1,283 (+0.50).
    expect(q.byPaymentMethod).toEqual({
      cod: totals(1399, 49, 0, 213.4, 0, 1399),
      online: totals(1283, 0, 67.5, 195.63, 0.5),
    });
    expect(q).toMatchObject({ couponCode: code, discount: 150 });
  });

  it('(c) a cart that pays shipping and one that ships free', async () => {
    // Tamil Nadu charges ₹40 below ₹999 (the subtotal before any saving); IGST, another state.
    // ₹500: COD 500 + 40 + 49 = ₹589; GST: 50,000 → taxable 42,373, GST 7,627; shipping
    //   4,000 → taxable 3,390, GST 610; fee 747; in all ₹89.84.
    //   Online: 5% of 500 = ₹25 (not of the shipping): 47,500 → taxable 40,254, GST 7,246;
    //   + shipping 610 = ₹78.56; total 475 + 40 = ₹515.
    const paying = await quote(await cart([50_000]), { state: 'Tamil Nadu' });
    expect(paying.shipping).toBe(40);
    expect(paying.byPaymentMethod).toEqual({
      cod: totals(589, 49, 0, 89.84, 0, 589),
      online: totals(515, 0, 25, 78.56),
    });
    expect(paying.igst).toBe(78.56);
    // ₹1,000 reaches ₹999: free, even though the saving takes the goods to ₹950.
    // COD: 100,000 → taxable 84,746, GST 15,254; + 747 = ₹160.01; total ₹1,049.
    // Online: 95,000 → taxable 80,508, GST 14,492; total ₹950.
    const free = await quote(await cart([100_000]), { state: 'Tamil Nadu' });
    expect(free.shipping).toBe(0);
    expect(free.byPaymentMethod).toEqual({
      cod: totals(1049, 49, 0, 160.01, 0, 1049),
      online: totals(950, 0, 50, 144.92),
    });
  });

  it('(d) for a business buyer: the same figures, the buyer echoed', async () => {
    const first14 = '29AABCS1234K1Z';
    const business = { gstin: `${first14}${gstinCheckChar(first14)}`, legalName: 'Sky Club LLP' };
    const headers = await cart([120_000]);
    const consumer = await quote(headers);
    const q = await quote(headers, { business });
    expect(q.buyer).toEqual(business);
    expect(q.byPaymentMethod).toEqual(consumer.byPaymentMethod);
    expect(q.byPaymentMethod.cod.total).toBe(1249);
    expect(q.byPaymentMethod.online.total).toBe(1140);
  });

  it('(e) the top-level figures follow paymentMethod, online when absent', async () => {
    const headers = await cart([120_000]);
    const asked = await quote(headers);
    expect(asked).toMatchObject({ total: 1140, codFee: 0, codFeeTax: 0, prepaidSaving: 60 });
    expect(asked.items[0]).toMatchObject({ discount: 60, tax: 173.9, lineTotal: 1140 });
    const cod = await quote(headers, { paymentMethod: 'cod' });
    expect(cod).toMatchObject({
      total: 1249,
      codFee: 49,
      codFeeTax: 7.47,
      prepaidSaving: 0,
      tax: 190.52,
      cgst: 95.27,
      sgst: 95.25,
    });
    expect(cod.items[0]).toMatchObject({ discount: 0, tax: 183.05, lineTotal: 1200 });
    const upi = await quote(headers, { paymentMethod: 'upi' });
    expect(upi).toMatchObject({ total: 1140, prepaidSaving: 60, codFee: 0 });
  });

  it('(f) above the COD limit with the fee: cod is null and the reason is said', async () => {
    // Limit ₹1,240: ₹1,200 is within it but ₹1,249 with the fee is not.
    await paymentSettings(124_000);
    try {
      const q = await quote(await cart([120_000]));
      expect(q.byPaymentMethod.cod).toBeNull();
      expect(q.byPaymentMethod.online).toEqual(totals(1140, 0, 60, 173.9));
      expect(q.codUnavailable).toBe('Cash on delivery is available for orders up to ₹1,240');
      expect(q.paymentMethods.map((m: { type: string }) => m.type)).not.toContain('cod');
    } finally {
      await paymentSettings();
    }
  });
});

describe('the order placed keeps the figures of the way chosen', () => {
  /** Places the cart's order paid by `method`; answers the order as GET /api/orders/:id does. */
  async function place(method: 'cod' | 'upi') {
    const headers = await cart([120_000]);
    const placed = await session.t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      payload: { shipping: testShipping, payment: { method } },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().data.order.id as string;
    const order = (await session.t.call('GET', `/api/orders/${id}`, headers)).json().data;
    return { headers, id, order };
  }

  /** The invoice's JSON once the admin packs the order (docs/decisions/invoice-timing.md). */
  async function invoiceOf(headers: AuthHeaders, id: string) {
    await session.t.packOrder(session.admin, id);
    const res = await session.t.app.inject({
      method: 'GET',
      url: `/api/orders/${id}/invoice`,
      headers: { ...headers, accept: 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  it('cash on delivery: the fee and its GST; the invoice prints the fee as a line', async () => {
    const { headers, id, order } = await place('cod');
    expect(order.summary).toMatchObject({
      subtotal: 1200,
      discount: 0,
      codFee: 49,
      codFeeTax: 7.47,
      prepaidSaving: 0,
      tax: 190.52,
      cgst: 95.27,
      sgst: 95.25,
      igst: 0,
      total: 1249,
    });
    expect(order.items[0]).toMatchObject({ discount: 0, tax: 183.05, lineTotal: 1200 });
    const invoice = await invoiceOf(headers, id);
    expect(
      invoice.lines.map((l: Record<string, unknown>) => [
        l.description,
        l.hsnCode,
        l.taxableValue,
        l.cgst,
        l.sgst,
        l.total,
      ]),
    ).toEqual([
      [order.items[0].name, '9503', 1016.95, 91.53, 91.52, 1200],
      ['Cash on delivery fee', '996812', 41.53, 3.74, 3.73, 49],
    ]);
    expect(invoice.totals).toMatchObject({ codFee: 49, prepaidSaving: 0, total: 1249 });
  });

  it('online: the saving in the line; the invoice prints it in the totals', async () => {
    const { headers, id, order } = await place('upi');
    expect(order.summary).toMatchObject({
      subtotal: 1200,
      discount: 0,
      codFee: 0,
      prepaidSaving: 60,
      tax: 173.9,
      cgst: 86.95,
      sgst: 86.95,
      total: 1140,
    });
    expect(order.items[0]).toMatchObject({ discount: 60, tax: 173.9, lineTotal: 1140 });
    await session.t.payWithSimulator(headers, id);
    const invoice = await invoiceOf(headers, id);
    expect(
      invoice.lines.map((l: Record<string, unknown>) => [
        l.hsnCode,
        l.discount,
        l.taxableValue,
        l.total,
      ]),
    ).toEqual([['9503', 60, 966.1, 1140]]);
    expect(invoice.totals).toMatchObject({ prepaidSaving: 60, codFee: 0, total: 1140 });
  });
});
