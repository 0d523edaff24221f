import { randomUUID } from 'node:crypto';
import { apiRegister, expect, signIn, test } from './fixtures.ts';

test.describe('My hangar', () => {
  test('a shopper adds their helicopter to My hangar, lists only parts that fit it, and a part says it fits', async ({
    page,
  }) => {
    const shopper = {
      name: 'Hangar Pilot',
      email: `hangar-${randomUUID()}@e2e.propwash.test`,
      password: 'hangar-pilot-pass-1',
    };
    await apiRegister(page.request, shopper);
    await signIn(page, shopper);
    const found = await page.request.get('/api/products?search=T-Rex%20470LM%20Dominator');
    const model = (await found.json()).data.products[0] as { id: string; name: string };
    expect(model.name).toBe('Align T-Rex 470LM Dominator Combo');
    const fitting = await page.request.get(`/api/products?fits=${model.id}&limit=100`);
    const partNames = new Set(
      ((await fitting.json()).data.products as { name: string }[]).map((p) => p.name),
    );
    expect(partNames.size).toBeGreaterThan(2);

    // The model's page: its parts that fit, and the button that keeps it in My hangar.
    await page.goto(`/product/${model.id}`);
    await expect(page.getByRole('heading', { name: 'Parts that fit' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to my hangar' }).click();
    await expect(page.getByRole('button', { name: 'In my hangar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The listing with "Fits my hangar" shows only parts that fit it, under a chip naming it.
    await page.goto('/products');
    await page.getByRole('button', { name: 'Fits my hangar' }).click();
    await expect(page).toHaveURL(new RegExp(`fits=${model.id}`));
    await expect(
      page.getByRole('link', { name: `Remove filter: Fits ${model.name}` }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fits my hangar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const results = page.getByRole('region', { name: 'Products' });
    const cards = results.getByRole('article');
    await expect(cards).toHaveCount(partNames.size);
    for (const name of await results.getByRole('heading', { level: 3 }).allTextContents()) {
      expect(partNames, name).toContain(name.trim());
    }

    // A part's page says it fits the shopper's model, and links to it.
    const part = cards.first().getByRole('link').first();
    await part.click();
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+/);
    await expect(page.getByText(`Fits your ${model.name}`)).toBeVisible();
    await expect(page.getByRole('link', { name: model.name, exact: true })).toBeVisible();

    // My hangar lists the model with its parts, and removes it.
    await page.goto('/hangar');
    await expect(page.getByRole('heading', { name: /My Hangar/ })).toBeVisible();
    await expect(
      page.getByRole('link', { name: new RegExp(`${partNames.size} parts that fit`) }),
    ).toBeVisible();
    await page.getByRole('button', { name: `Remove ${model.name} from My hangar` }).click();
    await expect(page.getByText('Your hangar is empty')).toBeVisible();
  });
});
