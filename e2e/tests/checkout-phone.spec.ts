import type { APIRequestContext, Page } from '@playwright/test';
import { addToCartOnPage, apiAddToCart, expect, plainProducts, signUp, test } from './fixtures.ts';

// A shopper on a 390 px phone, the one we build checkout for.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface ApiProduct {
  id: string;
  name: string;
  price: number;
  stock: number;
}

/** In-stock products cheap enough for cash on delivery (COD has an order limit). */
async function cheapProducts(request: APIRequestContext) {
  const list = (await plainProducts<ApiProduct>(request, 'limit=40&availability=instock')).filter(
    (p) => p.stock >= 5 && p.price < 20_000,
  );
  expect(list.length, 'cheap in-stock products').toBeGreaterThan(3);
  return list;
}

/** ₹1,23,456.50 → 123456.5 */
function rupees(text: string): number {
  const match = /₹\s?([\d,]+(?:\.\d{1,2})?)/.exec(text);
  expect(match, `a rupee amount in "${text}"`).toBeTruthy();
  return Number(match![1]!.replace(/,/g, ''));
}

/** Step 1 for a new customer: name comes from the account; the pincode fills city and state. */
async function fillAddress(page: Page, pincode: string) {
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Kavya Throttle');
  await page.getByLabel('Mobile number').fill('98450 12345');
  await page.getByLabel('Pincode', { exact: true }).fill(pincode);
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('Karnataka');
  await page.getByLabel('Address', { exact: true }).fill('14 Propeller Lane, Indiranagar');
}

/** Continue → payment (cash on delivery is the default) → review → Place order. */
async function placeCodOrder(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible();
  await expect(page.locator('input[name="payment-method"][value="cod"]')).toBeChecked();
  // Each step scrolls smoothly to the top: a tap while it still moves lands elsewhere.
  await page.waitForFunction(() => window.scrollY === 0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/PW-[\w-]+\?placed=1$/);
}

test.describe('checkout on a phone', () => {
  test('typing pincode 560001 fills Karnataka and Bengaluru and prices the delivery', async ({
    page,
  }) => {
    const [product] = await cheapProducts(page.request);
    const customer = await signUp(page, 'Kavya Throttle');
    await apiAddToCart(page.request, customer, product!.id);

    await page.goto('/checkout');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText('Enter your pincode')).toBeAttached();
    await page.getByLabel('Pincode', { exact: true }).fill('560001');

    await expect(page.getByLabel('State', { exact: true })).toHaveValue('Karnataka');
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Bengaluru');
    await expect(page.getByText('Bengaluru, Karnataka')).toBeVisible();
    // The state gives the quote: Karnataka's standard delivery is free.
    await expect(page.locator('label', { hasText: 'Standard delivery' })).toContainText('FREE');
    // The city stays the shopper's to change.
    await page.getByLabel('City', { exact: true }).fill('Bangalore');
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Bangalore');

    await page.getByLabel('Pincode', { exact: true }).fill('999999');
    await expect(page.getByText('We could not find pincode 999999')).toBeVisible();
  });

  test('a cash-on-delivery order lands on its thank-you page, which stays after a reload', async ({
    page,
  }) => {
    const [, product] = await cheapProducts(page.request);
    const customer = await signUp(page, 'Kavya Throttle');
    await apiAddToCart(page.request, customer, product!.id);

    await page.goto('/checkout');
    await fillAddress(page, '560038');
    await placeCodOrder(page);

    const orders = await page.request.get('/api/orders', {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    const [order] = (await orders.json()).data.orders as {
      orderNumber: string;
      summary: { total: number };
    }[];
    const expectThankYou = async () => {
      const panel = page.getByRole('region', { name: 'Order placed' });
      await expect(panel.getByRole('heading', { name: 'Order placed' })).toBeVisible();
      await expect(panel).toContainText(order!.orderNumber);
      const due = panel.getByText(/to pay on delivery$/);
      await expect(due).toBeVisible();
      expect(rupees((await due.textContent()) ?? '')).toBe(order!.summary.total);
      await expect(panel.getByText('What happens next')).toBeVisible();
      // No tax invoice at checkout: it is issued when the shop packs the order.
      await expect(panel.getByRole('button', { name: 'Invoice' })).toHaveCount(0);
      await expect(
        page.getByText('The GST invoice is issued when your order is packed'),
      ).toBeVisible();
    };
    await expectThankYou();
    await page.reload();
    await expectThankYou();
  });

  test("a product's page price is what one unit costs delivered free to Karnataka", async ({
    page,
  }) => {
    const [, , product] = await cheapProducts(page.request);
    await signUp(page, 'Kavya Throttle');

    await page.goto(`/product/${product!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    const shown = rupees(
      (await page
        .getByText(/^Price ₹/)
        .first()
        .textContent()) ?? '',
    );
    await addToCartOnPage(page);

    await page.goto('/checkout');
    await fillAddress(page, '560001');
    await placeCodOrder(page);
    const due = page.getByRole('region', { name: 'Order placed' }).getByText(/to pay on delivery$/);
    expect(rupees((await due.textContent()) ?? '')).toBe(shown);
    await expect(page.getByText('Inclusive of all taxes').first()).toBeVisible();
  });

  test('checkout has no site footer, mega menu or chat button', async ({ page }) => {
    const [, , , product] = await cheapProducts(page.request);
    const customer = await signUp(page, 'Kavya Throttle');
    await apiAddToCart(page.request, customer, product!.id);

    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Shipping details' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Propwash home' })).toBeVisible();
    await expect(page.getByText('Secure checkout')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Categories' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /open menu|categories/i })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /support chat/i })).toHaveCount(0);
    await expect(page.getByRole('searchbox')).toHaveCount(0);
  });
});
