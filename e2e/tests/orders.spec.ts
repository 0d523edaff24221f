import type { APIRequestContext } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { apiLogin, customerWithCodOrder, expect, test, signIn } from './fixtures.ts';

// The seed gives the demo customer orders in every status (read here, never changed, except
// its cart by the reorder story); stories that change an order use a fresh customer.
const demo = { email: 'demo@propwash.in', password: 'propwash-demo' };

interface ApiOrder {
  id: string;
  orderNumber: string;
  status: string;
  invoiceNumber: string | null;
  shipping: { email: string };
  fulfillment: { trackingNumber: string | null };
}

async function ordersOf(request: APIRequestContext, token: string, status: string) {
  const res = await request.get(`/api/orders?status=${status}&limit=50`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data.orders as ApiOrder[];
}

/** A fresh customer with one cash-on-delivery order of a cheap product (COD orders start confirmed). */
async function customerWithConfirmedOrder(request: APIRequestContext) {
  const { customer, order } = await customerWithCodOrder(request, {
    fits: (p) => p.price < 20_000,
  });
  expect(order.status).toBe('confirmed');
  return { pilot: customer, order };
}

test.describe('orders', () => {
  test('a customer filters their orders, downloads a GST invoice, opens a delivered order and views and downloads its invoice from the Invoice menu', async ({
    page,
  }) => {
    const token = await signIn(page, demo);
    const delivered = await ordersOf(page.request, token, 'delivered');
    expect(delivered.length).toBeGreaterThan(0);

    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await expect(page.getByText(/^Showing \d+ of \d+ orders$/)).toBeVisible();

    const filters = page.getByRole('group', { name: 'Filter orders' });
    await filters.getByRole('button', { name: 'Delivered' }).click();
    await expect(filters.getByRole('button', { name: 'Delivered' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page).toHaveURL(/\?status=delivered$/);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(delivered.length);
    for (const card of await cards.all()) await expect(card).toContainText('DELIVERED');

    const first = delivered[0]!;
    const card = cards.filter({ hasText: first.orderNumber });
    await expect(card.getByRole('button', { name: 'Reorder' })).toBeVisible();
    const invoiceName = new RegExp(`^Invoice_${first.orderNumber}_\\d{4}-\\d{2}-\\d{2}\\.`);
    const [html] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Invoice' }).click(),
    ]);
    expect(html.suggestedFilename()).toMatch(invoiceName);
    expect(html.suggestedFilename()).toMatch(/\.html$/);
    await card.getByRole('link', { name: 'View details' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${first.orderNumber}$`));
    await expect(page.getByRole('heading', { name: `Order #${first.orderNumber}` })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('My Orders');
    await expect(page.getByRole('region', { name: 'Order Timeline' })).toContainText('Delivered');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    // The timeline says what happened, not who did it.
    await expect(page.getByRole('region', { name: 'Order Timeline' })).not.toContainText(
      /\bAuto\b/,
    );

    // One Invoice menu: View opens the GST invoice in a tab, Download PDF saves it.
    const invoiceMenu = page.getByRole('button', { name: 'Invoice' });
    await invoiceMenu.click();
    const [invoiceTab] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('menuitem', { name: 'View invoice' }).click(),
    ]);
    // A real address (reloadable, shareable), not a blob: URL; the invoice shows in its frame.
    await expect(invoiceTab).toHaveURL(/\/order\/[^/]+\/invoice$/);
    await invoiceTab.reload();
    await expect(
      invoiceTab.frameLocator('iframe').getByText(first.invoiceNumber!).first(),
    ).toBeVisible();
    await invoiceTab.close();

    await invoiceMenu.click();
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(invoiceName);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    await expect(page.getByText('Invoice downloaded successfully!')).toBeVisible();

    // The profile's Orders tab lists the same orders with the same filters.
    await page.goto('/profile?tab=orders');
    const tab = page.getByRole('tabpanel', { name: 'Orders' });
    await tab.getByRole('button', { name: 'Delivered' }).click();
    await expect(tab.getByRole('article').filter({ hasText: first.orderNumber })).toBeVisible();
  });

  test('a customer reorders a delivered order and finds its products in the cart', async ({
    page,
  }) => {
    const token = await signIn(page, demo);
    const [delivered] = await ordersOf(page.request, token, 'delivered');
    await page.goto(`/order/${delivered!.orderNumber}`);
    await page.getByRole('button', { name: 'Reorder' }).click();
    await expect(page.getByText('Order placed successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('a customer cancels a confirmed order after confirming, and it shows as cancelled', async ({
    page,
  }) => {
    const { pilot, order } = await customerWithConfirmedOrder(page.request);
    await signIn(page, pilot);

    await page.goto('/orders');
    await page.getByRole('article').filter({ hasText: order.orderNumber }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${order.orderNumber}$`));
    await expect(page.getByText('CONFIRMED', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order #${order.orderNumber}?` });
    await expect(dialog).toContainText('Are you sure you want to cancel this order?');
    await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();

    await expect(page.getByText('Order cancelled successfully')).toBeVisible();
    await expect(page.getByText('CANCELLED', { exact: true })).toBeVisible();
    await expect(page.getByText('This order was cancelled: Cancelled by customer')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  });

  test('a guest tracks an order by its number and email; a wrong email finds nothing', async ({
    page,
  }) => {
    const { token } = await apiLogin(page.request, demo);
    const [shipped] = await ordersOf(page.request, token, 'shipped');
    expect(shipped?.fulfillment.trackingNumber).toBeTruthy();

    await page.goto('/track-order');
    await expect(page.getByRole('heading', { name: 'Track Your Order' })).toBeVisible();
    await page.getByLabel('Order number').fill(shipped!.orderNumber);
    await page.getByLabel('Email or phone').fill('someone-else@example.com');
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(page.getByText('Order not found', { exact: true })).toBeVisible();

    await page.getByLabel('Email or phone').fill(shipped!.shipping.email.toUpperCase());
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    const result = page.getByRole('region', { name: `Order ${shipped!.orderNumber}` });
    await expect(result).toContainText(shipped!.fulfillment.trackingNumber!);
    await expect(result).toContainText('SHIPPED');
    await expect(result).toContainText('Shipment progress');
    await expect(result.getByRole('link', { name: 'View order details' })).toHaveCount(0);
  });

  test("an order that is not the customer's shows Order Not Found", async ({ page }) => {
    await signIn(page, demo);
    await page.goto('/order/PW-0000-NOPE0');
    await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
  });

  test('a signed-in customer tracks their order from /track/{number}', async ({ page }) => {
    const token = await signIn(page, demo);
    const [shipped] = await ordersOf(page.request, token, 'shipped');
    await page.goto(`/track/${shipped!.orderNumber}`);
    const result = page.getByRole('region', { name: `Order ${shipped!.orderNumber}` });
    await expect(result).toContainText(shipped!.fulfillment.trackingNumber!);
    await result.getByRole('link', { name: 'View order details' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${shipped!.orderNumber}$`));
  });

  test('the orders, order and tracking pages have no serious axe violations', async ({ page }) => {
    const token = await signIn(page, demo);
    const [shipped] = await ordersOf(page.request, token, 'shipped');
    for (const url of [
      '/orders',
      `/order/${shipped!.orderNumber}`,
      `/track/${shipped!.orderNumber}`,
    ]) {
      await page.goto(url);
      await expect(page.getByText(shipped!.orderNumber).first()).toBeVisible();
      expect(await seriousViolations(page), url).toEqual([]);
    }
  });

  test('the support chat answers "Track my order" with the latest order and opens it', async ({
    page,
  }) => {
    const { pilot, order } = await customerWithConfirmedOrder(page.request);
    await signIn(page, pilot);
    await page.goto('/faq');
    await page.getByRole('button', { name: /support chat/i }).click();
    const chat = page.getByRole('dialog', { name: 'Support chat' });
    await chat.getByRole('button', { name: 'Track my order' }).click();
    await expect(chat).toContainText(`Your latest order ${order.orderNumber} is confirmed.`);
    await chat.getByRole('link', { name: `Open order ${order.orderNumber}` }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${order.id}$`));
    await expect(page.getByText(order.orderNumber).first()).toBeVisible();
  });
});
