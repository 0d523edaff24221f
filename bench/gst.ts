// GST returns benchmark: `npm run bench:gst` (docs/decisions/gstr-1.md).
//
// Fills a throw-away PostgreSQL database (bench/postgres.ts: the local server, or
// BENCH_DATABASE_URL) with a month (November 2026) of BENCH_INVOICES (default 2,000) invoiced
// orders of the Bengaluru registration, priced by the domain's quote() as checkout prices them:
// 1–4 lines at 5, 12, 18 or 28%, consumers in Karnataka (intra-state) and the other southern
// states (inter-state, a shipping line below the free-shipping threshold), one in ten a business
// buyer (B2B), one in fifty above ₹1 lakh inter-state (B2CL), 4% cancelled after invoicing (a
// credit note for the whole invoice) and 3% partly returned (a credit note for the returned
// lines). The API (no SSR) runs in a child process as the other benches' servers do; from this
// process, one request at a time as the owner clicks, it times BENCH_REPEATS (default 20) of:
//   - GET /api/gst/gstr1/summary (the screen), the first one apart (cold caches and JIT);
//   - GET /api/gst/gstr1?format=json (the file for the portal) and its size;
//   - GET /api/gst/gstr1?format=xlsx (the workbook) and its size.
// Prints the figures and the load average before and after, writes bench/results/gst-<time>.json.
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import { financialYear } from '@propwash/domain/orders/invoice-number';
import { supplierOf } from '@propwash/domain/orders/supplier';
import { quote, type QuoteLineInput } from '@propwash/domain/pricing/quote';
import { formatCreditNoteNumber } from '@propwash/domain/returns/rules';
import { defaultSettings } from '@propwash/domain/settings/defaults';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { users } from '../apps/server/src/modules/accounts/accounts.tables.ts';
import { issueInvoicesInBulk } from '../apps/server/src/modules/orders/invoices/invoices.numbering.ts';
import {
  lineMoney,
  orderMoney,
} from '../apps/server/src/modules/orders/placement/placement.rows.ts';
import { orderItems, orders } from '../apps/server/src/modules/orders/orders.tables.ts';
import {
  creditNotes,
  returnItems,
  returns,
} from '../apps/server/src/modules/returns/returns.tables.ts';
import { openDatabase, type Db } from '../apps/server/src/platform/db.ts';
import { hashPassword } from '../apps/server/src/platform/passwords.ts';
import { schema } from '../apps/server/src/schema.ts';
import { benchServerSettings, startBenchServer, stopChild } from './child-process.ts';
import { benchDatabaseOrSkip } from './postgres.ts';
import { saveResults } from './results.ts';
import { startNodeFlags } from './shop-server.ts';

const invoiceCount = Number(process.env.BENCH_INVOICES ?? 2_000);
const repeats = Number(process.env.BENCH_REPEATS ?? 20);
const PERIOD = '2026-11';
const ADMIN = { email: 'bench-gst-admin@example.com', password: 'bench-gst-pass-2026' };

/** A small deterministic random source: the same month on every run. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

const PLACES = [
  { state: 'Karnataka', city: 'Bengaluru', pincode: '560034' },
  { state: 'Karnataka', city: 'Mysuru', pincode: '570001' },
  { state: 'Kerala', city: 'Kochi', pincode: '682001' },
  { state: 'Tamil Nadu', city: 'Chennai', pincode: '600001' },
  { state: 'Telangana', city: 'Hyderabad', pincode: '500001' },
  { state: 'Andhra Pradesh', city: 'Vijayawada', pincode: '520001' },
];
const GOODS = [
  { hsn: '9503', rateBp: 1800, name: 'Trainer plane', price: 1_499_900 },
  { hsn: '8507', rateBp: 1800, name: 'LiPo battery 3S 2200mAh', price: 249_900 },
  { hsn: '8501', rateBp: 1800, name: 'Brushless motor 2212', price: 129_900 },
  { hsn: '9504', rateBp: 2800, name: 'Racing simulator controller', price: 599_900 },
  { hsn: '4901', rateBp: 500, name: 'RC flying handbook', price: 49_900 },
  { hsn: '3926', rateBp: 1200, name: 'Propeller set 10x4.5', price: 19_900 },
];
const BUSINESSES = [
  { gstin: '29AABCT1332L1ZU', legalName: 'Sky Flyers Club' },
  { gstin: '33AAACI1195H1Z5', legalName: 'Chennai Drone Lab LLP' },
  { gstin: '32AAAFR1234M1Z2', legalName: 'Kochi Aero Modellers' },
];

/** The month's orders, invoices and credit notes, written as checkout and packing write them. */
export async function fill(db: Db, count: number) {
  const rnd = random(20261206);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const { general, shipping } = defaultSettings;
  const supplier = supplierOf(
    shipping.warehouses.find((w) => w.name === 'South Bengaluru'),
    general,
  );
  const monthStart = Date.parse(`${PERIOD}-01T00:00:00+05:30`);
  const due: Array<{ orderId: string; issuedAt: Date; series: string }> = [];
  const cancelled: Array<{ orderId: string; at: Date }> = [];
  const returned: Array<{ orderId: string; at: Date }> = [];

  for (let start = 0; start < count; start += 250) {
    const batch = Array.from({ length: Math.min(250, count - start) }, (_, k) => {
      const n = start + k;
      const big = rnd() < 0.02;
      const place = big ? PLACES[2 + Math.floor(rnd() * 4)]! : pick(PLACES);
      const lines: Array<QuoteLineInput & { hsn: string }> = big
        ? [
            {
              ...GOODS[0]!,
              productId: 'p0',
              unitPricePaise: 6_000_000,
              quantity: 2,
              gstRateBp: 1800,
            },
          ]
        : Array.from({ length: 1 + Math.floor(rnd() * 4) }, (_, i) => {
            const g = pick(GOODS);
            return {
              productId: `p${i}`,
              name: g.name,
              hsn: g.hsn,
              unitPricePaise: g.price,
              quantity: 1 + Math.floor(rnd() * 2),
              gstRateBp: g.rateBp,
            };
          });
      const q = quote({
        lines,
        coupon:
          rnd() < 0.2
            ? {
                code: 'FLY10',
                discountType: 'percentage',
                discountValue: 10,
                minPurchasePaise: 0,
                maxDiscountPaise: null,
              }
            : null,
        deliveryState: place.state,
        shopState: supplier.state,
        shippingMethod: 'standard',
        shipping,
      });
      const issuedAt = new Date(monthStart + Math.floor(rnd() * 29 * 86_400_000));
      const name = `Bench Pilot ${n}`;
      const email = `bench-gst-${n}@example.com`;
      return {
        order: {
          id: randomUUID(),
          orderNumber: `PW-GST-${String(n).padStart(6, '0')}`,
          status: 'delivered' as const,
          paymentMethod: 'cod',
          paymentStatus: 'paid' as const,
          warehouse: 'South Bengaluru',
          shippingMethod: 'standard' as const,
          customerName: name,
          customerEmail: email,
          shippingAddress: {
            name,
            email,
            phone: '+91 98450 12345',
            address: '7 Servo Street',
            ...place,
          },
          ...orderMoney(q),
          couponCode: q.couponCode,
          supplier,
          buyer: rnd() < 0.1 ? pick(BUSINESSES) : null,
          createdAt: new Date(issuedAt.getTime() - 3_600_000),
        },
        items: q.lines.map((l, i) => ({
          id: randomUUID(),
          name: l.name,
          sku: `SKU-${n}-${i}`,
          hsnCode: lines[i]!.hsn,
          ...lineMoney(l),
        })),
        issuedAt,
      };
    });
    await db.insert(orders).values(batch.map((b) => b.order));
    await db
      .insert(orderItems)
      .values(batch.flatMap((b) => b.items.map((i) => ({ ...i, orderId: b.order.id }))));
    for (const b of batch) {
      due.push({ orderId: b.order.id, issuedAt: b.issuedAt, series: supplier.series });
      const after = new Date(
        Math.min(b.issuedAt.getTime() + 2 * 86_400_000, monthStart + 29 * 86_400_000),
      );
      const roll = rnd();
      if (roll < 0.04) cancelled.push({ orderId: b.order.id, at: after });
      else if (roll < 0.07) returned.push({ orderId: b.order.id, at: after });
    }
  }
  await issueInvoicesInBulk(db, due);

  // Credit notes: a cancelled order's for its whole invoice, a return's for its first line.
  let sequence = 0;
  const fy = financialYear(new Date(monthStart));
  if (cancelled.length) {
    await db
      .update(orders)
      .set({ status: 'cancelled', cancelReason: 'Customer asked' })
      .where(
        inArray(
          orders.id,
          cancelled.map((c) => c.orderId),
        ),
      );
  }
  const notes: Array<typeof creditNotes.$inferInsert> = cancelled.map((c) => ({
    cancelledOrderId: c.orderId,
    creditNoteNumber: formatCreditNoteNumber(fy, ++sequence),
    financialYear: fy,
    sequence,
    issuedAt: c.at,
  }));
  // One return at a time keeps the fill simple; it is not what is measured.
  for (const r of returned) {
    const [order] = await db.select().from(orders).where(eq(orders.id, r.orderId));
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, r.orderId));
    const [ret] = await db
      .insert(returns)
      .values({
        orderId: r.orderId,
        orderNumber: order!.orderNumber,
        customerName: order!.customerName,
        customerEmail: order!.customerEmail,
        paymentMethod: 'cod',
        status: 'refunded',
        kind: 'refund',
        reason: 'defective',
        refundPaise: item!.lineTotalPaise,
        refundTaxPaise: item!.taxPaise,
      })
      .returning();
    await db.insert(returnItems).values({
      returnId: ret!.id,
      orderItemId: item!.id,
      name: item!.name,
      quantity: item!.quantity,
      valuePaise: item!.lineTotalPaise,
      taxPaise: item!.taxPaise,
    });
    notes.push({
      returnId: ret!.id,
      creditNoteNumber: formatCreditNoteNumber(fy, ++sequence),
      financialYear: fy,
      sequence,
      issuedAt: r.at,
    });
  }
  if (notes.length) await db.insert(creditNotes).values(notes);
  await db.insert(users).values({
    email: ADMIN.email,
    name: 'Bench Admin',
    passwordHash: await hashPassword(ADMIN.password),
    role: 'admin',
    status: 'active',
  });
  return { invoices: count, creditNotes: notes.length };
}

// ---------- child: fill the database, serve the API, report the port ----------

async function serve() {
  const config = loadConfig(benchServerSettings());
  const database = await openDatabase(config.database, schema);
  await database.migrate();
  const started = performance.now();
  const filled = await fill(database.db, invoiceCount);
  const fillSeconds = (performance.now() - started) / 1000;
  const { app } = await buildApp({ config, database, ssr: false, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`READY ${JSON.stringify({ port, fillSeconds, ...filled })}`);
  process.on('SIGTERM', () => {
    app.close().then(() => process.exit(0));
  });
}

// ---------- parent: time the owner's clicks ----------

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
};
const round1 = (ms: number) => Math.round(ms * 10) / 10;
const uptime = () => {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return os.loadavg().join(' ');
  }
};

async function main() {
  const before = { uptime: uptime(), loadAverage: os.loadavg() };
  console.log(before.uptime);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'propwash-bench-gst-'));
  const database = await benchDatabaseOrSkip();
  if (!database) throw new Error('the GST bench needs PostgreSQL');
  try {
    const server = await startBenchServer<{
      port: number;
      fillSeconds: number;
      invoices: number;
      creditNotes: number;
    }>(
      fileURLToPath(import.meta.url),
      {
        BENCH_DATA_DIR: dataDir,
        BENCH_DB_URL: database.url,
        BENCH_INVOICES: String(invoiceCount),
      },
      startNodeFlags(),
    );
    try {
      console.log(
        `filled ${server.invoices} invoices and ${server.creditNotes} credit notes in ${server.fillSeconds.toFixed(1)} s`,
      );
      const base = `http://127.0.0.1:${server.port}`;
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
      async function timed(url: string) {
        const t0 = performance.now();
        const res = await fetch(base + url, { headers });
        const body = Buffer.from(await res.arrayBuffer());
        const ms = performance.now() - t0;
        if (res.status !== 200)
          throw new Error(`${url}: ${res.status} ${body.toString().slice(0, 200)}`);
        return { ms, bytes: body.length, body };
      }

      const summaryUrl = `/api/gst/gstr1/summary?period=${PERIOD}`;
      const first = await timed(summaryUrl);
      const summary = (
        JSON.parse(first.body.toString()) as {
          data: {
            check: { isBalanced: boolean; invoices: number; creditNotes: number };
            tables: Array<{ table: string; rows: number; documents: number }>;
          };
        }
      ).data;
      if (!summary.check.isBalanced) throw new Error('the return does not add up');
      const rows: Array<{
        what: string;
        n: number;
        p50: number;
        p95: number;
        max: number;
        kb: number;
      }> = [
        {
          what: 'summary, first',
          n: 1,
          p50: round1(first.ms),
          p95: round1(first.ms),
          max: round1(first.ms),
          kb: Math.round(first.bytes / 1024),
        },
      ];
      for (const [what, url] of [
        ['summary', summaryUrl],
        ['json', `/api/gst/gstr1?period=${PERIOD}&format=json`],
        ['xlsx', `/api/gst/gstr1?period=${PERIOD}&format=xlsx`],
      ] as const) {
        const times: number[] = [];
        let bytes = 0;
        for (let i = 0; i < repeats; i++) {
          const r = await timed(url);
          times.push(r.ms);
          bytes = r.bytes;
        }
        rows.push({
          what,
          n: times.length,
          p50: round1(quantile(times, 0.5)),
          p95: round1(quantile(times, 0.95)),
          max: round1(Math.max(...times)),
          kb: Math.round(bytes / 1024),
        });
      }
      const after = { uptime: uptime(), loadAverage: os.loadavg() };
      console.log(
        `\nGSTR-1 of ${PERIOD}: ${summary.check.invoices} invoices, ${summary.check.creditNotes} credit notes; ` +
          summary.tables.map((t) => `${t.table} ${t.rows} rows`).join(', '),
      );
      console.log('\n| request | n | p50 ms | p95 ms | max ms | size KB |');
      console.log('|---|---|---|---|---|---|');
      for (const r of rows)
        console.log(`| ${r.what} | ${r.n} | ${r.p50} | ${r.p95} | ${r.max} | ${r.kb} |`);
      console.log(`\n${after.uptime}`);
      const saved = saveResults('gst', {
        at: new Date().toISOString(),
        invoices: server.invoices,
        creditNotes: server.creditNotes,
        fillSeconds: server.fillSeconds,
        tables: summary.tables,
        rows,
        before,
        after,
      });
      console.log(`Saved ${path.relative(process.cwd(), saved)}`);
    } finally {
      await stopChild(server.child);
    }
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--serve')) await serve();
else if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
