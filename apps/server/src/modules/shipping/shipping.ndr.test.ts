import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeShiprocket } from '../../test/fake-shiprocket.ts';
import { startFakeWhatsApp, type FakeWhatsApp } from '../../test/fake-whatsapp.ts';
import { testAppWithAdmin, type AuthHeaders, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.tables.ts';
import { outboxEmails } from '../notifications/notifications.tables.ts';
import { ndrs, shipments } from './shipping.tables.ts';

// Failed deliveries (docs/decisions/failed-deliveries.md) end to end: Shiprocket's NDR webhook
// from its stand-in, the order's timeline, the admin's queue, the customer's email and WhatsApp,
// the customer's choice by the signed link and the admin's action reaching the stand-in.

const TOKEN = 'webhook-token-ndr-0123456789';
const wa = {
  accessToken: 'fake-access-token',
  phoneNumberId: '109876543210',
  appSecret: 'fake-app-secret-0123456789',
};
let sr: Awaited<ReturnType<typeof startFakeShiprocket>>;
let whatsapp: FakeWhatsApp;
let t: TestApp;
let admin: AuthHeaders;

beforeAll(async () => {
  sr = await startFakeShiprocket({ email: 'api@propwash.in', password: 'sr-secret-9f' });
  whatsapp = await startFakeWhatsApp(wa);
  ({ t, admin } = await testAppWithAdmin({
    paymentMethods: true,
    env: {
      ...whatsapp.env(),
      SHIPROCKET_BASE_URL: sr.url,
      SHIPROCKET_EMAIL: 'api@propwash.in',
      SHIPROCKET_PASSWORD: 'sr-secret-9f',
      SHIPROCKET_WEBHOOK_TOKEN: TOKEN,
    },
  }));
});
afterAll(async () => {
  await t?.close();
  await sr?.close();
  await whatsapp?.close();
});

let n = 0;
const newPhone = () =>
  `96${String(Date.now() % 1e6).padStart(6, '0')}${String(n++ % 100).padStart(2, '0')}`;

/** A customer with a mobile number; `optedIn`: order updates on WhatsApp. */
async function customer(optedIn: boolean) {
  const email = `ndr-${randomUUID()}@example.com`;
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
  return { email, phone, headers };
}

/** A COD order shipped through the Shiprocket stand-in: its id, number and AWB. */
async function shippedOrder(optedIn = false, carrier: 'shiprocket' | 'manual' = 'shiprocket') {
  const who = await customer(optedIn);
  const product = await t.makeProduct({ stock: 10 });
  const placed = await t.orderWithCod(
    who.headers,
    { productId: product.id, quantity: 1 },
    {
      email: who.email,
    },
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().data.order as { id: string; orderNumber: string };
  const res = await t.call(
    'POST',
    `/api/orders/admin/${order.id}/shipments`,
    admin,
    carrier === 'shiprocket'
      ? { carrier }
      : { carrier, courier: 'Blue Dart', awb: `BD${Date.now() % 1e8}${n++}` },
  );
  expect(res.statusCode, res.body).toBe(201);
  const shipment = res.json().data as { id: string; awb: string };
  return { who, order, shipment };
}

/** Shiprocket's webhook time ("dd mm yyyy HH:MM:SS", India time) `hours` from now. */
const stamp = (hours: number) => {
  const ist = new Date(Date.now() + hours * 3_600_000 + 330 * 60_000).toISOString();
  return `${ist.slice(8, 10)} ${ist.slice(5, 7)} ${ist.slice(0, 4)} ${ist.slice(11, 19)}`;
};
const webhook = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/shipping/webhook/courier-updates',
    headers: { 'x-api-key': TOKEN },
    payload,
  });
const timeline = async (orderId: string) =>
  (await t.call('GET', `/api/orders/admin/${orderId}`, admin)).json().data.timeline as {
    message: string;
  }[];
/** A request without a session: the link's token is the only key. */
const pub = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}) });
const ndrOf = async (shipmentId: string) =>
  (await t.db.select().from(ndrs).where(eq(ndrs.shipmentId, shipmentId)))[0]!;
const emailsTo = (to: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to), eq(outboxEmails.template, 'delivery-failed')));
const tokenIn = (text: string) => /\/delivery\/([A-Za-z0-9._-]+)/.exec(text)![1]!;

async function failedAttempt(awb: string, remark: string, hours: number) {
  const res = await webhook(sr.ndrWebhook(awb, remark, stamp(hours)));
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe('a failed delivery reported by Shiprocket', () => {
  it('reaches the timeline, the queue, the email and WhatsApp; a replay counts once', async () => {
    const { who, order, shipment } = await shippedOrder(true);
    const ndrWebhook = sr.ndrWebhook(shipment.awb, 'Consignee not available', stamp(1));
    for (let i = 0; i < 3; i++) expect((await webhook(ndrWebhook)).statusCode).toBe(200);

    const row = await ndrOf(shipment.id);
    expect(row).toMatchObject({ attempts: 1, reason: 'customer_unavailable', state: 'open' });
    expect(row.courierRemark).toBe('Consignee not available');
    const entries = (await timeline(order.id)).map((e) => e.message);
    expect(entries.filter((m) => m.startsWith('Delivery attempt failed'))).toEqual([
      'Delivery attempt failed: Customer not available (attempt 1)',
    ]);
    // The order stays shipped: a failed attempt is not a status of its own.
    expect((await t.call('GET', `/api/orders/admin/${order.id}`, admin)).json().data.status).toBe(
      'shipped',
    );

    const queue = await t.call('GET', '/api/shipping/admin/ndr?state=open', admin);
    expect(queue.statusCode, queue.body).toBe(200);
    const mine = queue.json().data.rows.find((r: { id: string }) => r.id === row.id);
    expect(mine).toMatchObject({
      orderNumber: order.orderNumber,
      customer: 'Asha Rao',
      courier: 'Delhivery Surface',
      awb: shipment.awb,
      reasonLabel: 'Customer not available',
      attempts: 1,
      customerChoice: null,
    });
    expect(queue.json().data.open).toBeGreaterThanOrEqual(1);

    const mails = await emailsTo(who.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      `Delivery of order ${order.orderNumber} failed: tell us what to do`,
    );
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/delivery/`);

    await expect
      .poll(async () => {
        await t.services.jobs.drain('whatsapp.send');
        return whatsapp.sent.filter(
          (s) => s.to === `91${who.phone}` && s.template === 'delivery_failed',
        ).length;
      })
      .toBe(1);
    const sent = whatsapp.sent.filter((s) => s.to === `91${who.phone}`).at(-1)!;
    expect(sent.template).toBe('delivery_failed');
    expect(sent.params.slice(0, 3)).toEqual(['Asha', order.orderNumber, 'Customer not available']);
    expect(sent.params[3]).toContain('/delivery/');

    // A second attempt (another scan time) counts, with its own reason.
    await failedAttempt(shipment.awb, 'Customer phone switched off', 26);
    expect(await ndrOf(shipment.id)).toMatchObject({ attempts: 2, reason: 'phone_unreachable' });
    expect((await timeline(order.id)).at(-1)!.message).toBe(
      'Delivery attempt failed: Phone not reachable (attempt 2)',
    );
    expect(await emailsTo(who.email)).toHaveLength(2);
  });

  it("is recorded from Shiprocket's tracking too, once with the webhook's spelling", async () => {
    const { order, shipment } = await shippedOrder();
    const at = stamp(2);
    const [dd, mm, yyyy, time] = at.split(' ');
    sr.setScans(shipment.awb, [
      {
        date: `${yyyy}-${mm}-${dd} ${time}`,
        status: 'UD',
        activity: 'Customer refused to accept',
        location: 'Bengaluru Hub',
        'sr-status': 21,
        'sr-status-label': 'UNDELIVERED',
      },
    ]);
    const res = await t.call(
      'POST',
      `/api/orders/admin/${order.id}/shipments/${shipment.id}/refresh`,
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await ndrOf(shipment.id)).toMatchObject({ attempts: 1, reason: 'refused' });
    // The same scan by webhook is the same report: still one attempt.
    await webhook(sr.ndrWebhook(shipment.awb, 'Customer refused to accept', at));
    expect((await ndrOf(shipment.id)).attempts).toBe(1);
  });

  it('emails a customer without consent but sends nothing on WhatsApp', async () => {
    const { who, shipment } = await shippedOrder(false);
    await failedAttempt(shipment.awb, 'Address incomplete', 1);
    expect(await emailsTo(who.email)).toHaveLength(1);
    await t.services.jobs.drain('whatsapp.send');
    expect(whatsapp.sent.filter((s) => s.to === `91${who.phone}`)).toHaveLength(0);
    expect((await ndrOf(shipment.id)).reason).toBe('address_issue');
  });
});

describe("the customer's link", () => {
  it('sends corrected details to the courier once; a second choice is refused politely', async () => {
    const { who, order, shipment } = await shippedOrder();
    await failedAttempt(shipment.awb, 'Consignee not available', 1);
    const token = tokenIn((await emailsTo(who.email))[0]!.text);

    const view = await pub('GET', `/api/deliveries/${token}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data).toMatchObject({
      orderNumber: order.orderNumber,
      reasonLabel: 'Customer not available',
      canChoose: true,
      paymentMethod: 'cod',
    });

    const bad = await pub('POST', `/api/deliveries/${token}`, {
      choice: 'update_details',
      phone: '12345',
    });
    expect(bad.statusCode).toBe(400);

    const chose = await pub('POST', `/api/deliveries/${token}`, {
      choice: 'update_details',
      phone: '+91 98765 43210',
      address: 'Flat 4B, Lake View Apartments, 80 Feet Road',
      landmark: 'Opposite the metro pillar 52',
    });
    expect(chose.statusCode, chose.body).toBe(200);
    expect(chose.json().data).toMatchObject({ outcome: 'sent', view: { canChoose: false } });
    const action = sr.ndrActions.find((a) => a.awb === shipment.awb)!;
    expect(action.body).toEqual({
      action: 're-attempt',
      comments: 'Customer corrected the delivery details',
      phone: '9876543210',
      address1: 'Flat 4B, Lake View Apartments, 80 Feet Road',
      address2: 'Opposite the metro pillar 52',
    });
    const row = await ndrOf(shipment.id);
    expect(row).toMatchObject({
      state: 'reattempt',
      customerChoice: 'update_details',
      customerDetails: { phone: '9876543210' },
      courierAnswer: 'Action taken successfully',
    });

    const again = await pub('POST', `/api/deliveries/${token}`, { choice: 'reattempt' });
    expect(again.statusCode).toBe(409);
    expect(sr.ndrActions.filter((a) => a.awb === shipment.awb)).toHaveLength(1);
  });

  it('keeps the choice for the team when the courier refuses it', async () => {
    const { who, shipment } = await shippedOrder();
    await failedAttempt(shipment.awb, 'Customer wants delivery on another day', 1);
    const token = tokenIn((await emailsTo(who.email))[0]!.text);
    const day = (await pub('GET', `/api/deliveries/${token}`)).json().data.dates.from;
    sr.refuseNdrActions('NDR action not allowed for this AWB');
    try {
      const chose = await pub('POST', `/api/deliveries/${token}`, {
        choice: 'reattempt',
        date: day,
      });
      expect(chose.statusCode, chose.body).toBe(200);
      expect(chose.json().data).toMatchObject({
        outcome: 'noted',
        message: "We've noted your choice; our team will confirm with the courier.",
      });
    } finally {
      sr.refuseNdrActions(null);
    }
    const row = await ndrOf(shipment.id);
    expect(row.state).toBe('open');
    expect(row.customerChoice).toBe('reattempt');
    expect(row.courierAnswer).toContain('NDR action not allowed for this AWB');
  });

  it('refuses a bad, tampered or expired token, and a day out of range', async () => {
    const { who, shipment } = await shippedOrder();
    await failedAttempt(shipment.awb, 'Consignee not available', 1);
    const token = tokenIn((await emailsTo(who.email))[0]!.text);
    expect((await pub('GET', '/api/deliveries/not-a-real-token-at-all')).statusCode).toBe(404);
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect((await pub('GET', `/api/deliveries/${tampered}`)).statusCode).toBe(404);
    const row = await ndrOf(shipment.id);
    const expired = t.services.ndr.tokenFor(row.id, new Date(Date.now() - 8 * 86_400_000));
    expect((await pub('GET', `/api/deliveries/${expired}`)).statusCode).toBe(404);
    const far = await pub('POST', `/api/deliveries/${token}`, {
      choice: 'reattempt',
      date: '2099-01-01',
    });
    expect(far.statusCode).toBe(400);
  });
});

describe("the admin's queue and the parcel's end", () => {
  it("sends the admin's return to the courier, audited", async () => {
    const { shipment } = await shippedOrder();
    await failedAttempt(shipment.awb, 'Customer refused to accept', 1);
    const row = await ndrOf(shipment.id);
    expect(row.reason).toBe('refused');
    const res = await t.call('POST', `/api/shipping/admin/ndr/${row.id}/action`, admin, {
      action: 'return',
      comment: 'Customer refused on the phone',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(sr.ndrActions.find((a) => a.awb === shipment.awb)!.body).toEqual({
      action: 'return',
      comments: 'Customer refused on the phone',
    });
    expect((await ndrOf(shipment.id)).state).toBe('return');
    const audit = await t.call('GET', `/api/audit?kind=shipment`, admin);
    expect(audit.statusCode).toBe(200);
    expect(JSON.stringify(audit.json().data)).toContain(`Failed delivery of ${shipment.awb}`);
  });

  it('refuses an action on a parcel booked by hand (the admin rings the courier)', async () => {
    const { shipment } = await shippedOrder(false, 'manual');
    await failedAttempt(shipment.awb, 'Consignee not available', 1);
    const row = await ndrOf(shipment.id);
    const res = await t.call('POST', `/api/shipping/admin/ndr/${row.id}/action`, admin, {
      action: 'reattempt',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('ring the courier');
  });

  it('closes the failed delivery when the parcel is delivered; a late choice is refused', async () => {
    const { who, order, shipment } = await shippedOrder();
    await failedAttempt(shipment.awb, 'Consignee not available', 1);
    const token = tokenIn((await emailsTo(who.email))[0]!.text);
    const delivered = await webhook({
      awb: shipment.awb,
      current_status: 'DELIVERED',
      current_status_id: 7,
      current_timestamp: stamp(30),
    });
    expect(delivered.json().data).toMatchObject({ applied: true, orderStatus: 'delivered' });
    expect((await ndrOf(shipment.id)).state).toBe('closed');
    const late = await pub('POST', `/api/deliveries/${token}`, { choice: 'reattempt' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toContain('already settled');
    const open = await t.call('GET', '/api/shipping/admin/ndr?state=open&limit=100', admin);
    expect(open.json().data.rows.map((r: { orderId: string }) => r.orderId)).not.toContain(
      order.id,
    );
  });

  it("sets a shipment's freight by hand", async () => {
    const { order, shipment } = await shippedOrder();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/admin/${order.id}/shipments/${shipment.id}`,
      headers: admin,
      payload: { freight: 84.5 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: shipment.id, freight: 84.5 });
    const [row] = await t.db.select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(row!.freightPaise).toBe(8450);
  });
});
