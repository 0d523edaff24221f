import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('sign-in and sessions', () => {
  it('signs in with any email case, and /auth/me returns the user without secrets', async () => {
    const user = await t.makeUser({ email: 'pilot@example.com' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'Pilot@Example.com', password: user.password },
    });
    expect(login.statusCode).toBe(200);
    const { token, user: u } = login.json().data;
    expect(u).toEqual({
      id: user.id,
      name: 'Test User',
      email: 'pilot@example.com',
      phone: null,
      avatar: null,
      role: 'user',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe('pilot@example.com');
    expect(me.body).not.toContain('password');
  });

  it('gives one message for a wrong password and an unknown email', async () => {
    const user = await t.makeUser();
    for (const payload of [
      { email: user.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'whatever1' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({
        message: 'Invalid email or password',
        type: 'UNAUTHENTICATED',
      });
    }
  });

  it('refuses a banned account', async () => {
    const user = await t.makeUser({ status: 'banned' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(403);
  });

  it('ends the session on logout so the same token stops working', async () => {
    const headers = await t.loginAs(await t.makeUser());
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode,
    ).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.statusCode).toBe(401);
  });

  it('rejects a tampered token and a token with another algorithm', async () => {
    const headers = await t.loginAs(await t.makeUser());
    const [h, p] = headers.authorization.slice(7).split('.');
    const tampered = `Bearer ${h}.${p}.AAAA`;
    const none = `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    for (const authorization of [tampered, none, 'Bearer nonsense']) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization },
      });
      expect(me.statusCode).toBe(401);
    }
  });

  it('validates the login body with readable messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('email: Please enter a valid email');
  });
});

describe('the admin scope', () => {
  it('answers 401 to visitors, 403 to customers and the real counts to admins', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/analytics/overview' });
    expect(visitor.statusCode).toBe(401);
    const customer = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/overview',
      headers: await t.loginAs(await t.makeUser()),
    });
    expect(customer.statusCode).toBe(403);
    expect(customer.json().error.message).toBe('Access denied. Admin privileges required.');

    await t.makeProduct();
    await t.makeProduct();
    const admin = await t.makeUser({ role: 'admin' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/overview',
      headers: await t.loginAs(admin),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.totalProducts).toBe(2);
    expect(data.totalOrders).toBe(0);
    expect(data.revenue).toBe(0);
    // Every customer made in this file so far; admins are not counted.
    expect(data.totalUsers).toBe(6);
  });
});
