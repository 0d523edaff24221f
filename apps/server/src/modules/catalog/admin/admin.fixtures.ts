import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { testAppWithAdmin, type AuthHeaders, type TestApp } from '../../../test/test-app.ts';

/**
 * What the admin product tests share: a shop with an admin, a customer and the categories the
 * valid product names ('airplanes/electric'), and calls as any caller.
 */
export async function adminProductsShop() {
  const { t, admin } = await testAppWithAdmin();
  const customer = await t.loginAs(await t.makeUser());
  const drones = await t.makeCategory({ slug: 'drones', name: 'Drones' });
  const airplanes = await t.makeCategory({ slug: 'airplanes', name: 'Airplanes' });
  await t.makeCategory({ slug: 'electric', name: 'Electric Planes', parentId: airplanes.id });
  return { t, admin, customer, drones, airplanes };
}

/**
 * For a file of admin product tests: adminProductsShop before its tests and closed after them
 * (read `shop` inside tests), with calls as any caller, `api()` as the admin, and `newProduct`
 * through the admin form.
 */
export function useAdminProductsShop() {
  const shop = {} as Awaited<ReturnType<typeof adminProductsShop>>;
  beforeAll(async () => {
    Object.assign(shop, await adminProductsShop());
  });
  afterAll(() => shop.t?.close());
  const as = (headers: AuthHeaders | undefined) => callsAs(() => shop.t, headers);
  const api = () => as(shop.admin);
  const newProduct = (overrides: Record<string, unknown> = {}) => createProduct(api(), overrides);
  return { shop, as, api, newProduct };
}

/** Calls as `headers` (undefined: a visitor), against the shop `app()` answers when called. */
export function callsAs(app: () => TestApp, headers: AuthHeaders | undefined) {
  const t = () => app().app;
  return {
    get: (url: string) => t().inject({ method: 'GET', url, headers }),
    post: (url: string, payload: unknown) =>
      t().inject({ method: 'POST', url, headers, payload: payload as object }),
    put: (url: string, payload: unknown) =>
      t().inject({ method: 'PUT', url, headers, payload: payload as object }),
    del: (url: string) => t().inject({ method: 'DELETE', url, headers }),
  };
}

/** A product body the admin form accepts, with `overrides`. */
export const validProduct = (overrides: Record<string, unknown> = {}) => ({
  name: 'Skyhawk 1200 EPO Trainer',
  category: 'airplanes/electric',
  price: 12_499,
  originalPrice: 14_999,
  stock: 7,
  description: 'A forgiving high-wing trainer.',
  countryOfOrigin: 'India',
  ...overrides,
});

/** Creates a valid product as the admin `calls` act for; answers the created product. */
export async function createProduct(
  calls: ReturnType<typeof callsAs>,
  overrides: Record<string, unknown> = {},
) {
  const res = await calls.post('/api/products', validProduct(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Record<string, unknown> & { id: string };
}

/** A PNG with EXIF data (which uploads must strip). */
export const png = (width = 200, height = 100) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } },
  })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
    .png()
    .toBuffer();
