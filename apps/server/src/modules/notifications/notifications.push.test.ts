import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { formatPaise } from '@propwash/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ConfigError } from '../../config.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { endpointProblem } from './notifications.push-sender.ts';
import { pushSubscriptions } from './notifications.tables.ts';
import {
  SUBJECT,
  decryptPush,
  makeBrowserKeys,
  startPushService,
  verifyVapid,
  type PushServiceStub,
} from './notifications.push-fixtures.ts';

// Web Push (docs/decisions/web-push.md): subscriptions through the API, messages sent to
// a local push endpoint that records them, checked the way a push service and a browser would.

type Headers = { authorization: string };

let t: TestApp;
let service: PushServiceStub;
let asAdmin: Headers;
let publicKey: string;

beforeAll(async () => {
  service = await startPushService();
  t = await buildTestApp({
    env: { PUSH_ALLOW_LOOPBACK: '1', VAPID_SUBJECT: SUBJECT },
    paymentMethods: true,
  });
  asAdmin = await t.loginAs(await t.makeUser({ role: 'admin' }));
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications/vapid-public-key' });
  publicKey = res.json().data.publicKey as string;
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

const subscribe = (headers: Headers | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/notifications/subscribe',
    ...(headers ? { headers } : {}),
    payload: payload as object,
  });

/** A signed-in customer (or admin) whose browser subscribed at a path of the local service. */
async function subscribedUser(role: 'user' | 'admin' = 'user') {
  const user = await t.makeUser({ role });
  const headers = await t.loginAs(user);
  const path = `/push/${randomUUID()}`;
  const endpoint = service.origin + path;
  const browser = makeBrowserKeys();
  const res = await subscribe(headers, browser.json(endpoint));
  expect(res.statusCode, res.body).toBe(201);
  return { user, headers, path, endpoint, browser };
}

async function placeOrder(customer: Headers, name: string) {
  const product = await t.makeProduct({
    pricePaise: 249_900,
    originalPricePaise: 299_900,
    stock: 20,
  });
  const res = await t.orderWithCod(
    customer,
    { productId: product.id, quantity: 2 },
    { name, email: 'buyer@example.com' },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.order as {
    id: string;
    orderNumber: string;
    status: string;
    summary: { total: number };
  };
}

const setStatus = (orderId: string, status: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/orders/admin/${orderId}/status`,
    headers: asAdmin,
    payload: { status },
  });

const rowsAt = (endpoint: string) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('the public key', () => {
  it('is a P-256 public key in base64url that anyone may read', () => {
    expect(publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
  });

  it('comes with a content policy that lets the page start its service worker', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications/vapid-public-key' });
    expect(String(res.headers['content-security-policy'])).toContain("worker-src 'self'");
  });

  it('is made once and kept in DATA_DIR (owner-only file), the same across two runs', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'propwash-vapid-'));
    try {
      const keyOf = async () => {
        const app = await buildTestApp({ env: { DATA_DIR: dataDir } });
        try {
          const res = await app.app.inject({
            method: 'GET',
            url: '/api/notifications/vapid-public-key',
          });
          expect(res.statusCode).toBe(200);
          return res.json().data.publicKey as string;
        } finally {
          await app.close();
        }
      };
      const first = await keyOf();
      const second = await keyOf();
      expect(second).toBe(first);
      const file = path.join(dataDir, 'vapid-keys.json');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ publicKey: first });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('comes from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when they are set', async () => {
    const keys = webpush.generateVAPIDKeys();
    const app = await buildTestApp({
      env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey },
    });
    try {
      const res = await app.app.inject({
        method: 'GET',
        url: '/api/notifications/vapid-public-key',
      });
      expect(res.json().data.publicKey).toBe(keys.publicKey);
    } finally {
      await app.close();
    }
  });
});

describe('the VAPID settings', () => {
  it('are checked at start: the key pair together, keys and subject in their formats', () => {
    const keys = webpush.generateVAPIDKeys();
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ JWT_SECRET: 'x'.repeat(32), ...env });
        return [];
      } catch (err) {
        return (err as ConfigError).problems;
      }
    };
    expect(problems({ VAPID_PUBLIC_KEY: keys.publicKey })).toEqual([
      'VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together',
    ]);
    expect(problems({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: keys.privateKey })[0]).toMatch(
      /^VAPID_PUBLIC_KEY: /,
    );
    expect(problems({ VAPID_SUBJECT: 'http://shop.example' })[0]).toMatch(/^VAPID_SUBJECT: /);
    const config = loadConfig({
      JWT_SECRET: 'x'.repeat(32),
      ADMIN_EMAIL: 'Owner@Propwash.in',
    });
    expect(config.push).toEqual({
      vapid: null,
      subject: 'mailto:owner@propwash.in',
      allowLoopbackEndpoints: false,
    });
  });
});

describe('subscribing', () => {
  it('needs a signed-in user', async () => {
    const res = await subscribe(undefined, makeBrowserKeys().json(`${service.origin}/push/x`));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.type).toBe('UNAUTHENTICATED');
  });

  it('refuses bodies that are not a usable push subscription (400)', async () => {
    const headers = await t.loginAs(await t.makeUser());
    const good = makeBrowserKeys().json('https://fcm.googleapis.com/fcm/send/abc');
    const notOnCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]);
    const bad: [string, unknown][] = [
      ['no keys', { endpoint: good.endpoint }],
      ['not a URL', { ...good, endpoint: 'push-me' }],
      ['ftp', { ...good, endpoint: 'ftp://push.example.com/x' }],
      ['plain http', { ...good, endpoint: 'http://push.example.com/x' }],
      ['private IP', { ...good, endpoint: 'https://10.0.0.5/x' }],
      ['metadata IP', { ...good, endpoint: 'https://169.254.169.254/latest' }],
      ['own port', { ...good, endpoint: 'https://push.example.com:8443/x' }],
      ['single-label host', { ...good, endpoint: 'https://intranet/x' }],
      ['credentials', { ...good, endpoint: 'https://user:pw@push.example.com/x' }],
      ['short p256dh', { ...good, keys: { ...good.keys, p256dh: 'BAAA' } }],
      [
        'p256dh off the curve',
        { ...good, keys: { ...good.keys, p256dh: notOnCurve.toString('base64url') } },
      ],
      ['short auth', { ...good, keys: { ...good.keys, auth: 'abc' } }],
    ];
    for (const [label, body] of bad) {
      const res = await subscribe(headers, body);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      expect(res.json().error.type, label).toBe('VALIDATION_FAILED');
    }
    expect(
      await t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, good.endpoint)),
    ).toHaveLength(0);
  });

  it('accepts a push service endpoint once (201), then again as known (200)', async () => {
    const { user, headers } = await subscribedUser();
    const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
    const body = makeBrowserKeys().json(endpoint);
    expect((await subscribe(headers, body)).statusCode).toBe(201);
    const again = await subscribe(headers, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, data: { subscribed: true } });
    const rows = await rowsAt(endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(user.id);
  });

  it('binds an endpoint to whoever posts it last (another person signed in on that browser)', async () => {
    const first = await subscribedUser();
    const second = await t.makeUser();
    const res = await subscribe(await t.loginAs(second), first.browser.json(first.endpoint));
    expect(res.statusCode).toBe(200);
    const rows = await rowsAt(first.endpoint);
    expect(rows.map((r) => r.userId)).toEqual([second.id]);
  });

  it('keeps at most ten browsers per user, dropping the longest unseen', async () => {
    const user = await t.makeUser();
    const headers = await t.loginAs(user);
    const endpoints = Array.from(
      { length: 11 },
      (_, i) => `https://updates.push.services.mozilla.com/wpush/v2/${i}-${randomUUID()}`,
    );
    for (const endpoint of endpoints) {
      expect((await subscribe(headers, makeBrowserKeys().json(endpoint))).statusCode).toBe(201);
    }
    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.endpoint)).not.toContain(endpoints[0]);
  });

  it('lets a user remove only their own endpoint', async () => {
    const owner = await subscribedUser();
    const other = await t.loginAs(await t.makeUser());
    const remove = (headers: Headers | undefined) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/notifications/subscribe',
        ...(headers ? { headers } : {}),
        payload: { endpoint: owner.endpoint },
      });
    expect((await remove(undefined)).statusCode).toBe(401);
    expect((await remove(other)).statusCode).toBe(404);
    expect(await rowsAt(owner.endpoint)).toHaveLength(1);
    const res = await remove(owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { deleted: true } });
    expect(await rowsAt(owner.endpoint)).toHaveLength(0);
    expect((await remove(owner.headers)).statusCode).toBe(404);
  });
});

describe('the endpoint rule (SSRF)', () => {
  it('allows loopback only when PUSH_ALLOW_LOOPBACK is on', () => {
    expect(endpointProblem('http://127.0.0.1:4000/push/1', false)).toBe('must be an https URL');
    expect(endpointProblem('https://localhost/push/1', false)).toBe('must be a public host name');
    expect(endpointProblem('https://[::1]/push/1', false)).toMatch(/not an IP address/);
    expect(endpointProblem('http://127.0.0.1:4000/push/1', true)).toBeNull();
    expect(endpointProblem('http://192.168.1.10/push/1', true)).toBe('must be an https URL');
    expect(endpointProblem('https://fcm.googleapis.com/fcm/send/x', false)).toBeNull();
    expect(endpointProblem('https://web.push.apple.com/QAbc', false)).toBeNull();
  });
});

describe('sending', () => {
  it("tells every admin about a new order, signed with the shop's VAPID key and encrypted for the browser", async () => {
    const admin = await subscribedUser('admin');
    const customer = await subscribedUser();
    const order = await placeOrder(customer.headers, 'Meera Iyer');
    await service.waitFor(admin.path);
    await t.services.push.idle();

    const [message] = service.at(admin.path);
    expect(message!.headers['content-encoding']).toBe('aes128gcm');
    expect(message!.headers['content-type']).toBe('application/octet-stream');
    expect(message!.headers.ttl).toBe('86400');
    expect(message!.headers.urgency).toBe('high');
    await verifyVapid(message!, publicKey, admin.endpoint);
    expect(JSON.parse(decryptPush(message!.body, admin.browser))).toEqual({
      title: `New order ${order.orderNumber}`,
      // The order's own total (GST and shipping included), in rupees.
      body: `Meera Iyer · ${formatPaise(Math.round(order.summary.total * 100))}`,
      url: `/admin/orders/${order.id}`,
      tag: `admin-order-${order.id}`,
    });
    // The customer is told about their own order's changes, not about a new one.
    expect(service.at(customer.path)).toHaveLength(0);
  });

  it('tells an admin about each order of a burst placed together, once each', async () => {
    const admin = await subscribedUser('admin');
    const customers = await Promise.all([1, 2, 3, 4].map(() => subscribedUser()));
    await t.services.push.idle();
    const before = service.at(admin.path).length;
    const orders = await Promise.all(
      customers.map((c, i) => placeOrder(c.headers, `Burst Buyer ${i}`)),
    );
    await service.waitFor(admin.path, before + orders.length);
    await t.services.push.idle();
    const titles = service
      .at(admin.path)
      .slice(before)
      .map((m) => JSON.parse(decryptPush(m.body, admin.browser)).title as string);
    expect(titles.sort()).toEqual(orders.map((o) => `New order ${o.orderNumber}`).sort());
  });

  it("sends a status change to the order's owner only", async () => {
    const owner = await subscribedUser();
    const stranger = await subscribedUser();
    const order = await placeOrder(owner.headers, 'Arjun Rao');
    expect(order.status).toBe('confirmed');
    await t.services.push.idle();

    expect((await setStatus(order.id, 'processing')).statusCode).toBe(200);
    await service.waitFor(owner.path, 1);
    expect((await setStatus(order.id, 'shipped')).statusCode).toBe(200);
    await service.waitFor(owner.path, 2);
    await t.services.push.idle();

    const messages = service.at(owner.path);
    expect(messages).toHaveLength(2);
    const shipped = messages[1]!;
    await verifyVapid(shipped, publicKey, owner.endpoint);
    expect(shipped.headers.urgency).toBe('normal');
    // A newer status replaces one still waiting at the push service.
    expect(shipped.headers.topic).toBe(order.id.replace(/-/g, ''));
    expect(JSON.parse(decryptPush(shipped.body, owner.browser))).toEqual({
      title: `Order ${order.orderNumber} shipped`,
      body: 'Your order is on its way.',
      url: `/order/${order.id}`,
      tag: `order-${order.id}`,
    });
    expect(JSON.parse(decryptPush(messages[0]!.body, owner.browser)).title).toBe(
      `Order ${order.orderNumber} processing`,
    );
    expect(service.at(stranger.path)).toHaveLength(0);
  });

  it('never makes the request wait for the push service', async () => {
    const owner = await subscribedUser();
    const order = await placeOrder(owner.headers, 'Kavya Menon');
    await t.services.push.idle();
    service.hold(owner.path);
    const res = await setStatus(order.id, 'processing');
    expect(res.statusCode).toBe(200);
    await service.waitFor(owner.path);
    // The admin has the answer while the push service still holds the message.
    service.release();
    await t.services.push.idle();
  });

  it('moves lastOkAt when the push service accepts a message, not when it refuses one', async () => {
    const ok = await subscribedUser();
    const broken = await subscribedUser();
    service.answer(broken.path, 500);
    const long = new Date('2026-01-01T00:00:00Z');
    for (const s of [ok, broken]) {
      await t.db
        .update(pushSubscriptions)
        .set({ lastOkAt: long })
        .where(eq(pushSubscriptions.endpoint, s.endpoint));
      const order = await placeOrder(s.headers, 'Nisha Pillai');
      await t.services.push.idle();
      expect((await setStatus(order.id, 'processing')).statusCode).toBe(200);
      await service.waitFor(s.path);
      await t.services.push.idle();
    }
    expect((await rowsAt(ok.endpoint))[0]!.lastOkAt.getTime()).toBeGreaterThan(long.getTime());
    expect((await rowsAt(broken.endpoint))[0]!.lastOkAt).toEqual(long);
  });

  it('deletes a subscription the push service says is gone (410 and 404), keeps it on other errors', async () => {
    const gone = await subscribedUser();
    const unknown = await subscribedUser();
    const broken = await subscribedUser();
    service.answer(gone.path, 410);
    service.answer(unknown.path, 404);
    service.answer(broken.path, 500);
    for (const s of [gone, unknown, broken]) {
      const order = await placeOrder(s.headers, 'Ravi Kumar');
      await t.services.push.idle();
      expect((await setStatus(order.id, 'processing')).statusCode).toBe(200);
      await service.waitFor(s.path);
      await t.services.push.idle();
    }
    expect(await rowsAt(gone.endpoint)).toHaveLength(0);
    expect(await rowsAt(unknown.endpoint)).toHaveLength(0);
    expect(await rowsAt(broken.endpoint)).toHaveLength(1);
  });
});

// Order updates by push need the customer's browser_push consent (docs/decisions/privacy-and-consent.md).
describe('the browser_push consent', () => {
  const browserPush = async (headers: Headers) =>
    (
      (await t.app.inject({ method: 'GET', url: '/api/me/consents', headers })).json().data
        .consents as { purpose: string; granted: boolean }[]
    ).find((c) => c.purpose === 'browser_push')!;
  const withdraw = (headers: Headers) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/me/consents/browser_push',
      headers,
      payload: { granted: false },
    });

  it('is granted by subscribing a browser; withdrawing deletes every browser of the user', async () => {
    const first = await subscribedUser();
    const second = makeBrowserKeys();
    const secondEndpoint = `${service.origin}/push/${randomUUID()}`;
    expect((await subscribe(first.headers, second.json(secondEndpoint))).statusCode).toBe(201);
    expect(await browserPush(first.headers)).toMatchObject({ granted: true });

    const res = await withdraw(first.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ purpose: 'browser_push', granted: false });
    expect(await rowsAt(first.endpoint)).toHaveLength(0);
    expect(await rowsAt(secondEndpoint)).toHaveLength(0);
    expect(await browserPush(first.headers)).toMatchObject({ granted: false });
  });

  it('sends order updates only while the grant is current', async () => {
    const owner = await subscribedUser();
    const order = await placeOrder(owner.headers, 'Meera Iyer');
    await t.services.push.idle();
    expect((await withdraw(owner.headers)).statusCode).toBe(200);
    // A subscription left without a grant (made before grants were recorded) hears nothing.
    await t.db.insert(pushSubscriptions).values({
      userId: owner.user.id,
      endpoint: owner.endpoint,
      p256dh: owner.browser.json(owner.endpoint).keys.p256dh,
      auth: owner.browser.json(owner.endpoint).keys.auth,
    });
    expect((await setStatus(order.id, 'processing')).statusCode).toBe(200);
    await t.services.push.idle();
    expect(service.at(owner.path)).toHaveLength(0);

    // Subscribing again is a new grant: the next update arrives.
    expect((await subscribe(owner.headers, owner.browser.json(owner.endpoint))).statusCode).toBe(
      200,
    );
    expect((await setStatus(order.id, 'shipped')).statusCode).toBe(200);
    await service.waitFor(owner.path, 1);
    await t.services.push.idle();
    expect(service.at(owner.path)).toHaveLength(1);
  });
});
