import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a shopper adds three products to compare from the cards and compares them', async ({
  page,
}) => {
  await page.goto('/products');
  const cards = page.getByRole('region', { name: 'Products' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const names: string[] = [];
  for (let i = 0; i < 3; i++) {
    const card = cards.nth(i);
    names.push((await card.getByRole('heading').textContent())!.trim());
    const toggle = card.getByRole('button', { name: /Add(ed)? to compare/ });
    // A tap before hydration does nothing yet: tap until the card says it was added.
    await expect(async () => {
      if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
    }).toPass();
    await expect(toggle).toContainText('Added to compare');
  }

  const tray = page.getByRole('region', { name: 'Compare tray' });
  await expect(tray.getByRole('link', { name: 'Compare (3)' })).toBeVisible();
  await expect(tray.getByRole('img')).toHaveCount(3);

  // A fourth is refused, and the three stay.
  await cards
    .nth(3)
    .getByRole('button', { name: /Add to compare/ })
    .click();
  await expect(page.getByText('You can compare up to 3 products')).toBeVisible();
  await expect(cards.nth(3).getByRole('button', { name: /Add to compare/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // The tray never hides the end of the page: scrolled to the bottom, the footer ends above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(async () => {
    const trayTop = (await tray.boundingBox())!.y;
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(trayTop + 1);
  }).toPass();

  // The tray follows the shopper to another page.
  await cards.nth(4).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+/);
  await expect(tray.getByRole('link', { name: 'Compare (3)' })).toBeVisible();

  await tray.getByRole('link', { name: 'Compare (3)' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=[\w-]+,[\w-]+,[\w-]+$/);
  const table = page.getByRole('table', { name: 'Product comparison' });
  for (const name of names) await expect(table.getByRole('link', { name })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a product leaves the compare tray with its ×, and Clear empties it', async ({ page }) => {
  const products = (await (await page.request.get('/api/products?limit=2')).json()).data
    .products as { id: string; name: string; image: string | null }[];
  await page.addInitScript(
    (items) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('compare', items);
        sessionStorage.setItem('seeded', '1');
      }
    },
    JSON.stringify(products.map(({ id, name, image }) => ({ id, name, image }))),
  );
  await page.goto(`/product/${products[0]!.id}`);

  const tray = page.getByRole('region', { name: 'Compare tray' });
  await expect(tray.getByRole('link', { name: 'Compare (2)' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Added to compare/ })).toBeVisible();
  await tray.getByRole('button', { name: `Remove ${products[0]!.name} from compare` }).click();
  await expect(tray.getByRole('link', { name: 'Compare (1)' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add to compare/ })).toBeVisible();

  await page.reload();
  await expect(tray.getByRole('link', { name: 'Compare (1)' })).toBeVisible();
  await tray.getByRole('button', { name: 'Clear compare tray' }).click();
  await expect(tray).toHaveCount(0);
});
