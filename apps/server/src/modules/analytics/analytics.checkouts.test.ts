import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { indiaDay } from '@propwash/domain/india-time';
import { checkouts } from '../cart/cart.tables.ts';
import { useTestAppWithAdmin, type AuthHeaders } from '../../test/test-app.ts';

// The abandoned-checkouts report (docs/decisions/abandoned-checkout.md): reminders are due at once
// here, so a drain sends both.
const session = useTestAppWithAdmin({
  paymentMethods: true,
  env: { CHECKOUT_REMINDER_FIRST_SECONDS: '0', CHECKOUT_REMINDER_SECOND_SECONDS: '0' },
});

let recoveredTotal = 0;

async function atCheckout(emailOffers: boolean) {
  const { t } = session;
  const user = await t.makeUser();
  const headers = await t.loginAs(user);
  const product = await t.makeProduct({ stock: 10 });
  await t.addToCart(headers, { productId: product.id, quantity: 1 });
  if (emailOffers) await t.call('PUT', '/api/me/consents/email_offers', headers, { granted: true });
  await t.call('POST', '/api/checkout/quote', headers, { state: 'Karnataka' });
  return { user, headers, productId: product.id };
}

const order = async (headers: AuthHeaders, productId: string) => {
  const res = await session.t.orderWithCod(headers, { productId, quantity: 1 });
  expect(res.statusCode).toBe(201);
  return res.json().data.order as { id: string; summary: { total: number } };
};

/** The order closes its checkout just after it commits: wait for it. */
async function closed(userId: string) {
  for (let i = 0; i < 50; i++) {
    const [row] = await session.t.db.select().from(checkouts).where(eq(checkouts.userId, userId));
    if (row?.closedAt) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  const { t } = session;
  // Reminded, then ordered: recovered.
  const recovered = await atCheckout(true);
  // Reminded and still open.
  await atCheckout(true);
  // Ordered before any reminder was due: never reminded, not recovered.
  const direct = await atCheckout(false);
  await order(direct.headers, direct.productId);
  await closed(direct.user.id);
  await t.services.jobs.drain('cart.checkout-reminder');
  recoveredTotal = (await order(recovered.headers, recovered.productId)).summary.total;
  await closed(recovered.user.id);
});

describe('abandoned checkouts report', () => {
  it('counts started, reminded, recovered and the revenue recovered for the period', async () => {
    const { t, admin } = session;
    const today = indiaDay(Date.now());
    const res = await t.call('GET', `/api/analytics/checkouts?startDate=${today}`, admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const figures = {
      started: 3,
      firstReminders: 2,
      secondReminders: 2,
      recovered: 1,
      revenueRecovered: recoveredTotal,
    };
    expect(data.totals).toEqual(figures);
    expect(data.days).toEqual([{ date: today, ...figures }]);
  });

  it('counts nothing outside the period', async () => {
    const { t, admin } = session;
    const res = await t.call(
      'GET',
      '/api/analytics/checkouts?startDate=2030-01-01&endDate=2030-01-31',
      admin,
    );
    expect(res.json().data.totals.started).toBe(0);
    expect(res.json().data.days).toEqual([]);
  });

  it('exports the same figures as CSV', async () => {
    const { t, admin } = session;
    const today = indiaDay(Date.now());
    const res = await t.call('GET', `/api/analytics/checkouts.csv?startDate=${today}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`abandoned_checkouts_${today}_to_`);
    const rows = res.body.trim().split('\r\n');
    expect(rows[0]).toBe(
      'Date,Checkouts started,First reminders,Second reminders,Recovered,Revenue recovered (INR)',
    );
    expect(rows[1]).toBe(`${today},3,2,2,1,${recoveredTotal.toFixed(2)}`);
    expect(rows[2]).toBe(`Total,3,2,2,1,${recoveredTotal.toFixed(2)}`);
  });

  it('is for admins only', async () => {
    const { t } = session;
    const customer = await t.loginAs(await t.makeUser());
    expect((await t.call('GET', '/api/analytics/checkouts', customer)).statusCode).toBe(403);
  });
});
