import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/test-app.ts';
import { products } from '../../catalog/catalog.tables.ts';
import { orders } from '../../orders/orders.tables.ts';
import { reviews } from '../../reviews/reviews.tables.ts';
import { addresses, users } from '../accounts.tables.ts';

let admin: Awaited<ReturnType<TestApp['makeUser']>>;
let asAdmin: { authorization: string };
const session = useTestApp({
  setup: async (t) => {
    admin = await t.makeUser({ role: 'admin' });
    asAdmin = await t.loginAs(admin);
  },
});

const call: TestApp['call'] = (...args) => session.t.call(...args);

describe('who may manage users', () => {
  it('answers 401 to a visitor and 403 with the admin-only message to a customer', async () => {
    const customer = await session.t.makeUser();
    const asCustomer = await session.t.loginAs(customer);
    for (const [method, url, payload] of [
      ['GET', '/api/auth/users'],
      ['GET', `/api/auth/users/${customer.id}`],
      ['POST', '/api/auth/users', { name: 'X', email: 'x@example.com', password: 'long-enough-1' }],
      ['PUT', `/api/auth/users/${customer.id}`, { name: 'X', email: 'x@example.com' }],
      ['PUT', `/api/auth/users/${customer.id}/status`, { status: 'banned' }],
      ['DELETE', `/api/auth/users/${customer.id}`],
    ] as [Parameters<TestApp['call']>[0], string, object?][]) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      const res = await call(method, url, asCustomer, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Access denied. Admin privileges required.');
    }
    const [still] = await session.t.db.select().from(users).where(eq(users.id, customer.id));
    expect(still?.status).toBe('active');
  });
});

describe('listing users', () => {
  it('pages newest first, searches name, email and phone, filters role and status', async () => {
    const tag = randomUUID().slice(0, 8);
    const made = [];
    for (let i = 0; i < 3; i++) {
      const u = await session.t.makeUser({ email: `pilot-${tag}-${i}@example.com` });
      made.push(u);
    }
    await session.t.db.update(users).set({ phone: '9845011111' }).where(eq(users.id, made[0]!.id));
    await session.t.db.update(users).set({ status: 'banned' }).where(eq(users.id, made[1]!.id));

    const page1 = await call('GET', `/api/auth/users?search=${tag}&limit=2`, asAdmin);
    expect(page1.statusCode).toBe(200);
    const body = page1.json().data;
    expect(body.total).toBe(3);
    expect(body.totalPages).toBe(2);
    expect(body.users.map((u: { email: string }) => u.email)).toEqual([
      `pilot-${tag}-2@example.com`,
      `pilot-${tag}-1@example.com`,
    ]);
    expect(body.users[0]).not.toHaveProperty('passwordHash');
    expect(body.users[0].signIn).toBe('password');

    const banned = await call('GET', `/api/auth/users?search=${tag}&status=banned`, asAdmin);
    expect(banned.json().data.users.map((u: { id: string }) => u.id)).toEqual([made[1]!.id]);
    const byPhone = await call('GET', '/api/auth/users?search=9845011111', asAdmin);
    expect(byPhone.json().data.users.map((u: { id: string }) => u.id)).toEqual([made[0]!.id]);
    const admins = await call('GET', '/api/auth/users?role=admin&limit=100', asAdmin);
    expect(admins.json().data.users.every((u: { role: string }) => u.role === 'admin')).toBe(true);
  });

  it('treats LIKE wildcards in a search as plain characters', async () => {
    const res = await call('GET', '/api/auth/users?search=%25', asAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(0);
  });

  it('refuses bad paging and unknown filter values with 400', async () => {
    for (const q of [
      'page=0',
      'limit=101',
      'role=owner',
      'status=deleted',
      `search=${'x'.repeat(101)}`,
    ]) {
      expect((await call('GET', `/api/auth/users?${q}`, asAdmin)).statusCode, q).toBe(400);
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await call('GET', `/api/auth/users/${randomUUID()}`, asAdmin)).statusCode).toBe(404);
    expect((await call('GET', '/api/auth/users/nope', asAdmin)).statusCode).toBe(404);
  });
});

describe('adding and editing users', () => {
  it('opens an account that can sign in, with the role the admin chose', async () => {
    const email = `new-${randomUUID().slice(0, 8)}@Example.com`;
    const res = await call('POST', '/api/auth/users', asAdmin, {
      name: 'Kavya Rao',
      email,
      password: 'rudder-trim-42',
      phone: '+91 98450 12345',
      role: 'admin',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Kavya Rao',
      email: email.toLowerCase(),
      phone: '9845012345',
      role: 'admin',
      status: 'active',
    });
    const login = await session.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'rudder-trim-42' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.role).toBe('admin');
  });

  it('refuses a taken email (any case), a short or common password and a bad phone', async () => {
    const base = { name: 'Dup', password: 'rudder-trim-42' };
    const taken = await call('POST', '/api/auth/users', asAdmin, {
      ...base,
      email: admin.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('An account with this email already exists');
    for (const bad of [
      { ...base, email: 'a@example.com', password: 'short' },
      { ...base, email: 'a@example.com', password: 'password123' },
      { ...base, email: 'a@example.com', phone: '12345' },
      { ...base, email: 'not-an-email' },
      { ...base, email: 'a@example.com', role: 'owner' },
      { ...base, name: '  ', email: 'a@example.com' },
    ]) {
      expect((await call('POST', '/api/auth/users', asAdmin, bad)).statusCode).toBe(400);
    }
  });

  it("edits name, email and phone, and refuses another user's email", async () => {
    const user = await session.t.makeUser();
    const other = await session.t.makeUser();
    const res = await call('PUT', `/api/auth/users/${user.id}`, asAdmin, {
      name: 'Arjun Mehta',
      email: `arjun-${randomUUID().slice(0, 6)}@example.com`,
      phone: '9845099999',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Arjun Mehta', phone: '9845099999' });
    const clash = await call('PUT', `/api/auth/users/${user.id}`, asAdmin, {
      name: 'Arjun Mehta',
      email: other.email,
    });
    expect(clash.statusCode).toBe(409);
    const missing = await call('PUT', `/api/auth/users/${randomUUID()}`, asAdmin, {
      name: 'Nobody',
      email: 'nobody@example.com',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('banning', () => {
  it('ends the sessions at once, refuses sign-in, and lifting the ban lets them back', async () => {
    const user = await session.t.makeUser();
    const userSession = await session.t.loginAs(user);
    expect((await call('GET', '/api/auth/me', userSession)).statusCode).toBe(200);

    const ban = await call('PUT', `/api/auth/users/${user.id}/status`, asAdmin, {
      status: 'banned',
    });
    expect(ban.statusCode).toBe(200);
    expect(ban.json().data.status).toBe('banned');
    expect((await call('GET', '/api/auth/me', userSession)).statusCode).toBe(401);
    await expect(session.t.loginAs(user)).rejects.toThrow(/403/);

    await call('PUT', `/api/auth/users/${user.id}/status`, asAdmin, { status: 'active' });
    await expect(session.t.loginAs(user)).resolves.toHaveProperty('authorization');
  });

  it('does not let an admin ban, demote or delete themself', async () => {
    const ban = await call('PUT', `/api/auth/users/${admin.id}/status`, asAdmin, {
      status: 'banned',
    });
    expect(ban.statusCode).toBe(409);
    expect(ban.json().error.message).toBe('You cannot ban your own account');
    const demote = await call('PUT', `/api/auth/users/${admin.id}/role`, asAdmin, {
      role: 'user',
    });
    expect(demote.statusCode).toBe(409);
    const del = await call('DELETE', `/api/auth/users/${admin.id}`, asAdmin);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toBe('You cannot delete your own account');
    expect((await call('GET', '/api/auth/me', asAdmin)).json().data.role).toBe('admin');
  });
});

describe('deleting a user', () => {
  it('removes the account and its personal data, keeps their orders, and fixes ratings', async () => {
    const user = await session.t.makeUser();
    const product = await session.t.makeProduct();
    await session.t.db.insert(addresses).values({
      userId: user.id,
      name: 'Test User',
      phone: '9845012345',
      line1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
      isDefault: true,
    });
    const order = await session.t.makeOrder({
      userId: user.id,
      customer: { name: 'Test User', email: user.email },
    });
    await session.t.db
      .insert(reviews)
      .values({ productId: product.id, userId: user.id, rating: 1, title: 'Bad', comment: 'Bad' });
    const [r] = await session.t.db.select().from(reviews).where(eq(reviews.userId, user.id));
    expect((await call('PUT', `/api/reviews/admin/${r!.id}/approve`, asAdmin)).statusCode).toBe(
      200,
    );
    const [rated] = await session.t.db.select().from(products).where(eq(products.id, product.id));
    expect(rated).toMatchObject({ ratingAvg: 1, reviewCount: 1 });

    const res = await call('DELETE', `/api/auth/users/${user.id}`, asAdmin);
    expect(res.statusCode).toBe(200);
    expect(await session.t.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(
      await session.t.db.select().from(addresses).where(eq(addresses.userId, user.id)),
    ).toEqual([]);
    const [kept] = await session.t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ userId: null, orderNumber: order.orderNumber });
    const [after] = await session.t.db.select().from(products).where(eq(products.id, product.id));
    expect(after).toMatchObject({ ratingAvg: 0, reviewCount: 0 });
    expect((await call('DELETE', `/api/auth/users/${user.id}`, asAdmin)).statusCode).toBe(404);
  });
});
