import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../accounts/accounts.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { outboxEmails } from '../notifications/notifications.tables.ts';
import { useTestApp, type AuthHeaders } from '../../test/test-app.ts';
import { checkouts } from './cart.tables.ts';

// Abandoned checkouts (docs/decisions/abandoned-checkout.md). Both reminders are due at once here
// (the delays are configuration), so one drain runs the first and then the second.
const session = useTestApp({
  paymentMethods: true,
  env: { CHECKOUT_REMINDER_FIRST_SECONDS: '0', CHECKOUT_REMINDER_SECOND_SECONDS: '0' },
});

const quote = (headers: AuthHeaders) =>
  session.t.call('POST', '/api/checkout/quote', headers, { state: 'Karnataka' });
const consent = (headers: AuthHeaders, purpose: string, granted: boolean) =>
  session.t.call('PUT', `/api/me/consents/${purpose}`, headers, { granted });
const drain = () => session.t.services.jobs.drain('cart.checkout-reminder');
const remindersTo = (to: string) =>
  session.t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to), eq(outboxEmails.template, 'checkout-reminder')))
    .orderBy(outboxEmails.createdAt);
const checkoutsOf = (userId: string) =>
  session.t.db
    .select()
    .from(checkouts)
    .where(eq(checkouts.userId, userId))
    .orderBy(checkouts.startedAt);

/** A customer with a cart of `items` (names given) at checkout; no consent asked unless told. */
async function shopperAtCheckout(opts: { emailOffers?: boolean; names?: string[] } = {}) {
  const { t } = session;
  const user = await t.makeUser();
  const headers = await t.loginAs(user);
  const names = opts.names ?? ['Skylark 1200'];
  const items = [];
  for (const name of names) {
    const product = await t.makeProduct({
      name,
      pricePaise: 250_000,
      originalPricePaise: 300_000,
      stock: 5,
    });
    await t.addToCart(headers, { productId: product.id, quantity: 2 });
    items.push(product);
  }
  if (opts.emailOffers) expect((await consent(headers, 'email_offers', true)).statusCode).toBe(200);
  expect((await quote(headers)).statusCode).toBe(200);
  return { user, headers, items };
}

const restoreTokenIn = (text: string) => {
  const match = /\/cart\?restore=([^\s"<]+)/.exec(text);
  expect(match).not.toBeNull();
  return decodeURIComponent(match![1]!);
};

describe('abandoned checkout: recording', () => {
  it('opens one checkout on the checkout quote and refreshes it on the next visit', async () => {
    const { user, headers, items } = await shopperAtCheckout();
    const [first] = await checkoutsOf(user.id);
    expect(first).toMatchObject({
      lines: [{ productId: items[0]!.id, variantId: null, quantity: 2 }],
      closedAt: null,
    });
    expect(first!.valuePaise).toBeGreaterThanOrEqual(500_000);

    await session.t.addToCart(headers, { productId: items[0]!.id, quantity: 1 });
    await quote(headers);
    const again = await checkoutsOf(user.id);
    expect(again).toHaveLength(1);
    expect(again[0]!.lines[0]!.quantity).toBe(3);
    expect(again[0]!.seenAt.getTime()).toBeGreaterThanOrEqual(first!.seenAt.getTime());
  });
});

describe('abandoned checkout: reminders', () => {
  it('emails the first reminder, then the second, each with a restore link; never a third', async () => {
    const { user } = await shopperAtCheckout({ names: ['DJI Mini 4 Pro', 'Spare battery'] });
    await drain();

    const emails = await remindersTo(user.email);
    expect(emails).toHaveLength(2);
    expect(emails[0]!.subject).toBe('You left 2 items in your cart');
    expect(emails[0]!.text).toContain('DJI Mini 4 Pro');
    expect(emails[0]!.text).toContain('Spare battery');
    expect(emails[0]!.text).toMatch(/Total: ₹10,\d{3}/);
    expect(emails[0]!.text).toContain('/api/cart/reminders/stop?token=');
    restoreTokenIn(emails[0]!.text);
    const [row] = await checkoutsOf(user.id);
    expect(row!.firstReminderAt).not.toBeNull();
    expect(row!.secondReminderAt).not.toBeNull();
    // No WhatsApp consent: the second reminder went by email.
    expect(row!.secondReminderChannel).toBe('email');

    expect(await drain()).toBe(0);
    expect(await remindersTo(user.email)).toHaveLength(2);
  });

  it('emails both reminders to a shopper never asked for consent (not the newsletter)', async () => {
    const { user } = await shopperAtCheckout();
    await drain();
    const emails = await remindersTo(user.email);
    expect(emails).toHaveLength(2);
    expect(emails[1]!.text).toContain('Skylark 1200');
    expect(emails[1]!.text).toContain('/api/cart/reminders/stop?token=');
    restoreTokenIn(emails[1]!.text);
    expect((await checkoutsOf(user.id))[0]!.secondReminderChannel).toBe('email');
  });

  it('sends nothing to a shopper who unsubscribed before reaching checkout', async () => {
    const { t } = session;
    const user = await t.makeUser();
    const headers = await t.loginAs(user);
    expect((await consent(headers, 'email_offers', true)).statusCode).toBe(200);
    expect((await consent(headers, 'email_offers', false)).statusCode).toBe(200);
    const product = await t.makeProduct({ name: 'Glider', pricePaise: 90_000, stock: 5 });
    await t.addToCart(headers, { productId: product.id, quantity: 1 });
    expect((await quote(headers)).statusCode).toBe(200);
    await drain();
    expect(await remindersTo(user.email)).toHaveLength(0);
    const [row] = await checkoutsOf(user.id);
    expect(row).toMatchObject({ firstReminderAt: null, secondReminderAt: null, closedAt: null });
  });

  it('stops when the order is placed: no reminder, the checkout closed as ordered', async () => {
    const { t } = session;
    const { user, headers, items } = await shopperAtCheckout();
    const placed = await t.orderWithCod(headers, { productId: items[0]!.id, quantity: 1 });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().data.order.id as string;
    await vi.waitFor(async () => expect((await checkoutsOf(user.id))[0]!.closedAt).not.toBeNull());
    await drain();
    expect(await remindersTo(user.email)).toHaveLength(0);
    expect((await checkoutsOf(user.id))[0]).toMatchObject({
      closeReason: 'ordered',
      orderId,
      firstReminderAt: null,
    });
  });

  it('stops when the cart is emptied', async () => {
    const { user, headers } = await shopperAtCheckout();
    expect((await session.t.call('DELETE', '/api/cart', headers)).statusCode).toBe(200);
    await drain();
    expect(await remindersTo(user.email)).toHaveLength(0);
    expect((await checkoutsOf(user.id))[0]!.closeReason).toBe('emptied');
  });

  it('stops when the last line is removed', async () => {
    const { user, headers, items } = await shopperAtCheckout();
    await session.t.call('DELETE', `/api/cart/${items[0]!.id}`, headers);
    expect((await checkoutsOf(user.id))[0]!.closeReason).toBe('emptied');
  });

  it('withdrawing the WhatsApp offers consent stops the reminders, WhatsApp included', async () => {
    const { t } = session;
    const { user, headers } = await shopperAtCheckout();
    await t.db.update(users).set({ phone: '9845012345' }).where(eq(users.id, user.id));
    expect((await consent(headers, 'whatsapp_offers', true)).statusCode).toBe(200);
    expect((await consent(headers, 'whatsapp_offers', false)).statusCode).toBe(200);
    await drain();
    expect(await remindersTo(user.email)).toHaveLength(0);
    expect((await checkoutsOf(user.id))[0]).toMatchObject({
      closeReason: 'consent_withdrawn',
      secondReminderAt: null,
      secondReminderChannel: null,
    });
  });

  it("unsubscribing by the emails' one-click link stops them", async () => {
    const { t } = session;
    const { user } = await shopperAtCheckout({ emailOffers: true });
    const url = t.services.newsletter.unsubscribeUrl(user.email).replace('http://shop.test', '');
    expect((await t.call('POST', url)).statusCode).toBeLessThan(300);
    await drain();
    expect(await remindersTo(user.email)).toHaveLength(0);
    expect((await checkoutsOf(user.id))[0]!.closeReason).toBe('consent_withdrawn');
  });
});

describe('abandoned checkout: the stop link', () => {
  const stopPathIn = (text: string) => {
    const match = /\/api\/cart\/reminders\/stop\?token=[^\s"<]+/.exec(text);
    expect(match).not.toBeNull();
    return match![0];
  };

  it('stops the reminders of a shopper never on the newsletter, now and at the next checkout', async () => {
    const { t } = session;
    const { user, headers, items } = await shopperAtCheckout();
    // Both reminders are due at once here; the stop link in the first still works after both.
    await session.t.services.jobs.drain('cart.checkout-reminder');
    const [email] = await remindersTo(user.email);
    const page = await t.call('GET', stopPathIn(email!.text));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('no more cart reminders');
    expect((await checkoutsOf(user.id))[0]!.closeReason).toBe('consent_withdrawn');

    // A later visit to checkout opens a new checkout, which reminds nobody.
    await t.addToCart(headers, { productId: items[0]!.id, quantity: 1 });
    expect((await quote(headers)).statusCode).toBe(200);
    await drain();
    expect(await checkoutsOf(user.id)).toHaveLength(2);
    expect(await remindersTo(user.email)).toHaveLength(2);
  });

  it('refuses a tampered token and changes nothing', async () => {
    const { t } = session;
    const { user } = await shopperAtCheckout();
    await drain();
    const [email] = await remindersTo(user.email);
    const path = stopPathIn(email!.text);
    const other = (await t.makeUser()).id;
    const forged = path.replace(/token=[^.]+/, `token=${other}`);
    expect((await t.call('GET', forged)).statusCode).toBe(400);
    expect((await t.call('POST', `${path}x`)).statusCode).toBe(400);
    expect((await t.call('POST', path)).statusCode).toBe(200);
  });
});

describe('abandoned checkout: restore link', () => {
  async function reminded() {
    const shopper = await shopperAtCheckout({ names: ['Skylark 1200', 'Sold-out prop'] });
    await drain();
    const [email] = await remindersTo(shopper.user.email);
    return { ...shopper, token: restoreTokenIn(email!.text) };
  }
  const restore = (token: string, headers?: AuthHeaders) =>
    session.t.call('POST', '/api/cart/restore', headers, { token });

  it("puts the lines back in the customer's emptied cart, skipping what is sold out", async () => {
    const { t } = session;
    const { headers, items, token } = await reminded();
    await t.call('DELETE', '/api/cart', headers);
    await t.db
      .update(products)
      .set({ stock: 0, stockStatus: 'out_of_stock' })
      .where(eq(products.id, items[1]!.id));
    const res = await restore(token, headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.restored).toBe(1);
    expect(data.skipped).toEqual(['Sold-out prop is sold out']);
    expect(
      data.cart.items.map((i: { productId: string; quantity: number }) => [
        i.productId,
        i.quantity,
      ]),
    ).toEqual([[items[0]!.id, 2]]);
    // Restoring again changes nothing: lines are raised to the checkout's, never summed.
    const twice = (await restore(token, headers)).json().data;
    expect(twice.cart.items[0].quantity).toBe(2);
  });

  it('answers a guest the lines for the browser cart, writing nothing', async () => {
    const { token, items } = await reminded();
    const res = await restore(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.cart.items[0]).toMatchObject({ productId: items[0]!.id, quantity: 2 });
  });

  it('refuses a tampered token', async () => {
    const { token, headers } = await reminded();
    const [id, signature] = token.split('.');
    const other = id!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    for (const bad of [`${other}.${signature}`, `${id}.${signature}x`, id!, 'nonsense']) {
      const res = await restore(bad, headers);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.type).toBe('VALIDATION_FAILED');
    }
  });

  it("never lets another customer's link change my cart", async () => {
    const { t } = session;
    const { token } = await reminded();
    const me = await t.loginAs(await t.makeUser());
    const res = await restore(token, me);
    expect(res.statusCode).toBe(403);
    expect((await t.call('GET', '/api/cart', me)).json().data.items).toEqual([]);
  });
});
