import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gstinCheckChar } from '@propwash/domain/settings/gstin';
import { pdfText } from '../../../test/pdf-text.ts';
import { testShipping, useTestAppWithAdmin, type AuthHeaders } from '../../../test/test-app.ts';
import { droneUnits, orderItems } from '../orders.tables.ts';

// The invoice that names a business buyer (docs/decisions/business-buyers.md), a consumer's of
// ₹50,000 or more, and a drone's serial numbers (docs/decisions/drones.md). Each order gets its
// invoice by being packed (the admin's move to processing), which issues one whenever the shop
// issues it (docs/decisions/invoice-timing.md).

const session = useTestAppWithAdmin({ paymentMethods: true });

const gstin = (first14: string) => `${first14}${gstinCheckChar(first14)}`;
const CLUB = { gstin: gstin('29AABCS1234K1Z'), legalName: 'Skyhigh Flying Club LLP' };

const addresses = {
  Karnataka: {},
  'Tamil Nadu': { city: 'Chennai', state: 'Tamil Nadu', pincode: '600001' },
} as const;

/** A customer's order, placed through checkout and packed by the admin; its id and the customer. */
async function packedOrder(opts: {
  business?: { gstin: string; legalName: string };
  to?: keyof typeof addresses;
  pricePaise?: number;
  quantity?: number;
  droneWeightGrams?: number;
  method?: 'cod' | 'upi';
  /** Serial numbers recorded for each unit before packing (drone lines). */
  serials?: (unit: number) => { aircraft: string; flightController: string; remote: string };
}) {
  const { t, admin } = session;
  const headers = await t.loginAs(await t.makeUser());
  const product = await t.makeProduct({
    name: opts.droneWeightGrams ? 'Falcon 450 Quad' : 'Cessna 182 Trainer',
    pricePaise: opts.pricePaise ?? 249_900,
    originalPricePaise: opts.pricePaise ?? 249_900,
    stock: 20,
    droneWeightGrams: opts.droneWeightGrams ?? null,
  });
  await t.addToCart(headers, { productId: product.id, quantity: opts.quantity ?? 1 });
  const method = opts.method ?? 'cod';
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: {
      shipping: { ...testShipping, ...addresses[opts.to ?? 'Karnataka'] },
      payment: { method },
      ...(opts.business && { business: opts.business }),
      ...(opts.droneWeightGrams && { droneAcknowledged: true }),
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().data.order as { id: string; summary: { total: number } };
  if (method === 'upi') await t.payWithSimulator(headers, order.id);
  if (opts.serials) {
    const [line] = await t.db
      .select({ id: orderItems.id, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    await t.db.insert(droneUnits).values(
      Array.from({ length: line!.quantity }, (_, i) => {
        const s = opts.serials!(i + 1);
        return {
          orderId: order.id,
          orderItemId: line!.id,
          unit: i + 1,
          aircraftSerial: s.aircraft,
          flightControllerSerial: s.flightController,
          remoteSerial: s.remote,
        };
      }),
    );
  }
  const packed = await t.app.inject({
    method: 'PUT',
    url: `/api/orders/admin/${order.id}/status`,
    headers: admin,
    payload: { status: 'processing' },
  });
  expect(packed.statusCode, packed.body).toBe(200);
  return { order, headers };
}

const invoiceOf = (orderId: string, headers: AuthHeaders, accept?: string) =>
  session.t.app.inject({
    url: `/api/orders/${orderId}/invoice`,
    headers: { ...headers, ...(accept && { accept }) },
  });

async function invoiceJson(orderId: string, headers: AuthHeaders) {
  const res = await invoiceOf(orderId, headers, 'application/json');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json().data;
}

/** The text of one party block of the invoice page ('Bill to', 'Ship to', 'Sold by'). */
const party = (html: string, title: string) =>
  new RegExp(`<h2>${title}</h2>\\n<p>([\\s\\S]*?)</p>`).exec(html)?.[1] ?? null;

describe("a business buyer's invoice", () => {
  it('names the GSTIN and legal name with CGST + SGST inside Karnataka, in JSON, on the page and in the PDF', async () => {
    const { order, headers } = await packedOrder({ business: CLUB });
    const doc = await invoiceJson(order.id, headers);
    expect(doc.buyer).toMatchObject({
      gstin: CLUB.gstin,
      legalName: CLUB.legalName,
      name: CLUB.legalName,
      address: testShipping.address,
      state: 'Karnataka',
      stateCode: '29',
    });
    expect(doc.placeOfSupply).toEqual({ state: 'Karnataka', stateCode: '29' });
    expect(doc.reverseCharge).toBe(false);
    expect(doc.isIntraState).toBe(true);
    // The person who receives the goods, at the billing address.
    expect(doc.shipTo).toMatchObject({ name: testShipping.name, address: testShipping.address });
    // ₹2,499 at 18% with free shipping: taxable 2,117.80, GST 381.20 = 190.60 + 190.60.
    expect(doc.totals).toMatchObject({
      taxableValue: 2117.8,
      cgst: 190.6,
      sgst: 190.6,
      igst: 0,
      tax: 381.2,
      total: order.summary.total,
    });
    expect(doc.lines[0]).toMatchObject({ gstRate: 18, cgst: 190.6, sgst: 190.6, droneUnits: [] });

    const page = await invoiceOf(order.id, headers);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = page.body;
    const billTo = party(html, 'Bill to')!;
    expect(billTo).toContain(`<strong>${CLUB.legalName}</strong>`);
    expect(billTo).toContain(`GSTIN: <strong>${CLUB.gstin}</strong>`);
    expect(billTo).toContain('Karnataka (code 29)');
    expect(party(html, 'Ship to')).toContain(`<strong>${testShipping.name}</strong>`);
    expect(html).toContain('<dt>Place of supply</dt><dd>Karnataka (29)</dd>');
    expect(html).toContain('<dt>Reverse charge</dt><dd>No</dd>');

    const pdf = await session.t.app.inject({
      url: `/api/orders/${order.id}/invoice/download?format=pdf`,
      headers,
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`GSTIN: ${CLUB.gstin}`);
    expect(text).toContain(CLUB.legalName);
    expect(text).toContain('SHIP TO');
    expect(text).toContain('Karnataka (29)');
  });

  it('charges IGST when delivered to another state, the place of supply being that state', async () => {
    const { order, headers } = await packedOrder({ business: CLUB, to: 'Tamil Nadu' });
    const doc = await invoiceJson(order.id, headers);
    expect(doc.buyer).toMatchObject({ gstin: CLUB.gstin, legalName: CLUB.legalName });
    expect(doc.placeOfSupply).toEqual({ state: 'Tamil Nadu', stateCode: '33' });
    expect(doc.isIntraState).toBe(false);
    expect(doc.totals).toMatchObject({ cgst: 0, sgst: 0, igst: 381.2, tax: 381.2 });

    const html = (await invoiceOf(order.id, headers)).body;
    expect(party(html, 'Bill to')).toContain(`GSTIN: <strong>${CLUB.gstin}</strong>`);
    expect(html).toContain('<dt>Place of supply</dt><dd>Tamil Nadu (33)</dd>');
    expect(html).toContain('<th class="num">IGST</th>');
    expect(html).not.toContain('<th class="num">CGST</th>');
  });
});

describe("a consumer's invoice", () => {
  it("of ₹50,000 or more prints the buyer's name, address, state and state code", async () => {
    const { order, headers } = await packedOrder({
      pricePaise: 5_900_000,
      method: 'upi',
      to: 'Tamil Nadu',
    });
    const doc = await invoiceJson(order.id, headers);
    expect(doc.totals.total).toBe(59_000);
    expect(doc.buyer).toMatchObject({
      gstin: null,
      legalName: null,
      name: testShipping.name,
      address: testShipping.address,
      city: 'Chennai',
      state: 'Tamil Nadu',
      stateCode: '33',
      pincode: '600001',
    });
    // Billed and delivered to the same person at the same address: no Ship to.
    expect(doc.shipTo).toBeNull();

    const html = (await invoiceOf(order.id, headers)).body;
    const billTo = party(html, 'Bill to')!;
    expect(billTo).toContain(`<strong>${testShipping.name}</strong>`);
    expect(billTo).toContain(testShipping.address);
    expect(billTo).toContain('Chennai 600001');
    expect(billTo).toContain('Tamil Nadu (code 33)');
    expect(billTo).not.toContain('GSTIN');
    expect(party(html, 'Ship to')).toBeNull();
  });
});

describe('the invoice of a drone', () => {
  it('prints the serial numbers of each unit under its line', async () => {
    const { order, headers } = await packedOrder({
      droneWeightGrams: 900,
      quantity: 2,
      serials: (unit) => ({
        aircraft: `AC-100${unit}`,
        flightController: `FC-200${unit}`,
        remote: `RC-300${unit}`,
      }),
    });
    const doc = await invoiceJson(order.id, headers);
    expect(doc.lines[0].droneUnits).toEqual([
      { unit: 1, aircraft: 'AC-1001', flightController: 'FC-2001', remote: 'RC-3001' },
      { unit: 2, aircraft: 'AC-1002', flightController: 'FC-2002', remote: 'RC-3002' },
    ]);

    const html = (await invoiceOf(order.id, headers)).body;
    expect(html).toContain(
      '<small class="serial">Serial numbers (unit 1): aircraft AC-1001, flight controller FC-2001, remote RC-3001</small><small class="serial">Serial numbers (unit 2): aircraft AC-1002, flight controller FC-2002, remote RC-3002</small>',
    );
    const pdf = await session.t.app.inject({
      url: `/api/orders/${order.id}/invoice/download?format=pdf`,
      headers,
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(
      'Serial numbers (unit 2): aircraft AC-1002, flight controller FC-2002, remote RC-3002',
    );
  });

  it('of one unit says only its serial numbers', async () => {
    const { order, headers } = await packedOrder({
      droneWeightGrams: 1_500,
      serials: () => ({ aircraft: 'SN-A1', flightController: 'SN-F1', remote: 'SN-R1' }),
    });
    const html = (await invoiceOf(order.id, headers)).body;
    expect(html).toContain(
      'Serial numbers: aircraft SN-A1, flight controller SN-F1, remote SN-R1</small>',
    );
  });
});

describe('GET /api/orders/:id/invoice', () => {
  it('answers the page unless the Accept header prefers JSON', async () => {
    const { order, headers } = await packedOrder({});
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    for (const accept of [undefined, '*/*', browser, 'application/json;q=0.5, text/html']) {
      const res = await invoiceOf(order.id, headers, accept);
      expect(res.headers['content-type'], accept).toBe('text/html; charset=utf-8');
      expect(res.headers.vary).toContain('Accept');
    }
    for (const accept of ['application/json', 'application/json, text/html;q=0.9']) {
      const res = await invoiceOf(order.id, headers, accept);
      expect(res.headers['content-type'], accept).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.json()).toMatchObject({ success: true, data: { buyer: { gstin: null } } });
    }
    // Another customer is refused whichever the format.
    const stranger = await session.t.loginAs(await session.t.makeUser());
    const refused = await invoiceOf(order.id, stranger, 'application/json');
    expect(refused.statusCode).toBe(404);
  });
});
