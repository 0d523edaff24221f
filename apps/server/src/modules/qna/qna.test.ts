import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.tables.ts';
import { qnaLimits } from './qna.service.ts';
import { questions } from './qna.tables.ts';

const session = useTestApp();

type Headers = { authorization: string };

const ask = (headers: Headers | undefined, payload: unknown, remoteAddress?: string) =>
  session.t.app.inject({
    method: 'POST',
    url: '/api/qna',
    ...(headers ? { headers } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: payload as object,
  });
const listFor = async (productId: string) =>
  session.t.app.inject({ method: 'GET', url: `/api/qna/product/${productId}` });

async function customerNamed(name: string) {
  const user = await session.t.makeUser();
  await session.t.db.update(users).set({ name }).where(eq(users.id, user.id));
  return { user, headers: await session.t.loginAs(user) };
}

describe('product questions', () => {
  it('answers 401 to asking when signed out, while reading stays open', async () => {
    const product = await session.t.makeProduct();
    const res = await ask(undefined, { productId: product.id, question: 'Does it float?' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.type).toBe('UNAUTHENTICATED');
    expect((await listFor(product.id)).statusCode).toBe(200);
  });

  it('creates an unanswered question (201) shown by first name only, newest first', async () => {
    const product = await session.t.makeProduct();
    const { user, headers } = await customerNamed('Priya Natarajan');
    const first = await ask(headers, {
      productId: product.id,
      question: '  Is the battery included?  ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      productId: product.id,
      question: 'Is the battery included?',
      askedBy: 'Priya',
      answer: null,
      answeredBy: null,
      answeredAt: null,
    });
    expect(first.body).not.toContain('Natarajan');
    expect(first.body).not.toContain(user.email);
    const second = await ask(headers, {
      productId: product.id,
      question: 'What range does it have?',
    });

    const res = await listFor(product.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((q: { id: string }) => q.id)).toEqual([
      second.json().data.id,
      first.json().data.id,
    ]);
    expect(res.body).not.toContain('Natarajan');
  });

  it("shows an answer with the answerer's first name", async () => {
    const product = await session.t.makeProduct();
    const { headers } = await customerNamed('Rahul Mehta');
    const admin = await session.t.makeUser({ role: 'admin' });
    await session.t.db.update(users).set({ name: 'Meera Iyer' }).where(eq(users.id, admin.id));
    const asked = await ask(headers, { productId: product.id, question: 'Waterproof?' });
    const answeredAt = new Date();
    await session.t.db
      .update(questions)
      .set({ answer: 'Splash-proof only.', answeredBy: admin.id, answeredAt, status: 'answered' })
      .where(eq(questions.id, asked.json().data.id));
    const [q] = (await listFor(product.id)).json().data;
    expect(q).toMatchObject({
      askedBy: 'Rahul',
      answer: 'Splash-proof only.',
      answeredBy: 'Meera',
      answeredAt: answeredAt.toISOString(),
    });
  });

  it('keeps questions of deleted accounts, asked by "Customer"', async () => {
    const product = await session.t.makeProduct();
    const { user, headers } = await customerNamed('Gone Away');
    await ask(headers, { productId: product.id, question: 'Spare parts available?' });
    await session.t.db.delete(users).where(eq(users.id, user.id));
    const [q] = (await listFor(product.id)).json().data;
    expect(q).toMatchObject({ askedBy: 'Customer', question: 'Spare parts available?' });
  });

  it('answers 404 PRODUCT_NOT_FOUND for an unknown or disabled product', async () => {
    const headers = await session.t.loginAs(await session.t.makeUser());
    const disabled = await session.t.makeProduct({ isActive: false });
    for (const productId of [randomUUID(), disabled.id]) {
      const res = await ask(headers, { productId, question: 'Hello?' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ type: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
    }
  });

  it('rejects an empty, too long or malformed question with 400 and stores nothing', async () => {
    const user = await session.t.makeUser();
    const headers = await session.t.loginAs(user);
    const product = await session.t.makeProduct();
    const cases: [object, string][] = [
      [{ productId: product.id, question: '   ' }, 'question: Question is required'],
      [{ productId: product.id }, 'question'],
      [{ productId: product.id, question: 'x'.repeat(501) }, 'question'],
      [{ productId: 'nope', question: 'Hi?' }, 'productId: Product not found'],
    ];
    for (const [payload, message] of cases) {
      const res = await ask(headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.type).toBe('VALIDATION_FAILED');
      expect(res.json().error.message).toContain(message);
    }
    expect(
      await session.t.db.select().from(questions).where(eq(questions.userId, user.id)),
    ).toEqual([]);
  });

  it('lists nothing for a product without questions, an unknown or a malformed id', async () => {
    const product = await session.t.makeProduct();
    for (const id of [product.id, randomUUID(), 'not-a-uuid']) {
      const res = await listFor(id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([]);
    }
    expect(await session.t.services.qna.listForProduct(product.id)).toEqual([]);
  });

  it('limits a customer to 20 questions an hour', async () => {
    const headers = await session.t.loginAs(await session.t.makeUser());
    const product = await session.t.makeProduct();
    for (let i = 0; i < 20; i++) {
      const res = await ask(headers, { productId: product.id, question: `Question ${i}?` });
      expect(res.statusCode).toBe(201);
    }
    const over = await ask(headers, { productId: product.id, question: 'One more?' });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.type).toBe('RATE_LIMITED');
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('limits an address to 60 questions an hour, from any customers', async () => {
    const ip = '10.6.0.1';
    const product = await session.t.makeProduct();
    const perCustomer = qnaLimits.askPerUser.limit;
    for (let c = 0; c < qnaLimits.askPerIp.limit / perCustomer; c++) {
      const headers = await session.t.loginAs(await session.t.makeUser());
      for (let i = 0; i < perCustomer; i++) {
        const res = await ask(headers, { productId: product.id, question: `From ${c}: ${i}?` }, ip);
        expect(res.statusCode).toBe(201);
      }
    }
    const newcomer = await session.t.loginAs(await session.t.makeUser());
    const over = await ask(newcomer, { productId: product.id, question: 'Me too?' }, ip);
    expect(over.statusCode).toBe(429);
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    const minutes = Math.ceil(retryAfter / 60);
    expect(over.json().error).toEqual({
      type: 'RATE_LIMITED',
      message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    });
    // The same customer from another address is not blocked.
    const elsewhere = await ask(
      newcomer,
      { productId: product.id, question: 'Me too?' },
      '10.6.0.2',
    );
    expect(elsewhere.statusCode).toBe(201);
    const stored = await session.t.db
      .select()
      .from(questions)
      .where(eq(questions.productId, product.id));
    expect(stored).toHaveLength(qnaLimits.askPerIp.limit + 1);
  });
});
