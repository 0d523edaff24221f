import { expect, plainProducts, test } from './fixtures.ts';

test.describe('catalog', () => {
  test('a shopper who misspells "helicoptor" still finds helicopters and opens one', async ({
    page,
  }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    // Live suggestions first: at most five, then "View all results". Typing again covers a
    // keystroke that lands before the page has hydrated.
    const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(async () => {
      await search.fill('');
      await search.fill('helicoptor');
      await expect(suggestions.getByRole('option').first()).toBeVisible({ timeout: 2_000 });
    }).toPass();
    expect(await suggestions.getByRole('option').count()).toBeLessThanOrEqual(6);
    await search.press('Enter');

    await expect(page).toHaveURL(/\/products\?search=helicoptor/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “helicopter”');
    const firstResult = page.getByRole('region', { name: 'Products' }).getByRole('link').first();
    const name = (await firstResult.textContent())!.trim();
    expect(name).toMatch(/heli|blade|syma/i);
    await firstResult.click();

    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  });

  test('filters by category and price from the panel, and a reload keeps them', async ({
    page,
  }) => {
    await page.goto('/products');
    const filters = page.getByRole('form', { name: 'Filters' });
    // A choice applies at once once the page has hydrated (before that, the Apply button would).
    await expect(async () => {
      await filters.getByRole('radio', { name: /^Drones/ }).check();
      await expect(page).toHaveURL(/category=drones/, { timeout: 2_000 });
    }).toPass();

    // On a slow network a shopper keeps going while results load: a price typed right after
    // another choice must survive that choice's page arriving.
    await filters.getByRole('radio', { name: /^In stock/ }).check();
    await filters.getByLabel('Max price', { exact: true }).fill('20000');
    await expect(page).toHaveURL(/maxPrice=20000/);
    await expect(page).toHaveURL(/category=drones/);
    await expect(page).toHaveURL(/availability=instock/);

    const cards = page.getByRole('region', { name: 'Products' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allTextContents()) {
      expect(text).toMatch(/drones/i);
    }

    await page.reload();
    await expect(filters.getByRole('radio', { name: /^Drones/ })).toBeChecked();
    await expect(filters.getByLabel('Max price', { exact: true })).toHaveValue('20000');
    await expect(filters.getByRole('radio', { name: /^In stock/ })).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: /Showing|No products/ })).toBeVisible();
    // The heading follows the category, and each active filter is a chip above the results.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drones');
    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips.getByRole('link', { name: /^Remove filter/ })).toHaveCount(3);
    await chips.getByRole('link', { name: 'Remove filter: Up to ₹20,000' }).click();
    await expect(page).not.toHaveURL(/maxPrice/);
    await expect(filters.getByLabel('Max price', { exact: true })).toHaveValue('');
  });

  test('a product page carries Product JSON-LD with its rupee price', async ({ page, request }) => {
    // A product sold as itself: one sold in versions lists an offer per version.
    const product = (
      await plainProducts<{ id: string; price: number; name: string }>(request, 'limit=10')
    )[0]!;
    const response = await page.goto(`/product/${product.id}`);
    expect(response?.status()).toBe(200);

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const items = blocks.flatMap((text) => JSON.parse(text) as { '@type': string }[]);
    const ld = items.find((item) => item['@type'] === 'Product') as unknown as {
      name: string;
      offers: { price: string; priceCurrency: string };
    };
    expect(ld.name).toBe(product.name);
    expect(ld.offers.priceCurrency).toBe('INR');
    expect(Number(ld.offers.price)).toBe(product.price);
    expect(items.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('the pincode check says what is wrong and drops the last estimate', async ({
    page,
    request,
  }) => {
    const product = (await plainProducts<{ slug: string }>(request, 'limit=1'))[0]!;
    await page.goto(`/products/${product.slug}`);
    const check = page.getByRole('region', { name: 'Check delivery' });
    const pincode = check.getByLabel('Pincode');
    const result = check.getByRole('status');
    await pincode.fill('560034');
    await check.getByRole('button', { name: 'Check' }).click();
    await expect(result).toContainText('Delivery by');
    await expect(result).toContainText('Karnataka');
    // Five digits: the shop's own message (no browser bubble), and the estimate is gone.
    await pincode.fill('56003');
    await check.getByRole('button', { name: 'Check' }).click();
    await expect(result).toHaveText('Please enter a 6-digit pincode');
    await expect(pincode).toHaveAttribute('aria-invalid', 'true');
    // Indian pincodes start with 1-9.
    for (const zero of ['000000', '012345']) {
      await pincode.fill(zero);
      await check.getByRole('button', { name: 'Check' }).click();
      await expect(result).toHaveText('This is not a valid Indian pincode (they start with 1-9)');
    }
  });

  test('an unknown product answers 404 with "Product not found"', async ({ page }) => {
    const response = await page.goto('/product/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  });
});
