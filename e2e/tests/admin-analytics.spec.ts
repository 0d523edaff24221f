import type { APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { customerWithCodOrder, expect, test } from './fixtures.ts';

const indiaDay = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

async function ordersIn(request: APIRequestContext, token: string, start: string, end: string) {
  const res = await request.get(`/api/orders/admin/analytics?startDate=${start}&endDate=${end}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data.totalOrders as number;
}

test.describe('admin analytics', () => {
  test('the shop owner reads the order analytics for a range, downloads a report and opens every report tab', async ({
    request,
    adminToken,
    ownerPage: admin,
  }) => {
    // A fresh customer places one cash-on-delivery order today.
    const { order } = await customerWithCodOrder(request);
    const today = indiaDay(new Date());
    const monthStart = addDays(today, -29);
    const before = await ordersIn(request, adminToken, monthStart, today);
    expect(before).toBeGreaterThanOrEqual(1);

    await admin.goto('/admin/analytics-dashboard');
    await expect(admin.getByRole('heading', { name: 'Analytics Dashboard' })).toBeVisible();
    // The default range is the last 30 days through today.
    await expect(admin.getByLabel('From')).toHaveValue(monthStart);
    await expect(admin.getByLabel('To')).toHaveValue(today);

    const card = (label: string) =>
      admin.getByRole('list', { name: 'Order figures' }).getByRole('listitem').filter({
        hasText: label,
      });
    const shownOrders = async () => {
      await expect(card('Total orders')).toContainText(/\d/);
      const text = await card('Total orders').locator('p').nth(1).innerText();
      return Number(text.replace(/\D/g, ''));
    };
    // Other stories place orders at the same time: the shown count lies between two reads.
    const shownMonth = await shownOrders();
    expect(shownMonth).toBeGreaterThanOrEqual(before);
    expect(shownMonth).toBeLessThanOrEqual(await ordersIn(request, adminToken, monthStart, today));
    await expect(card('Total revenue')).toContainText('₹');
    await expect(card('Total revenue')).toContainText('vs previous period');
    await expect(admin.getByRole('region', { name: 'Live figures' })).toContainText('Orders today');

    // Only today: the figures follow the range, and the range stays in the address.
    const todayBefore = await ordersIn(request, adminToken, today, today);
    await admin.getByLabel('From').fill(today);
    await expect(admin).toHaveURL(new RegExp(`startDate=${today}`));
    await expect(async () => {
      const shownToday = await shownOrders();
      expect(shownToday).toBeGreaterThanOrEqual(todayBefore);
      expect(shownToday).toBeLessThanOrEqual(await ordersIn(request, adminToken, today, today));
    }).toPass();

    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Orders report' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`orders_report_${today}_to_${today}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await file.path());
    const cells = book.worksheets.flatMap((sheet) => {
      const values: string[] = [];
      sheet.eachRow((row) => row.eachCell((cell) => values.push(String(cell.value))));
      return values;
    });
    expect(cells).toContain(order.orderNumber);

    await admin.getByRole('link', { name: 'Analytics & Reports' }).click();
    await expect(admin.getByRole('heading', { name: 'Analytics & Reports' })).toBeVisible();
    // The range carries over from the dashboard.
    await expect(admin.getByLabel('From')).toHaveValue(today);
    await expect(admin.getByRole('heading', { name: 'Revenue by month' })).toBeVisible();
    await expect(admin.getByRole('heading', { name: 'Top products' })).toBeVisible();

    const database = (
      await (
        await request.get('/api/analytics/database', {
          headers: { authorization: `Bearer ${adminToken}` },
        })
      ).json()
    ).data as { tableCount: number };
    await admin.getByRole('tab', { name: 'Database' }).click();
    const panel = admin.getByRole('tabpanel');
    await expect(panel.getByRole('listitem').filter({ hasText: 'Tables' }).first()).toContainText(
      String(database.tableCount),
    );
    const tables = panel.getByRole('table', { name: 'Tables by size' });
    await expect(tables.getByRole('cell', { name: 'orders', exact: true })).toBeVisible();

    await admin.getByRole('tab', { name: 'Storage' }).click();
    await expect(admin.getByRole('tabpanel')).toContainText('Products with images');
    await expect(admin.getByRole('tabpanel')).toContainText('Price per GB-month');

    await admin.getByRole('tab', { name: 'Users' }).click();
    await expect(admin.getByRole('tabpanel')).toContainText('Active users');
    await expect(admin.getByRole('heading', { name: 'Registrations by month' })).toBeVisible();
    await expect(admin).toHaveURL(/tab=users/);

    await expect(admin.getByText('Failed to load analytics')).toHaveCount(0);
    await admin.context().close();
  });
});
