import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp, testShipping as shipping } from '../../../test/test-app.ts';

const session = useTestApp({ paymentMethods: true });

type Headers = { authorization: string };

async function customerWithCart(): Promise<Headers> {
  const headers = await session.t.loginAs(await session.t.makeUser());
  const product = await session.t.makeProduct();
  await session.t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers,
    payload: { productId: product.id, quantity: 1 },
  });
  return headers;
}
const placeOrder = (headers: Headers, payload: object) =>
  session.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload,
  });

const note = 'Please call before delivery <script>alert("x")</script> & ring twice';

describe('landmark and note on an order', () => {
  it('keeps both, prints the landmark on the invoice and shows the note to the admin only as text', async () => {
    const headers = await customerWithCart();
    const res = await placeOrder(headers, {
      shipping: { ...shipping, landmark: '  Near Shiva temple ' },
      payment: { method: 'cod' },
      note: `  ${note}\n`,
    });
    expect(res.statusCode).toBe(201);
    const placed = res.json().data.order;
    expect(placed.shipping.landmark).toBe('Near Shiva temple');
    expect(placed.note).toBe(note);

    // The customer's own order page reads the same.
    const mine = await session.t.app.inject({ url: `/api/orders/${placed.id}`, headers });
    expect(mine.json().data).toMatchObject({
      note,
      shipping: { landmark: 'Near Shiva temple' },
    });

    // The admin's order detail: the note as stored text, never turned into markup.
    const admin = await session.t.loginAs(await session.t.makeUser({ role: 'admin' }));
    const asAdmin = await session.t.app.inject({
      url: `/api/orders/admin/${placed.id}`,
      headers: admin,
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().data.note).toBe(note);
    expect(asAdmin.json().data.shipping.landmark).toBe('Near Shiva temple');

    // The invoice (issued when the admin packs the order) prints the landmark and never the note.
    await session.t.packOrder(admin, placed.id);
    const invoice = await session.t.app.inject({
      url: `/api/orders/${placed.id}/invoice`,
      headers,
    });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.body).toContain('Landmark: Near Shiva temple');
    expect(invoice.body).not.toContain('call before delivery');
    expect(invoice.body).not.toContain('alert(');
  });

  it('takes an order without a landmark or a note', async () => {
    const res = await placeOrder(await customerWithCart(), {
      shipping,
      payment: { method: 'cod' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.order).toMatchObject({ note: '', shipping: { landmark: '' } });
  });

  it('refuses an over-long note or landmark with a clear message', async () => {
    const headers = await customerWithCart();
    const longNote = await placeOrder(headers, {
      shipping,
      payment: { method: 'cod' },
      note: 'n'.repeat(501),
    });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().error.message).toBe('note: The note must be at most 500 characters');

    const longLandmark = await placeOrder(headers, {
      shipping: { ...shipping, landmark: 'l'.repeat(81) },
      payment: { method: 'cod' },
    });
    expect(longLandmark.statusCode).toBe(400);
    expect(longLandmark.json().error.message).toBe(
      'shipping.landmark: Landmark must be at most 80 characters',
    );
  });

  it('quotes the same with or without a note (the quote ignores it)', async () => {
    const headers = await customerWithCart();
    const quote = (payload: object) =>
      session.t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers, payload });
    const plain = await quote({ state: 'Karnataka' });
    const withNote = await quote({ state: 'Karnataka', note: 'x'.repeat(900) });
    expect(withNote.statusCode).toBe(200);
    expect(withNote.json().data.total).toBe(plain.json().data.total);
  });
});
