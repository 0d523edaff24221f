import { asc, eq, sql } from 'drizzle-orm';
import type { ProductCard } from '@propwash/domain/catalog/schemas';
import {
  homeDesignDefaults,
  homeDesignFrom,
  homeDesignImages,
} from '@propwash/domain/content/home-design';
import type {
  Banner,
  BannerBody,
  HomeDesign,
  HomeDesignBody,
} from '@propwash/domain/content/schemas';
import { diffRecords } from '@propwash/domain/audit/diff';
import { AppError } from '../../platform/app-error.ts';
import { auditEntryOf, type AuditActor, type AuditTrail } from '../../platform/audit.ts';
import type { Cache } from '../../platform/cache.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { banners, homeDesigns } from './content.tables.ts';

type BannerRow = typeof banners.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const bannerNotFound = () => new AppError('NOT_FOUND', 'Banner not found');
const rank = { hero: 0, middle: 1, bottom: 2 } as const;
const HOME_ID = 'home';
const HOME_KEY = 'content:home';
// Under the catalog's prefix on purpose: catalog.invalidateListings() (price, stock, flags and
// visibility changes) drops the home grid's cards with the other product rows it caches.
const HOME_GRID_KEY = 'catalog:home-grid:';

function toBanner(r: BannerRow): Banner {
  return {
    id: r.id,
    position: r.position,
    image: r.image,
    title: r.title,
    subtitle: r.subtitle,
    description: r.description,
    buttonText: r.buttonText,
    link: r.link,
    backgroundColor: r.backgroundColor,
    textColor: r.textColor,
    order: r.sortOrder,
    enabled: r.enabled,
  };
}

export function createContentService(deps: {
  db: Db;
  cache: Cache;
  /** Whether a URL names an image this shop stored (banner images must). */
  isOwnImageUrl: (url: string) => boolean;
  /** The home grid's products: cards of products on sale, and the featured fill. */
  catalog: {
    productsForCart(ids: string[]): Promise<ProductCard[]>;
    featuredProducts(limit: number): Promise<ProductCard[]>;
  };
  /** Admin writes are recorded in the audit log (platform/audit.ts). */
  audit: AuditTrail;
}) {
  const { db, cache } = deps;

  /** `keep`: the banner's current image, which may stay even if it is not an upload (seeded). */
  function values(body: BannerBody, keep?: string) {
    if (body.image !== keep && !deps.isOwnImageUrl(body.image)) {
      throw new AppError('VALIDATION_FAILED', 'Please upload the banner image to the shop');
    }
    const { order, ...rest } = body;
    return { ...rest, sortOrder: order, updatedAt: new Date() };
  }

  async function readHomeDesign(q: Db | Tx = db): Promise<HomeDesign> {
    const [row] = await q.select().from(homeDesigns).where(eq(homeDesigns.id, HOME_ID));
    return homeDesignFrom(row?.config, row?.updatedAt ?? null);
  }

  /** The home page design: what an admin saved, read over the defaults (cached). */
  const homeDesign = (): Promise<HomeDesign> => cache.get(HOME_KEY, readHomeDesign);

  /** The home design's audit entry: its sections before → after (docs/decisions/audit-log.md). */
  async function recordHome(tx: Tx, actor: AuditActor, before: HomeDesign) {
    const after = await readHomeDesign(tx);
    const changes = diffRecords(before, after);
    if (Object.keys(changes).length === 0) return;
    await deps.audit.record(tx, {
      actor,
      kind: 'home_design',
      recordId: HOME_ID,
      recordLabel: 'Home page design',
      action: 'update',
      changes,
    });
  }

  const bannerEntry = auditEntryOf<BannerRow>('banner', (b) => b.title || 'Banner', {
    skip: ['id'],
  });

  function homeChanged() {
    cache.invalidate(HOME_KEY);
    cache.invalidate(HOME_GRID_KEY);
  }

  return {
    homeDesign,

    /**
     * Replaces the home design. Images must be this shop's uploads or already in the design (the
     * seed's art); picked products that are not on sale (unknown, hidden, deleted) are dropped.
     */
    async saveHomeDesign(body: HomeDesignBody, actor: { id: string }): Promise<HomeDesign> {
      const kept = new Set(homeDesignImages(await readHomeDesign()));
      for (const url of homeDesignImages(body)) {
        if (!kept.has(url) && !deps.isOwnImageUrl(url)) {
          throw new AppError('VALIDATION_FAILED', 'Please upload the home page images to the shop');
        }
      }
      const picked = body.featuredProducts.selectedProducts;
      const onSale = new Set((await deps.catalog.productsForCart(picked)).map((p) => p.id));
      const config = {
        ...body,
        featuredProducts: {
          ...body.featuredProducts,
          selectedProducts: picked.filter((id) => onSale.has(id)),
        },
      };
      const now = new Date();
      await db.transaction(async (tx) => {
        const before = await readHomeDesign(tx);
        await tx
          .insert(homeDesigns)
          .values({ id: HOME_ID, config, updatedBy: actor.id, updatedAt: now })
          .onConflictDoUpdate({
            target: homeDesigns.id,
            set: { config, updatedBy: actor.id, updatedAt: now },
          });
        await recordHome(tx, actor, before);
      });
      homeChanged();
      return homeDesignFrom(config, now);
    },

    /**
     * The home grid: the designer's picks in their order (those still on sale), topped up with
     * featured products to the saved count; featured products alone when nothing is picked.
     */
    async homeFeaturedProducts(): Promise<ProductCard[]> {
      const { count, selectedProducts } = (await homeDesign()).featuredProducts;
      return cache.get(`${HOME_GRID_KEY}${count}:${selectedProducts.join(',')}`, async () => {
        const cards = selectedProducts.length
          ? await deps.catalog.productsForCart(selectedProducts)
          : [];
        const byId = new Map(cards.map((c) => [c.id, c]));
        const picks = selectedProducts.flatMap((id) => byId.get(id) ?? []).slice(0, count);
        if (picks.length >= count) return picks;
        const fill = await deps.catalog.featuredProducts(count + picks.length);
        const fresh = fill.filter((c) => !byId.has(c.id));
        return [...picks, ...fresh].slice(0, count);
      });
    },

    /** The featured count lives in the home design (docs/decisions/home-page-designer.md: one setting). */
    async featuredCount(): Promise<number> {
      return (await homeDesign()).featuredProducts.count;
    },

    /**
     * Sets only featuredProducts.count, in one statement, so a design saved at the same moment
     * keeps its other fields.
     */
    async setFeaturedCount(value: number, actor: { id: string }): Promise<number> {
      const fresh = {
        ...homeDesignDefaults,
        featuredProducts: { ...homeDesignDefaults.featuredProducts, count: value },
      };
      await db.transaction(async (tx) => {
        const before = await readHomeDesign(tx);
        await tx
          .insert(homeDesigns)
          .values({ id: HOME_ID, config: fresh, updatedBy: actor.id })
          .onConflictDoUpdate({
            target: homeDesigns.id,
            set: {
              config: sql`jsonb_set(
              case when jsonb_typeof(${homeDesigns.config} -> 'featuredProducts') = 'object'
                   then ${homeDesigns.config}
                   else jsonb_set(${homeDesigns.config}, '{featuredProducts}', ${JSON.stringify(fresh.featuredProducts)}::jsonb) end,
              '{featuredProducts,count}', to_jsonb(${value}::int))`,
              updatedBy: actor.id,
              updatedAt: new Date(),
            },
          });
        await recordHome(tx, actor, before);
      });
      homeChanged();
      return value;
    },

    /** Enabled banners, hero first, each position in its configured order. */
    async listBanners(): Promise<Banner[]> {
      return cache.get('content:banners', async () => {
        const rows = await db
          .select()
          .from(banners)
          .where(eq(banners.enabled, true))
          .orderBy(asc(banners.position), asc(banners.sortOrder), asc(banners.createdAt));
        return rows.map(toBanner).sort((a, b) => rank[a.position] - rank[b.position]);
      });
    },

    /** Admin: every banner, disabled ones too, in the storefront's order. */
    async listAllBanners(): Promise<Banner[]> {
      const rows = await db
        .select()
        .from(banners)
        .orderBy(asc(banners.sortOrder), asc(banners.createdAt));
      return rows.map(toBanner).sort((a, b) => rank[a.position] - rank[b.position]);
    },

    async createBanner(body: BannerBody, actor: AuditActor): Promise<Banner> {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx.insert(banners).values(values(body)).returning();
        await deps.audit.record(tx, bannerEntry(actor, 'create', null, created!));
        return created;
      });
      cache.invalidate('content:banners');
      return toBanner(row!);
    },

    async updateBanner(id: string, body: BannerBody, actor: AuditActor): Promise<Banner> {
      if (!UUID.test(id)) throw bannerNotFound();
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
        if (!current) throw bannerNotFound();
        const [updated] = await tx
          .update(banners)
          .set(values(body, current.image))
          .where(eq(banners.id, id))
          .returning();
        if (!updated) throw bannerNotFound();
        const logged = bannerEntry(actor, 'update', current, updated);
        if (Object.keys(logged.changes).length > 0) await deps.audit.record(tx, logged);
        return updated;
      });
      cache.invalidate('content:banners');
      return toBanner(row);
    },

    async deleteBanner(id: string, actor: AuditActor): Promise<void> {
      if (!UUID.test(id)) throw bannerNotFound();
      await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(banners).where(eq(banners.id, id)).returning();
        if (!deleted) throw bannerNotFound();
        await deps.audit.record(tx, bannerEntry(actor, 'delete', deleted, null));
      });
      cache.invalidate('content:banners');
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
