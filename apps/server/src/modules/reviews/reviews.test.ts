import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.tables.ts';
import { orderItems } from '../orders/orders.tables.ts';
import { reviewLimits } from './reviews.service.ts';
import { reviews } from './reviews.tables.ts';

const session = useTestApp();

type Headers = { authorization: string };
const review = { rating: 4, title: 'Flies well', comment: 'Stable in wind, easy to trim.' };

const post = (headers: Headers | undefined, payload: unknown, remoteAddress?: string) =>
  session.t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    ...(headers ? { headers } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: payload as object,
  });

async function makeOrder(userId: string, productId: string, status: 'delivered' | 'cancelled') {
  const order = await session.t.makeOrder({ userId, status });
  await session.t.db.insert(orderItems).values({
    orderId: order!.id,
    productId,
    name: 'Test',
    unitPricePaise: 99_900,
    quantity: 1,
    lineTotalPaise: 117_882,
  });
}

/** A customer with a given name who has written a review, approved straight away. */
async function approvedReview(productId: string, rating: number, name = 'Test User') {
  const user = await session.t.makeUser();
  if (name !== 'Test User') {
    await session.t.db.update(users).set({ name }).where(eq(users.id, user.id));
  }
  const res = await post(await session.t.loginAs(user), { ...review, productId, rating });
  expect(res.statusCode).toBe(201);
  await session.t.db
    .update(reviews)
    .set({ status: 'approved', moderatedAt: new Date() })
    .where(eq(reviews.id, res.json().data.id));
  return res.json().data;
}

describe('writing a review', () => {
  it('answers 401 when signed out', async () => {
    const product = await session.t.makeProduct();
    const res = await post(undefined, { ...review, productId: product.id });
    expect(res.statusCode).toBe(401);
  });

  it('creates a pending, unverified review and answers 201 with it', async () => {
    const user = await session.t.makeUser();
    const product = await session.t.makeProduct();
    const res = await post(await session.t.loginAs(user), { ...review, productId: product.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      productId: product.id,
      rating: 4,
      title: 'Flies well',
      comment: 'Stable in wind, easy to trim.',
      status: 'pending',
      verified: false,
      userName: 'Test',
    });
    expect(res.body).not.toContain(user.email);
    expect(res.body).not.toContain(user.id);
  });

  it('marks it verified when the customer has a non-cancelled order with the product', async () => {
    const [buyer, canceller] = [await session.t.makeUser(), await session.t.makeUser()];
    const product = await session.t.makeProduct();
    await makeOrder(buyer.id, product.id, 'delivered');
    await makeOrder(canceller.id, product.id, 'cancelled');
    const bought = await post(await session.t.loginAs(buyer), { ...review, productId: product.id });
    expect(bought.json().data.verified).toBe(true);
    const cancelled = await post(await session.t.loginAs(canceller), {
      ...review,
      productId: product.id,
    });
    expect(cancelled.json().data.verified).toBe(false);
  });

  it('allows one review per customer per product (409)', async () => {
    const headers = await session.t.loginAs(await session.t.makeUser());
    const [product, other] = [await session.t.makeProduct(), await session.t.makeProduct()];
    expect((await post(headers, { ...review, productId: product.id })).statusCode).toBe(201);
    const again = await post(headers, { ...review, productId: product.id, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      type: 'CONFLICT',
      message: 'You have already reviewed this product',
    });
    expect((await post(headers, { ...review, productId: other.id })).statusCode).toBe(201);
  });

  it('answers 404 PRODUCT_NOT_FOUND for an unknown or disabled product', async () => {
    const headers = await session.t.loginAs(await session.t.makeUser());
    const disabled = await session.t.makeProduct({ isActive: false });
    for (const productId of [randomUUID(), disabled.id]) {
      const res = await post(headers, { ...review, productId });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ type: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
    }
  });

  it('rejects bad input with 400 and stores nothing', async () => {
    const user = await session.t.makeUser();
    const headers = await session.t.loginAs(user);
    const product = await session.t.makeProduct();
    const cases: [object, string][] = [
      [{ rating: 0 }, 'rating'],
      [{ rating: 6 }, 'rating'],
      [{ rating: 4.5 }, 'rating: rating must be a whole number from 1 to 5'],
      [{ rating: '5' }, 'rating'],
      [{ title: '   ' }, 'title: Title is required'],
      [{ comment: '' }, 'comment: Comment is required'],
      [{ comment: 'x'.repeat(2001) }, 'comment'],
      [{ productId: 'nope' }, 'productId: Product not found'],
    ];
    for (const [override, message] of cases) {
      const res = await post(headers, { ...review, productId: product.id, ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().error.type).toBe('VALIDATION_FAILED');
      expect(res.json().error.message).toContain(message);
    }
    const stored = await session.t.db.select().from(reviews).where(eq(reviews.userId, user.id));
    expect(stored).toEqual([]);
  });
});

describe('reading reviews', () => {
  it('lists approved reviews only, newest first, with first names and a summary', async () => {
    const product = await session.t.makeProduct();
    await approvedReview(product.id, 5, 'Asha Rao');
    await approvedReview(product.id, 4, 'Vikram Singh');
    await approvedReview(product.id, 4);
    const pending = await post(await session.t.loginAs(await session.t.makeUser()), {
      ...review,
      productId: product.id,
      rating: 1,
    });
    const rejected = await post(await session.t.loginAs(await session.t.makeUser()), {
      ...review,
      productId: product.id,
      rating: 1,
    });
    await session.t.db
      .update(reviews)
      .set({ status: 'rejected' })
      .where(eq(reviews.id, rejected.json().data.id));
    expect(pending.statusCode).toBe(201);

    const res = await session.t.app.inject({
      method: 'GET',
      url: `/api/reviews/product/${product.id}`,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.reviews.map((r: { userName: string }) => r.userName)).toEqual([
      'Test',
      'Vikram',
      'Asha',
    ]);
    expect(data.reviews.every((r: { status: string }) => r.status === 'approved')).toBe(true);
    expect(data.summary).toEqual({ average: 4.3, count: 3, breakdown: [0, 0, 0, 2, 1] });
    expect(data).toMatchObject({ page: 1, limit: 10, total: 3, totalPages: 1 });
    expect(res.body).not.toContain('Singh');
  });

  it('pages through reviews', async () => {
    const product = await session.t.makeProduct();
    for (const rating of [1, 2, 3]) await approvedReview(product.id, rating);
    const page2 = await session.t.app.inject({
      method: 'GET',
      url: `/api/reviews/product/${product.id}?page=2&limit=2`,
    });
    expect(page2.json().data).toMatchObject({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect(page2.json().data.reviews.map((r: { rating: number }) => r.rating)).toEqual([1]);
    for (const query of ['page=0', 'limit=0', 'limit=51', 'page=x']) {
      const bad = await session.t.app.inject({
        method: 'GET',
        url: `/api/reviews/product/${product.id}?${query}`,
      });
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it('answers an empty page for a product with no reviews, an unknown or a malformed id', async () => {
    const product = await session.t.makeProduct();
    for (const id of [product.id, randomUUID(), 'not-a-uuid']) {
      const res = await session.t.app.inject({ method: 'GET', url: `/api/reviews/product/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        reviews: [],
        summary: { average: 0, count: 0, breakdown: [0, 0, 0, 0, 0] },
        total: 0,
      });
    }
  });

  it('serves the storefront loader through the same service', async () => {
    const product = await session.t.makeProduct();
    await approvedReview(product.id, 5);
    const page = await session.t.services.reviews.listForProduct(product.id, 1, 10);
    expect(page.summary).toEqual({ average: 5, count: 1, breakdown: [0, 0, 0, 0, 1] });
  });
});

describe('review limits', () => {
  let ipCounter = 0;
  const nextIp = () => `10.8.0.${++ipCounter}`;
  /** Reviews of `n` new products by one customer from `ip`; answers each status. */
  async function write(headers: Headers, ip: string, n: number) {
    const statuses = [];
    for (let i = 0; i < n; i++) {
      const product = await session.t.makeProduct();
      statuses.push((await post(headers, { ...review, productId: product.id }, ip)).statusCode);
    }
    return statuses;
  }
  async function expectLimited(headers: Headers, ip: string) {
    const product = await session.t.makeProduct();
    const res = await post(headers, { ...review, productId: product.id }, ip);
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(reviewLimits.writePerUser.windowSeconds);
    const minutes = Math.ceil(retryAfter / 60);
    expect(res.json().error).toEqual({
      type: 'RATE_LIMITED',
      message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    });
    const [row] = await session.t.db
      .select()
      .from(reviews)
      .where(eq(reviews.productId, product.id));
    expect(row).toBeUndefined();
  }

  it('limits a customer to 10 reviews an hour, from any address', async () => {
    const headers = await session.t.loginAs(await session.t.makeUser());
    const { limit } = reviewLimits.writePerUser;
    expect(await write(headers, nextIp(), limit)).toEqual(Array(limit).fill(201));
    await expectLimited(headers, nextIp());
    // Another customer from another address is not blocked.
    expect(await write(await session.t.loginAs(await session.t.makeUser()), nextIp(), 1)).toEqual([
      201,
    ]);
  });

  it('limits an address to 30 reviews an hour, from any customers', async () => {
    const ip = nextIp();
    const perCustomer = reviewLimits.writePerUser.limit;
    for (let c = 0; c < reviewLimits.writePerIp.limit / perCustomer; c++) {
      const headers = await session.t.loginAs(await session.t.makeUser());
      expect(await write(headers, ip, perCustomer)).toEqual(Array(perCustomer).fill(201));
    }
    const newcomer = await session.t.loginAs(await session.t.makeUser());
    await expectLimited(newcomer, ip);
    expect(await write(newcomer, nextIp(), 1)).toEqual([201]);
  });
});
