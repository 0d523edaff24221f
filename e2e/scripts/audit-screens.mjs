// Screenshots of the admin Audit log after a few changes (a price, a coupon, a stock count), with
// the newest entry opened, at a phone and a desktop width, for looking at (not a test).
// Usage: ADMIN_PASSWORD=... node e2e/scripts/audit-screens.mjs http://127.0.0.1:3000 out-dir
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './chromium.mjs';

const [base = 'http://127.0.0.1:3000', out = 'screenshots/tmp'] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    email: process.env.ADMIN_EMAIL ?? 'admin@propwash.in',
    password: process.env.ADMIN_PASSWORD,
  }),
}).then((r) => r.json());
const { token, user } = login.data;
const api = (method, url, body) =>
  fetch(`${base}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  }).then((r) => r.json());

const { products } = (await api('GET', '/products/admin/all?limit=2')).data;
const [first, second] = products;
await api('PUT', `/products/${first.id}`, { price: first.price - 100, featured: !first.featured });
await api('PUT', `/inventory/${second.id}/stock`, { quantity: 42, reason: 'Recount' });
await api('POST', '/coupons', {
  code: `MONSOON${Date.now().toString(36).toUpperCase().slice(-4)}`,
  discountType: 'percentage',
  discountValue: 12,
});

const browser = await launchChromium();
for (const [label, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1280, 900],
]) {
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addInitScript(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)],
  );
  const page = await context.newPage();
  await page.goto(`${base}/admin/audit`);
  await page.getByRole('heading', { name: 'Audit log' }).waitFor();
  const summaries = page.locator('summary:visible');
  await summaries.first().waitFor();
  await summaries.nth(2).click();
  const file = path.join(out, `admin-audit-${label}.png`);
  await page.screenshot({ path: file, fullPage: true });
  const size = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.scrollHeight,
  ]);
  console.log(`${file}: ${size.join(' x ')}`);
  await context.close();
}
await browser.close();
