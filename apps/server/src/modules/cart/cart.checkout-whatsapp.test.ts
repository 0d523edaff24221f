import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWhatsApp, type FakeWhatsApp } from '../../test/fake-whatsapp.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.tables.ts';
import { outboxEmails } from '../notifications/notifications.tables.ts';
import { checkouts } from './cart.tables.ts';

// The second checkout reminder on WhatsApp, against the Cloud API stand-in: only with the
// whatsapp_offers grant and a profile phone (docs/decisions/abandoned-checkout.md).

const account = {
  accessToken: 'fake-access-token',
  phoneNumberId: '109876543210',
  appSecret: 'fake-app-secret-0123456789',
};
let fake: FakeWhatsApp;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeWhatsApp(account);
  t = await buildTestApp({
    paymentMethods: true,
    env: {
      ...fake.env(),
      CHECKOUT_REMINDER_FIRST_SECONDS: '0',
      CHECKOUT_REMINDER_SECOND_SECONDS: '0',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const remindersTo = (to: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to), eq(outboxEmails.template, 'checkout-reminder')));

describe('abandoned checkout: the WhatsApp reminder', () => {
  it('sends the second reminder on WhatsApp with the grant and a phone, and no second email', async () => {
    const user = await t.makeUser();
    const headers = await t.loginAs(user);
    const phone = '9845012399';
    await t.db.update(users).set({ phone, name: 'Asha Rao' }).where(eq(users.id, user.id));
    const res = await t.call('PUT', '/api/me/consents/whatsapp_offers', headers, { granted: true });
    expect(res.statusCode).toBe(200);
    const product = await t.makeProduct({
      name: 'Skylark 1200',
      pricePaise: 250_000,
      originalPricePaise: 300_000,
      stock: 5,
    });
    await t.addToCart(headers, { productId: product.id, quantity: 2 });
    expect(
      (await t.call('POST', '/api/checkout/quote', headers, { state: 'Karnataka' })).statusCode,
    ).toBe(200);

    await t.services.jobs.drain('cart.checkout-reminder');
    await t.services.jobs.drain('whatsapp.send');

    const emails = await remindersTo(user.email);
    expect(emails).toHaveLength(1);
    const [row] = await t.db.select().from(checkouts).where(eq(checkouts.userId, user.id));
    expect(row!.secondReminderChannel).toBe('whatsapp');
    const sent = fake.sent.filter((s) => s.to === `91${phone}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.template).toBe('checkout_reminder');
    const [name, items, link] = sent[0]!.params;
    expect(name).toBe('Asha Rao');
    expect(items).toContain('Skylark 1200');
    expect(link).toMatch(new RegExp(`/cart\\?restore=${row!.id}\\.`));
    // The restore link works.
    const token = decodeURIComponent(link!.split('restore=')[1]!);
    const restored = await t.call('POST', '/api/cart/restore', headers, { token });
    expect(restored.statusCode).toBe(200);
  });
});
