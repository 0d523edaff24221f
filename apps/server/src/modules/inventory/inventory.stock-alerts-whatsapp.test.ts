import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWhatsApp, type FakeWhatsApp } from '../../test/fake-whatsapp.ts';
import { testAppWithAdmin, type AuthHeaders, type TestApp } from '../../test/test-app.ts';
import { outboxEmails } from '../notifications/notifications.tables.ts';
import { BACK_IN_STOCK_JOB } from './inventory.stock-alerts.ts';

// Back in stock on WhatsApp (docs/decisions/back-in-stock.md, docs/decisions/whatsapp.md), against
// the Cloud API stand-in: a signed-in customer with a mobile number and the offers consent is
// told on WhatsApp, everyone else by email, each once.

const account = {
  accessToken: 'fake-access-token',
  phoneNumberId: '109876543211',
  appSecret: 'fake-app-secret-0123456789',
};
let fake: FakeWhatsApp;
let t: TestApp;
let admin: AuthHeaders;

beforeAll(async () => {
  fake = await startFakeWhatsApp(account);
  ({ t, admin } = await testAppWithAdmin({ env: fake.env() }));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let n = 0;
const newPhone = () =>
  `96${String(Date.now() % 1e6).padStart(6, '0')}${String(n++ % 100).padStart(2, '0')}`;

/** A signed-in customer; `phone`: on the profile, with `whatsapp_offers` granted. */
async function customer(opts: { phone: boolean }) {
  const user = await t.makeUser({ email: `restock-${Date.now()}-${n++}@example.com` });
  const headers = await t.loginAs(user);
  const phone = opts.phone ? newPhone() : null;
  if (phone) {
    const profile = await t.call('PUT', '/api/auth/profile', headers, { name: 'Asha Rao', phone });
    expect(profile.statusCode, profile.body).toBe(200);
    const consent = await t.call('PUT', '/api/me/consents/whatsapp_offers', headers, {
      granted: true,
    });
    expect(consent.statusCode, consent.body).toBe(200);
  }
  return { email: user.email.toLowerCase(), phone, headers };
}

let ip = 0;
const notifyMe = (productId: string, body: object, headers?: AuthHeaders) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/notify-me`,
    headers,
    payload: body,
    remoteAddress: `10.79.${(++ip >> 8) & 255}.${ip & 255}`,
  });
const setStock = async (productId: string, quantity: number) => {
  const res = await t.call('PUT', `/api/inventory/${productId}/stock`, admin, { quantity });
  expect(res.statusCode, res.body).toBe(200);
};
const emailsTo = (to: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to), eq(outboxEmails.template, 'back-in-stock')));
const sentTo = (phone: string) => fake.sent.filter((s) => s.to === `91${phone}`);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('back in stock on WhatsApp', () => {
  it('tells the opted-in customer on WhatsApp and the others by email, once, with two instances', async () => {
    const product = await t.makeProduct({ stock: 0, name: 'Skyhawk 800 Glider' });
    const opted = await customer({ phone: true });
    const noConsent = await customer({ phone: false });
    const guest = `restock-guest-${Date.now()}@example.com`;
    const asked = await notifyMe(product.id, {}, opted.headers);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data.channel).toBe('whatsapp');
    const other = await notifyMe(product.id, {}, noConsent.headers);
    expect(other.json().data.channel).toBe('email');
    expect((await notifyMe(product.id, { email: guest })).statusCode).toBe(201);

    const b = await t.secondInstance();
    try {
      // One after the other: pg-boss creating the same queues from two instances at once can
      // deadlock on a fresh database (reported to the lead; platform/jobs.ts).
      await t.services.jobs.start();
      await b.services.jobs.start();
      await setStock(product.id, 5);
      await expect
        .poll(
          async () => [
            sentTo(opted.phone!).length,
            (await emailsTo(noConsent.email)).length,
            (await emailsTo(guest)).length,
          ],
          { timeout: 20_000, interval: 200 },
        )
        .toEqual([1, 1, 1]);
      // Longer than a poll of both instances: a second message would have come by now.
      await pause(2500);
      const [message] = sentTo(opted.phone!);
      expect(fake.sent.filter((s) => s.params.includes('Skyhawk 800 Glider'))).toHaveLength(1);
      const link = `${t.config.publicUrl}/products/${product.slug}`;
      expect(message).toMatchObject({
        type: 'template',
        template: 'back_in_stock',
        language: 'en',
        params: ['Skyhawk 800 Glider', expect.any(String), link],
      });
      expect(await emailsTo(opted.email)).toHaveLength(0);
      for (const to of [noConsent.email, guest]) {
        const emails = await emailsTo(to);
        expect(emails, to).toHaveLength(1);
        expect(emails[0]!.subject).toBe('Skyhawk 800 Glider is back in stock');
        expect(emails[0]!.text).toContain(link);
      }

      // Sold out and back again: no one waits any more, so no one hears again.
      await setStock(product.id, 0);
      await setStock(product.id, 4);
      await pause(4500);
      expect(sentTo(opted.phone!)).toHaveLength(1);
      expect(await emailsTo(opted.email)).toHaveLength(0);
      for (const to of [noConsent.email, guest]) expect(await emailsTo(to)).toHaveLength(1);
    } finally {
      await b.services.jobs.stop();
      await b.app.close();
      await t.services.jobs.stop();
    }
  });

  it('sends the template under the name Settings → WhatsApp gives it', async () => {
    const all = await t.call('GET', '/api/settings/admin', admin);
    expect(all.statusCode, all.body).toBe(200);
    const settings = all.json().data.settings.whatsapp;
    const put = await t.call('PUT', '/api/settings/admin/whatsapp', admin, {
      ...settings,
      templates: { ...settings.templates, backInStock: 'restock_alert_v2' },
    });
    expect(put.statusCode, put.body).toBe(200);
    try {
      const product = await t.makeProduct({ stock: 0 });
      const opted = await customer({ phone: true });
      expect((await notifyMe(product.id, {}, opted.headers)).statusCode).toBe(201);
      await setStock(product.id, 1);
      expect(await t.services.jobs.drain(BACK_IN_STOCK_JOB)).toBe(1);
      await t.services.jobs.drain('whatsapp.send');
      expect(sentTo(opted.phone!).map((s) => s.template)).toEqual(['restock_alert_v2']);
    } finally {
      await t.call('PUT', '/api/settings/admin/whatsapp', admin, settings);
    }
  });

  it('emails the WhatsApp shopper once when Meta refuses the message for good', async () => {
    const product = await t.makeProduct({ stock: 0 });
    const opted = await customer({ phone: true });
    expect((await notifyMe(product.id, {}, opted.headers)).statusCode).toBe(201);
    await setStock(product.id, 2);
    expect(await t.services.jobs.drain(BACK_IN_STOCK_JOB)).toBe(1);
    fake.failNext(1, 400, 132001, 'Template name does not exist in the translation');
    expect(await t.services.jobs.drain('whatsapp.send')).toBe(1);
    expect(sentTo(opted.phone!)).toHaveLength(0);
    const emails = await emailsTo(opted.email);
    expect(emails.map((e) => e.subject)).toEqual([`${product.name} is back in stock`]);
    // Nothing more on a retry or the next restock.
    expect(await t.services.jobs.drain('whatsapp.send')).toBe(0);
    await setStock(product.id, 0);
    await setStock(product.id, 3);
    await t.services.jobs.drain(BACK_IN_STOCK_JOB);
    await t.services.jobs.drain('whatsapp.send');
    expect(sentTo(opted.phone!)).toHaveLength(0);
    expect(await emailsTo(opted.email)).toHaveLength(1);
  });

  it('emails, once, a shopper who withdrew the consent before the restock', async () => {
    const product = await t.makeProduct({ stock: 0 });
    const opted = await customer({ phone: true });
    expect((await notifyMe(product.id, {}, opted.headers)).json().data.channel).toBe('whatsapp');
    const withdrawn = await t.call('PUT', '/api/me/consents/whatsapp_offers', opted.headers, {
      granted: false,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await setStock(product.id, 2);
    expect(await t.services.jobs.drain(BACK_IN_STOCK_JOB)).toBe(1);
    await t.services.jobs.drain('whatsapp.send');
    expect(sentTo(opted.phone!)).toHaveLength(0);
    await expect.poll(async () => (await emailsTo(opted.email)).length).toBe(1);
    expect(await t.services.jobs.drain(BACK_IN_STOCK_JOB)).toBe(0);
    expect(await emailsTo(opted.email)).toHaveLength(1);
  });
});
