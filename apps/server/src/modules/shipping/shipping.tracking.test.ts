import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { FAKE_LABEL_PDF } from '../../test/fake-shiprocket.ts';
import { testShipping } from '../../test/test-app.ts';
import { inventoryMovements } from '../inventory/inventory.tables.ts';
import { outboxEmails } from '../notifications/notifications.tables.ts';
import { TOKEN, useShippingTestApp } from './shipping.fixtures.ts';

// The courier's tracking reports (webhook) and a Shiprocket shipment end to end
// (docs/decisions/shipments-and-couriers.md), Shiprocket played by a stand-in server.
const { ctx, placeOrder, ship, webhook, adminGet, adminOrder, stockOf, stamp, report } =
  useShippingTestApp();

describe('the tracking webhook', () => {
  it('refuses a missing or wrong token and changes nothing', async () => {
    const { order } = await placeOrder();
    await ship(order.id, { carrier: 'manual', courier: 'Blue Dart', awb: 'BDTOKEN0001' });
    const body = report('BDTOKEN0001', 'OUT FOR DELIVERY', 17, stamp(1));
    expect((await webhook(body, null)).statusCode).toBe(401);
    expect((await webhook(body, 'wrong-token')).statusCode).toBe(401);
    expect((await adminOrder(order.id)).status).toBe('shipped');
  });

  it('moves the order once however often a report is replayed, then to delivered (cash collected)', async () => {
    const { order, customer } = await placeOrder();
    await ship(order.id, { carrier: 'manual', courier: 'Blue Dart', awb: 'BDREPLAY001' });
    const ofd = report('BDREPLAY001', 'OUT FOR DELIVERY', 17, stamp(1));
    for (let i = 0; i < 3; i++) {
      const res = await webhook(ofd);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({
        received: true,
        applied: i === 0,
        orderStatus: 'out_for_delivery',
      });
    }
    const mid = await adminOrder(order.id);
    expect(mid.timeline.filter((e) => e.status === 'out_for_delivery')).toHaveLength(1);
    expect(mid.timeline.at(-1)!.message).toBe('Blue Dart: OUT FOR DELIVERY (Bengaluru Hub)');

    // The same report at the alias address (Shiprocket's dashboard refuses "shiprocket" in URLs).
    expect((await webhook(ofd, TOKEN, 'courier-updates')).json().data.applied).toBe(false);

    const delivered = await webhook(report('BDREPLAY001', 'DELIVERED', 7, stamp(5)));
    expect(delivered.json().data).toMatchObject({ applied: true, orderStatus: 'delivered' });
    const done = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: customer,
    });
    expect(done.json().data).toMatchObject({ status: 'delivered', payment: { status: 'paid' } });
    expect(done.json().data.shipments[0].events.map((e: { status: string }) => e.status)).toEqual([
      'created',
      'out_for_delivery',
      'delivered',
    ]);
    // A late in-transit scan after delivery is kept but moves nothing back.
    const late = await webhook(report('BDREPLAY001', 'IN TRANSIT', 18, stamp(0.5)));
    expect(late.json().data).toMatchObject({ applied: false, orderStatus: 'delivered' });
  });

  it('emails the customer each move the courier makes, each with its own status, however close together', async () => {
    const { order } = await placeOrder();
    await ship(order.id, { carrier: 'manual', courier: 'Blue Dart', awb: 'BDMAILS0001' });
    // The next report lands as soon as the first is answered, before its email is written.
    expect(
      (await webhook(report('BDMAILS0001', 'OUT FOR DELIVERY', 17, stamp(1)))).statusCode,
    ).toBe(200);
    expect((await webhook(report('BDMAILS0001', 'DELIVERED', 7, stamp(2)))).statusCode).toBe(200);
    await vi.waitFor(async () => {
      const mails = await ctx.t.db
        .select({ subject: outboxEmails.subject })
        .from(outboxEmails)
        .where(
          and(
            eq(outboxEmails.template, 'order-status'),
            sql`${outboxEmails.subject} like ${`%${order.orderNumber}%`}`,
          ),
        );
      expect(mails.map((m) => m.subject).sort()).toEqual(
        [
          `Order ${order.orderNumber} is delivered`,
          `Order ${order.orderNumber} is out for delivery`,
          `Order ${order.orderNumber} is shipped`,
        ].sort(),
      );
    });
  });

  it('answers an unknown AWB without changing anything', async () => {
    const res = await webhook(report('NOSUCHAWB01', 'DELIVERED', 7, stamp(5)));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ received: true, applied: false, orderStatus: null });
  });

  it('puts the stock back once when the parcel returns to origin', async () => {
    const { order, product } = await placeOrder(3);
    expect(await stockOf(product.id)).toBe(7);
    await ship(order.id, { carrier: 'manual', courier: 'Delhivery', awb: 'DLRTO000001' });
    await webhook(report('DLRTO000001', 'RTO INITIATED', 9, stamp(24)));
    expect(await stockOf(product.id)).toBe(7);
    const rto = report('DLRTO000001', 'RTO DELIVERED', 10, stamp(72));
    for (let i = 0; i < 3; i++) expect((await webhook(rto)).statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(10);
    const after = await adminOrder(order.id);
    expect(after.status).toBe('returned_to_origin');
    expect(after.timeline.filter((e) => e.status === 'returned_to_origin')).toHaveLength(1);
    const moves = await ctx.t.db
      .select()
      .from(inventoryMovements)
      .where(
        and(
          eq(inventoryMovements.orderId, order.id),
          eq(inventoryMovements.reason, 'returned-to-origin'),
        ),
      );
    expect(moves.map((m) => m.delta)).toEqual([3]);
    // Ended: an admin cannot reopen it.
    const reopen = await ctx.t.app.inject({
      method: 'PUT',
      url: `/api/orders/admin/${order.id}/status`,
      headers: ctx.asAdmin,
      payload: { status: 'shipped', message: 'try again' },
    });
    expect(reopen.statusCode).toBe(409);
  });
});

describe('a Shiprocket shipment (stand-in server)', () => {
  it('signs in, creates the order, assigns the AWB, serves its label and applies its tracking', async () => {
    const { order } = await placeOrder(2);
    const res = await ship(order.id, { carrier: 'shiprocket' });
    expect(res.statusCode, res.body).toBe(201);
    const shipment = res.json().data;
    expect(shipment).toMatchObject({
      carrier: 'shiprocket',
      courier: 'Delhivery Surface',
      awb: expect.stringMatching(/^SR\d+/),
      trackingUrl: `https://shiprocket.co/tracking/${shipment.awb}`,
    });
    const created = ctx.fake.requests.find((r) => r.path === '/v1/external/orders/create/adhoc');
    expect(created?.body).toMatchObject({
      order_id: order.orderNumber,
      pickup_location: 'Primary',
      billing_pincode: testShipping.pincode,
      billing_phone: '9845012345',
      payment_method: 'COD',
      order_items: [expect.objectContaining({ units: 2, selling_price: 999 })],
    });
    expect((await adminOrder(order.id)).status).toBe('shipped');

    const label = await adminGet(`/api/orders/admin/${order.id}/shipments/${shipment.id}/label`);
    expect(label.statusCode).toBe(200);
    expect(label.rawPayload.equals(FAKE_LABEL_PDF)).toBe(true);

    const at = stamp(2);
    const [dd, mm, yyyy, time] = at.split(' ');
    ctx.fake.setScans(shipment.awb, [
      {
        date: `${yyyy}-${mm}-${dd} ${time}`,
        status: 'OFD',
        activity: 'Out for delivery',
        location: 'Indiranagar',
        'sr-status': 17,
        'sr-status-label': 'OUT FOR DELIVERY',
      },
    ]);
    const refreshed = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/orders/admin/${order.id}/shipments/${shipment.id}/refresh`,
      headers: ctx.asAdmin,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json().data.status).toBe('out_for_delivery');
    expect((await adminOrder(order.id)).status).toBe('out_for_delivery');
    // The webhook's spelling of the same scan is the same report.
    const same = await webhook(report(shipment.awb, 'OUT FOR DELIVERY', 17, at));
    expect(same.json().data.applied).toBe(false);
  });
});
