import type { Page } from '@playwright/test';
import { apiRegister, expect, test, uniqueId } from './fixtures.ts';

/** The shop owner finds the newest sign-in code mailed to `to` in the outbox and reads it. */
async function readCodeInOutbox(owner: Page, to: string): Promise<string> {
  await owner.goto('/admin/outbox');
  await expect(owner.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  // Other stories send emails in parallel: find this one by its recipient.
  await owner.getByRole('searchbox', { name: 'Search emails by recipient' }).fill(to);
  await expect(owner).toHaveURL(/[?&]to=/);
  const subject = await owner
    .getByRole('row')
    .filter({ hasText: to })
    .first()
    .getByRole('button', { name: /is your Propwash sign-in code$/ })
    .textContent();
  const code = /(\d{6})/.exec(subject ?? '')?.[1];
  expect(code, `a sign-in code in "${subject}"`).toBeTruthy();
  return code!;
}

test.describe('Sign in with a code', () => {
  test('a customer signs in with the code sent for their mobile number (by email without WhatsApp)', async ({
    page,
    ownerPage,
  }) => {
    const id = uniqueId();
    const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const customer = {
      name: 'Rhea Rudder',
      email: `code-${id}@example.com`,
      password: `propwash-${id}`,
      phone,
    };
    await apiRegister(page.request, customer);

    await page.goto('/login?redirect=/profile');
    await page.getByRole('link', { name: 'Sign in with a code instead' }).click();
    await page.getByLabel('Mobile number or email').fill(`${phone.slice(0, 5)} ${phone.slice(5)}`);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByText(/sign-in code on WhatsApp or by email/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();

    const code = await readCodeInOutbox(ownerPage, customer.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const field = page.getByLabel('Six-digit code');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await field.fill(wrong);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('That code is not right');

    await field.fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(customer.email);
  });
});
