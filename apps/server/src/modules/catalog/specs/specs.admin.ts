import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  AttributeList,
  CategoryAttributes,
} from '@propwash/domain/catalog/admin-attribute-schemas';
import type { Attribute, AttributeInput } from '@propwash/domain/catalog/specs';
import { diffRecords } from '@propwash/domain/audit/diff';
import { AppError } from '../../../platform/app-error.ts';
import type { AuditActor, AuditTrail } from '../../../platform/audit.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { isUniqueViolation } from '../../../platform/pg-errors.ts';
import type { CatalogService } from '../catalog.service.ts';
import { UUID } from '../catalog.sql.ts';
import { attributes, categoryAttributes, products, productVariants } from '../catalog.tables.ts';
import { createAdminCategoryLookup, type CategoryRow } from '../categories/categories.lookup.ts';

// The admin's specification attributes (docs/decisions/specifications.md): define, change and
// delete them, and set which attributes a category has, in order. Values products carry are
// guarded: an attribute's key, its type and the choices in use stay as they are while products
// carry them, and deleting it takes `force` to remove those values too. Every write is audited
// and clears the catalogue's caches, 'catalog:attributes' among them (catalog.caches.ts drops
// every 'catalog:' key on invalidateListings).

type AttributeRow = typeof attributes.$inferSelect;
type Link = typeof categoryAttributes.$inferSelect;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const productsUsing = (n: number) => plural(n, 'product carries', 'products carry');

const conflictOnKey = (key: string) =>
  new AppError('CONFLICT', `An attribute with the key ${key} already exists`, {
    details: {
      issues: [{ field: 'key', message: `An attribute with the key ${key} already exists` }],
    },
  });

export function createSpecsAdminService(deps: {
  db: Db;
  catalog: Pick<CatalogService, 'invalidateListings'>;
  audit: AuditTrail;
}) {
  const { db, catalog, audit } = deps;
  const { allCategories, pathOf, resolveCategory } = createAdminCategoryLookup({ db });

  /** Every attribute with its category links, and the categories to name them by. */
  async function snapshot(q: Db | Tx = db) {
    const [rows, links, cats] = await Promise.all([
      q.select().from(attributes).orderBy(asc(attributes.name), asc(attributes.key)),
      q.select().from(categoryAttributes),
      allCategories(),
    ]);
    const byId = new Map(cats.map((c) => [c.id, c]));
    const toAttribute = (row: AttributeRow): Attribute => ({
      id: row.id,
      key: row.key,
      name: row.name,
      type: row.type,
      unit: row.unit,
      choices: row.choices,
      categories: links
        .filter((l) => l.attributeId === row.id)
        .flatMap((l) => {
          const cat = byId.get(l.categoryId);
          return cat ? [pathOf(cat, byId)] : [];
        })
        .sort(),
    });
    return { rows, links, cats, byId, toAttribute };
  }

  async function find(id: string, q: Db | Tx = db): Promise<AttributeRow> {
    const [row] = UUID.test(id)
      ? await q.select().from(attributes).where(eq(attributes.id, id))
      : [];
    if (!row) throw new AppError('NOT_FOUND', 'Attribute not found');
    return row;
  }

  async function one(id: string, q: Db | Tx = db): Promise<Attribute> {
    const { rows, toAttribute } = await snapshot(q);
    const row = rows.find((r) => r.id === id);
    if (!row) throw new AppError('NOT_FOUND', 'Attribute not found');
    return toAttribute(row);
  }

  /** The categories an input names (slug, 'parent/child' path, alias or id), each once; else 400. */
  async function categoriesNamed(refs: string[]): Promise<CategoryRow[]> {
    const cats = await allCategories();
    const found = new Map<string, CategoryRow>();
    for (const ref of refs) {
      const cat = await resolveCategory(ref.toLowerCase(), cats).catch(() => {
        throw new AppError('VALIDATION_FAILED', `Unknown category: ${ref}`, {
          details: { issues: [{ field: 'categories', message: `Unknown category: ${ref}` }] },
        });
      });
      found.set(cat.id, cat);
    }
    return [...found.values()];
  }

  /** Live products carrying a value of `key`, their own or one of their versions'. */
  async function productsWith(q: Db | Tx, key: string): Promise<number> {
    const [row] = await q
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(
        sql`${products.deletedAt} is null and (${products.specs} ? ${key}::text or exists (
          select 1 from ${productVariants} v
           where v.product_id = ${products.id} and v.specs ? ${key}::text))`,
      );
    return Number(row?.n ?? 0);
  }

  /** How many live products carry each of `choices` as their (or a version's) value of `key`. */
  async function productsWithChoices(
    q: Db | Tx,
    key: string,
    choices: string[],
  ): Promise<Map<string, number>> {
    if (choices.length === 0) return new Map();
    const lowered = sql.join(
      choices.map((c) => sql`${c.toLowerCase()}`),
      sql`, `,
    );
    const result = await q.execute(sql`
      select lower(x.value) as value, count(distinct p.id)::int as n
        from ${products} p
        cross join lateral (
          select p.specs ->> ${key}::text as value
          union all
          select v.specs ->> ${key}::text from ${productVariants} v where v.product_id = p.id
        ) x
       where p.deleted_at is null and lower(x.value) in (${lowered})
       group by lower(x.value)`);
    const { rows } = result as unknown as { rows: { value: string; n: number }[] };
    return new Map(rows.map((r) => [r.value, Number(r.n)]));
  }

  /** Removes `key` from every product's and version's values (deleted products' too). */
  async function dropValues(tx: Tx, key: string) {
    await tx.execute(
      sql`update ${products} set specs = specs - ${key}::text where specs ? ${key}::text`,
    );
    await tx.execute(
      sql`update ${productVariants} set specs = specs - ${key}::text where specs ? ${key}::text`,
    );
  }

  /** Rewrites a choice's stored spelling (a choice renamed in case only: "Xt60" → "XT60"). */
  async function respell(tx: Tx, key: string, from: string, to: string) {
    for (const table of [products, productVariants]) {
      await tx.execute(sql`
        update ${table} set specs = jsonb_set(specs, array[${key}::text], to_jsonb(${to}::text))
         where specs ->> ${key}::text = ${from}::text`);
    }
  }

  /** Links the attribute to `cats` it is not linked to yet, each at the end of its category's list. */
  async function linkTo(tx: Tx, attributeId: string, cats: CategoryRow[], current: Link[]) {
    const fresh = cats.filter((c) => !current.some((l) => l.categoryId === c.id));
    if (fresh.length === 0) return;
    const ends = await tx
      .select({
        categoryId: categoryAttributes.categoryId,
        end: sql<number>`max(${categoryAttributes.position})::int`,
      })
      .from(categoryAttributes)
      .where(
        inArray(
          categoryAttributes.categoryId,
          fresh.map((c) => c.id),
        ),
      )
      .groupBy(categoryAttributes.categoryId);
    const endOf = new Map(ends.map((e) => [e.categoryId, Number(e.end)]));
    await tx.insert(categoryAttributes).values(
      fresh.map((c) => ({
        categoryId: c.id,
        attributeId,
        position: (endOf.get(c.id) ?? -1) + 1,
      })),
    );
  }

  /** What an attribute's audit entry compares. */
  const audited = (a: Attribute) => ({
    key: a.key,
    name: a.name,
    type: a.type,
    unit: a.unit,
    choices: a.choices,
    categories: a.categories,
  });

  /** A category's own attributes in position order. */
  function ownOf(categoryId: string, snap: Awaited<ReturnType<typeof snapshot>>): Attribute[] {
    return snap.links
      .filter((l) => l.categoryId === categoryId)
      .sort((a, b) => a.position - b.position)
      .flatMap((l) => {
        const row = snap.rows.find((r) => r.id === l.attributeId);
        return row ? [snap.toAttribute(row)] : [];
      });
  }

  async function categoryAttributesOf(
    category: CategoryRow,
    q: Db | Tx = db,
  ): Promise<CategoryAttributes> {
    const snap = await snapshot(q);
    return {
      attributes: ownOf(category.id, snap),
      inherited: category.parentId ? ownOf(category.parentId, snap) : [],
    };
  }

  async function findCategory(id: string): Promise<CategoryRow> {
    const cats = UUID.test(id) ? await allCategories() : [];
    const cat = cats.find((c) => c.id === id.toLowerCase());
    if (!cat) throw new AppError('NOT_FOUND', 'Category not found');
    return cat;
  }

  return {
    /** Every attribute, sorted by name, its categories as slug paths ('airplanes/electric'). */
    async list(): Promise<AttributeList> {
      const { rows, toAttribute } = await snapshot();
      return { attributes: rows.map(toAttribute) };
    },

    async create(input: AttributeInput, actor: AuditActor): Promise<Attribute> {
      const [taken] = await db
        .select({ id: attributes.id })
        .from(attributes)
        .where(eq(attributes.key, input.key));
      if (taken) throw conflictOnKey(input.key);
      const cats = await categoriesNamed(input.categories);
      const choices = input.type === 'choice' ? input.choices : [];
      try {
        const created = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(attributes)
            .values({
              key: input.key,
              name: input.name,
              type: input.type,
              unit: input.unit,
              choices,
            })
            .returning();
          await linkTo(tx, row!.id, cats, []);
          const made = await one(row!.id, tx);
          await audit.record(tx, {
            actor,
            kind: 'attribute',
            recordId: made.id,
            recordLabel: made.name,
            action: 'create',
            changes: diffRecords(null, audited(made)),
          });
          return made;
        });
        catalog.invalidateListings();
        return created;
      } catch (err) {
        if (isUniqueViolation(err, 'catalog_attribute_key_uq')) throw conflictOnKey(input.key);
        throw err;
      }
    },

    /**
     * Changes an attribute. While live products carry its values, its key and type stay as they
     * are and a choice in use cannot be removed (the 400 says how many products use it); a
     * choice respelled in case only is respelled in the values too.
     */
    async update(id: string, input: AttributeInput, actor: AuditActor): Promise<Attribute> {
      await find(id);
      const cats = await categoriesNamed(input.categories);
      const choices = input.type === 'choice' ? input.choices : [];
      try {
        const updated = await db.transaction(async (tx) => {
          // One change of an attribute at a time: the usage checks below hold until commit.
          await tx.execute(sql`select id from ${attributes} where id = ${id} for update`);
          const current = await find(id, tx);
          const before = await one(id, tx);
          const keyChanges = input.key !== current.key;
          if (keyChanges) {
            const [taken] = await tx
              .select({ id: attributes.id })
              .from(attributes)
              .where(eq(attributes.key, input.key));
            if (taken) throw conflictOnKey(input.key);
          }
          const using =
            keyChanges || input.type !== current.type ? await productsWith(tx, current.key) : 0;
          if (keyChanges && using > 0)
            throw new AppError(
              'VALIDATION_FAILED',
              `The key of ${current.name} cannot change while products carry its values: ${productsUsing(using)} a value of ${current.key}. Create a new attribute instead, or remove those values first.`,
              { details: { productCount: using } },
            );
          if (input.type !== current.type && using > 0)
            throw new AppError(
              'VALIDATION_FAILED',
              `${current.name} cannot change from ${current.type} to ${input.type}: ${productsUsing(using)} a value of it. Remove those values first.`,
              { details: { productCount: using } },
            );
          if (current.type === 'choice' && input.type === 'choice') {
            const kept = new Map(choices.map((c) => [c.toLowerCase(), c]));
            const dropped = current.choices.filter((c) => !kept.has(c.toLowerCase()));
            const inUse = await productsWithChoices(tx, current.key, dropped);
            const used = dropped.filter((c) => (inUse.get(c.toLowerCase()) ?? 0) > 0);
            if (used.length > 0) {
              const parts = used.map(
                (c) => `${c} (${plural(inUse.get(c.toLowerCase())!, 'product', 'products')})`,
              );
              const total = used.reduce((n, c) => n + inUse.get(c.toLowerCase())!, 0);
              throw new AppError(
                'VALIDATION_FAILED',
                `${current.name}: ${used.length === 1 ? 'a choice' : 'choices'} still in use cannot be removed: ${parts.join(', ')}. Change those products' values first.`,
                { details: { productCount: total, choices: used } },
              );
            }
            for (const c of current.choices) {
              const next = kept.get(c.toLowerCase());
              if (next !== undefined && next !== c) await respell(tx, current.key, c, next);
            }
          }
          // No live product carries the old key: what deleted ones kept goes with it.
          if (keyChanges) await dropValues(tx, current.key);
          await tx
            .update(attributes)
            .set({
              key: input.key,
              name: input.name,
              type: input.type,
              unit: input.unit,
              choices,
              updatedAt: new Date(),
            })
            .where(eq(attributes.id, id));
          const links = await tx
            .select()
            .from(categoryAttributes)
            .where(eq(categoryAttributes.attributeId, id));
          const wanted = new Set(cats.map((c) => c.id));
          const unlinked = links.filter((l) => !wanted.has(l.categoryId)).map((l) => l.categoryId);
          if (unlinked.length > 0)
            await tx
              .delete(categoryAttributes)
              .where(
                and(
                  eq(categoryAttributes.attributeId, id),
                  inArray(categoryAttributes.categoryId, unlinked),
                ),
              );
          await linkTo(tx, id, cats, links);
          const after = await one(id, tx);
          const changes = diffRecords(audited(before), audited(after));
          if (Object.keys(changes).length > 0)
            await audit.record(tx, {
              actor,
              kind: 'attribute',
              recordId: id,
              recordLabel: after.name,
              action: 'update',
              changes,
            });
          return after;
        });
        catalog.invalidateListings();
        return updated;
      } catch (err) {
        if (isUniqueViolation(err, 'catalog_attribute_key_uq')) throw conflictOnKey(input.key);
        throw err;
      }
    },

    /**
     * Deletes an attribute. While live products carry its values it answers 409, unless `force`,
     * which removes the values from every product and version in the same transaction.
     */
    async remove(id: string, opts: { force: boolean }, actor: AuditActor): Promise<void> {
      await find(id);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select id from ${attributes} where id = ${id} for update`);
        const before = await one(id, tx);
        const using = await productsWith(tx, before.key);
        if (using > 0 && !opts.force)
          throw new AppError(
            'CONFLICT',
            `${before.name} cannot be deleted: ${productsUsing(using)} a value of it. Remove those values first, or delete with force=true to remove them too.`,
            { details: { productCount: using } },
          );
        await dropValues(tx, before.key);
        await tx.delete(attributes).where(eq(attributes.id, id));
        await audit.record(tx, {
          actor,
          kind: 'attribute',
          recordId: id,
          recordLabel: before.name,
          action: 'delete',
          changes: {
            ...diffRecords(audited(before), null),
            ...(using > 0 && { productsWithValues: [using, 0] }),
          },
        });
      });
      catalog.invalidateListings();
    },

    /** A category's own attributes in order, and those it has from its parent. */
    async categoryAttributes(categoryId: string): Promise<CategoryAttributes> {
      return categoryAttributesOf(await findCategory(categoryId));
    },

    /**
     * Sets which attributes a category has of its own, in this order (their positions); the
     * attributes it had and are not listed leave it. Values products carry stay as they are.
     */
    async setCategoryAttributes(
      categoryId: string,
      attributeIds: string[],
      actor: AuditActor,
    ): Promise<CategoryAttributes> {
      const category = await findCategory(categoryId);
      const known = attributeIds.length
        ? await db
            .select({ id: attributes.id, key: attributes.key })
            .from(attributes)
            .where(inArray(attributes.id, attributeIds))
        : [];
      const missing = attributeIds.filter((a) => !known.some((k) => k.id === a));
      if (missing.length > 0)
        throw new AppError('VALIDATION_FAILED', `Unknown attribute: ${missing.join(', ')}`, {
          details: {
            issues: [{ field: 'attributeIds', message: `Unknown attribute: ${missing[0]}` }],
          },
        });
      const answer = await db.transaction(async (tx) => {
        const before = await categoryAttributesOf(category, tx);
        await tx.delete(categoryAttributes).where(eq(categoryAttributes.categoryId, category.id));
        if (attributeIds.length > 0)
          await tx.insert(categoryAttributes).values(
            attributeIds.map((attributeId, position) => ({
              categoryId: category.id,
              attributeId,
              position,
            })),
          );
        const after = await categoryAttributesOf(category, tx);
        const changes = diffRecords(
          { attributes: before.attributes.map((a) => a.key) },
          { attributes: after.attributes.map((a) => a.key) },
        );
        if (Object.keys(changes).length > 0)
          await audit.record(tx, {
            actor,
            kind: 'category',
            recordId: category.id,
            recordLabel: category.name,
            action: 'update',
            changes,
          });
        return after;
      });
      catalog.invalidateListings();
      return answer;
    },
  };
}
export type SpecsAdminService = ReturnType<typeof createSpecsAdminService>;
