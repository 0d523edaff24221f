import type { APIRequestContext, Browser } from '@playwright/test';
import {
  adminCredentials,
  apiLogin,
  apiRegister,
  expect,
  plainProducts,
  signIn,
  test,
} from './fixtures.ts';

// Returns and replacements (docs/decisions.md, "Returns and replacements").

async function adminPage(browser: Browser, request: APIRequestContext) {
  const { token, user } = await apiLogin(request, adminCredentials);
  const context = await browser.newContext();
  await context.addInitScript(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
      localStorage.setItem('notificationPrompt:admin', 'later');
    },
    [token, JSON.stringify(user)] as const,
  );
  return context.newPage();
}

/** A fresh customer whose cash-on-delivery order the shop has delivered (through the API). */
async function customerWithDeliveredOrder(request: APIRequestContext, adminToken: string) {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const pilot = { name: 'Meera Rudder', email: `returns-${id}@example.com`, password: `yaw-${id}` };
  await apiRegister(request, pilot);
  const { token } = await apiLogin(request, pilot);
  const auth = { authorization: `Bearer ${token}` };
  const products = await plainProducts<{ id: string; name: string; stock: number; price: number }>(
    request,
    'limit=40&availability=instock&category=airplanes',
  );
  const product = products.find((p) => p.stock >= 5);
  expect(product, 'an in-stock plane').toBeTruthy();
  const added = await request.post('/api/cart', {
    data: { productId: product!.id, quantity: 1 },
    headers: auth,
  });
  expect(added.ok(), await added.text()).toBe(true);
  const placed = await request.post('/api/orders', {
    headers: { ...auth, 'idempotency-key': `e2e-returns-${id}` },
    data: {
      shipping: {
        name: pilot.name,
        email: pilot.email,
        phone: '98450 12345',
        address: '3 Elevator Lane, Indiranagar',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560038',
      },
      payment: { method: 'cod' },
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const order = (await placed.json()).data.order as { id: string; orderNumber: string };
  for (const status of ['processing', 'shipped', 'delivered']) {
    const moved = await request.put(`/api/orders/admin/${order.id}/status`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { status },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  return { pilot, token, order };
}

test('a customer asks for a replacement of a delivered plane and the shop sends one as a linked ₹0 order', async ({
  page,
  browser,
  request,
  adminToken,
}) => {
  // Two signed-in browsers and eight steps on a shared 2-core machine.
  test.slow();
  const { pilot, token, order } = await customerWithDeliveredOrder(request, adminToken);

  await signIn(page, pilot);
  await page.goto(`/order/${order.id}`);
  await page.getByRole('button', { name: 'Return or replace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return or replace items' });
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByLabel('Replacement').check();
  await dialog.getByLabel('Reason').selectOption('damaged');
  await dialog.getByLabel('Note').fill('The wing arrived cracked at the root.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  const returns = page.getByRole('region', { name: 'Returns' });
  await expect(returns.getByText('Replacement · Arrived damaged')).toBeVisible();
  await expect(returns.getByText('Requested', { exact: true })).toBeVisible();

  const admin = await adminPage(browser, request);
  await admin.goto(`/admin/returns?q=${order.orderNumber}`);
  await admin.getByRole('button', { name: `Open return for ${order.orderNumber}` }).click();
  for (const step of ['Approved', 'Picked up', 'Received', 'Replaced']) {
    const panel = admin.getByRole('dialog');
    await panel.getByLabel('Next step').selectOption({ label: step });
    if (step === 'Replaced')
      await panel.getByLabel(/Message to the customer/).fill('New plane packed');
    await panel.getByRole('button', { name: `Mark ${step.toLowerCase()}` }).click();
    await expect(admin.getByText(`Return ${step.toLowerCase()}`)).toBeVisible();
    await expect(panel).toBeHidden();
    if (step !== 'Replaced') {
      await admin.getByRole('button', { name: `Open return for ${order.orderNumber}` }).click();
    }
  }
  await expect(admin.getByRole('cell', { name: 'Replaced' })).toBeVisible();
  await admin.context().close();

  // The customer sees the replacement order, at no charge.
  await page.reload();
  await expect(returns.getByText('Replaced', { exact: true })).toBeVisible();
  const link = returns.getByRole('link', { name: /Replacement order #PW-/ });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: /Order #PW-/ })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(order.id));

  const listed = await request.get(`/api/orders/${order.id}/returns`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [ret] = (await listed.json()).data as { replacementOrder: { id: string } }[];
  const replacement = await request.get(`/api/orders/${ret!.replacementOrder.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await replacement.json()).data as { summary: { total: number }; status: string };
  expect(body.summary.total).toBe(0);
  expect(body.status).toBe('confirmed');
});
