import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '@propwash/domain/platform/events';
import { buildTestApp, type TestApp, testShipping as shipping } from '../../test/test-app.ts';
import type { RealtimeService } from './realtime.service.ts';

/**
 * The streams are served by a second instance (B, a real HTTP listener) while every order and
 * status change goes through the first (A): what B's clients see came through LISTEN/NOTIFY.
 */
let t: TestApp;
let served: { close(): Promise<void>; realtime: RealtimeService; baseUrl: string };

beforeAll(async () => {
  t = await buildTestApp({ paymentMethods: true });
  const b = await t.secondInstance();
  const app = b.app;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  served = {
    close: () => app.close(),
    realtime: b.services.realtime,
    baseUrl: `http://127.0.0.1:${port}`,
  };
});
// Closing an instance twice is harmless (the last test closes the served one).
afterAll(async () => {
  await served.close();
  await t.close();
});

type Frame = { id?: string; data?: string; comment?: string; retry?: number };

/** A live stream read over real HTTP; `frames` grows as they arrive. */
type Stream = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  frames: Frame[];
  events: () => DomainEvent[];
  next: (match: (e: DomainEvent) => boolean) => Promise<DomainEvent>;
  nextComment: () => Promise<string>;
  ended: Promise<void>;
  close: () => void;
};

function parseFrame(block: string): Frame {
  const frame: Frame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    else if (line.startsWith('data: ')) frame.data = line.slice(6);
    else if (line.startsWith('id: ')) frame.id = line.slice(4);
    else if (line.startsWith('retry: ')) frame.retry = Number(line.slice(7));
  }
  return frame;
}

/** Opens GET /api/events on the served instance; resolves once the first frame (or an error) came. */
function openStream(headers: Record<string, string> = {}): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const waiters = new Set<() => void>();
    const request = http.get(
      `${served.baseUrl}/api/events`,
      {
        headers: { 'accept-encoding': 'gzip, deflate, br', ...headers },
        agent: new http.Agent({ keepAlive: true }),
      },
      (res) => {
        res.setEncoding('utf8');
        let pending = '';
        let endedResolve!: () => void;
        const stream: Stream = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: '',
          frames: [],
          events: () => stream.frames.flatMap((f) => (f.data ? [JSON.parse(f.data)] : [])),
          next: (match) =>
            new Promise((done) => {
              const check = () => {
                const found = stream.events().find(match);
                if (!found) return;
                waiters.delete(check);
                done(found);
              };
              waiters.add(check);
              check();
            }),
          nextComment: () => {
            const seen = stream.frames.length;
            return new Promise((done) => {
              const check = () => {
                const found = stream.frames.slice(seen).find((f) => f.comment);
                if (!found) return;
                waiters.delete(check);
                done(found.comment!);
              };
              waiters.add(check);
            });
          },
          ended: new Promise((done) => (endedResolve = done)),
          close: () => request.destroy(),
        };
        res.on('end', () => endedResolve());
        res.on('close', () => endedResolve());
        if (stream.status !== 200) {
          res.on('data', (chunk: string) => (stream.body += chunk));
          res.on('end', () => resolve(stream));
          return;
        }
        res.on('data', (chunk: string) => {
          pending += chunk;
          let cut: number;
          while ((cut = pending.indexOf('\n\n')) >= 0) {
            stream.frames.push(parseFrame(pending.slice(0, cut)));
            pending = pending.slice(cut + 2);
          }
          if (stream.frames.length > 0) resolve(stream);
          for (const waiter of [...waiters]) waiter();
        });
      },
    );
    request.on('error', reject);
  });
}

/** Through instance A's API: a customer's COD order of `quantity` × a ₹500 product. */
async function placeOrder(
  headers: { authorization: string },
  product?: { id: string },
  quantity = 1,
) {
  const p = product ?? (await t.makeProduct({ pricePaise: 50_000, stock: 50 }));
  await t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers,
    payload: { productId: p.id, quantity },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: { shipping, payment: { method: 'cod' } },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.order as { id: string; orderNumber: string };
}

async function moveOrder(admin: { authorization: string }, orderId: string, status: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/orders/admin/${orderId}/status`,
    headers: admin,
    payload: { status },
  });
  expect(res.statusCode).toBe(200);
}

describe('GET /api/events', () => {
  let admin: { authorization: string };
  beforeAll(async () => {
    admin = await t.loginAs(await t.makeUser({ role: 'admin' }));
  });

  it('answers a visitor, or a token that is not a session, 401 and opens no stream', async () => {
    const visitor = await openStream();
    expect(visitor.status).toBe(401);
    expect(JSON.parse(visitor.body)).toMatchObject({
      success: false,
      error: { type: 'UNAUTHENTICATED' },
    });
    const forged = await openStream({ authorization: 'Bearer not-a-token' });
    expect(forged.status).toBe(401);
    expect(served.realtime.count()).toBe(0);
  });

  it('streams uncompressed text/event-stream with the reconnect hint and the security headers', async () => {
    const stream = await openStream(admin);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(stream.frames[0]).toMatchObject({ retry: 5000, comment: 'connected' });
    stream.close();
    await stream.ended;
  });

  it("delivers an order placed through instance A to the admin's stream on instance B", async () => {
    const stream = await openStream(admin);
    const customer = await t.makeUser();
    const order = await placeOrder(await t.loginAs(customer), undefined, 2);
    const event = await stream.next((e) => e.type === 'order.placed' && e.orderId === order.id);
    expect(event).toEqual({
      type: 'order.placed',
      orderId: order.id,
      orderNumber: order.orderNumber,
      userId: customer.id,
      status: 'confirmed',
      paymentStatus: 'pending',
      total: 1000,
      customerName: 'Asha Rao',
      at: expect.any(String),
    });
    const frame = stream.frames.find((f) => f.data?.includes(order.id));
    expect(frame?.id).toMatch(/^\d+$/);
    stream.close();
  });

  it("gives a customer their own order's status change and nothing of another customer's or of stock", async () => {
    const asha = await t.makeUser();
    const ashaHeaders = await t.loginAs(asha);
    const ravi = await t.loginAs(await t.makeUser());
    const ashaOrder = await placeOrder(ashaHeaders);

    const adminStream = await openStream(admin);
    const ashaStream = await openStream(ashaHeaders);
    // Ravi's order takes a product from 12 to 9: low stock, which only admins hear of.
    const product = await t.makeProduct({ pricePaise: 50_000, stock: 12 });
    const raviOrder = await placeOrder(ravi, product, 3);
    await moveOrder(admin, raviOrder.id, 'processing');
    expect(await adminStream.next((e) => e.type === 'stock.low')).toMatchObject({
      productId: product.id,
      stock: 9,
      threshold: 10,
    });
    await adminStream.next((e) => e.type === 'order.updated' && e.orderId === raviOrder.id);

    // Everything about Ravi reached this instance before Asha's change was even made, and one
    // stream keeps the order of its events: so nothing of Ravi's can come after this.
    await moveOrder(admin, ashaOrder.id, 'processing');
    const mine = await ashaStream.next((e) => e.type === 'order.updated');
    expect(mine).toMatchObject({
      type: 'order.updated',
      reason: 'status',
      orderId: ashaOrder.id,
      userId: asha.id,
      status: 'processing',
    });
    expect(ashaStream.events()).toEqual([mine]);
    adminStream.close();
    ashaStream.close();
  });

  it('tells admins once when an admin stock edit takes a product to the threshold', async () => {
    const stream = await openStream(admin);
    const product = await t.makeProduct({ stock: 30 });
    const set = (quantity: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/inventory/${product.id}/stock`,
        headers: admin,
        payload: { quantity, reason: 'Stock count' },
      });
    expect((await set(10)).statusCode).toBe(200);
    // Already low: no second event. Back above, then low again: a new one.
    expect((await set(4)).statusCode).toBe(200);
    expect((await set(20)).statusCode).toBe(200);
    expect((await set(2)).statusCode).toBe(200);
    await stream.next((e) => e.type === 'stock.low' && e.stock === 2);
    const lows = stream
      .events()
      .filter((e) => e.type === 'stock.low' && e.productId === product.id);
    expect(lows.map((e) => (e.type === 'stock.low' ? e.stock : null))).toEqual([10, 2]);
    expect(lows[0]).toMatchObject({ name: product.name, threshold: 10 });
    stream.close();
  });

  it('ends a stream at the next heartbeat once its session is over; others get the heartbeat', async () => {
    const customer = await t.loginAs(await t.makeUser());
    const ending = await openStream(customer);
    const staying = await openStream(admin);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: customer,
    });
    expect(logout.statusCode).toBe(200);
    const heartbeat = staying.nextComment();
    await served.realtime.heartbeat();
    await ending.ended;
    expect(await heartbeat).toBe('heartbeat');
    staying.close();
    await staying.ended;
  });

  it('closes open streams when the server shuts down, so the close does not wait for them', async () => {
    const stream = await openStream(admin);
    await served.close();
    await stream.ended;
    expect(served.realtime.count()).toBe(0);
  });
});
