import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '@propwash/domain/settings/defaults';
import { startFakeWhatsApp, type FakeWhatsApp } from '../../test/fake-whatsapp.ts';
import { testAppWithAdmin, type AuthHeaders, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.tables.ts';

// The pay-now offer of a cash-on-delivery order on WhatsApp
// (docs/decisions/pay-now-for-cod-orders.md), against the Cloud API stand-in.

const account = {
  accessToken: 'fake-access-token',
  phoneNumberId: '109876543210',
  appSecret: 'fake-app-secret-0123456789',
};
let fake: FakeWhatsApp;
let t: TestApp;
let admin: AuthHeaders;

beforeAll(async () => {
  fake = await startFakeWhatsApp(account);
  ({ t, admin } = await testAppWithAdmin({ env: fake.env(), paymentMethods: true }));
  const res = await t.call('PUT', '/api/settings/admin/payment', admin, {
    ...defaultSettings.payment,
    codFeePaise: 4_900,
    prepaidSaving: { type: 'percent', percent: 5, fixedPaise: 0, capPaise: null },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let n = 0;
const newPhone = () =>
  `96${String(Date.now() % 1e6).padStart(6, '0')}${String(n++ % 100).padStart(2, '0')}`;

async function customer(grants: ('whatsapp_updates' | 'whatsapp_offers')[]) {
  const email = `paynow-${randomUUID()}@example.com`;
  const phone = newPhone();
  const user = await t.makeUser({ email });
  await t.db.update(users).set({ phone }).where(eq(users.id, user.id));
  const headers = await t.loginAs(user);
  for (const purpose of grants) {
    const res = await t.call('PUT', `/api/me/consents/${purpose}`, headers, { granted: true });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { email, phone, headers };
}

async function codOrder(who: Awaited<ReturnType<typeof customer>>) {
  const product = await t.makeProduct({ pricePaise: 129_900, originalPricePaise: 129_900 });
  const res = await t.orderWithCod(
    who.headers,
    { productId: product.id, quantity: 1 },
    { email: who.email },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.order as {
    id: string;
    orderNumber: string;
    summary: { total: number };
    payNow: { total: number };
  };
}

async function sentTo(phone: string, count: number) {
  await expect
    .poll(async () => {
      await t.services.jobs.drain('whatsapp.send');
      return fake.sent.filter((s) => s.to === `91${phone}`).length;
    })
    .toBe(count);
  return fake.sent.filter((s) => s.to === `91${phone}`);
}

describe('pay-now offer on WhatsApp', () => {
  it('follows the placed update, with the total, the saving and the link, for a customer taking offers', async () => {
    const who = await customer(['whatsapp_updates', 'whatsapp_offers']);
    const order = await codOrder(who);
    const sent = await sentTo(who.phone, 2);
    const offer = sent.find((s) => s.template === 'cod_pay_now');
    expect(sent.find((s) => s.template === 'order_update')).toBeDefined();
    const saves = order.summary.total - order.payNow.total;
    expect(saves).toBeGreaterThan(49);
    expect(offer?.params).toEqual([
      'Asha Rao',
      order.orderNumber,
      expect.stringMatching(/^₹[\d,]+(\.\d\d)?$/),
      expect.stringMatching(/^₹[\d,]+\.\d\d$/),
      `${t.config.publicUrl}/order/${order.id}`,
    ]);
    expect(Number(offer!.params[3]!.replace(/[₹,]/g, ''))).toBeCloseTo(saves, 2);
  });

  it('is not sent without the offers consent (the order update still is)', async () => {
    const who = await customer(['whatsapp_updates']);
    await codOrder(who);
    const sent = await sentTo(who.phone, 1);
    expect(sent.map((s) => s.template)).toEqual(['order_update']);
    await t.services.jobs.drain('whatsapp.send');
    expect(fake.sent.filter((s) => s.to === `91${who.phone}`)).toHaveLength(1);
  });
});
