import type { APIRequestContext } from '@playwright/test';
import { customerWithCodOrder, expect, plainProducts, signedInPage, test } from './fixtures.ts';

// Cash-on-delivery confirmation (docs/decisions/cod-confirmation.md): the owner
// turns it on, a COD order above the amount waits, the emailed link confirms it.

/** The dearest in-stock product a COD order can take (the COD limit is ₹50,000). */
async function dearProduct(request: APIRequestContext) {
  const products = await plainProducts<{ id: string; price: number; stock: number }>(
    request,
    'limit=40&availability=instock',
  );
  const fit = products
    .filter((p) => p.stock >= 2 && p.price >= 2_000 && p.price <= 45_000)
    .sort((a, b) => b.price - a.price);
  expect(fit.length, 'an in-stock product for a COD order').toBeGreaterThan(0);
  return fit[0]!;
}

const off = {
  enabled: false,
  aboveAmountPaise: null,
  firstTimeCustomers: false,
  cancelAfterHours: 24,
};

test.describe('cash-on-delivery confirmation', () => {
  test('the owner turns it on, a COD order above the amount waits, and the emailed link confirms it', async ({
    browser,
    request,
    adminToken,
    ownerPage: owner,
  }) => {
    // Three browsers (owner, shopper, the link's visitor) on a 2-core machine.
    test.setTimeout(150_000);
    const admin = { authorization: `Bearer ${adminToken}` };
    const product = await dearProduct(request);
    // Only orders as dear as this one wait: other stories' cheaper orders stay as they were.
    const aboveRupees = product.price - 1;
    try {
      await owner.goto('/admin/settings');
      await owner.getByRole('tab', { name: 'Payment' }).click();
      const card = owner.locator('form', { hasText: 'Cash on delivery confirmation' });
      await card.getByRole('switch', { name: 'Cash on delivery confirmation' }).click();
      await card.getByLabel('Orders above').fill(String(aboveRupees));
      await card.getByLabel('Cancel after (hours)').fill('24');
      await card.getByRole('button', { name: 'Save cash on delivery confirmation' }).click();
      await expect(owner.getByText('Cash on delivery confirmation settings saved')).toBeVisible();

      // A shopper places a COD order above the amount.
      const { customer: pilot, order } = await customerWithCodOrder(request, {
        name: 'Rhea Rudder',
        productId: product.id,
      });

      // Her order page asks for the confirmation; the admin list shows it waiting.
      const shopper = await signedInPage(browser, pilot.session);
      await shopper.goto(`/order/${order.id}`);
      await expect(
        shopper.getByRole('heading', { name: 'Waiting for your confirmation' }),
      ).toBeVisible();
      await owner.goto(`/admin/orders?cod=awaiting&search=${encodeURIComponent(pilot.email)}`);
      // The list is a table on desktop and cards on phones: the one on screen.
      await expect(owner.getByText(order.orderNumber).locator('visible=true')).toHaveCount(1);
      await expect(
        owner.getByText('Awaiting COD confirmation', { exact: true }).locator('visible=true'),
      ).toHaveCount(1);

      // The link in the order email, opened without signing in.
      let link = '';
      await expect
        .poll(async () => {
          const outbox = await request.get(`/api/outbox?to=${encodeURIComponent(pilot.email)}`, {
            headers: admin,
          });
          const emails = (await outbox.json()).data.emails as { subject: string; text: string }[];
          const text = emails.find(
            (e) => e.subject === `Order ${order.orderNumber} received`,
          )?.text;
          link = /Confirm my order: (\S+)/.exec(text ?? '')?.[1] ?? '';
          return link;
        })
        .not.toBe('');
      const url = new URL(link);
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto(`${url.pathname}${url.search}`);
      await expect(visitor.getByRole('heading', { name: 'Confirm your order' })).toBeVisible();
      await expect(visitor.getByText(`#${order.orderNumber}`)).toBeVisible();
      await visitor.getByRole('button', { name: 'Confirm my order' }).click();
      await expect(visitor.getByText('Your order is confirmed')).toBeVisible();

      // The link works once; the customer's page no longer asks.
      await visitor.reload();
      await expect(visitor.getByText('Your order is confirmed')).toBeVisible();
      await expect(visitor.getByRole('button', { name: 'Confirm my order' })).toHaveCount(0);
      await shopper.reload();
      await expect(shopper.getByRole('region', { name: 'Order Timeline' })).toContainText(
        'Cash on delivery confirmed by the customer (emailed link)',
      );
      await expect(
        shopper.getByRole('heading', { name: 'Waiting for your confirmation' }),
      ).toHaveCount(0);
    } finally {
      const reset = await request.put('/api/settings/admin/codConfirmation', {
        headers: admin,
        data: off,
      });
      expect(reset.ok(), await reset.text()).toBe(true);
    }
  });
});
