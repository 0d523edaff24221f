import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppWithAdmin, type TestApp } from '../../test/test-app.ts';

// Payment methods: the checkout offers only the enabled ones.
let t: TestApp;
let asAdmin: { authorization: string };
let asCustomer: { authorization: string };
beforeAll(async () => {
  ({ t, admin: asAdmin } = await testAppWithAdmin({ paymentMethods: true }));
  asCustomer = await t.loginAs(await t.makeUser());
  const product = await t.makeProduct({ pricePaise: 50_000 });
  await t.addToCart(asCustomer, { productId: product.id, quantity: 1 });
});
afterAll(() => t.close());

type Method = { id: string; type: string; name: string; enabled: boolean; order: number };
const all = async () =>
  (await t.app.inject({ url: '/api/payment-methods/all', headers: asAdmin })).json()
    .data as Method[];
const offered = async () => {
  const quote = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/quote',
    headers: asCustomer,
    payload: { state: 'Karnataka' },
  });
  return (quote.json().data.paymentMethods as { type: string }[]).map((m) => m.type);
};

describe('payment methods', () => {
  it('switching a method off hides it at checkout at once, and on shows it again', async () => {
    const wallet = (await all()).find((m) => m.type === 'wallet')!;
    expect(await offered()).toContain('wallet');
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/payment-methods/${wallet.id}`,
      headers: asAdmin,
      payload: { name: 'Wallets', type: 'wallet', enabled: false, order: wallet.order },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ name: 'Wallets', enabled: false });
    expect(await offered()).not.toContain('wallet');
    expect((await all()).find((m) => m.id === wallet.id)?.enabled).toBe(false);

    await t.app.inject({
      method: 'PUT',
      url: `/api/payment-methods/${wallet.id}`,
      headers: asAdmin,
      payload: { name: 'Wallets', type: 'wallet', enabled: true },
    });
    expect(await offered()).toContain('wallet');
  });

  it('deletes a method, adds it back, and refuses a second method of one type', async () => {
    const emi = (await all()).find((m) => m.type === 'emi')!;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/payment-methods/${emi.id}`,
      headers: asAdmin,
    });
    expect(del.statusCode).toBe(200);
    expect(await offered()).not.toContain('emi');
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/payment-methods/${emi.id}`,
      headers: asAdmin,
    });
    expect(again.statusCode).toBe(404);

    const body = { name: 'Easy EMI', type: 'emi', description: '3, 6, 9 or 12 months' };
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/payment-methods',
      headers: asAdmin,
      payload: body,
    });
    expect(added.statusCode).toBe(201);
    expect(await offered()).toContain('emi');
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/payment-methods',
      headers: asAdmin,
      payload: body,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses unknown types, empty names and bad orders', async () => {
    for (const bad of [
      { name: 'PayPal', type: 'paypal' },
      { name: ' ', type: 'upi' },
      { name: 'UPI', type: 'upi', order: -1 },
      { name: 'UPI', type: 'upi', order: 1.5 },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payment-methods',
        headers: asAdmin,
        payload: bad,
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});
