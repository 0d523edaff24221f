import { eq } from 'drizzle-orm';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaWallClock } from '@propwash/domain/india-time';
import type { Db } from '../../platform/db.ts';
import { testAppWithAdmin, type TestApp } from '../../test/test-app.ts';
import { visitorHash } from '../catalog/catalog.views.ts';
import { orderFactory } from './analytics.fixtures.ts';
import { createVisitorTracker, trackVisits, type VisitorTracker } from './analytics.realtime.ts';
import { visitorActivity } from './analytics.tables.ts';

let t: TestApp;
let asAdmin: { authorization: string };
beforeAll(async () => {
  ({ t, admin: asAdmin } = await testAppWithAdmin());
});
afterAll(() => t.close());

const browser =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

describe('GET /api/realtime/metrics', () => {
  it("counts live visitors (seen in the last 5 minutes), today's orders and pending orders", async () => {
    const now = Date.now();
    const seen = (hash: string, msAgo: number) => ({
      visitorHash: hash,
      lastSeenAt: new Date(now - msAgo),
    });
    await t.db
      .insert(visitorActivity)
      .values([
        seen('a', 60_000),
        seen('b', 4 * 60_000),
        seen('c', 6 * 60_000),
        seen('d', 24 * 3600_000),
      ]);
    const makeOrder = orderFactory(t);
    // Now, as an India wall-clock minute (always today in India).
    const today = indiaWallClock(new Date(now)).toISOString().slice(0, 16);
    await makeOrder({ at: today, total: 100, status: 'pending' });
    await makeOrder({ at: today, total: 250, status: 'delivered' });
    await makeOrder({ at: today, total: 400, status: 'cancelled' });
    await makeOrder({ at: '2031-01-01T10:00', total: 999, status: 'pending' });

    const uptimeBefore = Math.round(process.uptime());
    const res = await t.app.inject({ url: '/api/realtime/metrics', headers: asAdmin });
    const uptimeAfter = Math.round(process.uptime());
    expect(res.statusCode).toBe(200);
    const m = res.json().data;
    expect(m).toMatchObject({
      liveVisitors: 2,
      ordersToday: 2, // the cancelled order is neither an order nor revenue
      revenueToday: 350,
      pendingOrders: 2, // today's and the one of 2031: pending whenever placed
    });
    expect(m.server.loadAverage).toHaveLength(3);
    // The app runs in this process: its figures are this process's and this machine's.
    expect(m.server.cpus).toBe(os.availableParallelism());
    expect(m.server.memoryRssMb).toBeGreaterThan(10);
    expect(m.server.uptimeSeconds).toBeGreaterThanOrEqual(uptimeBefore);
    expect(m.server.uptimeSeconds).toBeLessThanOrEqual(uptimeAfter);
    expect(Date.parse(m.at)).toBeGreaterThanOrEqual(now);
  });
});

describe('the visitor tracker', () => {
  // A clock in 2020, so these rows are never live for the metrics above.
  let clock = Date.parse('2020-01-01T10:00:00Z');
  const errors: unknown[] = [];
  let tracker: VisitorTracker;
  const visit = { ip: '203.0.113.5', userAgent: browser };
  const lastSeen = async () => {
    const hash = visitorHash(visit, 'secret', clock);
    const [row] = await t.db
      .select()
      .from(visitorActivity)
      .where(eq(visitorActivity.visitorHash, hash));
    return row?.lastSeenAt.getTime();
  };

  beforeAll(() => {
    tracker = createVisitorTracker({
      db: t.db,
      visitorSecret: 'secret',
      onError: (err) => errors.push(err),
      now: () => clock,
    });
  });

  it('stores an anonymous hash per visitor, at most once a minute', async () => {
    const first = clock;
    await tracker.seen(visit);
    expect(await lastSeen()).toBe(first);
    const [row] = await t.db
      .select()
      .from(visitorActivity)
      .where(eq(visitorActivity.lastSeenAt, new Date(first)));
    expect(row!.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.visitorHash).not.toContain('203.0.113.5');

    clock += 30_000;
    await tracker.seen(visit);
    expect(await lastSeen()).toBe(first); // within the minute: not written again

    clock += 31_000;
    await tracker.seen(visit);
    expect(await lastSeen()).toBe(clock);
    expect(errors).toEqual([]);
  });

  it('skips bots and requests without a user agent', async () => {
    const before = await t.db.$count(visitorActivity);
    await tracker.seen({
      ip: '198.51.100.7',
      userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    });
    await tracker.seen({ ip: '198.51.100.8', userAgent: undefined });
    expect(await t.db.$count(visitorActivity)).toBe(before);
  });

  it('never throws when the database fails, and tries again on the next page', async () => {
    let failing = true;
    const failures: unknown[] = [];
    const flaky = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop === 'insert' && failing) {
          return () => {
            throw new Error('database down');
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    }) as Db;
    const other = createVisitorTracker({
      db: flaky,
      visitorSecret: 'secret',
      onError: (err) => failures.push(err),
      now: () => clock,
    });
    const shopper = { ip: '192.0.2.44', userAgent: browser };
    await expect(other.seen(shopper)).resolves.toBeUndefined();
    expect(failures).toHaveLength(1);
    failing = false;
    await other.seen(shopper); // same minute, but the failed write does not count
    const [row] = await t.db
      .select()
      .from(visitorActivity)
      .where(eq(visitorActivity.visitorHash, visitorHash(shopper, 'secret', clock)));
    expect(row?.lastSeenAt.getTime()).toBe(clock);
  });

  it('marks storefront GET pages only, never admin pages or form posts', () => {
    const calls: unknown[] = [];
    const stub = {
      seen: (v: unknown) => {
        calls.push(v);
        return Promise.resolve();
      },
    } as VisitorTracker;
    const request = (method: string, url: string) => ({
      method,
      url,
      ip: '203.0.113.9',
      headers: { 'user-agent': browser },
    });
    const contextFor = trackVisits(stub, (r: ReturnType<typeof request>) => ({ page: r.url }));
    expect(contextFor(request('GET', '/product/abc?ref=home'))).toEqual({
      page: '/product/abc?ref=home',
    });
    contextFor(request('GET', '/'));
    contextFor(request('GET', '/admin'));
    contextFor(request('GET', '/admin/orders'));
    contextFor(request('POST', '/cart'));
    expect(calls).toEqual([
      { ip: '203.0.113.9', userAgent: browser },
      { ip: '203.0.113.9', userAgent: browser },
    ]);
  });
});

describe('the analytics routes', () => {
  const routes = [
    '/api/orders/admin/analytics',
    '/api/analytics/dashboard',
    '/api/analytics/database',
    '/api/analytics/storage',
    '/api/analytics/users',
    '/api/analytics/export/orders',
    '/api/realtime/metrics',
  ];

  it.each(routes)('%s: 401 for a visitor, 403 for a customer', async (url) => {
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const customer = await t.loginAs(await t.makeUser());
    const res = await t.app.inject({ url, headers: customer });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Access denied. Admin privileges required.');
  });
});
