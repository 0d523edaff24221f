import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { indiaDay } from '@propwash/domain/india-time';
import { pdfText } from '../../../test/pdf-text.ts';
import { testShipping } from '../../../test/test-app.ts';
import { auditEntries } from '../../audit/audit.tables.ts';
import { useShippingTestApp } from '../../shipping/shipping.fixtures.ts';
import { invoices } from '../orders.tables.ts';

// Goods worth more than ₹50,000 move only with an e-way bill, recorded after the invoice and
// before the shipment (docs/decisions/e-way-bills.md, docs/decisions/invoice-timing.md).
const { ctx, ship, adminGet } = useShippingTestApp();

const EWB = '391000123456';

/** A customer's paid UPI order of one product at `pricePaise` (₹60,000 by default). */
async function paidOrder(pricePaise = 6_000_000) {
  const product = await ctx.t.makeProduct({ pricePaise, originalPricePaise: pricePaise, stock: 5 });
  const customer = await ctx.t.loginAs(await ctx.t.makeUser());
  await ctx.t.addToCart(customer, { productId: product.id, quantity: 1 });
  const placed = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...customer, 'idempotency-key': randomUUID() },
    payload: { shipping: testShipping, payment: { method: 'upi' } },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().data.order as { id: string; orderNumber: string };
  await ctx.t.payWithSimulator(customer, order.id);
  return order;
}

const putEwayBill = (orderId: string, payload: object) =>
  ctx.t.call('PUT', `/api/orders/admin/${orderId}/eway-bill`, ctx.asAdmin, payload);
const detail = async (orderId: string) =>
  (await adminGet(`/api/orders/admin/${orderId}`)).json().data;

describe('the e-way bill', () => {
  it('is required above ₹50,000 of goods: no shipment until its number is recorded, then allowed', async () => {
    const order = await paidOrder();
    expect((await detail(order.id)).ewayBill).toEqual({ required: true, number: null, date: null });

    // Before packing: no invoice yet, so no e-way bill can be recorded, and no shipment goes.
    const early = await putEwayBill(order.id, { number: EWB, date: indiaDay() });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      'An e-way bill is generated from the tax invoice: mark the order packed to issue it, then record the e-way bill.',
    );
    const unpacked = await ship(order.id, { carrier: 'manual', courier: 'Blue Dart' });
    expect(unpacked.statusCode).toBe(409);
    expect(unpacked.json().error.message).toBe(
      "This order's goods are worth ₹60,000.00, above the e-way bill limit of ₹50,000.00: record its e-way bill number before shipping (mark the order packed to issue its invoice, then generate the e-way bill from it).",
    );
    // Refused before anything was written: still no invoice, no shipment.
    expect(await ctx.t.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toEqual(
      [],
    );

    const packed = await ctx.t.packOrder(ctx.asAdmin, order.id);
    expect(packed.invoiceNumber).toMatch(/^PW\//);
    const refused = await ship(order.id, { carrier: 'manual', courier: 'Blue Dart' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "This order's goods are worth ₹60,000.00, above the e-way bill limit of ₹50,000.00: record its e-way bill number before shipping.",
    );
    // Moving it to shipped by hand is refused for the same reason.
    const byHand = await ctx.t.call('PUT', `/api/orders/admin/${order.id}/status`, ctx.asAdmin, {
      status: 'shipped',
    });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().error.message).toMatch(/record its e-way bill number before shipping/);

    const saved = await putEwayBill(order.id, { number: '3910 0012 3456', date: indiaDay() });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      ewayBill: { required: true, number: EWB, date: indiaDay() },
      shippingBlock: null,
    });
    expect(saved.json().data.timeline.at(-1)).toMatchObject({
      status: 'processing',
      actor: 'shop',
      message: `E-way bill ${EWB} dated ${indiaDay().split('-').reverse().join('-')}`,
    });
    const audit = await ctx.t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.recordId, order.id), eq(auditEntries.kind, 'order')));
    expect(audit.at(-1)!.changes).toMatchObject({ ewayBillNumber: [null, EWB] });

    const shipped = await ship(order.id, {
      carrier: 'manual',
      courier: 'Blue Dart',
      awb: 'BD9000000001',
    });
    expect(shipped.statusCode, shipped.body).toBe(201);
    // The shop's label prints the e-way bill.
    const label = await adminGet(
      `/api/orders/admin/${order.id}/shipments/${shipped.json().data.id}/label`,
    );
    expect(label.statusCode).toBe(200);
    expect(pdfText(label.rawPayload)).toContain(`E-way bill ${EWB}`);

    // Once the goods left, the number stands as they moved under it.
    const late = await putEwayBill(order.id, { number: '391000123457', date: indiaDay() });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      'The goods have left under the e-way bill recorded: it can no longer be changed here.',
    );
  });

  it('checks the number and date: 12 digits, not before the invoice, not in the future', async () => {
    const order = await paidOrder();
    await ctx.t.packOrder(ctx.asAdmin, order.id);
    const short = await putEwayBill(order.id, { number: '39100012345', date: indiaDay() });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain('An e-way bill number has 12 digits');
    const letters = await putEwayBill(order.id, { number: '39100012345X', date: indiaDay() });
    expect(letters.statusCode).toBe(400);
    const badDate = await putEwayBill(order.id, { number: EWB, date: '06-12-2026' });
    expect(badDate.statusCode).toBe(400);

    const [invoice] = await ctx.t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    const invoiceDay = indiaDay(invoice!.issuedAt);
    const dayBefore = indiaDay(invoice!.issuedAt.getTime() - 86_400_000);
    const before = await putEwayBill(order.id, { number: EWB, date: dayBefore });
    expect(before.statusCode).toBe(400);
    expect(before.json().error.message).toBe(
      `The e-way bill cannot be dated before invoice ${invoice!.invoiceNumber} (${invoiceDay.split('-').reverse().join('-')}).`,
    );
    const future = await putEwayBill(order.id, {
      number: EWB,
      date: indiaDay(Date.now() + 2 * 86_400_000),
    });
    expect(future.statusCode).toBe(400);

    // Correctable until the goods ship; the same values again change nothing.
    expect((await putEwayBill(order.id, { number: EWB, date: invoiceDay })).statusCode).toBe(200);
    const fixed = await putEwayBill(order.id, { number: '391000123457', date: invoiceDay });
    expect(fixed.json().data.ewayBill.number).toBe('391000123457');
    expect(fixed.json().data.timeline.at(-1).message).toMatch(
      /^E-way bill corrected to 391000123457 /,
    );
    const entries = (await detail(order.id)).timeline.length;
    await putEwayBill(order.id, { number: '391000123457', date: invoiceDay });
    expect((await detail(order.id)).timeline).toHaveLength(entries);

    // A customer cannot record one.
    const customer = await ctx.t.loginAs(await ctx.t.makeUser());
    const denied = await ctx.t.call('PUT', `/api/orders/admin/${order.id}/eway-bill`, customer, {
      number: EWB,
      date: invoiceDay,
    });
    expect(denied.statusCode).toBe(403);
  });

  it('is not asked at or below the limit, which the shipping settings set', async () => {
    const small = await paidOrder(4_999_900);
    expect((await detail(small.id)).ewayBill.required).toBe(false);
    await ctx.t.packOrder(ctx.asAdmin, small.id);
    const shipped = await ship(small.id, { carrier: 'manual', courier: 'DTDC' });
    expect(shipped.statusCode, shipped.body).toBe(201);

    const settings = (await adminGet('/api/settings/admin')).json().data.settings.shipping;
    const lowered = await ctx.t.call('PUT', '/api/settings/admin/shipping', ctx.asAdmin, {
      ...settings,
      ewayBillLimitPaise: 1_000_000,
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    try {
      const mid = await paidOrder(2_000_000);
      expect((await detail(mid.id)).ewayBill.required).toBe(true);
    } finally {
      await ctx.t.call('PUT', '/api/settings/admin/shipping', ctx.asAdmin, settings);
    }
  });

  it('is sent to Shiprocket with the order as ewaybill_no', async () => {
    const order = await paidOrder();
    await ctx.t.packOrder(ctx.asAdmin, order.id);
    expect((await putEwayBill(order.id, { number: EWB, date: indiaDay() })).statusCode).toBe(200);
    const res = await ship(order.id, { carrier: 'shiprocket' });
    expect(res.statusCode, res.body).toBe(201);
    const created = ctx.fake.requests.find(
      (r) =>
        r.path === '/v1/external/orders/create/adhoc' &&
        (r.body as { order_id?: string }).order_id === order.orderNumber,
    );
    expect(created?.body).toMatchObject({ ewaybill_no: EWB, payment_method: 'Prepaid' });
  });
});
