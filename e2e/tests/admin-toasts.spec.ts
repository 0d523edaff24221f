import type { Locator, Page } from '@playwright/test';
import { codOrderInAnotherBrowser, expect, liveStreamOpened, test } from './fixtures.ts';

const screens = [
  { name: 'a desktop', viewport: { width: 1280, height: 800 } },
  { name: 'a phone', viewport: { width: 390, height: 844 } },
];

/** The toast is wholly inside the window and drawn as a card (fixed, white, with a border). */
async function expectShownInWindow(page: Page, toast: Locator) {
  await expect(toast).toBeInViewport({ ratio: 1 });
  const box = (await toast.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  const look = await toast.evaluate((el) => {
    const style = getComputedStyle(el);
    const region = getComputedStyle(el.parentElement!);
    return {
      background: style.backgroundColor,
      border: style.borderTopWidth,
      position: region.position,
    };
  });
  expect(look).toEqual({ background: 'rgb(255, 255, 255)', border: '1px', position: 'fixed' });
}

for (const screen of screens) {
  test.describe(`the admin's toasts on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test('a settings save says so in a toast inside the window', async ({ ownerPage: page }) => {
      await page.setViewportSize(screen.viewport);
      await page.goto('/admin/settings');
      const storeName = page.getByLabel('Store name');
      await expect(storeName).not.toHaveValue('');
      // Enter submits the tab's form as it is (a click could land on a card floating over it).
      await storeName.press('Enter');
      const toast = page.getByRole('status').filter({ hasText: 'General settings saved' });
      await expectShownInWindow(page, toast);
    });

    test('an order placed elsewhere shows as a toast inside the window', async ({
      browser,
      ownerPage: page,
    }) => {
      await page.setViewportSize(screen.viewport);
      const opened = liveStreamOpened(page);
      await page.goto('/admin/dashboard');
      await opened;
      const { order } = await codOrderInAnotherBrowser(browser, 'Tara Gimbal');
      const toast = page
        .getByRole('status')
        .filter({ hasText: `New order ${order.orderNumber} from Tara Gimbal` });
      await expectShownInWindow(page, toast);
      await expect(toast.getByRole('button', { name: 'View order' })).toBeInViewport();
    });
  });
}
