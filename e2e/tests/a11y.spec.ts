import { seriousViolations } from '../support/axe.ts';
import { apiLogin, apiRegister, expect, test, storeSession } from './fixtures.ts';

// Pages a shopper meets most, checked by axe for serious and critical violations.
test.describe('accessibility', () => {
  // One test per page: axe takes seconds a page on a busy 2-core machine.
  for (const target of ['/', '/products', 'a product page', '/login', '/register']) {
    test(`${target} has no serious axe violations`, async ({ page, request }) => {
      let url = target;
      if (target === 'a product page') {
        const listed = await request.get('/api/products?limit=1');
        url = `/product/${((await listed.json()).data.products as { id: string }[])[0]!.id}`;
      }
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), url).toEqual([]);
    });
  }

  test('cart and wishlist pages of a signed-in customer have no serious axe violations', async ({
    page,
    request,
  }) => {
    const email = `axe-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    await apiRegister(request, { name: 'Axe Tester', email, password: 'axe-test-password-1' });
    await storeSession(page, await apiLogin(request, { email, password: 'axe-test-password-1' }));
    for (const url of ['/cart', '/wishlist', '/profile']) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), url).toEqual([]);
    }
  });
});
