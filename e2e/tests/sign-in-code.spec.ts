import type { APIRequestContext } from '@playwright/test';
import { apiRegister, expect, test, uniqueId } from './fixtures.ts';

// The shop's WhatsApp messages go to the Cloud API stand-in playwright.config.ts starts
// (e2e/support/whatsapp-stand-in.ts), which lists them at /__sent.
const standIn = `http://127.0.0.1:${process.env.E2E_WHATSAPP_PORT}`;

type Sent = { to: string; template: string | null; params: string[] };

/** The newest sign-in code the shop sent on WhatsApp to 91 and `phone`. */
async function readCodeOnWhatsApp(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const sent = (await (await request.get(`${standIn}/__sent`)).json()) as Sent[];
        const mine = sent.filter((m) => m.to === `91${phone}` && m.template === 'sign_in_code');
        code = mine.at(-1)?.params[0] ?? '';
        return code;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

test.describe('Sign in with a code', () => {
  test('a customer signs in with the code sent on WhatsApp to their mobile number', async ({
    page,
    request,
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

    const code = await readCodeOnWhatsApp(request, phone);
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
