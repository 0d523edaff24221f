import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Gstr1Json } from '@propwash/domain/gst/gstr1-json';
import type { Gstr1Summary } from '@propwash/domain/gst/schemas';
import { testShipping, useTestAppWithAdmin, type AuthHeaders } from '../../test/test-app.ts';
import { coupons } from '../coupons/coupons.tables.ts';
import type { InvoiceDocument } from '../orders/invoices/invoices.document.ts';
import { createOrdersForGst } from '../orders/orders.for-gst.ts';
import { createReturnsForGst } from '../returns/returns.for-gst.ts';
import { invoices, orderItems, orders } from '../orders/orders.tables.ts';
import { creditNotes } from '../returns/returns.tables.ts';
import { gstr1Of } from './gst.gstr1.ts';
import { GSTR1_SHEETS } from './gst.workbook.ts';
import type { Db } from '../../platform/db.ts';
import { schema } from '../../schema.ts';

// A month of mixed orders under the Bengaluru registration (29…), as the shop makes them: placed
// through checkout, invoiced when packed, credited by a refunded return and by a cancellation.
const session = useTestAppWithAdmin({ paymentMethods: true });
const t = () => session.t;

const HOME = '29AAHCP7245K1ZU';
const MUMBAI = '27AAHCP7245K1ZY';
const CLUB = { gstin: '29AABCT1332L1ZU', legalName: '=HYPERLINK("http://x","Sky Flyers")' };
const LAB = { gstin: '33AAACI1195H1Z5', legalName: 'Chennai Drone Lab LLP' };
const KERALA = { state: 'Kerala', city: 'Kochi', pincode: '682001' };
const TAMIL_NADU = { state: 'Tamil Nadu', city: 'Chennai', pincode: '600001' };
const MAHARASHTRA = { state: 'Maharashtra', city: 'Mumbai', pincode: '400001' };

/** November 2026 in India time; the month the return is for. */
const IN_MONTH = new Date('2026-11-15T06:00:00Z');
const NOTES_AT = new Date('2026-11-25T06:00:00Z');

const admin = () => session.admin;
const setStatus = async (orderId: string, status: string) => {
  const res = await t().call('PUT', `/api/orders/admin/${orderId}/status`, admin(), { status });
  expect(res.statusCode, res.body).toBe(200);
};

/** A customer orders one product through checkout; an online order is paid with the simulator. */
async function order(opts: {
  pricePaise: number;
  quantity?: number;
  gstRateBp?: number;
  hsnCode?: string;
  shipTo?: { state: string; city: string; pincode: string };
  method?: 'cod' | 'upi';
  couponCode?: string;
}) {
  const headers = await t().loginAs(await t().makeUser());
  const product = await t().makeProduct({
    pricePaise: opts.pricePaise,
    originalPricePaise: opts.pricePaise,
    gstRateBp: opts.gstRateBp ?? 1800,
    hsnCode: opts.hsnCode ?? '9503',
    stock: 20,
  });
  await t().addToCart(headers, { productId: product.id, quantity: opts.quantity ?? 1 });
  const method = opts.method ?? 'cod';
  const res = await t().app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: {
      shipping: { ...testShipping, ...opts.shipTo },
      payment: { method },
      ...(opts.couponCode && { couponCode: opts.couponCode }),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.order.id as string;
  if (method === 'upi') await t().payWithSimulator(headers, id);
  return { id, headers };
}

/** Packing issues the invoice (at checkout or at packing, 'processing' has one either way). */
async function invoiced(opts: Parameters<typeof order>[0], buyer?: typeof CLUB) {
  const placed = await order(opts);
  if (buyer) await t().db.update(orders).set({ buyer }).where(eq(orders.id, placed.id));
  await setStatus(placed.id, 'processing');
  return placed;
}

const ids = {} as {
  consumerIntra: string;
  consumerInterSmall: string;
  consumerB2cl: string;
  clubIntra: string;
  labInter: string;
  cancelled: string;
  firstMinute: string;
  lastMonth: string;
  mumbai: string;
  returnId: string;
};
/** Who reads the return's credit note through the returns service: an admin. */
const adminUser = { id: randomUUID(), role: 'admin' };

/** GETs as `as` (default the admin; null: a visitor). */
const getSummary = (query: string, as: AuthHeaders | null = admin()) =>
  t().call('GET', `/api/gst/gstr1/summary?${query}`, as ?? undefined);
const getFile = (query: string, as: AuthHeaders | null = admin()) =>
  t().call('GET', `/api/gst/gstr1?${query}`, as ?? undefined);

beforeAll(async () => {
  const code = `GST10${Date.now().toString(36).toUpperCase()}`;
  await t().db.insert(coupons).values({ code, discountType: 'percentage', discountValue: 10 });

  // Consumers: in Karnataka with a coupon (₹4,999 − 10% = ₹4,499.10, round off −₹0.10), in
  // Kerala below the free-shipping threshold (a shipping line), in Kerala above ₹1 lakh (B2CL).
  ids.consumerIntra = (await invoiced({ pricePaise: 499_900, couponCode: code })).id;
  ids.consumerInterSmall = (await invoiced({ pricePaise: 59_000, shipTo: KERALA })).id;
  ids.consumerB2cl = (
    await invoiced({ pricePaise: 12_000_000, shipTo: KERALA, method: 'upi', hsnCode: '8525' })
  ).id;
  // Businesses: a flying club in Karnataka (two units, one returned) and a lab in Tamil Nadu.
  const club = await invoiced({ pricePaise: 590_000, quantity: 2, hsnCode: '9503' }, CLUB);
  ids.clubIntra = club.id;
  ids.labInter = (
    await invoiced(
      { pricePaise: 1_050_000, gstRateBp: 500, hsnCode: '8507', shipTo: TAMIL_NADU },
      LAB,
    )
  ).id;
  // A consumer's order cancelled after it was invoiced: a credit note for the whole invoice.
  ids.cancelled = (await invoiced({ pricePaise: 149_900 })).id;
  await setStatus(ids.cancelled, 'cancelled');
  // An invoice of the month's first minute in India, one of the last minute of the month before.
  ids.firstMinute = (await invoiced({ pricePaise: 29_900, gstRateBp: 1200 })).id;
  ids.lastMonth = (await invoiced({ pricePaise: 39_900 })).id;
  // Shipped from the Mumbai warehouse: the Maharashtra registration's return, not Bengaluru's.
  ids.mumbai = (await invoiced({ pricePaise: 79_900, shipTo: MAHARASHTRA })).id;

  // The club returns one unit; refunding it issues the credit note (CDNR).
  for (const status of ['shipped', 'delivered']) await setStatus(club.id, status);
  const [item] = await t().db.select().from(orderItems).where(eq(orderItems.orderId, club.id));
  const asked = await t().call('POST', `/api/orders/${club.id}/returns`, club.headers, {
    reason: 'defective',
    note: 'The receiver does not bind',
    kind: 'refund',
    refundTo: { type: 'upi', upiId: 'club@okaxis' },
    items: [{ orderItemId: item!.id, quantity: 1 }],
  });
  expect(asked.statusCode, asked.body).toBe(201);
  ids.returnId = asked.json().data.id;
  for (const body of [
    { status: 'approved' },
    { status: 'picked_up' },
    { status: 'received' },
    { status: 'refunded', refundReference: '612345678901' },
  ]) {
    const res = await t().call('PUT', `/api/returns/admin/${ids.returnId}/status`, admin(), body);
    expect(res.statusCode, res.body).toBe(200);
  }

  // The month under test is November 2026: the documents are dated into it.
  const all = Object.values(ids).filter((id) => id !== ids.returnId);
  await t().db.update(invoices).set({ issuedAt: IN_MONTH }).where(inArray(invoices.orderId, all));
  await t()
    .db.update(invoices)
    .set({ issuedAt: new Date('2026-10-31T18:31:00Z') }) // 1 Nov, 00:01 in India
    .where(eq(invoices.orderId, ids.firstMinute));
  await t()
    .db.update(invoices)
    .set({ issuedAt: new Date('2026-10-31T18:29:00Z') }) // 31 Oct, 23:59 in India
    .where(eq(invoices.orderId, ids.lastMonth));
  await t().db.update(creditNotes).set({ issuedAt: NOTES_AT });
}, 180_000);

/** The printed documents of the month, read through the invoice and credit-note services. */
async function printedDocuments() {
  const inMonth = [
    ids.consumerIntra,
    ids.consumerInterSmall,
    ids.consumerB2cl,
    ids.clubIntra,
    ids.labInter,
    ids.cancelled,
    ids.firstMinute,
  ];
  const docs: InvoiceDocument[] = [];
  for (const id of inMonth) docs.push((await t().services.invoices.document(id))!);
  const notes: InvoiceDocument[] = [
    await t().services.returns.creditNote(ids.returnId, adminUser),
    (await t().services.invoices.cancellationCreditNote(ids.cancelled))!,
  ];
  return { docs, notes };
}

const toPaise = (rupees: number | undefined) => Math.round((rupees ?? 0) * 100);

describe('GSTR-1 of a month', () => {
  it('adds up to the invoices less the credit notes, to the paisa, table by table', async () => {
    const res = await getFile('period=2026-11&format=json');
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json() as Gstr1Json;
    const { docs, notes } = await printedDocuments();

    type Item = { itm_det: { txval: number; iamt?: number; camt?: number; samt?: number } };
    const sumItems = (items: Item[], k: 'txval' | 'iamt' | 'camt' | 'samt') =>
      items.reduce((a, i) => a + toPaise(i.itm_det[k]), 0);
    const b2bItems = json.b2b.flatMap((g) => g.inv.flatMap((i) => i.itms));
    const b2clItems = (json.b2cl ?? []).flatMap((g) => g.inv.flatMap((i) => i.itms));
    const cdnrItems = json.cdnr.flatMap((g) => g.nt.flatMap((n) => n.itms));
    const cdnurItems = (json.cdnur ?? []).flatMap((n) => n.itms);
    const b2csAs = json.b2cs.map((r) => ({ itm_det: r }));
    const fromTables = (k: 'txval' | 'iamt' | 'camt' | 'samt') =>
      sumItems(b2bItems, k) +
      sumItems(b2clItems, k) +
      sumItems(b2csAs, k) -
      sumItems(cdnrItems, k) -
      sumItems(cdnurItems, k);
    const fromDocs = (pick: (l: InvoiceDocument['lines'][number]) => number) =>
      docs.reduce((a, d) => a + d.lines.reduce((b, l) => b + pick(l), 0), 0) -
      notes.reduce((a, d) => a + d.lines.reduce((b, l) => b + pick(l), 0), 0);

    expect(fromTables('txval')).toBe(fromDocs((l) => l.taxablePaise));
    expect(fromTables('iamt')).toBe(fromDocs((l) => l.igstPaise));
    expect(fromTables('camt')).toBe(fromDocs((l) => l.cgstPaise));
    expect(fromTables('samt')).toBe(fromDocs((l) => l.sgstPaise));
    // The HSN summary says the same.
    const hsn = [...json.hsn.hsn_b2b, ...json.hsn.hsn_b2c];
    expect(hsn.reduce((a, r) => a + toPaise(r.txval), 0)).toBe(fromDocs((l) => l.taxablePaise));
    expect(hsn.reduce((a, r) => a + toPaise(r.camt) + toPaise(r.samt) + toPaise(r.iamt), 0)).toBe(
      fromDocs((l) => l.cgstPaise + l.sgstPaise + l.igstPaise),
    );
    // Something of every kind was there to add up.
    expect(fromDocs((l) => l.igstPaise)).toBeGreaterThan(0);
    expect(fromDocs((l) => l.cgstPaise)).toBeGreaterThan(0);
  });

  it('reports each document in its table with the offline tool field names', async () => {
    const json = (await getFile('period=2026-11')).json() as Gstr1Json;
    const doc = async (id: string) => (await t().services.invoices.document(id))!;
    const club = await doc(ids.clubIntra);
    const lab = await doc(ids.labInter);
    const b2cl = await doc(ids.consumerB2cl);
    const intra = await doc(ids.consumerIntra);
    const small = await doc(ids.consumerInterSmall);
    expect(json).toMatchObject({ gstin: HOME, fp: '112026', version: 'GST3.2.4', hash: 'hash' });

    // B2B: both businesses, by GSTIN; intra-state CGST + SGST, inter-state IGST.
    expect(json.b2b.map((g) => g.ctin)).toEqual([CLUB.gstin, LAB.gstin]);
    expect(json.b2b[0]!.inv).toEqual([
      {
        inum: club.invoiceNumber,
        idt: '15-11-2026',
        val: club.totals.totalPaise / 100,
        pos: '29',
        rchrg: 'N',
        inv_typ: 'R',
        itms: [
          {
            num: 1,
            itm_det: {
              txval: club.totals.taxablePaise / 100,
              rt: 18,
              camt: club.totals.cgstPaise / 100,
              samt: club.totals.sgstPaise / 100,
              csamt: 0,
            },
          },
        ],
      },
    ]);
    expect(json.b2b[1]!.inv[0]).toMatchObject({ inum: lab.invoiceNumber, pos: '33' });
    expect(json.b2b[1]!.inv[0]!.itms[0]!.itm_det).toEqual({
      txval: lab.totals.taxablePaise / 100,
      rt: 5,
      iamt: lab.totals.igstPaise / 100,
      csamt: 0,
    });

    // B2CL: the ₹1.2 lakh inter-state consumer invoice, under its place of supply.
    expect(json.b2cl).toEqual([
      {
        pos: '32',
        inv: [
          {
            inum: b2cl.invoiceNumber,
            idt: '15-11-2026',
            val: b2cl.totals.totalPaise / 100,
            itms: [
              {
                num: 1,
                itm_det: {
                  txval: b2cl.totals.taxablePaise / 100,
                  rt: 18,
                  iamt: b2cl.totals.igstPaise / 100,
                  csamt: 0,
                },
              },
            ],
          },
        ],
      },
    ]);

    // B2CS: Karnataka intra-state (the coupon order; the cancelled invoice is netted out by its
    // credit note) and Kerala inter-state (the small order and its shipping line, both at 18%).
    const kerala = json.b2cs.find((r) => r.pos === '32')!;
    expect(kerala).toEqual({
      sply_ty: 'INTER',
      pos: '32',
      typ: 'OE',
      rt: 18,
      txval: small.totals.taxablePaise / 100,
      iamt: small.totals.igstPaise / 100,
      csamt: 0,
    });
    expect(small.lines.map((l) => l.hsnCode)).toEqual(['9503', '996812']);
    const karnataka18 = json.b2cs.find((r) => r.pos === '29' && r.rt === 18)!;
    expect(karnataka18).toMatchObject({ sply_ty: 'INTRA', typ: 'OE' });
    expect(toPaise(karnataka18.txval)).toBe(intra.totals.taxablePaise);
    // The coupon's round off (−₹0.10) is in no taxable value.
    expect(intra.totals.roundOffPaise).toBe(-10);
    expect(json.b2cs.find((r) => r.pos === '29' && r.rt === 12)).toBeDefined();

    // CDNR: the club's refunded return; CDNUR: nothing (no note against a B2CL invoice).
    const returned = await t().services.returns.creditNote(ids.returnId, adminUser);
    expect(json.cdnr).toEqual([
      {
        ctin: CLUB.gstin,
        nt: [
          {
            ntty: 'C',
            nt_num: returned.creditNote!.number,
            nt_dt: '25-11-2026',
            val: returned.totals.totalPaise / 100,
            pos: '29',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [
              {
                num: 1,
                itm_det: {
                  txval: returned.totals.taxablePaise / 100,
                  rt: 18,
                  camt: returned.totals.cgstPaise / 100,
                  samt: returned.totals.sgstPaise / 100,
                  csamt: 0,
                },
              },
            ],
          },
        ],
      },
    ]);
    expect(json.cdnur).toBeUndefined();

    // HSN: B2B and B2C tabs; the shipping service under its SAC with UQC NA and no quantity.
    expect(json.hsn.hsn_b2b.map((r) => [r.hsn_sc, r.uqc, r.qty, r.rt])).toEqual([
      ['8507', 'NOS', 1, 5],
      ['9503', 'NOS', 1, 18],
    ]);
    const shipping = json.hsn.hsn_b2c.find((r) => r.hsn_sc === '996812')!;
    expect(shipping).toMatchObject({ uqc: 'NA', qty: 0, rt: 18 });
    expect(toPaise(shipping.txval)).toBe(small.lines[1]!.taxablePaise);
    expect(Object.keys(json.hsn.hsn_b2c[0]!)).toEqual([
      'num',
      'hsn_sc',
      'desc',
      'uqc',
      'qty',
      'rt',
      'txval',
      'iamt',
      'camt',
      'samt',
      'csamt',
    ]);
  });

  it("leaves out other months and other registrations' invoices", async () => {
    const json = (await getFile('period=2026-11')).json() as Gstr1Json;
    const numbers = JSON.stringify(json);
    const number = async (id: string) => (await t().services.invoices.document(id))!.invoiceNumber;
    expect(numbers).not.toContain(`"${await number(ids.lastMonth)}"`);
    expect(numbers).not.toContain(`"${await number(ids.mumbai)}"`);
    // 1 Nov 00:01 India time is November's.
    expect(json.b2cs.some((r) => r.rt === 12)).toBe(true);

    const doc = json.doc_issue.doc_det;
    expect(doc.map((d) => [d.doc_num, d.doc_typ])).toEqual([
      [1, 'Invoices for outward supply'],
      [5, 'Credit Note'],
    ]);
    expect(doc[0]!.docs.reduce((a, d) => a + d.totnum, 0)).toBe(7);
    expect(doc[1]!.docs[0]).toMatchObject({ totnum: 2, cancel: 0, net_issue: 2 });

    // October's return has the last-minute invoice, Maharashtra's the Mumbai one.
    const october = (await getFile('period=2026-10')).json() as Gstr1Json;
    expect(JSON.stringify(october)).toContain(`"${await number(ids.lastMonth)}"`);
    const mumbai = await getFile(`period=2026-11&gstin=${MUMBAI.toLowerCase()}`);
    expect(mumbai.headers['content-disposition']).toBe(
      `attachment; filename="GSTR1_${MUMBAI}_112026.json"`,
    );
    expect((mumbai.json() as Gstr1Json).b2cs).toEqual([
      expect.objectContaining({ sply_ty: 'INTRA', pos: '27', rt: 18 }),
    ]);
  });

  it('sums the tables in the summary, with the check and the registrations', async () => {
    const res = await getSummary('period=2026-11');
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json().data as Gstr1Summary;
    expect(summary).toMatchObject({
      gstin: HOME,
      period: '2026-11',
      fp: '112026',
      b2clAbove: 100_000,
    });
    expect(summary.fileName).toEqual({
      json: `GSTR1_${HOME}_112026.json`,
      xlsx: `GSTR1_${HOME}_112026.xlsx`,
    });
    expect(summary.registrations.map((r) => [r.gstin, r.isDefault])).toEqual([
      [HOME, true],
      ['07AAHCP7245K1Z0', false],
      [MUMBAI, false],
      ['19AAHCP7245K1ZV', false],
    ]);
    const byTable = Object.fromEntries(summary.tables.map((r) => [r.table, r]));
    expect(byTable.b2b).toMatchObject({ rows: 2, documents: 2 });
    expect(byTable.b2cl).toMatchObject({ rows: 1, documents: 1 });
    // Four consumer invoices and the cancellation's credit note netted in B2CS.
    expect(byTable.b2cs!.documents).toBe(5);
    expect(byTable.cdnr).toMatchObject({ rows: 1, documents: 1 });
    expect(byTable.cdnur).toMatchObject({ rows: 0, documents: 0, taxable: 0 });
    expect(summary.check).toMatchObject({ isBalanced: true, invoices: 7, creditNotes: 2 });
    expect(summary.check.difference).toEqual({ taxable: 0, igst: 0, cgst: 0, sgst: 0 });
    expect(summary.check.tables).toEqual(summary.check.documents);

    const { docs, notes } = await printedDocuments();
    const taxable =
      docs.reduce((a, d) => a + d.totals.taxablePaise, 0) -
      notes.reduce((a, d) => a + d.totals.taxablePaise, 0);
    expect(toPaise(summary.check.documents.taxable)).toBe(taxable);
    const b2b = docs.filter((d) => [ids.clubIntra, ids.labInter].includes(d.orderId));
    expect(toPaise(byTable.b2b!.value!)).toBe(b2b.reduce((a, d) => a + d.totals.totalPaise, 0));
    expect(summary.documents.map((d) => [d.docNum, d.issued])).toEqual([
      [1, 7],
      [5, 2],
    ]);
  });

  it('writes the same figures to the Excel workbook, one sheet per table, formulas guarded', async () => {
    const json = (await getFile('period=2026-11')).json() as Gstr1Json;
    const res = await getFile('period=2026-11&format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="GSTR1_${HOME}_112026.xlsx"`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(Object.keys(GSTR1_SHEETS));

    /** A sheet's column, by header, as the rows below it hold it. */
    const column = (sheet: string, header: string) => {
      const ws = book.getWorksheet(sheet)!;
      const headers = (ws.getRow(1).values as unknown[]).slice(1);
      expect(headers).toEqual(GSTR1_SHEETS[sheet as keyof typeof GSTR1_SHEETS]);
      const at = headers.indexOf(header) + 1;
      const values: unknown[] = [];
      ws.eachRow((row, n) => {
        if (n > 1) values.push(row.getCell(at).value);
      });
      return values;
    };
    const total = (sheet: string, header: string) =>
      column(sheet, header).reduce((a: number, v) => a + toPaise(Number(v)), 0);

    const items = (docs: Array<{ itms: Array<{ itm_det: Record<string, number> }> }>) =>
      docs.flatMap((d) => d.itms.map((i) => i.itm_det));
    const sum = (rows: Array<Record<string, number | string>>, k: string) =>
      rows.reduce((a, r) => a + toPaise(Number(r[k] ?? 0)), 0);
    const b2b = items(json.b2b.flatMap((g) => g.inv));
    const b2cl = items(json.b2cl.flatMap((g) => g.inv));
    const cdnr = items(json.cdnr.flatMap((g) => g.nt));
    expect(total('b2b', 'Taxable Value')).toBe(sum(b2b, 'txval'));
    expect(total('b2b', 'Central Tax Amount')).toBe(sum(b2b, 'camt'));
    expect(total('b2b', 'Integrated Tax Amount')).toBe(sum(b2b, 'iamt'));
    expect(total('b2cl', 'Taxable Value')).toBe(sum(b2cl, 'txval'));
    expect(total('b2cs', 'Taxable Value')).toBe(sum(json.b2cs, 'txval'));
    expect(total('b2cs', 'State/UT Tax Amount')).toBe(sum(json.b2cs, 'samt'));
    expect(total('cdnr', 'Taxable Value')).toBe(sum(cdnr, 'txval'));
    expect(column('cdnur', 'Taxable Value')).toEqual([]);
    expect(total('hsn(b2b)', 'Taxable Value')).toBe(sum(json.hsn.hsn_b2b, 'txval'));
    expect(total('hsn(b2c)', 'Taxable Value')).toBe(sum(json.hsn.hsn_b2c, 'txval'));
    expect(column('docs', 'Total Number')).toEqual([7, 2]);
    expect(column('b2b', 'Place Of Supply')).toEqual(['29-Karnataka', '33-Tamil Nadu']);
    expect(column('b2b', 'Invoice date')).toEqual(['15-Nov-2026', '15-Nov-2026']);
    // The club's legal name starts with '=': written as text, not run as a formula.
    expect(column('b2b', 'Receiver Name')).toEqual([`'${CLUB.legalName}`, LAB.legalName]);
  });
});

describe('reading a month', () => {
  it('takes a fixed number of queries, not one per document', async () => {
    const pool = new pg.Pool({ connectionString: t().database.url, max: 2 });
    let queries = 0;
    const db = drizzle(pool, { schema, logger: { logQuery: () => void (queries += 1) } });
    try {
      const orders = createOrdersForGst({
        db: db as unknown as Db,
        general: () => t().services.settings.get('general'),
      });
      const returns = createReturnsForGst({ db: db as unknown as Db, orders });
      const month = await gstr1Of({ orders, returns }, HOME, '2026-11');
      expect(month.input.invoices).toHaveLength(7);
      expect(month.input.creditNotes).toHaveLength(2);
      // Invoices and their lines (2), credit notes, returned lines, their invoices and lines (4),
      // receipt vouchers (1): the same seven for 7 invoices or 7,000.
      expect(queries).toBe(7);
    } finally {
      await pool.end();
    }
  });
});

describe('who may ask, and for which month', () => {
  it('answers admins only', async () => {
    const customer = await t().loginAs(await t().makeUser());
    for (const get of [getSummary, getFile]) {
      expect((await get('period=2026-11', null)).statusCode).toBe(401);
      expect((await get('period=2026-11', customer)).statusCode).toBe(403);
    }
  });

  it('refuses a malformed or future month, another GSTIN and an unknown format, saying why', async () => {
    const cases: Array<[string, string]> = [
      ['period=2026-13', 'period: The month must be written YYYY-MM, e.g. 2026-11'],
      ['period=Nov-2026', 'period: The month must be written YYYY-MM, e.g. 2026-11'],
      ['', 'period: Choose the month of the return, as YYYY-MM'],
      ['period=2017-06', 'period: GST returns start with July 2017 (2017-07)'],
      ['period=2099-01', 'period: 2099-01 has not begun yet'],
      ['period=2026-11&gstin=29AAAAA0000A1Z5', 'gstin: 29AAAAA0000A1Z5 is not one of'],
      ['period=2026-11&gstin=123', 'gstin: A GSTIN has 15 letters and digits'],
    ];
    for (const [query, message] of cases) {
      for (const get of [getSummary, getFile]) {
        const res = await get(query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error.message, query).toContain(message);
      }
    }
    const pdf = await getFile('period=2026-11&format=pdf');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.message).toContain('format');
  });

  it('gives an empty but balanced return for a month without documents', async () => {
    const summary = (await getSummary('period=2025-06')).json().data as Gstr1Summary;
    expect(summary.check.isBalanced).toBe(true);
    expect(summary.tables.every((r) => r.rows === 0 && r.taxable === 0)).toBe(true);
    const file = (await getFile('period=2025-06')).json();
    expect(file).toEqual({
      gstin: HOME,
      fp: '062025',
      version: 'GST3.2.4',
      hash: 'hash',
      hsn: { hsn_b2b: [], hsn_b2c: [] },
    });
  });
});
