import { clickAdminProductAction, expect, storeAdminSession, test } from './fixtures.ts';

test.describe('audit log', () => {
  test('the shop owner changes a price, opens the product’s history and sees the old and new price', async ({
    page,
    request,
    adminToken,
  }) => {
    const headers = { authorization: `Bearer ${adminToken}` };
    const me = await storeAdminSession(page, request, adminToken);
    // A product made through the API; the story is the edit and its history.
    const categories = (await (await request.get('/api/categories/all', { headers })).json()).data;
    const name = `Kestrel ${Date.now().toString(36)} Trainer`;
    const created = await request.post('/api/products', {
      headers,
      data: {
        name,
        description: 'A forgiving high-wing trainer.',
        countryOfOrigin: 'China',
        price: 7999,
        originalPrice: 8999,
        category: categories[0].id,
        stock: 5,
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await clickAdminProductAction(page, 'Edit', name);
    const edit = page.getByRole('dialog', { name: 'Edit product' });
    await expect(edit.getByLabel('Price (₹) *')).toHaveValue('7999');
    await edit.getByLabel('Price (₹) *').fill('7499');
    await edit.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expect(page.getByText('Product updated successfully!')).toBeVisible();

    // The form's history link opens the audit log filtered to this product.
    await page
      .getByRole('button', { name: `Edit ${name}` })
      .last()
      .click();
    await page.getByRole('link', { name: 'History of this product' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/audit\?recordId=/);
    const table = page.getByRole('table', { name: 'Admin changes, newest first' });
    const changed = table.getByRole('row').filter({ hasText: 'Changed' });
    await expect(changed).toHaveCount(1);
    await expect(changed).toContainText(name);
    await expect(changed).toContainText(me.email);
    await changed.getByText('1 field: Price').click();
    await expect(changed).toContainText('₹7,999');
    await expect(changed).toContainText('₹7,499');
    // The product's creation is in its history too.
    await expect(table.getByRole('row').filter({ hasText: 'Created' })).toHaveCount(1);
  });
});
