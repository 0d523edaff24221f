import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '../../../test/test-app.ts';
import { createRateLimiter } from '../../../platform/rate-limit.ts';
import type { WhatsAppRequest } from '../../whatsapp/whatsapp.request.ts';
import { createSignInCodes } from './sign-in.code.ts';
import { accountLimits } from './sign-in.limits.ts';
import { signInCodes, signIns, users } from '../accounts.tables.ts';

// Sign in with a six-digit code (docs/decisions/sign-in-with-a-code.md). Until the whatsapp
// module lands, a code for a mobile number goes to the account's email (its fallback).
const session = useTestAppWithAdmin();
let ipCounter = 0;
const nextIp = () => `10.7.${ipCounter >> 8}.${++ipCounter & 255}`;
let unique = 0;
/** A fresh valid Indian mobile number. */
const nextPhone = () => `98${String(++unique + 40_000_000).padStart(8, '0')}`;

const request = (body: object, remoteAddress = nextIp()) =>
  session.t.app.inject({
    method: 'POST',
    url: '/api/auth/code/request',
    payload: body,
    remoteAddress,
  });
const verify = (body: object, remoteAddress = nextIp(), headers: Record<string, string> = {}) =>
  session.t.app.inject({
    method: 'POST',
    url: '/api/auth/code/verify',
    payload: body,
    remoteAddress,
    headers,
  });

/** The emails the outbox holds for an address, newest first, as the admin reads them. */
async function emailsTo(email: string): Promise<{ subject: string; text: string }[]> {
  const res = await session.t.app.inject({
    method: 'GET',
    url: '/api/outbox?limit=100',
    headers: session.admin,
  });
  return res.json().data.emails.filter((m: { to: string }) => m.to === email);
}

/** The newest sign-in code mailed to an address. */
async function codeMailedTo(email: string): Promise<string> {
  const mail = (await emailsTo(email)).find((m) => /sign-in code/.test(m.subject));
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no sign-in code for ${email}`);
  return code;
}

/** Another six-digit code than `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function customerWithPhone(phone = nextPhone()) {
  const user = await session.t.makeUser();
  await session.t.db.update(users).set({ phone }).where(eq(users.id, user.id));
  return { ...user, phone };
}

describe('asking for a sign-in code', () => {
  it('answers the same for a known and an unknown email, and mails the code only to the account', async () => {
    const user = await session.t.makeUser();
    const known = await request({ email: user.email.toUpperCase() });
    const unknown = await request({ email: `nobody-${++unique}@example.com` });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().data).toEqual({
      message: expect.stringContaining('If an account exists for this email'),
      expiresInSeconds: 600,
      resendAfterSeconds: 30,
    });
    // The same headers too, but for the per-request ones.
    const shape = (h: Record<string, unknown>) =>
      Object.keys(h)
        .filter((k) => !['date', 'x-request-id', 'content-length'].includes(k))
        .sort();
    expect(shape(known.headers)).toEqual(shape(unknown.headers));

    const code = await codeMailedTo(user.email);
    expect(code).toMatch(/^\d{6}$/);
    // Only the code's HMAC is stored.
    const [row] = await session.t.db
      .select()
      .from(signInCodes)
      .where(eq(signInCodes.userId, user.id));
    expect(row!.channel).toBe('email');
    expect(row!.target).toBe(user.email);
    expect(row!.codeHash).not.toContain(code);
  });

  it('answers the same for a known and an unknown mobile number; the code reaches the account by email without WhatsApp', async () => {
    const user = await customerWithPhone();
    const known = await request({ phone: `+91 ${user.phone.slice(0, 5)} ${user.phone.slice(5)}` });
    const unknown = await request({ phone: nextPhone() });
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().data.message).toMatch(/on WhatsApp or by email/);

    const mail = (await emailsTo(user.email))[0]!;
    const code = await codeMailedTo(user.email);
    expect(mail.subject).toBe(`${code} is your Propwash sign-in code`);
    const res = await verify({ phone: user.phone, code });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(user.id);
  });

  it('sends nothing when several accounts share the number, and answers the same', async () => {
    const phone = nextPhone();
    const a = await customerWithPhone(phone);
    const b = await customerWithPhone(phone);
    const shared = await request({ phone });
    const unknown = await request({ phone: nextPhone() });
    expect(shared.json()).toEqual(unknown.json());
    expect(await emailsTo(a.email)).toEqual([]);
    expect(await emailsTo(b.email)).toEqual([]);
  });

  it('sends nothing to a banned account', async () => {
    const banned = await session.t.makeUser({ status: 'banned' });
    const res = await request({ email: banned.email });
    expect(res.statusCode).toBe(202);
    expect(await emailsTo(banned.email)).toEqual([]);
  });

  it('refuses a body with both or neither of number and email', async () => {
    const both = await request({ phone: nextPhone(), email: 'a@example.com' });
    const neither = await request({});
    expect(both.statusCode).toBe(400);
    expect(neither.statusCode).toBe(400);
    expect(both.json().error.message).toMatch(/mobile number or your email/);
    const badPhone = await request({ phone: '12345' });
    expect(badPhone.json().error.message).toMatch(/valid 10-digit mobile number/);
  });

  it('limits requests per number or email whether or not it names an account, with Retry-After', async () => {
    const user = await session.t.makeUser();
    const stranger = `stranger-${++unique}@example.com`;
    const limit = accountLimits.codeRequestsPerTarget.limit;
    for (let i = 0; i < limit; i++) {
      expect((await request({ email: user.email })).statusCode).toBe(202);
      expect((await request({ email: stranger })).statusCode).toBe(202);
    }
    const known = await request({ email: user.email });
    const unknown = await request({ email: stranger });
    expect(known.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(known.json()).toEqual(unknown.json());
    expect(Number(known.headers['retry-after'])).toBeGreaterThan(0);
    expect(await emailsTo(user.email)).toHaveLength(limit);
  });

  it('limits requests per address across numbers and emails', async () => {
    const ip = nextIp();
    for (let i = 0; i < accountLimits.codeRequestsPerIp.limit; i++) {
      expect((await request({ phone: nextPhone() }, ip)).statusCode).toBe(202);
    }
    const over = await request({ email: `x-${++unique}@example.com` }, ip);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });
});

describe('signing in with the code', () => {
  it('answers a session as the password sign-in does: it works, the device is remembered, the sign-in is logged', async () => {
    const user = await session.t.makeUser();
    await request({ email: user.email });
    const code = await codeMailedTo(user.email);
    const res = await verify({ email: user.email, code, rememberMe: true });
    expect(res.statusCode).toBe(200);
    const password = await session.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: nextIp(),
    });
    expect(Object.keys(res.json().data).sort()).toEqual(Object.keys(password.json().data).sort());
    expect(String(res.headers['set-cookie'])).toMatch(/^pw_device_[\w-]+=/);
    // Remember me: 30 days.
    expect(new Date(res.json().data.expiresAt).getTime() - Date.now()).toBeGreaterThan(
      29 * 86_400_000,
    );

    const me = await session.t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${res.json().data.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(user.email);

    const [logged] = await session.t.db
      .select()
      .from(signIns)
      .where(and(eq(signIns.userId, user.id), eq(signIns.method, 'code')));
    expect(logged).toMatchObject({ outcome: 'success', email: user.email });

    // A code signs in once.
    const again = await verify({ email: user.email, code });
    expect(again.statusCode).toBe(401);
  });

  it('refuses a wrong code for a known account and for an unknown email alike', async () => {
    const user = await session.t.makeUser();
    const stranger = `nobody-${++unique}@example.com`;
    await request({ email: user.email });
    await request({ email: stranger });
    const code = await codeMailedTo(user.email);
    const known = await verify({ email: user.email, code: otherThan(code) });
    const unknown = await verify({ email: stranger, code });
    const never = await verify({ email: `never-${++unique}@example.com`, code });
    expect(known.statusCode).toBe(401);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual(never.json());
    expect(known.json().error.message).toBe(
      'That code is not right. Check it and try again, or ask for a new one.',
    );
  });

  it('kills a code tried wrongly five times: the right code then fails too', async () => {
    const user = await session.t.makeUser();
    await request({ email: user.email });
    const code = await codeMailedTo(user.email);
    const wrong = otherThan(code);
    for (let i = 1; i <= 4; i++) {
      const res = await verify({ email: user.email, code: wrong });
      expect(res.json().error.message).toMatch(/^That code is not right\. Check it/);
    }
    const last = await verify({ email: user.email, code: wrong });
    expect(last.json().error.message).toBe(
      'That code is not right, and it was the last try. Ask for a new one.',
    );
    const right = await verify({ email: user.email, code });
    expect(right.statusCode).toBe(401);
    expect(right.json().error.message).toBe(
      'This code was tried too many times. Ask for a new one.',
    );
  });

  it('counts each try once however many arrive together', async () => {
    const user = await session.t.makeUser();
    await request({ email: user.email });
    const code = await codeMailedTo(user.email);
    await Promise.all(
      Array.from({ length: 12 }, () => verify({ email: user.email, code: otherThan(code) })),
    );
    const [row] = await session.t.db
      .select()
      .from(signInCodes)
      .where(eq(signInCodes.userId, user.id));
    expect(row!.tries).toBe(5);
    expect((await verify({ email: user.email, code })).statusCode).toBe(401);
  });

  it('refuses an expired code with a clear message', async () => {
    const user = await session.t.makeUser();
    await request({ email: user.email });
    const code = await codeMailedTo(user.email);
    await session.t.db
      .update(signInCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInCodes.userId, user.id));
    const res = await verify({ email: user.email, code });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('This code has expired. Ask for a new one.');
  });

  it('a new request supersedes the unused code', async () => {
    const user = await customerWithPhone();
    await request({ phone: user.phone });
    const first = await codeMailedTo(user.email);
    await request({ phone: user.phone });
    const second = await codeMailedTo(user.email);
    const rows = await session.t.db
      .select()
      .from(signInCodes)
      .where(eq(signInCodes.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.usedAt === null)).toHaveLength(1);
    expect(rows.every((r) => r.channel === 'whatsapp' && r.target === user.phone)).toBe(true);
    if (first !== second) {
      expect((await verify({ phone: user.phone, code: first })).statusCode).toBe(401);
    }
    expect((await verify({ phone: user.phone, code: second })).statusCode).toBe(200);
  });

  it('refuses a banned account even with the right code, and logs it as blocked', async () => {
    const user = await session.t.makeUser();
    await request({ email: user.email });
    const code = await codeMailedTo(user.email);
    const ban = await session.t.app.inject({
      method: 'PUT',
      url: `/api/auth/users/${user.id}/status`,
      headers: session.admin,
      payload: { status: 'banned' },
    });
    expect(ban.statusCode).toBe(200);
    const res = await verify({ email: user.email, code });
    expect(res.statusCode).toBe(403);
    const [logged] = await session.t.db
      .select()
      .from(signIns)
      .where(eq(signIns.userId, user.id))
      .orderBy(desc(signIns.at))
      .limit(1);
    expect(logged).toMatchObject({ method: 'code', outcome: 'blocked' });
  });

  it('limits tries per address, but not from a device that signed in to the account before', async () => {
    const user = await session.t.makeUser();
    await request({ email: user.email });
    const first = await verify({ email: user.email, code: await codeMailedTo(user.email) });
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;

    const ip = nextIp();
    for (let i = 0; i < accountLimits.codeVerifiesPerIp.limit; i++) {
      await verify({ email: `guess-${++unique}@example.com`, code: '123456' }, ip);
    }
    const stranger = await verify({ email: `guess-${++unique}@example.com`, code: '123456' }, ip);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.headers['retry-after']).toBeDefined();

    await request({ email: user.email });
    const known = await verify({ email: user.email, code: await codeMailedTo(user.email) }, ip, {
      cookie,
    });
    expect(known.statusCode).toBe(200);
  });
});

describe('the WhatsApp request', () => {
  it('asks for the signInCode template to the number, needing no consent, with the same code by email as the fallback', async () => {
    const { t } = session;
    const asked: WhatsAppRequest[] = [];
    const codes = createSignInCodes({
      db: t.db,
      secret: t.config.auth.jwtSecret,
      limiter: createRateLimiter({ db: t.db }),
      mailer: { sendEmail: async () => {} },
      sendWhatsApp: async (r) => {
        asked.push(r as WhatsAppRequest);
        return 'whatsapp';
      },
      issueSession: async () => {
        throw new Error('not signing in here');
      },
      recordSignIn: async () => {},
    });
    const user = await customerWithPhone();
    await codes.requestSignInCode({ phone: user.phone }, { ip: nextIp() });
    expect(asked).toHaveLength(1);
    const [r] = asked;
    expect(r).toMatchObject({
      template: 'signInCode',
      purpose: 'sign_in_code',
      phone: user.phone,
      userId: user.id,
      consent: null,
      fallbackEmail: { to: user.email },
    });
    const code = (r!.params as { code: string }).code;
    expect(code).toMatch(/^\d{6}$/);
    expect(r!.fallbackEmail!.text).toContain(code);
    // The code it carries is the one that signs in.
    const res = await verify({ phone: user.phone, code });
    expect(res.statusCode).toBe(200);
  });
});
