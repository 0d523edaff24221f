import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quote, type QuoteCoupon, type QuoteLineInput } from '@propwash/domain/pricing/quote';
import { defaultSettings } from '@propwash/domain/settings/defaults';
import type { ShippingMethod } from '@propwash/domain/shipping/shipping';
import { createAuthGuards } from '../../../platform/auth-guard.ts';
import { installErrorHandling } from '../../../platform/http.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { buildTestApp, testShipping, type TestApp } from '../../../test/test-app.ts';
import { issueInvoice } from './invoices.numbering.ts';
import { lineMoney, orderMoney } from '../placement/placement.rows.ts';
import { createCancellationNotes } from '../../returns/returns.credit-notes.ts';
import { createInvoicesService, type InvoicesService } from './invoices.service.ts';
import { invoicesRoutes } from './invoices.routes.ts';
import {
  invoiceCounters,
  invoices as invoicesTable,
  orderItems,
  orders,
} from '../orders.tables.ts';

let t: TestApp;
let invoices: InvoicesService;
let api: FastifyInstance;
let orderSeq = 0;

type LineSpec = Omit<QuoteLineInput, 'productId'> & { hsnCode: string };

/** Writes an order the way checkout prices it (domain quote), without touching stock or payments. */
async function makeOrder(
  opts: {
    userId?: string | null;
    state?: string;
    name?: string;
    lines?: LineSpec[];
    coupon?: QuoteCoupon | null;
    shippingMethod?: ShippingMethod;
    status?: 'pending' | 'confirmed' | 'cancelled';
    paymentMethod?: string;
    createdAt?: Date;
  } = {},
) {
  const lines = opts.lines ?? [
    {
      name: 'Trainer Plane',
      unitPricePaise: 49_900,
      quantity: 1,
      gstRateBp: 1800,
      hsnCode: '9503',
    },
  ];
  const q = quote({
    lines: lines.map((l, i) => ({ ...l, productId: `p${i}` })),
    coupon: opts.coupon ?? null,
    deliveryState: opts.state ?? 'Karnataka',
    shopState: 'Karnataka',
    shippingMethod: opts.shippingMethod ?? 'standard',
    shipping: defaultSettings.shipping,
  });
  orderSeq += 1;
  const orderNumber = `PW-TEST-${String(orderSeq).padStart(5, '0')}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const [order] = await t.db
    .insert(orders)
    .values({
      orderNumber,
      userId: opts.userId ?? null,
      status: opts.status ?? 'confirmed',
      paymentMethod: opts.paymentMethod ?? 'cod',
      warehouse: 'South Bengaluru',
      shippingMethod: opts.shippingMethod ?? 'standard',
      customerName: opts.name ?? 'Asha Rao',
      customerEmail: 'asha@example.com',
      shippingAddress: {
        ...testShipping,
        name: opts.name ?? testShipping.name,
        state: opts.state ?? testShipping.state,
      },
      ...orderMoney(q),
      couponCode: q.couponCode,
      createdAt: opts.createdAt ?? new Date('2026-05-10T06:00:00Z'),
    })
    .returning();
  await t.db.insert(orderItems).values(
    q.lines.map((l, i) => ({
      orderId: order!.id,
      name: l.name,
      sku: `SKU-${i + 1}`,
      hsnCode: lines[i]!.hsnCode,
      ...lineMoney(l),
    })),
  );
  return order!;
}

const issue = (orderId: string, at?: Date) =>
  t.db.transaction((tx) => issueInvoice(tx, orderId, at));

beforeAll(async () => {
  t = await buildTestApp();
  invoices = createInvoicesService({
    db: t.db,
    settings: t.services.settings,
    cancellationNotes: createCancellationNotes(t.db),
  });
  const guards = createAuthGuards(t.services.accounts.resolveToken);
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  await app.register(
    invoicesRoutes({ invoices, guards, findOrderOwner: invoices.findOrderOwner }),
    { prefix: '/api' },
  );
  await app.ready();
  api = app;
}, 60_000);

afterAll(async () => {
  await api?.close();
  await t?.close();
});

describe('issueInvoice', () => {
  it('starts each financial year at 000001 and is idempotent per order', async () => {
    const a = await makeOrder();
    const b = await makeOrder();
    const at = new Date('2030-06-01T10:00:00Z');
    expect(await issue(a.id, at)).toBe('PW/30-31/000001');
    expect(await issue(a.id, at)).toBe('PW/30-31/000001');
    expect(await issue(b.id, at)).toBe('PW/30-31/000002');
    const [counter] = await t.db
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.financialYear, '30-31'));
    expect(counter?.lastSequence).toBe(2);
  });

  it('rolls over to a new series at midnight of 1 April, India time', async () => {
    const a = await makeOrder();
    const b = await makeOrder();
    // 31 March 2033 23:59:59 IST, then 1 April 2033 00:00 IST.
    expect(await issue(a.id, new Date('2033-03-31T18:29:59Z'))).toBe('PW/32-33/000001');
    expect(await issue(b.id, new Date('2033-03-31T18:30:00Z'))).toBe('PW/33-34/000001');
    const [row] = await t.db.select().from(invoicesTable).where(eq(invoicesTable.orderId, b.id));
    expect(row).toMatchObject({ financialYear: '33-34', sequence: 1 });
  });

  it('numbers 20 orders invoiced in parallel 1..20 with no gap or duplicate', async () => {
    const batch = await Promise.all(Array.from({ length: 20 }, () => makeOrder()));
    const at = new Date('2035-09-01T10:00:00Z');
    const numbers = await Promise.all(batch.map((o) => issue(o.id, at)));
    expect(new Set(numbers).size).toBe(20);
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `PW/35-36/${String(i + 1).padStart(6, '0')}`),
    );
  });

  it('gives one number when the same order is invoiced concurrently', async () => {
    const order = await makeOrder();
    const at = new Date('2036-09-01T10:00:00Z');
    const numbers = await Promise.all(Array.from({ length: 5 }, () => issue(order.id, at)));
    expect(new Set(numbers)).toEqual(new Set(['PW/36-37/000001']));
    const [counter] = await t.db
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.financialYear, '36-37'));
    expect(counter?.lastSequence).toBe(1);
  });

  it('returns the sequence when the confirming transaction rolls back', async () => {
    const order = await makeOrder();
    const at = new Date('2037-09-01T10:00:00Z');
    await expect(
      t.db.transaction(async (tx) => {
        await issueInvoice(tx, order.id, at);
        throw new Error('payment verification failed');
      }),
    ).rejects.toThrow('payment verification failed');
    expect(await issue(order.id, at)).toBe('PW/37-38/000001');
  });
});

describe('invoice document', () => {
  it('splits GST into CGST + SGST for a Karnataka buyer, with a discount spread over 18% and 5% lines', async () => {
    const order = await makeOrder({
      state: 'Karnataka',
      shippingMethod: 'express',
      coupon: {
        code: 'FLAT500',
        discountType: 'fixed',
        discountValue: 50_000,
        minPurchasePaise: 0,
        maxDiscountPaise: null,
      },
      lines: [
        {
          name: 'Cessna 182 Trainer',
          unitPricePaise: 249_900,
          quantity: 2,
          gstRateBp: 1800,
          hsnCode: '9503',
        },
        {
          name: 'Wooden Propeller Set',
          unitPricePaise: 123_450,
          quantity: 1,
          gstRateBp: 500,
          hsnCode: '4421',
        },
      ],
    });
    await issue(order.id, new Date('2026-05-10T08:00:00Z'));
    const doc = await invoices.document(order.id);
    expect(doc).not.toBeNull();
    // Hand-computed (prices include GST): subtotal 4,998.00 + 1,234.50 = 6,232.50; ₹500 spread
    // 400.96 / 99.04 (largest remainder); nets 4,597.04 and 1,135.46. Taxable 4,597.04 × 100 / 118
    // = 3,895.796 → 3,895.80 (GST 701.24 = 350.62 + 350.62) and 1,135.46 × 100 / 105 = 1,081.390 →
    // 1,081.39 (GST 54.07 = 27.04 + 27.03). Express ₹150: taxable 127.12, GST 22.88 = 11.44 + 11.44.
    expect(doc!.isIntraState).toBe(true);
    expect(doc!.pricesIncludeTax).toBe(true);
    expect(doc!.placeOfSupply).toEqual({ state: 'Karnataka', stateCode: '29' });
    expect(doc!.lines).toMatchObject([
      {
        position: 1,
        description: 'Cessna 182 Trainer',
        hsnCode: '9503',
        quantity: 2,
        unitPricePaise: 249_900,
        grossPaise: 499_800,
        discountPaise: 40_096,
        taxablePaise: 389_580,
        gstRateBp: 1800,
        cgstPaise: 35_062,
        sgstPaise: 35_062,
        igstPaise: 0,
        totalPaise: 459_704,
      },
      {
        position: 2,
        description: 'Wooden Propeller Set',
        hsnCode: '4421',
        quantity: 1,
        grossPaise: 123_450,
        discountPaise: 9_904,
        taxablePaise: 108_139,
        gstRateBp: 500,
        cgstPaise: 2_704,
        sgstPaise: 2_703,
        igstPaise: 0,
        totalPaise: 113_546,
      },
      {
        position: 3,
        description: 'Shipping (express)',
        hsnCode: '996812',
        quantity: 1,
        unitPricePaise: 15_000,
        discountPaise: 0,
        taxablePaise: 12_712,
        gstRateBp: 1800,
        cgstPaise: 1_144,
        sgstPaise: 1_144,
        igstPaise: 0,
        totalPaise: 15_000,
      },
    ]);
    expect(doc!.totals).toEqual({
      subtotalPaise: 623_250,
      discountPaise: 50_000,
      shippingPaise: 15_000,
      // No COD fee, no prepaid saving, no advance: an order without them.
      codFeePaise: 0,
      prepaidSavingPaise: 0,
      taxablePaise: 510_431,
      cgstPaise: 38_910,
      sgstPaise: 38_909,
      igstPaise: 0,
      taxPaise: 77_819,
      // ₹5,882.50 rounds half up to ₹5,883 payable.
      roundOffPaise: 50,
      totalPaise: 588_300,
      advance: null,
    });
    // The lines add up to the order: taxable + GST of every line, plus the untaxed round off, is
    // the total the shopper paid.
    expect(doc!.lines.reduce((a, l) => a + l.totalPaise, 0) + 50).toBe(order.totalPaise);
    expect(doc!.totals.taxablePaise + doc!.totals.taxPaise + 50).toBe(order.totalPaise);
    expect(doc!.amountInWords).toBe('Rupees Five Thousand Eight Hundred Eighty-Three Only');
    expect(doc!.seller).toMatchObject({
      name: 'Propwash',
      legalName: 'Propwash Hobbies Private Limited',
      state: 'Karnataka',
      stateCode: '29',
      gstin: '29AAHCP7245K1ZU',
    });
    expect(doc!.buyer).toMatchObject({ name: 'Asha Rao', state: 'Karnataka', pincode: '560038' });
    expect(doc!.invoiceDate).toBe('2026-05-10');
    expect(doc!.invoiceNumber).toMatch(/^PW\/26-27\/\d{6}$/);
  });

  it('charges IGST for a buyer in another state, and every figure adds up to the order', async () => {
    const order = await makeOrder({
      state: 'Assam',
      lines: [
        {
          name: 'LiPo 3S 2200mAh',
          unitPricePaise: 49_900,
          quantity: 1,
          gstRateBp: 1800,
          hsnCode: '8507',
        },
        {
          name: 'Prop Adapter',
          unitPricePaise: 9_950,
          quantity: 3,
          gstRateBp: 500,
          hsnCode: '8803',
        },
      ],
    });
    await issue(order.id, new Date('2026-05-10T08:00:00Z'));
    const doc = (await invoices.document(order.id))!;
    // 499.00 at 18%: taxable 422.88, GST 76.12; 298.50 at 5%: 298.50 × 100 / 105 = 284.286 →
    // 284.29, GST 14.21. Below ₹999 to Assam: ₹80 shipping, taxable 67.80, GST 12.20. All IGST.
    expect(doc.isIntraState).toBe(false);
    expect(doc.placeOfSupply).toEqual({ state: 'Assam', stateCode: '18' });
    expect(doc.lines.map((l) => [l.taxablePaise, l.igstPaise, l.cgstPaise, l.sgstPaise])).toEqual([
      [42_288, 7_612, 0, 0],
      [28_429, 1_421, 0, 0],
      [6_780, 1_220, 0, 0],
    ]);
    expect(doc.totals).toEqual({
      subtotalPaise: 79_750,
      discountPaise: 0,
      shippingPaise: 8_000,
      // No COD fee, no prepaid saving, no advance: an order without them.
      codFeePaise: 0,
      prepaidSavingPaise: 0,
      taxablePaise: 77_497,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 10_253,
      taxPaise: 10_253,
      roundOffPaise: 50,
      totalPaise: 87_800,
      advance: null,
    });
    expect(doc.lines.reduce((a, l) => a + l.totalPaise, 0) + 50).toBe(order.totalPaise);
    expect(doc.totals.totalPaise).toBe(order.totalPaise);
    expect(doc.amountInWords).toBe('Rupees Eight Hundred Seventy-Eight Only');
  });

  it('keeps an order placed before prices included GST exactly as it was charged', async () => {
    // Stored as the shop priced it then: GST added on the discounted value, none on shipping.
    const [order] = await t.db
      .insert(orders)
      .values({
        orderNumber: `PW-OLD-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
        status: 'confirmed',
        paymentMethod: 'cod',
        warehouse: 'South Bengaluru',
        shippingMethod: 'express',
        customerName: 'Asha Rao',
        customerEmail: 'asha@example.com',
        shippingAddress: testShipping,
        subtotalPaise: 623_250,
        discountPaise: 50_000,
        shippingPaise: 15_000,
        taxPaise: 88_424,
        cgstPaise: 44_212,
        sgstPaise: 44_212,
        igstPaise: 0,
        totalPaise: 676_674,
        pricesIncludeTax: false,
      })
      .returning();
    await t.db.insert(orderItems).values([
      {
        orderId: order!.id,
        name: 'Cessna 182 Trainer',
        hsnCode: '9503',
        gstRateBp: 1800,
        unitPricePaise: 249_900,
        quantity: 2,
        discountPaise: 40_096,
        taxPaise: 82_747,
        lineTotalPaise: 542_451,
      },
      {
        orderId: order!.id,
        name: 'Wooden Propeller Set',
        hsnCode: '4421',
        gstRateBp: 500,
        unitPricePaise: 123_450,
        quantity: 1,
        discountPaise: 9_904,
        taxPaise: 5_677,
        lineTotalPaise: 119_223,
      },
    ]);
    await issue(order!.id);
    const doc = (await invoices.document(order!.id))!;
    expect(doc.pricesIncludeTax).toBe(false);
    expect(doc.lines.map((l) => [l.taxablePaise, l.cgstPaise, l.sgstPaise, l.totalPaise])).toEqual([
      [459_704, 41_374, 41_373, 542_451],
      // The second odd paisa goes to SGST so the columns add up to the order's CGST and SGST.
      [113_546, 2_838, 2_839, 119_223],
      // Shipping carried no GST then.
      [15_000, 0, 0, 15_000],
    ]);
    expect(doc.totals).toMatchObject({ taxPaise: 88_424, totalPaise: 676_674 });
    expect(doc.lines.reduce((a, l) => a + l.totalPaise, 0)).toBe(676_674);
    const html = invoices.html(doc);
    expect(html).toContain('GST was added to the prices shown.');
    expect(html).not.toContain('Total GST (included)');
  });

  it('is null until the order has an invoice', async () => {
    const pending = await makeOrder({ status: 'pending', paymentMethod: 'upi' });
    expect(await invoices.document(pending.id)).toBeNull();
  });

  it('escapes customer text in the HTML and keeps the page self-contained', async () => {
    const order = await makeOrder({ name: '<script>alert(1)</script>' });
    await issue(order.id);
    const html = invoices.html((await invoices.document(order.id))!);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('@media print');
    expect(html).toContain('GSTIN');
    expect(html).toContain('₹');
    expect(html).not.toMatch(/<link|src="http|href="http/);
  });

  it('rounds the amount payable to the rupee with a Round off line, GST on the exact amounts', async () => {
    // WELCOME10 on ₹4,999: ₹4,499.10 of goods, ₹4,499 payable, round off −₹0.10.
    const order = await makeOrder({
      lines: [
        {
          name: 'Trainer Plane',
          unitPricePaise: 499_900,
          quantity: 1,
          gstRateBp: 1800,
          hsnCode: '9503',
        },
      ],
      coupon: {
        code: 'WELCOME10',
        discountType: 'percentage',
        discountValue: 10,
        minPurchasePaise: 0,
        maxDiscountPaise: null,
      },
    });
    await issue(order.id);
    const doc = (await invoices.document(order.id))!;
    expect(doc.totals).toMatchObject({ roundOffPaise: -10, totalPaise: 449_900 });
    // Taxable value + GST is the exact ₹4,499.10: the round off is not taxed.
    expect(doc.totals.taxablePaise + doc.totals.taxPaise).toBe(449_910);
    expect(doc.amountInWords).toBe('Rupees Four Thousand Four Hundred Ninety-Nine Only');
    const html = invoices.html(doc);
    const totals = html.slice(html.indexOf('<table class="totals">'));
    expect(totals).toMatch(
      /<th>Round off<\/th><td class="num">−₹0\.10<\/td>.*<th>Total<\/th><td class="num">₹4,499\.00<\/td>/s,
    );
    const text = pdfText(await invoices.pdf(doc));
    // The round off is the last line before the total.
    expect(text).toMatch(/\nRound off\n-0\.10\nTotal\n₹4,499\.00\n/);
  });

  it('renders a PDF', async () => {
    const order = await makeOrder({ name: 'Ravi Kumar — ರವಿ', state: 'Maharashtra' });
    await issue(order.id);
    const pdf = await invoices.pdf((await invoices.document(order.id))!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(2_000);
  });

  it('prints the rupee sign in the PDF with an embedded font that has it', async () => {
    const order = await makeOrder({ state: 'Karnataka' });
    await issue(order.id);
    const pdf = await invoices.pdf((await invoices.document(order.id))!);
    const raw = pdf.toString('latin1');
    // An embedded TrueType subset, not the standard Helvetica (which has no ₹).
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSansCondensed/);
    expect(raw).not.toContain('/BaseFont /Helvetica');
    // The text maps back to ₹ (U+20B9): its ToUnicode map, one of the PDF's deflated streams.
    const streams = [...raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((m) => {
      try {
        return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    });
    const cmaps = streams.filter((text) => text.includes('begincmap'));
    expect(cmaps.some((text) => /<20b9>/i.test(text))).toBe(true);
    expect(streams.join('')).not.toContain('Rs.');
  });
});

describe('invoice routes', () => {
  it('lets the owner and an admin see the invoice, and no one else', async () => {
    const owner = await t.makeUser();
    const stranger = await t.makeUser();
    const admin = await t.makeUser({ role: 'admin' });
    const order = await makeOrder({ userId: owner.id });
    await issue(order.id, new Date('2026-07-04T05:00:00Z'));

    const asOwner = await api.inject({
      url: `/api/orders/${order.id}/invoice`,
      headers: await t.loginAs(owner),
    });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(asOwner.headers['content-security-policy']).toContain("default-src 'none'");
    expect(asOwner.body).toContain(order.orderNumber);

    const byNumber = await api.inject({
      url: `/api/orders/${order.orderNumber}/invoice`,
      headers: await t.loginAs(admin),
    });
    expect(byNumber.statusCode).toBe(200);

    for (const url of [
      `/api/orders/${order.id}/invoice`,
      `/api/orders/00000000-0000-4000-8000-000000000000/invoice`,
      `/api/orders/PW-NOPE/invoice/download?format=pdf`,
    ]) {
      const res = await api.inject({ url, headers: await t.loginAs(stranger) });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({
        type: 'NOT_FOUND',
        message: 'Order not found or access denied',
      });
    }

    const anonymous = await api.inject({ url: `/api/orders/${order.id}/invoice` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 409 while the order has no invoice', async () => {
    const owner = await t.makeUser();
    const order = await makeOrder({ userId: owner.id, status: 'pending', paymentMethod: 'upi' });
    const res = await api.inject({
      url: `/api/orders/${order.id}/invoice`,
      headers: await t.loginAs(owner),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      type: 'CONFLICT',
      message: 'The invoice is issued when the order is packed.',
    });
  });

  it('downloads the invoice as HTML by default, or as a PDF', async () => {
    const owner = await t.makeUser();
    const order = await makeOrder({ userId: owner.id });
    await issue(order.id, new Date('2026-07-04T20:00:00Z'));
    const headers = await t.loginAs(owner);

    const html = await api.inject({ url: `/api/orders/${order.id}/invoice/download`, headers });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    // 20:00 UTC on 4 July is 5 July in India.
    expect(html.headers['content-disposition']).toBe(
      `attachment; filename="Invoice_${order.orderNumber}_2026-07-05.html"`,
    );

    const pdf = await api.inject({
      url: `/api/orders/${order.id}/invoice/download?format=pdf`,
      headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="Invoice_${order.orderNumber}_2026-07-05.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const bad = await api.inject({
      url: `/api/orders/${order.id}/invoice/download?format=docx`,
      headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
