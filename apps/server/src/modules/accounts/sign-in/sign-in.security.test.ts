import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { users } from '../accounts.tables.ts';

// The signed-in user's own security settings (docs/decisions/account-sessions.md).
const session = useTestApp();

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0';

let ip = 0;
async function signIn(user: { email: string; password: string }, userAgent = LAPTOP) {
  const res = await session.t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
    remoteAddress: `10.9.0.${++ip}`,
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().data.token as string}` };
}
const me = async (headers: { authorization: string }) =>
  (await session.t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode;
const security = async (headers: { authorization: string }) => {
  const res = await session.t.app.inject({ method: 'GET', url: '/api/auth/security', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    hasPassword: boolean;
    sessions: { id: string; device: string; isCurrent: boolean; lastActiveAt: string }[];
  };
};
const changePassword = (headers: { authorization: string }, payload: object) =>
  session.t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers, payload });

describe('change password', () => {
  it('needs the current password, then signs out every other device and keeps this one', async () => {
    const user = await session.t.makeUser();
    const laptop = await signIn(user, LAPTOP);
    const phone = await signIn(user, PHONE);

    const missing = await changePassword(laptop, { newPassword: 'a-brand-new-secret' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('currentPassword: Enter your current password');
    const wrong = await changePassword(laptop, {
      currentPassword: 'not-my-password',
      newPassword: 'a-brand-new-secret',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('currentPassword: Current password is incorrect');
    const common = await changePassword(laptop, {
      currentPassword: user.password,
      newPassword: 'password123',
    });
    expect(common.statusCode).toBe(400);

    const ok = await changePassword(laptop, {
      currentPassword: user.password,
      newPassword: 'a-brand-new-secret',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual({ endedSessions: 1 });
    expect(await me(laptop)).toBe(200);
    expect(await me(phone)).toBe(401);

    const old = await session.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(old.statusCode).toBe(401);
    await signIn({ email: user.email, password: 'a-brand-new-secret' });
  });

  it('lets an account that only signs in with Google set its first password', async () => {
    const user = await session.t.makeUser();
    const headers = await signIn(user);
    await session.t.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    expect((await security(headers)).hasPassword).toBe(false);
    const res = await changePassword(headers, { newPassword: 'my-first-password' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await security(headers)).hasPassword).toBe(true);
    await signIn({ email: user.email, password: 'my-first-password' });
  });

  it('refuses a visitor', async () => {
    const res = await session.t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { newPassword: 'a-brand-new-secret' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('signed-in devices', () => {
  it('lists live sessions with their device, this one first and marked', async () => {
    const user = await session.t.makeUser();
    const phone = await signIn(user, PHONE);
    const laptop = await signIn(user, LAPTOP);
    const gone = await signIn(user, LAPTOP);
    await session.t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: gone });

    const { sessions, hasPassword } = await security(phone);
    expect(hasPassword).toBe(true);
    expect(sessions.map((s) => [s.device, s.isCurrent])).toEqual([
      ['Chrome on Android', true],
      ['Firefox on macOS', false],
    ]);
    expect(Number.isNaN(Date.parse(sessions[0]!.lastActiveAt))).toBe(false);
    expect((await security(laptop)).sessions[0]).toMatchObject({
      device: 'Firefox on macOS',
      isCurrent: true,
    });
  });

  it('signs out one other device, never another user’s session', async () => {
    const user = await session.t.makeUser();
    const phone = await signIn(user, PHONE);
    const laptop = await signIn(user, LAPTOP);
    const laptopSession = (await security(laptop)).sessions[0]!.id;

    const stranger = await signIn(await session.t.makeUser());
    for (const id of [laptopSession, randomUUID(), 'not-an-id']) {
      const res = await session.t.app.inject({
        method: 'DELETE',
        url: `/api/auth/sessions/${id}`,
        headers: stranger,
      });
      expect(res.statusCode, id).toBe(404);
    }
    expect(await me(laptop)).toBe(200);

    const res = await session.t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${laptopSession}`,
      headers: phone,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await me(laptop)).toBe(401);
    expect(await me(phone)).toBe(200);
  });

  it('signs out everywhere else', async () => {
    const user = await session.t.makeUser();
    const here = await signIn(user, LAPTOP);
    const others = [await signIn(user, PHONE), await signIn(user, PHONE)];
    const res = await session.t.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/sign-out-others',
      headers: here,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ endedSessions: 2 });
    for (const other of others) expect(await me(other)).toBe(401);
    expect(await me(here)).toBe(200);
    expect((await security(here)).sessions).toHaveLength(1);
  });
});
