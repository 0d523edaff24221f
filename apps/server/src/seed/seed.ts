import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db.ts';
import type { Storage } from '../platform/storage.ts';
import { seedAttributes } from './attributes.ts';
import { productImageKey, seedProducts } from './catalog.ts';
import {
  categoryImageKey,
  flattenCategories,
  seedCategories,
  type SeededCategory,
} from './categories.ts';
import {
  bannerImageJobs,
  seedBanners,
  seedCoupons,
  seedHomeDesign,
  seedPaymentMethods,
  seedSettings,
} from './content.ts';
import { seedProductFits } from './fits.ts';
import { productImageJob, renderImages, type ImageJob } from './images.ts';
import { planOrders } from './order-plan.ts';
import { loadCoupons, seedOrders } from './orders.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureAdmin, seedCustomers } from './people.ts';
import { buildProductSeeds } from './products.ts';
import { seedVocabulary } from './vocabulary.ts';
import { seedQuestions, seedReviews } from './reviews.ts';

export type SeedResult = {
  admin: { email: string; generatedPassword: string | null; created: boolean };
  demoCustomer: { email: string; password: string };
  createdCatalog: boolean;
};

/**
 * Fills a migrated database with the demo shop: settings, payment methods, coupons, categories,
 * specification attributes, products with their specifications and images, banners, home
 * design, the admin, customers with orders, reviews and questions. Idempotent: rows are keyed by
 * SKU, slug, key, code, type, section and email, and the history (orders, reviews, questions) is
 * written only with the customers it belongs to, so a second run writes nothing. The database
 * work is one transaction; images render beside it.
 */
export async function seedDatabase(
  deps: { db: Db; storage: Storage; log: (msg: string) => void },
  opts: { adminEmail: string; adminPassword?: string; images?: boolean },
): Promise<SeedResult> {
  const { db, storage, log } = deps;
  const started = performance.now();
  const now = new Date();

  const jobs = opts.images === false ? [] : imageJobs();
  // On local disk the pictures need nothing from the database, so they render on the thread pool
  // while the (single-threaded) database work runs; S3 waits to learn which rows are new.
  const early = jobs.length > 0 && storage.kind === 'local' ? renderImages(storage, jobs) : null;
  // Handled now so a failed transaction leaves no unhandled rejection; awaited below.
  early?.catch(() => undefined);

  const seeded = await db
    .transaction(async (tx) => {
      await seedSettings(tx);
      await seedPaymentMethods(tx);
      await seedCoupons(tx, now);
      const categories = await seedCategories(tx, (path) =>
        storage.publicUrl(`${categoryImageKey(path)}-320.webp`),
      );
      await seedVocabulary(tx);
      await seedAttributes(tx, categories);
      const catalog = await seedProducts(tx, categories, now);
      await seedProductFits(tx, catalog);
      const bannersCreated = await seedBanners(tx, storage);
      await seedHomeDesign(tx, storage);
      const admin = await ensureAdmin(tx, opts, log);
      const customers = await seedCustomers(tx, now);
      const coupons = await loadCoupons(tx);
      const plans = planOrders({
        customers: customers.created,
        products: catalog.products,
        coupons,
        now,
      });
      const couponIds = new Map([...coupons].map(([code, c]) => [code, c.id]));
      const orderCount = await seedOrders(tx, { plans, adminId: admin.id, storage, couponIds });
      const reviewCount = await seedReviews(tx, {
        customers: customers.created,
        products: catalog.products,
        plans,
        now,
      });
      const questionCount = await seedQuestions(tx, {
        customers: customers.created,
        products: catalog.products,
        adminId: admin.id,
        now,
      });
      return {
        categories,
        catalog,
        bannersCreated,
        admin,
        customerCount: customers.created.length,
        orderCount,
        reviewCount,
        questionCount,
      };
    })
    .catch(async (error: unknown) => {
      await early?.catch(() => undefined);
      throw error;
    });
  const dbMs = performance.now() - started;

  let imageNote = 'images skipped';
  if (jobs.length > 0) {
    const fresh = freshImageKeys(seeded.catalog.created, seeded.categories, seeded.bannersCreated);
    const { bytes, rendered } = await (early ??
      renderImages(storage, jobs, { skip: (job) => !fresh.has(job.key) }));
    await recordImageBytes(db, bytes);
    imageNote = `${rendered} images rendered`;
  }

  const { catalog, admin } = seeded;
  log(
    `${catalog.products.length} products (${catalog.created.size} new), ${seeded.customerCount} new customers, ` +
      `${seeded.orderCount} orders, ${seeded.reviewCount} reviews, ${seeded.questionCount} questions; ` +
      `database ${(dbMs / 1000).toFixed(1)} s, ${imageNote}; total ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // Passwords are returned, not logged: the caller prints the generated one exactly once.
  if (admin.created) log(`admin ${admin.email} created`);

  return {
    admin: {
      email: admin.email,
      generatedPassword: admin.generatedPassword,
      created: admin.created,
    },
    demoCustomer: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    createdCatalog: catalog.created.size > 0,
  };
}

/** Every picture the demo shop uses, decided from the seed data alone. */
function imageJobs(): ImageJob[] {
  return [
    ...buildProductSeeds().flatMap((p) =>
      Array.from({ length: p.imageCount }, (_, i) =>
        productImageJob(productImageKey(p.sku, i + 1), p.drawing, p.sku, i + 1),
      ),
    ),
    ...flattenCategories().map((c) =>
      productImageJob(categoryImageKey(c.path), c.seed.drawing, c.path, 1, [320]),
    ),
    ...bannerImageJobs(),
  ];
}

/** Image keys of the rows written in this run (the ones that need pictures on S3). */
function freshImageKeys(
  createdSkus: Set<string>,
  categories: Map<string, SeededCategory>,
  bannersCreated: boolean,
): Set<string> {
  const keys = buildProductSeeds()
    .filter((p) => createdSkus.has(p.sku))
    .flatMap((p) => Array.from({ length: p.imageCount }, (_, i) => productImageKey(p.sku, i + 1)));
  for (const c of categories.values()) if (c.created) keys.push(categoryImageKey(c.path));
  if (bannersCreated) keys.push(...bannerImageJobs().map((j) => j.key));
  return new Set(keys);
}

/** Fills in the byte size of product images rendered after their rows were written. */
async function recordImageBytes(db: Db, bytes: Map<string, number>): Promise<void> {
  const entries = [...bytes].filter(([key]) => key.startsWith('products/'));
  if (entries.length === 0) return;
  const values = sql.join(
    entries.map(([key, size]) => sql`(${key}, ${size}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update catalog_product_image as i set bytes = v.bytes from (values ${values}) as v(key, bytes) where i.key = v.key and i.bytes = 0`,
  );
}
