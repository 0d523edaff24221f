// Screenshots of a shipment (not a test): the admin order page's Shipments panel, and the
// customer's order and tracking pages after a courier update, at a phone and a desktop width.
// Usage: SHIPROCKET_WEBHOOK_TOKEN=… on the server, then
// node e2e/scripts/shipment-screens.mjs http://127.0.0.1:3000 out-dir admin-email admin-password token
import path from 'node:path';
import { launchChromium } from './chromium.mjs';
import { screenArgs } from './screens.mjs';
import { apiSignIn, demoCustomer, shopApi, signedInContext } from './shop-session.mjs';

const {
  base,
  out,
  rest: [adminEmail, adminPassword, token],
} = screenArgs();
const api = shopApi(base);
const demo = await apiSignIn(base, demoCustomer);
const admin = await apiSignIn(base, { email: adminEmail, password: adminPassword });
const orders = (await api('/api/orders?status=confirmed', { headers: demo.auth })).data.orders;
const order = orders[0];
const awb = `BD${Date.now().toString().slice(-10)}`;
await api(`/api/orders/admin/${order.id}/shipments`, {
  method: 'POST',
  headers: admin.auth,
  body: JSON.stringify({ carrier: 'manual', courier: 'Blue Dart', awb }),
});
const ist = new Date(Date.now() + 330 * 60_000).toISOString();
await api('/api/shipping/webhook/shiprocket', {
  method: 'POST',
  headers: { 'x-api-key': token },
  body: JSON.stringify({
    awb,
    current_status: 'OUT FOR DELIVERY',
    current_status_id: 17,
    current_timestamp: `${ist.slice(8, 10)} ${ist.slice(5, 7)} ${ist.slice(0, 4)} ${ist.slice(11, 19)}`,
    scans: [{ location: 'Koramangala Hub', activity: 'Out for delivery' }],
  }),
});

const browser = await launchChromium();
// Both sides answered the notification opt-in before, so its card does not cover the page.
const promptsAnswered = {
  'notificationPrompt:admin': 'later',
  'notificationPrompt:customer': 'later',
};
for (const width of [390, 1280]) {
  for (const [who, session] of [
    ['customer', demo],
    ['admin', admin],
  ]) {
    const viewport = { width, height: 1000 };
    const context = await signedInContext(browser, session, { viewport }, promptsAnswered);
    const page = await context.newPage();
    if (who === 'customer') {
      await page.goto(`${base}/track/${order.orderNumber}`);
      await page.getByRole('region', { name: 'Courier' }).waitFor();
      await page.getByRole('region', { name: 'Courier' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(out, `track-${width}.png`), fullPage: true });
      await page.goto(`${base}/order/${order.orderNumber}`);
      await page.getByRole('region', { name: 'Shipment' }).waitFor();
      await page.screenshot({ path: path.join(out, `order-${width}.png`), fullPage: true });
    } else {
      await page.goto(`${base}/admin/orders/${order.id}`);
      await page.getByText(`Booked with Blue Dart`).waitFor();
      await page.screenshot({ path: path.join(out, `admin-order-${width}.png`), fullPage: true });
      await page.goto(`${base}/admin/settings`);
      await page.getByRole('tab', { name: 'Couriers' }).click();
      await page.getByText('Webhook URL for Shiprocket').waitFor();
      await page.screenshot({ path: path.join(out, `admin-couriers-${width}.png`) });
    }
    await context.close();
  }
}
await browser.close();
console.log(`order ${order.orderNumber}, AWB ${awb}`);
