import type { APIRequestContext, Browser } from '@playwright/test';
import {
  adminCredentials,
  apiLogin,
  apiRegister,
  expect,
  plainProducts,
  test,
} from './fixtures.ts';

// Shipments and couriers (docs/decisions.md): the owner ships an order with a courier, the
// courier's tracking update arrives at the webhook, and the customer follows it on /track.

type Creds = { email: string; password: string };

async function signedInPage(browser: Browser, request: APIRequestContext, creds: Creds) {
  const { token, user } = await apiLogin(request, creds);
  const context = await browser.newContext();
  await context.addInitScript(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
      localStorage.setItem('notificationPrompt:admin', 'later');
      localStorage.setItem('notificationPrompt:customer', 'later');
    },
    [token, JSON.stringify(user)] as const,
  );
  return context.newPage();
}

/** A fresh customer with one cash-on-delivery order (confirmed at once). */
async function customerWithOrder(request: APIRequestContext) {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const pilot = {
    name: 'Ishaan Aileron',
    email: `ship-${id}@example.com`,
    password: `pitch-${id}`,
  };
  await apiRegister(request, pilot);
  const { token } = await apiLogin(request, pilot);
  const auth = { authorization: `Bearer ${token}` };
  const products = await plainProducts<{ id: string; stock: number }>(
    request,
    'limit=40&availability=instock',
  );
  const product = products.find((p) => p.stock >= 5);
  expect(product, 'an in-stock product').toBeTruthy();
  expect(
    (await request.post('/api/cart', { headers: auth, data: { productId: product!.id } })).ok(),
  ).toBe(true);
  const placed = await request.post('/api/orders', {
    headers: { ...auth, 'idempotency-key': `e2e-shipments-${id}` },
    data: {
      shipping: {
        name: pilot.name,
        email: pilot.email,
        phone: '98450 12345',
        address: '4 Hangar Road, HAL 2nd Stage',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560008',
      },
      payment: { method: 'cod' },
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const order = (await placed.json()).data.order as { id: string; orderNumber: string };
  return { pilot, order };
}

test('the owner ships an order by courier, a tracking update arrives, and the customer sees it on /track', async ({
  browser,
  request,
  adminToken,
}) => {
  const { pilot, order } = await customerWithOrder(request);
  const awb = `BD${Date.now().toString().slice(-10)}`;

  const admin = await signedInPage(browser, request, adminCredentials);
  await admin.goto(`/admin/orders/${order.id}`);
  const form = admin.getByRole('form', { name: 'Create shipment' });
  await form.getByLabel('Carrier').selectOption('manual');
  await form.getByLabel('Courier', { exact: true }).fill('Blue Dart');
  await form.getByLabel('AWB number').fill(awb);
  await form.getByRole('button', { name: 'Create shipment' }).click();
  await expect(admin.getByText(`Shipment created (AWB ${awb})`)).toBeVisible();
  await expect(admin.getByRole('heading', { level: 1 })).toContainText('SHIPPED');
  await expect(admin.getByText(`Booked with Blue Dart, AWB ${awb}`)).toBeVisible();

  // The courier account's webhook token, as the owner would set it in Settings.
  const saved = await request.put('/api/shipping/admin/courier-settings', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { shiprocketEmail: '', pickupLocation: 'Primary', webhookToken: 'e2e-courier-token' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  // Shiprocket's tracking update for the parcel (its webhook body, its token header).
  const ist = new Date(Date.now() + 330 * 60_000).toISOString();
  const stamp = `${ist.slice(8, 10)} ${ist.slice(5, 7)} ${ist.slice(0, 4)} ${ist.slice(11, 19)}`;
  const update = await request.post('/api/shipping/webhook/shiprocket', {
    headers: { 'x-api-key': 'e2e-courier-token' },
    data: {
      awb,
      courier_name: 'Blue Dart',
      current_status: 'OUT FOR DELIVERY',
      current_status_id: 17,
      current_timestamp: stamp,
      scans: [{ location: 'Koramangala Hub', activity: 'Out for delivery' }],
    },
  });
  expect(update.ok(), await update.text()).toBe(true);
  expect((await update.json()).data).toMatchObject({
    applied: true,
    orderStatus: 'out_for_delivery',
  });

  const customer = await signedInPage(browser, request, pilot);
  await customer.goto(`/track/${order.orderNumber}`);
  const courier = customer.getByRole('region', { name: 'Courier' });
  await expect(courier).toContainText('Blue Dart');
  await expect(courier).toContainText(awb);
  await expect(courier).toContainText('OUT FOR DELIVERY');
  await expect(courier).toContainText('Koramangala Hub');
  await expect(courier.getByRole('link', { name: 'Track with Blue Dart' })).toHaveAttribute(
    'href',
    new RegExp(`/track/${order.orderNumber}$`),
  );
  await expect(customer.getByText('OUT FOR DELIVERY').first()).toBeVisible();
});
