// Test fixtures of the data export and erasure tests: a customer with something in every section.
import { expect } from 'vitest';
import type { AuthHeaders, TestApp } from '../../test/test-app.ts';
import { signIns } from '../accounts/accounts.tables.ts';
import { consentEvents } from './privacy.tables.ts';

/**
 * A customer with a saved address, a delivered cash-on-delivery order (so a tax invoice), a
 * review, a wishlist item, two consents (one granted, one withdrawn) and a logged sign-in.
 */
export async function customerWithData(
  t: TestApp,
  admin: AuthHeaders,
  who: { name: string; email: string; phone: string },
) {
  const user = await t.makeUser({ email: who.email });
  const headers = await t.loginAs(user);
  const ok = async (method: 'POST' | 'PUT', url: string, as: AuthHeaders, payload: object) => {
    const res = await t.call(method, url, as, payload);
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    return res.json().data;
  };
  await ok('PUT', '/api/auth/profile', headers, { name: who.name, phone: who.phone });
  await ok('POST', '/api/addresses', headers, {
    name: who.name,
    phone: who.phone,
    line1: '7 Lavelle Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  });
  const product = await t.makeProduct({ stock: 50 });
  const placed = await t.orderWithCod(
    headers,
    { productId: product.id, quantity: 1 },
    { name: who.name, email: who.email, phone: who.phone },
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().data.order as { id: string; orderNumber: string };
  const review = await ok('POST', '/api/reviews', headers, {
    productId: product.id,
    rating: 5,
    title: 'Lovely flyer',
    comment: `Written by ${who.name}`,
  });
  await ok('PUT', `/api/reviews/admin/${review.id}/approve`, admin, {});
  await ok('POST', '/api/wishlist', headers, { productId: product.id });
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
  await t.db.insert(consentEvents).values([
    {
      userId: user.id,
      email: who.email,
      purpose: 'email_offers',
      granted: true,
      channel: 'register',
      noticeVersion: 1,
      at: minutesAgo(30),
    },
    {
      userId: user.id,
      purpose: 'whatsapp_updates',
      granted: true,
      channel: 'checkout',
      noticeVersion: 1,
      at: minutesAgo(20),
    },
    {
      userId: user.id,
      purpose: 'whatsapp_updates',
      granted: false,
      channel: 'account',
      noticeVersion: 1,
      at: minutesAgo(10),
    },
  ]);
  await t.db.insert(signIns).values({
    userId: user.id,
    email: who.email,
    method: 'password',
    outcome: 'success',
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (test)',
  });
  return { user, headers, product, order };
}

/** The admin moves an order along to delivered. */
export async function deliver(t: TestApp, admin: AuthHeaders, orderId: string) {
  for (const status of ['processing', 'shipped', 'delivered']) {
    const res = await t.call('PUT', `/api/orders/admin/${orderId}/status`, admin, { status });
    expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
  }
}
