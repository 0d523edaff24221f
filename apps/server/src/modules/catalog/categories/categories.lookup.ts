import { eq } from 'drizzle-orm';
import { AppError } from '../../../platform/app-error.ts';
import type { Db } from '../../../platform/db.ts';
import { UUID } from '../catalog.sql.ts';
import { categories, categoryAliases } from '../catalog.tables.ts';

export type CategoryRow = typeof categories.$inferSelect;

/** How admin product calls name categories: by id, slug, 'parent/child' path or alias. */
export function createAdminCategoryLookup(deps: { db: Db }) {
  const { db } = deps;

  async function allCategories(): Promise<CategoryRow[]> {
    return db.select().from(categories);
  }

  function pathOf(cat: CategoryRow, byId: Map<string, CategoryRow>): string {
    const parent = cat.parentId ? byId.get(cat.parentId) : undefined;
    return parent ? `${parent.slug}/${cat.slug}` : cat.slug;
  }

  /** A category named by id, 'slug', 'parent/child' or an alias ('planes'); else 400. */
  async function resolveCategory(ref: string, cats: CategoryRow[]): Promise<CategoryRow> {
    const byId = new Map(cats.map((c) => [c.id, c]));
    let found = UUID.test(ref) ? byId.get(ref.toLowerCase()) : undefined;
    if (!found) {
      const [first = '', child] = ref.split('/');
      const tops = cats.filter((c) => c.parentId === null);
      let top = tops.find((c) => c.slug === first);
      if (!top) {
        const [alias] = await db
          .select()
          .from(categoryAliases)
          .where(eq(categoryAliases.alias, first));
        top = alias ? byId.get(alias.categoryId) : undefined;
      }
      if (child !== undefined) {
        found = cats.find((c) => top && c.parentId === top.id && c.slug === child);
      } else {
        found = top ?? cats.filter((c) => c.slug === first).at(0);
      }
    }
    if (!found)
      throw new AppError('VALIDATION_FAILED', `Unknown category: ${ref}`, {
        details: { issues: [{ field: 'category', message: `Unknown category: ${ref}` }] },
      });
    return found;
  }

  function keywordsFor(cat: CategoryRow, byId: Map<string, CategoryRow>): string {
    const parent = cat.parentId ? byId.get(cat.parentId) : undefined;
    return [cat.name, parent?.name].filter(Boolean).join(' ');
  }

  return { allCategories, pathOf, resolveCategory, keywordsFor };
}
export type AdminCategoryLookup = ReturnType<typeof createAdminCategoryLookup>;
