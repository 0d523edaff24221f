import { describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '../../test/test-app.ts';
import { customerWithData, deliver } from './privacy.fixtures.ts';

const session = useTestAppWithAdmin({ paymentMethods: true });

const asha = { name: 'Asha Rao', email: 'asha.export@example.com', phone: '9845012345' };
const ravi = { name: 'Ravi Menon', email: 'ravi.export@example.com', phone: '9000011111' };

describe('GET /api/me/data', () => {
  it('answers 401 when signed out', async () => {
    const res = await session.t.call('GET', '/api/me/data');
    expect(res.statusCode).toBe(401);
  });

  it("is a file of the customer's own data, section by section, and nobody else's", async () => {
    const { t, admin } = session;
    const mine = await customerWithData(t, admin, asha);
    await deliver(t, admin, mine.order.id);
    const other = await customerWithData(t, admin, ravi);

    const res = await t.call('GET', '/api/me/data', mine.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="propwash-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = res.json();
    expect(file.accountId).toBe(mine.user.id);
    expect(Date.parse(file.exportedAt)).not.toBeNaN();
    expect(file.account.profile).toMatchObject({
      id: mine.user.id,
      name: asha.name,
      email: asha.email,
      phone: asha.phone,
      hasPassword: true,
    });
    expect(file.account.addresses).toEqual([
      expect.objectContaining({ name: asha.name, line1: '7 Lavelle Road', pincode: '560001' }),
    ]);
    expect(file.account.sessions.length).toBeGreaterThanOrEqual(1);
    // The fixture's own row and the real sign-in the test made (the log records every one).
    expect(file.account.signIns).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ip: '203.0.113.7', outcome: 'success' }),
        expect.objectContaining({ email: asha.email, outcome: 'success', method: 'password' }),
      ]),
    );
    expect(file.account.signIns).toHaveLength(2);
    const [order] = file.orders;
    expect(file.orders).toHaveLength(1);
    expect(order).toMatchObject({
      orderNumber: mine.order.orderNumber,
      status: 'delivered',
      invoiceNumber: expect.stringMatching(/^PW\/\d{2}-\d{2}\/\d+$/),
      shippingAddress: expect.objectContaining({ name: asha.name }),
    });
    expect(order.lines).toEqual([
      expect.objectContaining({ productId: mine.product.id, quantity: 1 }),
    ]);
    expect(order.timeline.map((e: { status: string }) => e.status)).toContain('delivered');
    expect(file.reviews).toEqual([
      expect.objectContaining({
        title: 'Lovely flyer',
        rating: 5,
        productName: mine.product.name,
      }),
    ]);
    expect(file.wishlist).toEqual([
      expect.objectContaining({ productId: mine.product.id, productName: mine.product.name }),
    ]);
    expect(
      file.consents.history.map((e: { purpose: string; granted: boolean }) => [
        e.purpose,
        e.granted,
      ]),
    ).toEqual([
      ['email_offers', true],
      ['whatsapp_updates', true],
      ['whatsapp_updates', false],
    ]);
    // The password's hash and the sessions' owner never leave; the other customer never appears.
    expect(res.body).not.toContain('argon2');
    for (const leak of [other.user.id, ravi.name, ravi.email, other.order.orderNumber]) {
      expect(res.body).not.toContain(leak);
    }
  });

  it('allows 5 downloads an hour, then answers 429 with when to try again', async () => {
    const { t } = session;
    const headers = await t.loginAs(await t.makeUser());
    for (let i = 0; i < 5; i += 1) {
      expect((await t.call('GET', '/api/me/data', headers)).statusCode).toBe(200);
    }
    const res = await t.call('GET', '/api/me/data', headers);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().error.message).toMatch(
      /^You can download your data 5 times an hour\. Please try again in \d+ minutes?\.$/,
    );
  });
});
