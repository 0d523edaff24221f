import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectSignInRequired, savedProductsApi } from '../../test/saved-products.ts';
import { useTestApp } from '../../test/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';

const session = useTestApp();
const wishlist = savedProductsApi<Card>(session, '/api/wishlist');

type Card = { id: string };
const ids = (cards: Card[]) => cards.map((c) => c.id);
const signedIn = async () => session.t.loginAs(await session.t.makeUser());

describe('wishlist', () => {
  it('answers 401 to every call without a session', async () => {
    const product = await session.t.makeProduct();
    await expectSignInRequired(session.t, [
      { method: 'GET', url: '/api/wishlist' },
      { method: 'POST', url: '/api/wishlist', payload: { productId: product.id } },
      { method: 'DELETE', url: `/api/wishlist/${product.id}` },
      { method: 'DELETE', url: '/api/wishlist' },
    ]);
  });

  it('lists product cards newest first, and adding twice changes nothing', async () => {
    const headers = await signedIn();
    const [a, b] = [
      await session.t.makeProduct({ pricePaise: 250_000, originalPricePaise: 300_000 }),
      await session.t.makeProduct(),
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
    const [hidden, kept] = [await session.t.makeProduct(), await session.t.makeProduct()];
    await wishlist.add(headers, hidden.id);
    await wishlist.add(headers, kept.id);
    await session.t.db.update(products).set({ isActive: false }).where(eq(products.id, hidden.id));
    expect(ids(await wishlist.list(headers))).toEqual([kept.id]);
  });

  it('removes one product (a missing one is not an error) and clears the list', async () => {
    const headers = await signedIn();
    await wishlist.expectRemoveKeepsTheRest(headers);
    const cleared = await session.t.app.inject({ method: 'DELETE', url: '/api/wishlist', headers });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toEqual([]);
    expect(await wishlist.list(headers)).toEqual([]);
  });

  it("never touches another customer's wishlist", async () => {
    const [alice, bob] = [await signedIn(), await signedIn()];
    const product = await session.t.makeProduct();
    await wishlist.add(alice, product.id);
    expect(await wishlist.list(bob)).toEqual([]);
    await wishlist.remove(bob, product.id);
    await session.t.app.inject({ method: 'DELETE', url: '/api/wishlist', headers: bob });
    expect(ids(await wishlist.list(alice))).toEqual([product.id]);
  });
});
