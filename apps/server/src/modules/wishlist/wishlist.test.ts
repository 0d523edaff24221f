import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = { authorization: string };
type Card = { id: string };

const list = async (headers: Headers): Promise<Card[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/wishlist', headers })).json().data;
const add = (headers: Headers, productId: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/wishlist', headers, payload: { productId } });
const ids = (cards: Card[]) => cards.map((c) => c.id);
const signedIn = async () => t.loginAs(await t.makeUser());

describe('wishlist', () => {
  it('answers 401 to every call without a session', async () => {
    const product = await t.makeProduct();
    const calls = [
      { method: 'GET', url: '/api/wishlist' },
      { method: 'POST', url: '/api/wishlist', payload: { productId: product.id } },
      { method: 'DELETE', url: `/api/wishlist/${product.id}` },
      { method: 'DELETE', url: '/api/wishlist' },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json().error.type).toBe('UNAUTHENTICATED');
    }
  });

  it('lists product cards newest first, and adding twice changes nothing', async () => {
    const headers = await signedIn();
    const [a, b] = [
      await t.makeProduct({ pricePaise: 250_000, originalPricePaise: 300_000 }),
      await t.makeProduct(),
    ];
    expect(await list(headers)).toEqual([]);
    const first = await add(headers, a.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().data[0]).toMatchObject({
      id: a.id,
      name: a.name,
      price: 2500,
      originalPrice: 3000,
      inStock: true,
    });
    await add(headers, b.id);
    const again = await add(headers, a.id);
    expect(again.statusCode).toBe(200);
    expect(ids(again.json().data)).toEqual([b.id, a.id]);
    expect(ids(await list(headers))).toEqual([b.id, a.id]);
  });

  it('answers 404 PRODUCT_NOT_FOUND for an unknown or disabled product, 400 for a malformed id', async () => {
    const headers = await signedIn();
    const disabled = await t.makeProduct({ isActive: false });
    for (const productId of [randomUUID(), disabled.id]) {
      const res = await add(headers, productId);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ type: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
    }
    for (const productId of ['nope', 42, undefined]) {
      const res = await add(headers, productId);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.type).toBe('VALIDATION_FAILED');
    }
    expect(await list(headers)).toEqual([]);
  });

  it('hides products disabled after they were saved', async () => {
    const headers = await signedIn();
    const [hidden, kept] = [await t.makeProduct(), await t.makeProduct()];
    await add(headers, hidden.id);
    await add(headers, kept.id);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, hidden.id));
    expect(ids(await list(headers))).toEqual([kept.id]);
  });

  it('removes one product (a missing one is not an error) and clears the list', async () => {
    const headers = await signedIn();
    const [a, b, c] = [await t.makeProduct(), await t.makeProduct(), await t.makeProduct()];
    for (const p of [a, b, c]) await add(headers, p.id);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/wishlist/${b.id}`, headers });
    expect(removed.statusCode).toBe(200);
    expect(ids(removed.json().data)).toEqual([c.id, a.id]);
    for (const id of [b.id, randomUUID(), 'nonsense']) {
      const again = await t.app.inject({ method: 'DELETE', url: `/api/wishlist/${id}`, headers });
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toHaveLength(2);
    }
    const cleared = await t.app.inject({ method: 'DELETE', url: '/api/wishlist', headers });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toEqual([]);
    expect(await list(headers)).toEqual([]);
  });

  it("never touches another customer's wishlist", async () => {
    const [alice, bob] = [await signedIn(), await signedIn()];
    const product = await t.makeProduct();
    await add(alice, product.id);
    expect(await list(bob)).toEqual([]);
    await t.app.inject({ method: 'DELETE', url: `/api/wishlist/${product.id}`, headers: bob });
    await t.app.inject({ method: 'DELETE', url: '/api/wishlist', headers: bob });
    expect(ids(await list(alice))).toEqual([product.id]);
  });
});
