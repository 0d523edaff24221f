import { expect, test, uniqueId } from './fixtures.ts';

// Back in stock (docs/decisions/back-in-stock.md): a shopper on a sold-out model's page asks to
// be told; the owner restocks it on the Inventory screen; the shopper's one message links back to
// the product page.
test.describe('back in stock', () => {
  test('a guest asks to be told about a sold-out glider, the owner restocks it, the email links back', async ({
    page,
    ownerPage,
    adminToken,
    request,
  }) => {
    const admin = { authorization: `Bearer ${adminToken}` };
    const id = uniqueId();
    const name = `Skyhawk Glider ${id}`;
    const created = await request.post('/api/products', {
      headers: admin,
      data: {
        name,
        category: 'drones',
        price: 4599,
        stock: 2,
        description: 'A two-metre thermal glider.',
        countryOfOrigin: 'China',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const product = (await created.json()).data as { id: string; slug: string };
    // Sold out through the admin API.
    const soldOut = await request.put(`/api/inventory/${product.id}/stock`, {
      headers: admin,
      data: { quantity: 0, reason: 'Sold at the flying field' },
    });
    expect(soldOut.ok(), await soldOut.text()).toBe(true);

    const email = `glider-fan-${id}@example.com`;
    await page.goto(`/products/${product.slug}`);
    await expect(page.getByText('Out of Stock')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    const form = page.getByRole('form', { name: /Sold out for now/ });
    await form.getByRole('textbox', { name: 'Your email' }).fill(email);
    await form.getByRole('button', { name: "Notify me when it's back" }).click();
    await expect(page.getByRole('status').filter({ hasText: 'email you' })).toHaveText(
      "We'll email you when it's back",
    );

    // The owner sees the shopper waiting, then restocks on the Inventory screen.
    await ownerPage.goto('/admin/waiting');
    await expect(ownerPage.getByRole('heading', { name: 'Waiting for stock' })).toBeVisible();
    await expect(ownerPage.getByRole('row', { name: new RegExp(name) })).toContainText('1');
    await ownerPage.getByRole('link', { name: 'Inventory' }).click();
    await ownerPage.getByRole('searchbox', { name: /Search products by name or SKU/ }).fill(name);
    await ownerPage
      .getByRole('button', { name: `Set stock of ${name}` })
      .last()
      .click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Set stock' });
    await dialog.getByLabel('New stock quantity').fill('6');
    await dialog.getByLabel('Reason').fill('New shipment from the importer');
    await dialog.getByRole('button', { name: 'Save stock' }).click();
    await expect(ownerPage.getByText(`Stock updated: ${name} now has 6`)).toBeVisible();

    // The stored job tells the shopper once (the e2e server polls its queues every 2 s).
    let link = '';
    await expect
      .poll(
        async () => {
          const outbox = await request.get(`/api/outbox?to=${encodeURIComponent(email)}`, {
            headers: admin,
          });
          const emails = (await outbox.json()).data.emails as { subject: string; text: string }[];
          const told = emails.filter((e) => e.subject === `${name} is back in stock`);
          link = /Buy it here: (\S+)/.exec(told[0]?.text ?? '')?.[1] ?? '';
          return told.length;
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    const url = new URL(link);
    expect(url.pathname).toBe(`/products/${product.slug}`);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('In stock', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await expect(page.getByRole('form', { name: /Sold out for now/ })).toHaveCount(0);

    // No one waits any more.
    const waiting = await request.get('/api/products/admin/waiting', { headers: admin });
    const items = (await waiting.json()).data.items as { productId: string }[];
    expect(items.some((i) => i.productId === product.id)).toBe(false);
  });
});
