import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, testShipping, type AuthHeaders } from '../../../test/test-app.ts';
import { users } from '../../accounts/accounts.tables.ts';
import { products } from '../../catalog/catalog.tables.ts';
import { consentEvents } from '../../privacy/privacy.tables.ts';

// "Send order updates on WhatsApp to +91 …" at checkout (docs/decisions/whatsapp.md): ticked, the
// order records a whatsapp_updates grant from the checkout and keeps the number on the profile.

const session = useTestApp({ paymentMethods: true });

async function customer(phone: string | null = null) {
  const user = await session.t.makeUser();
  if (phone) await session.t.db.update(users).set({ phone }).where(eq(users.id, user.id));
  return { id: user.id, headers: await session.t.loginAs(user) };
}

async function order(headers: AuthHeaders, body: object = {}, shipping: object = {}) {
  const product = await session.t.makeProduct();
  await session.t.addToCart(headers, { productId: product.id, quantity: 1 });
  return session.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: { shipping: { ...testShipping, ...shipping }, payment: { method: 'cod' }, ...body },
  });
}

const eventsOf = (userId: string) =>
  session.t.db
    .select()
    .from(consentEvents)
    .where(and(eq(consentEvents.userId, userId), eq(consentEvents.purpose, 'whatsapp_updates')));

const phoneOf = async (userId: string) =>
  (await session.t.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)))[0]
    ?.phone;

async function whatsappUpdates(headers: AuthHeaders) {
  const res = await session.t.call('GET', '/api/me/consents', headers);
  const consents = res.json().data.consents as { purpose: string; granted: boolean }[];
  return consents.find((c) => c.purpose === 'whatsapp_updates')?.granted;
}

describe('order updates on WhatsApp asked at checkout', () => {
  it('ticked: a grant from the checkout and the order’s mobile number on the profile', async () => {
    const { id, headers } = await customer();
    const res = await order(headers, { whatsappUpdates: true });
    expect(res.statusCode, res.body).toBe(201);

    const events = await eventsOf(id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ granted: true, channel: 'checkout', userId: id });
    // +91 98450 12345 kept as phoneSchema keeps numbers: ten digits.
    expect(await phoneOf(id)).toBe('9845012345');
    expect(await whatsappUpdates(headers)).toBe(true);
  });

  it('not ticked or not asked: no grant, and the profile keeps its number', async () => {
    const { id, headers } = await customer('9123456780');
    expect((await order(headers, { whatsappUpdates: false })).statusCode).toBe(201);
    expect((await order(headers)).statusCode).toBe(201);
    expect(await eventsOf(id)).toEqual([]);
    expect(await phoneOf(id)).toBe('9123456780');
    expect(await whatsappUpdates(headers)).toBe(false);
  });

  it('replaces a different profile number; a second tick writes no second grant', async () => {
    const { id, headers } = await customer('9123456780');
    expect((await order(headers, { whatsappUpdates: true })).statusCode).toBe(201);
    expect(await phoneOf(id)).toBe('9845012345');
    const second = await order(headers, { whatsappUpdates: true }, { phone: '07012345678' });
    expect(second.statusCode, second.body).toBe(201);
    expect(await phoneOf(id)).toBe('7012345678');
    expect(await eventsOf(id)).toHaveLength(1);
  });

  it('a grant withdrawn on the Privacy page is granted again by the next tick', async () => {
    const { id, headers } = await customer();
    expect((await order(headers, { whatsappUpdates: true })).statusCode).toBe(201);
    const off = await session.t.call('PUT', '/api/me/consents/whatsapp_updates', headers, {
      granted: false,
    });
    expect(off.statusCode).toBe(200);
    expect((await order(headers, { whatsappUpdates: true })).statusCode).toBe(201);
    expect((await eventsOf(id)).map((e) => [e.granted, e.channel]).sort()).toEqual([
      [false, 'account'],
      [true, 'checkout'],
      [true, 'checkout'],
    ]);
    expect(await whatsappUpdates(headers)).toBe(true);
  });

  it('refuses the tick for a number that is not an Indian mobile, and places nothing', async () => {
    const { id, headers } = await customer();
    const res = await order(headers, { whatsappUpdates: true }, { phone: '022 2345 6789' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(
      'Order updates on WhatsApp need a 10-digit Indian mobile number',
    );
    expect((await session.t.call('GET', '/api/orders', headers)).json().data.orders).toEqual([]);
    expect(await eventsOf(id)).toEqual([]);
    expect(await phoneOf(id)).toBeNull();
    // The same number without the tick is a fine shipping phone.
    expect((await order(headers, {}, { phone: '022 2345 6789' })).statusCode).toBe(201);
  });

  it('an order that fails records nothing', async () => {
    const { id, headers } = await customer();
    const product = await session.t.makeProduct({ stock: 1 });
    await session.t.addToCart(headers, { productId: product.id, quantity: 1 });
    // Sold out meanwhile: the stock take, the statement carrying the grant, refuses the order.
    await session.t.db.update(products).set({ stock: 0 }).where(eq(products.id, product.id));
    const res = await session.t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      payload: { shipping: testShipping, payment: { method: 'cod' }, whatsappUpdates: true },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.type).toBe('INSUFFICIENT_STOCK');
    expect(await eventsOf(id)).toEqual([]);
    expect(await phoneOf(id)).toBeNull();
  });
});
