// Screenshots of cash-on-delivery confirmation (not a test): the settings section, the admin
// list filtered to orders awaiting confirmation, the admin order page, the customer's order page
// and the emailed link's page, at a phone and a desktop width. Turns the setting on (any COD
// order above ₹1 waits) on the shop it is pointed at, so use a scratch shop.
// Usage: node e2e/scripts/cod-screens.mjs http://127.0.0.1:3000 out-dir admin-email admin-password
import path from 'node:path';
import { launchChromium } from './chromium.mjs';
import { screenArgs } from './screens.mjs';
import { addToCart, demoShipping, placeCodOrder } from './shop-orders.mjs';
import { apiSignIn, demoCustomer, shopApi, signedInContext } from './shop-session.mjs';

const {
  base,
  out,
  rest: [adminEmail, adminPassword],
} = screenArgs();
const api = shopApi(base);
const owner = await apiSignIn(base, { email: adminEmail, password: adminPassword });
await api('/api/settings/admin/codConfirmation', {
  method: 'PUT',
  headers: owner.auth,
  body: JSON.stringify({
    enabled: true,
    aboveAmountPaise: 100,
    firstTimeCustomers: true,
    cancelAfterHours: 24,
  }),
});
const shopper = await apiSignIn(base, demoCustomer);
const cards = (await api('/api/products?availability=instock&limit=20')).data.products;
let product;
for (const card of cards) {
  const p = (await api(`/api/products/${card.id}`)).data;
  if (p.variants.length === 0 && p.price < 20_000) {
    product = p;
    break;
  }
}
await addToCart(api, shopper.auth, product.id);
const shipping = demoShipping({
  name: 'Demo Customer',
  address: '12 Aileron Road, Indiranagar',
  pincode: '560038',
});
const order = await placeCodOrder(api, shopper.auth, shipping, 'cod-screens');
const outbox = await api('/api/outbox?to=demo%40propwash.in', { headers: owner.auth });
const email = outbox.data.emails.find((e) => e.subject === `Order ${order.orderNumber} received`);
const link = new URL(/Confirm my order: (\S+)/.exec(email.text)[1]);

const browser = await launchChromium();
for (const width of [390, 1280]) {
  // `ready`: text on screen once the page has its data (live updates keep the network busy).
  const shot = async (name, url, session, ready, before) => {
    const viewport = { width, height: 900 };
    const context = session
      ? await signedInContext(browser, session, { viewport })
      : await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(base + url);
    await page.getByText(ready).locator('visible=true').first().waitFor({ timeout: 60_000 });
    if (before) await before(page);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true });
    await context.close();
  };
  await shot('cod-settings', '/admin/settings', owner, 'Store name', async (page) => {
    await page.getByRole('tab', { name: 'Payment' }).click();
    await page.getByText('Ask for confirmation').waitFor();
  });
  await shot('cod-admin-list', '/admin/orders?cod=awaiting', owner, order.orderNumber);
  await shot('cod-admin-order', `/admin/orders/${order.id}`, owner, 'Confirm by hand');
  await shot('cod-customer-order', `/order/${order.id}`, shopper, 'Waiting for your');
  await shot('cod-link-page', `${link.pathname}${link.search}`, null, 'Pay on delivery');
}
await browser.close();
console.log(`order ${order.orderNumber}; screenshots in ${out}`);
