import type { APIRequestContext, Page } from '@playwright/test';
import { adminCredentials, apiLogin, expect, test, storeSession } from './fixtures.ts';

type Row = { id: string; slug: string; name: string; sku: string };

/** The shop owner's session where the admin keeps it (token and user in localStorage). */
async function openAdmin(page: Page, request: APIRequestContext, path: string) {
  await storeSession(page, await apiLogin(request, adminCredentials));
  await page.goto(path);
}

test.describe('home page designer', () => {
  test('the owner renames the featured grid and picks two products; the storefront home shows them in order', async ({
    page,
    request,
    adminToken,
  }) => {
    const auth = { authorization: `Bearer ${adminToken}` };
    const before = (await (await request.get('/api/content/home')).json()).data;
    // The home grid's current first product stays first (other stories read it from the HTML).
    const [first] = (await (await request.get('/api/products/featured?limit=1')).json()).data as {
      id: string;
    }[];
    const lead = (
      await (await request.get(`/api/products/admin/${first!.id}`, { headers: auth })).json()
    ).data as Row;
    const others = (
      await (
        await request.get('/api/products/admin/all?limit=5&sort=oldest&flags=none', {
          headers: auth,
        })
      ).json()
    ).data.products as Row[];
    const picks = [lead, others.find((p) => p.id !== lead.id)!];
    const title = `Owner's picks ${Date.now()}`;

    try {
      await openAdmin(page, request, '/admin/homepage');
      await expect(page.getByRole('heading', { name: 'Home Page Designer' })).toBeVisible();
      await page.getByLabel('Featured title').fill(title);
      const picked = page.getByRole('list', { name: /Picked products/ });
      for (const [index, product] of picks.entries()) {
        await page.getByLabel('Find products').fill(product.sku);
        await page.getByRole('button', { name: `Add ${product.name}` }).click();
        // The owner sees each pick join the list before looking for the next.
        await expect(picked.getByRole('listitem')).toHaveCount(index + 1);
      }
      await expect(picked.getByRole('listitem').first()).toContainText(picks[0]!.name);
      await page.getByRole('button', { name: 'Save home page' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Home page saved' })).toBeVisible();

      await page.goto('/');
      const grid = page.getByRole('region', { name: title });
      await expect(grid).toBeVisible();
      const links = await grid
        .locator('a[href^="/products/"]')
        .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')))]);
      // Each at its readable address (docs/decisions/readable-product-urls.md).
      const slugs = await Promise.all(
        picks.map(
          async (p) =>
            ((await (await request.get(`/api/products/${p.id}`)).json()).data as Row).slug,
        ),
      );
      expect(links.slice(0, 2)).toEqual(slugs.map((slug) => `/products/${slug}`));
    } finally {
      // Put the shop's design back for the other stories.
      const { updatedAt: _, ...design } = before;
      const restored = await request.put('/api/content/home', { headers: auth, data: design });
      expect(restored.status(), await restored.text()).toBe(200);
    }
  });

  test('the owner types a new hero title and sees it in the phone-width preview before saving', async ({
    page,
    request,
  }) => {
    const saved = (await (await request.get('/api/content/home')).json()).data;
    const title = `Monsoon flying days ${Date.now()}`;

    await openAdmin(page, request, '/admin/homepage');
    const hero = page.getByRole('region', { name: 'Hero Banner' });
    await hero.getByRole('switch', { name: 'Show Hero Banner' }).setChecked(true);
    await hero.getByLabel('Title', { exact: true }).fill(title);

    const preview = page.getByRole('region', { name: /Preview/ });
    await expect(preview.getByRole('button', { name: /Phone/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const frame = preview.locator('iframe');
    // A real phone-width page, shown scaled down: the frame's own viewport is 390 px wide.
    expect(await frame.evaluate((f: HTMLIFrameElement) => f.contentWindow?.innerWidth)).toBe(390);
    await expect(frame.contentFrame().getByText(title, { exact: true })).toBeVisible();

    // Nothing was saved: the shop still has the old hero.
    const now = (await (await request.get('/api/content/home')).json()).data;
    expect(now.banner).toEqual(saved.banner);
  });
});
