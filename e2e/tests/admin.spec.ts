import { adminCredentials, expect, test } from './fixtures.ts';

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
    await expect(card('Total Products')).toContainText(
      overview.totalProducts.toLocaleString('en-IN'),
    );
    await expect(card('Total Orders')).toContainText(overview.totalOrders.toLocaleString('en-IN'));
    // Other stories register customers at the same time: the shown count lies between the
    // count read before the page loaded and the one read after.
    await expect(card('Total Users')).toContainText(/\d/);
    const shownUsers = Number((await card('Total Users').innerText()).replace(/\D/g, ''));
    const after = (
      await (
        await request.get('/api/analytics/overview', {
          headers: { authorization: `Bearer ${adminToken}` },
        })
      ).json()
    ).data.totalUsers as number;
    expect(shownUsers).toBeGreaterThanOrEqual(overview.totalUsers);
    expect(shownUsers).toBeLessThanOrEqual(after);
    await expect(card('Revenue')).toContainText(inr(overview.revenue).replace(/\.00$/, ''));
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
