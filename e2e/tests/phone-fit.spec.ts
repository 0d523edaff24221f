import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiAddToCart,
  apiSetOrderStatus,
  customerWithCodOrder,
  expect,
  storeSession,
  test,
} from './fixtures.ts';

// A shopper on a 390 px phone never scrolls sideways: not on the buying path, not on the order
// page, not on the GST invoice (which was 763 px wide before its lines became cards).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type Shopper = {
  token: string;
  user: { id: string; name: string; role: string };
  orderId: string;
  productId: string;
};

/** A new customer with one COD order to a long Bengaluru address and one product in the cart. */
async function shopperWithOrder(request: APIRequestContext): Promise<Shopper> {
  const { customer, order, productId } = await customerWithCodOrder(request, {
    name: 'Meera Rudder',
    shipping: {
      address: '14, 2nd Main Road, Jayanagar 4th Block, near the long-named landmark bus stop',
      pincode: '560011',
    },
  });
  // The cart and checkout pages need something in the cart.
  await apiAddToCart(request, customer, productId);
  return { ...customer.session, orderId: order.id, productId };
}

/**
 * The page is no wider than the phone's screen. Compared with the viewport's 390 px, not
 * window.innerWidth: a mobile browser zooms a too-wide page out, and innerWidth grows with it.
 */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const screen = page.viewportSize()!.width;
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
  }));
  expect(widths.page, `${what} scrolls sideways`).toBeLessThanOrEqual(screen);
  expect(widths.body, `${what} scrolls sideways`).toBeLessThanOrEqual(screen);
}

test('no page on the buying path scrolls sideways at 390 px', async ({ page }) => {
  const shopper = await shopperWithOrder(page.request);
  await storeSession(page, shopper);
  const pages: Array<[string, string]> = [
    ['home', '/'],
    ['listing', '/products'],
    ['category', '/category/airplanes'],
    ['product', `/product/${shopper.productId}`],
    ['cart', '/cart'],
    ['checkout', '/checkout'],
    ['order', `/order/${shopper.orderId}`],
  ];
  for (const [what, path] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('load');
    await expectNoSidewaysScroll(page, what);
  }
});

test('the GST invoice fits a phone, its lines as cards', async ({ page, adminToken }) => {
  const shopper = await shopperWithOrder(page.request);
  // The invoice is issued when the shop packs the order (docs/decisions/invoice-timing.md).
  await apiSetOrderStatus(page.request, adminToken, shopper.orderId, 'processing');
  const res = await page.request.get(`/api/orders/${shopper.orderId}/invoice`, {
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.setContent(await res.text());
  await expect(page.getByRole('heading', { name: 'TAX INVOICE' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'invoice');
  // Every figure a line carries is still there, labelled, on the phone.
  const firstLine = page.locator('table.lines tbody tr').first();
  for (const label of ['Taxable value', 'GST rate', 'CGST', 'SGST', 'Amount']) {
    await expect(firstLine.locator(`td[data-label="${label}"]`)).toBeVisible();
  }
  await expect(page.getByText('Prices and shipping are inclusive of GST')).toBeVisible();
});
