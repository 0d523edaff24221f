// Screenshots of returns (not a test): the order page's "Return or replace" form and the order's
// returns, at a phone and a desktop width, and the admin's returns screen with its detail panel.
// Usage: ADMIN_EMAIL=… ADMIN_PASSWORD=… node e2e/scripts/returns-screens.mjs http://127.0.0.1:3000 out-dir
import path from 'node:path';
import { launchChromium } from './chromium.mjs';
import { screenArgs } from './screens.mjs';
import { addToCart, demoShipping, placeCodOrder } from './shop-orders.mjs';
import { apiSignIn, demoCustomer, shopApi, signedInContext } from './shop-session.mjs';

const { base, out } = screenArgs();
const browser = await launchChromium();
const api = shopApi(base);
const admin = await apiSignIn(base, {
  email: process.env.ADMIN_EMAIL,
  password: process.env.ADMIN_PASSWORD,
});
const shopper = await apiSignIn(base, demoCustomer);

// A fresh delivered order of two planes for the demo customer.
const cards = (await api('/api/products?category=airplanes&availability=instock&limit=20')).data
  .products;
let added = 0;
for (const card of cards) {
  const product = (await api(`/api/products/${card.id}`)).data;
  if (product.variants.length > 0 || card.stock < 3) continue;
  await addToCart(api, shopper.auth, card.id, 2 - added);
  if (++added === 2) break;
}
const order = await placeCodOrder(api, shopper.auth, demoShipping(), 'shots');
for (const status of ['processing', 'shipped', 'delivered']) {
  await api(`/api/orders/admin/${order.id}/status`, {
    method: 'PUT',
    headers: admin.auth,
    body: JSON.stringify({ status }),
  });
}
const options = (await api(`/api/orders/${order.id}/returns/options`, { headers: shopper.auth }))
  .data;
// The customer's photo of the damage: the plane's own picture stands in for one.
const photoBytes = Buffer.from(await (await fetch(base + cards[0].image)).arrayBuffer());
const form = new FormData();
form.append('image', new Blob([photoBytes], { type: 'image/webp' }), 'damage.webp');
const photo = await (
  await fetch(`${base}/api/upload/single?purpose=return-photo`, {
    method: 'POST',
    headers: shopper.auth,
    body: form,
  })
).json();
const first = await api(`/api/orders/${order.id}/returns`, {
  method: 'POST',
  headers: shopper.auth,
  body: JSON.stringify({
    items: [{ orderItemId: options.lines[0].orderItemId, quantity: 1 }],
    reason: 'defective',
    note: 'The motor stutters at half throttle.',
    kind: 'refund',
    photos: [photo.data.url],
  }),
});
for (const status of ['approved', 'picked_up', 'received', 'refunded']) {
  await api(`/api/returns/admin/${first.data.id}/status`, {
    method: 'PUT',
    headers: admin.auth,
    body: JSON.stringify({ status, refundMethod: 'upi', refundReference: 'UPI-4471' }),
  });
}

async function pageAs(session, width) {
  const viewport = { width, height: 900 };
  const context = await signedInContext(
    browser,
    session,
    { viewport },
    {
      'notificationPrompt:admin': 'later',
    },
  );
  return context.newPage();
}

for (const width of [390, 1280]) {
  const page = await pageAs(shopper, width);
  await page.goto(`${base}/order/${order.id}`);
  const returns = page.getByRole('region', { name: 'Returns' });
  await returns.getByText('Refunded', { exact: true }).waitFor();
  await returns.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(out, `order-returns-${width}.png`) });
  await page.getByRole('button', { name: 'Return or replace' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByLabel('Add photo').setInputFiles({
    name: 'damage.webp',
    mimeType: 'image/webp',
    buffer: photoBytes,
  });
  await dialog.locator('img[src^="/uploads/returns/"]').waitFor();
  await page.screenshot({ path: path.join(out, `return-form-${width}.png`) });
  await page.context().close();
}

const adminPage = await pageAs(admin, 1280);
await adminPage.goto(`${base}/admin/returns`);
await adminPage
  .getByRole('button', { name: /Open return for/ })
  .first()
  .waitFor();
await adminPage.screenshot({ path: path.join(out, 'admin-returns-1280.png') });
await adminPage
  .getByRole('button', { name: /Open return for/ })
  .first()
  .click();
await adminPage.getByRole('dialog').waitFor();
await adminPage.screenshot({
  path: path.join(out, 'admin-return-detail-1280.png'),
  animations: 'disabled',
});
await browser.close();
console.log(`screenshots in ${out}`);
