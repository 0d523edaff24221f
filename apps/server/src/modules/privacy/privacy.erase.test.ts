import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { useTestAppWithAdmin, type AuthHeaders } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { outboxEmails } from '../notifications/notifications.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { customerWithData, deliver } from './privacy.fixtures.ts';
import { consentEvents, erasures } from './privacy.tables.ts';

const session = useTestAppWithAdmin({ paymentMethods: true });

let n = 0;
/** A customer of their own name and email, with data in every section and an invoiced order. */
async function customer() {
  n += 1;
  const who = {
    name: `Meera Iyer ${n}`,
    email: `meera${n}.erase@example.com`,
    phone: '9845098450',
  };
  return { who, ...(await customerWithData(session.t, session.admin, who)) };
}

const erase = (headers: AuthHeaders, payload: object) =>
  session.t.call('POST', '/api/me/erase', headers, payload);
const adminErase = (id: string, reason = 'email of 4 Dec 2026') =>
  session.t.call('POST', `/api/auth/users/${id}/erase`, session.admin, { reason });

/** The order's GST invoice as the admin sees it: its data, its page and its PDF's text. */
async function invoiceOf(orderId: string) {
  const { t, admin } = session;
  const page = await t.call('GET', `/api/orders/${orderId}/invoice`, admin);
  expect(page.statusCode, page.body).toBe(200);
  const pdf = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/invoice/download?format=pdf`,
    headers: admin,
  });
  expect(pdf.statusCode).toBe(200);
  return {
    document: JSON.stringify(await t.services.invoices.document(orderId)),
    html: page.body,
    pdf: pdfText(pdf.rawPayload),
  };
}

describe('POST /api/me/erase: what it asks first', () => {
  it('refuses a wrong password and erases nothing', async () => {
    const c = await customer();
    await deliver(session.t, session.admin, c.order.id);
    const res = await erase(c.headers, { password: 'not-my-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('password: Password is incorrect');
    expect((await session.t.call('GET', '/api/auth/me', c.headers)).statusCode).toBe(200);
  });

  it('asks an account with a password for it, not for ERASE', async () => {
    const c = await customer();
    const res = await erase(c.headers, { confirm: 'ERASE' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('password: Enter your password to erase your account');
  });

  it('takes ERASE from a Google-only account, and refuses a password from it', async () => {
    const { t } = session;
    const user = await t.makeUser();
    const headers = await t.loginAs(user);
    await t.db
      .update(users)
      .set({ passwordHash: null, googleSubject: `google-${user.id}` })
      .where(eq(users.id, user.id));
    const withPassword = await erase(headers, { password: user.password });
    expect(withPassword.statusCode).toBe(400);
    expect(withPassword.json().error.message).toBe(
      'confirm: This account has no password: type ERASE to confirm',
    );
    const typed = await erase(headers, { confirm: 'ERASE' });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().data).toMatchObject({ erased: true, keptTaxDocuments: 0 });
  });

  it('refuses with 409 while an order is open, naming it', async () => {
    const c = await customer();
    const res = await erase(c.headers, { password: c.user.password });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      `The account cannot be erased while an order or a return is open: order ${c.order.orderNumber} (confirmed). It can be erased once they are delivered, cancelled or refunded.`,
    );
    const [row] = await session.t.db.select().from(users).where(eq(users.id, c.user.id));
    expect(row!.status).toBe('active');
  });
});

describe('orders without a tax invoice', () => {
  it('waits for the refund a prepaid order that came back is owed, then keeps only its state', async () => {
    const { t } = session;
    const user = await t.makeUser();
    const headers = await t.loginAs(user);
    const customer = { name: 'Farah Khan', email: user.email };
    const back = await t.makeOrder({
      userId: user.id,
      customer,
      status: 'returned_to_origin',
      paymentMethod: 'upi',
      paymentStatus: 'paid',
      note: 'Ring the bell twice',
    });
    const refused = await erase(headers, { password: user.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain(
      `order ${back.orderNumber} (its payment is not refunded yet)`,
    );

    await t.db.update(orders).set({ paymentStatus: 'refunded' }).where(eq(orders.id, back.id));
    const res = await erase(headers, { password: user.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.keptTaxDocuments).toBe(0);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, back.id));
    expect(order).toMatchObject({ customerName: 'Erased customer', note: '' });
    expect(order!.shippingAddress).toEqual({
      name: 'Erased customer',
      email: `erased-${user.id}@erased.invalid`,
      phone: '',
      address: '',
      landmark: '',
      city: '',
      state: 'Karnataka',
      pincode: '',
    });
  });
});

describe('an erasure after a delivered, invoiced order', () => {
  it('erases the account, keeps the invoice as issued and tells the old address', async () => {
    const { t, admin } = session;
    const c = await customer();
    await deliver(t, admin, c.order.id);
    const before = await invoiceOf(c.order.id);
    const rated = await t.db.select().from(products).where(eq(products.id, c.product.id));
    expect(rated[0]!.reviewCount).toBe(1);
    expect(before.html).toContain(c.who.name);

    const res = await erase(c.headers, { password: c.user.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ erased: true, keptTaxDocuments: 1, at: expect.any(String) });

    // The account: its token, its password and its email no longer open it.
    expect((await t.call('GET', '/api/auth/me', c.headers)).statusCode).toBe(401);
    const login = await t.call('POST', '/api/auth/login', undefined, {
      email: c.who.email,
      password: c.user.password,
    });
    expect(login.statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, c.user.id));
    expect(row).toMatchObject({
      name: 'Erased customer',
      email: `erased-${c.user.id}@erased.invalid`,
      phone: null,
      avatar: null,
      passwordHash: null,
      googleSubject: null,
      status: 'erased',
    });

    // The order: the admin finds it by number; its invoice is unchanged to the byte.
    const found = await t.call('GET', `/api/orders/admin/${c.order.orderNumber}`, admin);
    expect(found.statusCode, found.body).toBe(200);
    expect(await invoiceOf(c.order.id)).toEqual(before);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, c.order.id));
    expect(order).toMatchObject({ customerName: 'Erased customer', note: '' });
    expect(order!.customerEmail).not.toBe(c.who.email);

    // The review went, and the product's rating with it; consents were withdrawn and unlinked.
    const [product] = await t.db.select().from(products).where(eq(products.id, c.product.id));
    expect(product!.reviewCount).toBe(0);
    const events = await t.db
      .select()
      .from(consentEvents)
      .where(and(isNull(consentEvents.userId), eq(consentEvents.channel, 'erasure')));
    expect(events.map((e) => [e.purpose, e.granted, e.email])).toContainEqual([
      'email_offers',
      false,
      null,
    ]);
    expect(
      await t.db.select().from(consentEvents).where(eq(consentEvents.userId, c.user.id)),
    ).toEqual([]);
    const [record] = await t.db.select().from(erasures).where(eq(erasures.userId, c.user.id));
    expect(record).toMatchObject({
      by: 'customer',
      reason: null,
      keptTaxDocuments: 1,
      keptBecause: 'CGST Act 2017 s.36: tax invoices and credit notes are kept 72 months',
    });

    // The confirmation went to the address the account had, and says what was kept.
    const mail = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'account-erased'));
    const mine = mail.filter((m) => m.to === c.who.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.text).toContain('CGST Act 2017, section 36');

    // The same email opens a new account.
    const again = await t.call('POST', '/api/auth/register', undefined, {
      name: 'Meera Again',
      email: c.who.email,
      password: 'a-fresh-start-2026',
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.user.id).not.toBe(c.user.id);
  });
});

describe('POST /api/auth/users/:id/erase (admin)', () => {
  it('erases a customer and logs the erasure and its reason, without the erased data', async () => {
    const { t, admin } = session;
    const c = await customer();
    await deliver(t, admin, c.order.id);
    const res = await adminErase(c.user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ erased: true, keptTaxDocuments: 1 });

    const audit = await t.call('GET', `/api/audit?recordId=${c.user.id}`, admin);
    expect(audit.statusCode).toBe(200);
    const entries = audit.json().data.entries as { recordLabel: string; changes: object }[];
    const entry = entries.find((e) => 'erasureReason' in e.changes);
    expect(entry).toMatchObject({
      recordLabel: 'Erased customer',
      action: 'status',
      changes: { status: ['active', 'erased'], erasureReason: [null, 'email of 4 Dec 2026'] },
    });
    expect(JSON.stringify(entry)).not.toContain(c.who.email);
    expect(JSON.stringify(entry)).not.toContain(c.who.name);
    const [record] = await t.db.select().from(erasures).where(eq(erasures.userId, c.user.id));
    expect(record).toMatchObject({ by: 'admin', reason: 'email of 4 Dec 2026' });

    const twice = await adminErase(c.user.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This account has already been erased.');
    // An erased account cannot be brought back or edited.
    const unban = await t.call('PUT', `/api/auth/users/${c.user.id}/status`, admin, {
      status: 'active',
    });
    expect(unban.statusCode).toBe(409);
  });

  it('refuses an admin account, an open order and a customer', async () => {
    const { t } = session;
    const other = await t.makeUser({ role: 'admin' });
    const refused = await adminErase(other.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'An admin account cannot be erased. Make it a customer account first.',
    );
    const c = await customer();
    const open = await adminErase(c.user.id);
    expect(open.statusCode).toBe(409);
    expect(open.json().error.message).toContain(c.order.orderNumber);
    const asCustomer = await t.call('POST', `/api/auth/users/${c.user.id}/erase`, c.headers, {
      reason: 'I asked',
    });
    expect(asCustomer.statusCode).toBe(403);
  });
});
