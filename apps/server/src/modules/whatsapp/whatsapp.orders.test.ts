import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buttonReplyOf,
  deliverWebhook,
  startFakeWhatsApp,
  webhookBody,
  type FakeWhatsApp,
} from '../../test/fake-whatsapp.ts';
import { testAppWithAdmin, type AuthHeaders, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.tables.ts';
import { outboxEmails } from '../notifications/notifications.tables.ts';
import { orderItems, orders, orderTimeline } from '../orders/orders.tables.ts';
import { whatsappInbound, whatsappMessages } from './whatsapp.tables.ts';

// Order updates and cash-on-delivery confirmation on WhatsApp (docs/decisions/whatsapp.md),
// against the Cloud API stand-in.

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
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let n = 0;
const newPhone = () =>
  `97${String(Date.now() % 1e6).padStart(6, '0')}${String(n++ % 100).padStart(2, '0')}`;

/** A customer with a mobile number on their profile; `optedIn`: order updates on WhatsApp. */
async function customer(optedIn: boolean) {
  const email = `wa-${randomUUID()}@example.com`;
  const phone = newPhone();
  const user = await t.makeUser({ email });
  await t.db.update(users).set({ phone }).where(eq(users.id, user.id));
  const headers = await t.loginAs(user);
  if (optedIn) {
    const res = await t.call('PUT', '/api/me/consents/whatsapp_updates', headers, {
      granted: true,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { email, phone, headers, user };
}
type Customer = Awaited<ReturnType<typeof customer>>;

async function codOrder(who: Customer) {
  const product = await t.makeProduct();
  const res = await t.orderWithCod(
    who.headers,
    { productId: product.id, quantity: 1 },
    { email: who.email },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.order as { id: string; orderNumber: string };
}

/** Runs the send jobs until `count` messages reached the number (the notices are after commit). */
async function sentTo(phone: string, count: number) {
  await expect
    .poll(async () => {
      await t.services.jobs.drain('whatsapp.send');
      return fake.sent.filter((s) => s.to === `91${phone}`).length;
    })
    .toBe(count);
  return fake.sent.filter((s) => s.to === `91${phone}`);
}

const move = async (orderId: string, status: string, extra: object = {}) => {
  const res = await t.call('PUT', `/api/orders/admin/${orderId}/status`, admin, {
    status,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
};

const codSetting = (enabled: boolean) =>
  t.call('PUT', '/api/settings/admin/codConfirmation', admin, {
    enabled,
    aboveAmountPaise: null,
    // Every new customer's COD order waits.
    firstTimeCustomers: true,
    cancelAfterHours: 24,
  });

describe('order updates', () => {
  it('sends a template for each step to a customer who opted in', async () => {
    const who = await customer(true);
    const order = await codOrder(who);
    const link = `${t.config.publicUrl}/order/${order.id}`;
    const [placed] = await sentTo(who.phone, 1);
    expect(placed).toMatchObject({
      template: 'order_update',
      params: ['Asha Rao', order.orderNumber, 'thank you, it is confirmed.', link],
    });
    await t.packOrder(admin, order.id);
    await move(order.id, 'shipped', { trackingNumber: 'AWB123456789' });
    await move(order.id, 'out_for_delivery');
    await move(order.id, 'delivered');
    const sent = await sentTo(who.phone, 4);
    expect(sent.map((s) => s.params[2])).toEqual([
      'thank you, it is confirmed.',
      'it has shipped. Tracking number AWB123456789.',
      expect.stringMatching(/^it is out for delivery\. Please keep ₹[\d,.]+ ready\.$/),
      'it has been delivered. We hope you enjoy it!',
    ]);

    // A return's steps too.
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const asked = await t.call('POST', `/api/orders/${order.id}/returns`, who.headers, {
      items: [{ orderItemId: line!.id, quantity: 1 }],
      reason: 'defective',
      kind: 'replacement',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const afterReturn = await sentTo(who.phone, 5);
    expect(afterReturn[4]!.params[2]).toBe(
      'we have your replacement request and will look at it within two working days.',
    );

    // The emails went as before.
    const emails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, who.email));
    expect(emails.length).toBeGreaterThanOrEqual(5);
  });

  it('sends the cancellation', async () => {
    const who = await customer(true);
    const order = await codOrder(who);
    await sentTo(who.phone, 1);
    const res = await t.call('PUT', `/api/orders/${order.id}/cancel`, who.headers, {
      reason: 'Ordered the wrong size',
    });
    expect(res.statusCode, res.body).toBe(200);
    const sent = await sentTo(who.phone, 2);
    expect(sent[1]!.params[2]).toBe('it has been cancelled (Ordered the wrong size).');
  });

  it("puts the customer's messages in their data copy and erases them with the account", async () => {
    const who = await customer(true);
    const order = await codOrder(who);
    await sentTo(who.phone, 1);
    const cancelled = await t.call('PUT', `/api/orders/${order.id}/cancel`, who.headers, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await sentTo(who.phone, 2);
    const copy = await t.call('GET', '/api/me/data', who.headers);
    expect(copy.statusCode, copy.body).toBe(200);
    const file = copy.json() as { whatsapp: { messages: { to: string; purpose: string }[] } };
    expect(file.whatsapp.messages).toHaveLength(2);
    expect(file.whatsapp.messages[0]).toMatchObject({
      to: `91${who.phone}`,
      purpose: 'order_update',
    });
    const erased = await t.call('POST', '/api/me/erase', who.headers, {
      password: who.user.password,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await t.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.toPhone, `91${who.phone}`));
    expect(left).toHaveLength(0);
  });

  it('sends nothing on WhatsApp to a customer who did not opt in: email only', async () => {
    const who = await customer(false);
    const order = await codOrder(who);
    await t.packOrder(admin, order.id);
    await move(order.id, 'shipped', { trackingNumber: 'AWB000000001' });
    await expect
      .poll(async () => {
        const rows = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, who.email));
        return rows.length;
      })
      .toBeGreaterThanOrEqual(2);
    await t.services.jobs.drain('whatsapp.send');
    expect(fake.sent.filter((s) => s.to === `91${who.phone}`)).toHaveLength(0);
    const rows = await t.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.orderId, order.id));
    expect(rows).toHaveLength(0);
  });

  it("lists an order's messages to the admin, newest first, the number masked", async () => {
    const who = await customer(true);
    const order = await codOrder(who);
    await t.packOrder(admin, order.id);
    await move(order.id, 'shipped', { trackingNumber: 'AWB000000002' });
    await sentTo(who.phone, 2);
    const res = await t.call('GET', `/api/whatsapp/admin/messages?orderId=${order.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ page: 1, total: 2, totalPages: 1 });
    expect(page.messages.map((m: { status: string }) => m.status)).toEqual(['sent', 'sent']);
    expect(page.messages[0].to).toBe(`+91 ••••• •${who.phone.slice(-4)}`);
    expect(res.body).not.toContain(who.phone);
    expect(page.messages[0].createdAt >= page.messages[1].createdAt).toBe(true);
    const asCustomer = await t.call(
      'GET',
      `/api/whatsapp/admin/messages?orderId=${order.id}`,
      who.headers,
    );
    expect(asCustomer.statusCode).toBe(403);
  });
});

describe('cash-on-delivery confirmation', () => {
  const reply = (from: string, payload: string, context: string) =>
    deliverWebhook(
      t.app,
      account.appSecret,
      webhookBody({ messages: [buttonReplyOf(from, payload, 'Confirm order', context)] }),
    );
  const orderRow = async (id: string) =>
    (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('confirms the order once from the right number, answers a second reply politely', async () => {
    expect((await codSetting(true)).statusCode).toBe(200);
    const who = await customer(true);
    const order = await codOrder(who);
    const [ask] = await sentTo(who.phone, 1);
    expect(ask).toMatchObject({
      template: 'cod_confirmation',
      params: ['Asha Rao', order.orderNumber, expect.stringMatching(/^₹/)],
      buttons: [
        { subType: 'quick_reply', index: '0', payload: `cod-confirm:${order.id}` },
        { subType: 'quick_reply', index: '1', payload: `cod-cancel:${order.id}` },
      ],
    });

    // From another number: refused, nothing changes, no answer.
    const stranger = await reply('919999999999', `cod-confirm:${order.id}`, ask!.wamid);
    expect(stranger.statusCode).toBe(200);
    expect((await orderRow(order.id)).codConfirmation).toBe('awaiting');

    const first = buttonReplyOf(
      `91${who.phone}`,
      `cod-confirm:${order.id}`,
      'Confirm order',
      ask!.wamid,
    );
    const body = webhookBody({ messages: [first] });
    expect((await deliverWebhook(t.app, account.appSecret, body)).statusCode).toBe(200);
    const confirmed = await orderRow(order.id);
    expect(confirmed.codConfirmation).toBe('confirmed');
    const entries = await t.db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, order.id));
    expect(entries.map((e) => e.message)).toContain(
      'Cash on delivery confirmed by the customer (WhatsApp)',
    );
    const [, thanks] = await sentTo(who.phone, 2);
    expect(thanks).toMatchObject({ type: 'text' });
    expect(thanks!.text).toContain(`${order.orderNumber} is confirmed`);

    // The same webhook delivered again is a no-op; a second tap gets a polite answer.
    await deliverWebhook(t.app, account.appSecret, body);
    await reply(`91${who.phone}`, `cod-confirm:${order.id}`, ask!.wamid);
    const [, , again] = await sentTo(who.phone, 3);
    expect(again!.text).toBe(`Your order ${order.orderNumber} is already confirmed. Thank you!`);
    const after = await orderRow(order.id);
    expect(after.codConfirmedAt).toEqual(confirmed.codConfirmedAt);
    expect(after.updatedAt).toEqual(confirmed.updatedAt);
    const replies = await t.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.orderId, order.id));
    expect(replies.filter((r) => r.purpose === 'reply')).toHaveLength(2);
    const inbound = await t.db
      .select()
      .from(whatsappInbound)
      .where(eq(whatsappInbound.contextWamid, ask!.wamid));
    expect(inbound.map((i) => i.outcome).sort()).toEqual([
      'already_done',
      'cod_confirmed',
      'refused',
    ]);
  });

  it('cancels the waiting order with the cancel button', async () => {
    expect((await codSetting(true)).statusCode).toBe(200);
    const who = await customer(true);
    const order = await codOrder(who);
    const [ask] = await sentTo(who.phone, 1);
    await reply(`91${who.phone}`, `cod-cancel:${order.id}`, ask!.wamid);
    expect((await orderRow(order.id)).status).toBe('cancelled');
    const sent = await sentTo(who.phone, 2);
    expect(sent[1]).toMatchObject({ template: 'order_update' });
    expect(sent[1]!.params[2]).toBe(
      'it has been cancelled (Cancelled by the customer on WhatsApp).',
    );
    expect((await codSetting(false)).statusCode).toBe(200);
  });
});
