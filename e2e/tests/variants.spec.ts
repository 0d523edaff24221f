import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminCredentials,
  apiSetOrderStatus,
  clickAdminProductAction,
  expect,
  signIn,
  signUp,
  test,
} from './fixtures.ts';

interface StoreVariant {
  id: string;
  sku: string;
  options: Record<string, string>;
  price: number;
  originalPrice: number;
  stock: number;
  inStock: boolean;
}
interface StoreProduct {
  id: string;
  name: string;
  price: number;
  stock: number;
  options: { name: string; values: string[] }[];
  variants: StoreVariant[];
}

const rupees = (n: number) =>
  `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

async function product(request: APIRequestContext, id: string): Promise<StoreProduct> {
  const res = await request.get(`/api/products/${id}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data as StoreProduct;
}

/**
 * A product sold in versions, found through the listing's option facets (the seed's trainer plane
 * RTF / BNF / PNP, transmitter Mode 1 / Mode 2, LiPo capacities): one with an option of several
 * values and two in-stock variants at different prices, cheap enough for cash on delivery.
 */
async function aProductWithVersions(request: APIRequestContext) {
  const res = await request.get('/api/products?limit=40&availability=instock');
  expect(res.ok()).toBe(true);
  const facets = (await res.json()).data.facets as {
    options: { name: string; values: { value: string; count: number }[] }[];
  };
  for (const option of facets.options) {
    for (const { value } of option.values) {
      const query = new URLSearchParams({ option: `${option.name}:${value}`, limit: '40' });
      const list = (await (await request.get(`/api/products?${query}`)).json()).data.products as {
        id: string;
      }[];
      for (const { id } of list) {
        const p = await product(request, id);
        const sold = p.variants.filter((v) => v.inStock && v.stock >= 2 && v.price < 20_000);
        const prices = new Set(sold.map((v) => v.price));
        if (sold.length >= 2 && prices.size >= 2) {
          const cheapest = Math.min(...sold.map((v) => v.price));
          // The dearer one, so choosing it visibly changes the price from the "from" price.
          const target = sold.find((v) => v.price > cheapest)!;
          return { product: p, target };
        }
      }
    }
  }
  throw new Error('No product with versions in the seeded shop');
}

/** Clicks the value's button of each option (a value not sold with the others is still named). */
async function choose(
  page: Page,
  choice: Record<string, string>,
  options: StoreProduct['options'],
) {
  for (const option of options) {
    const group = page.locator(`fieldset[data-option="${option.name}"]`);
    await group
      .getByRole('button', { name: new RegExp(`^${choice[option.name]}( \\(|$)`) })
      .click();
  }
}

test.describe('variants', () => {
  test('a shopper chooses a version, its price shows, and the order and invoice name the version', async ({
    page,
    adminToken,
  }) => {
    const { product: p, target } = await aProductWithVersions(page.request);
    // Each option by its own name (Mode: Mode 2), as the cart, order and invoice name it.
    const label = p.options.map((o) => `${o.name}: ${target.options[o.name]}`).join(', ');
    const { token } = await signUp(page, 'Kiran Aileron');

    await page.goto(`/product/${p.id}`);
    await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible();
    // Before a choice the page shows the lowest price, and buying asks for the choice.
    await expect(page.getByText(`from${rupees(p.price)}`)).toBeVisible();
    // Each version chip shows its price, as the marketplaces do; the prompt is in sentence case.
    for (const option of p.options)
      await expect(
        page.locator(`fieldset[data-option="${option.name}"]`).getByRole('button').first(),
      ).toContainText('₹');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /^Choose [a-z]/ })).toBeVisible();

    await choose(page, target.options, p.options);
    await expect(page).toHaveURL(new RegExp(`\\?variant=${target.id}$`));
    const price = page.locator('p[aria-live="polite"]');
    await expect(price).toContainText(rupees(target.price));
    await expect(price).not.toContainText('from');

    // A reload (or a shared link) opens the same version, rendered by the server.
    await page.reload();
    await expect(price).toContainText(rupees(target.price));
    for (const option of p.options) {
      await expect(
        page
          .locator(`fieldset[data-option="${option.name}"]`)
          .getByRole('button', { name: target.options[option.name], exact: true }),
      ).toHaveAttribute('aria-pressed', 'true');
    }

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to cart!')).toBeVisible();
    const cart = await page.request.get('/api/cart', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await cart.json()).data.items).toMatchObject([
      { productId: p.id, variantId: target.id, variantLabel: label, price: target.price },
    ]);

    await page.goto('/cart');
    const items = page.getByRole('region', { name: 'Items in your cart' });
    await expect(items.getByText(label, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();

    await page.getByLabel('Mobile number').fill('98450 12345');
    await page.getByLabel('Pincode', { exact: true }).fill('560038');
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Bengaluru');
    await page.getByLabel('Address', { exact: true }).fill('7 Flap Street, Indiranagar');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('input[name="payment-method"][value="cod"]')).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();

    const orders = await page.request.get('/api/orders', {
      headers: { authorization: `Bearer ${token}` },
    });
    const [order] = (await orders.json()).data.orders as {
      id: string;
      orderNumber: string;
      items: { variantId: string; variantLabel: string; name: string }[];
    }[];
    expect(order!.items).toMatchObject([
      { variantId: target.id, variantLabel: label, name: `${p.name} — ${label}` },
    ]);

    await page.goto(`/order/${order!.orderNumber}`);
    await expect(page.getByRole('heading', { name: `Order #${order!.orderNumber}` })).toBeVisible();
    await expect(page.getByText(label, { exact: true })).toBeVisible();

    // The invoice is issued when the shop packs the order (docs/decisions/invoice-timing.md).
    await apiSetOrderStatus(page.request, adminToken, order!.id, 'processing');
    const invoice = await page.request.get(`/api/orders/${order!.id}/invoice`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(invoice.ok(), await invoice.text()).toBe(true);
    expect(await invoice.text()).toContain(`${p.name} — ${label}`);
  });

  test('the owner adds options, builds the variants, prices them and the shop shows the choice', async ({
    page,
    adminToken,
  }) => {
    // A product of its own (stories run in parallel on the seeded ones), without versions.
    const name = `Variantix ${Date.now().toString(36)} Trainer`;
    const created = await page.request.post('/api/products', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: {
        name,
        category: 'drones',
        price: 2999,
        stock: 5,
        description: 'A trainer.',
        countryOfOrigin: 'China',
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const plain = (await created.json()).data as { id: string };

    await signIn(page, adminCredentials);
    await clickAdminProductAction(page, 'Edit', name);
    const dialog = page.getByRole('dialog', { name: 'Edit product' });
    await dialog.getByRole('button', { name: 'Add option' }).click();
    await dialog.getByLabel('Option 1 name').fill('Colour');
    await dialog.getByLabel('Values').fill('Red, Blue');
    await dialog.getByRole('button', { name: /Build variants \(2\)/ }).click();
    await dialog.getByRole('textbox', { name: 'Red price' }).fill('1999');
    await dialog.getByRole('textbox', { name: 'Red stock' }).fill('4');
    await dialog.getByRole('textbox', { name: 'Blue price' }).fill('2499');
    await dialog.getByRole('textbox', { name: 'Blue stock' }).fill('3');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Product updated successfully!')).toBeVisible();

    const saved = await product(page.request, plain.id);
    expect(saved.options).toEqual([{ name: 'Colour', values: ['Red', 'Blue'] }]);
    expect(saved.variants.map((v) => [v.options.Colour, v.price, v.stock])).toEqual([
      ['Red', 1999, 4],
      ['Blue', 2499, 3],
    ]);

    await page.goto(`/product/${plain.id}`);
    await expect(page.getByText(`from${rupees(1999)}`)).toBeVisible();
    await page.getByRole('button', { name: 'Blue', exact: true }).click();
    await expect(page.locator('p[aria-live="polite"]')).toContainText(rupees(2499));
  });
});
