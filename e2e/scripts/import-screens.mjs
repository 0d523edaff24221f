// Screenshots of the admin Import / export screen with a checked file that has errors, at a phone
// and a desktop width, for looking at (not a test).
// Usage: ADMIN_PASSWORD=... node e2e/scripts/import-screens.mjs http://127.0.0.1:3000 out-dir
import path from 'node:path';
import { launchChromium } from './chromium.mjs';
import { fullPageShot, phoneAndDesktop, screenArgs } from './screens.mjs';
import { apiSignIn, signedInContext } from './shop-session.mjs';

const { base, out } = screenArgs();
const browser = await launchChromium();
const session = await apiSignIn(base, {
  email: process.env.ADMIN_EMAIL ?? 'admin@propwash.in',
  password: process.env.ADMIN_PASSWORD,
});

const csv = [
  'sku,name,category,brand,description,price,mrp,stock,gst_rate,active',
  'IMP-001,Falcon 450 Quad Frame,drones,SkyWorks,A 450 mm carbon frame.,1899,2499,12,18,yes',
  'IMP-002,Kestrel 1400 Glider,airplanes/electric,Propwash,A thermal glider with a 1.4 m wing.,8499,9999,4,18,yes',
  'IMP-003,Sparrow Micro Heli,helicopters,RotorLab,Indoor micro helicopter.,twelve,,3,18,yes',
  'IMP-004,Titan Crawler 1/10,boats,Propwash,A rock crawler.,15999,14999,2,7,maybe',
  'IMP-005,LiPo 3S 2200 mAh,batteries-chargers,VoltEdge,"A 3S pack, 30C.",1599,1799,40,18,yes',
  'IMP-001,Falcon 450 again,drones,SkyWorks,Duplicate.,1899,,1,18,yes',
].join('\r\n');

for (const [label, width, height] of phoneAndDesktop) {
  const context = await signedInContext(browser, session, { viewport: { width, height } });
  const page = await context.newPage();
  await page.goto(`${base}/admin/products/import`);
  await page.getByRole('heading', { name: 'Import / export products' }).waitFor();
  await page.getByLabel('Choose a CSV or Excel file to import').setInputFiles({
    name: 'spring-stock.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('heading', { name: 'Errors' }).waitFor();
  await fullPageShot(page, path.join(out, `admin-import-${label}.png`));
  await context.close();
}
await browser.close();
