import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, testShipping as shipping } from '../../test/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';
import { couponRedemptions, coupons } from '../coupons/coupons.tables.ts';
import { inventoryMovements } from '../inventory/inventory.tables.ts';
import { outboxEmails } from '../notifications/notifications.tables.ts';
import { invoices, orders } from './orders.tables.ts';

const session = useTestApp({ paymentMethods: true });

type Headers = { authorization: string };

const customer = async () => session.t.loginAs(await session.t.makeUser());
const addToCart = (headers: Headers, productId: string, quantity = 1) =>
  session.t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers,
    payload: { productId, quantity },
  });
const placeOrder = (headers: Headers, payload: object, key: string | null = randomUUID()) =>
  session.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload,
  });
const cod = { shipping, payment: { method: 'cod' } };
const stockOf = async (id: string) =>
  (
    await session.t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id))
  )[0]!.stock;

describe('placing an order', () => {
  it('prices the order from the server cart and ignores prices, totals, user and payment status in the body', async () => {
    const headers = await customer();
    const other = await session.t.makeUser();
    const product = await session.t.makeProduct({ pricePaise: 50_000, stock: 5 });
    await addToCart(headers, product.id, 2);
    const res = await placeOrder(headers, {
      ...cod,
      user: other.id,
      userId: other.id,
      items: [{ product: product.id, name: 'x', price: 1, quantity: 2 }],
      summary: { subtotal: 1, total: 1, tax: 0, shipping: 0, discount: 0 },
      payment: { method: 'cod', status: 'paid' },
      paymentStatus: 'paid',
      status: 'delivered',
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data.order;
    // 2 × ₹500 = ₹1,000 ≥ threshold: free shipping. Prices include GST: the total is ₹1,000, of
    // which GST at 18% is 1,000 − round(1,000 × 100 / 118) = 1,000 − 847.46 = ₹152.54.
    expect(order.summary).toMatchObject({
      subtotal: 1000,
      shipping: 0,
      tax: 152.54,
      total: 1000,
      shippingTax: 0,
      taxIncluded: true,
    });
    // Karnataka to a Karnataka shop: CGST + SGST.
    expect(order.summary).toMatchObject({ cgst: 76.27, sgst: 76.27, igst: 0 });
    expect(order.status).toBe('confirmed');
    expect(order.payment).toMatchObject({ method: 'cod', status: 'pending' });
    expect(order.orderNumber).toMatch(/^PW-\d{4}-[2-9A-HJ-NP-Z]{5}$/);
    expect(order.timeline.map((e: { status: string }) => e.status)).toEqual([
      'pending',
      'confirmed',
    ]);
    // No tax invoice at checkout: it is issued when the order is packed.
    expect(order).toMatchObject({ invoiceNumber: null, receiptNumber: null });

    const [row] = await session.t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.userId).not.toBe(other.id);
    expect(row!.totalPaise).toBe(100_000);
    expect(row!.pricesIncludeTax).toBe(true);
    expect(row!.warehouse).toBe('South Bengaluru');
    expect(await stockOf(product.id)).toBe(3);
    const cart = await session.t.app.inject({ method: 'GET', url: '/api/cart', headers });
    expect(cart.json().data.items).toEqual([]);
    const moves = await session.t.db
      .select()
      .from(inventoryMovements)
      .where(eq(inventoryMovements.orderId, order.id));
    expect(moves).toMatchObject([{ delta: -2, stockAfter: 3, reason: 'sale' }]);
  });

  it("keeps each line's category by name, not by its slug", async () => {
    const headers = await customer();
    const category = await session.t.makeCategory({
      slug: 'batteries-chargers',
      name: 'Batteries & Chargers',
    });
    const product = await session.t.makeProduct({ categoryId: category.id });
    await addToCart(headers, product.id);
    const res = await placeOrder(headers, cod);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data.order;
    expect(order.items[0].category).toBe('Batteries & Chargers');
    const again = await session.t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers,
    });
    expect(again.json().data.items[0].category).toBe('Batteries & Chargers');
  });

  it('creates an online order pending with payment pending, and no invoice yet', async () => {
    const headers = await customer();
    const product = await session.t.makeProduct({ pricePaise: 20_000 });
    await addToCart(headers, product.id);
    const res = await placeOrder(headers, {
      shipping: { ...shipping, state: 'Gujarat', pincode: '380001' },
      payment: { method: 'upi' },
      shippingMethod: 'express',
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data.order;
    expect(order).toMatchObject({ status: 'pending', invoiceNumber: null });
    const [row] = await session.t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.priority).toBe('high');
    expect(order.payment.status).toBe('pending');
    expect(order.can).toEqual({
      cancel: true,
      reorder: false,
      pay: true,
      confirmCod: false,
      payNow: false,
    });
    // ₹200 below the threshold, express ₹199; Gujarat is another state: IGST. GST contained:
    // goods 200 − round(200 / 1.18) = 200 − 169.49 = 30.51; shipping 199 − 168.64 = 30.36.
    expect(order.summary).toMatchObject({
      subtotal: 200,
      shipping: 199,
      shippingTax: 30.36,
      tax: 60.87,
      igst: 60.87,
      cgst: 0,
      total: 399,
    });
  });

  it('emails the customer', async () => {
    const headers = await customer();
    const product = await session.t.makeProduct();
    await addToCart(headers, product.id);
    const res = await placeOrder(headers, {
      ...cod,
      shipping: { ...shipping, email: 'mail-check@example.com' },
    });
    const number = res.json().data.order.orderNumber;
    await expect
      .poll(async () =>
        (
          await session.t.db
            .select({ subject: outboxEmails.subject })
            .from(outboxEmails)
            .where(eq(outboxEmails.to, 'mail-check@example.com'))
        ).map((r) => r.subject),
      )
      .toEqual([`Order ${number} received`]);
  });

  it('refuses bad input with clear messages and stores nothing', async () => {
    const headers = await customer();
    const product = await session.t.makeProduct();
    await addToCart(headers, product.id);
    const cases: [object, RegExp][] = [
      [{ payment: { method: 'cod' } }, /shipping/],
      [{ ...cod, shipping: { ...shipping, pincode: '12345' } }, /Pincode must be 6 digits/],
      [{ ...cod, shipping: { ...shipping, name: '' } }, /Name is required/],
      [{ ...cod, shipping: { ...shipping, state: 'Atlantis' } }, /state/],
      [{ shipping, payment: { method: 'bitcoin' } }, /Please select a payment method/],
      [{ shipping }, /payment/],
      [{ ...cod, shippingMethod: 'teleport' }, /shippingMethod/],
    ];
    for (const [payload, message] of cases) {
      const res = await placeOrder(headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    const missingKey = await placeOrder(headers, cod, null);
    expect(missingKey.statusCode).toBe(400);
    expect(missingKey.json().error.message).toMatch(/Idempotency-Key/);
    const [n] = await session.t.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.customerEmail, 'nobody'));
    expect(n!.n).toBe(0);
    expect(await stockOf(product.id)).toBe(10);
  });

  it('refuses an empty cart', async () => {
    const res = await placeOrder(await customer(), cod);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Your cart is empty');
  });

  it('answers PRODUCT_NOT_FOUND for a disabled product and drops it from the cart', async () => {
    const headers = await customer();
    const product = await session.t.makeProduct();
    await addToCart(headers, product.id);
    await session.t.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    const res = await placeOrder(headers, cod);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.type).toBe('PRODUCT_NOT_FOUND');
    await session.t.db.update(products).set({ isActive: true }).where(eq(products.id, product.id));
    const cart = await session.t.app.inject({ method: 'GET', url: '/api/cart', headers });
    expect(cart.json().data.items).toEqual([]);
  });

  it('refuses COD above the limit and offers the other methods', async () => {
    const headers = await customer();
    const product = await session.t.makeProduct({
      pricePaise: 6_000_000,
      originalPricePaise: 6_000_000,
    });
    await addToCart(headers, product.id);
    const quote = await session.t.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      headers,
      payload: { state: 'Karnataka' },
    });
    expect(quote.statusCode).toBe(200);
    const types = quote.json().data.paymentMethods.map((m: { type: string }) => m.type);
    expect(types).not.toContain('cod');
    expect(types).toContain('upi');
    expect(quote.json().data.codLimit).toBe(50_000);
    const res = await placeOrder(headers, cod);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Cash on delivery is available for orders up to ₹50,000');
  });
});

describe('stock and money under concurrency', () => {
  it('20 parallel orders for the last unit: exactly one succeeds, the rest INSUFFICIENT_STOCK, stock 0', async () => {
    const product = await session.t.makeProduct({ stock: 1 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => customer()));
    for (const headers of buyers)
      expect((await addToCart(headers, product.id)).statusCode).toBe(200);
    const results = await Promise.all(buyers.map((headers) => placeOrder(headers, cod)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error.type).toBe('INSUFFICIENT_STOCK');
      expect(r.json().error.message).toContain(product.name);
    }
    expect(await stockOf(product.id)).toBe(0);
  });

  it('parallel orders of the same products, added in opposite orders, all succeed and take every line once', async () => {
    const a = await session.t.makeProduct({ stock: 50 });
    const b = await session.t.makeProduct({ stock: 50 });
    const c = await session.t.makeProduct({ stock: 50 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => customer()));
    for (const [i, headers] of buyers.entries()) {
      for (const p of i % 2 ? [a, b, c] : [c, b, a]) await addToCart(headers, p.id, 2);
    }
    const results = await Promise.all(buyers.map((headers) => placeOrder(headers, cod)));
    expect(results.map((r) => r.statusCode)).toEqual(buyers.map(() => 201));
    for (const p of [a, b, c]) expect(await stockOf(p.id)).toBe(30);
    const orderIds = results.map((r) => r.json().data.order.id as string);
    const moves = await session.t.db
      .select({ orderId: inventoryMovements.orderId, delta: inventoryMovements.delta })
      .from(inventoryMovements)
      .where(inArray(inventoryMovements.orderId, orderIds));
    expect(moves).toHaveLength(30);
    expect(moves.every((m) => m.delta === -2)).toBe(true);
  });

  it('a retry gets the first answer exactly', async () => {
    const headers = await customer();
    const product = await session.t.makeProduct();
    await addToCart(headers, product.id);
    const key = randomUUID();
    const first = await placeOrder(headers, cod, key);
    expect(first.statusCode).toBe(201);
    expect(first.json().data.order.orderNumber).toMatch(/^PW-/);
    const retry = await placeOrder(headers, cod, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    // The answer is what was stored: the order read back says the same.
    const read = await session.t.app.inject({
      method: 'GET',
      url: `/api/orders/${first.json().data.order.id}`,
      headers,
    });
    const { items: readItems, ...readOrder } = read.json().data;
    const { items: firstItems, ...firstOrder } = first.json().data.order;
    expect(readOrder).toEqual(firstOrder);
    expect(readItems).toEqual(firstItems);
  });

  it('the same Idempotency-Key 10 times in parallel makes one order', async () => {
    const headers = await customer();
    const product = await session.t.makeProduct();
    await addToCart(headers, product.id, 2);
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(headers, cod, key)),
    );
    const ids = new Set<string>();
    for (const r of results) {
      if (r.statusCode === 409) {
        expect(r.json().error.type).toBe('CONFLICT');
        continue;
      }
      expect([200, 201]).toContain(r.statusCode);
      ids.add(r.json().data.order.id);
    }
    expect(ids.size).toBe(1);
    const retry = await placeOrder(headers, cod, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data.order.id).toBe([...ids][0]);
    const [n] = await session.t.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.id, [...ids][0]!));
    expect(n!.n).toBe(1);
    expect(await stockOf(product.id)).toBe(8);

    const other = await placeOrder(headers, { ...cod, shippingMethod: 'express' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.type).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('a failed attempt releases its key so the same key can retry', async () => {
    const headers = await customer();
    const key = randomUUID();
    expect((await placeOrder(headers, cod, key)).statusCode).toBe(400);
    const product = await session.t.makeProduct();
    await addToCart(headers, product.id);
    expect((await placeOrder(headers, cod, key)).statusCode).toBe(201);
  });

  it('a coupon with one use left, used by 10 customers in parallel, is redeemed once', async () => {
    const code = `ONCE${Date.now().toString(36).toUpperCase()}`;
    const [coupon] = await session.t.db
      .insert(coupons)
      .values({ code, discountType: 'percentage', discountValue: 5, maxUses: 1 })
      .returning();
    const buyers = await Promise.all(Array.from({ length: 10 }, () => customer()));
    const product = await session.t.makeProduct({ stock: 100 });
    for (const headers of buyers) await addToCart(headers, product.id);
    const results = await Promise.all(
      buyers.map((headers) => placeOrder(headers, { ...cod, couponCode: code })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode).toBe(400);
      expect(r.json().error.message).toBe('This coupon has been fully used');
    }
    const [used] = await session.t.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(used!.usedCount).toBe(1);
    const [redemptions] = await session.t.db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon!.id));
    expect(redemptions!.n).toBe(1);
    expect(await stockOf(product.id)).toBe(99);
  });
});

describe('coupons', () => {
  const welcome = async () => {
    const code = `WELCOME${Date.now().toString(36).toUpperCase()}`;
    await session.t.db.insert(coupons).values({
      code,
      discountType: 'percentage',
      discountValue: 10,
      firstOrderOnly: true,
      perCustomerLimit: 1,
    });
    return code;
  };

  it('rounds the amount payable to the rupee: WELCOME10 on ₹4,999 by COD is ₹4,499, round off −₹0.10', async () => {
    const code = await welcome();
    const headers = await customer();
    const product = await session.t.makeProduct({
      pricePaise: 499_900,
      originalPricePaise: 499_900,
    });
    await addToCart(headers, product.id);
    const quote = await session.t.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      headers,
      payload: { state: 'Karnataka', couponCode: code },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    // ₹4,999 − 10% = ₹4,499.10 exact; GST is that of the exact amount, the round off untaxed.
    expect(quote.json().data).toMatchObject({
      subtotal: 4999,
      discount: 499.9,
      shipping: 0,
      tax: 686.3,
      roundOff: -0.1,
      total: 4499,
    });
    const res = await placeOrder(headers, { ...cod, couponCode: code });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data.order;
    expect(order.summary).toMatchObject({ total: 4499, roundOff: -0.1, tax: 686.3 });
    const mine = await session.t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers,
    });
    expect(mine.json().data.summary).toMatchObject({ total: 4499, roundOff: -0.1 });
    await expect
      .poll(async () =>
        (
          await session.t.db
            .select({ text: outboxEmails.text })
            .from(outboxEmails)
            .where(eq(outboxEmails.subject, `Order ${order.orderNumber} received`))
        ).map((r) => r.text.split('\n').find((l) => l.startsWith('Total:'))),
      )
      .toEqual(['Total: ₹4,499.00 (inclusive of all taxes; GST ₹686.30; round off −₹0.10)']);
  });

  it('validates against the server cart, ignoring the client cartTotal', async () => {
    const code = await welcome();
    const headers = await customer();
    const product = await session.t.makeProduct({
      pricePaise: 250_000,
      originalPricePaise: 250_000,
    });
    await addToCart(headers, product.id);
    const res = await session.t.app.inject({
      method: 'POST',
      url: '/api/coupons/validate',
      headers,
      payload: { code: code.toLowerCase(), cartTotal: 999_999 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      code,
      discount: 250,
      message: 'Coupon applied! You saved ₹250',
    });
  });

  it('gives the reason a coupon does not apply', async () => {
    const headers = await customer();
    const product = await session.t.makeProduct({ pricePaise: 10_000, originalPricePaise: 10_000 });
    await addToCart(headers, product.id);
    const past = new Date(Date.now() - 86_400_000);
    const suffix = Date.now().toString(36).toUpperCase();
    await session.t.db.insert(coupons).values([
      { code: `OLD${suffix}`, discountType: 'fixed', discountValue: 100, validUntil: past },
      { code: `OFF${suffix}`, discountType: 'fixed', discountValue: 100, isActive: false },
      {
        code: `BIG${suffix}`,
        discountType: 'fixed',
        discountValue: 100,
        minPurchasePaise: 500_000,
      },
    ]);
    const cases: [string, string][] = [
      ['NOPE-NOT-A-CODE', 'Invalid coupon'],
      [`OLD${suffix}`, 'This coupon has expired'],
      [`OFF${suffix}`, 'This coupon is not active'],
      [`BIG${suffix}`, 'Minimum purchase of ₹5,000 required'],
    ];
    for (const [code, message] of cases) {
      const res = await session.t.app.inject({
        method: 'POST',
        url: '/api/coupons/validate',
        headers,
        payload: { code, cartTotal: 100 },
      });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('a first-order coupon works once, then is refused on the second order', async () => {
    const code = await welcome();
    const headers = await customer();
    const product = await session.t.makeProduct({
      pricePaise: 100_000,
      originalPricePaise: 100_000,
    });
    await addToCart(headers, product.id);
    const first = await placeOrder(headers, { ...cod, couponCode: code });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.order.summary).toMatchObject({
      subtotal: 1000,
      discount: 100,
      // ₹900 paid contains 900 − round(900 × 100 / 118) = 900 − 762.71 = ₹137.29 GST.
      tax: 137.29,
      total: 900,
    });
    await addToCart(headers, product.id);
    const second = await placeOrder(headers, { ...cod, couponCode: code });
    expect(second.statusCode).toBe(400);
    expect(second.json().error.message).toBe('This coupon is valid on your first order only');
  });
});

describe("the customer's orders", () => {
  async function orderFor(headers: Headers, stock = 5) {
    const product = await session.t.makeProduct({ stock });
    await addToCart(headers, product.id, 2);
    const res = await placeOrder(headers, cod);
    return { order: res.json().data.order, product };
  }

  it('lists only my orders, newest first, paginated and filtered by status', async () => {
    const headers = await customer();
    const a = await orderFor(headers);
    const b = await orderFor(headers);
    await orderFor(await customer());
    const res = await session.t.app.inject({ method: 'GET', url: '/api/orders?limit=1', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pagination).toMatchObject({ total: 2, totalPages: 2, page: 1 });
    expect(res.json().data.orders.map((o: { id: string }) => o.id)).toEqual([b.order.id]);
    const page2 = await session.t.app.inject({
      method: 'GET',
      url: '/api/orders?limit=1&page=2',
      headers,
    });
    expect(page2.json().data.orders[0].id).toBe(a.order.id);
    const shipped = await session.t.app.inject({
      method: 'GET',
      url: '/api/orders?status=shipped',
      headers,
    });
    expect(shipped.json().data.orders).toEqual([]);
    const bad = await session.t.app.inject({
      method: 'GET',
      url: '/api/orders?status=lost',
      headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("answers another customer's order exactly like a missing one", async () => {
    const { order } = await orderFor(await customer());
    const stranger = await customer();
    for (const url of [
      `/api/orders/${order.id}`,
      `/api/orders/${order.orderNumber}`,
      `/api/orders/${order.id}/tracking`,
      `/api/orders/${randomUUID()}`,
    ]) {
      const res = await session.t.app.inject({ method: 'GET', url, headers: stranger });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBe('Order not found or access denied');
    }
    const cancel = await session.t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/cancel`,
      headers: stranger,
      payload: {},
    });
    expect(cancel.statusCode).toBe(404);
  });

  it('GET /api/orders/:id answers an admin for any order; the owner still reads their own', async () => {
    const owner = await customer();
    const { order } = await orderFor(owner);
    const admin = await session.t.loginAs(await session.t.makeUser({ role: 'admin' }));
    for (const key of [order.id, order.orderNumber]) {
      const res = await session.t.app.inject({
        method: 'GET',
        url: `/api/orders/${key}`,
        headers: admin,
      });
      expect(res.statusCode, key).toBe(200);
      expect(res.json().data).toMatchObject({ id: order.id, orderNumber: order.orderNumber });
    }
    const own = await session.t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: owner,
    });
    expect(own.json().data.id).toBe(order.id);
    const missing = await session.t.app.inject({
      method: 'GET',
      url: `/api/orders/${randomUUID()}`,
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    const visitor = await session.t.app.inject({ method: 'GET', url: `/api/orders/${order.id}` });
    expect(visitor.statusCode).toBe(401);
  });

  it("keeps the shop's own fields (priority, warehouse) out of the customer's responses", async () => {
    const owner = await customer();
    const { order } = await orderFor(owner);
    const reads = [
      order,
      (
        await session.t.app.inject({
          method: 'GET',
          url: `/api/orders/${order.id}`,
          headers: owner,
        })
      ).json().data,
      (await session.t.app.inject({ method: 'GET', url: '/api/orders', headers: owner })).json()
        .data.orders[0],
      (
        await session.t.app.inject({
          method: 'GET',
          url: `/api/orders/${order.id}/tracking`,
          headers: owner,
        })
      ).json().data,
      (
        await session.t.app.inject({
          method: 'GET',
          url: `/api/orders/track?orderNumber=${order.orderNumber}&contact=${shipping.email}`,
        })
      ).json().data,
    ];
    for (const read of reads) {
      expect(read.orderNumber).toBe(order.orderNumber);
      expect(read).not.toHaveProperty('priority');
      expect(read).not.toHaveProperty('warehouse');
      expect(read.fulfillment ?? {}).not.toHaveProperty('warehouse');
    }
    const admin = await session.t.loginAs(await session.t.makeUser({ role: 'admin' }));
    const detail = await session.t.app.inject({
      method: 'GET',
      url: `/api/orders/admin/${order.id}`,
      headers: admin,
    });
    expect(detail.json().data).toMatchObject({
      priority: 'normal',
      fulfillment: { warehouse: 'South Bengaluru' },
    });
  });

  it('cancel twice restores the stock once; the coupon use comes back', async () => {
    const headers = await customer();
    const { order, product } = await orderFor(headers);
    expect(await stockOf(product.id)).toBe(3);
    const cancel = () =>
      session.t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order.id}/cancel`,
        headers,
        payload: { reason: 'Cancelled by customer' },
      });
    const [one, two] = await Promise.all([cancel(), cancel()]);
    const codes = [one.statusCode, two.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const ok = one.statusCode === 200 ? one : two;
    expect(ok.json().data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Cancelled by customer',
    });
    expect(await stockOf(product.id)).toBe(5);
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('The order is already cancelled.');
  });

  it('refuses to cancel a shipped order with a clear message', async () => {
    const headers = await customer();
    const { order, product } = await orderFor(headers);
    await session.t.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, order.id));
    const res = await session.t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/cancel`,
      headers,
      payload: {},
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('An order that is shipped cannot be moved to cancelled.');
    expect(await stockOf(product.id)).toBe(3);
  });

  it("reorders a delivered order at today's price, capped at stock; not before delivery", async () => {
    const headers = await customer();
    const { order, product } = await orderFor(headers, 3);
    const early = await session.t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/reorder`,
      headers,
    });
    expect(early.statusCode).toBe(409);
    await session.t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    await session.t.db
      .update(products)
      .set({ pricePaise: 77_700 })
      .where(eq(products.id, product.id));
    const res = await session.t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/reorder`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    // Two were ordered, one is left in stock.
    expect(res.json().data.cart.items).toMatchObject([
      { productId: product.id, quantity: 1, price: 777 },
    ]);
  });

  it('tracks by order number for a guest with the email or phone of the order', async () => {
    const { order } = await orderFor(await customer());
    const track = (orderNumber: string, contact: string) =>
      session.t.app.inject({
        method: 'GET',
        url: `/api/orders/track?orderNumber=${encodeURIComponent(orderNumber)}&contact=${encodeURIComponent(contact)}`,
      });
    const byEmail = await track(order.orderNumber, 'ASHA@example.com');
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().data).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'confirmed',
      itemCount: 2,
      shipping: { city: 'Bengaluru', pincode: '560038' },
    });
    expect((await track(order.orderNumber, '9845012345')).statusCode).toBe(200);
    const wrong = await track(order.orderNumber, 'someone@example.com');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.message).toBe('Order not found');
  });
});

describe('invoices at packing (docs/decisions/invoice-timing.md)', () => {
  it('gives a COD order no invoice at placing, and one at processing, numbered without gaps', async () => {
    const headers = await customer();
    const admin = await session.t.loginAs(await session.t.makeUser({ role: 'admin' }));
    const placed: { id: string; invoiceNumber: string | null }[] = [];
    for (let i = 0; i < 3; i++) {
      const product = await session.t.makeProduct();
      await addToCart(headers, product.id);
      placed.push((await placeOrder(headers, cod)).json().data.order);
    }
    expect(placed.map((o) => o.invoiceNumber)).toEqual([null, null, null]);
    const early = await session.t.call('GET', `/api/orders/${placed[0]!.id}/invoice`, headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('The invoice is issued when the order is packed.');

    const numbers: string[] = [];
    for (const order of placed) {
      const packed = await session.t.call('PUT', `/api/orders/admin/${order.id}/status`, admin, {
        status: 'processing',
      });
      expect(packed.statusCode, packed.body).toBe(200);
      numbers.push(packed.json().data.invoiceNumber);
    }
    expect(numbers[0]).toMatch(/^PW\/\d{2}-\d{2}\/\d{6}$/);
    const seq = numbers.map((n) => Number(n.split('/')[2]));
    expect(seq[1]).toBe(seq[0]! + 1);
    expect(seq[2]).toBe(seq[0]! + 2);

    // Shipped later: the invoice stays the one issued at packing.
    const shipped = await session.t.call(
      'PUT',
      `/api/orders/admin/${placed[0]!.id}/status`,
      admin,
      { status: 'shipped' },
    );
    expect(shipped.json().data.invoiceNumber).toBe(numbers[0]);
    const [row] = await session.t.db
      .select({ n: count() })
      .from(invoices)
      .where(and(eq(invoices.orderId, placed[0]!.id)));
    expect(row!.n).toBe(1);
    const mine = await session.t.call('GET', `/api/orders/${placed[0]!.id}`, headers);
    expect(mine.json().data.invoiceNumber).toBe(numbers[0]);
  });
});
