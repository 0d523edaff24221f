import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventoryMovements } from '../inventory/inventory.tables.ts';
import { outboxEmails } from '../notifications/notifications.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { payments } from '../payments/payments.tables.ts';
import { returns } from './returns.tables.ts';
import { useReturnsTestApp } from './returns.fixtures.ts';

const { ctx, inject, setReturnStatus, askReturn, stockOf, deliveredOrder, prepaidReturnReceived } =
  useReturnsTestApp();

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
    const moves = await ctx.t.db
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
    const invoice = (await ctx.t.services.invoices.document(order.id))!;
    const billed = invoice.lines.find((l) => l.orderItemId === item.id)!;
    const note = await ctx.t.services.returns.creditNote(id, { id: 'x', role: 'admin' });
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
    expect((await inject('GET', `/api/returns/${id}/credit-note`, ctx.admin)).statusCode).toBe(200);
    const stranger = await ctx.t.loginAs(await ctx.t.makeUser());
    expect((await inject('GET', `/api/returns/${id}/credit-note`, stranger)).statusCode).toBe(404);

    const mails = await ctx.t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'return-refunded'));
    expect(mails.some((m) => m.text.includes(ret.creditNoteNumber))).toBe(true);
  });

  it('gives back what was paid: the return of the last units carries the order’s round off', async () => {
    // 2 × ₹500.20 = ₹1,000.40, free shipping: ₹1,000 paid, round off −₹0.40.
    const { headers, order, item } = await deliveredOrder({ quantity: 2, pricePaise: 50_020 });
    const [row] = await ctx.t.db.select().from(orders).where(eq(orders.id, order.id));
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
    const note = await ctx.t.services.returns.creditNote(last.id, { id: 'x', role: 'admin' });
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
    const [payment] = await ctx.t.db.select().from(payments).where(eq(payments.orderId, orderId));
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
      (await ctx.t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!
        .refundedPaise;
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
    await ctx.t.db.update(payments).set({ status: 'created' }).where(paymentRow);
    const refunded = await setReturnStatus(id, { status: 'refunded' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data.refund).toMatchObject({ method: 'provider', status: 'pending' });
    await ctx.t.db.update(payments).set({ status: 'paid' }).where(paymentRow);

    // An attempt under way (by hand, say) is left alone until it is two minutes old.
    const busy = { refundStatus: 'in_progress' as const, updatedAt: new Date() };
    await ctx.t.db.update(returns).set(busy).where(eq(returns.id, id));
    expect(await ctx.t.services.returns.retryPendingRefunds()).toBe(0);
    const later = new Date(Date.now() + 3 * 60 * 1000);
    expect(await ctx.t.services.returns.retryPendingRefunds(later)).toBe(1);

    const [ret] = await ctx.t.db.select().from(returns).where(eq(returns.id, id));
    expect(ret).toMatchObject({
      refundStatus: 'done',
      refundReference: expect.stringMatching(/^rfnd/),
    });
    const [payment] = await ctx.t.db.select().from(payments).where(paymentRow);
    expect(payment!.refundedPaise).toBe(120_000);
    expect(await ctx.t.services.returns.retryPendingRefunds(later)).toBe(0);
    expect((await ctx.t.db.select().from(payments).where(paymentRow))[0]!.refundedPaise).toBe(
      120_000,
    );
  });

  it('lists returns for the admin with filters and pages', async () => {
    // Two requested returns at least, so that a page of one has a second page.
    const other = await deliveredOrder({ quantity: 1 });
    await askReturn(other.headers, other.order.id, {
      items: [{ orderItemId: other.item.id, quantity: 1 }],
    });
    const { headers, order, item } = await deliveredOrder({ quantity: 1 });
    await askReturn(headers, order.id, {
      items: [{ orderItemId: item.id, quantity: 1 }],
      kind: 'replacement',
    });
    const byNumber = await inject(
      'GET',
      `/api/returns/admin/all?q=${order.orderNumber.toLowerCase()}`,
      ctx.admin,
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
      ctx.admin,
    );
    expect(page.json().data.returns).toHaveLength(1);
    expect(page.json().data.totalPages).toBeGreaterThan(1);
    const customer = await inject('GET', '/api/returns/admin/all', headers);
    expect(customer.statusCode).toBe(403);
    expect((await setReturnStatus('not-an-id', { status: 'approved' })).statusCode).toBe(404);
  });
});
