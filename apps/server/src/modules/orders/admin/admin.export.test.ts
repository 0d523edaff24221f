import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '@propwash/domain/settings/defaults';
import { useTestAppWithAdmin, testShipping } from '../../../test/test-app.ts';

// The orders export for the accountant: one row per invoice line with its GST
// (docs/decisions/orders-export-per-invoice-line.md).

const session = useTestAppWithAdmin({ paymentMethods: true });

const header = [
  'Order number',
  'Order date',
  'Invoice number',
  'Invoice date',
  'Supplier GSTIN',
  'Supplier state',
  'Place of supply',
  'Place of supply code',
  'Customer',
  'Email',
  'Item',
  'SKU',
  'HSN/SAC',
  'Quantity',
  'GST rate %',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Line total',
  'Order total',
  'Payment method',
  'Payment status',
  'Status',
  'Credit note',
];

/** Minimal CSV reading for the test: quoted cells, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/"((?:[^"]|"")*)"|([^,]+)|(?<=,)(?=,|$)/g)].map((m) =>
        m[1] !== undefined ? m[1].replace(/""/g, '"') : (m[2] ?? ''),
      ),
    );
}

describe('the orders export', () => {
  it('has a row per invoice line with invoice, supplier GSTIN, place of supply, HSN and GST, in CSV and Excel', async () => {
    const headers = await session.t.loginAs(await session.t.makeUser());
    const heli = await session.t.makeProduct({ name: 'Ledger Test Heli', pricePaise: 59_000 });
    const prop = await session.t.makeProduct({ name: 'Ledger Test Prop', pricePaise: 11_800 });
    await session.t.addToCart(headers, { productId: heli.id, quantity: 1 });
    await session.t.addToCart(headers, { productId: prop.id, quantity: 2 });
    // Gujarat ships from the West Mumbai warehouse (Maharashtra): IGST, with a shipping line.
    const placed = await session.t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      payload: {
        shipping: {
          ...testShipping,
          name: '=HYPERLINK("http://evil")',
          city: 'Ahmedabad',
          state: 'Gujarat',
          pincode: '380001',
        },
        payment: { method: 'cod' },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    // Packed, so invoiced (docs/decisions/invoice-timing.md).
    const packed = await session.t.packOrder(session.admin, placed.json().data.order.id);
    const order = { ...placed.json().data.order, invoiceNumber: packed.invoiceNumber } as {
      orderNumber: string;
      invoiceNumber: string;
    };

    const csv = await session.t.app.inject({
      method: 'GET',
      url: '/api/orders/admin/export?format=csv&product=Ledger%20Test',
      headers: session.admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/orders_\d{4}-\d{2}-\d{2}\.csv"$/);
    const [head, ...rows] = parseCsv(csv.body);
    expect(head).toEqual(header);
    const byItem = new Map(
      rows.map((r) => [r[10], Object.fromEntries(header.map((h, i) => [h, r[i]]))]),
    );
    expect([...byItem.keys()]).toEqual([
      'Ledger Test Heli',
      'Ledger Test Prop',
      'Shipping (standard)',
    ]);
    const heliRow = byItem.get('Ledger Test Heli')!;
    expect(heliRow).toMatchObject({
      'Order number': order.orderNumber,
      'Invoice number': order.invoiceNumber,
      'Supplier GSTIN': '27AAHCP7245K1ZY',
      'Supplier state': 'Maharashtra',
      'Place of supply': 'Gujarat',
      'Place of supply code': '24',
      // A cell a spreadsheet would run as a formula is written as text.
      Customer: `'=HYPERLINK("http://evil")`,
      'HSN/SAC': '9503',
      Quantity: '1',
      'GST rate %': '18',
      'Taxable value': '500',
      CGST: '0',
      SGST: '0',
      IGST: '90',
      'Line total': '590',
      'Payment method': 'cod',
      'Payment status': 'pending',
      Status: 'processing',
      'Credit note': '',
    });
    expect(byItem.get('Ledger Test Prop')).toMatchObject({ Quantity: '2', 'Line total': '236' });
    expect(byItem.get('Shipping (standard)')).toMatchObject({ 'HSN/SAC': '996812' });
    // The lines add up to the order total.
    const lineSum = rows.reduce((a, r) => a + Number(r[19]), 0);
    expect(lineSum).toBeCloseTo(Number(heliRow['Order total']), 2);

    const xlsx = await session.t.app.inject({
      method: 'GET',
      url: '/api/orders/admin/export?format=xlsx&product=Ledger%20Test',
      headers: session.admin,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(header);
    expect(sheet.rowCount).toBe(4);
    const first = sheet.getRow(2);
    expect(first.getCell(3).value).toBe(order.invoiceNumber);
    expect(first.getCell(9).value).toBe(`'=HYPERLINK("http://evil")`);
    expect(first.getCell(19).value).toBe(90);
  });
  it('gives the cash-on-delivery fee a row of its own, like shipping', async () => {
    const fee = await session.t.call('PUT', '/api/settings/admin/payment', session.admin, {
      ...defaultSettings.payment,
      codFeePaise: 4_900,
    });
    expect(fee.statusCode, fee.body).toBe(200);
    try {
      const headers = await session.t.loginAs(await session.t.makeUser());
      const kit = await session.t.makeProduct({ name: 'Ledger Fee Kit', pricePaise: 59_000 });
      const placed = await session.t.orderWithCod(headers, { productId: kit.id, quantity: 1 });
      expect(placed.statusCode, placed.body).toBe(201);
      await session.t.packOrder(session.admin, placed.json().data.order.id);
      const csv = await session.t.app.inject({
        method: 'GET',
        url: '/api/orders/admin/export?format=csv&product=Ledger%20Fee',
        headers: session.admin,
      });
      const [, ...rows] = parseCsv(csv.body);
      const byItem = new Map(
        rows.map((r) => [r[10], Object.fromEntries(header.map((h, i) => [h, r[i]]))]),
      );
      // Karnataka ships free; the fee ₹49 includes GST at 18%: taxable round(4,900 × 100/118)
      // = 41.53, GST 7.47 = CGST 3.74 + SGST 3.73. ₹590 + ₹49 = ₹639.
      expect([...byItem.keys()]).toEqual(['Ledger Fee Kit', 'Cash on delivery fee']);
      expect(byItem.get('Cash on delivery fee')).toMatchObject({
        'HSN/SAC': '996812',
        Quantity: '1',
        'GST rate %': '18',
        'Taxable value': '41.53',
        CGST: '3.74',
        SGST: '3.73',
        IGST: '0',
        'Line total': '49',
        'Order total': '639',
      });
      expect(rows.reduce((a, r) => a + Number(r[19]), 0)).toBeCloseTo(639, 2);
    } finally {
      await session.t.call('PUT', '/api/settings/admin/payment', session.admin, {
        ...defaultSettings.payment,
      });
    }
  });
});
