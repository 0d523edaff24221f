import { expect, test } from './fixtures.ts';

test.describe('storefront', () => {
  test('a shopper gets the featured products in the HTML, before any JavaScript runs', async ({
    request,
  }) => {
    const featured = (await (await request.get('/api/products/featured?limit=8')).json()).data as {
      name: string;
    }[];
    expect(featured.length).toBeGreaterThan(0);
    const res = await request.get('/', {
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile Chrome/156.0' },
    });
    expect(res.status()).toBe(200);
    const html = await res.text();
    const escape = (s: string) =>
      s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(html).toContain(escape(featured[0]!.name));
    // React's hydration hints are not written out as attributes.
    expect(html).not.toContain('suppressHydrationWarning');
  });

  test('with JavaScript off, the home page still shows the hero banner, product cards and icons', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const banners = (await (await page.request.get('/api/banners')).json()).data as {
      position: string;
      title: string;
    }[];
    const hero = banners.find((b) => b.position === 'hero')!;
    await page.goto('/');
    await expect(page.getByRole('heading', { name: hero.title })).toBeVisible();
    await expect(page.locator('a[href^="/products/"]').first()).toBeVisible();
    // Pictures that wait for the page's scripts do not wait without them.
    const tile = page
      .getByRole('main')
      .getByRole('link', { name: 'Airplanes', exact: true })
      .locator('img');
    await tile.scrollIntoViewIfNeeded();
    await expect
      .poll(() => tile.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The icons and the logo are the stylesheet's drawings: the cart's icon is a 24 px box
    // painted through the cart's outline, the mark is the favicon's picture.
    const cartIcon = page.getByRole('link', { name: /^Cart/ }).locator('.icon');
    const drawn = await cartIcon.evaluate((el) => {
      const style = getComputedStyle(el);
      return { mask: style.maskImage || style.webkitMaskImage, width: style.width };
    });
    expect(drawn.mask).toMatch(/^url\("data:image\/svg\+xml,.*circle/);
    expect(drawn.width).toBe('24px');
    const mark = page.getByRole('link', { name: 'Propwash home' }).locator('.logo-mark');
    expect(await mark.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(
      'data:image/svg+xml',
    );
    // The footer's contact details are the shop's settings, not text baked into the page.
    const profile = (await (await page.request.get('/api/settings/store')).json()).data;
    await expect(page.getByRole('contentinfo')).toContainText(profile.supportEmail);
    await expect(page.getByRole('contentinfo')).toContainText(profile.supportPhone);
    await context.close();
  });

  test('the home page hydrates without console errors or CSP violations, and draws its icons', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    // The icons' stylesheet, fetched without holding back the first paint, applies once loaded.
    const cartIcon = page.getByRole('link', { name: /^Cart/ }).locator('.icon');
    await expect
      .poll(() => cartIcon.evaluate((el) => getComputedStyle(el).maskImage))
      .toContain('data:image/svg+xml');
  });

  test('an unknown address shows the 404 page with HTTP status 404', async ({ page }) => {
    const res = await page.goto('/this-page-does-not-exist');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.locator('a[href="/"]').first()).toBeVisible();
    await expect(main.locator('a[href="/products"]').first()).toBeVisible();
    await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
  });
});
