// Screenshots of the shopper's pages at a phone and a desktop width, with each page's height and
// width, for looking at (not a test). Signs in as the demo customer and uses its newest invoiced order.
// Usage: node e2e/scripts/shopper-screens.mjs http://127.0.0.1:3000 out-dir
import path from 'node:path';
import { launchChromium } from './chromium.mjs';
import { screenArgs } from './screens.mjs';
import { addToCart } from './shop-orders.mjs';
import { apiSignIn, demoCustomer, shopApi, signedInContext } from './shop-session.mjs';

const { base, out } = screenArgs();
const browser = await launchChromium();
const api = shopApi(base);
const session = await apiSignIn(base, demoCustomer);
const { auth } = session;
const orders = (await api('/api/orders?limit=50', { headers: auth })).data.orders.filter(
  (o) => o.invoiceNumber,
);
const products = (await api('/api/products?limit=20&availability=instock')).data.products;
const product = products.find((p) => p.originalPrice > p.price) ?? products[0];
await addToCart(api, auth, product.id);
const invoiceHtml = await fetch(`${base}/api/orders/${orders[0].id}/invoice`, {
  headers: auth,
}).then((r) => r.text());

const pages = [
  ['home', '/'],
  ['listing', '/products'],
  ['product', `/product/${product.id}`],
  ['cart', '/cart'],
  ['checkout', '/checkout'],
  ['order', `/order/${orders[0].id}`],
  // The confirmation a shopper lands on after placing an order.
  ['thank-you', `/order/${orders[0].orderNumber}?placed=1`],
  ['invoice', null],
];
const widths = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
for (const [device, viewport] of Object.entries(widths)) {
  const context = await signedInContext(browser, session, {
    viewport,
    isMobile: device === 'phone',
  });
  const page = await context.newPage();
  for (const [name, url] of pages) {
    if (url) await page.goto(base + url, { waitUntil: 'load' });
    else await page.setContent(invoiceHtml, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 700) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(60);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    const size = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      height: document.documentElement.scrollHeight,
    }));
    console.log(`${device} ${name}: ${size.width} × ${size.height} px`);
    await page.screenshot({ path: path.join(out, `${name}-${device}.png`), fullPage: true });
  }
  await context.close();
}
await browser.close();
