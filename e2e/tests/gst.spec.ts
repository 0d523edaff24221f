import ExcelJS from 'exceljs';
import {
  apiAddToCart,
  apiSetOrderStatus,
  expect,
  plainProducts,
  signUp,
  test,
} from './fixtures.ts';

// A business buyer's GST invoice, the month's GSTR-1 and a drone's category
// (docs/legal-compliance.md): the invoice names the buyer's GSTIN (docs/decisions/business-buyers.md),
// is issued when the order is packed (docs/decisions/invoice-timing.md) and goes into the
// registration's GSTR-1 under B2B (docs/decisions/gstr-1.md).

const CLUB = { gstin: '29AABCS1234K1ZC', legalName: 'Skyhigh Flying Club LLP' };

/** This month in India time, as the GST returns screen's month field takes it (YYYY-MM). */
const indiaMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);

test('a club secretary buys with a GSTIN and gets the invoice naming the club; the owner downloads the GSTR-1 workbook', async ({
  page,
  request,
  adminToken,
  ownerPage: owner,
}) => {
  const products = await plainProducts<{ id: string; price: number; stock: number }>(
    request,
    'limit=40&availability=instock',
  );
  const product = products.find((p) => p.stock >= 5 && p.price < 20_000);
  expect(product, 'a cheap in-stock product').toBeTruthy();
  const secretary = await signUp(page, 'Ravi Menon', 'club');
  await apiAddToCart(request, secretary, product!.id);

  // Checkout: where, then cash on delivery.
  await page.goto('/checkout');
  await page.getByLabel('Mobile number').fill('98450 12345');
  await page.getByLabel('Pincode', { exact: true }).fill('560038');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('Karnataka');
  await page.getByLabel('Address', { exact: true }).fill('Hangar 3, Jakkur Aerodrome');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.locator('input[name="payment-method"][value="cod"]').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // The club's GSTIN: a typing mistake is caught, lower case is fine.
  await page.getByRole('button', { name: 'Buying for a business? Add GSTIN' }).click();
  await page.getByLabel('GSTIN').fill('29AABCS1234K1ZD');
  await page.getByLabel('Legal name').fill(CLUB.legalName);
  await page.getByRole('button', { name: 'Use for the invoice' }).click();
  await expect(page.getByText(/typing mistake/)).toBeVisible();
  await page.getByLabel('GSTIN').fill(CLUB.gstin.toLowerCase());
  await page.getByRole('button', { name: 'Use for the invoice' }).click();
  const business = page.getByRole('region', { name: 'Business invoice' });
  await expect(business).toContainText(CLUB.legalName);
  await expect(business).toContainText(`GSTIN ${CLUB.gstin}`);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/PW-[\w-]+\?placed=1$/);

  const mine = await request.get('/api/orders', { headers: secretary.headers });
  const [order] = (await mine.json()).data.orders as Array<{
    id: string;
    orderNumber: string;
    buyer: { gstin: string; legalName: string } | null;
    invoiceNumber: string | null;
  }>;
  expect(order!.buyer).toEqual(CLUB);
  // Cash on delivery: no tax invoice until the goods are packed.
  expect(order!.invoiceNumber).toBeNull();

  // The owner packs it: the invoice is issued.
  await apiSetOrderStatus(request, adminToken, order!.id, 'processing');

  // The secretary opens the invoice from the order's page: it names the club and its GSTIN.
  await page.goto(`/order/${order!.id}`);
  await page.getByRole('button', { name: 'Invoice' }).click();
  const opened = page.waitForEvent('popup');
  await page.getByRole('menuitem', { name: 'View invoice' }).click();
  const invoiceTab = await opened;
  await expect(invoiceTab).toHaveURL(/\/order\/[^/]+\/invoice$/);
  const invoice = invoiceTab.frameLocator('iframe');
  await expect(invoice.getByText('Tax invoice', { exact: false }).first()).toBeVisible();
  await expect(invoice.getByText(CLUB.legalName).first()).toBeVisible();
  await expect(invoice.getByText(CLUB.gstin).first()).toBeVisible();
  await expect(invoice.getByText(/Reverse charge/).first()).toBeVisible();
  await invoiceTab.close();
  // …and keeps it as a PDF.
  await page.getByRole('button', { name: 'Invoice' }).click();
  const pdf = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download PDF' }).click();
  expect((await pdf).suggestedFilename()).toMatch(/^Invoice_.*\.pdf$/);
  const invoiceNumber = (
    (await (await request.get('/api/orders', { headers: secretary.headers })).json()).data
      .orders[0] as { invoiceNumber: string }
  ).invoiceNumber;
  expect(invoiceNumber).toMatch(/^PW\/\d{2}-\d{2}\/\d{6}$/);

  // The owner's GST returns: this month's GSTR-1 adds up, and its workbook lists the invoice
  // under B2B with the club's GSTIN.
  await owner.goto('/admin/gst-returns');
  await owner.getByLabel('Month').fill(indiaMonth());
  await expect(owner.getByText(/add up to the invoices less the credit notes/)).toBeVisible();
  const excel = owner.waitForEvent('download');
  await owner.getByRole('button', { name: 'Excel' }).click();
  const file = await excel;
  expect(file.suggestedFilename()).toMatch(/^GSTR1_29AAHCP7245K1ZU_\d{6}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  const b2b = workbook.getWorksheet('b2b');
  expect(b2b, 'a b2b sheet').toBeTruthy();
  const rows: unknown[][] = [];
  b2b!.eachRow((row) => rows.push(row.values as unknown[]));
  const ours = rows.filter((r) => r.includes(invoiceNumber));
  expect(ours.length).toBeGreaterThan(0);
  expect(ours[0]).toContain(CLUB.gstin);
});

test('a drone page shows its category under the Drone Rules', async ({ page }) => {
  await page.goto('/product/holy-stone-hs720e-4k-eis-gps-drone');
  await expect(page.getByText(/Micro drone/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Flying it in India' })).toBeVisible();
  await expect(page.getByText(/not legal advice/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Product declarations' })).toBeVisible();
});
