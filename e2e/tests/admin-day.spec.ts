import {
  apiSetOrderStatus,
  customerWithCodOrder,
  expect,
  test,
  type PlacedOrder,
} from './fixtures.ts';

type Today = {
  day: string;
  today: { orders: number; salesPaise: number };
  toPack: number;
};

test.describe("the owner's day", () => {
  test('the dashboard shows today’s orders and the work waiting, each opening its list', async ({
    request,
    adminToken,
    ownerPage: page,
  }) => {
    const readToday = async () =>
      (
        await (
          await request.get('/api/analytics/today', {
            headers: { authorization: `Bearer ${adminToken}` },
          })
        ).json()
      ).data as Today;
    await customerWithCodOrder(request, { name: 'Dev Aileron' });
    const before = await readToday();
    expect(before.today.orders).toBeGreaterThanOrEqual(1);

    await page.goto('/admin/dashboard');
    const ordersToday = page.getByRole('link', { name: /Orders today/ });
    await expect(ordersToday).toContainText(/\d/);
    // Other stories place orders at the same time: the figure lies between two reads.
    const shown = Number((await ordersToday.locator('p').nth(1).innerText()).replace(/\D/g, ''));
    const after = await readToday();
    expect(shown).toBeGreaterThanOrEqual(before.today.orders);
    expect(shown).toBeLessThanOrEqual(after.today.orders);

    const waiting = page.getByRole('region', { name: 'Waiting for you' });
    for (const label of [
      'To confirm',
      'To pack',
      'To ship',
      'COD to confirm',
      'Low stock',
      'Open returns',
      'New messages',
    ]) {
      await expect(waiting.getByRole('link', { name: new RegExp(label) })).toBeVisible();
    }
    await waiting.getByRole('link', { name: /To pack/ }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=confirmed$/);
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('confirmed');

    await page.goBack();
    await ordersToday.click();
    await expect(page).toHaveURL(new RegExp(`from=${after.day}&to=${after.day}`));
  });

  test('a shipped order’s status control offers only the moves the state machine allows', async ({
    request,
    adminToken,
    ownerPage: page,
  }) => {
    const { order } = await customerWithCodOrder(request, { name: 'Asha Rudder' });
    await apiSetOrderStatus(request, adminToken, order.id, 'processing', 'shipped');

    await page.goto(`/admin/orders/${order.id}`);
    await page.getByRole('button', { name: 'Change status' }).click();
    const picker = page.getByRole('dialog').getByLabel('New status');
    const offered = await picker.locator('option').allInnerTexts();
    expect(offered).toEqual([
      'Shipped',
      'Out for delivery',
      'Delivered',
      'Returned to origin',
      'Processing',
    ]);
    await expect(picker.locator('optgroup')).toHaveAttribute(
      'label',
      'Correct a mistake (needs a message)',
    );

    // The server refuses what the picker leaves out.
    const refused = await request.put(`/api/orders/admin/${order.id}/status`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { status: 'confirmed', message: 'Wrong button' },
    });
    expect(refused.status()).toBe(409);
  });
});

test.describe('the admin on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  let order: PlacedOrder;
  test.beforeEach(async ({ request }) => {
    ({ order } = await customerWithCodOrder(request, { name: 'Nila Servo' }));
  });

  test('the dashboard reaches an order on the first screen', async ({ ownerPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/dashboard');
    const latest = page.getByRole('region', { name: 'Latest orders' });
    const first = latest.getByRole('link').filter({ hasText: 'PW-' }).first();
    await expect(first).toBeVisible();
    const box = (await first.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
  });

  test('the orders filters wait behind a Filters button', async ({ ownerPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/orders');
    const status = page.getByLabel('Status', { exact: true });
    await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
    await expect(status).toBeHidden();
    // The first order of the list starts on the first screen.
    await expect(page.locator('a:visible', { hasText: /^PW-/ }).first()).toBeInViewport();
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(status).toBeVisible();
  });

  test('an order without returns shows no empty returns box', async ({ ownerPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/orders/${order.id}`);
    await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Returns' })).toHaveCount(0);
    await expect(page.getByText('No returns')).toHaveCount(0);
  });
});
