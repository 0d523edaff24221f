import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '@propwash/domain/settings/defaults';
import { multipartFiles, multipartPost } from '../../test/multipart.ts';
import { testAppWithAdmin, testShipping, type TestApp } from '../../test/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';
import { inventoryMovements } from '../inventory/inventory.tables.ts';
import { outboxEmails } from '../notifications/notifications.tables.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import { payments } from '../payments/payments.tables.ts';
import { settings } from '../settings/settings.tables.ts';
import { returns } from './returns.tables.ts';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  ({ t, admin } = await testAppWithAdmin({ paymentMethods: true }));
});
afterAll(() => t.close());

type Headers = { authorization: string };
const DAY = 24 * 60 * 60 * 1000;

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const setOrderStatus = (orderId: string, status: string) =>
  inject('PUT', `/api/orders/admin/${orderId}/status`, admin, { status });
const setReturnStatus = (id: string, body: object) =>
  inject('PUT', `/api/returns/admin/${id}/status`, admin, body);
const askReturn = (headers: Headers, orderId: string, body: object) =>
  inject('POST', `/api/orders/${orderId}/returns`, headers, {
    reason: 'defective',
    note: 'Stopped working on the second flight',
    kind: 'refund',
    // Where a cash-on-delivery refund goes (ignored for orders paid online).
    refundTo: { type: 'upi', upiId: 'asha.rao@okaxis' },
    ...body,
  });
const stockOf = async (id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!
    .stock;

async function walkToDelivered(orderId: string) {
  for (const status of ['processing', 'shipped', 'delivered']) {
    const res = await setOrderStatus(orderId, status);
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** A customer with a delivered cash-on-delivery order of `quantity` units of one product. */
async function deliveredOrder(
  opts: { quantity?: number; pricePaise?: number; categoryId?: string } = {},
) {
  const user = await t.makeUser();
  const headers = await t.loginAs(user);
  const product = await t.makeProduct({
    stock: 10,
    pricePaise: opts.pricePaise ?? 59_000,
    ...(opts.categoryId && { categoryId: opts.categoryId }),
  });
  const placed = await t.orderWithCod(headers, {
    productId: product.id,
    quantity: opts.quantity ?? 2,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().data.order as { id: string; orderNumber: string };
  await walkToDelivered(order.id);
  const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return { headers, user, product, order, item: item! };
}

/**
 * A customer's UPI order of two units at ₹1,200, paid through the built-in simulator and
 * delivered, and their return of one unit, walked to received.
 */
async function prepaidReturnReceived() {
  const headers = await t.loginAs(await t.makeUser());
  const product = await t.makeProduct({ pricePaise: 120_000 });
  await inject('POST', '/api/cart', headers, { productId: product.id, quantity: 2 });
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: { shipping: testShipping, payment: { method: 'upi' } },
  });
  const order = placed.json().data.order;
  const created = await inject('POST', '/api/payments/create-order', headers, {
    orderId: order.id,
  });
  const paid = await inject('POST', '/api/payments/simulator/complete', headers, {
    providerOrderId: created.json().data.id,
    outcome: 'success',
    method: 'upi',
  });
  const verify = await inject('POST', '/api/payments/verify', headers, {
    orderId: order.id,
    ...paid.json().data,
  });
  expect(verify.statusCode, verify.body).toBe(200);
  await walkToDelivered(order.id);
  const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const id = (
    await askReturn(headers, order.id, { items: [{ orderItemId: item!.id, quantity: 1 }] })
  ).json().data.id as string;
  for (const status of ['approved', 'picked_up', 'received']) {
    const res = await setReturnStatus(id, { status });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { id, orderId: order.id as string };
}

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
    const mails = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'return-requested'));
    expect(mails.some((m) => m.subject.includes(order.orderNumber))).toBe(true);
  });

  it("answers 404 for someone else's order, as for a missing one", async () => {
    const { order, item } = await deliveredOrder();
    const stranger = await t.loginAs(await t.makeUser());
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
    await t.db
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
    await t.db
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
    await t.db
      .insert(settings)
      .values({ section: 'general', value })
      .onConflictDoUpdate({ target: settings.section, set: { value } });
    t.services.settings.invalidate();
    try {
      const res = await askReturn(headers, order.id, {
        items: [{ orderItemId: item.id, quantity: 1 }],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.details.reason).toBe('outside_window');
    } finally {
      await t.db.delete(settings).where(eq(settings.section, 'general'));
      t.services.settings.invalidate();
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
    const parent = await t.makeCategory({ returnable: false });
    const lipos = await t.makeCategory({ parentId: parent.id });
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
    const upload = await t.app.inject(
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
    const user = await t.makeUser();
    const headers = await t.loginAs(user);
    const product = await t.makeProduct();
    const placed = await t.orderWithCod(headers, { productId: product.id, quantity: 1 });
    const order = placed.json().data.order;
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
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
    const list = await inject('GET', `/api/returns/admin/all?orderId=${order.id}`, admin);
    expect(list.json().data.returns[0].refundTo.label).toBe('Bank account ••••5678 (HDFC)');
    expect(list.body).not.toContain('50100012345678');
    // The admin who pays it sees the whole account; no one else.
    const full = await inject('GET', `/api/returns/admin/${id}/refund-to`, admin);
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
          await t.db
            .select({ text: outboxEmails.text })
            .from(outboxEmails)
            .where(eq(outboxEmails.template, 'return-refunded'))
        ).some((m) => m.text.includes('UTR) is 612345678901')),
      )
      .toBe(true);
  });

  it('asks nothing of an order paid online, refunded through the provider', async () => {
    const { id } = await prepaidReturnReceived();
    const [row] = await t.db.select().from(returns).where(eq(returns.id, id));
    expect(row!.refundTo).toBeNull();
  });
});

describe('the admin works a return through', () => {
  it('refunds a COD return: stock back on receipt, a bank refund recorded and a credit note whose GST is the invoice’s', async () => {
    const { headers, order, item, product } = await deliveredOrder({ quantity: 2 });
    const asked = await askReturn(headers, order.id, {
      items: [{ orderItemId: item.id, quantity: 2 }],
    });
    const id = asked.json().data.id as string;

    const skip = await setReturnStatus(id, { status: 'received' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.type).toBe('ILLEGAL_STATUS_CHANGE');

    for (const status of ['approved', 'picked_up']) {
      expect((await setReturnStatus(id, { status })).statusCode).toBe(200);
    }
    const stockBefore = await stockOf(product.id);
    const received = await setReturnStatus(id, { status: 'received', message: 'Sealed box' });
    expect(received.statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(stockBefore + 2);
    const moves = await t.db
      .select()
      .from(inventoryMovements)
      .where(
        and(eq(inventoryMovements.orderId, order.id), eq(inventoryMovements.reason, 'return')),
      );
    expect(moves).toMatchObject([{ delta: 2, productId: product.id }]);

    const replaced = await setReturnStatus(id, { status: 'replaced' });
    expect(replaced.statusCode).toBe(409);
    const refunded = await setReturnStatus(id, {
      status: 'refunded',
      refundReference: '412345678901',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const ret = refunded.json().data;
    expect(ret.refund).toEqual({ method: 'upi', reference: '412345678901', status: 'done' });
    expect(ret.creditNoteNumber).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    expect(ret.creditNoteNumber.length).toBeLessThanOrEqual(16);
    expect(ret.events.map((e: { status: string }) => e.status)).toEqual([
      'requested',
      'approved',
      'picked_up',
      'received',
      'refunded',
    ]);

    // The credit note credits exactly what the invoice charged for the line, GST split alike.
    const invoice = (await t.services.invoices.document(order.id))!;
    const billed = invoice.lines.find((l) => l.orderItemId === item.id)!;
    const note = await t.services.returns.creditNote(id, { id: 'x', role: 'admin' });
    expect(note.lines).toHaveLength(1);
    expect(note.lines[0]).toMatchObject({
      quantity: 2,
      taxablePaise: billed.taxablePaise,
      cgstPaise: billed.cgstPaise,
      sgstPaise: billed.sgstPaise,
      igstPaise: billed.igstPaise,
      totalPaise: billed.totalPaise,
    });
    expect(note.totals.taxPaise).toBe(billed.cgstPaise + billed.sgstPaise + billed.igstPaise);
    expect(note.totals.totalPaise).toBe(ret.refundAmount * 100);
    expect(note.totals.shippingPaise).toBe(0);

    const html = await inject('GET', `/api/returns/${id}/credit-note`, headers);
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('CREDIT NOTE');
    expect(html.body).toContain(ret.creditNoteNumber);
    expect(html.body).toContain(invoice.invoiceNumber);
    const pdf = await inject('GET', `/api/returns/${id}/credit-note/download?format=pdf`, headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await inject('GET', `/api/returns/${id}/credit-note`, admin)).statusCode).toBe(200);
    const stranger = await t.loginAs(await t.makeUser());
    expect((await inject('GET', `/api/returns/${id}/credit-note`, stranger)).statusCode).toBe(404);

    const mails = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'return-refunded'));
    expect(mails.some((m) => m.text.includes(ret.creditNoteNumber))).toBe(true);
  });

  it('gives back what was paid: the return of the last units carries the order’s round off', async () => {
    // 2 × ₹500.20 = ₹1,000.40, free shipping: ₹1,000 paid, round off −₹0.40.
    const { headers, order, item } = await deliveredOrder({ quantity: 2, pricePaise: 50_020 });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect([row!.totalPaise, row!.roundOffPaise]).toEqual([100_000, -40]);
    const refundOne = async () => {
      const asked = await askReturn(headers, order.id, {
        items: [{ orderItemId: item.id, quantity: 1 }],
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const id = asked.json().data.id as string;
      for (const status of ['approved', 'picked_up', 'received'])
        expect((await setReturnStatus(id, { status })).statusCode).toBe(200);
      const done = await setReturnStatus(id, {
        status: 'refunded',
        refundReference: 'UTR123456789',
      });
      expect(done.statusCode, done.body).toBe(200);
      return { id, refundAmount: done.json().data.refundAmount as number };
    };
    const first = await refundOne();
    const last = await refundOne();
    expect([first.refundAmount, last.refundAmount]).toEqual([500.2, 499.8]);
    expect(first.refundAmount + last.refundAmount).toBeCloseTo(1000, 10);
    // The last credit note credits the line exactly and shows the round off apart, untaxed.
    const note = await t.services.returns.creditNote(last.id, { id: 'x', role: 'admin' });
    expect(note.totals).toMatchObject({ roundOffPaise: -40, totalPaise: 49_980 });
    expect(note.totals.taxablePaise + note.totals.taxPaise).toBe(50_020);
  });

  it('numbers credit notes gap-free in their own series', async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 2; i++) {
      const { headers, order, item } = await deliveredOrder({ quantity: 1 });
      const id = (
        await askReturn(headers, order.id, { items: [{ orderItemId: item.id, quantity: 1 }] })
      ).json().data.id;
      for (const status of ['approved', 'picked_up', 'received'])
        await setReturnStatus(id, { status });
      const done = await setReturnStatus(id, { status: 'refunded', refundReference: 'N123456' });
      expect(done.json().data.refund).toMatchObject({ method: 'upi', status: 'done' });
      numbers.push(Number(done.json().data.creditNoteNumber.slice(-6)));
    }
    expect(numbers[1]).toBe(numbers[0]! + 1);
  });

  it('replaces: a linked ₹0 order that takes stock', async () => {
    const { headers, order, item, product } = await deliveredOrder({ quantity: 1 });
    const asked = await askReturn(headers, order.id, {
      items: [{ orderItemId: item.id, quantity: 1 }],
      kind: 'replacement',
      reason: 'damaged',
    });
    const id = asked.json().data.id as string;
    for (const status of ['approved', 'picked_up', 'received']) {
      expect((await setReturnStatus(id, { status })).statusCode).toBe(200);
    }
    expect((await setReturnStatus(id, { status: 'refunded' })).statusCode).toBe(409);
    const stockBefore = await stockOf(product.id);
    const replaced = await setReturnStatus(id, { status: 'replaced', message: 'New one packed' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const link = replaced.json().data.replacementOrder;
    expect(link.orderNumber).toMatch(/^PW-/);
    expect(await stockOf(product.id)).toBe(stockBefore - 1);

    const view = await inject('GET', `/api/orders/${link.id}`, headers);
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({
      status: 'confirmed',
      summary: { total: 0, subtotal: 0 },
      items: [{ quantity: 1 }],
    });
    const original = await inject('GET', `/api/orders/${order.id}`, headers);
    expect(original.json().data.timeline.at(-1).message).toContain(link.orderNumber);
  });

  it('refunds a prepaid return through the payment provider', async () => {
    const { id, orderId } = await prepaidReturnReceived();
    const refunded = await setReturnStatus(id, { status: 'refunded' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data.refund).toMatchObject({ method: 'provider', status: 'done' });
    expect(refunded.json().data.refund.reference).toMatch(/^rfnd/);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment).toMatchObject({ refundedPaise: 120_000, status: 'paid' });
  });

  it('asks the provider once when the refund is asked for twice at the same moment', async () => {
    const { id, orderId } = await prepaidReturnReceived();
    const answers = await Promise.all([
      setReturnStatus(id, { status: 'refunded' }),
      setReturnStatus(id, { status: 'refunded' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const busy = answers.find((a) => a.statusCode === 409)!;
    expect(busy.json().error.message).toBe(
      'This refund is being made right now. Check the return again in a minute.',
    );
    const refundedPaise = async () =>
      (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!.refundedPaise;
    expect(await refundedPaise()).toBe(120_000);
    // Once done, asking again refunds nothing more.
    const again = await setReturnStatus(id, { status: 'refunded' });
    expect(again.statusCode).not.toBe(200);
    expect(await refundedPaise()).toBe(120_000);
  });

  it('asks the provider again, in the background, for a refund it could not make', async () => {
    const { id, orderId } = await prepaidReturnReceived();
    const paymentRow = eq(payments.orderId, orderId);
    // The provider cannot give the money back for now. Stand-in: the payment is not `paid`.
    await t.db.update(payments).set({ status: 'created' }).where(paymentRow);
    const refunded = await setReturnStatus(id, { status: 'refunded' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data.refund).toMatchObject({ method: 'provider', status: 'pending' });
    await t.db.update(payments).set({ status: 'paid' }).where(paymentRow);

    // An attempt under way (by hand, say) is left alone until it is two minutes old.
    const busy = { refundStatus: 'in_progress' as const, updatedAt: new Date() };
    await t.db.update(returns).set(busy).where(eq(returns.id, id));
    expect(await t.services.returns.retryPendingRefunds()).toBe(0);
    const later = new Date(Date.now() + 3 * 60 * 1000);
    expect(await t.services.returns.retryPendingRefunds(later)).toBe(1);

    const [ret] = await t.db.select().from(returns).where(eq(returns.id, id));
    expect(ret).toMatchObject({
      refundStatus: 'done',
      refundReference: expect.stringMatching(/^rfnd/),
    });
    const [payment] = await t.db.select().from(payments).where(paymentRow);
    expect(payment!.refundedPaise).toBe(120_000);
    expect(await t.services.returns.retryPendingRefunds(later)).toBe(0);
    expect((await t.db.select().from(payments).where(paymentRow))[0]!.refundedPaise).toBe(120_000);
  });

  it('lists returns for the admin with filters and pages', async () => {
    const { headers, order, item } = await deliveredOrder({ quantity: 1 });
    await askReturn(headers, order.id, {
      items: [{ orderItemId: item.id, quantity: 1 }],
      kind: 'replacement',
    });
    const byNumber = await inject(
      'GET',
      `/api/returns/admin/all?q=${order.orderNumber.toLowerCase()}`,
      admin,
    );
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.json().data).toMatchObject({ total: 1, page: 1 });
    expect(byNumber.json().data.returns[0]).toMatchObject({
      orderNumber: order.orderNumber,
      kind: 'replacement',
      paymentMethod: 'cod',
    });
    const page = await inject(
      'GET',
      '/api/returns/admin/all?status=requested&limit=1&page=2',
      admin,
    );
    expect(page.json().data.returns).toHaveLength(1);
    expect(page.json().data.totalPages).toBeGreaterThan(1);
    const customer = await inject('GET', '/api/returns/admin/all', headers);
    expect(customer.statusCode).toBe(403);
    expect((await setReturnStatus('not-an-id', { status: 'approved' })).statusCode).toBe(404);
  });
});
