import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gstinCheckChar } from '@propwash/domain/settings/gstin';
import { useTestApp, testShipping, type AuthHeaders } from '../../../test/test-app.ts';
import { users } from '../../accounts/accounts.tables.ts';
import { orderItems, orders } from '../orders.tables.ts';

// Business buyers at checkout (docs/decisions/business-buyers.md) and the drone acknowledgement
// (docs/decisions/drones.md): what the quote answers, what the order keeps, what the account keeps.

const session = useTestApp({ paymentMethods: true });

/** A GSTIN with its right check character: state code + PAN + entity number + 'Z'. */
const gstin = (first14: string) => `${first14}${gstinCheckChar(first14)}`;
const CLUB = { gstin: gstin('29AABCS1234K1Z'), legalName: 'Skyhigh Flying Club LLP' };

async function customer() {
  return session.t.loginAs(await session.t.makeUser());
}

async function cartWith(headers: AuthHeaders, product?: { id: string }, quantity = 1) {
  const p = product ?? (await session.t.makeProduct());
  await session.t.addToCart(headers, { productId: p.id, quantity });
  return p;
}

const quote = (headers: AuthHeaders, body: object = {}) =>
  session.t.call('POST', '/api/checkout/quote', headers, { state: 'Karnataka', ...body });

const order = (headers: AuthHeaders, body: object = {}) =>
  session.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: { shipping: testShipping, payment: { method: 'cod' }, ...body },
  });

describe('a business buyer at checkout', () => {
  it('is checked fault by fault, each with its own message, on the quote and on the order', async () => {
    const headers = await customer();
    await cartWith(headers);
    const right = CLUB.gstin;
    const wrongCheck = `${right.slice(0, 14)}${right.endsWith('A') ? 'B' : 'A'}`;
    const cases: Array<[string, string]> = [
      [wrongCheck, 'This GSTIN has a typing mistake: its last character does not match the rest'],
      [gstin('40AABCS1234K1Z'), 'A GSTIN starts with a state code (01 to 38, or 97); 40 is none'],
      [gstin('00AABCS1234K1Z'), 'A GSTIN starts with a state code (01 to 38, or 97); 00 is none'],
      ['29AABCS1234K1', 'A GSTIN has 15 characters; this one has 13'],
      [gstin('29AABC51234K1Z'), 'Characters 3 to 12 of a GSTIN are a PAN'],
    ];
    for (const [bad, message] of cases) {
      const business = { gstin: bad, legalName: CLUB.legalName };
      for (const res of [await quote(headers, { business }), await order(headers, { business })]) {
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().error.type).toBe('VALIDATION_FAILED');
        expect(res.json().error.message).toContain(`business.gstin: ${message}`);
      }
    }
    const noName = await quote(headers, { business: { gstin: right, legalName: ' ' } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toBe(
      'business.legalName: Please enter the legal name registered for this GSTIN',
    );
    // None of the refusals placed an order.
    expect((await session.t.call('GET', '/api/orders', headers)).json().data.orders).toEqual([]);
  });

  it('is quoted with its GSTIN (lower case taken, answered in capitals) and the place of supply', async () => {
    const headers = await customer();
    await cartWith(headers);
    const res = await quote(headers, {
      state: 'Tamil Nadu',
      business: { gstin: `  ${CLUB.gstin.toLowerCase()} `, legalName: `  ${CLUB.legalName} ` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json().data;
    expect(q.buyer).toEqual(CLUB);
    expect(q.placeOfSupply).toEqual({ state: 'Tamil Nadu', code: '33' });
    // Delivered outside Karnataka (the Bengaluru warehouse's registration): IGST.
    expect(q.igst).toBeGreaterThan(0);
    expect(q.cgst).toBe(0);

    const consumer = (await quote(headers)).json().data;
    expect(consumer.buyer).toBeNull();
    expect(consumer.placeOfSupply).toEqual({ state: 'Karnataka', code: '29' });
    expect(consumer.total).toBe(q.total);
  });

  it('is kept on the order, remembered by the account until forgotten', async () => {
    const headers = await customer();
    expect((await session.t.call('GET', '/api/me/business', headers)).json().data).toEqual({
      business: null,
    });
    await cartWith(headers);
    const placed = await order(headers, {
      business: { gstin: CLUB.gstin.toLowerCase(), legalName: CLUB.legalName },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const placedOrder = placed.json().data.order;
    expect(placedOrder.buyer).toEqual(CLUB);
    expect(placedOrder.placeOfSupply).toEqual({ state: 'Karnataka', code: '29' });
    const [row] = await session.t.db
      .select({ buyer: orders.buyer })
      .from(orders)
      .where(eq(orders.id, placedOrder.id));
    expect(row!.buyer).toEqual(CLUB);
    const mine = await session.t.call('GET', `/api/orders/${placedOrder.id}`, headers);
    expect(mine.json().data.buyer).toEqual(CLUB);

    // The account offers it at the next checkout.
    const saved = await session.t.call('GET', '/api/me/business', headers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ business: CLUB });

    // An order for themselves leaves the saved business as it was; the order has no buyer.
    await cartWith(headers);
    const personal = await order(headers);
    expect(personal.statusCode).toBe(201);
    expect(personal.json().data.order.buyer).toBeNull();
    expect((await session.t.call('GET', '/api/me/business', headers)).json().data).toEqual({
      business: CLUB,
    });

    // Another business replaces it.
    const lab = { gstin: gstin('33AAFCK5678M1Z'), legalName: 'Kongu College Drone Lab' };
    await cartWith(headers);
    expect((await order(headers, { business: lab })).statusCode).toBe(201);
    expect((await session.t.call('GET', '/api/me/business', headers)).json().data).toEqual({
      business: lab,
    });

    // Forgotten: the account keeps none; the orders keep theirs.
    const forgot = await session.t.call('DELETE', '/api/me/business', headers);
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json().data).toEqual({ business: null });
    expect((await session.t.call('GET', '/api/me/business', headers)).json().data).toEqual({
      business: null,
    });
    expect(
      (await session.t.call('GET', `/api/orders/${placedOrder.id}`, headers)).json().data.buyer,
    ).toEqual(CLUB);
  });

  it("is in the customer's data export, and gone when the account is erased", async () => {
    const user = await session.t.makeUser();
    const headers = await session.t.loginAs(user);
    await cartWith(headers);
    const placed = await order(headers, { business: CLUB });
    expect(placed.statusCode).toBe(201);
    const data = await session.t.call('GET', '/api/me/data', headers);
    expect(data.json().account.profile.business).toEqual(CLUB);

    // An open order stops the erasure; cancelled, it does not.
    const id = placed.json().data.order.id as string;
    expect((await session.t.call('PUT', `/api/orders/${id}/cancel`, headers, {})).statusCode).toBe(
      200,
    );
    const erased = await session.t.call('POST', '/api/me/erase', headers, {
      password: user.password,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const [row] = await session.t.db
      .select({ business: users.business })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row!.business).toBeNull();
  });

  it("is only the signed-in customer's own", async () => {
    expect((await session.t.call('GET', '/api/me/business')).statusCode).toBe(401);
    expect((await session.t.call('DELETE', '/api/me/business')).statusCode).toBe(401);
    const other = await customer();
    expect((await session.t.call('GET', '/api/me/business', other)).json().data).toEqual({
      business: null,
    });
  });
});

describe('a drone in the cart', () => {
  it('asks for the acknowledgement of a micro drone, naming it, and refuses the order without it', async () => {
    const headers = await customer();
    const drone = await session.t.makeProduct({ name: 'Falcon 450 Quad', droneWeightGrams: 900 });
    await cartWith(headers, drone);
    await cartWith(headers);
    const words = (await quote(headers)).json().data.droneAcknowledgement as string;
    expect(words).toContain(
      'Under the Drone Rules 2021, Falcon 450 Quad is a micro drone (250 g to 2 kg).',
    );
    expect(words).toContain('Drone Rules 2021');
    expect(words).toContain('Digital Sky');
    expect(words).toContain('unique identification number (UIN)');
    expect(words).toContain(
      'A micro drone flown for non-commercial purposes needs no remote pilot certificate',
    );
    expect(words).not.toContain('A small or larger drone');
    expect(words).toContain('not legal advice');

    for (const droneAcknowledged of [undefined, false]) {
      const refused = await order(headers, { droneAcknowledged });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        type: 'VALIDATION_FAILED',
        message:
          'Your order has a drone covered by the Drone Rules 2021 (Falcon 450 Quad, micro): please read the guidance and tick that you will register and fly it as the rules require.',
        details: { droneAcknowledgement: words },
      });
    }
    // Nothing was ordered; the cart is as it was.
    expect((await session.t.call('GET', '/api/orders', headers)).json().data.orders).toEqual([]);
    expect((await session.t.call('GET', '/api/cart', headers)).json().data.items).toHaveLength(2);

    const before = Date.now();
    const placed = await order(headers, { droneAcknowledged: true });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().data.order.id as string;
    const [row] = await session.t.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.droneAcknowledgedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Each line keeps the weight it was ordered at: null for what is not a drone.
    const lines = await session.t.db
      .select({ productId: orderItems.productId, grams: orderItems.droneWeightGrams })
      .from(orderItems)
      .where(eq(orderItems.orderId, id));
    expect(lines).toHaveLength(2);
    expect(lines.find((l) => l.productId === drone.id)?.grams).toBe(900);
    expect(lines.find((l) => l.productId !== drone.id)?.grams).toBeNull();
  });

  it('says a small drone needs a remote pilot certificate, naming every drone once', async () => {
    const headers = await customer();
    const micro = await session.t.makeProduct({ name: 'Falcon 450 Quad', droneWeightGrams: 1_200 });
    const small = await session.t.makeProduct({ name: 'Agri Sprayer X6', droneWeightGrams: 9_500 });
    await cartWith(headers, micro, 2);
    await cartWith(headers, small);
    const words = (await quote(headers)).json().data.droneAcknowledgement as string;
    expect(words).toContain(
      'Under the Drone Rules 2021, Falcon 450 Quad is a micro drone (250 g to 2 kg); Agri Sprayer X6 is a small drone (2 kg to 25 kg).',
    );
    expect(words).toContain('A small or larger drone needs a remote pilot certificate');
    expect(words.match(/Falcon 450 Quad/g)).toHaveLength(1);
  });

  it('asks nothing for a nano drone, and keeps no acknowledgement time', async () => {
    const headers = await customer();
    const nano = await session.t.makeProduct({ name: 'Pocket Whoop 65', droneWeightGrams: 32 });
    await cartWith(headers, nano);
    expect((await quote(headers)).json().data.droneAcknowledgement).toBeNull();
    const placed = await order(headers);
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().data.order.id as string;
    const [row] = await session.t.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.droneAcknowledgedAt).toBeNull();
    const [line] = await session.t.db
      .select({ grams: orderItems.droneWeightGrams })
      .from(orderItems)
      .where(eq(orderItems.orderId, id));
    expect(line!.grams).toBe(32);
  });

  it('keeps the account untouched by an order that was refused', async () => {
    const headers = await customer();
    await cartWith(headers, await session.t.makeProduct({ droneWeightGrams: 600 }));
    const refused = await order(headers, { business: CLUB });
    expect(refused.statusCode).toBe(400);
    expect((await session.t.call('GET', '/api/me/business', headers)).json().data).toEqual({
      business: null,
    });
  });
});
