import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { adminCredentials, apiLogin, apiRegister, expect, test, storeSession } from './fixtures.ts';

/** A unique customer per test, so the stories run in parallel on one shop. */
function newPilot() {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return { name: 'Kavya Pilot', email: `pilot-${id}@example.com`, password: `props-${id}` };
}

type Pilot = ReturnType<typeof newPilot>;

async function registerByApi(request: APIRequestContext, pilot: Pilot) {
  await apiRegister(request, pilot);
}

/** Signs in through the API and puts the session where the storefront keeps it (localStorage). */
async function signInByApi(page: Page, pilot: Pilot) {
  await storeSession(page, await apiLogin(page.request, pilot));
}

async function fillLogin(page: Page, creds: { email: string; password: string }) {
  await page.getByLabel('Email').fill(creds.email);
  await page.getByLabel('Password', { exact: true }).fill(creds.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The shop owner opens the outbox and reads the newest reset email sent to `to`. */
async function readResetLinkInOutbox(browser: Browser, to: string): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await admin.goto('/admin/login');
  await admin.getByLabel('Email').fill(adminCredentials.email);
  await admin.getByLabel('Password').fill(adminCredentials.password);
  await admin.getByRole('button', { name: 'Login' }).click();
  await expect(admin).toHaveURL(/\/admin(\/dashboard)?$/);

  await admin.getByRole('link', { name: 'Outbox' }).click();
  await expect(admin.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  // Other stories send emails in parallel: find this one by its recipient, not on page 1.
  await admin.getByRole('searchbox', { name: 'Search emails by recipient' }).fill(to);
  await expect(admin).toHaveURL(/[?&]to=/);
  await admin
    .getByRole('row')
    .filter({ hasText: to })
    .first()
    .getByRole('button', { name: 'Reset your Propwash password' })
    .click();
  const email = admin.getByRole('dialog', { name: 'Reset your Propwash password' });
  await expect(email).toContainText(`To ${to}`);
  const href = await email.getByRole('link', { name: /\/reset-password\// }).getAttribute('href');
  await context.close();
  expect(href).toBeTruthy();
  return href!;
}

test.describe('accounts', () => {
  test('a new pilot registers, logs out, and signing in from /profile brings them back to it', async ({
    page,
  }) => {
    const pilot = newPilot();
    await page.goto('/register');
    // The newsletter box is optional and never ticked for the visitor.
    await expect(
      page.getByRole('checkbox', { name: 'Send me offers and new arrivals by email (optional)' }),
    ).not.toBeChecked();
    await page.getByLabel('Full name').fill(pilot.name);
    await page.getByLabel('Email', { exact: true }).fill(pilot.email);
    await page.getByLabel('Password', { exact: true }).fill(pilot.password);
    await page.getByLabel('Confirm password').fill(`${pilot.password}-typo`);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Passwords do not match!')).toBeVisible();

    await page.getByLabel('Confirm password').fill(pilot.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/$/);

    const accountMenu = page.getByRole('button', { name: /Account menu/ });
    await accountMenu.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The header's link (the page body can also hold one while the login page renders).
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await fillLogin(page, pilot);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(pilot.email);
    await expect(page.getByRole('navigation', { name: 'My account' })).toBeVisible();
  });

  test('a forgotten password is reset with the link the shop owner finds in the outbox', async ({
    page,
    browser,
  }) => {
    const pilot = newPilot();
    await registerByApi(page.request, pilot);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(pilot.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Password reset link sent to your email!')).toBeVisible();

    const link = await readResetLinkInOutbox(browser, pilot.email);
    await page.goto(link);
    const newPassword = `${pilot.password}-new`;
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill('something-else');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match!')).toBeVisible();

    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password reset successful!').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login\?reset=done$/);
    await expect(page.getByRole('status').filter({ hasText: 'password was changed' })).toHaveText(
      'Your password was changed. Sign in with your new password.',
    );

    await fillLogin(page, pilot);
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await fillLogin(page, { email: pilot.email, password: newPassword });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  });

  test('a customer cannot sign in to the admin, and nothing is stored', async ({ page }) => {
    const pilot = newPilot();
    await registerByApi(page.request, pilot);
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(pilot.email);
    await page.getByLabel('Password').fill(pilot.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Access denied. Admin privileges required.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login/);
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
    ).toEqual([null, null]);
  });

  test('a guest sent to sign in from checkout is told why, and that the cart is kept', async ({
    page,
  }) => {
    await page.goto('/login?redirect=%2Fcheckout');
    await expect(
      page.getByText('Sign in or create an account to check out; your cart is kept.'),
    ).toBeVisible();
    await page.goto('/login');
    await expect(page.getByText('Welcome back! Sign in to your account.')).toBeVisible();
  });

  test('a login link pointing at another site lands on the home page instead', async ({ page }) => {
    const pilot = newPilot();
    await registerByApi(page.request, pilot);
    await page.goto('/login?redirect=https://evil.example/steal');
    await fillLogin(page, pilot);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('a customer edits their profile and keeps a book of delivery addresses', async ({
    page,
  }) => {
    const pilot = newPilot();
    await registerByApi(page.request, pilot);
    await signInByApi(page, pilot);

    await page.goto('/profile');
    await expect(page.getByLabel('Email')).toHaveValue(pilot.email);
    await expect(page.getByLabel('Email')).not.toBeEditable();
    await page.getByLabel('Full name').fill('Kavya Rao');
    await page.getByLabel('Phone').fill('98765 43210');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByRole('complementary')).toContainText('Kavya Rao');

    await page.getByRole('link', { name: 'Addresses' }).click();
    await expect(page.getByRole('heading', { name: 'My Addresses' })).toBeVisible();
    await expect(page.getByText('No saved addresses yet')).toBeVisible();

    const addAddress = async (a: { line1: string; city: string; state: string; pin: string }) => {
      await page.getByRole('button', { name: 'Add address' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a new address' });
      await expect(dialog.getByLabel('Full name')).toHaveValue('Kavya Rao');
      await dialog.getByLabel('Address', { exact: true }).fill(a.line1);
      await dialog.getByLabel('City').fill(a.city);
      await dialog.getByLabel('State').selectOption(a.state);
      await dialog.getByLabel('Pincode').fill(a.pin);
      await dialog.getByRole('button', { name: 'Save address' }).click();
      await expect(dialog).toBeHidden();
    };
    await addAddress({ line1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pin: '560001' });
    await addAddress({
      line1: '4 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      pin: '700016',
    });

    const card = (city: string) => page.getByRole('article', { name: new RegExp(city) });
    await expect(card('Bengaluru')).toContainText('Default');
    await expect(card('Kolkata')).not.toContainText('Default');

    await card('Kolkata').getByRole('button', { name: 'Set as default' }).click();
    await expect(card('Kolkata')).toContainText('Default');
    await expect(card('Bengaluru')).not.toContainText('Default');

    await card('Bengaluru').getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this address?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(card('Bengaluru')).toHaveCount(0);
    await expect(page.getByText('1 saved address')).toBeVisible();

    // The Addresses tab of the profile shows the same book.
    await page.goto('/profile?tab=addresses');
    await expect(page.getByRole('tab', { name: 'Addresses' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(card('Kolkata')).toBeVisible();
  });

  test('a shopper sent to login from /addresses continues with Google and comes back there', async ({
    page,
  }) => {
    // The e2e shop signs in with Google through a local issuer that consents at once.
    await page.goto('/addresses');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faddresses$/);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/addresses$/);
    await expect(page.getByRole('heading', { name: 'My Addresses' })).toBeVisible();
    await expect(page.getByRole('complementary')).toContainText('Google Shopper');
  });

  test('a session ended elsewhere sends the customer to login from a protected page', async ({
    page,
  }) => {
    const pilot = newPilot();
    await registerByApi(page.request, pilot);
    const { token, user } = await apiLogin(page.request, pilot);
    // The server forgets this session (as after a password reset on another device).
    await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    await storeSession(page, { token, user });
    await page.goto('/addresses');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faddresses$/);
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe(
      '/addresses',
    );
  });

  test('a customer changes their password on the Security tab, which signs out their other phone', async ({
    page,
  }) => {
    const pilot = newPilot();
    await registerByApi(page.request, pilot);
    const phone = await apiLogin(page.request, pilot);
    await signInByApi(page, pilot);

    await page.goto('/profile?tab=security');
    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(3);
    await expect(devices.getByRole('listitem').first()).toContainText('This device');

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill(`${pilot.password}-next`);
    await page.getByLabel('Confirm new password').fill(`${pilot.password}-next`);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();

    await page.getByLabel('Current password').fill(pilot.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('Password changed. 2 other devices were signed out.'),
    ).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    const me = await page.request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${phone.token}` },
    });
    expect(me.status()).toBe(401);
    await apiLogin(page.request, { email: pilot.email, password: `${pilot.password}-next` });
  });

  test('a shop owner signs out a forgotten laptop from My account', async ({
    page,
    adminToken,
  }) => {
    const owner = { ...newPilot(), name: 'Second Owner' };
    const created = await page.request.post('/api/auth/users', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { ...owner, role: 'admin' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const laptop = await apiLogin(page.request, owner);
    await storeSession(page, await apiLogin(page.request, owner), {
      'notificationPrompt:admin': 'later',
    });

    await page.goto('/admin');
    await page.getByRole('link', { name: /my account/ }).click();
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await devices.getByRole('button', { name: /^Sign out / }).click();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(devices).toContainText('This device');
    const me = await page.request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${laptop.token}` },
    });
    expect(me.status()).toBe(401);
  });
});
