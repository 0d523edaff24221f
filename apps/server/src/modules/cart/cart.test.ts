import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';
import { cartItems } from './cart.tables.ts';

const session = useTestApp();

type Headers = { authorization: string };
type Line = { productId: string; quantity: number; notice: string | null; lineTotal: number };

const getCart = async (headers: Headers) =>
  (await session.t.app.inject({ method: 'GET', url: '/api/cart', headers })).json().data;
const add = (headers: Headers, payload: unknown) =>
  session.t.app.inject({ method: 'POST', url: '/api/cart', headers, payload: payload as object });
const put = (headers: Headers, payload: unknown) =>
  session.t.app.inject({ method: 'PUT', url: '/api/cart', headers, payload: payload as object });
const signedIn = async () => session.t.loginAs(await session.t.makeUser());

describe('cart: signed out', () => {
  it('answers 401 to every cart call without a session', async () => {
    const product = await session.t.makeProduct();
    const calls = [
      { method: 'GET', url: '/api/cart' },
      { method: 'POST', url: '/api/cart', payload: { productId: product.id, quantity: 1 } },
      { method: 'PUT', url: '/api/cart', payload: { productId: product.id, quantity: 1 } },
      { method: 'POST', url: '/api/cart/merge', payload: { items: [] } },
      { method: 'DELETE', url: `/api/cart/${product.id}` },
      { method: 'DELETE', url: '/api/cart' },
    ] as const;
    for (const call of calls) {
      const res = await session.t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json().error.type).toBe('UNAUTHENTICATED');
    }
  });
});

describe('cart: adding', () => {
  it('adds a product priced from the catalog, ignoring any price the client sends', async () => {
    const headers = await signedIn();
    const product = await session.t.makeProduct({
      pricePaise: 149_950,
      originalPricePaise: 199_900,
    });
    const res = await add(headers, {
      productId: product.id,
      quantity: 2,
      name: 'Cheap',
      price: 1,
      image: 'x.png',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      totalQuantity: 2,
      subtotal: 2999,
      items: [
        {
          productId: product.id,
          name: product.name,
          price: 1499.5,
          originalPrice: 1999,
          quantity: 2,
          stock: 10,
          inStock: true,
          lineTotal: 2999,
          notice: null,
        },
      ],
    });
    expect(res.json().data.items[0].image).toMatch(/\.webp$/);
  });

  it('defaults the quantity to 1 and sums with a line already in the cart', async () => {
    const headers = await signedIn();
    const product = await session.t.makeProduct();
    await add(headers, { productId: product.id });
    const res = await add(headers, { productId: product.id, quantity: 3 });
    expect(res.json().data.items).toHaveLength(1);
    expect(res.json().data.items[0].quantity).toBe(4);
  });

  it('refuses more than the stock with 409 INSUFFICIENT_STOCK naming the product, storing nothing', async () => {
    const headers = await signedIn();
    const product = await session.t.makeProduct({ name: 'Cessna 182 Trainer', stock: 3 });
    const tooMany = await add(headers, { productId: product.id, quantity: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatchObject({
      type: 'INSUFFICIENT_STOCK',
      message: 'Only 3 of Cessna 182 Trainer in stock',
      details: { productId: product.id, available: 3, requested: 4, inCart: 0 },
    });
    expect((await getCart(headers)).items).toEqual([]);

    await add(headers, { productId: product.id, quantity: 2 });
    const overTheTop = await add(headers, { productId: product.id, quantity: 2 });
    expect(overTheTop.statusCode).toBe(409);
    expect(overTheTop.json().error.message).toBe(
      'Only 3 of Cessna 182 Trainer in stock, and 2 are already in your cart',
    );
    expect((await getCart(headers)).items[0].quantity).toBe(2);
    const upToStock = await add(headers, { productId: product.id, quantity: 1 });
    expect(upToStock.json().data.items[0].quantity).toBe(3);
  });

  it('lets two adds at once take no more than the stock together', async () => {
    const headers = await signedIn();
    const product = await session.t.makeProduct({ stock: 3 });
    await add(headers, { productId: product.id, quantity: 1 });
    const results = await Promise.all([
      add(headers, { productId: product.id, quantity: 2 }),
      add(headers, { productId: product.id, quantity: 2 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await getCart(headers)).items[0].quantity).toBe(3);
  });

  it('refuses a sold-out product, including one marked out of stock with units left', async () => {
    const headers = await signedIn();
    const empty = await session.t.makeProduct({ name: 'Sold Out Glider', stock: 0 });
    const marked = await session.t.makeProduct({
      name: 'Held Back Heli',
      stockStatus: 'out_of_stock',
    });
    for (const [p, name] of [
      [empty, 'Sold Out Glider'],
      [marked, 'Held Back Heli'],
    ] as const) {
      const res = await add(headers, { productId: p.id, quantity: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        type: 'INSUFFICIENT_STOCK',
        message: `${name} is sold out`,
      });
    }
  });

  it('answers 404 PRODUCT_NOT_FOUND for an unknown or disabled product', async () => {
    const headers = await signedIn();
    const disabled = await session.t.makeProduct({ isActive: false });
    for (const productId of [randomUUID(), disabled.id]) {
      const res = await add(headers, { productId, quantity: 1 });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ type: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
    }
    expect((await getCart(headers)).items).toEqual([]);
  });

  it('rejects bad quantities with 400 and a clear message, storing nothing', async () => {
    const headers = await signedIn();
    const product = await session.t.makeProduct({ stock: 5000 });
    const cases: [unknown, string][] = [
      [-5, 'quantity: quantity must be at least 1'],
      [0, 'quantity: quantity must be at least 1'],
      [1.5, 'quantity: quantity must be a whole number'],
      ['2', 'quantity: quantity must be a whole number'],
      [1e9, 'quantity: quantity must be at most 999'],
      [null, 'quantity: quantity must be a whole number'],
    ];
    for (const [quantity, message] of cases) {
      const res = await add(headers, { productId: product.id, quantity });
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(res.json().error).toMatchObject({ type: 'VALIDATION_FAILED', message });
    }
    const badId = await add(headers, { productId: 'not-a-uuid', quantity: 1 });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.message).toBe('productId: Product not found');
    expect((await getCart(headers)).items).toEqual([]);
  });

  it('keeps one line within 999 units even when the stock is larger', async () => {
    const headers = await signedIn();
    const product = await session.t.makeProduct({ stock: 5000 });
    await add(headers, { productId: product.id, quantity: 999 });
    const res = await add(headers, { productId: product.id, quantity: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('quantity: at most 999 of one product per order');
  });
});

describe('cart: setting quantities and removing', () => {
  it('sets a quantity, and a quantity of 0 or less removes the line', async () => {
    const headers = await signedIn();
    const [a, b] = [await session.t.makeProduct(), await session.t.makeProduct()];
    await add(headers, { productId: a.id, quantity: 1 });
    await add(headers, { productId: b.id, quantity: 1 });
    const set = await put(headers, { productId: a.id, quantity: 7 });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.items.map((l: Line) => [l.productId, l.quantity])).toEqual([
      [a.id, 7],
      [b.id, 1],
    ]);
    expect((await put(headers, { productId: a.id, quantity: 0 })).json().data.items).toHaveLength(
      1,
    );
    const negative = await put(headers, { productId: b.id, quantity: -5 });
    expect(negative.statusCode).toBe(200);
    expect(negative.json().data).toEqual({ items: [], totalQuantity: 0, subtotal: 0 });
  });

  it('adds the line when setting a product not yet in the cart', async () => {
    const headers = await signedIn();
    const product = await session.t.makeProduct();
    const res = await put(headers, { productId: product.id, quantity: 2 });
    expect(res.json().data.items[0]).toMatchObject({ productId: product.id, quantity: 2 });
  });

  it('refuses to set more than the stock, leaving the line as it was', async () => {
    const headers = await signedIn();
    const product = await session.t.makeProduct({ name: 'Turbine Jet', stock: 2 });
    await add(headers, { productId: product.id, quantity: 1 });
    const res = await put(headers, { productId: product.id, quantity: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      type: 'INSUFFICIENT_STOCK',
      message: 'Only 2 of Turbine Jet in stock, and 1 is already in your cart',
    });
    expect((await getCart(headers)).items[0].quantity).toBe(1);
  });

  it('rejects bad quantities on PUT and 404s an unknown product', async () => {
    const headers = await signedIn();
    const product = await session.t.makeProduct();
    for (const quantity of [1.5, '2', 1e9, -1e9]) {
      const res = await put(headers, { productId: product.id, quantity });
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(res.json().error.type).toBe('VALIDATION_FAILED');
    }
    const missing = await put(headers, { productId: randomUUID(), quantity: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.type).toBe('PRODUCT_NOT_FOUND');
    expect((await getCart(headers)).items).toEqual([]);
  });

  it('removes one line, treats a missing or malformed id as already removed, and clears', async () => {
    const headers = await signedIn();
    const [a, b] = [await session.t.makeProduct(), await session.t.makeProduct()];
    await add(headers, { productId: a.id, quantity: 1 });
    await add(headers, { productId: b.id, quantity: 2 });
    const removed = await session.t.app.inject({
      method: 'DELETE',
      url: `/api/cart/${a.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.items.map((l: Line) => l.productId)).toEqual([b.id]);
    for (const id of [a.id, randomUUID(), 'nonsense']) {
      const again = await session.t.app.inject({
        method: 'DELETE',
        url: `/api/cart/${id}`,
        headers,
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.totalQuantity).toBe(2);
    }
    const cleared = await session.t.app.inject({ method: 'DELETE', url: '/api/cart', headers });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toEqual({ items: [], totalQuantity: 0, subtotal: 0 });
    expect((await getCart(headers)).items).toEqual([]);
  });
});

describe('cart: reading reflects the catalog now', () => {
  it('shows the current price after the catalog changes it', async () => {
    const headers = await signedIn();
    const product = await session.t.makeProduct({ pricePaise: 100_000 });
    await add(headers, { productId: product.id, quantity: 2 });
    await session.t.db
      .update(products)
      .set({ pricePaise: 90_000 })
      .where(eq(products.id, product.id));
    const cart = await getCart(headers);
    expect(cart.items[0]).toMatchObject({ price: 900, lineTotal: 1800 });
    expect(cart.subtotal).toBe(1800);
  });

  it('clips a line to the stock with a notice, and stores the clipped quantity', async () => {
    const headers = await signedIn();
    const product = await session.t.makeProduct({ stock: 10 });
    await add(headers, { productId: product.id, quantity: 8 });
    await session.t.db.update(products).set({ stock: 3 }).where(eq(products.id, product.id));
    const cart = await getCart(headers);
    expect(cart.items[0]).toMatchObject({
      quantity: 3,
      stock: 3,
      notice: 'Only 3 left: quantity reduced to 3',
    });
    expect(cart.totalQuantity).toBe(3);
    const again = await getCart(headers);
    expect(again.items[0]).toMatchObject({ quantity: 3, notice: null });
  });

  it('flags a sold-out line and leaves it out of the totals', async () => {
    const headers = await signedIn();
    const [gone, fine] = [
      await session.t.makeProduct(),
      await session.t.makeProduct({ pricePaise: 50_000 }),
    ];
    await add(headers, { productId: gone.id, quantity: 2 });
    await add(headers, { productId: fine.id, quantity: 1 });
    await session.t.db.update(products).set({ stock: 0 }).where(eq(products.id, gone.id));
    const cart = await getCart(headers);
    expect(cart.items[0]).toMatchObject({
      productId: gone.id,
      quantity: 2,
      inStock: false,
      lineTotal: 0,
      notice: 'Sold out',
    });
    expect(cart).toMatchObject({ totalQuantity: 1, subtotal: 500 });
  });

  it('drops lines of products that were disabled, and shows them again when re-enabled', async () => {
    const headers = await signedIn();
    const [hidden, kept] = [await session.t.makeProduct(), await session.t.makeProduct()];
    await add(headers, { productId: hidden.id, quantity: 1 });
    await add(headers, { productId: kept.id, quantity: 1 });
    await session.t.db.update(products).set({ isActive: false }).where(eq(products.id, hidden.id));
    expect((await getCart(headers)).items.map((l: Line) => l.productId)).toEqual([kept.id]);
    await session.t.db.update(products).set({ isActive: true }).where(eq(products.id, hidden.id));
    expect((await getCart(headers)).items).toHaveLength(2);
  });
});

describe('cart: merging the guest cart on sign-in', () => {
  it('adds each line, caps at stock silently, skips unknown, disabled and sold-out products', async () => {
    const headers = await signedIn();
    const [kept, capped, disabled, soldOut] = [
      await session.t.makeProduct({ stock: 10 }),
      await session.t.makeProduct({ stock: 4 }),
      await session.t.makeProduct({ isActive: false }),
      await session.t.makeProduct({ stock: 0 }),
    ];
    await add(headers, { productId: kept.id, quantity: 2 });
    const res = await session.t.app.inject({
      method: 'POST',
      url: '/api/cart/merge',
      headers,
      payload: {
        items: [
          { productId: kept.id, quantity: 3 },
          { productId: capped.id, quantity: 9 },
          { productId: randomUUID(), quantity: 1 },
          { productId: disabled.id, quantity: 1 },
          { productId: soldOut.id, quantity: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.map((l: Line) => [l.productId, l.quantity, l.notice])).toEqual([
      [kept.id, 5, null],
      [capped.id, 4, null],
    ]);
    expect(res.json().data.totalQuantity).toBe(9);
  });

  it('sums repeated guest lines, and an empty guest cart answers the cart as it is', async () => {
    const headers = await signedIn();
    const product = await session.t.makeProduct();
    const merged = await session.t.app.inject({
      method: 'POST',
      url: '/api/cart/merge',
      headers,
      payload: {
        items: [
          { productId: product.id, quantity: 1 },
          { productId: product.id, quantity: 2 },
        ],
      },
    });
    expect(merged.json().data.items[0].quantity).toBe(3);
    const empty = await session.t.app.inject({
      method: 'POST',
      url: '/api/cart/merge',
      headers,
      payload: { items: [] },
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data.totalQuantity).toBe(3);
  });

  it('rejects a malformed guest cart with 400, storing nothing', async () => {
    const headers = await signedIn();
    const product = await session.t.makeProduct();
    for (const items of [
      [{ productId: product.id, quantity: 0 }],
      [{ productId: product.id, quantity: 1.5 }],
      [{ productId: product.id, quantity: '2' }],
      [{ productId: 'nope', quantity: 1 }],
      Array.from({ length: 101 }, () => ({ productId: product.id, quantity: 1 })),
      'not a list',
    ]) {
      const res = await session.t.app.inject({
        method: 'POST',
        url: '/api/cart/merge',
        headers,
        payload: { items },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.type).toBe('VALIDATION_FAILED');
    }
    expect((await getCart(headers)).items).toEqual([]);
  });
});

describe('cart: ownership', () => {
  it("never touches another customer's cart", async () => {
    const [alice, bob] = [await signedIn(), await signedIn()];
    const product = await session.t.makeProduct();
    await add(alice, { productId: product.id, quantity: 2 });
    expect((await getCart(bob)).items).toEqual([]);
    await session.t.app.inject({ method: 'DELETE', url: `/api/cart/${product.id}`, headers: bob });
    await session.t.app.inject({ method: 'DELETE', url: '/api/cart', headers: bob });
    await put(bob, { productId: product.id, quantity: 0 });
    expect((await getCart(alice)).items[0].quantity).toBe(2);
    const rows = await session.t.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.productId, product.id));
    expect(rows).toHaveLength(1);
  });
});
