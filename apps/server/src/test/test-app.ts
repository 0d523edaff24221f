import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { users } from '../modules/accounts/accounts.tables.ts';
import { categories, productImages, products } from '../modules/catalog/catalog.tables.ts';
import { orders } from '../modules/orders/orders.tables.ts';
import { openDatabase } from '../platform/db.ts';
import { schema } from '../schema.ts';
import { seedPaymentMethods } from '../seed/content.ts';
import { hashPassword } from '../platform/passwords.ts';
import { createLocalStorage, type Storage } from '../platform/storage.ts';
import { openTestDatabase } from './test-database.ts';
import { oneDevServerStartAtATime } from './dev-server-lock.ts';

/** A shipping address in Karnataka that every checkout accepts (tests override what they test). */
export const testShipping = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98450 12345',
  address: '12, 3rd Cross, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
};

let counter = 0;
const unique = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

/**
 * A test server's config: a fresh data directory (named from `prefix`; the caller removes it), a
 * random JWT secret, no logs, and `env` over those.
 */
export async function testConfig(prefix: string, env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://shop.test',
    ...env,
  });
  return { dataDir, config };
}

/** A signed-in caller's headers, as loginAs answers them. */
export type AuthHeaders = { authorization: string };

type TestAppOptions = {
  env?: Record<string, string>;
  /** The seed's payment methods, for files whose tests place orders. */
  paymentMethods?: boolean;
  /** The uploads' storage in the test's uploads folder (default: createLocalStorage). */
  storage?: (uploadsDir: string) => Storage;
};

/**
 * For a file of tests on one test app: buildTestApp (then `setup`) before the file's tests, closed
 * after them. The answer is filled in by then: read its `t` inside tests, not at load time.
 */
export function useTestApp(
  opts: TestAppOptions & { setup?: (t: TestApp) => Promise<unknown> } = {},
) {
  const session = {} as { t: TestApp };
  beforeAll(async () => {
    session.t = await buildTestApp(opts);
    await opts.setup?.(session.t);
  });
  afterAll(() => session.t?.close());
  return session;
}

/**
 * buildTestApp with an admin signed in: `admin` is their bearer header. The usual start of a file
 * that tests admin screens.
 */
export async function testAppWithAdmin(opts: TestAppOptions = {}) {
  const t = await buildTestApp(opts);
  const admin = await t.loginAs(await t.makeUser({ role: 'admin' }));
  return { t, admin };
}

/**
 * For a file of admin tests: testAppWithAdmin (then `setup`) before the file's tests, closed after
 * them. The answer is filled in by then: read its `t` and `admin` inside tests, not at load time.
 */
export function useTestAppWithAdmin(
  opts: TestAppOptions & { setup?: (t: TestApp) => Promise<unknown> } = {},
) {
  const session = {} as { t: TestApp; admin: AuthHeaders };
  beforeAll(async () => {
    Object.assign(session, await testAppWithAdmin(opts));
    await opts.setup?.(session.t);
  });
  afterAll(() => session.t?.close());
  return session;
}

/** The whole API on a fresh database, driven through app.inject(); call close() in afterAll. */
export async function buildTestApp(opts: TestAppOptions = {}) {
  const { dataDir, config } = await testConfig('propwash-test-', opts.env);
  const database = await openTestDatabase();
  const storage = (opts.storage ?? createLocalStorage)(path.join(dataDir, 'uploads'));
  const { app, services, adminRoutes, events } = await buildApp({
    config,
    database,
    storage,
    logger: false,
  });
  await app.ready();
  const db = database.db;
  if (opts.paymentMethods) await seedPaymentMethods(db);

  async function makeCategory(overrides: Partial<typeof categories.$inferInsert> = {}) {
    const slug = overrides.slug ?? `cat-${unique()}`;
    const [row] = await db
      .insert(categories)
      .values({ name: `Category ${slug}`, slug, ...overrides })
      .returning();
    return row!;
  }

  async function makeProduct(
    overrides: Partial<typeof products.$inferInsert> & { categoryId?: string } = {},
  ) {
    const id = unique();
    const categoryId = overrides.categoryId ?? (await makeCategory()).id;
    const [row] = await db
      .insert(products)
      .values({
        sku: `SKU-${id}`,
        slug: `product-${id}`,
        name: `Test Product ${id}`,
        description: 'A product made by a test.',
        pricePaise: 99_900,
        originalPricePaise: 129_900,
        stock: 10,
        hsnCode: '9503',
        warranty: {
          period: '1 Year',
          covered: 'Manufacturing Defects',
          notCovered: 'Physical Damage',
        },
        seller: { name: 'Propwash Hobbies', rating: 4.5, yearsInBusiness: 5 },
        countryOfOrigin: 'India',
        ...overrides,
        categoryId,
      })
      .returning();
    await db.insert(productImages).values({
      productId: row!.id,
      position: 0,
      key: `products/${row!.sku}/0`,
      width: 1280,
      height: 960,
      alt: row!.name,
    });
    return row!;
  }

  async function makeUser(
    overrides: {
      role?: 'user' | 'admin';
      status?: 'active' | 'banned';
      password?: string;
      email?: string;
    } = {},
  ) {
    const password = overrides.password ?? `pass-${unique()}`;
    const email = overrides.email ?? `user-${unique()}@example.com`;
    const [row] = await db
      .insert(users)
      .values({
        email,
        name: 'Test User',
        passwordHash: await hashPassword(password),
        role: overrides.role ?? 'user',
        status: overrides.status ?? 'active',
      })
      .returning();
    return { ...row!, password };
  }

  /**
   * An order row written straight to the database (no cart, no checkout), for tests of what
   * reads orders: a delivered ₹1,178.82 cash-on-delivery order of `customer` to a Bengaluru
   * address, with `overrides`.
   */
  async function makeOrder(
    overrides: Partial<typeof orders.$inferInsert> & {
      customer?: { name: string; email: string };
    } = {},
  ) {
    const { customer = { name: 'Test User', email: 'test@example.com' }, ...columns } = overrides;
    const [row] = await db
      .insert(orders)
      .values({
        orderNumber: `PW-TEST-${unique()}`,
        status: 'delivered',
        paymentMethod: 'cod',
        warehouse: 'South Bengaluru',
        customerName: customer.name,
        customerEmail: customer.email,
        shippingAddress: {
          ...customer,
          phone: '9845012345',
          address: '12 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560001',
        },
        subtotalPaise: 99_900,
        totalPaise: 117_882,
        ...columns,
      })
      .returning();
    return row!;
  }

  /**
   * Signs in through the real login route and returns the bearer header. Each sign-in comes from
   * its own address, so tests that sign in many customers stay under the per-IP login limit.
   */
  let loginCount = 0;
  async function loginAs(user: { email: string; password: string }) {
    loginCount += 1;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: `10.${(loginCount >> 16) & 255}.${(loginCount >> 8) & 255}.${loginCount & 255}`,
      payload: { email: user.email, password: user.password },
    });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return { authorization: `Bearer ${res.json().data.token as string}` };
  }

  /** One API call as `headers` (undefined: a visitor), with a JSON `payload` when given. */
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers?: AuthHeaders,
    payload?: object,
  ) => app.inject({ method, url, ...(headers && { headers }), ...(payload && { payload }) });

  /**
   * The admin `headers` create a product made in China through the API, which must answer 201;
   * answers the created product.
   */
  async function postProduct(
    headers: AuthHeaders,
    fields: { name: string; category: string; price: number; description: string; sku?: string },
  ) {
    const payload = { ...fields, countryOfOrigin: 'China' };
    const res = await app.inject({ method: 'POST', url: '/api/products', headers, payload });
    if (res.statusCode !== 201) throw new Error(`product: ${res.statusCode} ${res.body}`);
    return res.json().data as { id: string; slug: string };
  }

  /** A signed-in customer puts `quantity` of a product in the cart, which must answer 200. */
  async function addToCart(headers: AuthHeaders, line: { productId: string; quantity: number }) {
    const added = await app.inject({ method: 'POST', url: '/api/cart', headers, payload: line });
    if (added.statusCode !== 200) throw new Error(`cart: ${added.statusCode} ${added.body}`);
  }

  /**
   * A signed-in customer puts `quantity` of a product in the cart (which must answer 200) and
   * places an order paid by `method` through the API; the order's answer is the caller's to check.
   */
  async function placeOrder(
    method: 'cod' | 'upi',
    headers: AuthHeaders,
    line: { productId: string; quantity: number },
    shipping: Partial<typeof testShipping> = {},
  ) {
    await addToCart(headers, line);
    return app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      payload: { shipping: { ...testShipping, ...shipping }, payment: { method } },
    });
  }

  /** A cash-on-delivery order (see placeOrder). */
  const orderWithCod = (
    headers: AuthHeaders,
    line: { productId: string; quantity: number },
    shipping: Partial<typeof testShipping> = {},
  ) => placeOrder('cod', headers, line, shipping);

  /**
   * The customer pays their online order through the built-in simulator: provider order,
   * successful payment, verification (which must answer 200).
   */
  async function payWithSimulator(headers: AuthHeaders, orderId: string) {
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers, payload });
    const created = await post('/api/payments/create-order', { orderId });
    const paid = await post('/api/payments/simulator/complete', {
      providerOrderId: created.json().data.id,
      outcome: 'success',
      method: 'upi',
    });
    const verify = await post('/api/payments/verify', { orderId, ...paid.json().data });
    if (verify.statusCode !== 200) throw new Error(`verify: ${verify.statusCode} ${verify.body}`);
  }

  /**
   * An admin (`headers`) marks the order packed (processing), which issues its tax invoice
   * (docs/decisions/invoice-timing.md); must answer 200. Answers the admin's order.
   */
  async function packOrder(headers: AuthHeaders, orderId: string) {
    const res = await call('PUT', `/api/orders/admin/${orderId}/status`, headers, {
      status: 'processing',
    });
    if (res.statusCode !== 200) throw new Error(`packing: ${res.statusCode} ${res.body}`);
    return res.json().data as { id: string; invoiceNumber: string | null; status: string };
  }

  return {
    app,
    db,
    database,
    services,
    adminRoutes,
    events,
    config,
    storage,
    makeCategory,
    makeProduct,
    makeUser,
    makeOrder,
    loginAs,
    call,
    postProduct,
    addToCart,
    placeOrder,
    orderWithCod,
    payWithSimulator,
    packOrder,
    /**
     * Another server instance on the same PostgreSQL database (same secrets and storage), as a
     * second machine behind a load balancer would be.
     */
    async secondInstance() {
      const other = await buildApp({
        config,
        database: await openDatabase({ engine: 'postgres', url: database.url }, schema),
        storage,
        logger: false,
      });
      await other.app.ready();
      return other;
    },
    /**
     * The real React Router storefront, compiled from source by Vite (dev mode), over this test
     * app's database and storage; the test app keeps owning the database. Close it before close().
     */
    async ssrInstance() {
      return oneDevServerStartAtATime(async () => {
        const ssr = await buildApp({
          config: { ...config, isDev: true },
          database: { ...database, migrate: async () => {}, close: async () => {} },
          storage,
          ssr: true,
          logger: false,
        });
        await ssr.app.ready();
        return ssr;
      });
    },
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
