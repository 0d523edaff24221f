import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '@propwash/domain/settings/defaults';
import { multipartFiles, multipartPost } from '../../test/multipart.ts';
import { outboxEmails } from '../notifications/notifications.tables.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import { settings } from '../settings/settings.tables.ts';
import { returns } from './returns.tables.ts';
import { DAY, useReturnsTestApp } from './returns.fixtures.ts';

const { ctx, inject, setReturnStatus, askReturn, deliveredOrder, prepaidReturnReceived } =
  useReturnsTestApp();

describe('asking for a return', () => {
  it('records the request, lists it, writes the order timeline and emails the customer', async () => {
    const { headers, order, item } = await deliveredOrder({ quantity: 2 });
    const res = await askReturn(headers, order.id, {
      items: [{ orderItemId: item.id, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const ret = res.json().data;
    expect(ret).toMatchObject({
      orderId: order.id,
      orderNumber: order.orderNumber,
      status: 'requested',
      kind: 'refund',
      reason: 'defective',
      items: [{ orderItemId: item.id, quantity: 1, refundAmount: 590 }],
      refundAmount: 590,
      creditNoteNumber: null,
      replacementOrder: null,
    });
    expect(ret).not.toHaveProperty('customerEmail');

    const options = await inject('GET', `/api/orders/${order.id}/returns/options`, headers);
    expect(options.statusCode).toBe(200);
    expect(options.json().data).toMatchObject({
      isOpen: true,
      closedReason: null,
      windowDays: 7,
      lines: [{ orderItemId: item.id, bought: 2, returned: 1, isReturnable: true }],
    });

    const list = await inject('GET', `/api/orders/${order.orderNumber}/returns`, headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { id: string }) => r.id)).toEqual([ret.id]);

    const view = await inject('GET', `/api/orders/${order.id}`, headers);
    expect(view.json().data.timeline.at(-1)).toMatchObject({ status: 'return_requested' });
    const mails = await ctx.t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'return-requested'));
    expect(mails.some((m) => m.subject.includes(order.orderNumber))).toBe(true);
  });

  it("answers 404 for someone else's order, as for a missing one", async () => {
    const { order, item } = await deliveredOrder();
    const stranger = await ctx.t.loginAs(await ctx.t.makeUser());
    const asked = await askReturn(stranger, order.id, {
      items: [{ orderItemId: item.id, quantity: 1 }],
    });
    expect(asked.statusCode).toBe(404);
    expect((await inject('GET', `/api/orders/${order.id}/returns`, stranger)).statusCode).toBe(404);
    const missing = await askReturn(stranger, randomUUID(), {
      items: [{ orderItemId: item.id, quantity: 1 }],
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(asked.json().error.message);
  });

  it('refuses once the return window has closed', async () => {
    const { headers, order, item } = await deliveredOrder();
    const window = defaultSettings.general.returnsDays;
    await ctx.t.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - (window * DAY + 60_000)) })
      .where(eq(orders.id, order.id));
    const res = await askReturn(headers, order.id, {
      items: [{ orderItemId: item.id, quantity: 1 }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      type: 'CONFLICT',
      details: { reason: 'outside_window' },
    });
    expect(res.json().error.message).toMatch(/return window closed 7 days after delivery/);
    const closed = await inject('GET', `/api/orders/${order.id}/returns/options`, headers);
    expect(closed.json().data).toMatchObject({ isOpen: false });

    // Inside the window (one day left) the same request is taken.
    await ctx.t.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - (window - 1) * DAY) })
      .where(eq(orders.id, order.id));
    const ok = await askReturn(headers, order.id, {
      items: [{ orderItemId: item.id, quantity: 1 }],
    });
    expect(ok.statusCode).toBe(201);
  });

  it('follows the window set in Settings', async () => {
    const { headers, order, item } = await deliveredOrder();
    const value = { ...defaultSettings.general, returnsDays: 0 };
    await ctx.t.db
      .insert(settings)
      .values({ section: 'general', value })
      .onConflictDoUpdate({ target: settings.section, set: { value } });
    ctx.t.services.settings.invalidate();
    try {
      const res = await askReturn(headers, order.id, {
        items: [{ orderItemId: item.id, quantity: 1 }],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.details.reason).toBe('outside_window');
    } finally {
      await ctx.t.db.delete(settings).where(eq(settings.section, 'general'));
      ctx.t.services.settings.invalidate();
    }
  });

  it('refuses more than was bought, and more than is left after earlier returns', async () => {
    const { headers, order, item } = await deliveredOrder({ quantity: 2 });
    const tooMany = await askReturn(headers, order.id, {
      items: [{ orderItemId: item.id, quantity: 3 }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatchObject({
      details: { reason: 'quantity', bought: 2, returned: 0 },
    });
    expect(tooMany.json().error.message).toMatch(/at most 2 of/);

    const first = await askReturn(headers, order.id, {
      items: [{ orderItemId: item.id, quantity: 1 }],
    });
    expect(first.statusCode).toBe(201);
    const again = await askReturn(headers, order.id, {
      items: [{ orderItemId: item.id, quantity: 2 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details).toMatchObject({ reason: 'quantity', returned: 1 });

    // A rejected return gives its units back to ask for.
    const rejected = await setReturnStatus(first.json().data.id, {
      status: 'rejected',
      message: 'The photos show crash damage',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const afterRejection = await askReturn(headers, order.id, {
      items: [{ orderItemId: item.id, quantity: 2 }],
    });
    expect(afterRejection.statusCode).toBe(201);
  });

  it('refuses a line whose category takes no returns (batteries), and a line not on the order', async () => {
    const parent = await ctx.t.makeCategory({ returnable: false });
    const lipos = await ctx.t.makeCategory({ parentId: parent.id });
    const { headers, order, item } = await deliveredOrder({ categoryId: lipos.id });
    const res = await askReturn(headers, order.id, {
      items: [{ orderItemId: item.id, quantity: 1 }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      details: { reason: 'non_returnable', orderItemId: item.id },
    });
    expect(res.json().error.message).toMatch(/cannot be returned/);
    const options = await inject('GET', `/api/orders/${order.id}/returns/options`, headers);
    expect(options.json().data.lines).toMatchObject([{ isReturnable: false }]);

    const other = await askReturn(headers, order.id, {
      items: [{ orderItemId: randomUUID(), quantity: 1 }],
    });
    expect(other.statusCode).toBe(400);
  });

  it('takes the photos the customer uploaded for it', async () => {
    const { headers, order, item } = await deliveredOrder();
    const photo = multipartFiles([
      {
        field: 'image',
        name: 'crash.jpg',
        data: await sharp({
          create: { width: 800, height: 600, channels: 3, background: '#b91c1c' },
        })
          .jpeg()
          .toBuffer(),
      },
    ]);
    const upload = await ctx.t.app.inject(
      multipartPost('/api/upload/single?purpose=return-photo', headers, photo),
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const { url } = upload.json().data;
    const res = await askReturn(headers, order.id, {
      items: [{ orderItemId: item.id, quantity: 1 }],
      photos: [url],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.photos).toEqual([url]);
  });

  it('refuses an order not yet delivered, and photos that were not uploaded to the shop', async () => {
    const user = await ctx.t.makeUser();
    const headers = await ctx.t.loginAs(user);
    const product = await ctx.t.makeProduct();
    const placed = await ctx.t.orderWithCod(headers, { productId: product.id, quantity: 1 });
    const order = placed.json().data.order;
    const [item] = await ctx.t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const early = await askReturn(headers, order.id, {
      items: [{ orderItemId: item!.id, quantity: 1 }],
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.details.reason).toBe('not_delivered');

    const d = await deliveredOrder();
    const photos = await askReturn(d.headers, d.order.id, {
      items: [{ orderItemId: d.item.id, quantity: 1 }],
      photos: ['https://elsewhere.example/crash.jpg'],
    });
    expect(photos.statusCode).toBe(400);
    const four = await askReturn(d.headers, d.order.id, {
      items: [{ orderItemId: d.item.id, quantity: 1 }],
      photos: ['a', 'b', 'c', 'd'],
    });
    expect(four.statusCode).toBe(400);
  });
});

describe('where a cash-on-delivery refund goes', () => {
  it('asks where to refund a COD order, checks the UPI ID or bank account and shows it masked', async () => {
    const { headers, order, item } = await deliveredOrder({ quantity: 2 });
    const items = [{ orderItemId: item.id, quantity: 1 }];
    const none = await askReturn(headers, order.id, { items, refundTo: undefined });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(
      'Tell us where to send the refund: a UPI ID or a bank account.',
    );
    const bad: [object, string][] = [
      [{ type: 'upi', upiId: 'asha.rao' }, 'Enter a UPI ID like name@okbank'],
      [{ type: 'upi', upiId: 'asha@ok bank' }, 'Enter a UPI ID like name@okbank'],
      [
        { type: 'bank', accountHolder: 'Asha Rao', accountNumber: '12345', ifsc: 'SBIN0001234' },
        'Enter the 9 to 18 digit account number',
      ],
      [
        {
          type: 'bank',
          accountHolder: 'Asha Rao',
          accountNumber: '50100012345678',
          ifsc: 'SBIN1001234',
        },
        'Enter the 11-character IFSC, like SBIN0001234',
      ],
      [
        { type: 'bank', accountHolder: '', accountNumber: '50100012345678', ifsc: 'SBIN0001234' },
        'Enter the account holder’s name',
      ],
    ];
    for (const [refundTo, message] of bad) {
      const res = await askReturn(headers, order.id, { items, refundTo });
      expect(res.statusCode, JSON.stringify(refundTo)).toBe(400);
      expect(res.body).toContain(message);
    }
    const res = await askReturn(headers, order.id, {
      items,
      refundTo: {
        type: 'bank',
        accountHolder: 'Asha Rao',
        accountNumber: '5010 0012 345678',
        ifsc: 'hdfc0001234',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as string;
    expect(res.json().data.refundTo).toEqual({
      type: 'bank',
      label: 'Bank account ••••5678 (HDFC)',
    });
    expect(res.body).not.toContain('50100012345678');
    const list = await inject('GET', `/api/returns/admin/all?orderId=${order.id}`, ctx.admin);
    expect(list.json().data.returns[0].refundTo.label).toBe('Bank account ••••5678 (HDFC)');
    expect(list.body).not.toContain('50100012345678');
    // The admin who pays it sees the whole account; no one else.
    const full = await inject('GET', `/api/returns/admin/${id}/refund-to`, ctx.admin);
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().data).toEqual({
      type: 'bank',
      accountHolder: 'Asha Rao',
      accountNumber: '50100012345678',
      ifsc: 'HDFC0001234',
    });
    const mine = await inject('GET', `/api/returns/admin/${id}/refund-to`, headers);
    expect(mine.statusCode).toBe(403);
  });

  it('needs the transfer reference (UTR) to mark a COD return refunded, and shows it to the customer', async () => {
    const { headers, order, item } = await deliveredOrder({ quantity: 1 });
    const asked = await askReturn(headers, order.id, {
      items: [{ orderItemId: item.id, quantity: 1 }],
      refundTo: { type: 'upi', upiId: 'Asha.Rao@OKAXIS' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().data.id as string;
    expect(asked.json().data.refundTo).toEqual({ type: 'upi', label: 'UPI as••••@okaxis' });
    for (const status of ['approved', 'picked_up', 'received'])
      expect((await setReturnStatus(id, { status })).statusCode).toBe(200);
    const noUtr = await setReturnStatus(id, { status: 'refunded', refundMethod: 'bank' });
    expect(noUtr.statusCode).toBe(400);
    expect(noUtr.json().error.message).toBe(
      'Enter the transfer reference (UTR) of the refund you paid.',
    );
    const badUtr = await setReturnStatus(id, { status: 'refunded', refundReference: 'x' });
    expect(badUtr.statusCode).toBe(400);
    // Nothing was issued by the refused attempts: the return is still received, no credit note.
    const still = await inject('GET', `/api/orders/${order.id}/returns`, headers);
    expect(still.json().data[0]).toMatchObject({ status: 'received', creditNoteNumber: null });

    const done = await setReturnStatus(id, { status: 'refunded', refundReference: '612345678901' });
    expect(done.statusCode, done.body).toBe(200);
    const mine = (await inject('GET', `/api/orders/${order.id}/returns`, headers)).json().data[0];
    expect(mine.refund).toEqual({ method: 'upi', reference: '612345678901', status: 'done' });
    await expect
      .poll(async () =>
        (
          await ctx.t.db
            .select({ text: outboxEmails.text })
            .from(outboxEmails)
            .where(eq(outboxEmails.template, 'return-refunded'))
        ).some((m) => m.text.includes('UTR) is 612345678901')),
      )
      .toBe(true);
  });

  it('asks nothing of an order paid online, refunded through the provider', async () => {
    const { id } = await prepaidReturnReceived();
    const [row] = await ctx.t.db.select().from(returns).where(eq(returns.id, id));
    expect(row!.refundTo).toBeNull();
  });
});
