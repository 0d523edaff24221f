// Screenshots of cash-on-delivery confirmation (not a test): the settings section, the admin
// list filtered to orders awaiting confirmation, the admin order page, the customer's order page
// and the emailed link's page, at a phone and a desktop width. Turns the setting on (any COD
// order above ₹1 waits) on the shop it is pointed at, so use a scratch shop.
// Usage: node e2e/scripts/cod-screens.mjs http://127.0.0.1:3000 out-dir admin-email admin-password
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './chromium.mjs';

const [base = 'http://127.0.0.1:3000', out = 'screenshots/tmp', adminEmail, adminPassword] =
  process.argv.slice(2);
mkdirSync(out, { recursive: true });
const api = async (url, init = {}) => {
  const res = await fetch(base + url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  return res.json();
};
const login = (email, password) =>
  api('/api/auth/login', { method: 'POST', body: JSON.stringify({ email, password }) }).then(
    (r) => r.data,
  );
const owner = await login(adminEmail, adminPassword);
const asOwner = { authorization: `Bearer ${owner.token}` };
await api('/api/settings/admin/codConfirmation', {
  method: 'PUT',
  headers: asOwner,
  body: JSON.stringify({
    enabled: true,
    aboveAmountPaise: 100,
    firstTimeCustomers: true,
    cancelAfterHours: 24,
  }),
});
const shopper = await login('demo@propwash.in', 'propwash-demo');
const asShopper = { authorization: `Bearer ${shopper.token}` };
const cards = (await api('/api/products?availability=instock&limit=20')).data.products;
let product;
for (const card of cards) {
  const p = (await api(`/api/products/${card.id}`)).data;
  if (p.variants.length === 0 && p.price < 20_000) {
    product = p;
    break;
  }
}
await api('/api/cart', {
  method: 'POST',
  headers: asShopper,
  body: JSON.stringify({ productId: product.id, quantity: 1 }),
});
const placed = await api('/api/orders', {
  method: 'POST',
  headers: { ...asShopper, 'idempotency-key': `cod-screens-${Date.now()}` },
  body: JSON.stringify({
    shipping: {
      name: 'Demo Customer',
      email: 'demo@propwash.in',
      phone: '98450 12345',
      address: '12 Aileron Road, Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560038',
    },
    payment: { method: 'cod' },
  }),
});
const order = placed.data.order;
const outbox = await api('/api/outbox?to=demo%40propwash.in', { headers: asOwner });
const email = outbox.data.emails.find((e) => e.subject === `Order ${order.orderNumber} received`);
const link = new URL(/Confirm my order: (\S+)/.exec(email.text)[1]);

const browser = await launchChromium();
const session = (s) => (page) =>
  page.addInitScript(
    ([t, u]) => {
      window.localStorage.setItem('token', t);
      window.localStorage.setItem('user', u);
    },
    [s.token, JSON.stringify(s.user)],
  );
for (const width of [390, 1280]) {
  // `ready`: text on screen once the page has its data (live updates keep the network busy).
  const shot = async (name, url, signIn, ready, before) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    if (signIn) await signIn(page);
    await page.goto(base + url);
    await page.getByText(ready).locator('visible=true').first().waitFor({ timeout: 60_000 });
    if (before) await before(page);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true });
    await context.close();
  };
  await shot('cod-settings', '/admin/settings', session(owner), 'Store name', async (page) => {
    await page.getByRole('tab', { name: 'Payment' }).click();
    await page.getByText('Ask for confirmation').waitFor();
  });
  await shot('cod-admin-list', '/admin/orders?cod=awaiting', session(owner), order.orderNumber);
  await shot('cod-admin-order', `/admin/orders/${order.id}`, session(owner), 'Confirm by hand');
  await shot('cod-customer-order', `/order/${order.id}`, session(shopper), 'Waiting for your');
  await shot('cod-link-page', `${link.pathname}${link.search}`, null, 'Pay on delivery');
}
await browser.close();
console.log(`order ${order.orderNumber}; screenshots in ${out}`);
