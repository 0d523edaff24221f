import { asc, eq } from 'drizzle-orm';
import type { Banner } from '@propwash/domain/content/schemas';
import type { Cache } from '../../platform/cache.ts';
import type { Db } from '../../platform/db.ts';
import { banners } from './content.tables.ts';

export function createContentService(deps: { db: Db; cache: Cache }) {
  const { db, cache } = deps;
  return {
    /** Enabled banners, hero first, each position in its configured order. */
    async listBanners(): Promise<Banner[]> {
      return cache.get('content:banners', async () => {
        const rows = await db
          .select()
          .from(banners)
          .where(eq(banners.enabled, true))
          .orderBy(asc(banners.position), asc(banners.sortOrder), asc(banners.createdAt));
        const rank = { hero: 0, middle: 1, bottom: 2 } as const;
        return rows
          .map((r) => ({
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
          }))
          .sort((a, b) => rank[a.position] - rank[b.position]);
      });
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
