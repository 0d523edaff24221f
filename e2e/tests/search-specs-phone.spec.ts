import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { addToCartOnPage, expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface Listed {
  total: number;
  products: { id: string; name: string; slug: string }[];
  facets: { specs: { key: string; values: { value: string | number; count: number }[] }[] };
  search?: { showing: string | null; dropped: string[]; categories: { name: string }[] };
  noResults?: {
    words: string[];
    categories: { slug: string; name: string }[];
    popular: { name: string }[];
  };
}

/** GET /api/products with this query, as the results page reads it. */
async function listed(request: APIRequestContext, query: string): Promise<Listed> {
  const res = await request.get(`/api/products?${query}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data as Listed;
}

/** A spec value of the listing that at least `atLeast` products have. */
function valueShared(list: Listed, key: string, atLeast: number) {
  const facet = list.facets.specs.find((f) => f.key === key);
  const value = facet?.values.find((v) => v.count >= atLeast)?.value;
  expect(value, `a ${key} that ${atLeast} products share`).toBeDefined();
  return String(value);
}

const results = (n: number) => (n === 1 ? 'Show 1 result' : `Show ${n} results`);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Nothing scrolls sideways on the phone. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Types in the header search until its suggestions show (a keystroke before hydration is lost). */
async function typeInHeaderSearch(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Search products' });
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(async () => {
    await box.fill('');
    await box.fill(text);
    await expect(suggestions.getByRole('option').first()).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return { box, suggestions };
}

test('a shopper finds 3S LiPo packs, narrows them by specs, compares two and buys one', async ({
  page,
  request,
}) => {
  const all = await listed(request, 'search=3s%20lipo');
  const capacity = valueShared(all, 'capacity', 2);
  const byCapacity = await listed(request, `search=3s%20lipo&spec=capacity:${capacity}`);
  const connector = valueShared(byCapacity, 'connector', 2);
  const narrowed = await listed(
    request,
    `search=3s%20lipo&spec=capacity:${capacity}&spec=connector:${connector}`,
  );
  expect(narrowed.total).toBeGreaterThanOrEqual(2);

  // The suggestions are the results page's first products, in its order, then "View all results".
  await page.goto('/');
  const { suggestions } = await typeInHeaderSearch(page, '3s lipo');
  const firstNames = all.products.slice(0, 5).map((p) => p.name);
  const options = suggestions.getByRole('option');
  await expect(options).toHaveCount(firstNames.length + 1);
  await expect(options).toContainText([...firstNames, 'View all results']);
  await options.filter({ hasText: 'View all results' }).click();

  await expect(page).toHaveURL(/\/products\?search=3s(\+|%20)lipo$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “3s lipo”');
  const cards = page.getByRole('region', { name: 'Products' }).getByRole('article');
  await expect(cards.getByRole('heading')).toHaveText(all.products.map((p) => p.name));
  // The words named the batteries' category: a quick link to it.
  await expect(
    page
      .getByRole('list', { name: 'Categories for your search' })
      .getByRole('link', { name: /Batteries & Chargers/ }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The phone's filter sheet: a capacity, then a connector; the button counts before applying.
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('form', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  const show = sheet.getByRole('button', { name: /^Show \d+ results?$/ });
  // The specification's group (a pack sold in capacities also has a "Capacity" option group).
  const specGroup = (name: string) =>
    sheet.getByRole('group', { name }).filter({ has: page.locator('input[name="spec"]') });
  const capacityBox = specGroup('Capacity').getByRole('checkbox', {
    name: new RegExp(`^${capacity} mAh`),
  });
  // Only a hydrated page counts: a tick made before that is made again.
  await expect(async () => {
    await capacityBox.setChecked(false);
    await capacityBox.check();
    await expect(show).toHaveAccessibleName(results(byCapacity.total), { timeout: 2_000 });
  }).toPass();
  await specGroup('Connector')
    .getByRole('checkbox', { name: new RegExp(`^${escaped(connector)}`) })
    .check();
  await expect(show).toHaveAccessibleName(results(narrowed.total));
  await show.click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`spec=capacity%3A${capacity}`));
  await expect(page).toHaveURL(new RegExp(`spec=connector%3A${connector}`));
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(
    chips.getByRole('link', { name: `Remove filter: Capacity ${capacity} mAh` }),
  ).toBeVisible();
  await expect(
    chips.getByRole('link', { name: `Remove filter: Connector ${connector}` }),
  ).toBeVisible();
  await expect(cards.getByRole('heading')).toHaveText(narrowed.products.map((p) => p.name));

  // Two packs into the compare tray, from their cards.
  const compared = narrowed.products.slice(0, 2);
  for (const [i] of compared.entries()) {
    const toggle = cards.nth(i).getByRole('button', { name: /Add(ed)? to compare/ });
    await expect(async () => {
      if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
    }).toPass();
  }
  const tray = page.getByRole('region', { name: 'Compare tray' });
  await tray.getByRole('link', { name: 'Compare (2)' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=[\w-]+,[\w-]+$/);

  // Their specifications row by row, as each product's page states them.
  const details = await Promise.all(
    compared.map(async (p) => {
      const res = await request.get(`/api/products/${p.id}`);
      return (await res.json()).data as {
        id: string;
        name: string;
        variants: unknown[];
        specs: { name: string; display: string }[];
      };
    }),
  );
  const table = page.getByRole('table', { name: 'Product comparison' });
  for (const p of details) await expect(table.getByRole('link', { name: p.name })).toBeVisible();
  const rowOf = (name: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  const displayOf = (p: (typeof details)[number], name: string) =>
    p.specs.find((s) => s.name === name)?.display ?? '—';
  for (const name of ['Capacity', 'Cells', 'Connector']) {
    const row = rowOf(name);
    await expect(row.getByRole('cell')).toHaveText(details.map((p) => displayOf(p, name)));
    const differs = new Set(details.map((p) => displayOf(p, name))).size > 1;
    if (differs) await expect(row).toHaveAttribute('data-differs', 'true');
    else await expect(row).not.toHaveAttribute('data-differs');
  }
  // Both are 3S packs with the chosen connector: "Show only differences" hides those rows.
  await page.getByLabel('Show only differences').check();
  await expect(rowOf('Cells')).toHaveCount(0);
  await expect(rowOf('Connector')).toHaveCount(0);
  await page.getByLabel('Show only differences').uncheck();
  await expect(rowOf('Cells')).toHaveCount(1);
  await expectNoSidewaysScroll(page);

  // One of them, sold as itself, goes in the cart from its page.
  const bought = details.find((p) => p.variants.length === 0);
  expect(bought, 'a compared pack sold as itself').toBeDefined();
  await table.getByRole('link', { name: bought!.name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bought!.name);
  await expect(page.getByRole('table', { name: 'Specifications' })).toContainText(
    displayOf(bought!, 'Capacity'),
  );
  await addToCartOnPage(page);
  await page.goto('/cart');
  await expect(page.getByRole('main').getByRole('link', { name: bought!.name })).toBeVisible();
});

test('a search that finds nothing offers popular products and likely categories', async ({
  page,
  request,
}) => {
  const query = 'xyzzy qwertyuiop';
  const api = await listed(request, `search=${encodeURIComponent(query)}`);
  expect(api.total).toBe(0);
  expect(api.noResults!.popular.length).toBeGreaterThan(0);
  expect(api.noResults!.categories.length).toBeGreaterThan(0);

  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill(query);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=xyzzy/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`No results for “${query}”`);
  await expect(
    page.getByText('Check the spelling, or try fewer or more general words.'),
  ).toBeVisible();

  const popular = page.getByRole('region', { name: 'Popular right now' }).getByRole('article');
  await expect(popular.getByRole('heading')).toHaveText(api.noResults!.popular.map((p) => p.name));
  const categories = page.getByRole('list', { name: 'Likely categories' }).getByRole('link');
  await expect(categories).toHaveText(api.noResults!.categories.map((c) => c.name));
  await expect(page.getByRole('link', { name: 'Browse all products' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);

  // A likely category opens its page.
  const first = api.noResults!.categories[0]!;
  await categories.first().click();
  await expect(page).toHaveURL(new RegExp(`/category/${first.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);

  // A misspelt search that filters leaves nothing: the nearer word leads to results.
  const filtered = await listed(request, 'search=helicoptor&maxPrice=10');
  expect(filtered.total).toBe(0);
  expect(filtered.noResults!.words).toContain('helicopter');
  await page.goto('/products?search=helicoptor&maxPrice=10');
  await expect(page.getByText('No product matches your words with these filters.')).toBeVisible();
  await page.getByRole('link', { name: 'helicopter', exact: true }).click();
  await expect(page).toHaveURL(/\/products\?search=helicopter$/);
  await expect(
    page.getByRole('region', { name: 'Products' }).getByRole('article').first(),
  ).toBeVisible();
});

test('"helicoptor" shows results for helicopter and says what the search did', async ({
  page,
  request,
}) => {
  const api = await listed(request, 'search=helicoptor');
  expect(api.search?.showing).toBe('helicopter');

  await page.goto('/');
  const { box } = await typeInHeaderSearch(page, 'helicoptor');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/products\?search=helicoptor$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “helicopter”');
  await expect(page.getByText('Showing results for helicopter')).toBeVisible();
  await expect(page.getByText('You searched for helicoptor')).toBeVisible();
  const cards = page.getByRole('region', { name: 'Products' }).getByRole('article');
  await expect(cards).toHaveCount(Math.min(api.total, 20));
  await expectNoSidewaysScroll(page);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);

  // The words named Helicopters, where every result is: its quick link opens the category.
  await page
    .getByRole('list', { name: 'Categories for your search' })
    .getByRole('link', { name: 'All Helicopters' })
    .click();
  await expect(page).toHaveURL(/\/category\/helicopters$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Helicopters');

  // The first suggestion is the first result, and opens at the product's own address.
  const { suggestions } = await typeInHeaderSearch(page, 'helicoptor');
  const first = api.products[0]!;
  await expect(suggestions.getByRole('option').first()).toContainText(first.name);
  await suggestions.getByRole('option').first().click();
  await expect(page).toHaveURL(new RegExp(`/products/${first.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);

  // A word no product matches with the others is left out, and the page says so.
  const dropped = await listed(request, 'search=lipo%20xyzzy');
  expect(dropped.search?.dropped).toEqual(['xyzzy']);
  await page.goto('/products?search=lipo%20xyzzy');
  await expect(
    page.getByText('No products match all your words — showing results without xyzzy'),
  ).toBeVisible();
  await expect(cards).toHaveCount(Math.min(dropped.total, 20));
});
