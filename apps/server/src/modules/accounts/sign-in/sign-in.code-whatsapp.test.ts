import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliverWebhook,
  startFakeWhatsApp,
  statusOf,
  webhookBody,
  type FakeWhatsApp,
} from '../../../test/fake-whatsapp.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { outboxEmails } from '../../notifications/notifications.tables.ts';
import { whatsappMessages } from '../../whatsapp/whatsapp.tables.ts';
import { users } from '../accounts.tables.ts';

// A sign-in code on WhatsApp against the Cloud API stand-in, its email fallback, and a code
// that is not kept readable once sent (docs/decisions/sign-in-with-a-code.md,
// docs/decisions/whatsapp.md).

const account = {
  accessToken: 'fake-access-token',
  phoneNumberId: '109876543210',
  appSecret: 'fake-app-secret-0123456789',
};
let fake: FakeWhatsApp;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeWhatsApp(account);
  t = await buildTestApp({ env: fake.env() });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let unique = 0;
let ipCounter = 0;
const nextIp = () => `10.9.${ipCounter >> 8}.${++ipCounter & 255}`;
const nextPhone = () => `97${String(++unique + 51_000_000).padStart(8, '0')}`;

async function customerWithPhone() {
  const phone = nextPhone();
  const user = await t.makeUser();
  await t.db.update(users).set({ phone }).where(eq(users.id, user.id));
  return { ...user, phone };
}

const requestCode = (phone: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/code/request',
    payload: { phone },
    remoteAddress: nextIp(),
  });
const verify = (phone: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/code/verify',
    payload: { phone, code },
    remoteAddress: nextIp(),
  });
const drain = () => t.services.jobs.drain('whatsapp.send');
const emailsTo = (to: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
const messageTo = async (phone: string) => {
  const rows = await t.db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.toPhone, `91${phone}`));
  expect(rows).toHaveLength(1);
  return rows[0]!;
};
const sentTo = (phone: string) => fake.sent.filter((s) => s.to === `91${phone}`);

/** The session a token gives works: /api/auth/me answers the account. */
async function expectWorkingSession(
  res: { statusCode: number; json: () => { data: { token: string } } },
  email: string,
) {
  expect(res.statusCode).toBe(200);
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${res.json().data.token}` },
  });
  expect(me.statusCode).toBe(200);
  expect(me.json().data.email).toBe(email);
}

describe('a sign-in code on WhatsApp', () => {
  it('goes as the authentication template to 91XXXXXXXXXX, with no email, and signs in', async () => {
    const user = await customerWithPhone();
    expect((await requestCode(user.phone)).statusCode).toBe(202);
    expect(await drain()).toBe(1);

    const [sent, ...more] = sentTo(user.phone);
    expect(more).toEqual([]);
    expect(sent).toMatchObject({ type: 'template', template: 'sign_in_code', language: 'en' });
    const code = sent!.params[0]!;
    expect(code).toMatch(/^\d{6}$/);
    expect(sent!.params).toEqual([code]);
    expect(sent!.buttons).toEqual([{ subType: 'url', index: '0', payload: code }]);
    expect(await emailsTo(user.email)).toEqual([]);

    await expectWorkingSession(await verify(user.phone, code), user.email);
    // The code is used: it signs in once.
    expect((await verify(user.phone, code)).statusCode).toBe(401);
  });

  it('is not kept readable once sent; its fallback email goes once delivered', async () => {
    const user = await customerWithPhone();
    await requestCode(user.phone);
    await drain();
    const code = sentTo(user.phone)[0]!.params[0]!;

    const sentRow = await messageTo(user.phone);
    expect(sentRow.status).toBe('sent');
    expect(sentRow.content).toEqual({
      kind: 'template',
      params: { code: '••••••' },
      body: ['••••••'],
      buttons: [],
      copyCode: '••••••',
    });
    // Until delivered, a failed status may still send the email: it is kept until then.
    expect(JSON.stringify(sentRow.fallbackEmail)).toContain(code);

    const delivered = await deliverWebhook(
      t.app,
      account.appSecret,
      webhookBody({ statuses: [statusOf(sentRow.wamid!, 'delivered', `91${user.phone}`)] }),
    );
    expect(delivered.statusCode).toBe(200);
    const row = await messageTo(user.phone);
    expect(row.status).toBe('delivered');
    expect(row.fallbackEmail).toBeNull();
    expect(JSON.stringify(row.content)).not.toContain(code);
  });

  it('comes by email once when Meta refuses it for good, and that code signs in', async () => {
    const user = await customerWithPhone();
    fake.failNext(1, 400, 131026, 'Message undeliverable');
    await requestCode(user.phone);
    expect(await drain()).toBe(1);
    expect(sentTo(user.phone)).toEqual([]);

    const mails = await emailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^\d{6} is your Propwash sign-in code$/);
    const code = mails[0]!.subject.slice(0, 6);
    const row = await messageTo(user.phone);
    expect(row).toMatchObject({ status: 'emailed', fallbackEmail: null });
    expect(row.error).toMatch(/Message undeliverable/);
    expect(JSON.stringify(row.content)).not.toContain(code);

    // Nothing more goes: no retry, no second email.
    expect(await drain()).toBe(0);
    expect(await emailsTo(user.email)).toHaveLength(1);
    await expectWorkingSession(await verify(user.phone, code), user.email);
  });

  it('comes by email at once when WhatsApp fails for a moment: a retry would outlive it', async () => {
    const user = await customerWithPhone();
    fake.failNext(1, 503, 131000, 'Something went wrong');
    await requestCode(user.phone);
    expect(await drain()).toBe(1);
    expect(sentTo(user.phone)).toEqual([]);
    const mails = await emailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(await messageTo(user.phone)).toMatchObject({ status: 'emailed' });
    // No retry waits to send it again later.
    await new Promise((r) => setTimeout(r, 2100));
    expect(await drain()).toBe(0);
    expect(sentTo(user.phone)).toEqual([]);
  });

  it('comes by email once when Meta reports it failed after sending', async () => {
    const user = await customerWithPhone();
    await requestCode(user.phone);
    await drain();
    const code = sentTo(user.phone)[0]!.params[0]!;
    const { wamid } = await messageTo(user.phone);
    const failed = webhookBody({
      statuses: [
        statusOf(wamid!, 'failed', `91${user.phone}`, { code: 131026, title: 'Undeliverable' }),
      ],
    });
    await deliverWebhook(t.app, account.appSecret, failed);
    await deliverWebhook(t.app, account.appSecret, failed);

    const mails = await emailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`${code} is your Propwash sign-in code`);
    const row = await messageTo(user.phone);
    expect(row).toMatchObject({ status: 'emailed', fallbackEmail: null });
    expect(JSON.stringify(row.content)).not.toContain(code);
  });

  it('never shows the code in the data export, even before it is sent', async () => {
    const user = await customerWithPhone();
    const headers = await t.loginAs(user);
    await requestCode(user.phone);
    const queued = await messageTo(user.phone);
    // Queued, the row still holds the code the job will send.
    const code = (queued.content as { params: { code: string } }).params.code;
    expect(code).toMatch(/^\d{6}$/);

    const exported = async () => {
      const res = await t.call('GET', '/api/me/data', headers);
      expect(res.statusCode).toBe(200);
      return res.json().whatsapp.messages as { purpose: string; content: unknown }[];
    };
    const before = await exported();
    expect(before).toEqual([
      expect.objectContaining({
        purpose: 'sign_in_code',
        content: expect.objectContaining({ params: { code: '••••••' }, body: ['••••••'] }),
      }),
    ]);
    expect(JSON.stringify(before)).not.toContain(code);
    await drain();
    expect(JSON.stringify(await exported())).not.toContain(code);
  });
});
