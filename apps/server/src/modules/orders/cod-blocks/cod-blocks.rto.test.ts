import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COD_BLOCKED_MESSAGE, type CodBlock } from '@propwash/domain/orders/cod-blocks';
import type { CodBlockSettings } from '@propwash/domain/settings/defaults';
import { testShipping } from '../../../test/test-app.ts';
import { useShippingTestApp } from '../../shipping/shipping.fixtures.ts';

// Cash on delivery switched off after parcels came back to origin, and the admin's lift
// (docs/decisions/cod-blocks.md). Shiprocket's webhook is played by the shipping fixtures.
const { ctx, ship, webhook, stamp, report } = useShippingTestApp();

type Headers = { authorization: string };
type Where = { phone?: string; pincode?: string };

const rules = async (value: CodBlockSettings) => {
  const res = await ctx.t.call('PUT', '/api/settings/admin/codBlocks', ctx.asAdmin, value);
  expect(res.statusCode, res.body).toBe(200);
};
const customer = async () => ctx.t.loginAs(await ctx.t.makeUser());
const cart = async (headers: Headers) => {
  const product = await ctx.t.makeProduct({ stock: 20 });
  await ctx.t.addToCart(headers, { productId: product.id, quantity: 1 });
};
const place = async (headers: Headers, method: 'cod' | 'upi', where: Where = {}) => {
  await cart(headers);
  return ctx.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: { shipping: { ...testShipping, ...where }, payment: { method } },
  });
};
/** A COD order by a new customer to `where`, shipped by hand (AWB `awb`); answers its id. */
const shippedOrder = async (where: Where, awb: string, who?: Headers) => {
  const res = await place(who ?? (await customer()), 'cod', where);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.order.id as string;
  const shipped = await ship(id, { carrier: 'manual', courier: 'Blue Dart', awb });
  expect(shipped.statusCode, shipped.body).toBeLessThan(300);
  return id;
};
const rtoByAdmin = (orderId: string) =>
  ctx.t.call('PUT', `/api/orders/admin/${orderId}/status`, ctx.asAdmin, {
    status: 'returned_to_origin',
  });
const quote = async (headers: Headers, where: Where) => {
  await cart(headers);
  const res = await ctx.t.call('POST', '/api/checkout/quote', headers, {
    state: 'Karnataka',
    shippingMethod: 'standard',
    ...where,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    codUnavailable: string | null;
    paymentMethods: { type: string }[];
    byPaymentMethod: { cod: { total: number } | null; online: { total: number } | null };
  };
};
const blocks = async (query: string) => {
  const res = await ctx.t.call('GET', `/api/orders/admin/cod-blocks?${query}`, ctx.asAdmin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { blocks: CodBlock[]; total: number };
};

describe('COD blocks after returns to origin', () => {
  it('blocks a pincode at its count, once per order, until the admin lifts it', async () => {
    await rules({ customerAfterReturns: null, phoneAfterReturns: null, pincodeAfterReturns: 2 });
    const P = '560091';
    // The first parcel comes back by the admin's move; a second move is refused and counts nothing.
    const first = await shippedOrder({ pincode: P, phone: '9000000001' }, 'BDBLOCK0001');
    expect((await rtoByAdmin(first)).statusCode).toBe(200);
    expect((await rtoByAdmin(first)).statusCode).toBe(409);
    let [row] = (await blocks(`state=all&kind=pincode&q=${P}`)).blocks;
    expect(row).toMatchObject({ kind: 'pincode', value: P, returns: 1, blockedAt: null });
    const someone = await customer();
    expect((await quote(someone, { pincode: P })).codUnavailable).toBeNull();

    // The second by the courier's report, replayed: counted once, and the pincode is blocked.
    await shippedOrder({ pincode: P, phone: '9000000002' }, 'BDBLOCK0002');
    const rto = report('BDBLOCK0002', 'RTO DELIVERED', 10, stamp(48));
    for (let i = 0; i < 2; i++) expect((await webhook(rto)).statusCode).toBe(200);
    [row] = (await blocks(`kind=pincode&q=${P}`)).blocks;
    expect(row).toMatchObject({ value: P, returns: 2, lastOrder: { number: expect.any(String) } });
    expect(row!.blockedAt).not.toBeNull();

    // A different customer to P: no COD in the quote, the polite words, online still offered.
    const q = await quote(someone, { pincode: P });
    expect(q.codUnavailable).toBe(COD_BLOCKED_MESSAGE);
    expect(q.byPaymentMethod.cod).toBeNull();
    expect(q.byPaymentMethod.online).not.toBeNull();
    expect(q.paymentMethods.map((m) => m.type)).not.toContain('cod');
    const refused = await place(someone, 'cod', { pincode: P });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(COD_BLOCKED_MESSAGE);
    expect((await place(someone, 'upi', { pincode: P })).statusCode).toBe(201);
    // Another pincode is not touched.
    expect((await quote(someone, { pincode: '560092' })).byPaymentMethod.cod).not.toBeNull();

    // The admin lifts it: COD again, the count from 0, the lift in the audit log.
    const lifted = await ctx.t.call(
      'POST',
      `/api/orders/admin/cod-blocks/${row!.id}/lift`,
      ctx.asAdmin,
    );
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().data).toMatchObject({ returns: 0, blockedAt: null });
    expect(lifted.json().data.liftedAt).not.toBeNull();
    expect((await blocks(`kind=pincode&q=${P}`)).total).toBe(0);
    expect((await quote(someone, { pincode: P })).byPaymentMethod.cod).not.toBeNull();
    expect((await place(someone, 'cod', { pincode: P })).statusCode).toBe(201);
    const audit = await ctx.t.call('GET', '/api/audit?kind=cod_block', ctx.asAdmin);
    expect(audit.json().data.entries[0]).toMatchObject({
      recordId: row!.id,
      recordLabel: `Pincode ${P}`,
      changes: { returns: [2, 0] },
    });
  });

  it('blocks a customer account and a phone by their own counts; an off rule still counts', async () => {
    await rules({ customerAfterReturns: 1, phoneAfterReturns: 2, pincodeAfterReturns: null });
    const P = '560093';
    const phone = '9000000010';
    const x = await customer();
    await rtoByAdmin(await shippedOrder({ pincode: P, phone }, 'BDBLOCK0010', x));
    // The account is blocked at its first return, whatever phone or pincode it types.
    expect((await quote(x, { pincode: '560094', phone: '9000000011' })).codUnavailable).toBe(
      COD_BLOCKED_MESSAGE,
    );
    const y = await customer();
    // The phone has one return of two: not yet.
    expect((await quote(y, { phone })).byPaymentMethod.cod).not.toBeNull();
    await rtoByAdmin(await shippedOrder({ pincode: P, phone: `+91 ${phone}` }, 'BDBLOCK0011', y));
    const z = await customer();
    const q = await quote(z, { phone: `0${phone}` });
    expect(q.byPaymentMethod.cod).toBeNull();
    expect(q.codUnavailable).toBe(COD_BLOCKED_MESSAGE);
    expect((await quote(z, {})).byPaymentMethod.cod).not.toBeNull();
    expect((await place(z, 'cod', { phone })).statusCode).toBe(400);

    // Pincode's rule is off: counted, never blocked.
    const [pin] = (await blocks(`state=all&kind=pincode&q=${P}`)).blocks;
    expect(pin).toMatchObject({ returns: 2, blockedAt: null });
    // The admin sees the account with its name and email.
    const accounts = (await blocks('kind=customer')).blocks;
    expect(accounts.some((b) => b.customer?.email.endsWith('@example.com'))).toBe(true);
  });

  it("deletes an account's own block when the account is erased; the phone's stays", async () => {
    await rules({ customerAfterReturns: 1, phoneAfterReturns: 1, pincodeAfterReturns: null });
    const user = await ctx.t.makeUser();
    const headers = await ctx.t.loginAs(user);
    const phone = '9000000020';
    await rtoByAdmin(await shippedOrder({ pincode: '560095', phone }, 'BDBLOCK0020', headers));
    const mine = async () =>
      (await blocks('state=all&kind=customer')).blocks.filter((b) => b.value === user.id);
    expect(await mine()).toHaveLength(1);
    const erased = await ctx.t.call('POST', `/api/auth/users/${user.id}/erase`, ctx.asAdmin, {
      reason: 'email of 4 Dec 2026',
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await mine()).toHaveLength(0);
    expect((await blocks(`kind=phone&q=${phone}`)).blocks).toHaveLength(1);
  });

  it('lists only for admins', async () => {
    const res = await ctx.t.call('GET', '/api/orders/admin/cod-blocks', await customer());
    expect(res.statusCode).toBe(403);
  });
});
