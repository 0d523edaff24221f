import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestAppWithAdmin, testShipping as shipping } from '../../test/test-app.ts';
import { coupons } from './coupons.tables.ts';

// Coupon management: the admin's edits are what checkout uses.
const session = useTestAppWithAdmin({ paymentMethods: true });

type Headers = { authorization: string };
let n = 0;
const uniqueCode = (prefix = 'TEST') => `${prefix}${Date.now().toString(36).toUpperCase()}${n++}`;

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  session.t.app.inject({ method, url, headers: session.admin, payload });
const createCoupon = async (body: object) => {
  const res = await api('POST', '/api/coupons', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; code: string; usedCount: number };
};
async function shopperWithCart(pricePaise: number) {
  const headers = await session.t.loginAs(await session.t.makeUser());
  const product = await session.t.makeProduct({
    pricePaise,
    originalPricePaise: pricePaise,
    stock: 50,
  });
  await session.t.addToCart(headers, { productId: product.id, quantity: 1 });
  return { headers, product };
}
const validate = (headers: Headers, code: string) =>
  session.t.app.inject({
    method: 'POST',
    url: '/api/coupons/validate',
    headers,
    payload: { code },
  });
const placeOrder = (headers: Headers, couponCode: string) =>
  session.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: { shipping, payment: { method: 'cod' }, couponCode },
  });

describe('creating coupons', () => {
  it('saves every field, uppercases the code, stores paise and answers rupees', async () => {
    const code = uniqueCode('save');
    const res = await api('POST', '/api/coupons', {
      code: ` ${code.toLowerCase()} `,
      description: 'Diwali offer',
      discountType: 'percentage',
      discountValue: 15,
      minPurchase: 2999.5,
      maxDiscount: 1500,
      maxUses: 100,
      perCustomerLimit: 2,
      firstOrderOnly: true,
      validFrom: '2026-01-01T00:00:00+05:30',
      validUntil: '2099-12-31T23:59:59+05:30',
      isActive: true,
      usedCount: 99,
    });
    expect(res.statusCode).toBe(201);
    const coupon = res.json().data;
    expect(coupon).toMatchObject({
      code: code.toUpperCase(),
      description: 'Diwali offer',
      discountType: 'percentage',
      discountValue: 15,
      minPurchase: 2999.5,
      maxDiscount: 1500,
      maxUses: 100,
      usedCount: 0,
      perCustomerLimit: 2,
      firstOrderOnly: true,
      validFrom: '2025-12-31T18:30:00.000Z',
      isActive: true,
      status: 'active',
    });
    const [row] = await session.t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row).toMatchObject({ minPurchasePaise: 299_950, maxDiscountPaise: 150_000 });
  });

  it('defaults minPurchase to 0, treats blank or 0 caps as none, and starts now', async () => {
    const before = Date.now();
    const res = await api('POST', '/api/coupons', {
      code: uniqueCode('FLAT'),
      discountType: 'fixed',
      discountValue: 250,
      maxDiscount: 0,
      maxUses: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    const coupon = res.json().data;
    expect(coupon).toMatchObject({
      discountValue: 250,
      minPurchase: 0,
      maxDiscount: null,
      maxUses: null,
      perCustomerLimit: null,
      firstOrderOnly: false,
      validUntil: null,
      isActive: true,
    });
    expect(Date.parse(coupon.validFrom)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await session.t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.discountValue).toBe(25_000);
  });

  it('refuses bad values with a clear message', async () => {
    const base = { code: uniqueCode('BAD'), discountType: 'percentage', discountValue: 10 };
    const cases: [object, string][] = [
      [{ ...base, discountValue: 101 }, 'Percentage discount must be a whole number from 1 to 100'],
      [{ ...base, discountValue: 0 }, 'Percentage discount must be a whole number from 1 to 100'],
      [{ ...base, discountValue: -5 }, 'Percentage discount must be a whole number from 1 to 100'],
      [
        { ...base, discountValue: 12.5 },
        'Percentage discount must be a whole number from 1 to 100',
      ],
      [{ ...base, discountType: 'fixed', discountValue: 0 }, 'Fixed discount must be more than ₹0'],
      [
        { ...base, discountType: 'fixed', discountValue: -100 },
        'Fixed discount must be more than ₹0',
      ],
      [{ ...base, minPurchase: -1 }, 'minPurchase: Minimum purchase cannot be negative'],
      [{ ...base, maxDiscount: -1 }, 'maxDiscount: Maximum discount cannot be negative'],
      [{ ...base, maxUses: -3 }, 'maxUses: Max uses cannot be negative'],
      [{ ...base, maxUses: 2.5 }, 'maxUses: Max uses must be a whole number'],
      [
        { ...base, validFrom: '2026-05-01T00:00:00Z', validUntil: '2026-04-01T00:00:00Z' },
        'Valid until must be after valid from',
      ],
      [
        { ...base, validUntil: 'next week' },
        'validUntil: Valid until must be a date and time (ISO 8601)',
      ],
      [
        { ...base, discountType: 'bogo' },
        'discountType: Discount type must be percentage or fixed',
      ],
      [
        { ...base, code: 'A!' },
        'code: Code must be 3-32 letters or digits (dashes and underscores allowed)',
      ],
      [{ discountType: 'fixed', discountValue: 10 }, 'code: Please enter a coupon code'],
    ];
    for (const [body, message] of cases) {
      const res = await api('POST', '/api/coupons', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message, JSON.stringify(body)).toBe(message);
    }
  });

  it('refuses a duplicate code whatever its case (409)', async () => {
    const code = uniqueCode('DUP');
    await createCoupon({ code, discountType: 'fixed', discountValue: 100 });
    const again = await api('POST', '/api/coupons', {
      code: code.toLowerCase(),
      discountType: 'fixed',
      discountValue: 50,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(`A coupon with the code ${code} already exists`);
  });
});

describe('listing coupons', () => {
  it('searches by code, filters active / inactive / expired, and pages', async () => {
    const tag = uniqueCode('LST');
    const past = new Date(Date.now() - 86_400_000);
    const live = await createCoupon({ code: `${tag}A`, discountType: 'fixed', discountValue: 10 });
    const off = await createCoupon({
      code: `${tag}B`,
      discountType: 'fixed',
      discountValue: 10,
      isActive: false,
    });
    await session.t.db.insert(coupons).values({
      code: `${tag}C`,
      discountType: 'fixed',
      discountValue: 1000,
      validFrom: new Date(past.getTime() - 86_400_000),
      validUntil: past,
    });
    const list = async (query: string) => {
      const res = await api('GET', `/api/coupons?search=${tag.toLowerCase()}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        coupons: { code: string; status: string }[];
        total: number;
        totalPages: number;
      };
    };
    const all = await list('');
    expect(all.total).toBe(3);
    expect(all.coupons.map((c) => c.code)).toEqual([`${tag}C`, `${tag}B`, `${tag}A`]);
    expect((await list('status=active')).coupons.map((c) => c.code)).toEqual([live.code]);
    expect((await list('status=inactive')).coupons.map((c) => c.code)).toEqual([off.code]);
    const expired = await list('status=expired');
    expect(expired.coupons).toEqual([
      expect.objectContaining({ code: `${tag}C`, status: 'expired' }),
    ]);
    const paged = await list('limit=2&page=2');
    expect(paged).toMatchObject({ total: 3, totalPages: 2 });
    expect(paged.coupons).toHaveLength(1);
    const spec = await api('GET', `/api/coupons/admin/all?search=${tag}`);
    expect(spec.json().data.total).toBe(3);
    expect((await api('GET', '/api/coupons?status=gone')).statusCode).toBe(400);
  });
});

describe('editing coupons', () => {
  it('an edit is honoured by POST /api/coupons/validate at once', async () => {
    const code = uniqueCode('EDIT');
    const coupon = await createCoupon({ code, discountType: 'percentage', discountValue: 10 });
    const { headers } = await shopperWithCart(200_000);
    expect((await validate(headers, code)).json().data.discount).toBe(200);

    const raised = await api('PUT', `/api/coupons/${coupon.id}`, {
      discountValue: 25,
      maxDiscount: 300,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().data).toMatchObject({ code, discountValue: 25, maxDiscount: 300 });
    expect((await validate(headers, code)).json().data).toMatchObject({ discount: 300 });

    await api('PUT', `/api/coupons/${coupon.id}`, { discountType: 'fixed', discountValue: 149.5 });
    expect((await validate(headers, code)).json().data.discount).toBe(149.5);

    await api('PUT', `/api/coupons/${coupon.id}`, { minPurchase: 5000 });
    const short = await validate(headers, code);
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Minimum purchase of ₹5,000 required');

    await api('PUT', `/api/coupons/${coupon.id}`, { minPurchase: 0, isActive: false });
    const off = await validate(headers, code);
    expect(off.json().error.message).toBe('This coupon is not active');

    const renamed = uniqueCode('NEW');
    await api('PUT', `/api/coupons/${coupon.id}`, { isActive: true, code: renamed });
    expect((await validate(headers, code)).json().error.message).toBe('Invalid coupon');
    expect((await validate(headers, renamed)).statusCode).toBe(200);

    await api('PUT', `/api/coupons/${coupon.id}`, {
      validFrom: '2020-01-01T00:00:00Z',
      validUntil: '2021-01-01T00:00:00Z',
    });
    expect((await validate(headers, renamed)).json().error.message).toBe('This coupon has expired');
    const listed = await api('GET', `/api/coupons?search=${renamed}`);
    expect(listed.json().data.coupons[0].status).toBe('expired');
  });

  it('refuses max uses below the uses so far, a taken code, bad ranges and unknown ids', async () => {
    const code = uniqueCode('USED');
    const coupon = await createCoupon({ code, discountType: 'fixed', discountValue: 50 });
    const { headers } = await shopperWithCart(100_000);
    const order = await placeOrder(headers, code);
    expect(order.statusCode, order.body).toBe(201);
    const { headers: other } = await shopperWithCart(100_000);
    expect((await placeOrder(other, code)).statusCode).toBe(201);

    const below = await api('PUT', `/api/coupons/${coupon.id}`, { maxUses: 1 });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.message).toBe('Max uses cannot be below the 2 uses so far');
    const atUses = await api('PUT', `/api/coupons/${coupon.id}`, { maxUses: 2 });
    expect(atUses.json().data).toMatchObject({ maxUses: 2, usedCount: 2, status: 'used-up' });
    const { headers: third } = await shopperWithCart(100_000);
    expect((await validate(third, code)).json().error.message).toBe(
      'This coupon has been fully used',
    );

    const otherCoupon = await createCoupon({
      code: uniqueCode('TAKEN'),
      discountType: 'fixed',
      discountValue: 5,
    });
    const taken = await api('PUT', `/api/coupons/${otherCoupon.id}`, { code });
    expect(taken.statusCode).toBe(409);
    const pct = await api('PUT', `/api/coupons/${otherCoupon.id}`, {
      discountType: 'percentage',
      discountValue: 150,
    });
    expect(pct.statusCode).toBe(400);
    const dates = await api('PUT', `/api/coupons/${otherCoupon.id}`, {
      validUntil: '2000-01-01T00:00:00Z',
    });
    expect(dates.json().error.message).toBe('Valid until must be after valid from');
    for (const id of [randomUUID(), 'nope']) {
      expect((await api('PUT', `/api/coupons/${id}`, { isActive: false })).statusCode).toBe(404);
      expect((await api('DELETE', `/api/coupons/${id}`)).statusCode).toBe(404);
      expect((await api('GET', `/api/coupons/${id}/usage`)).statusCode).toBe(404);
    }
  });
});

describe('usage and deleting', () => {
  it('lists who used a coupon, newest first, and refuses to delete a used coupon', async () => {
    const code = uniqueCode('USE');
    const coupon = await createCoupon({ code, discountType: 'percentage', discountValue: 10 });
    const first = await shopperWithCart(100_000);
    const a = (await placeOrder(first.headers, code)).json().data.order;
    const second = await shopperWithCart(300_000);
    const b = (await placeOrder(second.headers, code)).json().data.order;

    const usage = await api('GET', `/api/coupons/${coupon.id}/usage?limit=1`);
    expect(usage.statusCode, usage.body).toBe(200);
    expect(usage.json().data).toMatchObject({
      coupon: { id: coupon.id, code, usedCount: 2 },
      total: 2,
      totalPages: 2,
    });
    const page2 = await api('GET', `/api/coupons/${coupon.id}/usage?limit=1&page=2`);
    const rows = [...usage.json().data.redemptions, ...page2.json().data.redemptions];
    expect(rows.map((r: { orderNumber: string }) => r.orderNumber).sort()).toEqual(
      [a.orderNumber, b.orderNumber].sort(),
    );
    const rowB = rows.find((r: { orderId: string }) => r.orderId === b.id);
    expect(rowB).toMatchObject({
      orderNumber: b.orderNumber,
      customerName: 'Asha Rao',
      customerEmail: 'asha@example.com',
      discount: 300,
      orderTotal: b.summary.total,
    });
    expect(Date.parse(rowB.usedAt)).not.toBeNaN();

    const del = await api('DELETE', `/api/coupons/${coupon.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toBe(
      `${code} has been used on 2 orders, so it cannot be deleted. Switch it off instead.`,
    );
    const off = await api('PUT', `/api/coupons/${coupon.id}`, { isActive: false });
    expect(off.json().data.status).toBe('inactive');
  });

  it('deletes an unused coupon; the code then no longer validates', async () => {
    const code = uniqueCode('GONE');
    const coupon = await createCoupon({ code, discountType: 'fixed', discountValue: 10 });
    const del = await api('DELETE', `/api/coupons/${coupon.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true, data: { deleted: true } });
    const { headers } = await shopperWithCart(50_000);
    expect((await validate(headers, code)).json().error.message).toBe('Invalid coupon');
    expect((await api('DELETE', `/api/coupons/${coupon.id}`)).statusCode).toBe(404);
  });
});
