import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testShipping, type TestApp } from '../../test/test-app.ts';
import { couponLimits } from './coupons.service.ts';
import { coupons } from './coupons.tables.ts';

let t: TestApp;
let good: string;
let ipCounter = 0;
const nextIp = () => `10.7.0.${++ipCounter}`;

beforeAll(async () => {
  t = await buildTestApp({ paymentMethods: true });
  good = `GOOD${Date.now().toString(36).toUpperCase()}`;
  await t.db.insert(coupons).values([
    { code: good, discountType: 'fixed', discountValue: 10_000 },
    { code: `BIG${good}`, discountType: 'fixed', discountValue: 100, minPurchasePaise: 500_000 },
    {
      code: `OLD${good}`,
      discountType: 'fixed',
      discountValue: 100,
      validUntil: new Date(Date.now() - 86_400_000),
    },
  ]);
});
afterAll(() => t.close());

type Shopper = { headers: { authorization: string }; ip: string };

/** A signed-in customer with a ₹1,000 product in the cart, calling from `ip`. */
async function shopper(ip = nextIp()): Promise<Shopper> {
  const headers = await t.loginAs(await t.makeUser());
  const product = await t.makeProduct({ pricePaise: 100_000, originalPricePaise: 100_000 });
  await t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers,
    payload: { productId: product.id, quantity: 1 },
  });
  return { headers, ip };
}

const validate = (s: Shopper, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/coupons/validate',
    headers: s.headers,
    remoteAddress: s.ip,
    payload: { code, cartTotal: 1000 },
  });
const quote = (s: Shopper, code?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout/quote',
    headers: s.headers,
    remoteAddress: s.ip,
    payload: {
      state: 'Karnataka',
      shippingMethod: 'standard',
      ...(code ? { couponCode: code } : {}),
    },
  });
const place = (s: Shopper, code?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...s.headers, 'idempotency-key': randomUUID() },
    remoteAddress: s.ip,
    payload: {
      shipping: testShipping,
      payment: { method: 'cod' },
      ...(code ? { couponCode: code } : {}),
    },
  });

function expectLimited(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(couponLimits.failedPerCustomer.windowSeconds);
  const minutes = Math.ceil(retryAfter / 60);
  expect(res.json().error).toEqual({
    type: 'RATE_LIMITED',
    message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  });
}

describe('guessing coupon codes', () => {
  it('refuses a customer every code after 10 codes that work for nobody, on every route', async () => {
    const guesser = await shopper();
    for (let i = 0; i < couponLimits.failedPerCustomer.limit; i++) {
      // Unknown and expired codes count alike, on whichever route checks them.
      const code = i === 0 ? `OLD${good}` : `GUESS-${i}`;
      const res = i % 3 === 1 ? await quote(guesser, code) : await validate(guesser, code);
      if (i % 3 === 1) {
        expect(res.statusCode).toBe(200);
        expect(res.json().data.couponError).toBe('Invalid coupon');
      } else {
        expect(res.statusCode, code).toBe(400);
        expect(res.json().error.message).toBe(
          i === 0 ? 'This coupon has expired' : 'Invalid coupon',
        );
      }
    }
    // The 11th try is refused whatever the code, a good one too, and from another address.
    expectLimited(await validate(guesser, good));
    expectLimited(await quote(guesser, good));
    expectLimited(await place(guesser, good));
    expectLimited(await validate({ ...guesser, ip: nextIp() }, good));
    // Checkout without a coupon goes on.
    expect((await quote(guesser)).statusCode).toBe(200);

    // Another customer from another address is not blocked.
    const other = await shopper();
    const res = await validate(other, good);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ code: good, discount: 100 });
    expect((await place(other, good)).statusCode).toBe(201);
  });

  it('refuses an address after 30 failed codes from any customers there', async () => {
    const ip = nextIp();
    const perCustomer = 5;
    const customers = couponLimits.failedPerIp.limit / perCustomer;
    for (let c = 0; c < customers; c++) {
      const s = await shopper(ip);
      for (let i = 0; i < perCustomer; i++) {
        // Order placement counts too.
        const res =
          i === 0 ? await place(s, `NOPE-${c}-${i}`) : await validate(s, `NOPE-${c}-${i}`);
        expect([res.statusCode, res.json().error.message]).toEqual([400, 'Invalid coupon']);
      }
    }
    const fresh = await shopper(ip);
    expectLimited(await validate(fresh, good));
    expectLimited(await place(fresh, good));
    // The same new customer from another address is not blocked.
    expect((await validate({ ...fresh, ip: nextIp() }, good)).statusCode).toBe(200);
  });

  it('never blocks a shopper for one wrong code, or for applying a good code many times', async () => {
    const s = await shopper();
    const typo = await validate(s, `${good}X`);
    expect([typo.statusCode, typo.json().error.message]).toEqual([400, 'Invalid coupon']);
    const limit = couponLimits.failedPerCustomer.limit;
    for (let i = 0; i <= limit; i++) {
      expect((await validate(s, good)).statusCode).toBe(200);
      expect((await quote(s, good)).json().data.couponCode).toBe(good);
    }
    // A real code refused for this cart (below its minimum) is not a guess either.
    for (let i = 0; i <= limit; i++) {
      const res = await validate(s, `BIG${good}`);
      expect([res.statusCode, res.json().error.message]).toEqual([
        400,
        'Minimum purchase of ₹5,000 required',
      ]);
    }
    const placed = await place(s, good);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.order.summary.discount).toBe(100);
  });
});
