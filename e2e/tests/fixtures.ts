import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { bengaluruAddress } from '../scripts/shop-orders.mjs';

export const adminCredentials = {
  email: process.env.E2E_ADMIN_EMAIL!,
  password: process.env.E2E_ADMIN_PASSWORD!,
};

/**
 * Each simulated shopper arrives from an address of its own. The e2e server trusts the loopback
 * proxy (TRUST_PROXY), so stories that sign up and sign in many customers do not share the
 * per-IP limits of one real visitor (registration 10 per IP per hour, login 30 per 15 minutes);
 * the limits themselves are proven by the API tests.
 */
export function shopperAddress(): Record<string, string> {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  return { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` };
}

/** Registers a customer through the API and expects 201. */
export async function apiRegister(
  request: APIRequestContext,
  data: { name: string; email: string; password: string; phone?: string },
) {
  const res = await request.post('/api/auth/register', { data, headers: shopperAddress() });
  expect(res.status(), await res.text()).toBe(201);
}

/** Signs in through the API (no UI) and returns the bearer token and user. */
export async function apiLogin(
  request: APIRequestContext,
  creds: { email: string; password: string },
) {
  const res = await request.post('/api/auth/login', { data: creds, headers: shopperAddress() });
  expect(res.ok(), await res.text()).toBe(true);
  const body = await res.json();
  return body.data as { token: string; user: { id: string; name: string; role: string } };
}

/**
 * Puts a session where the storefront and the admin keep it (local storage token and user) before
 * any page script runs, unless the page already has one (a story that signs out keeps it signed
 * out). `alsoStored` adds other local storage entries the story wants there from the start.
 */
export async function storeSession(
  target: Page | BrowserContext,
  session: { token: string; user: unknown },
  alsoStored: Record<string, string> = {},
) {
  await target.addInitScript(
    ([t, u, also]) => {
      if (!window.localStorage.getItem('token')) {
        window.localStorage.setItem('token', t);
        window.localStorage.setItem('user', u);
        for (const [key, value] of Object.entries(also)) window.localStorage.setItem(key, value);
      }
    },
    [session.token, JSON.stringify(session.user), alsoStored] as const,
  );
}

/** A page in a browser context of its own that opens with the session stored (see storeSession). */
export async function signedInPage(
  browser: Browser,
  session: { token: string; user: unknown },
  alsoStored: Record<string, string> = {},
) {
  const context = await browser.newContext();
  await storeSession(context, session, alsoStored);
  return context.newPage();
}

/**
 * Stores the shop owner's session for the `adminToken` fixture's token (its user read from /me);
 * returns that user.
 */
export async function storeAdminSession(
  target: Page | BrowserContext,
  request: APIRequestContext,
  adminToken: string,
  alsoStored: Record<string, string> = {},
) {
  const me = await request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(me.ok(), await me.text()).toBe(true);
  const user = (await me.json()).data as { id: string; name: string; email: string; role: string };
  await storeSession(target, { token: adminToken, user }, alsoStored);
  return user;
}

/** The owner answered the notification opt-in before, so its card does not arrive late and cover the page. */
export const notificationPromptAnswered = { 'notificationPrompt:admin': 'later' };

/** Signs in through the API and stores the session for the page; returns the bearer token. */
export async function signIn(page: Page, creds: { email: string; password: string }) {
  const session = await apiLogin(page.request, creds);
  await storeSession(page, session);
  return session.token;
}

export const test = base.extend<{ adminToken: string; ownerPage: Page }>({
  adminToken: async ({ request }, use) => {
    const { token } = await apiLogin(request, adminCredentials);
    await use(token);
    await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  },
  /**
   * The shop owner's page in a browser context of its own (the `adminToken` session), the
   * notification opt-in answered; the context is closed after the story.
   */
  ownerPage: async ({ browser, request, adminToken }, use) => {
    const context = await browser.newContext();
    await storeAdminSession(context, request, adminToken, notificationPromptAnswered);
    await use(await context.newPage());
    await context.close();
  },
});
export { expect };

/** A suffix that keeps the emails, names and idempotency keys one story makes its own. */
export const uniqueId = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** A customer registered and signed in through the API: credentials, session and request headers. */
export type Customer = Awaited<ReturnType<typeof apiCustomer>>;

/**
 * Registers a fresh customer and signs them in through the API. `headers` carry the bearer token
 * and the shopper's own address (see shopperAddress); the email is `<emailTag>-…@example.com`.
 */
export async function apiCustomer(
  request: APIRequestContext,
  name = 'Ishaan Aileron',
  emailTag = 'pilot',
) {
  const id = uniqueId();
  const creds = { name, email: `${emailTag}-${id}@example.com`, password: `propwash-${id}` };
  await apiRegister(request, creds);
  const session = await apiLogin(request, creds);
  const headers = { authorization: `Bearer ${session.token}`, ...shopperAddress() };
  return { ...creds, session, token: session.token, headers };
}

/** A fresh customer whose session `page` opens with (see apiCustomer and storeSession). */
export async function signUp(page: Page, name?: string, emailTag?: string) {
  const customer = await apiCustomer(page.request, name, emailTag);
  await storeSession(page, customer.session);
  return customer;
}

/** Puts `quantity` of a product sold as itself in the customer's server cart. */
export async function apiAddToCart(
  request: APIRequestContext,
  customer: { headers: Record<string, string> },
  productId: string,
  quantity = 1,
) {
  const res = await request.post('/api/cart', {
    data: { productId, quantity },
    headers: customer.headers,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** An order as POST /api/orders answers it (the fields the stories read). */
export type PlacedOrder = {
  id: string;
  orderNumber: string;
  status: string;
  summary: { total: number };
};

/**
 * Places the customer's server cart as a cash-on-delivery order to a Bengaluru address (COD
 * orders start confirmed); `shipping` changes the address.
 */
export async function apiPlaceCodOrder(
  request: APIRequestContext,
  customer: Customer,
  shipping: { address?: string; pincode?: string } = {},
) {
  const placed = await request.post('/api/orders', {
    headers: { ...customer.headers, 'idempotency-key': `e2e-${uniqueId()}` },
    data: {
      shipping: {
        name: customer.name,
        email: customer.email,
        ...bengaluruAddress,
        ...shipping,
      },
      payment: { method: 'cod' },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()).data.order as PlacedOrder;
}

/**
 * A fresh customer (apiCustomer) with one cash-on-delivery order of one unit: of `productId`, or
 * else of a product sold as itself with stock to spare from the listing `productQuery` (by
 * default any in stock) that `fits`.
 */
export async function customerWithCodOrder(
  request: APIRequestContext,
  options: {
    name?: string;
    productId?: string;
    productQuery?: string;
    fits?: (product: { price: number }) => boolean;
    shipping?: { address?: string; pincode?: string };
  } = {},
) {
  const customer = await apiCustomer(request, options.name);
  let productId = options.productId;
  if (!productId) {
    const products = await plainProducts<{ id: string; price: number; stock: number }>(
      request,
      options.productQuery ?? 'limit=40&availability=instock',
    );
    const product = products.find((p) => p.stock >= 5 && (options.fits?.(p) ?? true));
    expect(product, 'an in-stock product').toBeTruthy();
    productId = product!.id;
  }
  await apiAddToCart(request, customer, productId);
  const order = await apiPlaceCodOrder(request, customer, options.shipping);
  return { customer, order, productId };
}

/**
 * A fresh customer places a cash-on-delivery order in a browser of their own (see
 * customerWithCodOrder), as a shopper elsewhere would while a story watches the owner's page.
 */
export async function codOrderInAnotherBrowser(browser: Browser, name: string) {
  const customerContext = await browser.newContext();
  const placed = await customerWithCodOrder(customerContext.request, { name });
  await customerContext.close();
  return placed;
}

/** Resolves once the page's live stream is open (the server subscribes before it answers). */
export const liveStreamOpened = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/events') && r.status() === 200);

/** On a product's page: clicks Add to cart and waits for the "Added to cart!" notice. */
export async function addToCartOnPage(page: Page) {
  await page
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
}

/** Moves an order through `statuses`, one after the other, as the owner (through the API). */
export async function apiSetOrderStatus(
  request: APIRequestContext,
  adminToken: string,
  orderId: string,
  ...statuses: string[]
) {
  for (const status of statuses) {
    const moved = await request.put(`/api/orders/admin/${orderId}/status`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { status },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
}

/**
 * The products of a listing query (`limit=40&availability=instock`) that are sold as themselves
 * and are not drones: a product sold in versions (docs/decisions/variants.md) needs one chosen
 * before it can go in a cart, and a drone's order is packed only once each unit's serial numbers
 * are recorded (docs/decisions/drones.md), so stories that add a product by its id and move its
 * order on take one of these.
 */
export async function plainProducts<T extends { id: string }>(
  request: APIRequestContext,
  query: string,
): Promise<T[]> {
  const listed = await request.get(`/api/products?${query}`);
  expect(listed.ok()).toBe(true);
  const products = (await listed.json()).data.products as T[];
  const details = await Promise.all(
    products.map(async (p) => {
      const res = await request.get(`/api/products/${p.id}`);
      return (await res.json()).data as { variants: unknown[]; drone: unknown };
    }),
  );
  return products.filter((_, i) => details[i]!.variants.length === 0 && !details[i]!.drone);
}

/**
 * Opens the admin product list, searches it down to the one product called `name` and clicks
 * that product's Edit or Delete button.
 */
export async function clickAdminProductAction(page: Page, action: 'Edit' | 'Delete', name: string) {
  await page.goto('/admin/products');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  await expect(page.getByText('1 product', { exact: true })).toBeVisible();
  // The dialog it opens (Edit product, or the delete confirmation) answers the click; a click
  // that landed before the list settled is made again.
  const opened = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(async () => {
    await page
      .getByRole('button', { name: `${action} ${name}` })
      .last()
      .click();
    await expect(opened).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
