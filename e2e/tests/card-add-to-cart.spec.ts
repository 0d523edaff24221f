import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, plainProducts, signUp, test } from './fixtures.ts';

interface ApiProduct {
  id: string;
  name: string;
  stock: number;
  hasVersions: boolean;
}

/** An in-stock product sold as itself, from the seeded catalog. */
async function plainProduct(request: APIRequestContext) {
  const list = await plainProducts<ApiProduct>(request, 'limit=20&availability=instock');
  const product = list.find((p) => p.stock >= 3 && !p.hasVersions);
  expect(product).toBeDefined();
  return product!;
}

/** Whether the middle of `target` is what the page draws there (nothing, a toast, covers it). */
async function isOnTop(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  return page.evaluate(
    ([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('a[href="/cart"]')),
    [box.x + box.width / 2, box.y + box.height / 2],
  );
}

/** The listing of one product, as a shopper searching for it sees it. */
const listingOf = (name: string) => `/products?search=${encodeURIComponent(name)}`;

for (const [device, viewport] of [
  ['a desktop', { width: 1280, height: 900 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`listing cards on ${device}`, () => {
    test.use({ viewport, isMobile: viewport.width < 640, hasTouch: viewport.width < 640 });

    test('a guest adds from a card: the cart badge counts it and the toast leaves it visible', async ({
      page,
      request,
    }) => {
      const product = await plainProduct(request);
      await page.goto(listingOf(product.name));
      await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

      await page
        .getByRole('button', { name: `Add ${product.name} to cart` })
        .first()
        .click();
      const toast = page.getByRole('status').filter({ hasText: 'Added to cart!' });
      await expect(toast).toBeVisible();

      const cart = page.getByRole('link', { name: 'Cart, 1 item' });
      const badge = cart.getByText('1', { exact: true });
      await expect(badge).toBeVisible();
      expect(await isOnTop(page, badge), 'the badge is not under the toast').toBe(true);
      const [toastBox, badgeBox] = [(await toast.boundingBox())!, (await badge.boundingBox())!];
      const overlaps =
        toastBox.x < badgeBox.x + badgeBox.width &&
        badgeBox.x < toastBox.x + toastBox.width &&
        toastBox.y < badgeBox.y + badgeBox.height &&
        badgeBox.y < toastBox.y + toastBox.height;
      expect(overlaps, 'toast and badge overlap').toBe(false);

      // A second add counts again; the guest cart holds the one line.
      await page
        .getByRole('button', { name: `Add ${product.name} to cart` })
        .first()
        .click();
      await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
      const stored = await page.evaluate(() => localStorage.getItem('guest-cart'));
      expect(stored).toContain(product.id);
    });
  });
}

test.describe('listing cards', () => {
  test("a signed-in shopper's card add goes to the server cart", async ({ page, request }) => {
    const product = await plainProduct(request);
    const customer = await signUp(page);
    await page.goto(listingOf(product.name));
    await page
      .getByRole('button', { name: `Add ${product.name} to cart` })
      .first()
      .click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    const cart = await request.get('/api/cart', { headers: customer.headers });
    const items = (await cart.json()).data.items as { productId: string; quantity: number }[];
    expect(items).toEqual([expect.objectContaining({ productId: product.id, quantity: 1 })]);
  });

  test('a product sold in versions has no quick add: its card opens the page to choose', async ({
    page,
    request,
  }) => {
    const listed = await request.get('/api/products?limit=100');
    const versioned = ((await listed.json()).data.products as ApiProduct[]).find(
      (p) => p.hasVersions,
    );
    expect(versioned, 'the seed sells a product in versions').toBeDefined();
    await page.goto(listingOf(versioned!.name));
    await expect(page.getByRole('button', { name: `Add ${versioned!.name} to cart` })).toHaveCount(
      0,
    );
    await page
      .getByRole('link', { name: `Choose a version of ${versioned!.name}` })
      .first()
      .click();
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: versioned!.name })).toBeVisible();
  });
});
