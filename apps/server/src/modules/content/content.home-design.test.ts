import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { FEATURED_COUNT } from '@propwash/domain/catalog/admin-schemas';
import { homeDesignDefaults } from '@propwash/domain/content/home-design';
import { HOME_FEATURED } from '@propwash/domain/content/schemas';
import { useTestApp, type TestApp } from '../../test/test-app.ts';
import { homeDesigns } from './content.tables.ts';

// The home page designer (docs/decisions/home-page-designer.md): the design is saved on the
// server, and the featured count is one setting shared with the designer's selection.
let asAdmin: { authorization: string };
let adminId: string;
let image: string;
const session = useTestApp({
  setup: async (t) => {
    const admin = await t.makeUser({ role: 'admin' });
    adminId = admin.id;
    asAdmin = await t.loginAs(admin);
    const png = await sharp({
      create: { width: 60, height: 30, channels: 3, background: '#aa3300' },
    })
      .png()
      .toBuffer();
    const boundary = `----pw${randomUUID()}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/single',
      headers: { ...asAdmin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="h.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(res.statusCode).toBe(200);
    image = res.json().data.url;
  },
});

const getHome = async () => {
  const res = await session.t.app.inject({ method: 'GET', url: '/api/content/home' });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const putHome = (payload: object, headers: object | null = asAdmin) =>
  session.t.app.inject({
    method: 'PUT',
    url: '/api/content/home',
    ...(headers ? { headers: headers as Record<string, string> } : {}),
    payload,
  });

const design = (over: { featuredProducts?: object; banner?: object } = {}) => ({
  banner: {
    enabled: true,
    title: 'Monsoon flying',
    subtitle: 'Rain-proof drones',
    image,
    link: '/category/drones',
    buttonText: 'Shop drones',
    ...over.banner,
  },
  featuredProducts: {
    enabled: true,
    title: 'Workshop picks',
    count: 6,
    selectedProducts: [],
    ...over.featuredProducts,
  },
  specialOffers: {
    enabled: true,
    title: 'Offers this week',
    offers: [{ title: 'Spare props', discount: '20% OFF', image, link: '/category/propellers' }],
  },
  megaSale: {
    enabled: true,
    title: 'Mega Diwali Sale',
    discount: 'Up to 40% OFF',
    description: 'Every plane on sale.',
    image: '',
    link: 'https://propwash.example/diwali',
  },
});

describe('home page design', () => {
  it('answers the defaults to anyone while nothing is saved', async () => {
    const home = await getHome();
    expect(home).toEqual({ ...homeDesignDefaults, updatedAt: null });
    expect(home.specialOffers.offers).toHaveLength(3);
    expect(home.featuredProducts.count).toBe(8);
    // One setting: the designer and the featured-count endpoint use the same bounds.
    expect(HOME_FEATURED).toEqual(FEATURED_COUNT);
  });

  it('refuses visitors (401) and customers (403)', async () => {
    expect((await putHome(design(), null)).statusCode).toBe(401);
    const asCustomer = await session.t.loginAs(await session.t.makeUser());
    const res = await putHome(design(), asCustomer);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Access denied. Admin privileges required.');
  });

  it('saves the design, records who saved it and answers it back in order', async () => {
    const [a, b, c] = [
      await session.t.makeProduct(),
      await session.t.makeProduct(),
      await session.t.makeProduct(),
    ];
    const saved = await putHome(
      design({ featuredProducts: { selectedProducts: [c.id, a.id, b.id.toUpperCase(), c.id] } }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.featuredProducts).toEqual({
      enabled: true,
      title: 'Workshop picks',
      count: 6,
      selectedProducts: [c.id, a.id, b.id],
    });
    const home = await getHome();
    expect(home).toMatchObject({
      banner: { enabled: true, title: 'Monsoon flying', image },
      featuredProducts: { title: 'Workshop picks', selectedProducts: [c.id, a.id, b.id] },
      specialOffers: { offers: [{ title: 'Spare props', image }] },
      megaSale: { title: 'Mega Diwali Sale', link: 'https://propwash.example/diwali' },
    });
    expect(Date.parse(home.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await session.t.db.select().from(homeDesigns).where(eq(homeDesigns.id, 'home'));
    expect(row?.updatedBy).toBe(adminId);

    // The home grid: the picks first in their order, topped up with featured products to 6.
    const grid = await session.t.services.content.homeFeaturedProducts();
    expect(grid.slice(0, 3).map((p) => p.id)).toEqual([c.id, a.id, b.id]);
    expect(grid.length).toBeLessThanOrEqual(6);
  });

  it('keeps the featured count one setting with the featured-count endpoint', async () => {
    const count = (n: number) =>
      session.t.app.inject({
        method: 'PUT',
        url: '/api/products/admin/featured-count',
        headers: asAdmin,
        payload: { count: n },
      });
    expect((await count(10)).statusCode).toBe(200);
    const home = await getHome();
    expect(home.featuredProducts.count).toBe(10);
    // The rest of the design is kept.
    expect(home.featuredProducts.title).toBe('Workshop picks');
    expect(home.banner.title).toBe('Monsoon flying');

    expect((await putHome(design({ featuredProducts: { count: 5 } }))).statusCode).toBe(200);
    const read = await session.t.app.inject({
      method: 'GET',
      url: '/api/products/admin/featured-count',
      headers: asAdmin,
    });
    expect(read.json().data).toEqual({ count: 5 });
  });

  it('drops picks that are not products on sale (unknown, hidden, deleted)', async () => {
    const onSale = await session.t.makeProduct();
    const hidden = await session.t.makeProduct({ isActive: false });
    const res = await putHome(
      design({ featuredProducts: { selectedProducts: [randomUUID(), hidden.id, onSale.id] } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.featuredProducts.selectedProducts).toEqual([onSale.id]);
  });

  it('refuses a bad count, too many picks, unsafe links and images the shop did not store', async () => {
    const ids = Array.from({ length: 13 }, () => randomUUID());
    const cases: [object, RegExp][] = [
      [design({ featuredProducts: { count: 3 } }), /at least 4/],
      [design({ featuredProducts: { count: 13 } }), /at most 12/],
      [design({ featuredProducts: { count: 7.5 } }), /whole number/],
      [design({ featuredProducts: { selectedProducts: ids } }), /at most 12/],
      [design({ featuredProducts: { selectedProducts: ['not-an-id'] } }), /product ids/],
      [design({ banner: { link: 'javascript:alert(1)' } }), /path on this site/],
      [design({ banner: { link: '//evil.example/x' } }), /path on this site/],
      [design({ banner: { title: ' ' } }), /hero title/],
      [design({ banner: { image: '' } }), /hero image/],
      [design({ banner: { image: 'https://evil.example/x.webp' } }), /upload/],
      [
        { ...design(), megaSale: { ...design().megaSale, image: '/uploads/banners/../../etc' } },
        /upload/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await putHome(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    // Nothing was written by the refused saves.
    expect((await getHome()).banner.link).toBe('/category/drones');
  });

  it('keeps images already in the design (the seed’s art) without a new upload', async () => {
    const seeded = session.t.storage.publicUrl('banners/hero-airplanes-1600.webp');
    await session.t.db
      .update(homeDesigns)
      .set({ config: { ...design(), banner: { ...design().banner, image: seeded } } })
      .where(eq(homeDesigns.id, 'home'));
    const res = await putHome(design({ banner: { image: seeded, title: 'Seeded art' } }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await getHome()).banner).toMatchObject({ image: seeded, title: 'Seeded art' });
  });
});

describe('storefront home', () => {
  // The real React Router app, compiled from source by Vite (dev mode), over this database.
  let ssr: Awaited<ReturnType<TestApp['ssrInstance']>> | null = null;
  afterAll(() => ssr?.app.close());

  it('renders the saved hero, featured title and picks, offers and mega sale', async () => {
    const picks = [
      await session.t.makeProduct({ name: `Skylark Glider ${randomBytes(3).toString('hex')}` }),
      await session.t.makeProduct({ name: `Kestrel Buggy ${randomBytes(3).toString('hex')}` }),
    ];
    const saved = await putHome(
      design({
        featuredProducts: {
          title: 'Picked by the workshop',
          count: 4,
          selectedProducts: [picks[1]!.id, picks[0]!.id],
        },
      }),
    );
    expect(saved.statusCode).toBe(200);

    ssr = await session.t.ssrInstance();
    const res = await ssr.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const featured = html.slice(html.indexOf('id="home-featured"'));
    expect(featured).toContain('Picked by the workshop');
    const [second, first] = [featured.indexOf(picks[1]!.name), featured.indexOf(picks[0]!.name)];
    expect(second).toBeGreaterThan(0);
    expect(first).toBeGreaterThan(second);
    expect(html).toContain('Monsoon flying');
    expect(html).toContain('Offers this week');
    expect(html).toContain('Mega Diwali Sale');
    expect(html).toContain('href="https://propwash.example/diwali"');
  }, 120_000);
});
