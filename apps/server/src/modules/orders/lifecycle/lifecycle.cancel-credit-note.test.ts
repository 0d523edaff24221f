import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '../../../test/test-app.ts';
import { creditNotes } from '../../returns/returns.tables.ts';
import { orders } from '../orders.tables.ts';

// A cancelled order's tax invoice stands; a credit note for the whole invoice cancels it
// (docs/decisions/credit-note-on-cancellation.md).

const session = useTestAppWithAdmin({ paymentMethods: true });

type Headers = { authorization: string };
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  session.t.app.inject({ method, url, headers, ...(payload && { payload }) });

/** A customer's UPI order of one ₹1,200 product, paid through the simulator when `pay`. */
async function upiOrder(pay: boolean) {
  const headers = await session.t.loginAs(await session.t.makeUser());
  const product = await session.t.makeProduct({ pricePaise: 120_000 });
  const placed = await session.t.placeOrder('upi', headers, { productId: product.id, quantity: 1 });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().data.order as { id: string; orderNumber: string };
  if (pay) await session.t.payWithSimulator(headers, order.id);
  return { headers, order };
}

const notesOf = (orderId: string) =>
  session.t.db.select().from(creditNotes).where(eq(creditNotes.cancelledOrderId, orderId));

describe('cancelling an order whose invoice was issued', () => {
  it('issues one credit note for the whole invoice and marks the unchanged invoice cancelled', async () => {
    const { headers, order } = await upiOrder(true);
    // Packed, so invoiced (docs/decisions/invoice-timing.md); the customer may still cancel.
    await session.t.packOrder(session.admin, order.id);
    const before = await inject('GET', `/api/orders/${order.id}/invoice`, headers);
    expect(before.statusCode).toBe(200);
    const invoiceNumber = /Invoice No\.<\/dt><dd>([^<]+)</.exec(before.body)![1]!;
    expect(before.body).not.toContain('Cancelled');

    const cancelled = await inject('PUT', `/api/orders/${order.id}/cancel`, headers, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [note, ...more] = await notesOf(order.id);
    expect(more).toEqual([]);
    expect(note!.creditNoteNumber).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);

    // The invoice is the same document, number and amounts, with the cancellation mark.
    const after = await inject('GET', `/api/orders/${order.id}/invoice`, headers);
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<h1>TAX INVOICE</h1>');
    expect(after.body).toContain(`Invoice No.</dt><dd>${invoiceNumber}<`);
    expect(after.body).toMatch(
      new RegExp(
        `Cancelled — credit note ${note!.creditNoteNumber.replace(/\//g, '\\/')} issued on \\d{2}-\\d{2}-\\d{4}`,
      ),
    );
    expect(after.body.replace(/<p class="cancelled"[^\n]*\n/, '')).toBe(before.body);

    // The credit note: the whole invoice (₹1,200, free shipping), against it, by number.
    const page = await inject('GET', `/api/orders/${order.id}/credit-note`, headers);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('<h1>CREDIT NOTE</h1>');
    expect(page.body).toContain(`Credit note No.</dt><dd>${note!.creditNoteNumber}<`);
    expect(page.body).toContain(`Against invoice</dt><dd>${invoiceNumber}<`);
    expect(page.body).toContain('Reason: Order cancelled (Cancelled by customer)');
    expect(page.body).toMatch(/<tr class="grand"><th>Total<\/th><td class="num">₹1,200\.00</);
    expect(page.body).not.toContain('class="cancelled"');

    const pdf = await inject('GET', `/api/orders/${order.id}/credit-note/download`, headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      `CreditNote_${note!.creditNoteNumber.replace(/\//g, '_')}.pdf`,
    );
    // The admin sees it too; another customer gets the same 404 as a missing order.
    const byAdmin = await inject(
      'GET',
      `/api/orders/${order.orderNumber}/credit-note`,
      session.admin,
    );
    expect(byAdmin.statusCode).toBe(200);
    const stranger = await session.t.loginAs(await session.t.makeUser());
    const other = await inject('GET', `/api/orders/${order.id}/credit-note`, stranger);
    expect(other.statusCode).toBe(404);

    // Cancelling again is refused and issues nothing more.
    const again = await inject('PUT', `/api/orders/${order.id}/cancel`, headers, {});
    expect(again.statusCode).toBe(409);
    expect(await notesOf(order.id)).toHaveLength(1);
  });

  it("issues it for an admin's cancel of a packed cash-on-delivery order", async () => {
    const headers = await session.t.loginAs(await session.t.makeUser());
    const product = await session.t.makeProduct({ pricePaise: 59_000 });
    const placed = await session.t.orderWithCod(headers, { productId: product.id, quantity: 1 });
    const order = await session.t.packOrder(session.admin, placed.json().data.order.id);
    expect(order.invoiceNumber).toMatch(/^PW\//);
    const res = await inject('PUT', `/api/orders/admin/${order.id}/status`, session.admin, {
      status: 'cancelled',
      message: 'Customer phoned to cancel',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await notesOf(order.id)).toHaveLength(1);
    const timeline = (await inject('GET', `/api/orders/${order.id}`, headers)).json().data
      .timeline as { status: string; message: string }[];
    expect(timeline.at(-1)!.message).toContain(`against invoice ${order.invoiceNumber}`);
    const page = await inject('GET', `/api/orders/${order.id}/credit-note`, headers);
    expect(page.statusCode).toBe(200);
  });

  it('issues none when an unconfirmed cash-on-delivery order expires: it was never packed', async () => {
    const setting = await inject('PUT', '/api/settings/admin/codConfirmation', session.admin, {
      enabled: true,
      aboveAmountPaise: 0,
      firstTimeCustomers: false,
      cancelAfterHours: 6,
    });
    expect(setting.statusCode, setting.body).toBe(200);
    const headers = await session.t.loginAs(await session.t.makeUser());
    const product = await session.t.makeProduct({ pricePaise: 59_000 });
    const placed = await session.t.orderWithCod(headers, { productId: product.id, quantity: 1 });
    const order = placed.json().data.order as { id: string; codConfirmation: string };
    expect(order.codConfirmation).toBe('awaiting');
    await session.t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 7 * 3_600_000) })
      .where(eq(orders.id, order.id));
    expect(await session.t.services.orders.expireUnconfirmedCod()).toContain(order.id);
    expect(await notesOf(order.id)).toEqual([]);
    await inject('PUT', '/api/settings/admin/codConfirmation', session.admin, {
      enabled: false,
      aboveAmountPaise: null,
      firstTimeCustomers: false,
      cancelAfterHours: 24,
    });
  });
});

describe('cancelling an order before its invoice was issued', () => {
  it('issues no credit note for a paid order cancelled before packing; its receipt stands', async () => {
    const { headers, order } = await upiOrder(true);
    const cancelled = await inject('PUT', `/api/orders/${order.id}/cancel`, headers, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      invoiceNumber: null,
      receiptNumber: expect.stringMatching(/^RV\//),
    });
    expect(await notesOf(order.id)).toEqual([]);
    expect((await inject('GET', `/api/orders/${order.id}/receipt`, headers)).statusCode).toBe(200);
  });

  it('issues no credit note: an unpaid online order has no invoice to cancel', async () => {
    const { headers, order } = await upiOrder(false);
    const cancelled = await inject('PUT', `/api/orders/${order.id}/cancel`, headers, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await notesOf(order.id)).toEqual([]);
    const page = await inject('GET', `/api/orders/${order.id}/credit-note`, headers);
    expect(page.statusCode).toBe(409);
    expect(page.json().error.message).toBe(
      'A credit note is issued when an order with a tax invoice is cancelled.',
    );
    expect((await inject('GET', `/api/orders/${order.id}/invoice`, headers)).statusCode).toBe(409);
  });
});
