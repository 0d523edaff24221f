// Screenshots of the admin Audit log after a few changes (a price, a coupon, a stock count), with
// the newest entry opened, at a phone and a desktop width, for looking at (not a test).
// Usage: ADMIN_PASSWORD=... node e2e/scripts/audit-screens.mjs http://127.0.0.1:3000 out-dir
import path from 'node:path';
import { launchChromium } from './chromium.mjs';
import { fullPageShot, phoneAndDesktop, screenArgs } from './screens.mjs';
import { apiSignIn, shopApi, signedInContext } from './shop-session.mjs';

const { base, out } = screenArgs();
const session = await apiSignIn(base, {
  email: process.env.ADMIN_EMAIL ?? 'admin@propwash.in',
  password: process.env.ADMIN_PASSWORD,
});
const call = shopApi(base);
const api = (method, url, body) =>
  call(`/api${url}`, { method, headers: session.auth, body: body && JSON.stringify(body) });

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
for (const [label, width, height] of phoneAndDesktop) {
  const context = await signedInContext(browser, session, { viewport: { width, height } });
  const page = await context.newPage();
  await page.goto(`${base}/admin/audit`);
  await page.getByRole('heading', { name: 'Audit log' }).waitFor();
  const summaries = page.locator('summary:visible');
  await summaries.first().waitFor();
  await summaries.nth(2).click();
  await fullPageShot(page, path.join(out, `admin-audit-${label}.png`));
  await context.close();
}
await browser.close();
