import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, apiRegister, expect, test, storeSession } from './fixtures.ts';

async function signIn(page: Page, request: APIRequestContext) {
  const email = `reviewer-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await apiRegister(request, { name: 'Meera Iyer', email, password: 'meera-flies-gliders' });
  await storeSession(page, await apiLogin(request, { email, password: 'meera-flies-gliders' }));
}

test('a signed-in customer asks a question and writes a review on a product page', async ({
  page,
  request,
}) => {
  const product = (await (await request.get('/api/products?limit=1&sort=price-high')).json()).data
    .products[0] as { id: string };
  await signIn(page, request);
  await page.goto(`/product/${product.id}`);

  await page.getByRole('tab', { name: 'Questions & Answers' }).click();
  const question = `Does it come with a spare propeller? (${Date.now()})`;
  await page.getByLabel('Your question').fill(question);
  await page.getByRole('button', { name: 'Ask question' }).click();
  const asked = page.getByText(question);
  await expect(asked).toBeVisible();
  await expect(page.getByText('Waiting for answer...').first()).toBeVisible();

  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await page.locator('label').filter({ hasText: '4 stars' }).click();
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.getByLabel('Title').fill('Flies straight out of the box');
  await page.getByLabel('Comment').fill('Trimmed well, landing gear survived a rough field.');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thanks! Your review will appear once approved.')).toBeVisible();

  // The question is public at once; the review waits for moderation.
  const questions = (await (await request.get(`/api/qna/product/${product.id}`)).json()).data as {
    question: string;
  }[];
  expect(questions[0]?.question).toBe(question);
});

test('the sitemap lists every category page and product page', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const products = (await (await request.get('/api/products?limit=100')).json()).data;
  // Each product at its readable address (docs/decisions/readable-product-urls.md).
  for (const p of products.products as { slug: string }[])
    expect(sitemap).toContain(`${baseURL}/products/${p.slug}</loc>`);
  expect(sitemap).toContain(`${baseURL}/category/helicopters`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
