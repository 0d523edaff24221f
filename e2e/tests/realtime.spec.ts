import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { adminCredentials, apiLogin, apiRegister, expect, test, signedInPage } from './fixtures.ts';

type Creds = { email: string; password: string };

/** A browser context of its own with the session stored where the app keeps it (localStorage). */
async function pageOf(browser: Browser, request: APIRequestContext, creds: Creds) {
  const session = await apiLogin(request, creds);
  return { page: await signedInPage(browser, session), token: session.token };
}

/** Resolves once the page's live stream is open (the server subscribes before it answers). */
const liveStreamOpened = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/events') && r.status() === 200);

/** Marks the document, so a later check proves the page was not reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-page', 'yes'));
}
async function expectSameDocument(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-e2e-same-page', 'yes');
}

/** A new customer who places a cash-on-delivery order through the API of their own context. */
async function customerPlacesOrder(request: APIRequestContext, name: string) {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const pilot = { name, email: `live-${id}@example.com`, password: `gimbal-${id}` };
  await apiRegister(request, pilot);
  const { token } = await apiLogin(request, pilot);
  const auth = { authorization: `Bearer ${token}` };
  const listed = await request.get('/api/products?limit=40&availability=instock');
  const products = (await listed.json()).data.products as { id: string; stock: number }[];
  const product = products.find((p) => p.stock >= 5);
  expect(product, 'an in-stock product').toBeTruthy();
  const added = await request.post('/api/cart', {
    headers: auth,
    data: { productId: product!.id },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const placed = await request.post('/api/orders', {
    headers: { ...auth, 'idempotency-key': `e2e-live-${id}` },
    data: {
      shipping: {
        name: pilot.name,
        email: pilot.email,
        phone: '98450 12345',
        address: '4 Gimbal Road, Malleshwaram',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560003',
      },
      payment: { method: 'cod' },
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const order = (await placed.json()).data.order as {
    id: string;
    orderNumber: string;
    summary: { total: number };
  };
  return { pilot, order };
}

const inr = (rupees: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })
    .format(rupees)
    .replace(/\.00$/, '');

test.describe('live updates', () => {
  test('an order placed in another browser appears on the shop owner’s dashboard and as a toast, without a reload', async ({
    browser,
    request,
  }) => {
    const { page } = await pageOf(browser, request, adminCredentials);
    const opened = liveStreamOpened(page);
    await page.goto('/admin/dashboard');
    const latest = page.getByRole('heading', { name: 'Latest orders' }).locator('..');
    await expect(latest.getByRole('listitem').first()).toContainText('PW-');
    await opened;
    await markDocument(page);

    // The customer shops in a browser of their own.
    const customerContext = await browser.newContext();
    const { order } = await customerPlacesOrder(customerContext.request, 'Meera Throttle');
    await customerContext.close();

    const toast = page
      .getByRole('listitem')
      .filter({ hasText: `New order ${order.orderNumber} from Meera Throttle` });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(inr(order.summary.total));
    await expect(latest).toContainText(order.orderNumber);
    await expectSameDocument(page);

    await toast.getByRole('button', { name: 'View order' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
    await expect(page.getByText(order.orderNumber).first()).toBeVisible();
    await page.context().close();
  });

  test('a customer’s order page shows the new status as soon as the shop moves the order', async ({
    browser,
    request,
    adminToken,
  }) => {
    const { pilot, order } = await customerPlacesOrder(request, 'Rohan Servo');
    const { page } = await pageOf(browser, request, pilot);
    const opened = liveStreamOpened(page);
    await page.goto(`/order/${order.id}`);
    const header = page.getByRole('heading', { name: `Order #${order.orderNumber}` }).locator('..');
    await expect(header).toContainText('CONFIRMED');
    await opened;
    await markDocument(page);

    const moved = await request.put(`/api/orders/admin/${order.id}/status`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { status: 'processing' },
    });
    expect(moved.ok(), await moved.text()).toBe(true);

    await expect(header).toContainText('PROCESSING');
    const timeline = page.getByRole('region', { name: 'Order Timeline' });
    await expect(timeline.getByRole('listitem').last()).toContainText('Processing');
    await expectSameDocument(page);
    await page.context().close();
  });
});
