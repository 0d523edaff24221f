import type { APIRequestContext, Page } from '@playwright/test';
import { addToCartOnPage, expect, plainProducts, signUp, test } from './fixtures.ts';

// A COD fee and a prepaid saving shown before payment, and a cash-on-delivery order paid online
// from its page before packing (docs/decisions/cod-fee-and-prepaid-saving.md,
// docs/decisions/pay-now-for-cod-orders.md), on the 390 px phone checkout is built for.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const COD_FEE_PAISE = 4_900;
const SAVING_PERCENT = 5;

/** ₹1,23,456 for whole rupees, ₹1,234.50 otherwise: the storefront's own way of writing paise. */
function inr(paise: number): string {
  const whole = Math.floor(paise / 100).toLocaleString('en-IN');
  return paise % 100 === 0 ? `₹${whole}` : `₹${whole}.${String(paise % 100).padStart(2, '0')}`;
}

/** The nearest whole rupee, 50 paise rounding up (docs/decisions/round-off-to-the-rupee.md). */
const roundToRupee = (paise: number) => Math.floor((paise + 50) / 100) * 100;

/** 5% of the goods, half up to the paisa (checkout's prepaid saving). */
const savingOf = (goodsPaise: number) => Math.floor((goodsPaise * SAVING_PERCENT + 50) / 100);

type PaymentSettings = Record<string, unknown> & { codEnabled: boolean; codLimitPaise: number };

async function paymentSettings(request: APIRequestContext, adminToken: string) {
  const read = await request.get('/api/settings/admin', {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(read.ok(), await read.text()).toBe(true);
  return (await read.json()).data.settings.payment as PaymentSettings;
}

async function putPayment(request: APIRequestContext, adminToken: string, data: PaymentSettings) {
  const saved = await request.put('/api/settings/admin/payment', {
    headers: { authorization: `Bearer ${adminToken}` },
    data,
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** Step 1 for a new customer in Karnataka (standard delivery there is free). */
async function fillAddress(page: Page) {
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Meera Elevon');
  await page.getByLabel('Mobile number').fill('98450 12345');
  await page.getByLabel('Pincode', { exact: true }).fill('560038');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('Karnataka');
  await page.getByLabel('Address', { exact: true }).fill('14 Propeller Lane, Indiranagar');
}

test.describe('COD fee, prepaid saving and pay now', () => {
  let original: PaymentSettings | null = null;

  // Other stories price orders with these settings: put them back even after a failure.
  test.afterEach(async ({ request, adminToken }) => {
    if (!original) return;
    await putPayment(request, adminToken, original);
    original = null;
  });

  test('a shopper sees both totals, orders cash on delivery, then pays online from the order page and saves', async ({
    page,
    request,
    adminToken,
  }) => {
    test.slow();
    original = await paymentSettings(request, adminToken);
    await putPayment(request, adminToken, {
      ...original,
      codEnabled: true,
      codFeePaise: COD_FEE_PAISE,
      prepaidSaving: { type: 'percent', percent: SAVING_PERCENT, fixedPaise: 0, capPaise: null },
    });

    // One unit of a product that cash on delivery can take, free to ship to Karnataka.
    const products = await plainProducts<{
      id: string;
      name: string;
      price: number;
      stock: number;
    }>(request, 'limit=40&availability=instock');
    const product = products.find(
      (p) =>
        p.stock >= 5 && p.price >= 500 && p.price * 100 + COD_FEE_PAISE <= original!.codLimitPaise,
    );
    expect(product, 'an in-stock product for a COD order').toBeTruthy();
    const pricePaise = Math.round(product!.price * 100);
    const savingPaise = savingOf(pricePaise);
    const onlineTotal = roundToRupee(pricePaise - savingPaise);
    const codTotal = roundToRupee(pricePaise + COD_FEE_PAISE);

    await signUp(page, 'Meera Elevon');

    // The product page says both before anything is in the cart.
    await page.goto(`/product/${product!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    await expect(page.getByText(`Pay online and save ${inr(savingPaise)}`)).toBeVisible();
    await expect(page.getByText(`Cash on delivery ${inr(COD_FEE_PAISE)} extra`)).toBeVisible();
    await addToCartOnPage(page);

    // So does the cart, on its goods.
    await page.goto('/cart');
    const cartSummary = page.getByRole('region', { name: 'Order Summary' });
    await expect(cartSummary.getByText(`Pay online and save ${inr(savingPaise)}`)).toBeVisible();
    await expect(
      cartSummary.getByText(`Cash on delivery ${inr(COD_FEE_PAISE)} extra`),
    ).toBeVisible();

    // Checkout: each way of paying with its total beside it.
    await page.goto('/checkout');
    await fillAddress(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible();
    const codChoice = page.locator('label', { has: page.locator('input[value="cod"]') });
    const upiChoice = page.locator('label', { has: page.locator('input[value="upi"]') });
    await expect(codChoice).toContainText(`${inr(codTotal)} incl. ${inr(COD_FEE_PAISE)} COD fee`);
    await expect(upiChoice).toContainText(`${inr(onlineTotal)} — you save ${inr(savingPaise)}`);
    await expect(page.locator('input[name="payment-method"][value="cod"]')).toBeChecked();

    // The summary follows the choice: the COD fee for cash on delivery…
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await summary.getByRole('button', { name: /Order summary/ }).click();
    await expect(summary.locator('dt:text-is("COD fee") + dd')).toHaveText(inr(COD_FEE_PAISE));
    await expect(summary.locator('dt:text-is("Total") + dd')).toHaveText(inr(codTotal));
    // …the saving for paying online.
    await upiChoice.click();
    await expect(summary.locator('dt:text-is("Prepaid saving") + dd')).toHaveText(
      `−${inr(savingPaise)}`,
    );
    await expect(summary.locator('dt:text-is("Total") + dd')).toHaveText(inr(onlineTotal));
    await expect(summary.locator('dt:text-is("COD fee")')).toHaveCount(0);

    // The shopper picks cash on delivery after all and places the order.
    await codChoice.click();
    await expect(summary.locator('dt:text-is("Total") + dd')).toHaveText(inr(codTotal));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/order\/PW-[\w-]+\?placed=1$/);

    // The order page: the fee as a line of its own, and the offer to pay now and save.
    const totals = page.getByRole('region', { name: 'Order Summary' });
    await expect(totals.locator('dt:text-is("COD fee") + dd')).toHaveText(inr(COD_FEE_PAISE));
    await expect(totals.locator('dt:text-is("Total") + dd')).toHaveText(inr(codTotal));
    const payNow = page.getByRole('region', { name: /Pay now by UPI or card/ });
    await expect(payNow.getByRole('heading')).toHaveText(
      `Pay now by UPI or card and save ${inr(savingPaise)}`,
    );
    await expect(payNow).toContainText(`Your new total is ${inr(onlineTotal)}`);

    // Paying now goes through the same payment as checkout (here the built-in simulator).
    const created = page.waitForResponse((r) => r.url().endsWith('/api/payments/create-order'));
    await payNow.getByRole('button', { name: `Pay ${inr(onlineTotal)} now` }).click();
    const answer = await created;
    expect(answer.ok(), `create-order: ${await answer.text()}`).toBe(true);
    const simulator = page.getByRole('dialog', { name: 'Payment simulator' });
    await expect(simulator).toBeVisible();
    await expect(simulator).toContainText(inr(onlineTotal).replace(/^(₹[\d,]+)$/, '$1.00'));
    await simulator.getByRole('button', { name: 'Success' }).click();
    await expect(page.getByText('Payment successful! Your order is paid.')).toBeVisible();

    // The order is now paid online: the saving line, no COD fee, the online total.
    await expect(payNow).toHaveCount(0);
    await expect(totals.locator('dt:text-is("Prepaid saving") + dd')).toHaveText(
      `−${inr(savingPaise)}`,
    );
    await expect(totals.locator('dt:text-is("COD fee")')).toHaveCount(0);
    await expect(totals.locator('dt:text-is("Total") + dd')).toHaveText(inr(onlineTotal));
    const payment = page.getByRole('region', { name: 'Payment & Delivery' });
    await expect(payment).toContainText('UPI');
    await expect(payment).toContainText(/paid/i);
  });
});
