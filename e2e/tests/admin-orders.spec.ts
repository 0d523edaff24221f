import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiSetOrderStatus, customerWithCodOrder, expect, signedInPage, test } from './fixtures.ts';

const inr = (rupees: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })
    .format(rupees)
    .replace(/\.00$/, '');

async function rowOf(page: Page, orderNumber: string) {
  await page.getByLabel('Search', { exact: true }).fill(orderNumber);
  await expect(page).toHaveURL(new RegExp(`search=${orderNumber}`));
  return page.getByRole('row').filter({ hasText: orderNumber });
}

test.describe('admin orders', () => {
  test('the owner moves an order with a message and the customer sees it on their order page', async ({
    browser,
    request,
    ownerPage: admin,
  }) => {
    const { customer: pilot, order } = await customerWithCodOrder(request);
    await admin.goto('/admin/orders');
    await expect(admin.getByRole('heading', { name: 'Order management' })).toBeVisible();
    const row = await rowOf(admin, order.orderNumber);
    await row.getByLabel(`Status of order ${order.orderNumber}`).selectOption('processing');
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(/Message/).fill('Packed with extra foam for the propellers');
    await dialog.getByRole('button', { name: 'Set Processing' }).click();
    await expect(admin.getByText('Order status updated successfully!')).toBeVisible();
    await expect(row.getByText('PROCESSING', { exact: true })).toBeVisible();

    const customer = await signedInPage(browser, pilot.session);
    await customer.goto(`/order/${order.id}`);
    await expect(customer.getByText('Packed with extra foam for the propellers')).toBeVisible();
  });

  test('the owner ships three orders at once, exports the list as Excel and imports a JSON file', async ({
    request,
    adminToken,
    ownerPage: admin,
  }) => {
    // Their own customer name, so the list shows these three whatever other tests place meanwhile.
    const buyer = `Bulk Pilot ${Date.now().toString(36)}`;
    const first = await customerWithCodOrder(request, { name: buyer });
    const second = await customerWithCodOrder(request, { name: buyer });
    const third = await customerWithCodOrder(request, { name: buyer });
    for (const { order } of [first, second, third]) {
      await apiSetOrderStatus(request, adminToken, order.id, 'processing');
    }
    await admin.goto(`/admin/orders?status=processing&search=${encodeURIComponent(buyer)}`);
    await expect(admin.getByRole('checkbox', { name: /^Select order / })).toHaveCount(3);
    for (const { order } of [first, second, third]) {
      await admin.getByRole('checkbox', { name: `Select order ${order.orderNumber}` }).check();
    }
    const bar = admin.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toContainText('3 orders selected');
    await bar.getByLabel('Bulk action').selectOption('shipped');
    await bar.getByRole('button', { name: 'Apply' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Set Shipped' }).click();
    await expect(admin.getByText('Bulk action completed for 3 orders')).toBeVisible();

    await admin.goto('/admin/orders?status=shipped');
    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Export Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^orders_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await file.path());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Order number');
    const numbers = sheet.getColumn(1).values;
    expect(numbers).toContain(first.order.orderNumber);
    expect(numbers).toContain(second.order.orderNumber);
    expect(numbers).toContain(third.order.orderNumber);

    // A JSON file of older orders (another shop's history): one good, one repeated, one bad.
    const stamp = Date.now().toString(36).toUpperCase();
    const old = {
      orderId: `OLD-${stamp}`,
      customer: 'Kiran Old',
      email: 'kiran.old@example.com',
      date: '2025-03-14T10:00:00+05:30',
      total: 2499,
      status: 'delivered',
      items: [{ name: 'Balsa sheet pack', quantity: 1, price: 2499 }],
    };
    await admin.getByLabel('Orders JSON file').setInputFiles({
      name: 'history.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify([old, old, { ...old, orderId: `BAD-${stamp}`, total: -1 }]),
      ),
    });
    await expect(admin.getByText('Imported 1 order (1 failed)', { exact: true })).toBeVisible();
    const found = await request.get(`/api/orders/admin/${old.orderId}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(found.ok(), await found.text()).toBe(true);
    expect((await found.json()).data).toMatchObject({ status: 'delivered' });
  });

  test('the order page shows the GST inside the total, one Invoice menu and a quiet automatic timeline', async ({
    request,
    adminToken,
    ownerPage: admin,
  }) => {
    const { order } = await customerWithCodOrder(request);
    const detail = await request.get(`/api/orders/admin/${order.id}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const summary = (await detail.json()).data.summary as {
      subtotal: number;
      shipping: number;
      discount: number;
      tax: number;
      cgst: number;
      sgst: number;
      total: number;
      taxIncluded: boolean;
    };
    // Placed now, so prices include GST (docs/decisions/prices-include-gst.md); Karnataka to Karnataka.
    expect(summary.taxIncluded).toBe(true);
    expect(summary.total).toBeCloseTo(summary.subtotal - summary.discount + summary.shipping, 2);

    await admin.goto(`/admin/orders/${order.id}`);
    const money = admin.getByRole('heading', { name: 'Items (1)' }).locator('..');
    await expect(money).toContainText(`Total${inr(summary.total)}`);
    await expect(money).toContainText(
      `Includes GST ${inr(summary.tax)} (CGST ${inr(summary.cgst)} + SGST ${inr(summary.sgst)})`,
    );
    // Not added rows: no CGST or SGST line of its own above the total.
    await expect(money.getByRole('term')).toHaveText(['Subtotal', 'Shipping', 'Total']);

    // Entries the shop did not make are quieter, not labelled "[Auto]" or "Automatic".
    const timeline = admin.getByRole('heading', { name: 'Timeline' }).locator('..');
    await expect(timeline.getByRole('listitem').first()).toBeVisible();
    await expect(timeline).not.toContainText(/\[Auto\]|Automatic/);

    // No invoice until the order is packed (docs/decisions/invoice-timing.md); then one Invoice
    // menu: View opens the printable invoice, Download PDF saves the file.
    await expect(admin.getByText('Invoice: issued when you mark the order packed')).toBeVisible();
    const invoiceButtons = admin.getByRole('button', { name: /invoice/i });
    await expect(invoiceButtons).toBeDisabled();
    await apiSetOrderStatus(request, adminToken, order.id, 'processing');
    await admin.reload();
    await expect(admin.getByText(/· Invoice [A-Z]{2}\/\d{2}-\d{2}\/\d{6}/)).toBeVisible();
    await expect(invoiceButtons).toHaveCount(1);
    await expect(invoiceButtons).toBeEnabled();
    await invoiceButtons.click();
    const tab = admin.context().waitForEvent('page');
    await admin.getByRole('menuitem', { name: 'View' }).click();
    const invoice = await tab;
    await expect(invoice).toHaveURL(/\/order\/[^/]+\/invoice$/);
    await expect(invoice.frameLocator('iframe').locator('body')).toContainText(order.orderNumber);
    await invoice.close();
    await invoiceButtons.click();
    const download = admin.waitForEvent('download');
    await admin.getByRole('menuitem', { name: 'Download PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  });
});
