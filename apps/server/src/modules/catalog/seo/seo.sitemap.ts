import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../platform/db.ts';
import { categories, products } from '../catalog.tables.ts';

/** Sitemaps hold at most 50,000 URLs each (sitemaps.org). */
export const SITEMAP_PAGE_SIZE = 50_000;

/** What the sitemaps list: enabled categories and active products, read in pages. */
export function createSitemapReads(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** Enabled categories (under enabled parents) as storefront paths, for the sitemap. */
    async sitemapCategories(): Promise<{ path: string; updatedAt: Date }[]> {
      const rows = await db
        .select({
          id: categories.id,
          parentId: categories.parentId,
          slug: categories.slug,
          enabled: categories.enabled,
          updatedAt: categories.updatedAt,
        })
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.name));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return rows.flatMap((r) => {
        const parent = r.parentId ? byId.get(r.parentId) : undefined;
        if (!r.enabled || (r.parentId && !parent?.enabled)) return [];
        const path = parent ? `/category/${parent.slug}/${r.slug}` : `/category/${r.slug}`;
        return [{ path, updatedAt: r.updatedAt }];
      });
    },

    async countActiveProducts(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(products)
        .where(eq(products.isActive, true));
      return row?.n ?? 0;
    },

    /** Active products of one sitemap page (1-based), read in id order in chunks. */
    async *sitemapProducts(
      page: number,
    ): AsyncGenerator<{ id: string; slug: string; updatedAt: Date }[]> {
      const chunk = 5_000;
      let emitted = 0;
      let after: string | null = null;
      while (emitted < SITEMAP_PAGE_SIZE) {
        const size = Math.min(chunk, SITEMAP_PAGE_SIZE - emitted);
        const rows: { id: string; slug: string; updatedAt: Date }[] = await db
          .select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt })
          .from(products)
          .where(and(eq(products.isActive, true), after ? gt(products.id, after) : undefined))
          .orderBy(asc(products.id))
          .limit(size)
          .offset(after ? 0 : (page - 1) * SITEMAP_PAGE_SIZE);
        if (rows.length === 0) return;
        yield rows;
        emitted += rows.length;
        after = rows[rows.length - 1]!.id;
        if (rows.length < size) return;
      }
    },
  };
}
