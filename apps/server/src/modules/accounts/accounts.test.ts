import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/test-app.ts';
import { users } from './accounts.tables.ts';

const session = useTestApp();

/** POST /api/auth/login, from an address and with a known-device cookie when given. */
const logIn = (payload: object, from: { remoteAddress?: string; cookie?: string } = {}) =>
  session.t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload,
    ...(from.remoteAddress && { remoteAddress: from.remoteAddress }),
    headers: from.cookie ? { cookie: from.cookie } : {},
  });

describe('sign-in and sessions', () => {
  it('signs in with any email case, and /auth/me returns the user without secrets', async () => {
    const user = await session.t.makeUser({ email: 'pilot@example.com' });
    const login = await logIn({ email: 'Pilot@Example.com', password: user.password });
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
    const me = await session.t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe('pilot@example.com');
    expect(me.body).not.toContain('password');
  });

  it('gives one message for a wrong password and an unknown email', async () => {
    const user = await session.t.makeUser();
    for (const payload of [
      { email: user.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'whatever1' },
    ]) {
      const res = await logIn(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({
        message: 'Invalid email or password',
        type: 'UNAUTHENTICATED',
      });
    }
  });

  it('refuses a banned account', async () => {
    const user = await session.t.makeUser({ status: 'banned' });
    const res = await logIn({ email: user.email, password: user.password });
    expect(res.statusCode).toBe(403);
  });

  it('ends the session on logout so the same token stops working', async () => {
    const headers = await session.t.loginAs(await session.t.makeUser());
    expect(
      (await session.t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode,
    ).toBe(200);
    const me = await session.t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.statusCode).toBe(401);
  });

  it('rejects a tampered token and a token with another algorithm', async () => {
    const headers = await session.t.loginAs(await session.t.makeUser());
    const [h, p] = headers.authorization.slice(7).split('.');
    const tampered = `Bearer ${h}.${p}.AAAA`;
    const none = `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    for (const authorization of [tampered, none, 'Bearer nonsense']) {
      const me = await session.t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization },
      });
      expect(me.statusCode).toBe(401);
    }
  });

  it('validates the login body with readable messages', async () => {
    const res = await logIn({ email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('email: Please enter a valid email');
  });
});

describe('tokens', () => {
  const sign = (
    claims: { sub: string; sid: string },
    opts: { aud?: string; iss?: string; exp?: number; secret?: string },
  ) =>
    new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(opts.iss ?? session.t.config.auth.issuer)
      .setAudience(opts.aud ?? session.t.config.auth.audience)
      .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 3600)
      .sign(new TextEncoder().encode(opts.secret ?? session.t.config.auth.jwtSecret));

  it('refuses expired, wrong-audience, wrong-issuer and foreign-key tokens for a live session', async () => {
    const user = await session.t.makeUser();
    const headers = await session.t.loginAs(user);
    const payload = JSON.parse(
      Buffer.from(headers.authorization.split('.')[1]!, 'base64url').toString(),
    );
    const claims = { sub: payload.sub, sid: payload.sid };
    const good = await sign(claims, {});
    expect(
      (
        await session.t.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${good}` },
        })
      ).statusCode,
    ).toBe(200);
    for (const bad of [
      await sign(claims, { exp: Math.floor(Date.now() / 1000) - 10 }),
      await sign(claims, { aud: 'someone-else' }),
      await sign(claims, { iss: 'https://evil.example' }),
      await sign(claims, { secret: 'x'.repeat(48) }),
      await sign({ ...claims, sub: '00000000-0000-4000-8000-000000000000' }, {}),
    ]) {
      const res = await session.t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${bad}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses a token once its expiry passes, even one it accepted a moment before', async () => {
    const user = await session.t.makeUser();
    const headers = await session.t.loginAs(user);
    const payload = JSON.parse(
      Buffer.from(headers.authorization.split('.')[1]!, 'base64url').toString(),
    );
    const exp = Math.floor(Date.now() / 1000) + 60;
    const token = await sign({ sub: payload.sub, sid: payload.sid }, { exp });
    const me = () =>
      session.t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(exp * 1000);
      expect((await me()).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a Remember me session for 30 days and a plain one for 1 day', async () => {
    const user = await session.t.makeUser();
    const days = async (rememberMe: boolean) => {
      const res = await logIn({ email: user.email, password: user.password, rememberMe });
      return (new Date(res.json().data.expiresAt).getTime() - Date.now()) / 86_400_000;
    };
    expect(await days(true)).toBeCloseTo(30, 1);
    expect(await days(false)).toBeCloseTo(1, 1);
  });

  it('locks an account after 10 failed logins, whatever the address, with Retry-After', async () => {
    const user = await session.t.makeUser();
    for (let i = 0; i < 10; i++) {
      const res = await logIn(
        { email: user.email, password: 'wrong-guess' },
        { remoteAddress: `10.3.0.${i}` },
      );
      expect(res.statusCode).toBe(401);
    }
    const locked = await logIn(
      { email: user.email, password: user.password },
      { remoteAddress: '10.3.1.1' },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(
      /^Too many attempts\. Please try again in 1[45] minutes\.$/,
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('keeps the owner signing in from a device they used before while a guesser is locked out', async () => {
    const user = await session.t.makeUser();
    const login = (password: string, remoteAddress: string, cookie?: string) =>
      logIn({ email: user.email, password }, { remoteAddress, cookie });
    // The owner signed in on their phone yesterday: the answer set the known-device cookie.
    const earlier = await login(user.password, '10.5.0.1');
    expect(earlier.statusCode).toBe(200);
    const setCookie = String(earlier.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^pw_device_[\w-]+=[\w-]+\.[\w-]+; Max-Age=\d+; Path=\/api\/auth; HttpOnly/,
    );
    const deviceCookie = setCookie.split(';')[0]!;

    // Someone else guesses from many addresses until the account is locked for new devices.
    for (let i = 0; i < 12; i++) await login('wrong-guess', `10.5.1.${i}`);
    const attacker = await login(user.password, '10.5.2.1');
    expect(attacker.statusCode).toBe(429);

    // The owner's phone still signs in, from any address, with the right password.
    const owner = await login(user.password, '10.5.3.1', deviceCookie);
    expect(owner.statusCode, owner.body).toBe(200);
    const me = await session.t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${owner.json().data.token}` },
    });
    expect(me.json().data.email).toBe(user.email);
    // ...and the guesser stays locked out.
    expect((await login('another-guess', '10.5.2.2')).statusCode).toBe(429);

    // A forged or another account's cookie is an unknown device.
    const [name, value] = deviceCookie.split('=');
    const forged = `${name}=${value!.slice(0, -2)}xx`;
    expect((await login(user.password, '10.5.4.1', forged)).statusCode).toBe(429);
    const other = await session.t.makeUser();
    const theirs = await logIn(
      { email: other.email, password: other.password },
      { remoteAddress: '10.5.5.1' },
    );
    const theirCookie = String(theirs.headers['set-cookie']).split(';')[0]!;
    expect((await login(user.password, '10.5.5.1', theirCookie)).statusCode).toBe(429);
  });

  it('limits wrong passwords from a known device on their own', async () => {
    const user = await session.t.makeUser();
    const first = await logIn(
      { email: user.email, password: user.password },
      { remoteAddress: '10.6.0.1' },
    );
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await logIn(
        { email: user.email, password: 'wrong-guess' },
        { remoteAddress: '10.6.0.1', cookie },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // That device's failures do not lock the account for the owner's other devices.
    const elsewhere = await logIn(
      { email: user.email, password: user.password },
      { remoteAddress: '10.6.0.2' },
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits login attempts per address across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await logIn(
        { email: `spray${i}@example.com`, password: 'guess-1234' },
        { remoteAddress: '10.4.0.1' },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('the admin scope', () => {
  it('answers 401 to visitors, 403 to customers and the real counts to admins', async () => {
    const visitor = await session.t.app.inject({ method: 'GET', url: '/api/analytics/overview' });
    expect(visitor.statusCode).toBe(401);
    const customer = await session.t.app.inject({
      method: 'GET',
      url: '/api/analytics/overview',
      headers: await session.t.loginAs(await session.t.makeUser()),
    });
    expect(customer.statusCode).toBe(403);
    expect(customer.json().error.message).toBe('Access denied. Admin privileges required.');

    await session.t.makeProduct();
    await session.t.makeProduct();
    const admin = await session.t.makeUser({ role: 'admin' });
    const res = await session.t.app.inject({
      method: 'GET',
      url: '/api/analytics/overview',
      headers: await session.t.loginAs(admin),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.totalProducts).toBe(2);
    expect(data.totalOrders).toBe(0);
    expect(data.revenue).toBe(0);
    // Customer accounts only: admins are not counted.
    expect(data.totalUsers).toBe(await session.t.db.$count(users, eq(users.role, 'user')));
  });

  it("lets an admin change a user's role, which ends that user's sessions at once", async () => {
    const admin = await session.t.loginAs(await session.t.makeUser({ role: 'admin' }));
    const target = await session.t.makeUser();
    const targetSession = await session.t.loginAs(target);
    const res = await session.t.app.inject({
      method: 'PUT',
      url: `/api/auth/users/${target.id}/role`,
      headers: admin,
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toBe('admin');
    expect(
      (await session.t.app.inject({ method: 'GET', url: '/api/auth/me', headers: targetSession }))
        .statusCode,
    ).toBe(401);
    const customer = await session.t.loginAs(await session.t.makeUser());
    const refused = await session.t.app.inject({
      method: 'PUT',
      url: `/api/auth/users/${target.id}/role`,
      headers: customer,
      payload: { role: 'user' },
    });
    expect(refused.statusCode).toBe(403);
  });
});
