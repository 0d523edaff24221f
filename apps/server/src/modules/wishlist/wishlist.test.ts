import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectSignInRequired,
  savedProductsApi,
  type SavedProductsApi,
} from '../../test/saved-products.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';

let t: TestApp;
let wishlist: SavedProductsApi<Card>;
beforeAll(async () => {
  t = await buildTestApp();
  wishlist = savedProductsApi<Card>(t, '/api/wishlist');
});
afterAll(() => t.close());

type Card = { id: string };
const ids = (cards: Card[]) => cards.map((c) => c.id);
const signedIn = async () => t.loginAs(await t.makeUser());

describe('wishlist', () => {
  it('answers 401 to every call without a session', async () => {
    const product = await t.makeProduct();
    await expectSignInRequired(t, [
      { method: 'GET', url: '/api/wishlist' },
      { method: 'POST', url: '/api/wishlist', payload: { productId: product.id } },
      { method: 'DELETE', url: `/api/wishlist/${product.id}` },
      { method: 'DELETE', url: '/api/wishlist' },
    ]);
  });

  it('lists product cards newest first, and adding twice changes nothing', async () => {
    const headers = await signedIn();
    const [a, b] = [
      await t.makeProduct({ pricePaise: 250_000, originalPricePaise: 300_000 }),
      await t.makeProduct(),
    ];
    expect(await wishlist.list(headers)).toEqual([]);
    const first = await wishlist.add(headers, a.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().data[0]).toMatchObject({
      id: a.id,
      name: a.name,
      price: 2500,
      originalPrice: 3000,
      inStock: true,
    });
    await wishlist.add(headers, b.id);
    const again = await wishlist.add(headers, a.id);
    expect(again.statusCode).toBe(200);
    expect(ids(again.json().data)).toEqual([b.id, a.id]);
    expect(ids(await wishlist.list(headers))).toEqual([b.id, a.id]);
  });

  it('answers 404 PRODUCT_NOT_FOUND for an unknown or disabled product, 400 for a malformed id', async () => {
    await wishlist.expectProductIdsChecked(await signedIn());
  });

  it('hides products disabled after they were saved', async () => {
    const headers = await signedIn();
    const [hidden, kept] = [await t.makeProduct(), await t.makeProduct()];
    await wishlist.add(headers, hidden.id);
    await wishlist.add(headers, kept.id);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, hidden.id));
    expect(ids(await wishlist.list(headers))).toEqual([kept.id]);
  });

  it('removes one product (a missing one is not an error) and clears the list', async () => {
    const headers = await signedIn();
    await wishlist.expectRemoveKeepsTheRest(headers);
    const cleared = await t.app.inject({ method: 'DELETE', url: '/api/wishlist', headers });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toEqual([]);
    expect(await wishlist.list(headers)).toEqual([]);
  });

  it("never touches another customer's wishlist", async () => {
    const [alice, bob] = [await signedIn(), await signedIn()];
    const product = await t.makeProduct();
    await wishlist.add(alice, product.id);
    expect(await wishlist.list(bob)).toEqual([]);
    await wishlist.remove(bob, product.id);
    await t.app.inject({ method: 'DELETE', url: '/api/wishlist', headers: bob });
    expect(ids(await wishlist.list(alice))).toEqual([product.id]);
  });
});
