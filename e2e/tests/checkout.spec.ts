import type { APIRequestContext, Page } from '@playwright/test';
import { addToCartOnPage, apiAddToCart, expect, plainProducts, signUp, test } from './fixtures.ts';

interface ApiProduct {
  id: string;
  name: string;
  price: number;
  stock: number;
}

interface ApiOrder {
  id: string;
  orderNumber: string;
  status: string;
  payment: { method: string; status: string };
}

/** An in-stock product cheap enough for cash on delivery (COD has an order limit). */
async function aProduct(request: APIRequestContext, index: number) {
  const list = await plainProducts<ApiProduct>(request, 'limit=40&availability=instock');
  const picked = list.filter((p) => p.stock >= 5 && p.price < 20_000)[index];
  expect(picked, 'a cheap in-stock product').toBeTruthy();
  return picked!;
}

async function myOrders(request: APIRequestContext, token: string) {
  const res = await request.get('/api/orders', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.orders as ApiOrder[];
}

/**
 * Step 1 for a customer with no saved address: name and email come from the account, the pincode
 * fills the city and the state.
 */
async function fillShipping(page: Page, extra: { landmark?: string; note?: string } = {}) {
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Meera Rotor');
  await expect(page.getByLabel('Email for order updates')).toHaveValue(/checkout-.*@example\.com/);
  await page.getByLabel('Mobile number').fill('98450 12345');
  await page.getByLabel('Pincode', { exact: true }).fill('560038');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('Karnataka');
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Bengaluru');
  await page.getByLabel('Address', { exact: true }).fill('14 Propeller Lane, Indiranagar');
  if (extra.landmark) await page.getByLabel('Landmark (optional)').fill(extra.landmark);
  if (extra.note) await page.getByLabel('Note for the shop (optional)').fill(extra.note);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible();
}

/** A fresh customer with the product at `index` in the server cart; returns the bearer token. */
async function signUpWithCart(page: Page, index: number) {
  const product = await aProduct(page.request, index);
  const customer = await signUp(page, 'Meera Rotor', 'checkout');
  await apiAddToCart(page.request, customer, product.id);
  return customer.token;
}

/** Fills step 1 at checkout, picks UPI and places the order: the payment simulator opens. */
async function placeUpiOrder(page: Page) {
  await page.goto('/checkout');
  await fillShipping(page);
  await page.locator('input[name="payment-method"][value="upi"]').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The review step itemises the money, not only the total.
  const price = page.getByRole('region', { name: 'Price details' });
  for (const label of [/^Subtotal \(\d+ items?\)$/, 'Shipping', 'GST included', 'Total to pay'])
    await expect(price.getByText(label)).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  return page.getByRole('dialog', { name: 'Payment simulator' });
}

test.describe('checkout', () => {
  test('a customer adds a product, checks out with cash on delivery and lands on the order confirmation', async ({
    page,
  }) => {
    const product = await aProduct(page.request, 0);
    const { token } = await signUp(page, 'Meera Rotor', 'checkout');

    await page.goto(`/product/${product.id}`);
    await addToCartOnPage(page);
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    // Continue checks step 1's required fields first.
    await page.getByLabel('Address', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please fill all required fields')).toBeVisible();
    await fillShipping(page, {
      landmark: 'Near Shiva temple',
      note: 'Please call before delivery <b>not bold</b>',
    });

    // Cash on delivery is the default when offered.
    await expect(page.locator('input[name="payment-method"][value="cod"]')).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
    await expect(page.getByText('14 Propeller Lane, Indiranagar')).toBeVisible();
    // Prices include GST: the summary says so and adds no GST row.
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText(/^Inclusive of all taxes · includes GST ₹/)).toBeVisible();
    await expect(summary.getByText(/^(IGST|CGST|SGST)$/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
    const [order] = await myOrders(page.request, token);
    expect(order).toMatchObject({ status: 'confirmed', payment: { method: 'cod' } });
    await expect(page).toHaveURL(new RegExp(`/order/${order!.orderNumber}\\?placed=1$`));
    // The order page shows the landmark in the address and the note, as text.
    await expect(page.getByText('Landmark: Near Shiva temple')).toBeVisible();
    await expect(page.getByText('Please call before delivery <b>not bold</b>')).toBeVisible();
    // The server emptied the cart with the order.
    const cart = await page.request.get('/api/cart', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await cart.json()).data.items).toEqual([]);
  });

  test('a customer pays with UPI through the payment simulator and the order is paid', async ({
    page,
  }) => {
    const token = await signUpWithCart(page, 1);

    const simulator = await placeUpiOrder(page);
    await expect(simulator).toBeVisible();
    await expect(simulator.getByText(/Order PW-/)).toBeVisible();
    await expect(simulator.getByRole('radio', { name: 'UPI' })).toBeChecked();
    await simulator.getByRole('button', { name: 'Success' }).click();

    await expect(page).toHaveURL(/\/order\/PW-[\w-]+\?placed=1$/);
    const [order] = await myOrders(page.request, token);
    expect(order).toMatchObject({
      status: 'confirmed',
      payment: { method: 'upi', status: 'paid' },
    });
    const panel = page.getByRole('region', { name: 'Order placed' });
    await expect(panel).toContainText(order!.orderNumber);
    await expect(panel.getByText(/^₹[\d,.]+ paid$/)).toBeVisible();

    // A receipt voucher for the payment until the invoice is issued at packing
    // (docs/decisions/invoice-timing.md).
    await expect(
      page.getByText('The GST invoice is issued when your order is packed'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Receipt' }).click();
    await expect(page).toHaveURL(/\/order\/[^/]+\/receipt$/);
    const voucher = page.frameLocator('iframe[title="Payment receipt"]');
    await expect(voucher.getByRole('heading', { name: 'Receipt voucher' })).toBeVisible();
    await expect(voucher.getByText(/^RV\/\d{2}-\d{2}\/\d{6}$/)).toBeVisible();
    await expect(voucher.getByText(/Notification 66\/2017-Central Tax/)).toBeVisible();
  });

  test('a failed payment leaves the order unpaid, and paying again from its page succeeds', async ({
    page,
  }) => {
    const token = await signUpWithCart(page, 2);

    const simulator = await placeUpiOrder(page);
    await simulator.getByRole('button', { name: 'Failure' }).click();
    await expect(page.getByText('Payment failed')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\?pay=/);

    const [unpaid] = await myOrders(page.request, token);
    expect(unpaid).toMatchObject({ status: 'pending', payment: { method: 'upi' } });
    expect(unpaid!.payment.status).not.toBe('paid');

    // The order stays payable: the pay-again page opens the simulator for the same order.
    await expect(page.getByText(unpaid!.orderNumber)).toBeVisible();
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page
      .getByRole('dialog', { name: 'Payment simulator' })
      .getByRole('button', { name: 'Success' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/order/${unpaid!.orderNumber}\\?placed=1$`));
    const [paid] = await myOrders(page.request, token);
    expect(paid).toMatchObject({ id: unpaid!.id, payment: { status: 'paid' } });
  });

  test('after a failed payment the order page says no money was taken and switches to cash on delivery', async ({
    page,
  }) => {
    const token = await signUpWithCart(page, 4);
    const simulator = await placeUpiOrder(page);
    await simulator.getByRole('button', { name: 'Failure' }).click();
    await expect(page).toHaveURL(/\/checkout\?pay=/);
    const [unpaid] = await myOrders(page.request, token);

    await page.goto(`/order/${unpaid!.id}`);
    const failed = page.getByRole('region', { name: 'Your payment did not go through' });
    await expect(failed.getByText(/No money was taken for this order/)).toBeVisible();
    await expect(failed.getByRole('link', { name: 'Try again' })).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Order Timeline' });
    await expect(timeline.getByText('Payment failed', { exact: true })).toBeVisible();
    await expect(timeline.getByText('Payment failed: Payment failed')).toHaveCount(0);

    await failed.getByRole('button', { name: 'Pay cash on delivery instead' }).click();
    await expect(failed).toBeHidden();
    const [cod] = await myOrders(page.request, token);
    expect(cod).toMatchObject({
      id: unpaid!.id,
      status: 'confirmed',
      payment: { method: 'cod', status: 'pending' },
    });
  });

  test('a customer with saved addresses delivers to one in a tap: the default is preselected', async ({
    page,
  }) => {
    const token = await signUpWithCart(page, 3);
    const save = async (data: Record<string, unknown>) => {
      const res = await page.request.post('/api/addresses', {
        data,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.ok(), await res.text()).toBe(true);
    };
    await save({
      name: 'Meera Rotor',
      phone: '9845012345',
      line1: '14 Propeller Lane, Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560038',
      isDefault: true,
    });
    await save({
      name: 'Meera at the hangar',
      phone: '9845012346',
      line1: '3 Runway Road, Navrangpura',
      city: 'Ahmedabad',
      state: 'Gujarat',
      pincode: '380009',
    });

    await page.goto('/checkout');
    const deliverTo = page.getByRole('group', { name: 'Deliver to' });
    await expect(deliverTo.getByRole('radio', { name: /Meera Rotor/ })).toBeChecked();
    // A saved address needs no typing: the fields stay closed until a new address is wanted.
    await expect(page.getByLabel('Pincode', { exact: true })).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Order Summary' }).getByText('Enter your pincode'),
    ).toHaveCount(0);

    await deliverTo.getByRole('radio', { name: /Meera at the hangar/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    await expect(page.getByText('3 Runway Road, Navrangpura')).toBeVisible();
    await expect(page.getByText('Ahmedabad, Gujarat 380009')).toBeVisible();

    await page.getByRole('button', { name: 'Change delivery address' }).click();
    await deliverTo.getByRole('radio', { name: 'Add a new address' }).check();
    await expect(page.getByLabel('Pincode', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Meera Rotor');
  });

  test('a signed-out visitor is sent to login and back to checkout', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
  });
});
