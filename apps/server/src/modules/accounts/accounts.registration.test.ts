import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from './accounts.tables.ts';

let t: TestApp;
let ipCounter = 0;
// Each test speaks from its own address so per-IP limits of one test never spill into another.
const nextIp = () => `10.1.0.${++ipCounter}`;
const register = (payload: unknown, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: payload as object,
    remoteAddress,
  });

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/register', () => {
  it('creates a customer, lower-cases the email and signs them in for one day', async () => {
    const res = await register({
      name: ' Asha Rao ',
      email: 'Asha.Rao@Example.com',
      password: 'glider-over-hampi',
      phone: '+91 98450 12345',
    });
    expect(res.statusCode).toBe(201);
    const { token, user, expiresAt } = res.json().data;
    expect(user).toMatchObject({
      name: 'Asha Rao',
      email: 'asha.rao@example.com',
      phone: '9845012345',
      role: 'user',
    });
    const hours = (new Date(expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThanOrEqual(24);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().data.email).toBe('asha.rao@example.com');
  });

  it('sends the new customer a welcome email', async () => {
    const res = await register({
      name: 'Kiran Patil',
      email: 'kiran.patil@example.com',
      password: 'glider-over-hampi',
    });
    expect(res.statusCode).toBe(201);
    const admin = await t.loginAs(await t.makeUser({ role: 'admin' }));
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/outbox?to=kiran.patil@example.com',
      headers: admin,
    });
    const mails = outbox.json().data.emails as { subject: string; text: string }[];
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Welcome to Propwash');
    expect(mails[0]!.text).toContain('Hello Kiran Patil,');
    expect(mails[0]!.text).toMatch(/https?:\/\/\S+\/profile/);
  });

  it('never accepts a role, an id or any other field', async () => {
    const res = await register({
      name: 'Sneaky',
      email: 'sneaky@example.com',
      password: 'a-perfectly-fine-pass',
      role: 'admin',
      _id: '00000000-0000-4000-8000-000000000000',
      id: '00000000-0000-4000-8000-000000000000',
      status: 'active',
      emailVerified: true,
    });
    expect(res.statusCode).toBe(201);
    const row = await t.db.query.users.findFirst({ where: eq(users.email, 'sneaky@example.com') });
    expect(row?.role).toBe('user');
    expect(row?.id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(row?.emailVerified).toBe(false);
  });

  it('refuses a taken email in any letter case', async () => {
    await register({ name: 'First', email: 'taken@example.com', password: 'first-pass-123' });
    const again = await register({
      name: 'Second',
      email: 'TAKEN@example.com',
      password: 'second-pass-123',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      message: 'An account with this email already exists',
      type: 'CONFLICT',
    });
  });

  it('refuses short, long and common passwords with clear messages', async () => {
    const short = await register({ name: 'A', email: 'a1@example.com', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('password: Password must be at least 8 characters');
    const long = await register({ name: 'A', email: 'a2@example.com', password: 'x'.repeat(129) });
    expect(long.json().error.message).toBe('password: Password must be at most 128 characters');
    const common = await register({ name: 'A', email: 'a3@example.com', password: 'Password' });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.message).toBe(
      'password: This password is too common. Please choose another.',
    );
    expect(
      await t.db.query.users.findFirst({ where: eq(users.email, 'a3@example.com') }),
    ).toBeUndefined();
  });

  it('refuses wrong types, objects for strings, oversized fields and malformed JSON', async () => {
    const cases: [unknown, string][] = [
      [{ name: { $gt: '' }, email: 'b1@example.com', password: 'long-enough-1' }, 'name:'],
      [{ name: 'B', email: ['b2@example.com'], password: 'long-enough-1' }, 'email:'],
      [
        { name: 'B'.repeat(81), email: 'b3@example.com', password: 'long-enough-1' },
        'name: Name must be at most 80 characters',
      ],
      [{ name: 'B', email: `${'b'.repeat(250)}@example.com`, password: 'long-enough-1' }, 'email:'],
      [{ name: 'B', email: 'b4@example.com', password: 12345678 }, 'password:'],
      [
        { name: 'B', email: 'b5@example.com', password: 'long-enough-1', phone: '12345' },
        'phone: Please enter a valid 10-digit mobile number',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await register(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "B", "email":',
      remoteAddress: nextIp(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });

  it('limits registrations per address with 429 and Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      const res = await register(
        { name: 'Bulk', email: `bulk${i}@example.com`, password: 'bulk-pass-1234' },
        ip,
      );
      expect(res.statusCode).toBe(201);
    }
    const limited = await register(
      { name: 'Bulk', email: 'bulk-last@example.com', password: 'bulk-pass-1234' },
      ip,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ type: 'RATE_LIMITED' });
    expect(limited.json().error.message).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect(
      (await register({ name: 'Other', email: 'other-ip@example.com', password: 'bulk-pass-1234' }))
        .statusCode,
    ).toBe(201);
  });
});
