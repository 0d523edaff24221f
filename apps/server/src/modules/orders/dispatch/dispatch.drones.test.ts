import { randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { indiaDay } from '@propwash/domain/india-time';
import { testShipping } from '../../../test/test-app.ts';
import { auditEntries } from '../../audit/audit.tables.ts';
import { useShippingTestApp } from '../../shipping/shipping.fixtures.ts';
import { orderItems } from '../orders.tables.ts';

// A drone's invoice prints each unit's serial numbers, so the order is not packed or shipped
// until they are recorded; the sales register lists every unit sold (docs/decisions/drones.md).
const { ctx, ship, adminGet } = useShippingTestApp();

/**
 * A cash-on-delivery order of `drones` units of a 900 g drone and one battery (not a drone). The
 * drone's weight is set on its order line as placement keeps it.
 */
async function droneOrder(drones = 2, name = 'Asha Rao') {
  const drone = await ctx.t.makeProduct({ name: `Hawk 900 ${randomUUID().slice(0, 4)}` });
  const battery = await ctx.t.makeProduct({ name: `Battery ${randomUUID().slice(0, 4)}` });
  const customer = await ctx.t.loginAs(await ctx.t.makeUser());
  await ctx.t.addToCart(customer, { productId: drone.id, quantity: drones });
  await ctx.t.addToCart(customer, { productId: battery.id, quantity: 1 });
  const placed = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...customer, 'idempotency-key': randomUUID() },
    payload: { shipping: { ...testShipping, name }, payment: { method: 'cod' } },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().data.order as { id: string; orderNumber: string };
  await ctx.t.db
    .update(orderItems)
    .set({ droneWeightGrams: 900 })
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.productId, drone.id)));
  const lines = await ctx.t.db
    .select({ id: orderItems.id, productId: orderItems.productId })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const droneLine = lines.find((l) => l.productId === drone.id)!.id;
  const batteryLine = lines.find((l) => l.productId === battery.id)!.id;
  return { order, drone, droneLine, batteryLine };
}

const putUnits = (orderId: string, units: object[]) =>
  ctx.t.call('PUT', `/api/orders/admin/${orderId}/drone-units`, ctx.asAdmin, { units });
const serials = (orderItemId: string, tag: string) => ({
  orderItemId,
  aircraft: `AC-${tag}`,
  flightController: `FC-${tag}`,
  remote: `RC-${tag}`,
});
const moveTo = (orderId: string, status: string) =>
  ctx.t.call('PUT', `/api/orders/admin/${orderId}/status`, ctx.asAdmin, { status });

describe('drone serial numbers', () => {
  it('are asked per unit; packing and shipping are refused until every unit has them', async () => {
    const { order, drone, droneLine } = await droneOrder(2);
    const read = (await adminGet(`/api/orders/admin/${order.id}`)).json().data;
    expect(read.droneUnits).toEqual({
      lines: [
        {
          orderItemId: droneLine,
          name: drone.name,
          quantity: 2,
          weightGrams: 900,
          category: 'micro',
        },
      ],
      units: [],
      editable: true,
    });
    const why = `Record the aircraft, flight controller and remote serial numbers of every unit of ${drone.name} before packing: the invoice prints them.`;
    expect(read.packingBlock).toBe(why);
    expect(read.shippingBlock).toBe(why);

    const packing = await moveTo(order.id, 'processing');
    expect(packing.statusCode).toBe(409);
    expect(packing.json().error.message).toBe(why);
    const shipping = await ship(order.id, { carrier: 'manual', courier: 'Blue Dart' });
    expect(shipping.statusCode).toBe(409);
    expect(shipping.json().error.message).toBe(why);
    const bulk = await ctx.t.call('POST', '/api/orders/admin/bulk-update', ctx.asAdmin, {
      orderIds: [order.id],
      status: 'processing',
    });
    expect(bulk.json().data).toEqual({ updated: 0, failed: [{ orderId: order.id, reason: why }] });

    // One unit of two is not enough.
    const half = await putUnits(order.id, [serials(droneLine, '1')]);
    expect(half.statusCode).toBe(400);
    expect(half.json().error.message).toBe(
      `Give the serial numbers of each of the 2 units of ${drone.name} (1 given).`,
    );

    const saved = await putUnits(order.id, [serials(droneLine, '1'), serials(droneLine, '2')]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      droneUnits: {
        units: [
          { orderItemId: droneLine, unit: 1, aircraft: 'AC-1', flightController: 'FC-1' },
          { orderItemId: droneLine, unit: 2, aircraft: 'AC-2', remote: 'RC-2' },
        ],
        editable: true,
      },
      packingBlock: null,
      shippingBlock: null,
    });
    expect(saved.json().data.timeline.at(-1)).toMatchObject({
      message: 'Drone serial numbers recorded (2 units)',
      actor: 'shop',
    });
    const [audit] = await ctx.t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.recordId, order.id));
    expect(audit!.changes.droneSerials![1]).toHaveLength(2);

    // Corrected before packing; then packed, with the invoice, and no more changes.
    const fixed = await putUnits(order.id, [serials(droneLine, '1'), serials(droneLine, '3')]);
    expect(fixed.json().data.timeline.at(-1).message).toBe(
      'Drone serial numbers corrected (2 units)',
    );
    const packed = await ctx.t.packOrder(ctx.asAdmin, order.id);
    expect(packed.invoiceNumber).toMatch(/^PW\//);
    const late = await putUnits(order.id, [serials(droneLine, '1'), serials(droneLine, '4')]);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      `Invoice ${packed.invoiceNumber} prints these serial numbers: they can no longer be changed.`,
    );
    expect((await adminGet(`/api/orders/admin/${order.id}`)).json().data.droneUnits.editable).toBe(
      false,
    );
    const shipped = await ship(order.id, { carrier: 'manual', courier: 'Blue Dart' });
    expect(shipped.statusCode, shipped.body).toBe(201);
  });

  it('refuses lines of other orders or no drone, a serial given twice, and bad characters', async () => {
    const { order, droneLine, batteryLine } = await droneOrder(1);
    const other = await droneOrder(1);
    const notDrone = await putUnits(order.id, [serials(droneLine, 'A'), serials(batteryLine, 'B')]);
    expect(notDrone.statusCode).toBe(400);
    expect(notDrone.json().error.message).toBe(
      `Line ${batteryLine} is not a drone line of this order.`,
    );
    const foreign = await putUnits(order.id, [serials(other.droneLine, 'A')]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toMatch(/is not a drone line of this order/);
    const twice = await putUnits(order.id, [
      { orderItemId: droneLine, aircraft: 'SN-1', flightController: 'sn-1', remote: 'RC-9' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe(
      'Serial number sn-1 is given twice: each serial belongs to one part of one drone.',
    );
    const odd = await putUnits(order.id, [{ ...serials(droneLine, 'A'), aircraft: 'AC 1;drop' }]);
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.message).toContain('letters, digits and . / _ -');
    const empty = await putUnits(order.id, []);
    expect(empty.statusCode).toBe(400);

    // An order without drones has nothing to record, and its packing is not held.
    const product = await ctx.t.makeProduct();
    const customer = await ctx.t.loginAs(await ctx.t.makeUser());
    const plain = await ctx.t.orderWithCod(customer, { productId: product.id, quantity: 1 });
    const plainId = plain.json().data.order.id as string;
    expect((await adminGet(`/api/orders/admin/${plainId}`)).json().data.droneUnits.lines).toEqual(
      [],
    );
    const none = await putUnits(plainId, [serials(droneLine, 'A')]);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('This order has no drones.');
  });
});

describe('the drone sales register', () => {
  const register = (query: string) =>
    ctx.t.app.inject({
      method: 'GET',
      url: `/api/orders/admin/drone-register?${query}`,
      headers: ctx.asAdmin,
    });

  it('lists each unit of shipped orders invoiced in the period, with buyer and serials, formula-safe', async () => {
    const { order, drone, droneLine } = await droneOrder(2, '=HYPERLINK("http://evil")');
    await putUnits(order.id, [serials(droneLine, 'R1'), serials(droneLine, 'R2')]);
    const packed = await ctx.t.packOrder(ctx.asAdmin, order.id);
    // Packed but not shipped: not sold yet.
    const today = indiaDay();
    const before = await register(`from=${today}&to=${today}&format=csv`);
    expect(before.body).not.toContain(order.orderNumber);
    expect((await ship(order.id, { carrier: 'manual', courier: 'DTDC' })).statusCode).toBe(201);

    const csv = await register(`from=${today}&to=${today}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="drone-register_${today}_${today}.csv"`,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Invoice date","Order number","Invoice number","Buyer","Buyer GSTIN","Address","Phone","Email","Product","Category","Weight (g)","Unit","Aircraft serial","Flight controller serial","Remote serial","Order status"',
    );
    const mine = lines.filter((l) => l.includes(order.orderNumber));
    expect(mine).toEqual([
      `"${today}","${order.orderNumber}","${packed.invoiceNumber}","'=HYPERLINK(""http://evil"")","","12, 3rd Cross, Indiranagar, Bengaluru 560038, Karnataka","'+91 98450 12345","asha@example.com","${drone.name}","Micro (250 g to 2 kg)",900,1,"AC-R1","FC-R1","RC-R1","shipped"`,
      `"${today}","${order.orderNumber}","${packed.invoiceNumber}","'=HYPERLINK(""http://evil"")","","12, 3rd Cross, Indiranagar, Bengaluru 560038, Karnataka","'+91 98450 12345","asha@example.com","${drone.name}","Micro (250 g to 2 kg)",900,2,"AC-R2","FC-R2","RC-R2","shipped"`,
    ]);

    // Read a unit a page, the keyset gives the same rows in the same order.
    const paged = await text(
      ctx.t.services.ordersAdmin.droneRegister.csv({ from: today, to: today, format: 'csv' }, 1),
    );
    expect(paged).toBe(csv.body);

    const xlsx = await register(`from=${today}&to=${today}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Drone sales register');
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const ours = rows.filter((r) => r?.[2] === order.orderNumber);
    expect(ours.map((r) => [r[4], r[12], r[13]])).toEqual([
      [`'=HYPERLINK("http://evil")`, 1, 'AC-R1'],
      [`'=HYPERLINK("http://evil")`, 2, 'AC-R2'],
    ]);

    // Another period is empty; a period that ends before it starts is refused.
    const old = await register('from=2020-01-01&to=2020-01-31&format=csv');
    expect(
      old.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
    expect((await register(`from=${today}&to=2020-01-01`)).statusCode).toBe(400);
    const customer = await ctx.t.loginAs(await ctx.t.makeUser());
    const denied = await ctx.t.call(
      'GET',
      `/api/orders/admin/drone-register?from=${today}&to=${today}`,
      customer,
    );
    expect(denied.statusCode).toBe(403);
  });
});
