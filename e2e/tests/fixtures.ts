import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

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

/** Stores the shop owner's session for the `adminToken` fixture's token (its user read from /me). */
export async function storeAdminSession(
  page: Page,
  request: APIRequestContext,
  adminToken: string,
) {
  const me = await request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(me.ok(), await me.text()).toBe(true);
  await storeSession(page, { token: adminToken, user: (await me.json()).data });
}

/** The owner answered the notification opt-in before, so its card does not arrive late and cover the page. */
export const notificationPromptAnswered = { 'notificationPrompt:admin': 'later' };

/** Signs in through the API and stores the session for the page; returns the bearer token. */
export async function signIn(page: Page, creds: { email: string; password: string }) {
  const session = await apiLogin(page.request, creds);
  await storeSession(page, session);
  return session.token;
}

export const test = base.extend<{ adminToken: string }>({
  adminToken: async ({ request }, use) => {
    const { token } = await apiLogin(request, adminCredentials);
    await use(token);
    await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  },
});
export { expect };

/**
 * The products of a listing query (`limit=40&availability=instock`) that are sold as themselves:
 * a product sold in versions (docs/decisions.md, "Variants") needs one chosen before it can go in
 * a cart, so stories that add a product by its id take one of these.
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
      return (await res.json()).data as { variants: unknown[] };
    }),
  );
  return products.filter((_, i) => details[i]!.variants.length === 0);
}
