import { eq } from 'drizzle-orm';
import { DAY_MS, indiaDay, indiaMidnight } from '@propwash/domain/india-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppWithAdmin, type TestApp } from '../../test/test-app.ts';
import { contactMessages } from '../content/content.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { returns } from '../returns/returns.tables.ts';
import { orderFactory } from './analytics.fixtures.ts';

let t: TestApp;
let asAdmin: { authorization: string };
beforeAll(async () => {
  ({ t, admin: asAdmin } = await testAppWithAdmin());
});
afterAll(() => t.close());

/** The India wall-clock time `minutes` after the start of the India day `offsetDays` from today. */
function indiaClock(offsetDays: number, minutes: number): string {
  const start = indiaMidnight(indiaDay()).getTime() + offsetDays * DAY_MS + minutes * 60_000;
  return new Date(start + 330 * 60_000).toISOString().slice(0, 16);
}

const today = async () => {
  const res = await t.app.inject({ url: '/api/analytics/today', headers: asAdmin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('GET /api/analytics/today', () => {
  it("counts today's and yesterday's orders by India day, leaving cancelled orders out of sales", async () => {
    const makeOrder = orderFactory(t);
    // 00:01 IST today and 23:59 IST yesterday: the same UTC date (18:31 and 18:29 UTC) but two
    // India days.
    await makeOrder({ at: indiaClock(0, 1), total: 1_000 });
    await makeOrder({ at: indiaClock(0, 2), total: 250.5, status: 'pending' });
    await makeOrder({ at: indiaClock(0, 3), total: 9_999, status: 'cancelled' });
    await makeOrder({ at: indiaClock(-1, 24 * 60 - 1), total: 700 });
    await makeOrder({ at: indiaClock(-2, 12 * 60), total: 5_000 });

    const data = await today();
    expect(data.day).toBe(indiaDay());
    expect(data.today).toEqual({ orders: 2, salesPaise: 1_25_050 });
    expect(data.yesterday).toEqual({ orders: 1, salesPaise: 70_000 });
  });

  it('counts the orders waiting for the shop, COD confirmations, low stock, open returns and new messages', async () => {
    const makeOrder = orderFactory(t);
    const before = await today();
    const waiting = await makeOrder({ at: indiaClock(-5, 600), total: 500, paymentMethod: 'cod' });
    await t.db.update(orders).set({ codConfirmation: 'awaiting' }).where(eq(orders.id, waiting.id));
    await makeOrder({ at: indiaClock(-5, 601), total: 500 });
    await makeOrder({ at: indiaClock(-5, 602), total: 500, status: 'processing' });
    await makeOrder({ at: indiaClock(-5, 603), total: 500, status: 'shipped' });

    await t.makeProduct({ stock: 3 });
    await t.makeProduct({ stock: 10 });
    await t.makeProduct({ stock: 11 });
    await t.makeProduct({ stock: 0, deletedAt: new Date() });

    const returned = await makeOrder({ at: indiaClock(-5, 604), total: 500, status: 'delivered' });
    const aReturn = {
      orderId: returned.id,
      orderNumber: returned.orderNumber,
      customerName: 'Riya Sen',
      customerEmail: 'riya@example.com',
      paymentMethod: 'upi',
      kind: 'refund' as const,
      reason: 'damaged' as const,
    };
    await t.db.insert(returns).values([
      { ...aReturn, status: 'requested' },
      { ...aReturn, status: 'received' },
      { ...aReturn, status: 'refunded' },
      { ...aReturn, status: 'rejected' },
    ]);
    const message = { name: 'Kabir', email: 'kabir@example.com', message: 'Is the Kit in stock?' };
    await t.db.insert(contactMessages).values([
      { ...message, status: 'new' },
      { ...message, status: 'replied' },
      { ...message, status: 'closed' },
    ]);

    const after = await today();
    expect(after.toConfirm - before.toConfirm).toBe(0);
    expect(after.toPack - before.toPack).toBe(1);
    expect(after.codAwaiting - before.codAwaiting).toBe(1);
    expect(after.toShip - before.toShip).toBe(1);
    expect(after.lowStock - before.lowStock).toBe(2);
    expect(after.lowStockThreshold).toBe(10);
    expect(after.openReturns - before.openReturns).toBe(2);
    expect(after.unreadMessages - before.unreadMessages).toBe(1);
    // The first test's pending order is still to confirm.
    expect(after.toConfirm).toBe(1);
  });

  it('is for admins only', async () => {
    const res = await t.app.inject({ url: '/api/analytics/today' });
    expect(res.statusCode).toBe(401);
  });
});
