import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliverWebhook,
  startFakeWhatsApp,
  statusOf,
  webhookBody,
  type FakeWhatsApp,
} from '../../test/fake-whatsapp.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { outboxEmails } from '../notifications/notifications.tables.ts';
import { whatsappMessages } from './whatsapp.tables.ts';

// The WhatsApp channel against the Cloud API stand-in: the webhook's handshake and signature,
// statuses, retries and the fallback email (docs/decisions/whatsapp.md).

const account = {
  accessToken: 'fake-access-token',
  phoneNumberId: '109876543210',
  appSecret: 'fake-app-secret-0123456789',
};
let fake: FakeWhatsApp;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeWhatsApp(account);
  t = await buildTestApp({ env: fake.env('verify-me-please') });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let n = 0;
/** A fresh ten-digit number, so each test reads its own messages. */
const newPhone = () =>
  `98${String(Date.now() % 1e6).padStart(6, '0')}${String(n++ % 100).padStart(2, '0')}`;

/**
 * A message that needs no consent to `phone`, with a fallback email; answers that email. A
 * sign-in code by default; `update` sends an order update instead, for the retry tests (a code is
 * never retried: docs/decisions/sign-in-with-a-code.md).
 */
async function sendCode(phone: string, kind: 'code' | 'update' = 'code') {
  const to = `code-${randomUUID()}@example.com`;
  const fallbackEmail = {
    to,
    subject: 'Your code',
    text: '482913',
    html: '<p>482913</p>',
    template: 'sign-in-code',
  };
  const outcome =
    kind === 'code'
      ? await t.services.whatsapp.send({
          template: 'signInCode',
          params: { code: '482913' },
          purpose: 'sign_in_code',
          phone,
          consent: null,
          fallbackEmail,
        })
      : await t.services.whatsapp.send({
          template: 'orderUpdate',
          params: {
            name: 'Asha',
            orderNumber: 'PW-2612-TEST1',
            update: 'It is on its way.',
            link: 'http://shop.test/order/1',
          },
          purpose: 'order_update',
          phone,
          consent: null,
          fallbackEmail,
        });
  return { outcome, to };
}

const messageTo = async (phone: string) => {
  const [row] = await t.db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.toPhone, `91${phone}`));
  return row!;
};
const emailsTo = async (to: string) =>
  (await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, to))).length;
const drain = () => t.services.jobs.drain('whatsapp.send');
/** A job waiting for its retry becomes due now (instead of in 30 s, 60 s…). */
const retryNow = () =>
  t.db.execute(
    sql`update pgboss.job set start_after = now() where name = 'whatsapp.send' and state = 'retry'`,
  );
const webhook = (body: unknown, opts?: Parameters<typeof deliverWebhook>[3]) =>
  deliverWebhook(t.app, account.appSecret, body, opts);

describe('webhook handshake', () => {
  it('echoes the challenge with the verify token, and refuses another token', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=verify-me-please&hub.challenge=1158201444',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain('1158201444');
  });
});

describe('sending', () => {
  it('posts the template to Meta and records the wamid', async () => {
    const phone = newPhone();
    const { outcome, to } = await sendCode(phone);
    expect(outcome).toBe('whatsapp');
    expect(await drain()).toBe(1);
    const sent = fake.sent.find((s) => s.to === `91${phone}`)!;
    expect(sent).toMatchObject({ template: 'sign_in_code', language: 'en', params: ['482913'] });
    // The authentication template's copy-code button carries the code.
    expect(sent.buttons).toEqual([{ subType: 'url', index: '0', payload: '482913' }]);
    const row = await messageTo(phone);
    expect(row).toMatchObject({ wamid: sent.wamid, status: 'sent', attempts: 1 });
    expect(await emailsTo(to)).toBe(0);
    // The job run again (at least once) sends nothing more.
    expect(fake.sent.filter((s) => s.to === `91${phone}`)).toHaveLength(1);
  });

  it('retries a passing failure, then sends', async () => {
    const phone = newPhone();
    fake.failNext(2, 503, 131000, 'Something went wrong');
    const { to } = await sendCode(phone, 'update');
    await drain();
    expect(await messageTo(phone)).toMatchObject({ status: 'queued', attempts: 1 });
    await retryNow();
    await drain();
    await retryNow();
    await drain();
    expect(await messageTo(phone)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(await emailsTo(to)).toBe(0);
  });

  it('sends the fallback email once when every retry fails', async () => {
    const phone = newPhone();
    fake.failNext(6, 429, 130429, 'Rate limit hit');
    const { to } = await sendCode(phone, 'update');
    for (let i = 0; i < 6; i++) {
      expect(await drain()).toBe(1);
      await retryNow();
    }
    expect(await drain()).toBe(0);
    const row = await messageTo(phone);
    expect(row).toMatchObject({ status: 'emailed', attempts: 6, wamid: null });
    expect(row.error).toContain('130429');
    expect(await emailsTo(to)).toBe(1);
  });

  it('does not retry a refusal for good: the email goes at once', async () => {
    const phone = newPhone();
    fake.failNext(1, 400, 132001, 'Template name does not exist in the translation');
    const before = fake.requests.length;
    const { to } = await sendCode(phone, 'update');
    await drain();
    await retryNow();
    expect(await drain()).toBe(0);
    expect(fake.requests.length - before).toBe(1);
    expect(await messageTo(phone)).toMatchObject({
      status: 'emailed',
      error: expect.stringContaining('132001'),
    });
    expect(await emailsTo(to)).toBe(1);
  });

  it('emails at once, and stores nothing, without the consent the message needs', async () => {
    const phone = newPhone();
    const user = await t.makeUser();
    const to = `offers-${randomUUID()}@example.com`;
    const outcome = await t.services.whatsapp.send({
      template: 'backInStock',
      params: { product: 'Quad', shop: 'Propwash', link: 'http://x/p' },
      purpose: 'back_in_stock',
      phone,
      userId: user.id,
      consent: { purpose: 'whatsapp_offers', userId: user.id },
      fallbackEmail: {
        to,
        subject: 'Back',
        text: 'Back',
        html: '<p>Back</p>',
        template: 'back-in-stock',
      },
    });
    expect(outcome).toBe('email');
    expect(await emailsTo(to)).toBe(1);
    const rows = await t.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.toPhone, `91${phone}`));
    expect(rows).toHaveLength(0);
  });
});

describe('signed webhook', () => {
  it('refuses a forged, unsigned or altered webhook and changes nothing', async () => {
    const phone = newPhone();
    await sendCode(phone, 'update');
    await drain();
    const { wamid } = await messageTo(phone);
    const body = webhookBody({ statuses: [statusOf(wamid!, 'read', `91${phone}`)] });

    const forged = await deliverWebhook(t.app, 'not-the-app-secret', body);
    expect(forged.statusCode).toBe(403);
    const unsigned = await webhook(body, { signature: null });
    expect(unsigned.statusCode).toBe(401);
    const altered = await webhook(body, { alter: (raw) => raw.replace('"read"', '"read" ') });
    expect(altered.statusCode).toBe(403);
    expect((await messageTo(phone)).status).toBe('sent');

    const genuine = await webhook(body);
    expect(genuine.statusCode).toBe(200);
    expect(genuine.json()).toEqual({ success: true, data: { received: true } });
    expect((await messageTo(phone)).status).toBe('read');
  });

  it('records statuses in order and never moves one backwards', async () => {
    const phone = newPhone();
    await sendCode(phone, 'update');
    await drain();
    const { wamid } = await messageTo(phone);
    const to = `91${phone}`;
    await webhook(webhookBody({ statuses: [statusOf(wamid!, 'delivered', to)] }));
    expect(await messageTo(phone)).toMatchObject({ status: 'delivered', readAt: null });
    await webhook(webhookBody({ statuses: [statusOf(wamid!, 'read', to)] }));
    // A late "delivered" (Meta does not promise the order) and a "sent" change nothing.
    await webhook(
      webhookBody({ statuses: [statusOf(wamid!, 'delivered', to), statusOf(wamid!, 'sent', to)] }),
    );
    const row = await messageTo(phone);
    expect(row.status).toBe('read');
    expect(row.deliveredAt).not.toBeNull();
    expect(row.readAt).not.toBeNull();
    // A failure after delivery is not a failure to the customer: no email.
    await webhook(
      webhookBody({
        statuses: [
          statusOf(wamid!, 'failed', to, { code: 131026, title: 'Message undeliverable' }),
        ],
      }),
    );
    expect((await messageTo(phone)).status).toBe('read');
  });

  it('a failed status records Meta’s error and sends the fallback email once', async () => {
    const phone = newPhone();
    const { to } = await sendCode(phone, 'update');
    await drain();
    const { wamid } = await messageTo(phone);
    const failed = webhookBody({
      statuses: [
        statusOf(wamid!, 'failed', `91${phone}`, { code: 131026, title: 'Message undeliverable' }),
      ],
    });
    expect((await webhook(failed)).statusCode).toBe(200);
    // Meta delivers a webhook again when unsure: the second changes nothing.
    expect((await webhook(failed)).statusCode).toBe(200);
    const row = await messageTo(phone);
    expect(row).toMatchObject({ status: 'emailed', error: '131026: Message undeliverable' });
    expect(row.failedAt).not.toBeNull();
    expect(await emailsTo(to)).toBe(1);
    const [email] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, to), eq(outboxEmails.template, 'sign-in-code')));
    expect(email?.text).toBe('482913');
  });
});
