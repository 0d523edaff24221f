// The server half of bench/checkout.ts, run in a child process: prepares the database (migrate,
// then only what an order needs: settings and payment methods from the seed, one category,
// BENCH_PRODUCTS products plus one "hot" product, each with 1,000,000 in stock), serves the API
// without SSR on 127.0.0.1 (buildApp, as npm start does) and answers STATS on stdin with the
// database's figures and this process's CPU time. It counts the queries it sends (PostgreSQL
// only; BENCH_TRACE=1 also counts each statement's text).
import { createInterface } from 'node:readline';
import pg from 'pg';
import { benchServerSettings } from './child-process.ts';

const productCount = Number(process.env.BENCH_PRODUCTS ?? 100);
const START_STOCK = 1_000_000;

export type Stats = {
  orders: number;
  orderItems: number;
  stockTotal: number;
  hotStock: number;
  minStock: number;
  queries: number;
  queryMs: number;
  cpuMs: number;
  cpuUserMs: number;
  texts?: Record<string, number>;
};

async function serve() {
  // Count every query the server sends and the time until its answer (bench instrumentation in
  // this process only; the server code is unchanged).
  let queries = 0;
  let queryMs = 0;
  // BENCH_TRACE=1: also count each statement's text (first 100 characters), printed per scenario.
  const texts = new Map<string, number>();
  const trace = process.env.BENCH_TRACE === '1';
  const wrap = <T extends object>(proto: T, method: string) => {
    const original = (proto as Record<string, unknown>)[method] as (...args: unknown[]) => unknown;
    (proto as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
      const started = performance.now();
      const result = original.apply(this, args);
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        queries += 1;
        if (trace) {
          const q = args[0] as string | { text?: string };
          const text = (typeof q === 'string' ? q : (q?.text ?? '?')).slice(0, 100);
          texts.set(text, (texts.get(text) ?? 0) + 1);
        }
        return (result as Promise<unknown>).finally(() => {
          queryMs += performance.now() - started;
        });
      }
      return result;
    };
  };
  // Both engines go through node-postgres (the embedded one over its Unix socket).
  // pool.query hands its client a callback (not counted there), a transaction's client a promise.
  wrap(pg.Pool.prototype, 'query');
  wrap(pg.Client.prototype, 'query');

  const [{ buildApp }, { loadConfig }, { openDatabase }, content, catalog, { count, eq, sql }] =
    await Promise.all([
      import('../apps/server/src/app.ts'),
      import('../apps/server/src/config.ts'),
      import('../apps/server/src/platform/db.ts'),
      import('../apps/server/src/seed/content.ts'),
      import('../apps/server/src/modules/catalog/catalog.tables.ts'),
      import('drizzle-orm'),
    ]);
  const { orders, orderItems } = await import('../apps/server/src/modules/orders/orders.tables.ts');
  const { schema } = await import('../apps/server/src/schema.ts');
  const config = loadConfig({
    ...benchServerSettings(),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    TRUST_PROXY: '127.0.0.1',
  });
  const database = await openDatabase(config.database, schema);
  await database.migrate();
  const db = database.db;
  await content.seedSettings(db);
  await content.seedPaymentMethods(db);
  const [category] = await db
    .insert(catalog.categories)
    .values({ slug: 'bench', name: 'Bench' })
    .returning();
  const product = (sku: string, name: string) => ({
    sku,
    slug: sku.toLowerCase(),
    name,
    description: 'A product made by the checkout bench.',
    pricePaise: 49_900,
    originalPricePaise: 59_900,
    stock: START_STOCK,
    hsnCode: '9503',
    categoryId: category!.id,
    warranty: { period: '1 Year', covered: 'Manufacturing Defects', notCovered: 'Physical Damage' },
    seller: { name: 'Propwash Hobbies', rating: 4.5, yearsInBusiness: 5 },
    countryOfOrigin: 'China',
  });
  const spread = await db
    .insert(catalog.products)
    .values(
      Array.from({ length: productCount }, (_, i) =>
        product(`BENCH-${i + 1}`, `Bench Propeller ${i + 1}`),
      ),
    )
    .returning({ id: catalog.products.id });
  const [hot] = await db
    .insert(catalog.products)
    .values(product('BENCH-HOT', 'Bench Hot Product'))
    .returning({ id: catalog.products.id });
  await db.insert(catalog.productImages).values(
    [...spread, hot!].map((p, i) => ({
      productId: p.id,
      position: 0,
      key: `products/bench-${i}/0`,
      width: 1280,
      height: 960,
      alt: 'Bench product',
    })),
  );
  await db.execute(sql`analyze`);

  const logLevel = process.env.BENCH_LOG_LEVEL;
  const { app } = await buildApp({
    config,
    database,
    ssr: false,
    logger: logLevel ? { level: logLevel } : false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const stats = async (): Promise<Stats> => {
    const [o] = await db.select({ n: count() }).from(orders);
    const [items] = await db
      .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems);
    const [s] = await db
      .select({
        total: sql<number>`sum(${catalog.products.stock})::bigint`,
        min: sql<number>`min(${catalog.products.stock})::int`,
      })
      .from(catalog.products);
    const [h] = await db
      .select({ stock: catalog.products.stock })
      .from(catalog.products)
      .where(eq(catalog.products.id, hot!.id));
    const cpu = process.cpuUsage();
    return {
      orders: Number(o!.n),
      orderItems: Number(items!.n),
      stockTotal: Number(s!.total),
      hotStock: Number(h!.stock),
      minStock: Number(s!.min),
      queries,
      queryMs,
      cpuMs: (cpu.user + cpu.system) / 1000,
      cpuUserMs: cpu.user / 1000,
      ...(trace ? { texts: Object.fromEntries(texts) } : {}),
    };
  };
  createInterface({ input: process.stdin }).on('line', (line) => {
    if (line === 'STATS')
      stats().then(
        (s) => console.log(`STATS ${JSON.stringify(s)}`),
        (err) => console.log(`STATS ${JSON.stringify({ error: String(err) })}`),
      );
  });
  console.log(
    `READY ${JSON.stringify({ port, productIds: spread.map((p) => p.id), hotId: hot!.id })}`,
  );
  process.on('SIGTERM', () => {
    app.close().then(() => process.exit(0));
  });
}

await serve();
