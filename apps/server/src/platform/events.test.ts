import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '@propwash/domain/platform/events';
import { useTestApp, type TestApp, testShipping as shipping } from '../test/test-app.ts';
import type { EventBus } from './events.ts';

const session = useTestApp({ paymentMethods: true });

/** The next event on `bus` that `match` accepts (the test's timeout guards a missing one). */
function nextEvent(bus: EventBus, match: (e: DomainEvent) => boolean): Promise<DomainEvent> {
  return new Promise((resolve) => {
    const stop = bus.subscribe((event) => {
      if (!match(event)) return;
      stop();
      resolve(event);
    });
  });
}

/** A customer's cash-on-delivery order of one ₹500 product, placed through `app`'s API. */
async function placeOrder(app: TestApp['app'] = session.t.app) {
  const user = await session.t.makeUser();
  const headers = await session.t.loginAs(user);
  const product = await session.t.makeProduct({ pricePaise: 50_000, stock: 5 });
  await app.inject({
    method: 'POST',
    url: '/api/cart',
    headers,
    payload: { productId: product.id, quantity: 2 },
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: { shipping, payment: { method: 'cod' } },
  });
  expect(res.statusCode).toBe(201);
  return { user, order: res.json().data.order as { id: string; orderNumber: string } };
}

const marker = (): Extract<DomainEvent, { type: 'stock.low' }> => ({
  type: 'stock.low',
  productId: randomUUID(),
  name: 'Marker',
  stock: 1,
  threshold: 10,
  at: new Date().toISOString(),
});

/** The next event on `bus` that is this marker. */
const markerOn = (bus: EventBus, real: ReturnType<typeof marker>) =>
  nextEvent(bus, (e) => e.type === 'stock.low' && e.productId === real.productId);

describe('the event bus', () => {
  it('delivers order.placed with the order, its owner and its total once the order is placed', async () => {
    const arrived = nextEvent(session.t.events, (e) => e.type === 'order.placed');
    const { user, order } = await placeOrder();
    const event = await arrived;
    // 2 × ₹500 = ₹1,000, free shipping; prices include GST, so the total is ₹1,000.
    expect(event).toMatchObject({
      type: 'order.placed',
      orderId: order.id,
      orderNumber: order.orderNumber,
      userId: user.id,
      status: 'confirmed',
      paymentStatus: 'pending',
      total: 1000,
      customerName: 'Asha Rao',
    });
    expect(Number.isNaN(Date.parse((event as { at: string }).at))).toBe(false);
  });

  it('ignores a notification on its channel that is not an event', async () => {
    const seen: DomainEvent[] = [];
    const stop = session.t.events.subscribe((e) => seen.push(e));
    const real = marker();
    const arrived = markerOn(session.t.events, real);
    await session.t.db.execute(sql`select pg_notify('propwash_events', 'not json')`);
    await session.t.db.execute(
      sql`select pg_notify('propwash_events', '{"type":"order.exploded"}')`,
    );
    await session.t.db.execute(sql`select pg_notify('propwash_events', '{"type":"order.placed"}')`);
    // Notifications arrive in the order they were sent: once the real one is here, the others
    // were already delivered (or dropped).
    await session.t.events.publish(real);
    await arrived;
    stop();
    expect(seen).toEqual([real]);
  });

  it('tells onPublished listeners only about what this instance published', async () => {
    const published: DomainEvent[] = [];
    const stop = session.t.events.onPublished((e) => published.push(e));
    const real = marker();
    const arrived = markerOn(session.t.events, real);
    await session.t.db.execute(
      sql`select pg_notify('propwash_events', ${JSON.stringify({ ...marker(), name: 'From elsewhere' })})`,
    );
    await session.t.events.publish(real);
    await arrived;
    stop();
    expect(published).toEqual([real]);
  });
});

describe('two server instances on one PostgreSQL', () => {
  let b: Awaited<ReturnType<TestApp['secondInstance']>>;
  beforeAll(async () => {
    b = await session.t.secondInstance();
  });
  afterAll(() => b.app.close());

  it("an order placed on one instance reaches the other's subscribers", async () => {
    const onB = nextEvent(b.events, (e) => e.type === 'order.placed');
    const onBPublished: DomainEvent[] = [];
    const stop = b.events.onPublished((e) => onBPublished.push(e));
    const { user, order } = await placeOrder(session.t.app);
    expect(await onB).toMatchObject({
      type: 'order.placed',
      orderId: order.id,
      userId: user.id,
      total: 1000,
    });
    stop();
    // B did not publish it, so B's once-per-event work (push) does not run for it.
    expect(onBPublished).toEqual([]);
  });

  it('an event published on the second instance reaches the first', async () => {
    const real = marker();
    const onA = markerOn(session.t.events, real);
    await b.events.publish(real);
    expect(await onA).toEqual(real);
  });
});
