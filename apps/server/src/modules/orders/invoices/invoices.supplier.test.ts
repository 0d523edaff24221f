import { describe, expect, it } from 'vitest';
import { defaultSettings } from '@propwash/domain/settings/defaults';
import { eq } from 'drizzle-orm';
import { useTestAppWithAdmin } from '../../../test/test-app.ts';
import { orders } from '../orders.tables.ts';

// The invoice comes from the GST registration of the warehouse that ships the order, in that
// registration's own series (docs/decisions/invoice-from-shipping-warehouse.md).

const session = useTestAppWithAdmin({ paymentMethods: true });

const addresses = {
  Maharashtra: { city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  Gujarat: { city: 'Ahmedabad', state: 'Gujarat', pincode: '380001' },
  Karnataka: { city: 'Bengaluru', state: 'Karnataka', pincode: '560038' },
} as const;

/** A cash-on-delivery order of one ₹590 product delivered to `state`, packed (so invoiced). */
async function codOrderTo(state: keyof typeof addresses) {
  const headers = await session.t.loginAs(await session.t.makeUser());
  const product = await session.t.makeProduct({ pricePaise: 59_000 });
  const placed = await session.t.orderWithCod(
    headers,
    { productId: product.id, quantity: 1 },
    addresses[state],
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const order = await session.t.packOrder(session.admin, placed.json().data.order.id);
  const invoice = await session.t.app.inject({
    method: 'GET',
    url: `/api/orders/${order.id}/invoice`,
    headers,
  });
  expect(invoice.statusCode).toBe(200);
  // The warehouse is the shop's own field, kept out of the customer's order.
  const [row] = await session.t.db
    .select({ warehouse: orders.warehouse })
    .from(orders)
    .where(eq(orders.id, order.id));
  return { order, warehouse: row!.warehouse, html: invoice.body };
}

const soldBy = (html: string) => /<h2>Sold by<\/h2>\n<p>([\s\S]*?)<\/p>/.exec(html)![1]!;

describe('the invoice of an order', () => {
  it("comes from the Maharashtra warehouse's GSTIN, in its own series, with CGST + SGST inside Maharashtra", async () => {
    const { order, warehouse, html } = await codOrderTo('Maharashtra');
    expect(warehouse).toBe('West Mumbai');
    expect(order.invoiceNumber).toMatch(/^MH\/\d{2}-\d{2}\/000001$/);
    expect(soldBy(html)).toContain('GSTIN: 27AAHCP7245K1ZY');
    expect(soldBy(html)).toContain('Mumbai 400059');
    expect(soldBy(html)).toContain('Maharashtra (code 27)');
    expect(html).not.toContain('29AAHCP7245K1ZU');
    expect(html).toContain('<th class="num">CGST</th><th class="num">SGST</th>');
    expect(html).not.toContain('<th class="num">IGST</th>');
  });

  it('charges IGST when the Maharashtra warehouse ships to Gujarat, next in the Maharashtra series', async () => {
    const { order, warehouse, html } = await codOrderTo('Gujarat');
    expect(warehouse).toBe('West Mumbai');
    expect(order.invoiceNumber).toMatch(/^MH\/\d{2}-\d{2}\/000002$/);
    expect(soldBy(html)).toContain('GSTIN: 27AAHCP7245K1ZY');
    expect(html).toContain('<th class="num">IGST</th>');
    expect(html).not.toContain('<th class="num">CGST</th>');
  });

  it("keeps the store profile's series and GSTIN for the Bengaluru warehouse", async () => {
    const { order, warehouse, html } = await codOrderTo('Karnataka');
    expect(warehouse).toBe('South Bengaluru');
    expect(order.invoiceNumber).toMatch(/^PW\/\d{2}-\d{2}\/\d{6}$/);
    expect(soldBy(html)).toContain('GSTIN: 29AAHCP7245K1ZU');
    expect(html).toContain('<th class="num">CGST</th>');
  });

  it('cannot move to a warehouse of another registration once placed', async () => {
    const { order } = await codOrderTo('Maharashtra');
    const res = await session.t.app.inject({
      method: 'PUT',
      url: `/api/orders/admin/${order.id}`,
      headers: session.admin,
      payload: { warehouse: 'South Bengaluru' },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.message).toBe(
      'South Bengaluru invoices from GSTIN 29AAHCP7245K1ZU, but this order was billed under GSTIN 27AAHCP7245K1ZY. Choose a warehouse of that registration.',
    );
  });
});

describe("a warehouse's registration in settings", () => {
  const shippingWith = (warehouse: Record<string, unknown>) =>
    session.t.app.inject({
      method: 'PUT',
      url: '/api/settings/admin/shipping',
      headers: session.admin,
      payload: {
        ...defaultSettings.shipping,
        warehouses: [...defaultSettings.shipping.warehouses.slice(0, 3), warehouse],
      },
    });
  const kolkata = defaultSettings.shipping.warehouses[3]!;

  it('refuses a GSTIN that is not valid, or not of the warehouse state', async () => {
    const bad = await shippingWith({ ...kolkata, gstin: '19AAHCP7245K1ZA' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('GSTIN has a typing mistake');
    const otherState = await shippingWith({ ...kolkata, gstin: '27AAHCP7245K1ZY' });
    expect(otherState.statusCode).toBe(400);
    expect(otherState.json().error.message).toContain('a GSTIN in West Bengal starts with 19');
  });

  it('needs the address of a registration', async () => {
    const res = await shippingWith({ ...kolkata, address: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('enter the address of the registration');
  });

  it('takes a warehouse without a GSTIN (it invoices from the store profile)', async () => {
    const res = await shippingWith({ name: 'East Kolkata', regions: ['east'] });
    expect(res.statusCode, res.body).toBe(200);
    const reset = await session.t.app.inject({
      method: 'PUT',
      url: '/api/settings/admin/shipping',
      headers: session.admin,
      payload: defaultSettings.shipping,
    });
    expect(reset.statusCode).toBe(200);
  });
});
