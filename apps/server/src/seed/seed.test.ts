import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatuses } from '@propwash/domain/orders/status';
import { settingsSchemas, settingsSections } from '@propwash/domain/settings/defaults';
import { stateForPincode } from '@propwash/domain/shipping/shipping';
import { createCache } from '../platform/cache.ts';
import type { Database } from '../platform/db.ts';
import { createLocalStorage } from '../platform/storage.ts';
import { verifyPassword } from '../platform/passwords.ts';
import { addresses, users } from '../modules/accounts/accounts.tables.ts';
import {
  attributes,
  categories,
  categoryAliases,
  categoryAttributes,
  products,
  productVariants,
} from '../modules/catalog/catalog.tables.ts';
import { createCategoryReads } from '../modules/catalog/categories/categories.reads.ts';
import { checkedSpecValues, createSpecReads } from '../modules/catalog/specs/specs.reads.ts';
import { coupons } from '../modules/coupons/coupons.tables.ts';
import { invoices, orders } from '../modules/orders/orders.tables.ts';
import { paymentMethods } from '../modules/payments/payments.tables.ts';
import { settings } from '../modules/settings/settings.tables.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { attributeData, seedAttributes } from './attributes.ts';
import { seedCategories } from './categories.ts';
import { productImageJob, renderImages } from './images.ts';
import { seedDatabase, type SeedResult } from './seed.ts';

let database: Database;
let storageDir: string;
let first: SeedResult;
let second: SeedResult;
let countsAfterFirst: Record<string, number>;
let countsAfterSecond: Record<string, number>;
const logs: string[] = [];

/** Rows of a raw query; both drivers answer with { rows }. */
async function rawRows<T>(query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function tableCounts(): Promise<Record<string, number>> {
  const tables = await rawRows<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await rawRows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table_name)}`,
    );
    counts[table_name] = Number(row?.n ?? 0);
  }
  return counts;
}

beforeAll(async () => {
  database = await openTestDatabase();
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'propwash-seed-'));
  const deps = {
    db: database.db,
    storage: createLocalStorage(storageDir),
    log: (m: string) => logs.push(m),
  };
  first = await seedDatabase(deps, { adminEmail: 'Owner@Propwash.in', images: false });
  countsAfterFirst = await tableCounts();
  second = await seedDatabase(deps, { adminEmail: 'owner@propwash.in', images: false });
  countsAfterSecond = await tableCounts();
});

afterAll(async () => {
  await database?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

describe('seedDatabase', () => {
  it('changes nothing on a second run', () => {
    expect(countsAfterSecond).toEqual(countsAfterFirst);
    expect(first.createdCatalog).toBe(true);
    expect(second.createdCatalog).toBe(false);
  });

  it('creates the admin once, with a generated password kept only as an argon2id hash', async () => {
    expect(first.admin).toMatchObject({ email: 'owner@propwash.in', created: true });
    expect(first.admin.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(second.admin).toEqual({
      email: 'owner@propwash.in',
      generatedPassword: null,
      created: false,
    });
    const [admin] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'owner@propwash.in'));
    expect(admin?.role).toBe('admin');
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(
      await verifyPassword(admin?.passwordHash ?? '', first.admin.generatedPassword ?? ''),
    ).toBe(true);
    expect(logs.join('\n')).not.toContain(first.admin.generatedPassword);
  });

  it('lets the demo customer sign in and gives them a default address', async () => {
    expect(first.demoCustomer).toEqual({ email: 'demo@propwash.in', password: 'propwash-demo' });
    const [demo] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'demo@propwash.in'));
    expect(await verifyPassword(demo?.passwordHash ?? '', 'propwash-demo')).toBe(true);
    const saved = await database.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, demo?.id ?? ''));
    expect(saved.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('puts every saved address in the state its pincode belongs to', async () => {
    for (const a of await database.db.select().from(addresses))
      expect(stateForPincode(a.pincode)).toBe(a.state);
  });

  it('seeds at least 120 products, and every leaf category has some', async () => {
    const tree = await rawRows<{ slug: string; is_leaf: boolean; n: number }>(sql`
      select c.slug, not exists (select 1 from catalog_category k where k.parent_id = c.id) as is_leaf,
             (select count(*)::int from catalog_product p where p.category_id = c.id) as n
      from catalog_category c`);
    const leaves = tree.filter((r) => r.is_leaf);
    expect(leaves.length).toBe(16);
    for (const leaf of leaves) expect(leaf.n, leaf.slug).toBeGreaterThan(0);
    const [{ n } = { n: 0 }] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products);
    expect(n).toBeGreaterThanOrEqual(120);
    const aliases = await database.db.select().from(categoryAliases);
    expect(aliases.map((a) => a.alias).sort()).toEqual(['controllers', 'planes']);
  });

  it('links parts to the models they fit, for planes, helicopters, drones, cars and boats', async () => {
    const links = await rawRows<{ model: string; part: string; top: string }>(sql`
      select m.sku as model, p.sku as part, coalesce(parent.slug, c.slug) as top
      from catalog_product_fit f
      join catalog_product m on m.id = f.model_id
      join catalog_product p on p.id = f.part_id
      join catalog_category c on c.id = m.category_id
      left join catalog_category parent on parent.id = c.parent_id`);
    expect(links.length).toBeGreaterThanOrEqual(150);
    expect(new Set(links.map((l) => l.top))).toEqual(
      new Set(['airplanes', 'helicopters', 'drones', 'cars', 'boats']),
    );
    const partsOf = (sku: string) => links.filter((l) => l.model === sku).map((l) => l.part);
    // The Nazgul5 (5 in, 6S) takes 5 in props and 6S packs; the Apprentice its 3S 2200 packs.
    expect(partsOf('PW-DRN-004')).toEqual(expect.arrayContaining(['PW-PRP-001', 'PW-BAT-002']));
    expect(partsOf('PW-AEL-002')).toEqual(expect.arrayContaining(['PW-BAT-001', 'PW-BAT-005']));
  });

  it('prices every product between ₹199 and ₹1,49,999 with an MRP, and keeps keywords and images', async () => {
    const rows = await database.db.select().from(products);
    for (const p of rows) {
      expect(p.pricePaise).toBeGreaterThanOrEqual(19_900);
      expect(p.pricePaise).toBeLessThanOrEqual(14_999_900);
      expect(p.originalPricePaise).toBeGreaterThanOrEqual(p.pricePaise);
      expect(p.searchKeywords.length).toBeGreaterThan(0);
      expect(p.hsnCode).toMatch(/^\d{4}$/);
    }
    expect(Math.min(...rows.map((p) => p.pricePaise))).toBe(19_900);
    expect(Math.max(...rows.map((p) => p.pricePaise))).toBe(14_999_900);
    const airplaneChild = await rawRows<{ keywords: string }>(sql`
      select p.search_keywords as keywords from catalog_product p join catalog_category c on c.id = p.category_id
      where c.slug = 'turbine' limit 1`);
    expect(airplaneChild[0]?.keywords).toBe('Turbine Jets Airplanes');
    const missingImages = await rawRows<{ id: string }>(sql`
      select p.id from catalog_product p where not exists (select 1 from catalog_product_image i where i.product_id = p.id and i.position = 0)`);
    expect(missingImages).toHaveLength(0);
  });

  it('has sold-out products, products with 1-5 left, and featured and trending ones', async () => {
    const rows = await database.db.select().from(products);
    expect(rows.filter((p) => p.stock === 0).length).toBeGreaterThan(0);
    expect(rows.filter((p) => p.stock >= 1 && p.stock <= 5).length).toBeGreaterThan(0);
    expect(rows.filter((p) => p.featured).length).toBeGreaterThanOrEqual(8);
    expect(rows.filter((p) => p.trending).length).toBeGreaterThanOrEqual(3);
    // One 'Initial stock' movement per product, or per variant for a product sold in versions.
    const movements = await rawRows<{ n: number }>(
      sql`select count(*)::int as n from inventory_movement where reason = 'Initial stock'`,
    );
    const variants = await database.db.select().from(productVariants);
    const plain = rows.filter((p) => p.options.length === 0).length;
    expect(movements[0]?.n).toBe(plain + variants.length);
  });

  it('sells a few products in versions, the product showing its cheapest and their stock', async () => {
    const rows = await database.db.select().from(products);
    const variants = await database.db.select().from(productVariants);
    const sold = rows.filter((p) => p.options.length > 0);
    expect(sold.length).toBeGreaterThanOrEqual(3);
    expect(sold.length).toBeLessThanOrEqual(5);
    const trainer = sold.find((p) => p.name === 'FMS Ranger 1220mm Trainer')!;
    const own = variants.filter((v) => v.productId === trainer.id);
    expect(own.map((v) => v.label)).toEqual(['Version: RTF', 'Version: BNF', 'Version: PNP']);
    expect(new Set(own.map((v) => v.pricePaise)).size).toBe(3);
    expect(trainer.priceVaries).toBe(true);
    for (const p of sold) {
      const of = variants.filter((v) => v.productId === p.id);
      expect(p.stock).toBe(of.reduce((n, v) => n + v.stock, 0));
      expect(p.pricePaise).toBe(Math.min(...of.map((v) => v.pricePaise)));
      for (const v of of) expect(v.stock).toBeLessThanOrEqual(14);
      expect(p.stock).toBeGreaterThan(0);
    }
  });

  it('marks the LiPo batteries as shipping by surface and sends none of them by express', async () => {
    const marked = await database.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.shipsBySurface, true));
    expect(marked.map((p) => p.name)).toContain('Tattu 2200mAh 3S 45C LiPo (XT60)');
    const [express] = await rawRows<{ n: number }>(sql`
      select count(*)::int as n from orders_order o
        join orders_item i on i.order_id = o.id
        join catalog_product p on p.id = i.product_id
       where o.shipping_method = 'express' and p.ships_by_surface`);
    expect(express?.n).toBe(0);
  });

  it('gives the demo customer orders in every status', async () => {
    const demoOrders = await database.db
      .select()
      .from(orders)
      .where(eq(orders.customerEmail, 'demo@propwash.in'));
    expect(new Set(demoOrders.map((o) => o.status))).toEqual(new Set(orderStatuses));
    for (const o of demoOrders.filter((o) => o.status === 'shipped' || o.status === 'delivered')) {
      expect(o.trackingNumber).toBeTruthy();
    }
    for (const o of demoOrders.filter((o) => o.status === 'cancelled'))
      expect(o.cancelReason).toBe('Cancelled by customer');
  });

  it('prices every order by the one rule: total = subtotal − discount + shipping + round off, GST included', async () => {
    const rows = await database.db.select().from(orders);
    expect(rows.length).toBeGreaterThan(20);
    for (const o of rows) {
      expect(o.totalPaise, o.orderNumber).toBe(
        o.subtotalPaise - o.discountPaise + o.shippingPaise + o.roundOffPaise,
      );
      expect(o.totalPaise % 100, o.orderNumber).toBe(0);
      expect(Math.abs(o.roundOffPaise), o.orderNumber).toBeLessThanOrEqual(50);
      expect(o.pricesIncludeTax, o.orderNumber).toBe(true);
      expect(o.cgstPaise + o.sgstPaise + o.igstPaise).toBe(o.taxPaise);
      expect(o.orderNumber).toMatch(/^PW-\d{4}-[2-9A-HJKMNP-Z]{5}$/);
    }
    const lines = await rawRows<{
      order_id: string;
      lines: number;
      discount: number;
      tax: number;
    }>(sql`
      select o.id as order_id, sum(i.line_total_paise)::int + o.shipping_paise + o.round_off_paise as lines, sum(i.discount_paise)::int as discount,
             sum(i.tax_paise)::int as tax
      from orders_order o join orders_item i on i.order_id = o.id group by o.id`);
    const byId = new Map(rows.map((o) => [o.id, o]));
    for (const l of lines) {
      const o = byId.get(l.order_id);
      expect(l.lines).toBe(o?.totalPaise);
      expect(l.discount).toBe(o?.discountPaise);
      expect(l.tax + (o?.shippingTaxPaise ?? 0)).toBe(o?.taxPaise);
    }
  });

  it('issues invoices from the shipping warehouse registration series for every order that was packed', async () => {
    const rows = await database.db
      .select({
        number: invoices.invoiceNumber,
        status: orders.status,
        warehouse: orders.warehouse,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId));
    expect(rows.length).toBeGreaterThan(0);
    const seriesOf: Record<string, string> = {
      'North Delhi': 'DL',
      'West Mumbai': 'MH',
      'South Bengaluru': 'PW',
      'East Kolkata': 'WB',
    };
    for (const r of rows) {
      expect(['pending', 'confirmed']).not.toContain(r.status);
      expect(r.number).toMatch(new RegExp(`^${seriesOf[r.warehouse]}/\\d{2}-\\d{2}/\\d{6}$`));
    }
    // Invoiced when packed (docs/decisions/invoice-timing.md): a confirmed order has none yet.
    const packed = await rawRows<{ n: number }>(
      sql`select count(distinct order_id)::int as n from orders_timeline where status = 'processing'`,
    );
    expect(rows.length).toBe(packed[0]?.n);
  });

  it('issues a receipt voucher for every order paid online, for its total', async () => {
    const rows = await rawRows<{ number: string; amount: number; total: number; tx: string }>(
      sql`select r.receipt_number as number, r.amount_paise as amount, o.total_paise as total,
        r.transaction_id as tx from orders_receipt r join orders_order o on o.id = r.order_id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.number).toMatch(/^RV\/\d{2}-\d{2}\/\d{6}$/);
      expect(r.amount).toBe(r.total);
      expect(r.tx).toMatch(/^pay_sim_/);
    }
    const paid = await rawRows<{ n: number }>(
      sql`select count(*)::int as n from orders_order where payment_method <> 'cod' and transaction_id is not null`,
    );
    expect(rows.length).toBe(paid[0]?.n);
  });

  it('records payments that match each order', async () => {
    const payRows = await rawRows<{
      method: string;
      provider: string;
      status: string;
      verified: boolean;
      amount: number;
      total: number;
      order_payment: string;
    }>(sql`
      select o.payment_method as method, p.provider, p.status, p.signature_verified as verified, p.amount_paise as amount,
             o.total_paise as total, o.payment_status as order_payment
      from payments_payment p join orders_order o on o.id = p.order_id`);
    for (const r of payRows) {
      expect(r.amount).toBe(r.total);
      expect(r.provider).toBe(r.method === 'cod' ? 'cod' : 'simulator');
      if (r.provider === 'simulator')
        expect(r.verified).toBe(r.status === 'paid' || r.status === 'refunded');
      if (r.status === 'paid') expect(r.order_payment).toBe('paid');
    }
  });

  it('sets rating and review count from the approved reviews exactly', async () => {
    const mismatches = await rawRows<{ id: string }>(sql`
      select p.id from catalog_product p
      left join (select product_id, count(*)::int as n, round(avg(rating)::numeric, 2) as avg
                 from reviews_review where status = 'approved' group by product_id) r on r.product_id = p.id
      where p.review_count <> coalesce(r.n, 0) or p.rating_avg <> coalesce(r.avg, 0)`);
    expect(mismatches).toHaveLength(0);
    const statuses = await rawRows<{ status: string }>(
      sql`select distinct status from reviews_review`,
    );
    expect(statuses.map((r) => r.status).sort()).toEqual(['approved', 'pending', 'rejected']);
  });

  it('sets sold counts from the seeded order items', async () => {
    const mismatches = await rawRows<{ id: string }>(sql`
      select p.id from catalog_product p
      where p.sold_count <> coalesce((select sum(i.quantity) from orders_item i join orders_order o on o.id = i.order_id
                                      where i.product_id = p.id and o.status <> 'cancelled'), 0)`);
    expect(mismatches).toHaveLength(0);
  });

  it('writes the settings, payment methods, coupons, banners and home design', async () => {
    const rows = await database.db.select().from(settings);
    expect(rows.map((r) => r.section).sort()).toEqual([...settingsSections].sort());
    for (const r of rows)
      expect(
        settingsSchemas[r.section as keyof typeof settingsSchemas].safeParse(r.value).success,
      ).toBe(true);
    const methods = await database.db
      .select()
      .from(paymentMethods)
      .orderBy(paymentMethods.sortOrder);
    expect(methods.map((m) => m.type)).toEqual([
      'cod',
      'card',
      'upi',
      'netbanking',
      'wallet',
      'emi',
    ]);
    const codes = await database.db.select().from(coupons);
    expect(codes.find((c) => c.code === 'WELCOME10')).toMatchObject({
      discountType: 'percentage',
      discountValue: 10,
      firstOrderOnly: true,
    });
    expect(codes.find((c) => c.code === 'FIRST10')).toMatchObject({ firstOrderOnly: true });
    const banners = await rawRows<{ position: string; n: number }>(
      sql`select position, count(*)::int as n from content_banner group by position`,
    );
    expect(Object.fromEntries(banners.map((b) => [b.position, b.n]))).toEqual({
      hero: 2,
      middle: 3,
      bottom: 1,
    });
    const home = await rawRows<{
      config: { featuredProducts: { count: number }; specialOffers: { offers: unknown[] } };
    }>(sql`select config from content_home_design where id = 'home'`);
    expect(home[0]?.config.featuredProducts.count).toBe(8);
    expect(home[0]?.config.specialOffers.offers).toHaveLength(3);
    const categoryImages = await database.db.select({ image: categories.image }).from(categories);
    for (const c of categoryImages)
      expect(c.image).toMatch(/^\/uploads\/categories\/[a-z-]+-320\.webp$/);
  });
});

describe('seeded specifications', () => {
  /** The shop's attributes as the product page and the admin's check read them. */
  function specReads() {
    const cache = createCache(60_000);
    const { allCategories } = createCategoryReads({ db: database.db, cache });
    return createSpecReads({ db: database.db, cache, allCategories });
  }

  it('writes the attributes of data/attributes.json, each on its categories in file order', async () => {
    const rows = await database.db.select().from(attributes);
    expect(rows.map((r) => r.key).sort()).toEqual(attributeData.map((a) => a.key).sort());
    const links = await database.db.select().from(categoryAttributes);
    expect(links).toHaveLength(attributeData.reduce((n, a) => n + a.categories.length, 0));
    // A subcategory has its parent's attributes first, then its own, each in file order.
    const [electric] = await rawRows<{ id: string }>(sql`
      select c.id from catalog_category c join catalog_category p on p.id = c.parent_id
       where p.slug = 'airplanes' and c.slug = 'electric'`);
    const defs = await specReads().attributesFor(electric!.id);
    expect(defs.map((d) => d.key)).toEqual([
      'build',
      'material',
      'power_source',
      'wingspan',
      'cells',
    ]);
  });

  it("gives every product and version only values its category's attributes take, as stored", async () => {
    const reads = specReads();
    const rows = await database.db
      .select({
        id: products.id,
        name: products.name,
        categoryId: products.categoryId,
        specs: products.specs,
      })
      .from(products);
    const variants = await database.db.select().from(productVariants);
    let withValues = 0;
    for (const p of rows) {
      const defs = await reads.attributesFor(p.categoryId);
      // checkedSpecValues throws on a key the category lacks or a value of the wrong type, and
      // answers a choice as the attribute spells it: equal means stored exactly as checked.
      expect(checkedSpecValues(defs, p.specs, p.name), p.name).toEqual(p.specs);
      for (const v of variants.filter((x) => x.productId === p.id)) {
        expect(checkedSpecValues(defs, v.specs, v.sku), v.sku).toEqual(v.specs);
        // A value that differs by version is on the versions, not also on the product.
        for (const key of Object.keys(v.specs))
          expect(p.specs, `${v.sku} ${key}`).not.toHaveProperty(key);
      }
      if (Object.keys(p.specs).length > 0) withValues += 1;
    }
    expect(withValues).toBeGreaterThanOrEqual(rows.length - 10);
    const tattu = rows.find((p) => p.name === 'Tattu 2200mAh 3S 45C LiPo (XT60)');
    expect(tattu?.specs).toMatchObject({
      cells: 3,
      capacity: 2200,
      c_rating: 45,
      connector: 'XT60',
    });
  });

  it('shows the Orange pack its capacity per version in the specifications table', async () => {
    const [orange] = await database.db
      .select()
      .from(products)
      .where(eq(products.name, 'Orange 3S 30C LiPo (XT60)'));
    const versions = await database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, orange!.id));
    const rows = await specReads().specRows(
      orange!.categoryId,
      orange!.specs,
      versions.map((v) => v.specs),
    );
    expect(rows.find((r) => r.key === 'capacity')?.display).toBe('2200 / 3300 / 5000 mAh');
    expect(rows.find((r) => r.key === 'cells')?.display).toBe('3S');
  });

  it("adds no attribute again and keeps the admin's edits when seeded again", async () => {
    const [cells] = await database.db.select().from(attributes).where(eq(attributes.key, 'cells'));
    const [turbine] = await rawRows<{ id: string }>(
      sql`select id from catalog_category where slug = 'turbine'`,
    );
    const [wingspan] = await database.db
      .select()
      .from(attributes)
      .where(eq(attributes.key, 'wingspan'));
    await database.db
      .update(attributes)
      .set({ name: 'Cell count' })
      .where(eq(attributes.id, cells!.id));
    await database.db
      .delete(categoryAttributes)
      .where(
        and(
          eq(categoryAttributes.attributeId, wingspan!.id),
          eq(categoryAttributes.categoryId, turbine!.id),
        ),
      );
    const before = await tableCounts();

    const seeded = await seedCategories(database.db, (path) => `/uploads/${path}.webp`);
    const created = await seedAttributes(database.db, seeded);

    expect(created.size).toBe(0);
    expect(await tableCounts()).toEqual(before);
    const [renamed] = await database.db
      .select()
      .from(attributes)
      .where(eq(attributes.id, cells!.id));
    expect(renamed?.name).toBe('Cell count');
    const turbineDefs = await specReads().attributesFor(turbine!.id);
    expect(turbineDefs.map((d) => d.key)).not.toContain('wingspan');
  });
});

describe('renderImages', () => {
  it('writes real WebP variants and keeps files that already exist', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'propwash-images-'));
    try {
      const storage = createLocalStorage(dir);
      const jobs = [
        productImageJob('products/TEST-1/1', 'plane', 'TEST-1', 1, [320, 640]),
        productImageJob('products/TEST-2/1', 'battery', 'TEST-2', 2, [320]),
      ];
      const firstRun = await renderImages(storage, jobs);
      expect(firstRun.rendered).toBe(2);
      for (const file of [
        'products/TEST-1/1-320.webp',
        'products/TEST-1/1-640.webp',
        'products/TEST-2/1-320.webp',
      ]) {
        const bytes = await readFile(path.join(dir, file));
        expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
        expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
      }
      expect(firstRun.bytes.get('products/TEST-1/1')).toBeGreaterThan(0);
      const secondRun = await renderImages(storage, jobs);
      expect(secondRun.rendered).toBe(0);
      expect(secondRun.bytes).toEqual(firstRun.bytes);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
