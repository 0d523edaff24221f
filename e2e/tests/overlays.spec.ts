import type { Locator, Page } from '@playwright/test';
import { adminCredentials, expect, signIn, signUp, test } from './fixtures.ts';

// Nothing floating covers what the shopper or the owner is using: the chat button keeps off the
// product page's quantity box and Add to cart, shoppers are not asked about notifications on
// arrival, and the owner's notification opt-in is a banner in the page, never over a dialog.

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The chat button's box when it is on screen, else null (it may step aside). */
async function chatBox(page: Page): Promise<Box | null> {
  const chat = page.getByRole('button', { name: 'Open support chat' });
  return (await chat.isVisible()) ? chat.boundingBox() : null;
}

/** Scrolls so that `target`'s bottom edge sits just above the bottom of the screen. */
async function scrollToScreenBottom(page: Page, target: Locator) {
  await target.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    window.scrollBy(0, rect.bottom - (window.innerHeight - 8));
  });
  // The chat button follows scrolling on the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the chat button never sits over the quantity box or Add to cart on a product page', async ({
    page,
  }) => {
    await page.goto('/faq');
    const chat = page.getByRole('button', { name: 'Open support chat' });
    await expect(chat).toBeVisible();
    // Small on a phone: a 44 px touch target, not a 56 px disc over the page.
    expect((await chat.boundingBox())!.width).toBeLessThanOrEqual(48);

    await page.goto('/');
    await page.locator('main a[href^="/products/"]').first().click();
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+/);
    const quantity = page.getByRole('group', { name: 'Quantity' });
    const addToCart = page.getByRole('button', { name: /^add to cart$/i });
    await expect(addToCart).toBeVisible();

    for (const target of [quantity, addToCart]) {
      await scrollToScreenBottom(page, target);
      // Scrolling back up a little is when a floating button comes back.
      await page.mouse.wheel(0, -60);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      const button = await chatBox(page);
      for (const used of [quantity, addToCart]) {
        const box = await used.boundingBox();
        if (button && box) expect(overlaps(button, box)).toBe(false);
      }
    }
  });

  test('on a listing the chat button waits for the end of the page, clear of every card', async ({
    page,
  }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Wait for the chat's code (loaded when the browser is idle), then check it keeps away.
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 3_500)));
    const chat = page.getByRole('button', { name: 'Open support chat' });
    await expect(chat).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(chat).toBeVisible();
    const button = (await chat.boundingBox())!;
    for (const card of await page.locator('main article').all()) {
      const box = await card.boundingBox();
      if (box) expect(overlaps(button, box)).toBe(false);
    }
  });

  test('the last lines of a page scroll clear of the chat button', async ({ page }) => {
    await page.goto('/faq');
    const chat = page.getByRole('button', { name: 'Open support chat' });
    await expect(chat).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // At the end of the page the button is back, and the room left under the footer keeps it
    // off the last line.
    await expect(chat).toBeVisible();
    const lastLine = await page.locator('footer p').last().boundingBox();
    expect(overlaps((await chat.boundingBox())!, lastLine!)).toBe(false);
  });

  test('a signed-in shopper is not asked about notifications on arrival', async ({ page }) => {
    await page.clock.install();
    await signUp(page, 'Overlay Tester');
    await page.goto('/');
    await page.clock.runFor(4_000);
    await page.waitForLoadState('networkidle');
    // Well past the 5 s after which the old card slid in over the page.
    await page.clock.runFor(20_000);
    await expect(page.getByText('Get order updates')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enable' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('notificationPrompt:shop'))).toBeNull();
  });
});

for (const size of [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  {
    name: 'phone',
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
] as const) {
  test.describe(`the owner on ${size.name}`, () => {
    test.use(size.use);

    test('the notification opt-in never covers the Add product dialog’s Save button', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['notifications']);
      await page.clock.install();
      await signIn(page, adminCredentials);
      await page.goto('/admin/products');
      // The opt-in is offered: a banner in the page's flow, above the heading.
      const banner = page.getByRole('region', { name: 'Get new-order alerts' });
      await expect(banner).toBeVisible();
      const heading = page.getByRole('heading', { name: 'Product management' });
      expect((await banner.boundingBox())!.y).toBeLessThan((await heading.boundingBox())!.y);

      await page.getByRole('button', { name: 'Add product', exact: true }).click();
      const form = page.getByRole('dialog', { name: 'Add product' });
      const save = form.getByRole('button', { name: 'Add product', exact: true });
      await expect(save).toBeVisible();
      // Past the 5 s the old floating card waited before sliding in over the dialog.
      await page.clock.runFor(6_000);
      await expect(save).toBeVisible();
      const box = (await save.boundingBox())!;
      const isOnTop = await save.evaluate(
        (button, [x, y]) => {
          const hit = document.elementFromPoint(x!, y!);
          return hit !== null && button.contains(hit);
        },
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(isOnTop).toBe(true);
    });
  });
}
