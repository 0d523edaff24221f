import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.ts';
import { useTestAppWithAdmin } from '../../../test/test-app.ts';
import { outboxEmails } from '../../notifications/notifications.tables.ts';
import { receipts } from '../orders.tables.ts';
import { formatReceiptNumber } from './receipts.numbering.ts';

// A paid order gets a payment receipt (receipt voucher) at once, in its own series; the tax
// invoice waits for packing (docs/decisions/invoice-timing.md).

const session = useTestAppWithAdmin({ paymentMethods: true });

/** A customer's UPI order of one product at `pricePaise`, paid through the simulator. */
async function paidOrder(pricePaise = 120_000) {
  const user = await session.t.makeUser();
  const headers = await session.t.loginAs(user);
  const product = await session.t.makeProduct({ pricePaise, name: 'Skylark 1200 Trainer' });
  const placed = await session.t.placeOrder(
    'upi',
    headers,
    { productId: product.id, quantity: 1 },
    { email: user.email },
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().data.order as { id: string; orderNumber: string };
  await session.t.payWithSimulator(headers, order.id);
  return { user, headers, order };
}

const get = (url: string, headers: { authorization: string }) =>
  session.t.call('GET', url, headers);

describe('the payment receipt', () => {
  it('is issued when an online payment settles, in its own series, before any invoice', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const view = (await get(`/api/orders/${first.order.id}`, first.headers)).json().data;
    expect(view).toMatchObject({
      status: 'confirmed',
      payment: { status: 'paid' },
      invoiceNumber: null,
      receiptNumber: expect.stringMatching(/^RV\/\d{2}-\d{2}\/\d{6}$/),
    });
    const next = (await get(`/api/orders/${second.order.id}`, second.headers)).json().data;
    const seq = (n: string) => Number(n.split('/')[2]);
    expect(seq(next.receiptNumber)).toBe(seq(view.receiptNumber) + 1);
    expect(view.receiptNumber.length).toBeLessThanOrEqual(16);

    const [row] = await session.t.db
      .select()
      .from(receipts)
      .where(eq(receipts.orderId, first.order.id));
    expect(row).toMatchObject({
      amountPaise: 120_000,
      transactionId: view.payment.transactionId,
      receiptNumber: view.receiptNumber,
    });

    // The invoice at packing; the receipt stays.
    const packed = await session.t.packOrder(session.admin, first.order.id);
    expect(packed.invoiceNumber).toMatch(/^PW\//);
    const after = (await get(`/api/orders/${first.order.id}`, first.headers)).json().data;
    expect(after).toMatchObject({
      invoiceNumber: packed.invoiceNumber,
      receiptNumber: view.receiptNumber,
    });
  });

  it('prints the shop, its GSTIN, the buyer, the amount in figures and words and the GST note', async () => {
    const { headers, order } = await paidOrder(120_000);
    const view = (await get(`/api/orders/${order.id}`, headers)).json().data;
    const page = await get(`/api/orders/${order.id}/receipt`, headers);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const html = page.body;
    expect(html).toContain('<h1>Receipt voucher</h1>');
    expect(html).toContain(`Receipt No.</dt><dd>${view.receiptNumber}<`);
    expect(html).toContain(`Order No.</dt><dd>${order.orderNumber}<`);
    expect(html).toContain('GSTIN: <strong>29AAHCP7245K1ZU</strong>');
    expect(html).toContain('Asha Rao');
    expect(html).toContain('₹1,200.00');
    expect(html).toContain('Rupees One Thousand Two Hundred Only');
    expect(html).toContain(`Transaction ID</dt><dd>${view.payment.transactionId}<`);
    expect(html).toContain(
      'GST on this advance for goods is not payable (Notification 66/2017-Central Tax); the tax invoice is issued when the goods are packed.',
    );
    expect(html).toContain('Skylark 1200 Trainer');

    const pdf = await get(`/api/orders/${order.id}/receipt/download`, headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="Receipt_${view.receiptNumber.replace(/\//g, '_')}.pdf"`,
    );
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('RECEIPT VOUCHER');
    expect(text).toContain(view.receiptNumber);
    expect(text).toContain('₹1,200.00');
    expect(text).toContain('29AAHCP7245K1ZU');
    const html2 = await get(`/api/orders/${order.id}/receipt/download?format=html`, headers);
    expect(html2.headers['content-disposition']).toContain('.html"');
    expect(html2.body).toBe(html);
  });

  it('is for the owner and the admin; 404 for anyone else, 409 when the order has none', async () => {
    const { headers, order } = await paidOrder();
    expect((await get(`/api/orders/${order.orderNumber}/receipt`, session.admin)).statusCode).toBe(
      200,
    );
    const stranger = await session.t.loginAs(await session.t.makeUser());
    const other = await get(`/api/orders/${order.id}/receipt`, stranger);
    expect(other.statusCode).toBe(404);
    expect((await session.t.call('GET', `/api/orders/${order.id}/receipt`)).statusCode).toBe(401);

    const product = await session.t.makeProduct();
    const cod = await session.t.orderWithCod(headers, { productId: product.id, quantity: 1 });
    const none = await get(`/api/orders/${cod.json().data.order.id}/receipt`, headers);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(
      'A receipt is issued when an online payment is received.',
    );
    expect(cod.json().data.order).toMatchObject({ receiptNumber: null, invoiceNumber: null });
  });

  it('is named in the payment email', async () => {
    const { user, headers, order } = await paidOrder();
    const view = (await get(`/api/orders/${order.id}`, headers)).json().data;
    await expect
      .poll(async () =>
        (
          await session.t.db
            .select({ text: outboxEmails.text })
            .from(outboxEmails)
            .where(and(eq(outboxEmails.to, user.email), eq(outboxEmails.template, 'order-paid')))
        ).map((r) => r.text.includes(`Your payment receipt is ${view.receiptNumber}`)),
      )
      .toEqual([true]);
  });

  it('is kept as issued when the customer erases their account', async () => {
    const { user, headers, order } = await paidOrder();
    const cancelled = await session.t.call('PUT', `/api/orders/${order.id}/cancel`, headers, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expect
      .poll(async () => (await get(`/api/orders/${order.id}`, headers)).json().data.payment.status)
      .toBe('refunded');
    const before = (await get(`/api/orders/${order.id}/receipt`, session.admin)).body;
    const erased = await session.t.call('POST', '/api/me/erase', headers, {
      password: user.password,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const after = await get(`/api/orders/${order.id}/receipt`, session.admin);
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(before);
    expect(after.body).toContain('12, 3rd Cross, Indiranagar');
  });

  it('numbers RV/<financial year>/<six digits>', () => {
    expect(formatReceiptNumber('26-27', 1)).toBe('RV/26-27/000001');
    expect(() => formatReceiptNumber('26-27', 0)).toThrow(RangeError);
    expect(() => formatReceiptNumber('2026', 1)).toThrow(RangeError);
  });
});
