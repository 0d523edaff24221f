import type { Page } from '@playwright/test';
import {
  apiSetOrderStatus,
  codOrderInAnotherBrowser,
  customerWithCodOrder,
  expect,
  liveStreamOpened,
  signedInPage,
  test,
} from './fixtures.ts';

/** Marks the document, so a later check proves the page was not reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-page', 'yes'));
}
async function expectSameDocument(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-e2e-same-page', 'yes');
}

const inr = (rupees: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })
    .format(rupees)
    .replace(/\.00$/, '');

test.describe('live updates', () => {
  test('an order placed in another browser appears on the shop owner’s dashboard and as a toast, without a reload', async ({
    browser,
    ownerPage: page,
  }) => {
    const opened = liveStreamOpened(page);
    await page.goto('/admin/dashboard');
    const latest = page.getByRole('region', { name: 'Latest orders' });
    await expect(latest.getByRole('listitem').first()).toContainText('PW-');
    await opened;
    await markDocument(page);

    // The customer shops in a browser of their own.
    const { order } = await codOrderInAnotherBrowser(browser, 'Meera Throttle');

    const toast = page
      .getByRole('status')
      .filter({ hasText: `New order ${order.orderNumber} from Meera Throttle` });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(inr(order.summary.total));
    await expect(latest).toContainText(order.orderNumber);
    await expectSameDocument(page);

    await toast.getByRole('button', { name: 'View order' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
    await expect(page.getByText(order.orderNumber).first()).toBeVisible();
    await page.context().close();
  });

  test('a customer’s order page shows the new status as soon as the shop moves the order', async ({
    browser,
    request,
    adminToken,
  }) => {
    const { customer, order } = await customerWithCodOrder(request, { name: 'Rohan Servo' });
    const page = await signedInPage(browser, customer.session);
    const opened = liveStreamOpened(page);
    await page.goto(`/order/${order.id}`);
    const header = page.getByRole('heading', { name: `Order #${order.orderNumber}` }).locator('..');
    await expect(header).toContainText('CONFIRMED');
    await opened;
    await markDocument(page);

    await apiSetOrderStatus(request, adminToken, order.id, 'processing');

    await expect(header).toContainText('PROCESSING');
    const timeline = page.getByRole('region', { name: 'Order Timeline' });
    await expect(timeline.getByRole('listitem').last()).toContainText('Processing');
    await expectSameDocument(page);
    await page.context().close();
  });
});
