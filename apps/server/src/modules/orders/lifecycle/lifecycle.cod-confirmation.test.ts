import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CodConfirmationSettings } from '@propwash/domain/settings/defaults';
import { useTestAppWithAdmin, testShipping as shipping } from '../../../test/test-app.ts';
import { products } from '../../catalog/catalog.tables.ts';
import { outboxEmails } from '../../notifications/notifications.tables.ts';
import { orders, orderTimeline } from '../orders.tables.ts';

// Cash-on-delivery confirmation (docs/decisions/cod-confirmation.md).

const session = useTestAppWithAdmin({ paymentMethods: true });

type Headers = { authorization: string };
const HOUR = 3_600_000;

const setting = async (value: Partial<CodConfirmationSettings>) => {
  const res = await session.t.app.inject({
    method: 'PUT',
    url: '/api/settings/admin/codConfirmation',
    headers: session.admin,
    payload: {
      enabled: true,
      aboveAmountPaise: null,
      firstTimeCustomers: false,
      cancelAfterHours: 24,
      ...value,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** A new customer (their own email address, so the outbox can be read per customer). */
const customer = async () => {
  const email = `cod-${randomUUID()}@example.com`;
  return { email, headers: await session.t.loginAs(await session.t.makeUser({ email })) };
};

/** One line of a product priced `rupees`, placed by `who` with `method`; answers the order. */
async function order(
  who: { email: string; headers: Headers },
  rupees: number,
  method = 'cod',
  stock = 10,
) {
  const product = await session.t.makeProduct({
    pricePaise: rupees * 100,
    originalPricePaise: rupees * 100,
    stock,
  });
  const added = await session.t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: who.headers,
    payload: { productId: product.id, quantity: 1 },
  });
  expect(added.statusCode).toBe(200);
  const res = await session.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...who.headers, 'idempotency-key': randomUUID() },
    payload: { shipping: { ...shipping, email: who.email }, payment: { method } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { order: res.json().data.order, message: res.json().data.message as string, product };
}

/** The text of the order's "received" email, once it is in the outbox. */
async function placedEmail(to: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const [row] = await session.t.db
        .select({ text: outboxEmails.text })
        .from(outboxEmails)
        .where(and(eq(outboxEmails.to, to), eq(outboxEmails.template, 'order-placed')));
      text = row?.text ?? '';
      return text;
    })
    .not.toBe('');
  return text;
}

const linkIn = (text: string) => {
  const link = /Confirm my order: (\S+)/.exec(text)?.[1];
  if (!link) throw new Error(`no confirmation link in:\n${text}`);
  const url = new URL(link);
  return { url, token: url.searchParams.get('token')! };
};

const confirmWith = (orderId: string, payload: object, headers: Record<string, string> = {}) =>
  session.t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/confirm-cod`,
    headers,
    payload,
  });

const row = async (id: string) =>
  (await session.t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stockOf = async (id: string) =>
  (
    await session.t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id))
  )[0]!.stock;

describe('placing a cash-on-delivery order', () => {
  it('with the setting off (the default), places orders as before: nothing to confirm, no link', async () => {
    const who = await customer();
    const { order: placed, message } = await order(who, 900);
    expect(placed).toMatchObject({
      status: 'confirmed',
      codConfirmation: null,
      codConfirmedAt: null,
    });
    expect(placed.can.confirmCod).toBe(false);
    expect(message).toBe('Order placed successfully!');
    expect(placed.timeline.at(-1).message).toBe('Order confirmed');
    const text = await placedEmail(who.email);
    expect(text).toContain('is confirmed');
    expect(text).not.toContain('Confirm my order');
  });

  it('above the amount, waits for the confirmation; at or below it, and paid online, do not', async () => {
    await setting({ aboveAmountPaise: 1_000_00 });
    const who = await customer();
    const small = await order(who, 1_000);
    expect(small.order.codConfirmation).toBeNull();
    const big = await order(who, 1_500);
    expect(big.order).toMatchObject({ status: 'confirmed', codConfirmation: 'awaiting' });
    expect(big.order.can.confirmCod).toBe(true);
    expect(big.message).toMatch(/confirm it with the link we emailed you/);
    const online = await order(who, 1_500, 'upi');
    expect(online.order.codConfirmation).toBeNull();
    expect((await row(big.order.id)).codConfirmation).toBe('awaiting');
  });

  it('asks a first-time customer (no order delivered yet), not one who has received an order', async () => {
    await setting({ firstTimeCustomers: true });
    const who = await customer();
    const first = await order(who, 300);
    expect(first.order.codConfirmation).toBe('awaiting');
    // Still first-time while nothing was delivered.
    const second = await order(who, 300);
    expect(second.order.codConfirmation).toBe('awaiting');
    await session.t.db
      .update(orders)
      .set({ status: 'delivered' })
      .where(eq(orders.id, first.order.id));
    const third = await order(who, 300);
    expect(third.order.codConfirmation).toBeNull();
  });
});

describe('the signed link in the order email', () => {
  it('shows the order, confirms it once, then refuses the used link clearly', async () => {
    await setting({ aboveAmountPaise: 0 });
    const who = await customer();
    const { order: placed } = await order(who, 800);
    const { url, token } = linkIn(await placedEmail(who.email));
    expect(`${url.origin}${url.pathname}`).toBe(`http://shop.test/order/${placed.id}/confirm-cod`);

    const view = await session.t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.id}/confirm-cod?token=${token}`,
    });
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({
      orderNumber: placed.orderNumber,
      state: 'awaiting',
      total: 800,
      items: [{ quantity: 1, lineTotal: 800 }],
    });
    const cancelsAt = Date.parse(view.json().data.cancelsAt);
    expect(cancelsAt - Date.parse(placed.createdAt)).toBe(24 * HOUR);

    // No sign-in: the token stands in for it.
    const done = await confirmWith(placed.id, { token });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ state: 'confirmed', cancelsAt: null });
    const stored = await row(placed.id);
    expect(stored.codConfirmation).toBe('confirmed');
    expect(stored.codConfirmedAt).not.toBeNull();

    const again = await confirmWith(placed.id, { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'This confirmation link has already been used: your order is confirmed.',
    );
    const entries = await session.t.db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, placed.id));
    expect(entries.filter((e) => e.message.startsWith('Cash on delivery confirmed'))).toEqual([
      expect.objectContaining({
        message: 'Cash on delivery confirmed by the customer (emailed link)',
        automated: false,
      }),
    ]);
  });

  it('confirms once when the link is clicked twice at the same moment', async () => {
    const who = await customer();
    const { order: placed } = await order(who, 800);
    const { token } = linkIn(await placedEmail(who.email));
    const codes = (
      await Promise.all([confirmWith(placed.id, { token }), confirmWith(placed.id, { token })])
    )
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([200, 409]);
  });

  it("refuses a tampered token, and one order's token for another order, reading nothing", async () => {
    const who = await customer();
    const { order: one } = await order(who, 800);
    const { token } = linkIn(await placedEmail(who.email));
    const { order: two } = await order(who, 800);
    const flipped = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    for (const [id, given] of [
      [one.id, flipped],
      [two.id, token],
      [one.id, 'x'],
    ] as const) {
      const res = await confirmWith(id, { token: given });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(
        'This confirmation link is not valid. Please open the link from your order email.',
      );
      const view = await session.t.app.inject({
        method: 'GET',
        url: `/api/orders/${id}/confirm-cod?token=${given}`,
      });
      expect(view.statusCode).toBe(403);
    }
    expect((await row(one.id)).codConfirmation).toBe('awaiting');
    expect((await row(two.id)).codConfirmation).toBe('awaiting');
  });

  it('says so when the order was cancelled', async () => {
    const who = await customer();
    const { order: placed } = await order(who, 800);
    const { token } = linkIn(await placedEmail(who.email));
    const cancel = await session.t.app.inject({
      method: 'PUT',
      url: `/api/orders/${placed.id}/cancel`,
      headers: who.headers,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data.can.confirmCod).toBe(false);
    const view = await session.t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.id}/confirm-cod?token=${token}`,
    });
    expect(view.json().data.state).toBe('cancelled');
    const res = await confirmWith(placed.id, { token });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/^This order was cancelled/);
  });

  it("lets the signed-in owner confirm from the order page; another customer's order is not found", async () => {
    const who = await customer();
    const { order: placed } = await order(who, 800);
    const stranger = await customer();
    expect((await confirmWith(placed.id, {}, stranger.headers)).statusCode).toBe(404);
    expect((await confirmWith(placed.id, {})).statusCode).toBe(401);
    const res = await confirmWith(placed.id, {}, who.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ codConfirmation: 'confirmed' });
    expect(res.json().data.can.confirmCod).toBe(false);
    expect(res.json().data.timeline.at(-1).message).toBe(
      'Cash on delivery confirmed by the customer (order page)',
    );
  });
});

describe('the admin and an order awaiting confirmation', () => {
  it('refuses processing while it awaits, lists it under the filter, confirms by hand, then moves on', async () => {
    await setting({ aboveAmountPaise: 0 });
    const who = await customer();
    const { order: placed } = await order(who, 700);
    const move = (status: string) =>
      session.t.app.inject({
        method: 'PUT',
        url: `/api/orders/admin/${placed.id}/status`,
        headers: session.admin,
        payload: { status },
      });
    const refused = await move('processing');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/awaiting the customer’s confirmation/);
    expect((await row(placed.id)).status).toBe('confirmed');

    const list = async (cod?: string) =>
      (
        await session.t.app.inject({
          method: 'GET',
          url: `/api/orders/admin/all?limit=100&search=${encodeURIComponent(who.email)}${cod ? `&cod=${cod}` : ''}`,
          headers: session.admin,
        })
      ).json().data.orders as { id: string; codConfirmation: string | null }[];
    expect(await list('awaiting')).toEqual([
      expect.objectContaining({ id: placed.id, codConfirmation: 'awaiting' }),
    ]);

    const confirmed = await session.t.app.inject({
      method: 'POST',
      url: `/api/orders/admin/${placed.id}/confirm-cod`,
      headers: session.admin,
      payload: { message: 'Called the customer' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.codConfirmation).toBe('confirmed');
    expect(confirmed.json().data.timeline.at(-1)).toMatchObject({
      message: 'Cash on delivery confirmed by the shop · Called the customer',
      actor: 'shop',
    });
    expect(await list('awaiting')).toEqual([]);
    expect((await list('confirmed')).map((o) => o.id)).toEqual([placed.id]);

    const twice = await session.t.app.inject({
      method: 'POST',
      url: `/api/orders/admin/${placed.id}/confirm-cod`,
      headers: session.admin,
      payload: {},
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This order is already confirmed.');
    expect((await move('processing')).statusCode).toBe(200);
  });

  it('refuses a shipment while it awaits; once confirmed by hand, the shipment is made', async () => {
    await setting({ aboveAmountPaise: 0 });
    const who = await customer();
    const { order: placed } = await order(who, 700);
    const ship = () =>
      session.t.app.inject({
        method: 'POST',
        url: `/api/orders/admin/${placed.id}/shipments`,
        headers: session.admin,
        payload: { carrier: 'manual', courier: 'Delhivery', awb: `AWB${Date.now()}` },
      });
    const refused = await ship();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/awaiting the customer’s confirmation/);
    expect((await row(placed.id)).status).toBe('confirmed');

    const confirmed = await session.t.app.inject({
      method: 'POST',
      url: `/api/orders/admin/${placed.id}/confirm-cod`,
      headers: session.admin,
      payload: {},
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await ship()).statusCode).toBe(201);
    expect((await row(placed.id)).status).toBe('shipped');
  });

  it('cannot confirm an order that never needed it', async () => {
    await setting({ enabled: false });
    const who = await customer();
    const { order: placed } = await order(who, 700);
    const res = await session.t.app.inject({
      method: 'POST',
      url: `/api/orders/admin/${placed.id}/confirm-cod`,
      headers: session.admin,
      payload: {},
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This order does not need a confirmation.');
  });
});

describe('the expiry job', () => {
  it('cancels orders still awaiting after the hours, puts their stock back and emails; leaves the rest', async () => {
    await setting({ aboveAmountPaise: 0, cancelAfterHours: 6 });
    const who = await customer();
    const late = await order(who, 600, 'cod', 4);
    const fresh = await order(who, 600, 'cod', 4);
    const answered = await order(who, 600, 'cod', 4);
    expect((await confirmWith(answered.order.id, {}, who.headers)).statusCode).toBe(200);
    // Seven hours ago for two of them: one still waits, one was confirmed.
    const past = new Date(Date.now() - 7 * HOUR);
    for (const id of [late.order.id, answered.order.id]) {
      await session.t.db.update(orders).set({ createdAt: past }).where(eq(orders.id, id));
    }
    expect(await stockOf(late.product.id)).toBe(3);

    const cancelled = await session.t.services.orders.expireUnconfirmedCod();
    expect(cancelled).toEqual([late.order.id]);
    expect(await row(late.order.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Cash on delivery not confirmed in time',
    });
    expect(await stockOf(late.product.id)).toBe(4);
    expect((await row(fresh.order.id)).status).toBe('confirmed');
    expect((await row(answered.order.id)).status).toBe('confirmed');
    const [entry] = await session.t.db
      .select()
      .from(orderTimeline)
      .where(and(eq(orderTimeline.orderId, late.order.id), eq(orderTimeline.status, 'cancelled')));
    expect(entry).toMatchObject({
      automated: true,
      // Never packed, so never invoiced: there is no invoice to cancel with a credit note
      // (docs/decisions/invoice-timing.md).
      message: 'Cash on delivery not confirmed in time',
    });
    await expect
      .poll(async () =>
        (
          await session.t.db
            .select({ subject: outboxEmails.subject })
            .from(outboxEmails)
            .where(
              and(eq(outboxEmails.to, who.email), eq(outboxEmails.template, 'order-cancelled')),
            )
        ).map((r) => r.subject),
      )
      .toEqual([`Order ${late.order.orderNumber} cancelled`]);

    // A second run finds nothing; the clock moved on, the fresh order's hours are up too.
    expect(await session.t.services.orders.expireUnconfirmedCod()).toEqual([]);
    // (Orders of the tests above wait too; they are cancelled alongside.)
    const later = await session.t.services.orders.expireUnconfirmedCod(
      new Date(Date.now() + 7 * HOUR),
    );
    expect(later).toContain(fresh.order.id);
    expect(later).not.toContain(answered.order.id);
    expect(await stockOf(fresh.product.id)).toBe(4);
  });
});
