import { asc } from 'drizzle-orm';
import type { Category } from '@propwash/domain/catalog/schemas';
import type { Cache } from '../../../platform/cache.ts';
import type { Db } from '../../../platform/db.ts';
import { categories, categoryAliases } from '../catalog.tables.ts';

/** The category tree and its aliases as the storefront reads them (cached under 'catalog:'). */
export function createCategoryReads(deps: { db: Db; cache: Cache }) {
  const { db, cache } = deps;

  async function allCategories(): Promise<Category[]> {
    return cache.get('catalog:categories', async () => {
      const rows = await db
        .select()
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.name));
      const slugById = new Map(rows.map((r) => [r.id, r.slug]));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        slug: r.slug,
        parentId: r.parentId,
        parentSlug: r.parentId ? (slugById.get(r.parentId) ?? null) : null,
        icon: r.icon,
        image: r.image,
        description: r.description,
        enabled: r.enabled,
        sortOrder: r.sortOrder,
      }));
    });
  }

  async function aliases(): Promise<Map<string, string>> {
    return cache.get('catalog:aliases', async () => {
      const rows = await db.select().from(categoryAliases);
      return new Map(rows.map((r) => [r.alias, r.categoryId]));
    });
  }

  /**
   * The category a filter names and every category beneath it; unknown gives an empty list.
   * 'airplanes/propellers' is a child under its parent; a bare slug is the top-level category
   * (or an alias), and only when there is none, the subcategories of that slug (older links).
   */
  async function categoryIdsFor(filter: string): Promise<string[]> {
    const cats = (await allCategories()).filter((c) => c.enabled);
    const [first = '', childSlug] = filter.split('/');
    const aliasTarget = (await aliases()).get(first);
    const top = cats.find((c) => c.parentId === null && (c.slug === first || c.id === aliasTarget));
    let roots: Category[];
    if (childSlug !== undefined) {
      roots = cats.filter((c) => top && c.parentId === top.id && c.slug === childSlug);
    } else if (top) {
      roots = [top];
    } else {
      roots = cats.filter((c) => c.slug === first || c.id === aliasTarget);
    }
    const ids = new Set(roots.map((c) => c.id));
    let grew = true;
    while (grew) {
      grew = false;
      for (const c of cats) {
        if (c.parentId && ids.has(c.parentId) && !ids.has(c.id)) {
          ids.add(c.id);
          grew = true;
        }
      }
    }
    return [...ids];
  }

  return { allCategories, categoryIdsFor, aliases };
}
