import { expect, test, storeAdminSession } from './fixtures.ts';

test.describe('admin import', () => {
  test('the shop owner imports a small CSV, skips the bad row, and finds the products in the admin and the shop', async ({
    page,
    request,
    adminToken,
  }) => {
    await storeAdminSession(page, request, adminToken);
    const tag = Date.now().toString(36).toUpperCase();
    const names = [`Quillon ${tag} Glider`, `Quillon ${tag} Racer`];
    const csv = [
      'sku,name,category,description,price,mrp,stock,country_of_origin',
      `QL-${tag}-1,${names[0]},drones,"A calm glider, for evenings.",4999,5999,8,China`,
      `QL-${tag}-2,${names[1]},drones,A quick racer.,7499,,3,Taiwan`,
      `QL-${tag}-3,Broken ${tag},drones,No price here.,twelve,,1,China`,
    ].join('\r\n');

    // From the product list to the import screen.
    await page.goto('/admin/products');
    await page.getByRole('link', { name: 'Import / export' }).click();
    await expect(page.getByRole('heading', { name: 'Import / export products' })).toBeVisible();

    // Choosing the file runs a check first: the bad row is named by row and column.
    await page.getByLabel('Choose a CSV or Excel file to import').setInputFiles({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    const errors = page.getByRole('table', { name: 'Errors by row and column' });
    await expect(
      errors.getByRole('row', { name: /4 price Please enter valid price/ }),
    ).toBeVisible();
    const preview = page.getByRole('table', { name: /Rows of the file/ });
    await expect(preview.getByRole('row', { name: new RegExp(names[0]!) })).toContainText('New');
    await expect(page.getByText('1 row with errors')).toBeVisible();

    // Nothing was written by the check.
    const before = await request.get(`/api/products?search=${encodeURIComponent(names[0]!)}`);
    // (The answer echoes the query in `search`, so only the products' names count.)
    const listed = (await before.json()) as { data: { products: { name: string }[] } };
    expect(listed.data.products.map((p) => p.name)).not.toContain(names[0]);

    // The owner imports the valid rows only.
    await page.getByRole('button', { name: 'Import the valid rows only (2)' }).click();
    await expect(
      page.getByText('Import finished: 2 created, 0 updated, 0 unchanged'),
    ).toBeVisible();

    // The admin list shows them.
    await page.getByRole('link', { name: 'Back to products' }).click();
    await page.getByLabel('Search products').fill(`Quillon ${tag}`);
    await expect(
      page.getByText(names[0]!, { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    await expect(
      page.getByText(names[1]!, { exact: true }).filter({ visible: true }),
    ).toBeVisible();

    // And so does the shop.
    await page.goto(`/products?search=${encodeURIComponent(`Quillon ${tag}`)}`);
    const shop = page.getByRole('region', { name: 'Products' });
    await expect(shop.getByRole('link', { name: names[0] })).toBeVisible();
    await expect(shop.getByRole('link', { name: names[1] })).toBeVisible();
  });
});
