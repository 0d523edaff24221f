import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails } from '../notifications/notifications.tables.ts';
import { useTestApp } from '../../test/test-app.ts';
import { checkouts } from './cart.tables.ts';

// With the shipped delays (an hour, a day) nothing is due right after the visit
// (docs/decisions/abandoned-checkout.md).
const session = useTestApp();

describe('abandoned checkout: timing', () => {
  it('sends no reminder right after the visit, and a second visit sets no second job', async () => {
    const { t } = session;
    expect(t.config.checkoutReminders).toEqual({
      firstAfterSeconds: 3600,
      secondAfterSeconds: 86400,
    });
    const user = await t.makeUser();
    const headers = await t.loginAs(user);
    const product = await t.makeProduct();
    await t.addToCart(headers, { productId: product.id, quantity: 1 });
    await t.call('PUT', '/api/me/consents/email_offers', headers, { granted: true });
    for (let visit = 0; visit < 2; visit++) {
      expect(
        (await t.call('POST', '/api/checkout/quote', headers, { state: 'Karnataka' })).statusCode,
      ).toBe(200);
    }
    expect(await t.services.jobs.drain('cart.checkout-reminder')).toBe(0);
    expect(
      await t.db.$count(
        outboxEmails,
        and(eq(outboxEmails.to, user.email), eq(outboxEmails.template, 'checkout-reminder')),
      ),
    ).toBe(0);
    const rows = await t.db.select().from(checkouts).where(eq(checkouts.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.firstReminderAt).toBeNull();
    const waiting = await t.db.execute(
      `select count(*)::int as n from pgboss.job where name = 'cart.checkout-reminder' and data->>'checkoutId' = '${rows[0]!.id}'`,
    );
    expect((waiting as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});
