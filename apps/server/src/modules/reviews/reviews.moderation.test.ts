import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppWithAdmin, type TestApp } from '../../test/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';
import { questions } from '../qna/qna.tables.ts';
import { reviews } from './reviews.tables.ts';

// The shop owner moderates reviews and answers questions (docs/decisions/admin-scope-users-and-banners.md).
let t: TestApp;
let asAdmin: { authorization: string };
beforeAll(async () => {
  ({ t, admin: asAdmin } = await testAppWithAdmin());
});
afterAll(() => t.close());

const call: TestApp['call'] = (...args) => t.call(...args);

async function pendingReview(productId: string, rating: number) {
  const user = await t.makeUser();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: await t.loginAs(user),
    payload: { productId, rating, title: `Rated ${rating}`, comment: 'Flew it twice.' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

async function rating(productId: string) {
  const [p] = await t.db.select().from(products).where(eq(products.id, productId));
  return { ratingAvg: p!.ratingAvg, reviewCount: p!.reviewCount };
}

describe('who may moderate', () => {
  it('answers 401 to visitors and 403 to customers for every moderation call', async () => {
    const product = await t.makeProduct();
    const id = await pendingReview(product.id, 5);
    const asCustomer = await t.loginAs(await t.makeUser());
    for (const [method, url, payload] of [
      ['GET', '/api/reviews/admin/all'],
      ['PUT', `/api/reviews/admin/${id}/approve`],
      ['PUT', `/api/reviews/admin/${id}/reject`, { reason: 'spam' }],
      ['DELETE', `/api/reviews/admin/${id}`],
      ['GET', '/api/qna'],
      ['PUT', `/api/qna/${randomUUID()}/answer`, { answer: 'Yes' }],
      ['DELETE', `/api/qna/${randomUUID()}`],
    ] as [Parameters<TestApp['call']>[0], string, object?][]) {
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
      const res = await call(method, url, asCustomer, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.message).toBe('Access denied. Admin privileges required.');
    }
    const [r] = await t.db.select().from(reviews).where(eq(reviews.id, id));
    expect(r?.status).toBe('pending');
  });
});

describe('moderating reviews', () => {
  it('approving shows the review and updates the rating; rejecting and deleting take it back', async () => {
    const product = await t.makeProduct();
    const five = await pendingReview(product.id, 5);
    const two = await pendingReview(product.id, 2);
    expect(await rating(product.id)).toEqual({ ratingAvg: 0, reviewCount: 0 });

    const approved = await call('PUT', `/api/reviews/admin/${five}/approve`, asAdmin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', productName: product.name });
    await call('PUT', `/api/reviews/admin/${two}/approve`, asAdmin);
    expect(await rating(product.id)).toEqual({ ratingAvg: 3.5, reviewCount: 2 });

    // The storefront lists approved reviews and shows the new figures at once (cache dropped).
    const listed = await t.app.inject({ url: `/api/reviews/product/${product.id}` });
    expect(listed.json().data.reviews).toHaveLength(2);
    const page = await t.app.inject({ url: `/api/products/${product.id}` });
    expect(page.json().data).toMatchObject({ rating: 3.5, reviews: 2 });

    const rejected = await call('PUT', `/api/reviews/admin/${two}/reject`, asAdmin, {
      reason: 'Mentions a competitor',
    });
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      rejectReason: 'Mentions a competitor',
    });
    expect(await rating(product.id)).toEqual({ ratingAvg: 5, reviewCount: 1 });

    expect((await call('DELETE', `/api/reviews/admin/${five}`, asAdmin)).statusCode).toBe(200);
    expect(await rating(product.id)).toEqual({ ratingAvg: 0, reviewCount: 0 });
    expect((await call('DELETE', `/api/reviews/admin/${five}`, asAdmin)).statusCode).toBe(404);
  });

  it('lists every status newest first with counts per status, and filters by status', async () => {
    const product = await t.makeProduct();
    const a = await pendingReview(product.id, 4);
    const b = await pendingReview(product.id, 3);
    await call('PUT', `/api/reviews/admin/${a}/approve`, asAdmin);

    const all = (await call('GET', '/api/reviews/admin/all?limit=100', asAdmin)).json().data;
    const ids = all.reviews.map((r: { id: string }) => r.id);
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a));
    expect(all.counts.pending + all.counts.approved + all.counts.rejected).toBe(all.total);
    const mine = all.reviews.find((r: { id: string }) => r.id === b);
    expect(mine.userEmail).toMatch(/@example\.com$/);

    const pending = (
      await call('GET', '/api/reviews/admin/all?status=pending&limit=100', asAdmin)
    ).json().data;
    expect(pending.reviews.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    expect(pending.total).toBe(all.counts.pending);
  });

  it('refuses a rejection without a reason, bad filters, and unknown ids', async () => {
    const product = await t.makeProduct();
    const id = await pendingReview(product.id, 4);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      expect((await call('PUT', `/api/reviews/admin/${id}/reject`, asAdmin, body)).statusCode).toBe(
        400,
      );
    }
    expect((await call('GET', '/api/reviews/admin/all?status=hidden', asAdmin)).statusCode).toBe(
      400,
    );
    for (const bad of [randomUUID(), 'not-an-id']) {
      const res = await call('PUT', `/api/reviews/admin/${bad}/approve`, asAdmin);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Review not found');
    }
  });
});

describe('GET /api/reviews and DELETE /api/reviews/:id, the admin handlers at the older paths', () => {
  it('lists reviews for an admin only, paginated and filtered by status', async () => {
    const product = await t.makeProduct();
    const a = await pendingReview(product.id, 4);
    const b = await pendingReview(product.id, 2);
    await call('PUT', `/api/reviews/admin/${a}/approve`, asAdmin);

    expect((await call('GET', '/api/reviews', undefined)).statusCode).toBe(401);
    const asCustomer = await t.loginAs(await t.makeUser());
    const refused = await call('GET', '/api/reviews', asCustomer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Access denied. Admin privileges required.');

    const all = (await call('GET', '/api/reviews?limit=100', asAdmin)).json().data;
    const listed = all.reviews.find((r: { id: string }) => r.id === b);
    expect(listed).toMatchObject({
      status: 'pending',
      rating: 2,
      product: { id: product.id, name: product.name },
      user: { name: 'Test User' },
    });
    expect(all.counts.pending + all.counts.approved + all.counts.rejected).toBe(all.total);

    const approved = (await call('GET', '/api/reviews?status=approved&limit=100', asAdmin)).json()
      .data;
    expect(approved.reviews.map((r: { id: string }) => r.id)).toContain(a);
    expect(approved.reviews.every((r: { status: string }) => r.status === 'approved')).toBe(true);
    const one = (await call('GET', '/api/reviews?limit=1&page=2', asAdmin)).json().data;
    expect(one).toMatchObject({ page: 2, limit: 1, total: all.total });
    expect(one.reviews).toHaveLength(1);
    expect((await call('GET', '/api/reviews?status=hidden', asAdmin)).statusCode).toBe(400);

    // The public product list and writing a review still answer beside the admin path.
    const open = await t.app.inject({ url: `/api/reviews/product/${product.id}` });
    expect(open.statusCode).toBe(200);
    expect(open.json().data.reviews.map((r: { id: string }) => r.id)).toEqual([a]);
  });

  it('deletes for an admin (rating refreshed); customers 403, visitors 401, unknown ids 404', async () => {
    const product = await t.makeProduct();
    const id = await pendingReview(product.id, 5);
    await call('PUT', `/api/reviews/admin/${id}/approve`, asAdmin);
    expect(await rating(product.id)).toEqual({ ratingAvg: 5, reviewCount: 1 });

    expect((await call('DELETE', `/api/reviews/${id}`, undefined)).statusCode).toBe(401);
    const asCustomer = await t.loginAs(await t.makeUser());
    expect((await call('DELETE', `/api/reviews/${id}`, asCustomer)).statusCode).toBe(403);
    expect(await t.db.select().from(reviews).where(eq(reviews.id, id))).toHaveLength(1);

    const res = await call('DELETE', `/api/reviews/${id}`, asAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ deleted: true });
    expect(await t.db.select().from(reviews).where(eq(reviews.id, id))).toEqual([]);
    expect(await rating(product.id)).toEqual({ ratingAvg: 0, reviewCount: 0 });
    const page = await t.app.inject({ url: `/api/products/${product.id}` });
    expect(page.json().data).toMatchObject({ rating: 0, reviews: 0 });

    for (const bad of [id, randomUUID(), 'not-an-id']) {
      const gone = await call('DELETE', `/api/reviews/${bad}`, asAdmin);
      expect(gone.statusCode, bad).toBe(404);
      expect(gone.json().error.message).toBe('Review not found');
    }
  });
});

describe('answering questions', () => {
  it('answers a question; the product page shows the answer; counts move to answered', async () => {
    const product = await t.makeProduct();
    const asker = await t.makeUser();
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/qna',
      headers: await t.loginAs(asker),
      payload: { productId: product.id, question: 'Does it come with a battery?' },
    });
    const id = asked.json().data.id as string;

    const before = (await call('GET', '/api/qna?status=pending&limit=100', asAdmin)).json().data;
    const listed = before.questions.find((q: { id: string }) => q.id === id);
    expect(listed).toMatchObject({
      status: 'pending',
      productName: product.name,
      askedByEmail: asker.email,
      answer: null,
    });

    for (const body of [{}, { answer: '  ' }, { answer: 'x'.repeat(2001) }]) {
      expect((await call('PUT', `/api/qna/${id}/answer`, asAdmin, body)).statusCode).toBe(400);
    }
    const res = await call('PUT', `/api/qna/${id}/answer`, asAdmin, {
      answer: 'Yes, a 3S 2200 mAh pack.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'answered',
      answer: 'Yes, a 3S 2200 mAh pack.',
    });

    const shown = await t.app.inject({ url: `/api/qna/product/${product.id}` });
    expect(shown.json().data[0]).toMatchObject({ answer: 'Yes, a 3S 2200 mAh pack.' });
    expect(shown.json().data[0].answeredAt).not.toBeNull();

    const after = (await call('GET', '/api/qna?limit=1', asAdmin)).json().data;
    expect(after.counts.pending).toBe(before.counts.pending - 1);

    expect((await call('DELETE', `/api/qna/${id}`, asAdmin)).statusCode).toBe(200);
    expect(await t.db.select().from(questions).where(eq(questions.id, id))).toEqual([]);
    expect((await call('PUT', `/api/qna/${id}/answer`, asAdmin, { answer: 'x' })).statusCode).toBe(
      404,
    );
  });
});
