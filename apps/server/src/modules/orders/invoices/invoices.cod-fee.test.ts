import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGstr1 } from '@propwash/domain/gst/gstr1';
import { quote, type QuotePayment } from '@propwash/domain/pricing/quote';
import { defaultSettings } from '@propwash/domain/settings/defaults';
import { pdfText } from '../../../test/pdf-text.ts';
import { buildTestApp, testShipping, type TestApp } from '../../../test/test-app.ts';
import { createCancellationNotes } from '../../returns/returns.credit-notes.ts';
import { issueInvoice } from './invoices.numbering.ts';
import { lineMoney, orderMoney } from '../placement/placement.rows.ts';
import { createInvoicesService, type InvoicesService } from './invoices.service.ts';
import type { InvoiceDocument } from './invoices.document.ts';
import { buildReceiptDocument } from '../receipts/receipts.document.ts';
import { renderReceiptHtml } from '../receipts/receipts.html.ts';
import { renderReceiptPdf } from '../receipts/receipts.pdf.ts';
import { orderItems, orders } from '../orders.tables.ts';

// The COD fee is a line of its own (SAC 996812, 18%), the prepaid saving a line of the totals
// already inside the lines' discounts, a received advance and the balance under the total; and
// GSTR-1 reads them from the printed lines (docs/decisions/cod-fee-and-prepaid-saving.md).

let t: TestApp;
let invoices: InvoicesService;
let seq = 0;

const SHOP_GSTIN = defaultSettings.general.gstin;

/** An order of one product, priced by the domain quote for `payment`, invoiced; its document. */
async function invoiced(opts: {
  payment: QuotePayment;
  unitPricePaise: number;
  gstRateBp?: number;
  state?: string;
  buyer?: { gstin: string; legalName: string } | null;
  advancePaise?: number;
  paymentStatus?: 'pending' | 'part_paid' | 'paid';
}): Promise<{ id: string; doc: InvoiceDocument }> {
  const state = opts.state ?? 'Karnataka';
  const q = quote({
    lines: [
      {
        productId: 'p1',
        name: 'Trainer Plane',
        unitPricePaise: opts.unitPricePaise,
        quantity: 1,
        gstRateBp: opts.gstRateBp ?? 1800,
      },
    ],
    deliveryState: state,
    shopState: 'Karnataka',
    shippingMethod: 'standard',
    shipping: defaultSettings.shipping,
    payment: opts.payment,
  });
  seq += 1;
  const [order] = await t.db
    .insert(orders)
    .values({
      orderNumber: `PW-COD-${seq}${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
      status: 'confirmed',
      paymentMethod: opts.payment.method === 'cod' ? 'cod' : 'upi',
      paymentStatus: opts.paymentStatus ?? 'pending',
      warehouse: 'South Bengaluru',
      shippingMethod: 'standard',
      customerName: 'Asha Rao',
      customerEmail: 'asha@example.com',
      shippingAddress: { ...testShipping, state },
      buyer: opts.buyer ?? null,
      ...orderMoney(q),
      codAdvancePaise: opts.advancePaise ?? 0,
      createdAt: new Date('2026-11-10T06:00:00Z'),
    })
    .returning();
  await t.db.insert(orderItems).values(
    q.lines.map((l) => ({
      orderId: order!.id,
      name: l.name,
      sku: 'SKU-1',
      hsnCode: '9503',
      ...lineMoney(l),
    })),
  );
  await t.db.transaction((tx) => issueInvoice(tx, order!.id, new Date('2026-11-11T06:00:00Z')));
  return { id: order!.id, doc: (await invoices.document(order!.id))! };
}

const cod = (codFeePaise: number): QuotePayment => ({ method: 'cod', codFeePaise });
const online: QuotePayment = {
  method: 'online',
  saving: { type: 'percent', percent: 5, fixedPaise: 0, capPaise: 25_000 },
};

/** The totals' rows as printed: label and amount, in order. */
const totalRows = (html: string) =>
  [...html.matchAll(/<tr(?: class="grand")?><th>([^<]+)<\/th><td class="num">([^<]+)<\/td><\/tr>/g)]
    .map((m) => `${m[1]} ${m[2]}`)
    .filter((row) => !/^(Taxable value|CGST|SGST|IGST|Total GST)/.test(row));

beforeAll(async () => {
  t = await buildTestApp();
  invoices = createInvoicesService({
    db: t.db,
    settings: t.services.settings,
    cancellationNotes: createCancellationNotes(t.db),
  });
});
afterAll(async () => {
  await t?.close();
});

describe('an invoice with a COD fee', () => {
  it('prints the fee as a line of its own, split CGST + SGST, and the totals add up', async () => {
    // ₹499 at 18% in Karnataka (free shipping), COD fee ₹49:
    //   goods: taxable round(49,900 × 100/118) = 42,288, GST 7,612 = CGST 3,806 + SGST 3,806;
    //   fee:   taxable round(4,900 × 100/118) = 4,153, GST 747 = CGST 374 + SGST 373;
    //   total 49,900 + 4,900 = ₹548.00, no round off.
    const { id, doc } = await invoiced({ payment: cod(4_900), unitPricePaise: 49_900 });
    expect(doc.lines.map((l) => [l.description, l.hsnCode, l.gstRateBp])).toEqual([
      ['Trainer Plane', '9503', 1800],
      ['Cash on delivery fee', '996812', 1800],
    ]);
    expect(doc.lines[1]).toMatchObject({
      position: 2,
      quantity: 1,
      unitPricePaise: 4_900,
      discountPaise: 0,
      taxablePaise: 4_153,
      cgstPaise: 374,
      sgstPaise: 373,
      igstPaise: 0,
      totalPaise: 4_900,
    });
    expect(doc.totals).toMatchObject({
      subtotalPaise: 49_900,
      codFeePaise: 4_900,
      prepaidSavingPaise: 0,
      taxablePaise: 42_288 + 4_153,
      cgstPaise: 3_806 + 374,
      sgstPaise: 3_806 + 373,
      taxPaise: 8_359,
      totalPaise: 54_800,
      advance: null,
    });
    const sum = doc.lines.reduce((a, l) => a + l.taxablePaise + l.cgstPaise + l.sgstPaise, 0);
    expect(sum + doc.totals.roundOffPaise).toBe(doc.totals.totalPaise);

    const html = invoices.html(doc);
    expect(html).toContain('Cash on delivery fee');
    expect(totalRows(html)).toEqual([
      'Subtotal ₹499.00',
      'Shipping Free',
      'Cash on delivery fee ₹49.00',
      'Total ₹548.00',
    ]);
    const json = invoices.json(doc);
    expect(json.totals).toMatchObject({ codFee: 49, prepaidSaving: 0, total: 548, advance: null });
    expect(json.lines[1]).toMatchObject({ hsnCode: '996812', taxableValue: 41.53, cgst: 3.74 });
    const pdf = pdfText(await invoices.pdf(doc));
    expect(pdf).toContain('Cash on delivery fee');
    expect(pdf).toContain('996812');
    expect(pdf).not.toContain('Advance received');

    // Cancelled after packing: the credit note for the whole invoice credits the fee too.
    await t.db.transaction((tx) =>
      createCancellationNotes(t.db).issue(tx, id, new Date('2026-11-12T06:00:00Z')),
    );
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id));
    const note = (await invoices.cancellationCreditNote(id))!;
    expect(note.lines.map((l) => l.description)).toEqual(['Trainer Plane', 'Cash on delivery fee']);
    expect(note.totals.totalPaise).toBe(54_800);
  });

  it('puts the fee on IGST for another state', async () => {
    // Maharashtra (free shipping): fee ₹49 → taxable 4,153, IGST 747.
    const { doc } = await invoiced({
      payment: cod(4_900),
      unitPricePaise: 49_900,
      state: 'Maharashtra',
    });
    expect(doc.isIntraState).toBe(false);
    expect(doc.lines[1]).toMatchObject({ taxablePaise: 4_153, igstPaise: 747, cgstPaise: 0 });
  });

  it('shows a received advance and the balance payable on delivery', async () => {
    // ₹2,499 COD + ₹49 fee = ₹2,548; advance ₹500 received: balance ₹2,048.
    const { doc } = await invoiced({
      payment: cod(4_900),
      unitPricePaise: 249_900,
      advancePaise: 50_000,
      paymentStatus: 'part_paid',
    });
    expect(doc.totals.advance).toEqual({
      receivedPaise: 50_000,
      balancePaise: 204_800,
      balanceCollected: false,
    });
    const html = invoices.html(doc);
    expect(totalRows(html).slice(-3)).toEqual([
      'Total ₹2,548.00',
      'Advance received ₹500.00',
      'Balance payable on delivery ₹2,048.00',
    ]);
    const pdf = pdfText(await invoices.pdf(doc));
    expect(pdf).toContain('Advance received');
    expect(pdf).toContain('Balance payable on delivery');
    expect(invoices.json(doc).totals.advance).toEqual({
      received: 500,
      balance: 2048,
      balanceCollected: false,
    });
  });

  it('gives the advance’s receipt voucher the order total and the balance on delivery', async () => {
    const { id } = await invoiced({
      payment: cod(4_900),
      unitPricePaise: 249_900,
      advancePaise: 50_000,
      paymentStatus: 'part_paid',
    });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    const receipt = (amountPaise: number) =>
      buildReceiptDocument({
        order: order!,
        items: [{ name: 'Trainer Plane', quantity: 1 }],
        receipt: {
          receiptNumber: 'RV/26-27/000009',
          issuedAt: new Date(),
          amountPaise,
          transactionId: 'pay_1',
        },
        general: defaultSettings.general,
      });
    const advance = receipt(50_000);
    expect(advance.advance).toEqual({ orderTotalPaise: 254_800, balancePaise: 204_800 });
    const html = renderReceiptHtml(advance);
    expect(html).toContain('Advance on an order of</dt><dd>₹2,548.00');
    expect(html).toContain('Balance payable on delivery</dt><dd>₹2,048.00');
    const pdf = pdfText(await renderReceiptPdf(advance));
    expect(pdf).toContain('Balance payable on delivery: ₹2,048.00');
    // A receipt for another amount (the whole order paid online) says nothing of it.
    expect(receipt(254_800).advance).toBeNull();
    expect(renderReceiptHtml(receipt(254_800))).not.toContain('Balance payable');
  });

  it('says nothing of an advance not yet paid', async () => {
    const { doc } = await invoiced({
      payment: cod(4_900),
      unitPricePaise: 249_900,
      advancePaise: 50_000,
      paymentStatus: 'pending',
    });
    expect(doc.totals.advance).toBeNull();
    expect(invoices.html(doc)).not.toContain('Advance received');
  });
});

describe('an invoice with a prepaid saving', () => {
  it('prints the saving in the totals once, inside the line discount, and adds up', async () => {
    // ₹1,200 at 18% paid online, 5% saving: 6,000 off; line 114,000, taxable
    // round(114,000 × 100/118) = 96,610, GST 17,390 (8,695 + 8,695); total ₹1,140.00.
    const { doc } = await invoiced({ payment: online, unitPricePaise: 120_000 });
    expect(doc.lines).toHaveLength(1);
    expect(doc.lines[0]).toMatchObject({
      discountPaise: 6_000,
      taxablePaise: 96_610,
      cgstPaise: 8_695,
      sgstPaise: 8_695,
      totalPaise: 114_000,
    });
    expect(doc.totals).toMatchObject({
      subtotalPaise: 120_000,
      discountPaise: 0,
      prepaidSavingPaise: 6_000,
      codFeePaise: 0,
      totalPaise: 114_000,
    });
    const html = invoices.html(doc);
    expect(totalRows(html)).toEqual([
      'Subtotal ₹1,200.00',
      'Prepaid saving −₹60.00',
      'Shipping Free',
      'Total ₹1,140.00',
    ]);
    expect(pdfText(await invoices.pdf(doc))).toContain('Prepaid saving');
    expect(invoices.json(doc).totals).toMatchObject({ prepaidSaving: 60, discount: 0 });
  });
});

describe('GSTR-1 of invoices with a COD fee or a prepaid saving', () => {
  const period = '2026-11';
  const asInput = (docs: InvoiceDocument[]) => ({
    gstin: SHOP_GSTIN,
    period,
    invoices: docs.map((document) => ({
      document,
      buyer: document.buyer.gstin
        ? { gstin: document.buyer.gstin, legalName: document.buyer.legalName! }
        : null,
    })),
    creditNotes: [],
  });

  it('reports a consumer invoice’s fee under SAC 996812 and in its own 18% B2CS bucket', async () => {
    // ₹499 at 12% in Karnataka: taxable round(49,900 × 100/112) = 44,554, GST 5,346 (2,673 each);
    // COD fee ₹49 at 18%: taxable 4,153, CGST 3.74, SGST 3.73.
    const { doc } = await invoiced({
      payment: cod(4_900),
      unitPricePaise: 49_900,
      gstRateBp: 1200,
    });
    const { json } = buildGstr1(asInput([doc]));
    expect(json.b2cs).toEqual([
      {
        sply_ty: 'INTRA',
        pos: '29',
        typ: 'OE',
        rt: 12,
        txval: 445.54,
        camt: 26.73,
        samt: 26.73,
        csamt: 0,
      },
      {
        sply_ty: 'INTRA',
        pos: '29',
        typ: 'OE',
        rt: 18,
        txval: 41.53,
        camt: 3.74,
        samt: 3.73,
        csamt: 0,
      },
    ]);
    expect(json.hsn.hsn_b2c.find((r) => r.hsn_sc === '996812')).toMatchObject({
      uqc: 'NA',
      qty: 0,
      rt: 18,
      txval: 41.53,
      camt: 3.74,
      samt: 3.73,
      iamt: 0,
    });
  });

  it('reports a business invoice’s fee in its B2B rate items and the B2B HSN table', async () => {
    const buyer = { gstin: '27AAPFU0939F1ZV', legalName: 'Sky Flyers Club' };
    const { doc } = await invoiced({
      payment: cod(4_900),
      unitPricePaise: 49_900,
      gstRateBp: 1200,
      state: 'Maharashtra',
      buyer,
    });
    const { json } = buildGstr1(asInput([doc]));
    expect(json.b2b).toHaveLength(1);
    expect(json.b2b[0]!.ctin).toBe(buyer.gstin);
    expect(json.b2b[0]!.inv[0]!.val).toBe(548);
    expect(json.b2b[0]!.inv[0]!.itms.map((i) => i.itm_det)).toEqual([
      { txval: 445.54, rt: 12, iamt: 53.46, csamt: 0 },
      { txval: 41.53, rt: 18, iamt: 7.47, csamt: 0 },
    ]);
    expect(json.hsn.hsn_b2b.find((r) => r.hsn_sc === '996812')).toMatchObject({
      rt: 18,
      txval: 41.53,
      iamt: 7.47,
    });
  });

  it('reports the goods at their value after the prepaid saving', async () => {
    // ₹1,200 at 18%: without the saving taxable round(120,000 × 100/118) = 101,695;
    // with 5% off (₹60) it is 96,610 and the GST 17,390.
    const { doc } = await invoiced({ payment: online, unitPricePaise: 120_000 });
    const { json } = buildGstr1(asInput([doc]));
    expect(json.b2cs).toEqual([
      {
        sply_ty: 'INTRA',
        pos: '29',
        typ: 'OE',
        rt: 18,
        txval: 966.1,
        camt: 86.95,
        samt: 86.95,
        csamt: 0,
      },
    ]);
    expect(json.hsn.hsn_b2c).toEqual([
      expect.objectContaining({ hsn_sc: '9503', qty: 1, txval: 966.1, camt: 86.95, samt: 86.95 }),
    ]);
  });
});
