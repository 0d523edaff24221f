import type { APIRequestContext } from '@playwright/test';
import { expect, signUp, test } from './fixtures.ts';

interface ApiProduct {
  id: string;
  name: string;
  stock: number;
  shipsBySurface?: boolean;
  variants?: unknown[];
}

/**
 * A seeded LiPo battery in stock, sold without versions (a battery sold in capacities needs a
 * chosen variant in the cart): the seed marks every LiPo as shipping by surface only.
 */
async function aLipo(request: APIRequestContext) {
  const res = await request.get('/api/products?search=LiPo&availability=instock&limit=20');
  expect(res.ok()).toBe(true);
  for (const card of (await res.json()).data.products as ApiProduct[]) {
    const product = (await (await request.get(`/api/products/${card.id}`)).json())
      .data as ApiProduct;
    if (product.shipsBySurface && product.stock >= 2 && !product.variants?.length) return product;
  }
  throw new Error('no LiPo battery in stock');
}

test('a shopper with a LiPo battery sees express disabled with the reason and places a standard order', async ({
  page,
}) => {
  const lipo = await aLipo(page.request);
  const { token } = await signUp(page, 'Kiran Volt');

  // The product page says why it goes by road.
  await page.goto(`/product/${lipo.id}`);
  await expect(page.getByText('Ships by surface only.')).toBeVisible();
  await expect(page.getByText(/Airlines do not carry LiPo batteries or fuel/)).toBeVisible();

  const added = await page.request.post('/api/cart', {
    data: { productId: lipo.id, quantity: 1 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(added.ok(), await added.text()).toBe(true);

  await page.goto('/checkout');
  await page.getByLabel('Mobile number').fill('98450 12345');
  await page.getByLabel('Pincode', { exact: true }).fill('560038');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('Karnataka');
  await page.getByLabel('Address', { exact: true }).fill('7 Battery Road, Indiranagar');

  // Express is off, with the reason naming the battery; standard takes 2 + 3 surface days.
  const express = page.locator('input[name="shipping-method"][value="express"]');
  await expect(express).toBeDisabled();
  await expect(
    page.getByText(
      `Express delivery is not available: ${lipo.name} ships by surface only (road), so choose Standard delivery`,
    ),
  ).toBeVisible();
  const standard = page.locator('input[name="shipping-method"][value="standard"]');
  await expect(standard).toBeChecked();
  // The date the product page's pincode check gives: 5 days ahead, as the order will estimate.
  await expect(page.locator('label', { has: standard })).toContainText(/Delivery by \w{3}, \d/);
  const promised = await page.locator('label', { has: standard }).innerText();

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible();
  await page.locator('input[name="payment-method"][value="cod"]').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Standard delivery')).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();

  const orders = await page.request.get('/api/orders', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [order] = (await orders.json()).data.orders;
  expect(order.shipping.method).toBe('standard');
  expect(promised).toContain(`Delivery by ${weekdayDate(order.shipping.estimatedDelivery)}`);
});

/** '2026-12-11' → 'Fri, 11 Dec', the storefront's weekdayDate format. */
function weekdayDate(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const months = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sept',
    'Oct',
    'Nov',
    'Dec',
  ];
  return `${weekdays[d.getUTCDay()]}, ${d.getUTCDate()} ${months[d.getUTCMonth()]}`;
}
