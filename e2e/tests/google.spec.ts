import { expect, test } from './fixtures.ts';

// The shop runs with GOOGLE_ISSUER pointing at e2e/support/oidc-issuer.ts, which consents at
// once and signs in this shopper (playwright.config.ts starts both).
const googleShopper = { email: 'google.shopper@e2e.propwash.test', name: 'Google Shopper' };

test.describe('Google sign-in', () => {
  test('a shopper signs in with Google (local issuer) and lands back where they started', async ({
    page,
    request,
  }) => {
    const sentToServers: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) sentToServers.push(r.url());
    });

    await page.goto('/api/auth/google/start?redirect=/profile');

    await expect(page).toHaveURL(/\/profile$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const me = await request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.ok()).toBe(true);
    expect((await me.json()).data).toMatchObject(googleShopper);

    // The issuer and the shop were both visited, and the token only ever rode in a URL
    // fragment, which browsers never send to a server.
    expect(sentToServers.some((url) => url.includes('/authorize?'))).toBe(true);
    expect(sentToServers.some((url) => url.includes('/api/auth/google/callback?'))).toBe(true);
    for (const url of sentToServers) expect(new URL(url).search).not.toContain(token!);
    expect(page.url()).not.toContain(token!);

    await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  });

  test('a forged Google callback sends the shopper to the login page with an error', async ({
    page,
  }) => {
    await page.goto('/api/auth/google/callback?code=forged&state=forged');
    await expect(page).toHaveURL(/\/login\?error=auth_failed$/);
  });
});
