import { asc, eq } from 'drizzle-orm';
import type { Banner, BannerBody } from '@propwash/domain/content/schemas';
import { AppError } from '../../platform/app-error.ts';
import type { Cache } from '../../platform/cache.ts';
import type { Db } from '../../platform/db.ts';
import { banners } from './content.tables.ts';

type BannerRow = typeof banners.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const bannerNotFound = () => new AppError('NOT_FOUND', 'Banner not found');
const rank = { hero: 0, middle: 1, bottom: 2 } as const;

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
}) {
  const { db, cache } = deps;

  function values(body: BannerBody) {
    if (!deps.isOwnImageUrl(body.image)) {
      throw new AppError('VALIDATION_FAILED', 'Please upload the banner image to the shop');
    }
    const { order, ...rest } = body;
    return { ...rest, sortOrder: order, updatedAt: new Date() };
  }

  return {
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

    async createBanner(body: BannerBody): Promise<Banner> {
      const [row] = await db.insert(banners).values(values(body)).returning();
      cache.invalidate('content:banners');
      return toBanner(row!);
    },

    async updateBanner(id: string, body: BannerBody): Promise<Banner> {
      if (!UUID.test(id)) throw bannerNotFound();
      const [row] = await db
        .update(banners)
        .set(values(body))
        .where(eq(banners.id, id))
        .returning();
      if (!row) throw bannerNotFound();
      cache.invalidate('content:banners');
      return toBanner(row);
    },

    async deleteBanner(id: string): Promise<void> {
      if (!UUID.test(id)) throw bannerNotFound();
      const deleted = await db
        .delete(banners)
        .where(eq(banners.id, id))
        .returning({ id: banners.id });
      if (deleted.length === 0) throw bannerNotFound();
      cache.invalidate('content:banners');
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
