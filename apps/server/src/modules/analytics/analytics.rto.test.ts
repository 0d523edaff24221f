import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { indiaDay } from '@propwash/domain/india-time';
import { parseCsv } from '@propwash/domain/platform/csv';
import { orders } from '../orders/orders.tables.ts';
import { shipments } from '../shipping/shipping.tables.ts';
import { useTestAppWithAdmin, type AuthHeaders } from '../../test/test-app.ts';
import { ist, orderFactory } from './analytics.fixtures.ts';

// The RTO report (docs/decisions/analytics.md, "RTO report"): orders shipped in the period and of
// them those returned to origin, with the shipping money lost on each returned parcel.
const session = useTestAppWithAdmin({ paymentMethods: true });

const FORMULA_COURIER = '=HYPERLINK("http://evil.test","Click")';
const where = {
  karnataka: { state: 'Karnataka', city: 'Bengaluru', pincode: '560038' },
  tamilNadu: { state: 'Tamil Nadu', city: 'Chennai', pincode: '600001' },
  assam: { state: 'Assam', city: 'Guwahati', pincode: '781001' },
};

type Parcel = {
  method: 'cod' | 'upi';
  to: (typeof where)[keyof typeof where];
  courier: string;
  /** What happens after shipping (nothing: it stays shipped). */
  then?: 'delivered' | 'returned_to_origin';
  /** One leg's freight in paise, written on the shipment as the courier account would. */
  freightPaise?: number;
};

/** A customer orders through the API; the admin ships it by a manual courier and moves it on. */
async function shipped(p: Parcel): Promise<string> {
  const { t, admin } = session;
  const customer = await t.loginAs(await t.makeUser());
  const product = await t.makeProduct({ stock: 5 });
  const placed = await t.placeOrder(
    p.method,
    customer,
    { productId: product.id, quantity: 1 },
    p.to,
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().data.order.id as string;
  if (p.method === 'upi') await t.payWithSimulator(customer, orderId);
  const ship = await t.call('POST', `/api/orders/admin/${orderId}/shipments`, admin, {
    carrier: 'manual',
    courier: p.courier,
  });
  expect(ship.statusCode, ship.body).toBe(201);
  if (p.then) {
    const moved = await t.call('PUT', `/api/orders/admin/${orderId}/status`, admin, {
      status: p.then,
      message: p.then === 'delivered' ? 'Delivered' : 'Refused at the door',
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  if (p.freightPaise !== undefined) {
    await t.db
      .update(shipments)
      .set({ freightPaise: p.freightPaise })
      .where(eq(shipments.orderId, orderId));
  }
  return orderId;
}

const get = (url: string, headers: AuthHeaders | undefined = session.admin) =>
  session.t.call('GET', url, headers);

let today = '';
// Standard shipping by zone, as the estimate reads it: Tamil Nadu ₹50, the rest of India ₹90,
// Karnataka ₹0 (its parcels here have their freight recorded).
const zones = {
  zones: [
    { name: 'South', states: ['Karnataka'], chargePaise: 0, days: 2 },
    { name: 'Tamil Nadu', states: ['Tamil Nadu'], chargePaise: 5_000, days: 3 },
  ],
  restOfIndia: { chargePaise: 9_000, days: 5 },
};

beforeAll(async () => {
  const { t, admin } = session;
  const current = (await get('/api/settings/admin')).json().data.settings.shipping;
  const set = await t.call('PUT', '/api/settings/admin/shipping', admin, { ...current, ...zones });
  expect(set.statusCode, set.body).toBe(200);
  // The same shopper and phone order again after returns: COD blocks (docs/decisions/cod-blocks.md)
  // would refuse them, and they are not what this report is about.
  const noBlocks = await t.call('PUT', '/api/settings/admin/codBlocks', admin, {
    customerAfterReturns: null,
    phoneAfterReturns: null,
    pincodeAfterReturns: null,
  });
  expect(noBlocks.statusCode, noBlocks.body).toBe(200);

  today = indiaDay(Date.now());
  // Cash on delivery: two of three came back.
  await shipped({
    method: 'cod',
    to: where.karnataka,
    courier: 'DTDC',
    then: 'returned_to_origin',
    freightPaise: 6_000,
  });
  await shipped({
    method: 'cod',
    to: where.tamilNadu,
    courier: 'DTDC',
    then: 'returned_to_origin',
  });
  await shipped({ method: 'cod', to: where.tamilNadu, courier: 'Delhivery', then: 'delivered' });
  // Paid online: one of three came back with its freight known, one without.
  await shipped({
    method: 'upi',
    to: where.karnataka,
    courier: 'Delhivery',
    then: 'returned_to_origin',
    freightPaise: 4_550,
  });
  await shipped({ method: 'upi', to: where.assam, courier: FORMULA_COURIER });
  await shipped({
    method: 'upi',
    to: where.assam,
    courier: 'India Post',
    then: 'returned_to_origin',
  });
  // Placed and confirmed but never shipped: not in the report.
  const customer = await t.loginAs(await t.makeUser());
  const product = await t.makeProduct({ stock: 5 });
  const unshipped = await t.orderWithCod(customer, { productId: product.id, quantity: 1 });
  expect(unshipped.statusCode).toBe(201);
});

const figures = (
  shipped: number,
  returned: number,
  rtoRate: number | null,
  knownLost: number,
  estimatedLost: number,
  estimatedParcels: number,
) => ({
  shipped,
  returned,
  rtoRate,
  lost: Math.round((knownLost + estimatedLost) * 100) / 100,
  knownLost,
  estimatedLost,
  estimatedParcels,
});

describe('RTO report', () => {
  it('counts shipped and returned orders by payment, with each exact method', async () => {
    const res = await get(`/api/analytics/rto?from=${today}&to=${today}&groupBy=payment`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.range).toEqual({ startDate: today, endDate: today });
    expect(data.groupBy).toBe('payment');
    // Known: 2 × ₹60 + 2 × ₹45.50; estimated: 2 × ₹50 (Tamil Nadu) + 2 × ₹90 (Assam).
    expect(data.totals).toEqual(figures(6, 4, 66.7, 211, 280, 2));
    expect(data.rows).toEqual([
      {
        key: 'cod',
        label: 'Cash on delivery',
        ...figures(3, 2, 66.7, 120, 100, 1),
        methods: [{ key: 'cod', label: 'Cash on delivery', ...figures(3, 2, 66.7, 120, 100, 1) }],
      },
      {
        key: 'online',
        label: 'Paid online',
        ...figures(3, 2, 66.7, 91, 180, 1),
        methods: [{ key: 'upi', label: 'UPI', ...figures(3, 2, 66.7, 91, 180, 1) }],
      },
    ]);
    expect(data.page).toEqual({ page: 1, pageSize: 2, totalRows: 2, totalPages: 1 });
  });

  it('groups by delivery state and by pincode, most returns first', async () => {
    const state = (await get(`/api/analytics/rto?startDate=${today}&groupBy=state`)).json().data;
    const row = (r: { key: string; label: string }, f: ReturnType<typeof figures>) => ({
      ...r,
      ...f,
      methods: [],
    });
    expect(state.rows).toEqual([
      row({ key: 'Karnataka', label: 'Karnataka' }, figures(2, 2, 100, 211, 0, 0)),
      row({ key: 'Assam', label: 'Assam' }, figures(2, 1, 50, 0, 180, 1)),
      row({ key: 'Tamil Nadu', label: 'Tamil Nadu' }, figures(2, 1, 50, 0, 100, 1)),
    ]);
    const pincode = (await get(`/api/analytics/rto?startDate=${today}&groupBy=pincode`)).json()
      .data;
    expect(pincode.rows.map((r: { key: string; returned: number }) => [r.key, r.returned])).toEqual(
      [
        ['560038', 2],
        ['600001', 1],
        ['781001', 1],
      ],
    );
    expect(pincode.page).toEqual({ page: 1, pageSize: 25, totalRows: 3, totalPages: 1 });
    expect(pincode.totals).toEqual(state.totals);
  });

  it("groups by the courier of the order's shipment", async () => {
    const data = (await get(`/api/analytics/rto?startDate=${today}&groupBy=courier`)).json().data;
    expect(
      data.rows.map((r: { key: string; shipped: number; returned: number; lost: number }) => [
        r.key,
        r.shipped,
        r.returned,
        r.lost,
      ]),
    ).toEqual([
      ['DTDC', 2, 2, 220],
      ['Delhivery', 2, 1, 91],
      ['India Post', 1, 1, 180],
      [FORMULA_COURIER, 1, 0, 0],
    ]);
  });

  it('takes the courier and freight of the last shipment of an order', async () => {
    const { t } = session;
    const orderId = await shipped({
      method: 'cod',
      to: where.karnataka,
      courier: 'Ekart',
      then: 'returned_to_origin',
      freightPaise: 7_000,
    });
    const [first] = await t.db.select().from(shipments).where(eq(shipments.orderId, orderId));
    // An earlier parcel of the same order, booked with another courier at another price.
    await t.db.insert(shipments).values({
      orderId,
      carrier: 'manual',
      courier: 'Blue Dart',
      freightPaise: 100_000,
      createdAt: new Date(first!.createdAt.getTime() - 60_000),
    });
    // Out of today's figures: it shipped on a day of its own.
    await shippedAt(orderId, '2030-02-02T11:00');
    const data = (
      await get('/api/analytics/rto?from=2030-02-02&to=2030-02-02&groupBy=courier')
    ).json().data;
    expect(data.rows).toEqual([
      { key: 'Ekart', label: 'Ekart', ...figures(1, 1, 100, 140, 0, 0), methods: [] },
    ]);
  });

  it('counts an order by the India day it shipped, both ends of the period included', async () => {
    const ids = await Promise.all(
      ['cod', 'upi', 'cod', 'upi'].map((method) =>
        shipped({
          method: method as 'cod' | 'upi',
          to: where.tamilNadu,
          courier: 'DTDC',
          then: 'returned_to_origin',
        }),
      ),
    );
    // 00:00 and 23:59 IST of the period's days are in; the minutes either side are out (the
    // first is 18:30 UTC of the day before, the last 18:29 UTC of the last day).
    await shippedAt(ids[0]!, '2030-06-09T23:59');
    await shippedAt(ids[1]!, '2030-06-10T00:00');
    await shippedAt(ids[2]!, '2030-06-11T23:59');
    await shippedAt(ids[3]!, '2030-06-12T00:00');
    const res = await get('/api/analytics/rto?startDate=2030-06-10&endDate=2030-06-11');
    expect(res.json().data.totals).toEqual(figures(2, 2, 100, 0, 200, 2));
    const before = await get('/api/analytics/rto?startDate=2030-06-09&endDate=2030-06-09');
    expect(before.json().data.totals).toEqual(figures(1, 1, 100, 0, 100, 1));
    const empty = await get('/api/analytics/rto?startDate=2030-07-01&endDate=2030-07-31');
    expect(empty.json().data.totals).toEqual(figures(0, 0, null, 0, 0, 0));
    expect(empty.json().data.rows).toEqual([]);
  });

  it('pages pincodes 25 at a time, the most returns first', async () => {
    const { t } = session;
    const make = orderFactory(t);
    // 27 pincodes, one order each, shipped on 2029-03-05; those of 110013 and 110027 returned.
    for (let i = 1; i <= 27; i++) {
      const row = await make({ at: '2029-03-05T10:00', total: 500, shippedAfterHours: 1 });
      const pincode = `1100${String(i).padStart(2, '0')}`;
      await t.db
        .update(orders)
        .set({
          shippingAddress: { ...row.shippingAddress, state: 'Delhi', pincode },
          status: i === 27 || i === 13 ? 'returned_to_origin' : 'delivered',
        })
        .where(eq(orders.id, row.id));
    }
    const page1 = (await get('/api/analytics/rto?startDate=2029-03-05&groupBy=pincode')).json()
      .data;
    expect(page1.page).toEqual({ page: 1, pageSize: 25, totalRows: 27, totalPages: 2 });
    expect(page1.rows).toHaveLength(25);
    // Returned first (equal returns: by pincode), then the rest in order.
    expect(page1.rows.slice(0, 3).map((r: { key: string }) => r.key)).toEqual([
      '110013',
      '110027',
      '110001',
    ]);
    const page2 = (
      await get('/api/analytics/rto?startDate=2029-03-05&groupBy=pincode&page=2')
    ).json().data;
    expect(page2.rows.map((r: { key: string }) => r.key)).toEqual(['110025', '110026']);
    expect(page2.totals).toEqual(page1.totals);
  });

  it('refuses a bad grouping or period', async () => {
    expect((await get('/api/analytics/rto?groupBy=city')).statusCode).toBe(400);
    expect((await get('/api/analytics/rto?from=2030-02-10&to=2030-02-01')).statusCode).toBe(400);
    expect((await get('/api/analytics/rto?startDate=1990-01-01')).statusCode).toBe(400);
  });

  it('exports every group as CSV, guarding text a spreadsheet would run', async () => {
    const res = await get(`/api/analytics/rto.csv?from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="rto_report_${today}_to_${today}.csv"`,
    );
    const rows = parseCsv(res.body.trimEnd());
    expect(rows[0]).toEqual([
      'Group',
      'Value',
      'Shipped',
      'Returned to origin',
      'RTO rate (%)',
      'Money lost (INR)',
      'Known loss (INR)',
      'Estimated loss (INR)',
      'Parcels estimated',
    ]);
    expect(rows.slice(1)).toEqual([
      ['Payment', 'Cash on delivery', '3', '2', '66.7', '220.00', '120.00', '100.00', '1'],
      ['Payment method', 'Cash on delivery', '3', '2', '66.7', '220.00', '120.00', '100.00', '1'],
      ['Payment', 'Paid online', '3', '2', '66.7', '271.00', '91.00', '180.00', '1'],
      ['Payment method', 'UPI', '3', '2', '66.7', '271.00', '91.00', '180.00', '1'],
      ['State', 'Karnataka', '2', '2', '100.0', '211.00', '211.00', '0.00', '0'],
      ['State', 'Assam', '2', '1', '50.0', '180.00', '0.00', '180.00', '1'],
      ['State', 'Tamil Nadu', '2', '1', '50.0', '100.00', '0.00', '100.00', '1'],
      ['Pincode', '560038', '2', '2', '100.0', '211.00', '211.00', '0.00', '0'],
      ['Pincode', '600001', '2', '1', '50.0', '100.00', '0.00', '100.00', '1'],
      ['Pincode', '781001', '2', '1', '50.0', '180.00', '0.00', '180.00', '1'],
      ['Courier', 'DTDC', '2', '2', '100.0', '220.00', '120.00', '100.00', '1'],
      ['Courier', 'Delhivery', '2', '1', '50.0', '91.00', '91.00', '0.00', '0'],
      ['Courier', 'India Post', '1', '1', '100.0', '180.00', '0.00', '180.00', '1'],
      // The admin typed a formula as the courier's name: it stays text.
      ['Courier', `'${FORMULA_COURIER}`, '1', '0', '0.0', '0.00', '0.00', '0.00', '0'],
      ['Total', '', '6', '4', '66.7', '491.00', '211.00', '280.00', '2'],
    ]);
  });

  it('exports the same rows as an Excel file', async () => {
    const res = await get(`/api/analytics/rto.xlsx?startDate=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`rto_report_${today}_to_`);
    const { default: excel } = await import('exceljs');
    const book = new excel.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('RTO')!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)[0]).toBe('Group');
    expect(values(2)).toEqual(['Payment', 'Cash on delivery', 3, 2, 66.7, 220, 120, 100, 1]);
    const courier = [...Array(sheet.rowCount).keys()]
      .map((i) => values(i + 1))
      .find((v) => v[0] === 'Courier' && String(v[1]).includes('HYPERLINK'));
    expect(courier?.[1]).toBe(`'${FORMULA_COURIER}`);
    expect(values(sheet.rowCount)).toEqual(['Total', undefined, 6, 4, 66.7, 491, 211, 280, 2]);
  });

  it('is for admins only', async () => {
    const { t } = session;
    const customer = await t.loginAs(await t.makeUser());
    for (const path of [
      '/api/analytics/rto',
      '/api/analytics/rto.csv',
      '/api/analytics/rto.xlsx',
    ]) {
      expect((await get(path, customer)).statusCode).toBe(403);
      expect((await t.call('GET', path)).statusCode).toBe(401);
    }
  });
});

/** Moves an order's shipped time to an India wall-clock time. */
async function shippedAt(orderId: string, local: string) {
  await session.t.db
    .update(orders)
    .set({ shippedAt: ist(local) })
    .where(eq(orders.id, orderId));
}
