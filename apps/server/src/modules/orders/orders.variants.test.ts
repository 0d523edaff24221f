import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestAppWithAdmin, testShipping } from '../../test/test-app.ts';
import { products, productVariants } from '../catalog/catalog.tables.ts';
import { inventoryMovements } from '../inventory/inventory.tables.ts';
import { outboxEmails } from '../notifications/notifications.tables.ts';

let categoryId: string;

const session = useTestAppWithAdmin({
  paymentMethods: true,
  setup: async (t) => {
    categoryId = (await t.makeCategory({ slug: 'planes', name: 'Planes' })).id;
  },
});

type Made = {
  id: string;
  name: string;
  variants: { id: string; sku: string; options: { Version: string } }[];
};

let n = 0;
/** A trainer in RTF / BNF / PNP, made through the admin API. */
async function makeTrainer(stock: { RTF: number; BNF: number; PNP: number }): Promise<Made> {
  n += 1;
  const res = await session.t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: session.admin,
    payload: {
      name: `Skylark 1200 No${n}`,
      category: categoryId,
      price: 1,
      description: 'A trainer.',
      countryOfOrigin: 'India',
      options: [{ name: 'Version', values: ['RTF', 'BNF', 'PNP'] }],
      variants: (['RTF', 'BNF', 'PNP'] as const).map((v, i) => ({
        sku: `SKY-${n}-${v}-${randomUUID().slice(0, 6)}`,
        options: { Version: v },
        price: [1_899, 1_549, 1_299][i],
        stock: stock[v],
      })),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Made;
}
const variantOf = (p: Made, v: string) => p.variants.find((x) => x.options.Version === v)!.id;

async function customer() {
  return session.t.loginAs(await session.t.makeUser());
}
const cart = (headers: { authorization: string }, payload: object, method = 'POST') =>
  session.t.app.inject({ method: method as 'POST', url: '/api/cart', headers, payload });
const placeCod = (headers: { authorization: string }, email = testShipping.email) =>
  session.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: { shipping: { ...testShipping, email }, payment: { method: 'cod' } },
  });
async function stockOf(variantId: string) {
  const [row] = await session.t.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!.stock;
}
async function productStock(id: string) {
  const [row] = await session.t.db
    .select({ stock: products.stock, sold: products.soldCount })
    .from(products)
    .where(eq(products.id, id));
  return row!;
}

describe('cart', () => {
  it('refuses a line without a variant, or with an unknown or inactive one', async () => {
    const p = await makeTrainer({ RTF: 2, BNF: 2, PNP: 2 });
    const headers = await customer();
    const missing = await cart(headers, { productId: p.id, quantity: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Choose version');
    const unknown = await cart(headers, { productId: p.id, variantId: randomUUID(), quantity: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('This version is no longer sold');
    const set = await cart(headers, { productId: p.id, quantity: 1 }, 'PUT');
    expect(set.statusCode).toBe(400);
    expect(set.json().error.message).toBe('Choose version');

    // A variant of another product is no version of this one.
    const other = await makeTrainer({ RTF: 1, BNF: 1, PNP: 1 });
    const foreign = await cart(headers, {
      productId: p.id,
      variantId: variantOf(other, 'BNF'),
      quantity: 1,
    });
    expect(foreign.statusCode).toBe(404);

    await session.t.db
      .update(productVariants)
      .set({ isActive: false })
      .where(eq(productVariants.id, variantOf(p, 'PNP')));
    const inactive = await cart(headers, {
      productId: p.id,
      variantId: variantOf(p, 'PNP'),
      quantity: 1,
    });
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().error.message).toBe('This version is no longer sold');
  });

  it("keeps one line per variant, priced and named by the variant, capped at the variant's stock", async () => {
    const p = await makeTrainer({ RTF: 1, BNF: 3, PNP: 0 });
    const headers = await customer();
    expect(
      (await cart(headers, { productId: p.id, variantId: variantOf(p, 'BNF'), quantity: 2 }))
        .statusCode,
    ).toBe(200);
    const res = await cart(headers, {
      productId: p.id,
      variantId: variantOf(p, 'RTF'),
      quantity: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data.items;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      productId: p.id,
      variantId: variantOf(p, 'BNF'),
      variantLabel: 'Version: BNF',
      name: `${p.name} — Version: BNF`,
      price: 1_549,
      quantity: 2,
      stock: 3,
    });
    expect(items[1]).toMatchObject({ variantLabel: 'Version: RTF', price: 1_899, quantity: 1 });
    const tooMany = await cart(headers, {
      productId: p.id,
      variantId: variantOf(p, 'RTF'),
      quantity: 1,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toContain(`${p.name} — Version: RTF`);

    const removed = await session.t.app.inject({
      method: 'DELETE',
      url: `/api/cart/${p.id}?variantId=${variantOf(p, 'RTF')}`,
      headers,
    });
    expect(removed.json().data.items.map((i: { variantLabel: string }) => i.variantLabel)).toEqual([
      'Version: BNF',
    ]);

    const merged = await session.t.call('POST', '/api/cart/merge', headers, {
      items: [
        { productId: p.id, variantId: variantOf(p, 'RTF'), quantity: 5 },
        { productId: p.id, quantity: 1 },
      ],
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(
      merged
        .json()
        .data.items.map((i: { variantLabel: string; quantity: number }) => [
          i.variantLabel,
          i.quantity,
        ]),
    ).toEqual([
      ['Version: BNF', 2],
      ['Version: RTF', 1],
    ]);
  });
});

describe('orders', () => {
  it('20 customers racing for the last BNF: one order, BNF at 0, RTF untouched', async () => {
    const p = await makeTrainer({ RTF: 5, BNF: 1, PNP: 2 });
    const bnf = variantOf(p, 'BNF');
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => customer()));
    for (const headers of shoppers) {
      const res = await cart(headers, { productId: p.id, variantId: bnf, quantity: 1 });
      expect(res.statusCode, res.body).toBe(200);
    }
    const results = await Promise.all(shoppers.map((h) => placeCod(h)));
    const placed = results.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().error.message).toBe(`${p.name} — Version: BNF is out of stock`);
    }
    expect(await stockOf(bnf)).toBe(0);
    expect(await stockOf(variantOf(p, 'RTF'))).toBe(5);
    expect(await stockOf(variantOf(p, 'PNP'))).toBe(2);
    expect(await productStock(p.id)).toEqual({ stock: 7, sold: 1 });
  });

  it('the order, its invoice and its email name the variant; cancelling gives its stock back', async () => {
    const p = await makeTrainer({ RTF: 3, BNF: 4, PNP: 1 });
    const headers = await customer();
    await cart(headers, { productId: p.id, variantId: variantOf(p, 'BNF'), quantity: 2 });
    await cart(headers, { productId: p.id, variantId: variantOf(p, 'RTF'), quantity: 1 });
    const quote = await session.t.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      headers,
      payload: { state: 'Karnataka' },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data.items.map((i: { variantLabel: string }) => i.variantLabel)).toEqual([
      'Version: BNF',
      'Version: RTF',
    ]);
    expect(quote.json().data.subtotal).toBe(2 * 1_549 + 1_899);

    const email = `variants-${randomUUID().slice(0, 8)}@example.com`;
    const res = await placeCod(headers, email);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data.order;
    expect(order.items).toHaveLength(2);
    expect(order.items[0]).toMatchObject({
      productId: p.id,
      variantId: variantOf(p, 'BNF'),
      variantLabel: 'Version: BNF',
      name: `${p.name} — Version: BNF`,
      price: 1_549,
      quantity: 2,
    });
    const read = await session.t.app.inject({ url: `/api/orders/${order.id}`, headers });
    // (Stored lines are read back in id order, not the cart's.)
    expect(
      read
        .json()
        .data.items.map((i: { name: string }) => i.name)
        .sort(),
    ).toEqual([`${p.name} — Version: BNF`, `${p.name} — Version: RTF`]);
    const adminRead = await session.t.app.inject({
      url: `/api/orders/${order.id}`,
      headers: session.admin,
    });
    expect(adminRead.statusCode, adminRead.body).toBe(200);
    expect(
      adminRead
        .json()
        .data.items.map((i: { variantLabel: string }) => i.variantLabel)
        .sort(),
    ).toEqual(['Version: BNF', 'Version: RTF']);

    expect(await stockOf(variantOf(p, 'BNF'))).toBe(2);
    expect(await stockOf(variantOf(p, 'RTF'))).toBe(2);
    expect((await productStock(p.id)).stock).toBe(5);
    const sales = await session.t.db
      .select({ variantId: inventoryMovements.variantId, delta: inventoryMovements.delta })
      .from(inventoryMovements)
      .where(and(eq(inventoryMovements.orderId, order.id), eq(inventoryMovements.reason, 'sale')));
    expect(sales.sort((a, b) => a.delta - b.delta)).toEqual([
      { variantId: variantOf(p, 'BNF'), delta: -2 },
      { variantId: variantOf(p, 'RTF'), delta: -1 },
    ]);

    // Packed, so invoiced (docs/decisions/invoice-timing.md); the customer may still cancel.
    await session.t.packOrder(session.admin, order.id);
    const invoice = await session.t.app.inject({ url: `/api/orders/${order.id}/invoice`, headers });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.body).toContain(`${p.name} — Version: BNF`);
    await expect
      .poll(async () =>
        (
          await session.t.db
            .select({ text: outboxEmails.text, html: outboxEmails.html })
            .from(outboxEmails)
            .where(and(eq(outboxEmails.to, email), eq(outboxEmails.template, 'order-placed')))
        ).map(
          (r) =>
            r.text.includes(`2 × ${p.name} — Version: BNF`) && r.html.includes('— Version: BNF'),
        ),
      )
      .toEqual([true]);

    const cancel = await session.t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/cancel`,
      headers,
      payload: { reason: 'Changed my mind' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await stockOf(variantOf(p, 'BNF'))).toBe(4);
    expect(await stockOf(variantOf(p, 'RTF'))).toBe(3);
    expect(await productStock(p.id)).toEqual({ stock: 8, sold: 0 });
    const back = await session.t.db
      .select({ variantId: inventoryMovements.variantId, delta: inventoryMovements.delta })
      .from(inventoryMovements)
      .where(
        and(
          eq(inventoryMovements.orderId, order.id),
          eq(inventoryMovements.reason, 'cancellation'),
        ),
      );
    expect(back.sort((a, b) => a.delta - b.delta)).toEqual([
      { variantId: variantOf(p, 'RTF'), delta: 1 },
      { variantId: variantOf(p, 'BNF'), delta: 2 },
    ]);
  });

  it('a variant an order names is deactivated, not deleted, when the admin drops it', async () => {
    const p = await makeTrainer({ RTF: 2, BNF: 2, PNP: 2 });
    const headers = await customer();
    await cart(headers, { productId: p.id, variantId: variantOf(p, 'PNP'), quantity: 1 });
    expect((await placeCod(headers)).statusCode).toBe(201);
    const keep = p.variants
      .filter((v) => v.options.Version === 'RTF')
      .map((v) => ({ id: v.id, sku: v.sku, options: v.options, price: 1_899, stock: 2 }));
    const res = await session.t.app.inject({
      method: 'PUT',
      url: `/api/products/${p.id}`,
      headers: session.admin,
      payload: { variants: keep },
    });
    expect(res.statusCode, res.body).toBe(200);
    const left = res.json().data.variants as { options: { Version: string }; isActive: boolean }[];
    expect(left.map((v) => [v.options.Version, v.isActive])).toEqual([
      ['RTF', true],
      ['PNP', false],
    ]);
    expect(res.json().data.stock).toBe(2);
  });
});
