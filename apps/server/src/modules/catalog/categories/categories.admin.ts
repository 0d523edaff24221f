import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type {
  AdminCategory,
  CreateCategoryBody,
  UpdateCategoryBody,
} from '@propwash/domain/catalog/admin-category-schemas';
import { diffRecords } from '@propwash/domain/audit/diff';
import { AppError } from '../../../platform/app-error.ts';
import type { AuditActor, AuditTrail } from '../../../platform/audit.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import type { CatalogService } from '../catalog.service.ts';
import { categories, products } from '../catalog.tables.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type CategoryRow = typeof categories.$inferSelect;

const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');

/**
 * Categories as a two-level tree (a top-level category and its subcategories, as the storefront's
 * /category/:slug/:sub pages show them). Every write clears the storefront's caches.
 */
export function createCategoriesAdminService(deps: {
  db: Db;
  catalog: Pick<CatalogService, 'invalidateListings'>;
  audit: AuditTrail;
}) {
  const { db, catalog, audit } = deps;
  // What a category's audit entry compares (docs/decisions/audit-log.md).
  const fields = [
    'name',
    'slug',
    'parentId',
    'icon',
    'image',
    'description',
    'enabled',
    'sortOrder',
  ];

  async function find(id: string, tx: Db | Tx = db): Promise<CategoryRow> {
    const [row] = UUID.test(id)
      ? await tx.select().from(categories).where(eq(categories.id, id))
      : [];
    if (!row) throw new AppError('NOT_FOUND', 'Category not found');
    return row;
  }

  /** The parent must be a top-level category other than the category itself. */
  async function checkParent(parentId: string | null, self?: CategoryRow): Promise<void> {
    if (!parentId) return;
    if (self && parentId === self.id)
      throw new AppError('VALIDATION_FAILED', 'A category cannot be its own parent');
    const parent = UUID.test(parentId)
      ? (await db.select().from(categories).where(eq(categories.id, parentId)))[0]
      : undefined;
    if (!parent) throw new AppError('VALIDATION_FAILED', 'Unknown parent category');
    if (parent.parentId)
      throw new AppError(
        'VALIDATION_FAILED',
        `"${parent.name}" is a subcategory: subcategories cannot have subcategories of their own`,
      );
    if (self) {
      const [child] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.parentId, self.id))
        .limit(1);
      if (child)
        throw new AppError(
          'VALIDATION_FAILED',
          `"${self.name}" has subcategories, so it cannot be moved under another category`,
        );
    }
  }

  async function checkSlugFree(slug: string, parentId: string | null, exceptId?: string) {
    const [other] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          eq(categories.slug, slug),
          parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId),
          exceptId ? ne(categories.id, exceptId) : undefined,
        ),
      );
    if (other)
      throw new AppError(
        'CONFLICT',
        parentId
          ? `Another subcategory of this category already uses the slug "${slug}"`
          : `Another top-level category already uses the slug "${slug}"`,
      );
  }

  /** Products search by their category's name (and its parent's): keep that text in step. */
  async function refreshKeywords(tx: Tx, categoryIds: string[]) {
    if (categoryIds.length === 0) return;
    await tx.execute(sql`
      update catalog_product p
      set search_keywords = concat_ws(' ', c.name, parent.name)
      from catalog_category c
      left join catalog_category parent on parent.id = c.parent_id
      where p.category_id = c.id and c.id in (${sql.join(
        categoryIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
  }

  return {
    /** Every category, disabled ones too, with product and subcategory counts. */
    async listAll(): Promise<AdminCategory[]> {
      const [rows, counts] = await Promise.all([
        db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)),
        db
          .select({ categoryId: products.categoryId, n: sql<number>`count(*)::int` })
          .from(products)
          .where(isNull(products.deletedAt))
          .groupBy(products.categoryId),
      ]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const productCount = new Map(counts.map((c) => [c.categoryId, Number(c.n)]));
      return rows.map((r) => {
        const parent = r.parentId ? byId.get(r.parentId) : undefined;
        return {
          id: r.id,
          name: r.name,
          slug: r.slug,
          path: parent ? `${parent.slug}/${r.slug}` : r.slug,
          parentId: r.parentId,
          icon: r.icon,
          image: r.image,
          description: r.description,
          enabled: r.enabled,
          returnable: r.returnable,
          sortOrder: r.sortOrder,
          productCount: productCount.get(r.id) ?? 0,
          childCount: rows.filter((c) => c.parentId === r.id).length,
        };
      });
    },

    async create(body: CreateCategoryBody, actor: AuditActor): Promise<string> {
      const slug = body.slug ?? slugify(body.name);
      if (!slug)
        throw new AppError(
          'VALIDATION_FAILED',
          'Please enter a slug (letters or digits) for this category',
        );
      const parentId = body.parentId ?? null;
      await checkParent(parentId);
      await checkSlugFree(slug, parentId);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(categories)
          .values({
            name: body.name,
            slug,
            parentId,
            icon: body.icon || 'fas fa-tag',
            image: body.image || null,
            description: body.description ?? '',
            enabled: body.enabled ?? true,
            returnable: body.returnable ?? true,
            sortOrder: body.sortOrder ?? 0,
          })
          .returning();
        await audit.record(tx, {
          actor,
          kind: 'category',
          recordId: created!.id,
          recordLabel: created!.name,
          action: 'create',
          changes: diffRecords(null, created, { only: fields }),
        });
        return created;
      });
      catalog.invalidateListings();
      return row!.id;
    },

    async update(id: string, body: UpdateCategoryBody, actor: AuditActor): Promise<void> {
      const current = await find(id);
      const parentId = body.parentId !== undefined ? body.parentId : current.parentId;
      if (body.parentId !== undefined && body.parentId !== current.parentId)
        await checkParent(parentId, current);
      const slug = body.slug ?? current.slug;
      if (slug !== current.slug || parentId !== current.parentId)
        await checkSlugFree(slug, parentId, id);
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(categories)
          .set({
            name: body.name ?? current.name,
            slug,
            parentId,
            ...(body.icon !== undefined && { icon: body.icon || 'fas fa-tag' }),
            ...(body.image !== undefined && { image: body.image || null }),
            ...(body.description !== undefined && { description: body.description }),
            ...(body.enabled !== undefined && { enabled: body.enabled }),
            ...(body.returnable !== undefined && { returnable: body.returnable }),
            ...(body.sortOrder !== undefined && { sortOrder: body.sortOrder }),
            updatedAt: new Date(),
          })
          .where(eq(categories.id, id))
          .returning();
        const changes = diffRecords(current, updated, { only: fields });
        if (Object.keys(changes).length > 0)
          await audit.record(tx, {
            actor,
            kind: 'category',
            recordId: id,
            recordLabel: updated!.name,
            action: 'update',
            changes,
          });
        if ((body.name && body.name !== current.name) || parentId !== current.parentId) {
          const children = await tx
            .select({ id: categories.id })
            .from(categories)
            .where(eq(categories.parentId, id));
          await refreshKeywords(tx, [id, ...children.map((c) => c.id)]);
        }
      });
      catalog.invalidateListings();
    },

    /**
     * Deletes a category nothing uses. Products in it (or subcategories under it) must move
     * first; products the admin already deleted go with it (their orders keep their own copy).
     */
    async remove(id: string, actor: AuditActor): Promise<void> {
      const current = await find(id);
      const [children, [{ n: productCount } = { n: 0 }]] = await Promise.all([
        db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id)),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(products)
          .where(and(eq(products.categoryId, id), isNull(products.deletedAt))),
      ]);
      if (Number(productCount) > 0) {
        const n = Number(productCount);
        throw new AppError(
          'CONFLICT',
          `Cannot delete "${current.name}": ${n} product${n === 1 ? ' uses' : 's use'} the category "${current.slug}". Move ${n === 1 ? 'it' : 'them'} to another category first, or disable the category instead.`,
          { details: { productCount: n } },
        );
      }
      if (children.length > 0)
        throw new AppError(
          'CONFLICT',
          `Cannot delete "${current.name}": it has ${children.length} subcategor${children.length === 1 ? 'y' : 'ies'}. Delete or move ${children.length === 1 ? 'it' : 'them'} first.`,
        );
      await db.transaction(async (tx) => {
        const gone = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.categoryId, id));
        if (gone.length)
          await tx.delete(products).where(
            inArray(
              products.id,
              gone.map((p) => p.id),
            ),
          );
        await tx.delete(categories).where(eq(categories.id, id));
        await audit.record(tx, {
          actor,
          kind: 'category',
          recordId: id,
          recordLabel: current.name,
          action: 'delete',
          changes: diffRecords(current, null, { only: fields }),
        });
      });
      catalog.invalidateListings();
    },

    find: (id: string) => find(id),
  };
}
export type CategoriesAdminService = ReturnType<typeof createCategoriesAdminService>;
