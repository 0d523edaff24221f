import { adminCredentials, expect, test, storeAdminSession } from './fixtures.ts';

const inr = (rupees: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(rupees);

test.describe('admin', () => {
  test('a signed-out visitor who opens the admin is sent to the admin login', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login(\?|$)/);
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('the shop owner signs in and sees the real dashboard numbers', async ({
    page,
    request,
    adminToken,
  }) => {
    const overview = (
      await (
        await request.get('/api/analytics/overview', {
          headers: { authorization: `Bearer ${adminToken}` },
        })
      ).json()
    ).data as { totalProducts: number; totalOrders: number; totalUsers: number; revenue: number };
    expect(overview.totalProducts).toBeGreaterThanOrEqual(120);

    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(adminCredentials.email);
    await page.getByLabel('Password').fill(adminCredentials.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin(\/dashboard)?$/);

    const card = (title: string) =>
      page
        .getByRole('list', { name: 'Shop totals' })
        .getByRole('listitem')
        .filter({ hasText: title });
    await expect(card('Total products')).toContainText(
      overview.totalProducts.toLocaleString('en-IN'),
    );
    // Other stories register customers and place orders at the same time: a shown count lies
    // between the count read before the page loaded and the one read after.
    await expect(card('Total users')).toContainText(/\d/);
    await expect(card('Total orders')).toContainText(/\d/);
    const shown = async (title: string) =>
      Number((await card(title).innerText()).replace(/\D/g, ''));
    const shownUsers = await shown('Total users');
    const shownOrders = await shown('Total orders');
    const after = (
      await (
        await request.get('/api/analytics/overview', {
          headers: { authorization: `Bearer ${adminToken}` },
        })
      ).json()
    ).data as typeof overview;
    expect(shownUsers).toBeGreaterThanOrEqual(overview.totalUsers);
    expect(shownUsers).toBeLessThanOrEqual(after.totalUsers);
    expect(shownOrders).toBeGreaterThanOrEqual(overview.totalOrders);
    expect(shownOrders).toBeLessThanOrEqual(after.totalOrders);
    if (after.revenue === overview.revenue)
      await expect(card('Revenue')).toContainText(inr(overview.revenue).replace(/\.00$/, ''));
  });

  test.describe('with the owner’s computer set to New York time', () => {
    test.use({ timezoneId: 'America/New_York' });

    test('an order shows the same India time on the dashboard, the orders list and its page', async ({
      page,
      request,
      adminToken,
    }) => {
      const latest = await request.get('/api/analytics/latest-orders?limit=1', {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      const [order] = (await latest.json()).data as { orderNumber: string; createdAt: string }[];
      // What an Indian wall clock read when the order came in ("25 Nov 2026, 6:46 am").
      const india = new Intl.DateTimeFormat('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
        timeZone: 'Asia/Kolkata',
      }).format(new Date(order!.createdAt));
      const [day, time] = india.split(', ') as [string, string];

      await storeAdminSession(page, request, adminToken);
      await page.goto('/admin/dashboard');
      const latestOrders = page.getByRole('region', { name: 'Latest orders' });
      await expect(
        latestOrders.getByRole('listitem').filter({ hasText: order!.orderNumber }),
      ).toContainText(india);

      await page.goto(`/admin/orders?search=${order!.orderNumber}`);
      const row = page.getByRole('row').filter({ hasText: order!.orderNumber });
      await expect(row).toContainText(day);
      await expect(row).toContainText(time);

      // The order number opens the order in a new tab; here it opens in this one.
      const href = await row
        .getByRole('link', { name: order!.orderNumber, exact: true })
        .getAttribute('href');
      await page.goto(href!);
      await expect(page.getByText(`Placed ${india}`)).toBeVisible();
    });
  });

  test('a customer account cannot enter the admin', async ({ page, request }) => {
    const customer = { email: 'demo@propwash.in', password: 'propwash-demo' };
    expect((await request.post('/api/auth/login', { data: customer })).ok()).toBe(true);
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Access denied. Admin privileges required.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login(\?|$)/);
  });
});
