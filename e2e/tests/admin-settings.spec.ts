import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminCredentials,
  apiLogin,
  apiRegister,
  expect,
  plainProducts,
  shopperAddress,
  test,
  signedInPage,
} from './fixtures.ts';

interface ApiProduct {
  id: string;
  name: string;
  price: number;
  stock: number;
}

interface ShippingSettings {
  freeThresholdPaise: number;
  zones: { name: string; states: string[]; chargePaise: number; days: number }[];
  restOfIndia: { chargePaise: number; days: number };
}

/** ₹1,234 for whole rupees, ₹1,234.50 otherwise: the shop's en-IN money format. */
function rupees(paise: number): string {
  const whole = paise % 100 === 0;
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(paise / 100);
}

/**
 * The in-stock product and quantity whose subtotal comes closest below the threshold. The story
 * lowers the threshold to exactly that subtotal, so only carts between it and the old threshold
 * (a rupee or so wide) see a different shipping charge while it runs; no other story checks one.
 */
async function cartJustBelow(request: APIRequestContext, thresholdPaise: number) {
  // Sold without versions: a product sold in versions goes into a cart only with one chosen.
  const products = await plainProducts<ApiProduct>(request, 'limit=100&availability=instock');
  let best: { product: ApiProduct; quantity: number; subtotalPaise: number } | null = null;
  for (const product of products) {
    const unit = Math.round(product.price * 100);
    for (let quantity = 1; quantity <= 5 && quantity + 5 <= product.stock; quantity++) {
      const subtotalPaise = unit * quantity;
      if (subtotalPaise < thresholdPaise && subtotalPaise > (best?.subtotalPaise ?? 0))
        best = { product, quantity, subtotalPaise };
    }
  }
  expect(best, 'an in-stock product below the free-shipping threshold').toBeTruthy();
  return best!;
}

/** The checkout summary's shipping line once the shopper has picked a state. */
async function checkoutShipping(page: Page, state: string) {
  await page.goto('/checkout');
  await page.getByLabel('State', { exact: true }).selectOption(state);
  return page.getByRole('region', { name: 'Order Summary' }).locator('dt:text-is("Shipping") + dd');
}

test.describe('admin settings', () => {
  let original: ShippingSettings | null = null;

  // Other stories run beside this one on the saved threshold: put it back even after a failure
  // or a timeout (hooks get time of their own, and the request fixture is still open here).
  test.afterEach(async ({ request, adminToken }) => {
    if (!original) return;
    const restored = await request.put('/api/settings/admin/shipping', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: original,
    });
    expect(restored.ok(), await restored.text()).toBe(true);
    original = null;
  });

  test('the shop owner lowers the free-shipping threshold: cart and checkout follow at once, and History shows the change', async ({
    browser,
    request,
    adminToken,
  }) => {
    // Two browsers, a cart, two checkouts and the admin: room for a busy machine.
    test.slow();
    const read = await request.get('/api/settings/admin', {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(read.ok()).toBe(true);
    const saved = (await read.json()).data.settings.shipping as ShippingSettings;
    const oldThreshold = saved.freeThresholdPaise;
    const gujaratCharge =
      saved.zones.find((z) => z.states.includes('Gujarat'))?.chargePaise ??
      saved.restOfIndia.chargePaise;
    expect(gujaratCharge).toBeGreaterThan(0);

    const { product, quantity, subtotalPaise } = await cartJustBelow(request, oldThreshold);
    const newThreshold = subtotalPaise;

    // A shopper with that cart, signed in.
    const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const shopperCreds = {
      name: 'Kavya Gimbal',
      email: `threshold-${id}@example.com`,
      password: `yaw-${id}`,
    };
    await apiRegister(request, shopperCreds);
    const shopperSession = await apiLogin(request, shopperCreds);
    const added = await request.post('/api/cart', {
      data: { productId: product.id, quantity },
      headers: { authorization: `Bearer ${shopperSession.token}`, ...shopperAddress() },
    });
    expect(added.ok(), await added.text()).toBe(true);
    const shopper = await signedInPage(browser, shopperSession);
    const ownerSession = await apiLogin(request, adminCredentials);
    const ownerName = ownerSession.user.name;
    const owner = await signedInPage(browser, ownerSession);

    await shopper.goto('/cart');
    const cartSummary = shopper.getByRole('region', { name: 'Order Summary' });
    await expect(cartSummary).toContainText(
      `Add ${rupees(oldThreshold - subtotalPaise)} more for FREE shipping`,
    );
    await expect(await checkoutShipping(shopper, 'Gujarat')).toHaveText(rupees(gujaratCharge));

    // The owner lowers the threshold to the shopper's subtotal on the Shipping tab.
    await owner.goto('/admin/settings');
    await owner.getByRole('tab', { name: 'Shipping' }).click();
    const threshold = owner.getByLabel('Free standard shipping from');
    original = saved;
    await expect(threshold).toHaveValue(String(oldThreshold / 100));
    await threshold.fill((newThreshold / 100).toFixed(newThreshold % 100 === 0 ? 0 : 2));
    // Enter submits the tab's form (a click could land on a card floating over the button).
    await threshold.press('Enter');
    await expect(owner.getByText('Shipping settings saved')).toBeVisible();
    await expect(owner.getByText(new RegExp(`Last saved .* by ${ownerName}$`))).toBeVisible();

    // No restart: the shopper's next look at the cart and checkout uses the new threshold.
    await shopper.goto('/cart');
    await expect(cartSummary.locator('dt:text-is("Shipping") + dd')).toHaveText('FREE');
    await expect(cartSummary).not.toContainText('more for FREE shipping');
    await expect(await checkoutShipping(shopper, 'Gujarat')).toHaveText('FREE');

    // History names the owner and the old and new values.
    await owner.getByRole('tab', { name: 'History' }).click();
    const latest = owner
      .getByRole('list', { name: 'Settings changes' })
      .locator(':scope > li')
      .first();
    await expect(latest).toContainText(ownerName);
    await expect(latest).toContainText('Shipping');
    await expect(latest).toContainText(
      `Free shipping threshold: ${rupees(oldThreshold)} → ${rupees(newThreshold)}`,
    );
    await expect(latest).toContainText(' IST');
    await shopper.context().close();
    await owner.context().close();
  });
});
