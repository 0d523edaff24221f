import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, apiRegister, expect, test, plainProducts, storeSession } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** How many products GET /api/products counts for these filters. */
async function countFor(request: APIRequestContext, query: string) {
  const res = await request.get(`/api/products?${query}&limit=1`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data.total as number;
}

/**
 * Opens the phone's filter drawer and picks `choice` until its button counts `expected`: the
 * drawer opens before hydration too, but only a hydrated page counts, so the pick is retried.
 */
async function chooseInDrawer(page: Page, choice: RegExp, reset: RegExp, expected: string) {
  const drawer = page.getByRole('form', { name: 'Filters' });
  if (!(await drawer.isVisible())) await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(drawer).toBeVisible();
  const show = drawer.getByRole('button', { name: /^Show \d+ results?$/ });
  await expect(async () => {
    await drawer.getByRole('radio', { name: reset }).check();
    await drawer.getByRole('radio', { name: choice }).check();
    await expect(show).toHaveAccessibleName(expected, { timeout: 2_000 });
  }).toPass();
  return { drawer, show };
}

const results = (n: number) => (n === 1 ? 'Show 1 result' : `Show ${n} results`);

/** The page is no wider than the phone: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test.describe('listing on a phone', () => {
  test('filters open in a drawer that counts the results before applying them', async ({
    page,
    request,
  }) => {
    const drones = await countFor(request, 'category=drones');
    const dronesInStock = await countFor(request, 'category=drones&availability=instock');
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');

    await expect(page.getByRole('form', { name: 'Filters' })).toBeHidden();

    // A choice waits in the drawer; its button says what it would show.
    const { drawer, show } = await chooseInDrawer(
      page,
      /^Drones/,
      /^All categories/,
      results(drones),
    );
    await expect(page).not.toHaveURL(/category=/);
    await drawer.getByRole('radio', { name: /^In stock/ }).check();
    await expect(show).toHaveAccessibleName(results(dronesInStock));

    await show.click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/category=drones/);
    await expect(page).toHaveURL(/availability=instock/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drones');
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toContainText(
      `of ${dronesInStock} products`,
    );
    await expect(page.getByRole('region', { name: 'Products' }).getByRole('article')).toHaveCount(
      Math.min(dronesInStock, 20),
    );
    await expect(page.getByRole('button', { name: /^Filters/ })).toContainText('2');
    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips.getByRole('link', { name: 'Remove filter: Drones' })).toBeVisible();
    await expect(chips.getByRole('link', { name: 'Remove filter: In stock' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // A chip takes its filter off; back brings it again.
    await chips.getByRole('link', { name: 'Remove filter: Drones' }).click();
    await expect(page).not.toHaveURL(/category=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drones');
    await chips.getByRole('link', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
  });

  test('closing the drawer without applying keeps the listing as it was', async ({
    page,
    request,
  }) => {
    const helicopters = await countFor(request, 'category=helicopters');
    await page.goto('/products?category=airplanes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Airplanes');
    const { drawer } = await chooseInDrawer(
      page,
      /^Helicopters/,
      /^All categories/,
      results(helicopters),
    );
    // Subcategories sit indented under their parent.
    const parent = (await drawer.getByRole('radio', { name: /^Airplanes/ }).boundingBox())!;
    const child = (await drawer.getByRole('radio', { name: /^Electric Airplanes/ }).boundingBox())!;
    expect(child.x).toBeGreaterThan(parent.x);
    await drawer.getByRole('button', { name: 'Close filters' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/category=airplanes/);

    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(drawer.getByRole('radio', { name: /^Airplanes/ })).toBeChecked();
    await drawer.getByRole('radio', { name: /^Electric Airplanes/ }).check();
    await drawer.getByRole('button', { name: /^Show \d+ results?$/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Electric Airplanes');
  });

  test('a category page filters in the drawer and stays on the category', async ({
    page,
    request,
  }) => {
    const rated = await countFor(request, 'category=airplanes&minRating=4');
    await page.goto('/category/airplanes');
    const { show } = await chooseInDrawer(page, /^4 & up/, /^Any rating/, results(rated));
    await show.click();
    await expect(page).toHaveURL(/\/category\/airplanes\?minRating=4$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Airplanes');
    await expect(
      page.getByRole('list', { name: 'Active filters' }).getByRole('link', {
        name: 'Remove filter: Rated 4 and up',
      }),
    ).toBeVisible();
  });

  test('the product page reads its price like a marketplace, GST included', async ({
    page,
    request,
  }) => {
    const list = (await (await request.get('/api/products?limit=50&sort=discount')).json()).data
      .products as { id: string; price: number; originalPrice: number; discount: number }[];
    const product = list.find((p) => p.originalPrice > p.price)!;
    await page.goto(`/product/${product.id}`);
    const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
    // The page's own price comes first; a related product's card below may share the MRP.
    await expect(page.getByText(`MRP ${rupees(product.originalPrice)}`).first()).toBeVisible();
    await expect(
      page.getByText(
        `Save ${rupees(product.originalPrice - product.price)} (${product.discount}%)`,
      ),
    ).toBeVisible();
    // Said once, under the price.
    const main = page.getByRole('main');
    await expect(main.getByText('Inclusive of all taxes', { exact: true })).toHaveCount(1);
    await expect(main.getByText('Inclusive of all taxes', { exact: true })).toBeVisible();
    await expect(main.getByText(/GST .*added/i)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy now' })).toBeVisible();

    // All three tabs fit the phone's width, none cut off.
    const tablist = page.getByRole('tablist', { name: 'Product information' });
    await tablist.scrollIntoViewIfNeeded();
    const box = (await tablist.boundingBox())!;
    for (const tab of await tablist.getByRole('tab').all()) {
      const tabBox = (await tab.boundingBox())!;
      expect(tabBox.x + tabBox.width).toBeLessThanOrEqual(box.x + box.width + 1);
    }
    await page.getByRole('tab', { name: 'Questions & Answers' }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
  });

  test("each card's picture is the smallest file still sharp on the phone's screen", async ({
    browser,
  }) => {
    for (const dpr of [2, 3]) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: dpr,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto('/products');
      // The second row's first card: the first row's pictures are preloaded, and a new context's
      // first page can be preloaded before the phone's screen is emulated (the config's desktop
      // viewport), which would pick for the wrong width.
      const picture = page.getByRole('main').locator('li img').nth(2);
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const { taken, shown, srcset } = await picture.evaluate((img: HTMLImageElement) => ({
        taken: new URL(img.currentSrc).pathname,
        shown: img.getBoundingClientRect().width,
        srcset: img.srcset,
      }));
      // The files on offer and their widths; the one taken has at least the screen's pixels,
      // and no smaller one would have had them.
      const files = [...srcset.matchAll(/(\S+) (\d+)w/g)]
        .map((m) => ({ path: m[1]!, width: Number(m[2]) }))
        .sort((a, b) => a.width - b.width);
      expect(files.length).toBeGreaterThan(1);
      const needed = shown * dpr;
      const smallestSharp = files.find((f) => f.width >= needed) ?? files.at(-1)!;
      expect(taken).toBe(smallestSharp.path);
      await context.close();
    }
  });

  test('no shopping page scrolls sideways at 390 px', async ({ page, request }) => {
    const list = await plainProducts<{ id: string }>(request, 'limit=10&availability=instock');
    const ids = list.slice(0, 3).map((p) => p.id);
    const email = `phone-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await apiRegister(request, { name: 'Kavya Rao', email, password: 'kavya-flies-quads' });
    const { token, user } = await apiLogin(request, { email, password: 'kavya-flies-quads' });
    const headers = { authorization: `Bearer ${token}` };
    for (const id of ids) {
      expect((await request.post('/api/wishlist', { data: { productId: id }, headers })).ok()).toBe(
        true,
      );
      expect(
        (await request.post('/api/cart', { data: { productId: id, quantity: 1 }, headers })).ok(),
      ).toBe(true);
    }
    await storeSession(page, { token, user });
    // Each page once its content is in (the cart and wishlist render in the browser).
    const products = page.getByRole('region', { name: 'Products' }).getByRole('article').first();
    const pages: [string, ReturnType<Page['getByRole']>][] = [
      ['/products', products],
      ['/products?category=airplanes&minRating=3', products],
      ['/category/airplanes', products],
      ['/specials', products],
      [`/product/${ids[0]}`, page.getByRole('button', { name: 'Add to cart' })],
      ['/cart', page.getByRole('heading', { name: 'Order Summary' })],
      [`/compare?ids=${ids.join(',')}`, page.getByRole('table', { name: 'Product comparison' })],
      ['/wishlist', page.getByRole('button', { name: /from wishlist$/ }).first()],
    ];
    for (const [path, content] of pages) {
      await page.goto(path);
      await expect(content).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(390);
    }
  });
});
