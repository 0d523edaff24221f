// Screenshots of key screens at desktop and phone widths, for looking at (not a test).
// Usage: node e2e/scripts/screenshots.mjs http://127.0.0.1:3000 out-dir admin@email password
import path from 'node:path';
import { launchChromium } from './chromium.mjs';
import { screenArgs } from './screens.mjs';

const {
  base,
  out,
  rest: [email, password],
} = screenArgs();
const browser = await launchChromium();
const widths = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const pages = [
  ['home', '/'],
  ['not-found', '/no-such-page'],
  ['admin-login', '/admin/login'],
];
for (const [device, viewport] of Object.entries(widths)) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    isMobile: device === 'phone',
  });
  const page = await context.newPage();
  for (const [name, url] of pages) {
    await page.goto(base + url, { waitUntil: 'networkidle' });
    // Scroll through the page so lazy images load before a full-page capture.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    await page.screenshot({
      path: path.join(out, `${name}-${device}.png`),
      fullPage: name === 'home',
    });
  }
  if (email && password) {
    await page.goto(base + '/admin/login', { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('list', { name: 'Shop totals' }).getByText('₹').waitFor();
    await page.screenshot({ path: path.join(out, `admin-dashboard-${device}.png`) });
  }
  await context.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
