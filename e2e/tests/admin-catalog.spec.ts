import { clickAdminProductAction, expect, storeAdminSession, test } from './fixtures.ts';

// A tiny PNG: the server checks it by content and stores it as WebP variants.
const photo = {
  name: 'glider.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
};

test.describe('admin catalog', () => {
  test('the shop owner adds a product with two photos, finds it in the shop, reprices it and deletes it', async ({
    page,
    request,
    adminToken,
  }) => {
    await storeAdminSession(page, request, adminToken);
    const name = `Zephyrix ${Date.now().toString(36)} Glider`;

    // Add the product with one photo.
    await page.goto('/admin/products');
    await page.getByRole('button', { name: 'Add product', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Add product' });
    // Prices are what the shopper pays, GST included (docs/decisions/prices-include-gst.md).
    await expect(form).toContainText('Prices in rupees, inclusive of GST (what the shopper pays)');
    await form.getByLabel('Product name *').fill(name);
    await form.getByLabel('Category *').selectOption({ label: 'Drones' });
    await form.getByLabel('Price (₹) *').fill('4999');
    await form.getByLabel('Original price / MRP (₹)').fill('5999');
    await form.getByLabel('Stock', { exact: true }).fill('12');
    await form.getByLabel('Description *').fill('A light glider for calm evenings.');
    await form
      .locator('input[type=file]')
      .setInputFiles([photo, { ...photo, name: 'glider-side.png' }]);
    await expect(page.getByText('2 images uploaded', { exact: true })).toBeVisible();
    await expect(form.getByRole('img', { name: 'Image 1' })).toBeVisible();
    await expect(form.getByRole('img', { name: 'Image 2' })).toBeVisible();
    // Nothing a shopper reads as a claim is pre-filled; the country of origin is declared by the
    // owner before the product goes live (docs/decisions/no-invented-product-claims.md).
    await expect(form.getByLabel('Country of origin *')).toHaveValue('');
    await expect(form.getByLabel('Warranty period')).toHaveValue('');
    await expect(form.getByLabel('Seller rating (0-5)')).toHaveValue('');
    await expect(form.getByLabel('Years in business')).toHaveValue('');
    await form.getByRole('button', { name: 'Add product', exact: true }).click();
    await expect(
      form.getByText('Please choose the country of origin before making the product active'),
    ).toBeVisible();
    await form.getByLabel('Country of origin *').fill('China');
    await form.getByRole('button', { name: 'Add product', exact: true }).click();
    await expect(page.getByText('Product created successfully!')).toBeVisible();

    // It is in the shop at once.
    await page.goto(`/products?search=${encodeURIComponent(name)}`);
    const card = page.getByRole('region', { name: 'Products' }).getByRole('link', { name });
    await expect(card).toBeVisible();
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText('₹4,999').first()).toBeVisible();
    await expect(page.getByText('Country of origin')).toBeVisible();
    await expect(page.getByText('China', { exact: true })).toBeVisible();
    // No warranty was entered, so none is claimed.
    await expect(page.getByText('Warranty', { exact: true })).toHaveCount(0);
    // Both photos are served as the shop's WebP variants (gallery and thumbnails).
    const uploaded = page.locator('img[src*="/uploads/products/uploads/"][src$=".webp"]');
    await expect(uploaded.first()).toBeVisible();
    const sources = new Set(
      (await uploaded.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))).map(
        (src) => src.replace(/-\d+\.webp$/, ''),
      ),
    );
    expect(sources.size).toBe(2);
    const productUrl = page.url();

    // Change its price.
    await clickAdminProductAction(page, 'Edit', name);
    const edit = page.getByRole('dialog', { name: 'Edit product' });
    await expect(edit.getByLabel('Price (₹) *')).toHaveValue('4999');
    await edit.getByLabel('Price (₹) *').fill('4499');
    await edit.locator('input[type=file]').setInputFiles([{ ...photo, name: 'glider-top.png' }]);
    await expect(page.getByText('1 image uploaded', { exact: true })).toBeVisible();
    await edit.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expect(page.getByText('Product updated successfully!')).toBeVisible();
    await page.goto(productUrl);
    await expect(page.getByText('₹4,499').first()).toBeVisible();

    // Delete it: the shop no longer shows it.
    await clickAdminProductAction(page, 'Delete', name);
    const confirm = page.getByRole('dialog', { name: 'Delete product' });
    await expect(confirm).toContainText('Are you sure you want to delete this product?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Product deleted successfully!')).toBeVisible();
    const gone = await page.goto(productUrl);
    expect(gone?.status()).toBe(404);
  });
});
