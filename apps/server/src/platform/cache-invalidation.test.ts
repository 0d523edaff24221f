import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '@propwash/domain/settings/defaults';
import { products } from '../modules/catalog/catalog.tables.ts';
import { banners } from '../modules/content/content.tables.ts';
import { useTestApp, type TestApp } from '../test/test-app.ts';
import {
  createCache,
  createInvalidations,
  type InvalidationMessage,
  type Invalidations,
} from './cache.ts';

const session = useTestApp({ paymentMethods: true });

/**
 * Retries `check` until it passes or ~1.5 s went by (then its last failure is thrown): another
 * instance hears of a change through a NOTIFY, a few milliseconds after the write answered.
 */
async function eventually(check: () => Promise<void>, withinMs = 1_500): Promise<void> {
  const until = Date.now() + withinMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Two instances' registries joined by an in-memory channel that delivers to everyone, sender too. */
function twoInstances() {
  const a = createInvalidations();
  const b = createInvalidations();
  const sent: InvalidationMessage[] = [];
  const deliver = async (message: InvalidationMessage) => {
    sent.push(message);
    for (const i of [a, b]) i.receive(message);
  };
  a.connect(deliver);
  b.connect(deliver);
  return { a, b, sent };
}

/** A cache on `invalidations` holding `keys`; `loads` counts each key's loads. */
async function warmCache(invalidations: Invalidations, keys: string[]) {
  const cache = createCache(60_000, { invalidations });
  const loads = new Map<string, number>();
  const read = (key: string) =>
    cache.get(key, async () => {
      loads.set(key, (loads.get(key) ?? 0) + 1);
      return key;
    });
  for (const key of keys) await read(key);
  /** Reads every key again and answers which ones had to load (were dropped). */
  const reloaded = async () => {
    const before = new Map(loads);
    for (const key of keys) await read(key);
    return keys.filter((key) => loads.get(key) !== before.get(key));
  };
  return { cache, reloaded };
}

const flushed = () => new Promise((resolve) => setImmediate(resolve));

describe('an invalidation message', () => {
  const keys = ['settings:general', 'settings:store-profile', 'content:banners', 'content:home'];

  it('drops the entries under its prefix on the other instance, and no other entries', async () => {
    const { a, b } = twoInstances();
    const onA = await warmCache(a, keys);
    const onB = await warmCache(b, keys);
    onA.cache.invalidate('settings:');
    // Applied on the writing instance at once, before the message has gone anywhere.
    expect(await onA.reloaded()).toEqual(['settings:general', 'settings:store-profile']);
    await flushed();
    expect(await onB.reloaded()).toEqual(['settings:general', 'settings:store-profile']);
    // The writer ignores its own echo: nothing was dropped twice.
    expect(await onA.reloaded()).toEqual([]);
  });

  it('goes out once per tick, however many invalidations the tick made', async () => {
    const { a, b, sent } = twoInstances();
    const onB = await warmCache(b, keys);
    const dropped: (string[] | undefined)[] = [];
    b.on('catalog.product', (ids) => dropped.push(ids));
    a.on('catalog.product', () => undefined);
    const cacheOnA = createCache(60_000, { invalidations: a });
    const [p1, p2] = [randomUUID(), randomUUID()];
    a.invalidate('catalog.product', [p1]);
    a.invalidate('catalog.product', [p2, p1]);
    cacheOnA.invalidate('content:banners');
    await flushed();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.batch).toEqual([
      { scope: 'catalog.product', keys: [p1, p2] },
      { scope: 'cache', keys: ['content:banners'] },
    ]);
    expect(dropped).toEqual([[p1, p2]]);
    expect(await onB.reloaded()).toEqual(['content:banners']);
  });

  it('too large for one NOTIFY, it drops the whole scope', async () => {
    const { a, b, sent } = twoInstances();
    const dropped: (string[] | undefined)[] = [];
    a.on('catalog.product', () => undefined);
    b.on('catalog.product', (ids) => dropped.push(ids));
    a.invalidate(
      'catalog.product',
      Array.from({ length: 300 }, () => randomUUID()),
    );
    await flushed();
    expect(sent[0]!.batch).toEqual([{ scope: 'catalog.product' }]);
    expect(dropped).toEqual([undefined]);
  });
});

describe('the cache channel', () => {
  const productPage = async (id: string) => {
    const res = await session.t.app.inject({ url: `/api/products/${id}` });
    expect(res.statusCode).toBe(200);
    return res.json().data as { stock: number; name: string };
  };

  it("drops the product pages another instance names, and keeps the others' cached pages", async () => {
    const named = await session.t.makeProduct({ stock: 7 });
    const other = await session.t.makeProduct({ stock: 7 });
    expect((await productPage(named.id)).stock).toBe(7);
    expect((await productPage(other.id)).stock).toBe(7);
    // Both change behind the caches' back; only `named` is invalidated, as another instance would.
    await session.t.db.update(products).set({ stock: 2 }).where(eq(products.id, named.id));
    await session.t.db.update(products).set({ stock: 2 }).where(eq(products.id, other.id));
    const message: InvalidationMessage = {
      from: randomUUID(),
      batch: [{ scope: 'catalog.product', keys: [named.id] }],
    };
    await session.t.db.execute(sql`select pg_notify('propwash_cache', 'not json')`);
    await session.t.db.execute(sql`select pg_notify('propwash_cache', ${JSON.stringify(message)})`);
    await eventually(async () => expect((await productPage(named.id)).stock).toBe(2));
    // Still the cached page (fresh for 10 s): the message named one product only.
    expect((await productPage(other.id)).stock).toBe(7);
  });
});

describe('caches of two server instances on one PostgreSQL', () => {
  let b: Awaited<ReturnType<TestApp['secondInstance']>>;
  let admin: { authorization: string };
  beforeAll(async () => {
    b = await session.t.secondInstance();
    admin = await session.t.loginAs(await session.t.makeUser({ role: 'admin' }));
  });
  afterAll(() => b.app.close());

  const onB = async <T>(url: string): Promise<T> => {
    const res = await b.app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as T;
  };
  const onA = async (method: 'PUT' | 'POST', url: string, payload: object) => {
    const res = await session.t.app.inject({ method, url, headers: admin, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res;
  };
  type Card = { id: string; name: string; price: number; stock: number };

  it("a write on one instance reaches the other's product page, listing, home, banners and settings", async () => {
    const category = await session.t.makeCategory();
    const product = await session.t.makeProduct({
      categoryId: category.id,
      stock: 481,
      pricePaise: 99_900,
      featured: true,
    });
    const [banner] = await session.t.db
      .insert(banners)
      .values({ position: 'hero', image: '/images/hero.webp', title: 'Monsoon sale' })
      .returning();
    const listingUrl = `/api/products?category=${category.slug}`;
    const listed = async () =>
      (await onB<{ products: Card[] }>(listingUrl)).products.find((p) => p.id === product.id);
    const featured = async () =>
      (await onB<Card[]>('/api/products/featured?limit=24')).find((p) => p.id === product.id);
    const bannerOnB = async () =>
      (await onB<{ id: string; title: string }[]>('/api/banners')).find((x) => x.id === banner!.id);

    // B's caches warm: each of these would be served from memory for 10 to 60 s.
    expect(await onB<Card>(`/api/products/${product.id}`)).toMatchObject({
      stock: 481,
      price: 999,
    });
    expect(await listed()).toMatchObject({ stock: 481, price: 999 });
    expect(await featured()).toMatchObject({ stock: 481 });
    expect(await bannerOnB()).toMatchObject({ title: 'Monsoon sale' });
    type Home = { featuredProducts: { count: number } };
    const count = (await onB<Home>('/api/content/home')).featuredProducts.count;
    expect(await onB('/api/settings/store')).toMatchObject({ storeName: 'Propwash' });

    // Stock through inventory, price and name through the product form, all on A.
    await onA('PUT', `/api/inventory/${product.id}/stock`, { quantity: 478, reason: 'Recount' });
    await eventually(async () => {
      expect(await onB<Card>(`/api/products/${product.id}`)).toMatchObject({ stock: 478 });
      expect(await listed()).toMatchObject({ stock: 478 });
    });
    await onA('PUT', `/api/products/${product.id}`, { price: 899, name: 'Skyhawk 1200 Mk II' });
    await eventually(async () => {
      const expected = { name: 'Skyhawk 1200 Mk II', price: 899 };
      expect(await onB<Card>(`/api/products/${product.id}`)).toMatchObject(expected);
      expect(await listed()).toMatchObject(expected);
      expect(await featured()).toMatchObject(expected);
    });

    await onA('PUT', `/api/banners/${banner!.id}`, {
      title: 'Monsoon sale ends Sunday',
      image: banner!.image,
      position: 'hero',
      order: 0,
    });
    await eventually(async () =>
      expect(await bannerOnB()).toMatchObject({ title: 'Monsoon sale ends Sunday' }),
    );

    const next = count === 12 ? 4 : 12;
    await onA('PUT', '/api/products/admin/featured-count', { count: next });
    await eventually(async () =>
      expect((await onB<Home>('/api/content/home')).featuredProducts.count).toBe(next),
    );

    await onA('PUT', '/api/settings/admin/general', {
      ...defaultSettings.general,
      storeName: 'Propwash Hobbies',
    });
    await eventually(async () =>
      expect(await onB('/api/settings/store')).toMatchObject({ storeName: 'Propwash Hobbies' }),
    );
  });

  it("a payment method switched off on one instance leaves the other's checkout", async () => {
    const customer = await session.t.loginAs(await session.t.makeUser());
    const product = await session.t.makeProduct({ pricePaise: 50_000 });
    const added = await session.t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: customer,
      payload: { productId: product.id, quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const offeredOnB = async () => {
      const res = await b.app.inject({
        method: 'POST',
        url: '/api/checkout/quote',
        headers: customer,
        payload: { state: 'Karnataka' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.paymentMethods as { type: string }[]).map((m) => m.type);
    };
    expect(await offeredOnB()).toContain('wallet');
    const methods = await session.t.app.inject({ url: '/api/payment-methods/all', headers: admin });
    const wallet = (methods.json().data as { id: string; type: string; order: number }[]).find(
      (m) => m.type === 'wallet',
    )!;
    await onA('PUT', `/api/payment-methods/${wallet.id}`, {
      name: 'Wallets',
      type: 'wallet',
      enabled: false,
      order: wallet.order,
    });
    await eventually(async () => expect(await offeredOnB()).not.toContain('wallet'));
  });

  it('an instance whose listening connection was lost drops its caches once it listens again', async () => {
    const product = await session.t.makeProduct({ stock: 481 });
    expect(await onB<Card>(`/api/products/${product.id}`)).toMatchObject({ stock: 481 });
    // Every LISTEN connection on the database is cut (A's and B's alike); while they are down a
    // change is made with no invalidation at all, as if its NOTIFY had been sent into the gap.
    await session.t.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen %'`);
    await session.t.db.update(products).set({ stock: 470 }).where(eq(products.id, product.id));
    // The listener comes back after about a second and drops B's cached page (fresh for 10 s).
    await eventually(
      async () =>
        expect(await onB<Card>(`/api/products/${product.id}`)).toMatchObject({ stock: 470 }),
      4_000,
    );
  });

  it("an order placed on one instance drops the other's page of the product it took stock of", async () => {
    const product = await session.t.makeProduct({ stock: 481, pricePaise: 50_000 });
    expect(await onB<Card>(`/api/products/${product.id}`)).toMatchObject({ stock: 481 });
    const customer = await session.t.loginAs(await session.t.makeUser());
    const placed = await session.t.orderWithCod(customer, { productId: product.id, quantity: 3 });
    expect(placed.statusCode, placed.body).toBe(201);
    await eventually(async () =>
      expect(await onB<Card>(`/api/products/${product.id}`)).toMatchObject({ stock: 478 }),
    );
  });
});
