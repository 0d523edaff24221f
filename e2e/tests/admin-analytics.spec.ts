import type { APIRequestContext, Browser } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  adminCredentials,
  apiLogin,
  apiRegister,
  expect,
  notificationPromptAnswered,
  signedInPage,
  test,
  plainProducts,
} from './fixtures.ts';

/** The shop owner's page, the notification opt-in answered (its card would cover the reports). */
async function ownerPage(browser: Browser, request: APIRequestContext) {
  const session = await apiLogin(request, adminCredentials);
  return signedInPage(browser, session, notificationPromptAnswered);
}

/** A fresh customer places one cash-on-delivery order today. */
async function placeOrderToday(request: APIRequestContext) {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const pilot = {
    name: 'Ishaan Aileron',
    email: `stats-${id}@example.com`,
    password: `roll-${id}`,
  };
  await apiRegister(request, pilot);
  const { token } = await apiLogin(request, pilot);
  const auth = { authorization: `Bearer ${token}` };
  const products = await plainProducts<{ id: string; stock: number }>(
    request,
    'limit=40&availability=instock',
  );
  const product = products.find((p) => p.stock >= 5);
  expect(product, 'an in-stock product').toBeTruthy();
  expect(
    (await request.post('/api/cart', { headers: auth, data: { productId: product!.id } })).ok(),
  ).toBe(true);
  const placed = await request.post('/api/orders', {
    headers: { ...auth, 'idempotency-key': `e2e-analytics-${id}` },
    data: {
      shipping: {
        name: pilot.name,
        email: pilot.email,
        phone: '98450 12345',
        address: '4 Throttle Road, Indiranagar',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560038',
      },
      payment: { method: 'cod' },
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return (await placed.json()).data.order as { id: string; orderNumber: string };
}

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
    browser,
    request,
    adminToken,
  }) => {
    const order = await placeOrderToday(request);
    const today = indiaDay(new Date());
    const monthStart = addDays(today, -29);
    const before = await ordersIn(request, adminToken, monthStart, today);
    expect(before).toBeGreaterThanOrEqual(1);

    const admin = await ownerPage(browser, request);
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
