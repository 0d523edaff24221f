import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { accountLimits } from '../accounts.service.ts';
import { passwordResets } from '../accounts.tables.ts';

let t: TestApp;
let ipCounter = 0;
const nextIp = () => `10.2.0.${++ipCounter}`;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const forgot = (email: string, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress,
  });
const reset = (token: string, password: string, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/reset-password/${token}`,
    payload: { password },
    remoteAddress,
  });

/** Reads the newest reset link for an address from the outbox, as an admin would. */
async function linkFor(email: string): Promise<string> {
  const admin = await t.loginAs(await t.makeUser({ role: 'admin' }));
  const res = await t.app.inject({ method: 'GET', url: '/api/outbox?limit=50', headers: admin });
  const mail = res.json().data.emails.find((m: { to: string }) => m.to === email);
  const link = /(\S+\/reset-password\/[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!link) throw new Error('no reset link');
  return link;
}

describe('forgot and reset password', () => {
  it('answers the same for known and unknown emails and mails a PUBLIC_URL link only to the known one', async () => {
    const user = await t.makeUser({ email: 'forgetful@example.com' });
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    const link = await linkFor(user.email);
    expect(link.startsWith('http://shop.test/reset-password/')).toBe(true);
    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(rows).toHaveLength(1);
    // Only a hash is stored, never the token itself.
    expect(rows[0]!.tokenHash).not.toContain(link.split('/').pop()!);
  });

  it('ignores the Host header when building the link', async () => {
    const user = await t.makeUser({ email: 'host-header@example.com' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      remoteAddress: nextIp(),
    });
    expect(await linkFor(user.email)).toMatch(/^http:\/\/shop\.test\//);
  });

  it('resets once, ends every session, and the new password works', async () => {
    const user = await t.makeUser({ email: 'resetter@example.com' });
    const oldSession = await t.loginAs(user);
    await forgot(user.email);
    const token = (await linkFor(user.email)).split('/').pop()!;

    const ok = await reset(token, 'a-brand-new-secret');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.message).toBe('Password reset successful!');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: oldSession })).statusCode,
    ).toBe(401);

    const reused = await reset(token, 'another-new-secret');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe('This reset link is invalid or has expired');

    await expect(t.loginAs({ email: user.email, password: user.password })).rejects.toThrow('401');
    await t.loginAs({ email: user.email, password: 'a-brand-new-secret' });
  });

  it('refuses expired, malformed and unknown tokens, and common new passwords', async () => {
    const user = await t.makeUser({ email: 'late@example.com' });
    await forgot(user.email);
    const token = (await linkFor(user.email)).split('/').pop()!;
    const common = await reset(token, 'password123');
    expect(common.json().error.message).toBe(
      'password: This password is too common. Please choose another.',
    );

    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    expect((await reset(token, 'fresh-but-late-1')).json().error.message).toBe(
      'This reset link is invalid or has expired',
    );
    expect((await reset('A'.repeat(43), 'fresh-but-late-1')).statusCode).toBe(400);
    const malformed = await reset('short', 'fresh-but-late-1');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('token: This reset link is invalid or has expired');
  });

  it('limits reset emails per address, the same way for unknown emails', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++)
      expect((await forgot('ghost@example.com', ip)).statusCode).toBe(200);
    const limited = await forgot('ghost@example.com', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('refuses an address every reset after 10 bad tokens; one mistake or another address is fine', async () => {
    const user = await t.makeUser({ email: 'guessed@example.com' });
    await forgot(user.email);
    const token = (await linkFor(user.email)).split('/').pop()!;
    const wrong = (i: number) => `${'B'.repeat(40)}${String(i).padStart(3, '0')}`;

    // One wrong link, then the right one, from the same address: never blocked.
    const careless = nextIp();
    expect((await reset(wrong(0), 'careless-secret-1', careless)).statusCode).toBe(400);

    const guesser = nextIp();
    for (let i = 1; i <= accountLimits.resetFailuresPerIp.limit; i++) {
      const res = await reset(wrong(i), 'guessed-secret-1', guesser);
      expect([res.statusCode, res.json().error.message]).toEqual([
        400,
        'This reset link is invalid or has expired',
      ]);
    }
    // Over the limit even the right token is refused from that address, and it stays unused.
    const limited = await reset(token, 'guessed-secret-1', guesser);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(accountLimits.resetFailuresPerIp.windowSeconds);
    const minutes = Math.ceil(retryAfter / 60);
    expect(limited.json().error).toEqual({
      type: 'RATE_LIMITED',
      message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    });

    const fine = await reset(token, 'careless-secret-1', careless);
    expect(fine.statusCode, fine.body).toBe(200);
    await t.loginAs({ email: user.email, password: 'careless-secret-1' });
  });
});
