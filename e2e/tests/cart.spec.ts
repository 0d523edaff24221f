import type { APIRequestContext } from '@playwright/test';
import { addToCartOnPage, apiLogin, apiRegister, expect, test, plainProducts } from './fixtures.ts';

interface ApiProduct {
  id: string;
  name: string;
  price: number;
  stock: number;
}

/** In-stock products from the seeded catalog. */
async function products(request: APIRequestContext, count: number) {
  const list = await plainProducts<ApiProduct>(request, 'limit=20&availability=instock');
  const picked = list.filter((p) => p.stock >= 3).slice(0, count);
  expect(picked).toHaveLength(count);
  return picked;
}

function newShopper() {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return { name: 'Arjun Flyer', email: `cart-${id}@example.com`, password: `rotor-${id}` };
}

test.describe('cart', () => {
  test('a guest fills the cart, signs in, and the line moves to the server cart', async ({
    page,
    request,
  }) => {
    const [product] = await products(request, 1);
    const shopper = newShopper();
    await apiRegister(request, shopper);

    await page.goto(`/product/${product!.id}`);
    await addToCartOnPage(page);

    await page.goto('/cart');
    await expect(page.getByRole('link', { name: product!.name }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Proceed to checkout' }).waitFor();
    await expect(page.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcheckout',
    );

    await page.goto('/login?redirect=/cart');
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('link', { name: product!.name }).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('guest-cart'))).toBeNull();

    // The line now lives in the customer's server cart.
    const { token } = await apiLogin(request, shopper);
    const cart = await request.get('/api/cart', { headers: { authorization: `Bearer ${token}` } });
    const items = (await cart.json()).data.items as { productId: string; quantity: number }[];
    expect(items).toEqual([expect.objectContaining({ productId: product!.id, quantity: 1 })]);

    // The stepper and remove work on the server cart.
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('group', { name: `Quantity of ${product!.name}` })).toContainText(
      '2',
    );
    await expect(page.getByText(/Subtotal \(2 items\)/)).toBeVisible();
    await page.getByRole('button', { name: `Remove ${product!.name}` }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  });

  test('a tap on Add to cart before the page can answer it is kept, and adds once', async ({
    page,
    request,
  }) => {
    const [product] = await products(request, 1);
    // A slow network: the page's scripts arrive two seconds after its HTML.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto(`/product/${product!.id}`, { waitUntil: 'commit' });
    const addToCart = page.getByRole('button', { name: /^add to cart$/i });
    await addToCart.click();
    // Nothing can answer yet: the button says it is busy, and no script has run.
    await expect(addToCart).toHaveAttribute('aria-busy', 'true');
    expect(await page.evaluate(() => localStorage.getItem('guest-cart'))).toBeNull();

    await expect(page.getByText('Added to cart!')).toBeVisible();
    await expect(addToCart).not.toHaveAttribute('aria-busy');
    const lines = await page.evaluate(
      () => JSON.parse(localStorage.getItem('guest-cart') ?? '[]') as { quantity: number }[],
    );
    expect(lines).toEqual([expect.objectContaining({ productId: product!.id, quantity: 1 })]);
  });

  test('a guest changes quantities and empties the cart', async ({ page, request }) => {
    const [first, second] = await products(request, 2);
    const lines = [first!, second!].map((p) => ({
      productId: p.id,
      name: p.name,
      price: p.price,
      image: null,
      quantity: 1,
    }));
    await page.goto('/');
    await page.evaluate((l) => localStorage.setItem('guest-cart', JSON.stringify(l)), lines);
    await page.goto('/cart');

    const firstQuantity = page.getByRole('group', { name: `Quantity of ${first!.name}` });
    await firstQuantity.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(firstQuantity).toContainText('2');
    await expect(page.getByText(/Subtotal \(3 items\)/)).toBeVisible();
    await firstQuantity.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(firstQuantity).toContainText('1');
    // Stepping below 1 removes the line.
    await firstQuantity.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(page.getByRole('link', { name: first!.name })).toHaveCount(0);
    await page.getByRole('button', { name: `Remove ${second!.name}` }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });
});

test('the cart total, GST included, is the total checkout charges for that state', async ({
  page,
  request,
}) => {
  // One line below the free-shipping threshold, so the pincode's state sets the shipping.
  const list = await plainProducts<ApiProduct>(request, 'limit=50&sort=price-low');
  const product = list.find((p) => p.stock >= 2 && p.price * 2 < 900)!;
  const shopper = newShopper();
  await apiRegister(request, shopper);
  const { token } = await apiLogin(request, shopper);
  const headers = { authorization: `Bearer ${token}` };
  await request.post('/api/cart', { data: { productId: product.id, quantity: 2 }, headers });
  const checkout = (
    await (
      await request.post('/api/checkout/quote', {
        data: { state: 'Tamil Nadu', shippingMethod: 'standard' },
        headers,
      })
    ).json()
  ).data as { total: number; tax: number; shipping: number };
  const rupees = (n: number) =>
    `₹${n.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2 })}`;

  await page.goto('/');
  await page.evaluate((line) => localStorage.setItem('guest-cart', JSON.stringify([line])), {
    productId: product.id,
    name: product.name,
    price: product.price,
    image: null,
    quantity: 2,
  });
  await page.goto('/cart');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('Subtotal (2 items)')).toBeVisible();
  await expect(summary.getByText(/GST \(estimated\)/)).toHaveCount(0);
  await expect(async () => {
    await summary.getByLabel('Delivery pincode').fill('641001');
    await summary.getByRole('button', { name: 'Check' }).click();
    await expect(summary.getByText('Tamil Nadu')).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(summary.getByRole('definition').nth(1)).toHaveText(
    checkout.shipping === 0 ? 'FREE' : rupees(checkout.shipping),
  );
  await expect(summary.getByText('Total', { exact: true })).toBeVisible();
  await expect(summary.getByRole('definition').last()).toHaveText(rupees(checkout.total));
  await expect(
    summary.getByText(`Inclusive of all taxes · includes GST ${rupees(checkout.tax)}`),
  ).toBeVisible();
});

test('a shopper compares three products side by side and can share the link', async ({
  page,
  request,
}) => {
  const picked = await products(request, 3);
  await page.goto('/compare');
  for (const [i, p] of picked.entries()) {
    // A choice made before the page has hydrated does nothing yet: choose until the link has it.
    await expect(async () => {
      await page.getByLabel(`Select Product ${i + 1}`).selectOption(p.id);
      await expect(page).toHaveURL(new RegExp(`ids=.*${p.id}`), { timeout: 2_000 });
    }).toPass();
  }
  await expect(page).toHaveURL(`/compare?ids=${picked.map((p) => p.id).join(',')}`);
  const table = page.getByRole('table', { name: 'Product comparison' });
  for (const p of picked) await expect(table.getByRole('link', { name: p.name })).toBeVisible();
  for (const row of ['Price', 'Category', 'Rating', 'Reviews', 'Discount', 'Free Delivery']) {
    await expect(table.getByRole('rowheader', { name: row })).toBeVisible();
  }
  await expect(table.getByRole('link', { name: 'View details' })).toHaveCount(3);

  // The same URL renders the comparison on the server.
  const html = await (await request.get(page.url())).text();
  for (const p of picked) expect(html).toContain(p.name.replace(/&/g, '&amp;'));
});

test('a visitor sends a message through the contact form', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  await page.getByLabel('Name').fill('Meera Pilot');
  await page.getByLabel('Email').fill(`contact-${Date.now()}@example.com`);
  await page.getByLabel('Subject (optional)').fill('Spare props for a trainer');
  await page
    .getByLabel('Message', { exact: true })
    .fill('Do you stock 10x6 props for the Apprentice?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Thank you/ })).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
});
