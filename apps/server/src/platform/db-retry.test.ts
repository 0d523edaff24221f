import { randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { cartItems, carts } from '../modules/cart/cart.tables.ts';
import { products } from '../modules/catalog/catalog.tables.ts';
import { orders } from '../modules/orders/orders.tables.ts';
import { seedPaymentMethods } from '../seed/content.ts';
import { buildTestApp, type TestApp, testShipping as shipping } from '../test/test-app.ts';
import { openDatabase, type Tx } from './db.ts';
import { schema } from '../schema.ts';
import { DatabaseUnavailableError, isConnectionLoss } from './db-retry.ts';

/** A pg server error as the driver builds it (message and SQLSTATE). */
function pgError(code: string, message = 'server error'): Error {
  return Object.assign(new Error(message), { code, severity: 'FATAL' });
}

describe('the connection-loss classifier', () => {
  it.each([
    [
      '57P01 admin_shutdown',
      pgError('57P01', 'terminating connection due to administrator command'),
    ],
    ['57P02 crash_shutdown', pgError('57P02')],
    ['57P03 cannot_connect_now', pgError('57P03', 'the database system is starting up')],
    ['08006 connection_failure', pgError('08006')],
    ['08P01 protocol_violation', pgError('08P01')],
    ['ECONNRESET', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['ECONNREFUSED', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['a terminated connection', new Error('Connection terminated unexpectedly')],
    [
      'a client that lost its connection',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      "Drizzle's wrapper around one",
      new Error('Failed query: select 1\nparams: ', { cause: pgError('57P01') }),
    ],
    ['a loss already retried', new DatabaseUnavailableError(pgError('57P01'))],
  ])('recognises %s', (_, err) => {
    expect(isConnectionLoss(err)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value')],
    ['a serialization failure', pgError('40001')],
    ['a query cancelled by statement_timeout', pgError('57014')],
    ['a syntax error wrapped by Drizzle', new Error('Failed query', { cause: pgError('42601') })],
    ['a plain error', new Error('Something else')],
    ['the client closed on purpose', new Error('Client was closed and is not queryable')],
    ['not an error', 'Connection terminated unexpectedly'],
    ['nothing', undefined],
  ])('does not take %s for a lost connection', (_, err) => {
    expect(isConnectionLoss(err)).toBe(false);
  });
});

/**
 * A TCP proxy in front of PostgreSQL that can fail like a restarting server: `stop()` drops
 * every connection and refuses new ones, `dropOn(text, n)` cuts the connection carrying the next
 * `n` statements that contain `text` (before the server sees them).
 */
async function faultyProxy(target: URL) {
  // The embedded database answers on a Unix socket (?host=/its/dir), PostgreSQL servers on TCP.
  const socketDir = target.searchParams.get('host');
  const targetPort = Number(target.searchParams.get('port') ?? (target.port || 5432));
  const sockets = new Set<net.Socket>();
  let rule: { text: string; left: number; seen: number } | null = null;
  const server = net.createServer((client) => {
    const upstream = socketDir
      ? net.connect(path.join(socketDir, `.s.PGSQL.${targetPort}`))
      : net.connect(targetPort, target.hostname);
    sockets.add(client).add(upstream);
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      if (rule && chunk.includes(rule.text)) {
        rule.seen += 1;
        if (rule.left > 0) {
          rule.left -= 1;
          return cut();
        }
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    for (const s of [client, upstream]) {
      s.on('error', cut);
      s.on('close', () => {
        sockets.delete(s);
        cut();
      });
    }
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  url.searchParams.delete('host');
  url.searchParams.delete('port');
  return {
    url: url.toString(),
    /** Cuts connections carrying `text` `times` times; answers how often `text` was sent. */
    dropOn(text: string, times: number) {
      const r = { text, left: times, seen: 0 };
      rule = r;
      return () => r.seen;
    },
    clear() {
      rule = null;
    },
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
    start: () => listen(port),
  };
}

describe('a dropped PostgreSQL connection', () => {
  let t: TestApp;
  let admin: pg.Client;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedPaymentMethods(t.db);
    admin = new pg.Client({ connectionString: t.database.url });
    await admin.connect();
    await admin.query('create table retry_probe (attempt int not null)');
  });
  afterAll(async () => {
    await admin.end();
    await t.close();
  });

  /** Terminates every other backend of the test database: the app's pooled connections. */
  async function terminateAppConnections() {
    const { rows } = await admin.query<{ done: boolean }>(
      `select pg_terminate_backend(pid) as done from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    expect(rows.length).toBeGreaterThan(0);
  }

  async function backendPid(tx: Tx): Promise<number> {
    const result = await tx.execute(sql`select pg_backend_pid() as pid`);
    return Number((result as unknown as { rows: { pid: number }[] }).rows[0]!.pid);
  }

  const probeRows = async () =>
    (await admin.query<{ attempt: number }>('select attempt from retry_probe order by attempt'))
      .rows;

  it('answers a customer’s add to cart and listings right after its connections were terminated', async () => {
    const user = await t.makeUser();
    const headers = await t.loginAs(user);
    const product = await t.makeProduct({ stock: 5 });
    // Several requests at once, so the pool holds several connections to lose.
    const warm = await Promise.all(
      Array.from({ length: 4 }, () => t.app.inject({ method: 'GET', url: '/api/cart', headers })),
    );
    expect(warm.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);

    await terminateAppConnections();
    const [added, listing, cart] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers,
        payload: { productId: product.id, quantity: 2 },
      }),
      t.app.inject({ method: 'GET', url: `/api/products?search=${product.sku}` }),
      t.app.inject({ method: 'GET', url: '/api/cart', headers }),
    ]);
    expect(added.statusCode, added.body).toBe(200);
    expect(listing.statusCode, listing.body).toBe(200);
    expect(cart.statusCode, cart.body).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/cart', headers });
    expect(after.json().data.items).toMatchObject([{ productId: product.id, quantity: 2 }]);
  });

  it('runs a transaction again, once, when its connection is lost before COMMIT', async () => {
    await admin.query('truncate retry_probe');
    let attempts = 0;
    await t.db.transaction(async (tx) => {
      attempts += 1;
      await tx.execute(sql`insert into retry_probe values (${attempts})`);
      if (attempts === 1) {
        // Waits until the backend is gone: the connection drops between two statements.
        await admin.query('select pg_terminate_backend($1, 5000)', [await backendPid(tx)]);
      }
      await tx.execute(sql`select 1`);
    });
    expect(attempts).toBe(2);
    expect(await probeRows()).toEqual([{ attempt: 2 }]);
  });

  it('does not run a transaction again when its connection is lost at COMMIT', async () => {
    await admin.query('truncate retry_probe');
    let attempts = 0;
    const outcome = t.db.transaction(async (tx) => {
      attempts += 1;
      await tx.execute(sql`insert into retry_probe values (${attempts})`);
      await admin.query('select pg_terminate_backend($1, 5000)', [await backendPid(tx)]);
    });
    await expect(outcome).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(attempts).toBe(1);
    expect(await probeRows()).toEqual([]);
  });

  it('gives up after a second loss, for a transaction and for a single statement', async () => {
    await admin.query('truncate retry_probe');
    let attempts = 0;
    const outcome = t.db.transaction(async (tx) => {
      attempts += 1;
      await tx.execute(sql`insert into retry_probe values (${attempts})`);
      await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
    });
    await expect(outcome).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(attempts).toBe(2);
    expect(await probeRows()).toEqual([]);

    const statement = t.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
    await expect(statement).rejects.toSatisfy((err) => isConnectionLoss(err));
    await expect(statement).rejects.toSatisfy(
      (err: Error) => err.cause instanceof DatabaseUnavailableError,
    );
  });

  describe('behind a server that drops or refuses connections', () => {
    let proxy: Awaited<ReturnType<typeof faultyProxy>>;
    let other: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      proxy = await faultyProxy(new URL(t.database.url));
      other = await buildApp({
        config: t.config,
        database: await openDatabase({ engine: 'postgres', url: proxy.url }, schema),
        storage: t.storage,
        logger: false,
      });
      await other.app.ready();
    });
    afterAll(async () => {
      proxy.clear();
      await proxy.start().catch(() => undefined);
      await other.app.close();
      await proxy.stop();
    });

    /** A customer with a ₹500 product (5 in stock) in the cart, signed in on `other`. */
    async function customerWithCart() {
      const user = await t.makeUser();
      const headers = await t.loginAs(user);
      const product = await t.makeProduct({ pricePaise: 50_000, stock: 5 });
      const added = await other.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers,
        payload: { productId: product.id, quantity: 2 },
      });
      expect(added.statusCode).toBe(200);
      return { user, headers, product };
    }

    const placeOrder = (headers: Record<string, string>) =>
      other.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        payload: { shipping, payment: { method: 'cod' } },
      });

    async function state(userId: string, productId: string) {
      const [placed] = await t.db
        .select({ n: count() })
        .from(orders)
        .where(eq(orders.userId, userId));
      const [product] = await t.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, productId));
      const lines = await t.db
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .where(eq(carts.userId, userId));
      return { orders: placed!.n, stock: product!.stock, cart: lines.map((l) => l.quantity) };
    }

    function expectBusy(res: {
      statusCode: number;
      headers: Record<string, unknown>;
      json(): unknown;
    }) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({
        success: false,
        error: {
          message: 'The shop is busy for a moment. Please try again.',
          type: 'SERVICE_UNAVAILABLE',
        },
      });
    }

    it('places the order when the connection drops once in the middle of its transaction', async () => {
      const { user, headers, product } = await customerWithCart();
      // The stock take (inventory_movement's insert) is a named statement: its text crosses the
      // wire once per connection, its name on every use (platform/prepared-sql.ts).
      const seen = proxy.dropOn('inventory_take_', 1);
      const res = await placeOrder(headers);
      proxy.clear();
      expect(res.statusCode, res.body).toBe(201);
      expect(seen()).toBe(2);
      expect(await state(user.id, product.id)).toEqual({ orders: 1, stock: 3, cart: [] });
    });

    it('answers 503 with Retry-After and writes nothing when it drops twice', async () => {
      const { user, headers, product } = await customerWithCart();
      const seen = proxy.dropOn('inventory_take_', 2);
      const res = await placeOrder(headers);
      proxy.clear();
      expectBusy(res);
      expect(seen()).toBe(2);
      expect(await state(user.id, product.id)).toEqual({ orders: 0, stock: 5, cart: [2] });
    });

    it('answers 503 without a second attempt when the connection drops at COMMIT', async () => {
      const { user, headers, product } = await customerWithCart();
      const commits = proxy.dropOn('commit\0', 1);
      const res = await placeOrder(headers);
      proxy.clear();
      expectBusy(res);
      // One COMMIT sent (and cut before the server saw it): the order was not placed twice.
      expect(commits()).toBe(1);
      expect(await state(user.id, product.id)).toEqual({ orders: 0, stock: 5, cart: [2] });
    });

    it('answers 503 with Retry-After while the server refuses connections, then recovers', async () => {
      const { user, headers, product } = await customerWithCart();
      await proxy.stop();
      const add = await other.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers,
        payload: { productId: product.id, quantity: 1 },
      });
      expectBusy(add);
      expectBusy(await other.app.inject({ method: 'GET', url: '/api/cart', headers }));
      await proxy.start();
      expect(await state(user.id, product.id)).toEqual({ orders: 0, stock: 5, cart: [2] });
      const again = await other.app.inject({ method: 'GET', url: '/api/cart', headers });
      expect(again.statusCode).toBe(200);
    });
  });
});
