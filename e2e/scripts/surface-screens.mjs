// Screenshots of goods that ship by surface (not a test): a LiPo battery's product page and the
// checkout's delivery step with express disabled, at a phone and a desktop width.
// Usage: node e2e/scripts/surface-screens.mjs http://127.0.0.1:3000 out-dir
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
const cards = (await api('/api/products?search=LiPo&availability=instock&limit=20')).data.products;
let lipo;
for (const card of cards) {
  const product = (await api(`/api/products/${card.id}`)).data;
  if (product.shipsBySurface) {
    lipo = product;
    break;
  }
}
await addToCart(api, auth, lipo.id);

for (const width of [390, 1280]) {
  const context = await signedInContext(browser, session, { viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/product/${lipo.id}`);
  await page.getByText('Ships by surface only.').waitFor();
  await page.getByLabel('Pincode').fill('560034');
  await page.getByRole('button', { name: 'Check' }).click();
  await page.getByText(/Delivery by/).waitFor();
  await page.getByText('Ships by surface only.').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(out, `product-${width}.png`) });
  await page.goto(`${base}/checkout`);
  await page.getByText(/Express delivery is not available/).waitFor();
  await page.getByRole('group', { name: 'Shipping method' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(out, `checkout-${width}.png`) });
  await context.close();
}
await browser.close();
console.log(`${lipo.name}: screenshots in ${out}`);
