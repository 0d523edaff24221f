import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { useTestAppWithAdmin, type TestApp } from '../../test/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';
import { orderItems } from '../orders/orders.tables.ts';

type Headers = { authorization: string };

/** The returns tests' app and admin, set once the app is built (beforeAll). */
export type ReturnsTestContext = { t: TestApp; admin: Headers };

export const DAY = 24 * 60 * 60 * 1000;

/** Requests and orders the returns tests share; each reads the app from `ctx` when called. */
export function returnsFixtures(ctx: ReturnsTestContext) {
  const inject = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Headers,
    payload?: object,
  ) => ctx.t.app.inject({ method, url, headers, ...(payload && { payload }) });
  const setOrderStatus = (orderId: string, status: string) =>
    inject('PUT', `/api/orders/admin/${orderId}/status`, ctx.admin, { status });
  const setReturnStatus = (id: string, body: object) =>
    inject('PUT', `/api/returns/admin/${id}/status`, ctx.admin, body);
  const askReturn = (headers: Headers, orderId: string, body: object) =>
    inject('POST', `/api/orders/${orderId}/returns`, headers, {
      reason: 'defective',
      note: 'Stopped working on the second flight',
      kind: 'refund',
      // Where a cash-on-delivery refund goes (ignored for orders paid online).
      refundTo: { type: 'upi', upiId: 'asha.rao@okaxis' },
      ...body,
    });
  const stockOf = async (id: string) =>
    (await ctx.t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!
      .stock;

  async function walkToDelivered(orderId: string) {
    for (const status of ['processing', 'shipped', 'delivered']) {
      const res = await setOrderStatus(orderId, status);
      expect(res.statusCode, res.body).toBe(200);
    }
  }

  /** A customer with a delivered cash-on-delivery order of `quantity` units of one product. */
  async function deliveredOrder(
    opts: { quantity?: number; pricePaise?: number; categoryId?: string } = {},
  ) {
    const user = await ctx.t.makeUser();
    const headers = await ctx.t.loginAs(user);
    const product = await ctx.t.makeProduct({
      stock: 10,
      pricePaise: opts.pricePaise ?? 59_000,
      ...(opts.categoryId && { categoryId: opts.categoryId }),
    });
    const placed = await ctx.t.orderWithCod(headers, {
      productId: product.id,
      quantity: opts.quantity ?? 2,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data.order as { id: string; orderNumber: string };
    await walkToDelivered(order.id);
    const [item] = await ctx.t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    return { headers, user, product, order, item: item! };
  }

  /**
   * A customer's UPI order of two units at ₹1,200, paid through the built-in simulator and
   * delivered, and their return of one unit, walked to received.
   */
  async function prepaidReturnReceived() {
    const headers = await ctx.t.loginAs(await ctx.t.makeUser());
    const product = await ctx.t.makeProduct({ pricePaise: 120_000 });
    const placed = await ctx.t.placeOrder('upi', headers, { productId: product.id, quantity: 2 });
    const order = placed.json().data.order;
    await ctx.t.payWithSimulator(headers, order.id);
    await walkToDelivered(order.id);
    const [item] = await ctx.t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const id = (
      await askReturn(headers, order.id, { items: [{ orderItemId: item!.id, quantity: 1 }] })
    ).json().data.id as string;
    for (const status of ['approved', 'picked_up', 'received']) {
      const res = await setReturnStatus(id, { status });
      expect(res.statusCode, res.body).toBe(200);
    }
    return { id, orderId: order.id as string };
  }

  return {
    inject,
    setOrderStatus,
    setReturnStatus,
    askReturn,
    stockOf,
    walkToDelivered,
    deliveredOrder,
    prepaidReturnReceived,
  };
}

/** Builds the file's app (with an admin) before its tests and closes it after; its fixtures. */
export function useReturnsTestApp() {
  const ctx = useTestAppWithAdmin({ paymentMethods: true });
  return { ctx, ...returnsFixtures(ctx) };
}
