import type { APIRequestContext, Page } from '@playwright/test';
import { adminCredentials, apiLogin, apiRegister, expect, test, storeSession } from './fixtures.ts';

/** The shop owner's session where the admin keeps it (token and user in localStorage). */
async function openAdmin(page: Page, request: APIRequestContext, path: string) {
  await storeSession(page, await apiLogin(request, adminCredentials));
  await page.goto(path);
}

async function newCustomer(request: APIRequestContext, name: string) {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const creds = { name, email: `mod-${id}@example.com`, password: `aileron-${id}` };
  await apiRegister(request, creds);
  const { token } = await apiLogin(request, creds);
  return { ...creds, auth: { authorization: `Bearer ${token}` } };
}

test.describe('admin moderation', () => {
  test('the owner answers a question and approves a review; the product page shows both', async ({
    page,
    request,
  }) => {
    // Not the newest product: the admin-catalog story creates and deletes one in parallel.
    const listed = await request.get('/api/products?limit=1&sort=price-high');
    const product = (await listed.json()).data.products[0] as { id: string; name: string };
    const customer = await newCustomer(request, 'Ishaan Kapoor');
    const question = `Is a spare prop included? (${Date.now()})`;
    expect(
      (
        await request.post('/api/qna', {
          headers: customer.auth,
          data: { productId: product.id, question },
        })
      ).status(),
    ).toBe(201);
    const title = `Great trainer ${Date.now()}`;
    expect(
      (
        await request.post('/api/reviews', {
          headers: customer.auth,
          data: { productId: product.id, rating: 5, title, comment: 'Forgiving in the wind.' },
        })
      ).status(),
    ).toBe(201);

    await openAdmin(page, request, '/admin/reviews');
    const review = page.getByRole('listitem').filter({ hasText: title });
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Review approved!')).toBeVisible();

    await page.getByRole('tab', { name: /Q&A/ }).click();
    const item = page.getByRole('listitem').filter({ hasText: question });
    const submit = item.getByRole('button', { name: 'Submit answer' });
    await expect(submit).toBeDisabled();
    await item.getByRole('textbox').fill('Yes, two spare props come in the box.');
    await submit.click();
    await expect(page.getByText('Answer published!')).toBeVisible();

    await page.goto(`/product/${product.id}`);
    await page.getByRole('tab', { name: /Reviews/ }).click();
    await expect(page.getByText(title)).toBeVisible();
    await page.getByRole('tab', { name: /Questions/ }).click();
    await expect(page.getByText('Yes, two spare props come in the box.')).toBeVisible();
  });

  test('the owner bans a customer, who is signed out and cannot sign in again', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request, 'Ban Test Pilot');
    expect((await request.get('/api/auth/me', { headers: customer.auth })).status()).toBe(200);

    await openAdmin(page, request, '/admin/users');
    await page.getByRole('searchbox', { name: /Search users/ }).fill(customer.email);
    // The search re-renders the list as it narrows: a click that landed on a row being replaced
    // is made again until the confirmation opens.
    const dialog = page.getByRole('alertdialog');
    await expect(async () => {
      await page.getByRole('button', { name: `Ban ${customer.name}` }).click();
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(dialog).toContainText('signed out everywhere');
    await dialog.getByRole('button', { name: 'Ban user' }).click();
    await expect(page.getByText('User banned')).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Lift the ban on ${customer.name}` }),
    ).toBeVisible();

    expect((await request.get('/api/auth/me', { headers: customer.auth })).status()).toBe(401);
    const again = await request.post('/api/auth/login', {
      data: { email: customer.email, password: customer.password },
    });
    expect(again.status()).toBe(403);
  });
});
