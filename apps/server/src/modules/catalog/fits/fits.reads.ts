import { inArray, sql, type SQL } from 'drizzle-orm';
import {
  PARTS_PER_GROUP,
  type Category,
  type FitModel,
  type PartsThatFit,
} from '@propwash/domain/catalog/schemas';
import type { Db } from '../../../platform/db.ts';
import type { ProductCards } from '../products/products.cards.ts';
import { storeColumns } from '../products/products.rows.ts';
import { rowsOf, UUID } from '../catalog.sql.ts';
import { productFits, products } from '../catalog.tables.ts';
import type { ImageRow } from '../products/products.images.ts';

/**
 * "Parts that fit" both ways (docs/decisions/parts-that-fit.md): the models a
 * part fits, a model's parts grouped by category, the listing's `fits` filter and part counts
 * for My hangar. Only active products count on either side.
 */
export function createFitReads(deps: {
  db: Db;
  allCategories: () => Promise<Category[]>;
  toCards: ProductCards['toCards'];
  imageOf: ProductCards['imageOf'];
}) {
  const { db, allCategories, toCards, imageOf } = deps;

  return {
    /** The listing's `fits` filter: active parts linked to any of these active models. */
    fitsCondition(modelIds: string[]): SQL {
      const ids = modelIds.filter((id) => UUID.test(id));
      if (ids.length === 0) return sql`false`;
      return sql`${products.id} in (
        select f.part_id from ${productFits} f
        join catalog_product m on m.id = f.model_id and m.is_active
        where f.model_id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}))`;
    },

    /** The active models a part fits, by name, with their first picture (one query). */
    async modelsOf(partId: string): Promise<FitModel[]> {
      const rows = rowsOf<{ id: string; name: string; image: ImageRow | null }>(
        await db.execute(sql`
          select m.id, m.name,
                 (select json_build_object('key', i.key, 'width', i.width, 'height', i.height,
                         'alt', i.alt)
                    from catalog_product_image i where i.product_id = m.id
                    order by i.position limit 1) as image
          from ${productFits} f
          join catalog_product m on m.id = f.model_id and m.is_active
          where f.part_id = ${partId}
          order by m.name, m.id`),
      );
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        image: r.image ? imageOf(r.image, r.name).url : null,
      }));
    },

    /**
     * A model's active parts, a few per category (best sellers first) with each category's
     * count: one query for the ranked ids, one for their rows, one for their images.
     */
    async partsThatFit(modelId: string): Promise<PartsThatFit> {
      const ranked = rowsOf<{ id: string; categoryId: string; n: number }>(
        await db.execute(sql`
          select id, category_id as "categoryId", n from (
            select p.id, p.category_id,
                   row_number() over (partition by p.category_id
                                      order by p.sold_count desc, p.name, p.id) as rank,
                   (count(*) over (partition by p.category_id))::int as n
            from ${productFits} f
            join catalog_product p on p.id = f.part_id and p.is_active
            where f.model_id = ${modelId}
          ) ranked
          where rank <= ${PARTS_PER_GROUP}
          order by category_id, rank`),
      );
      if (ranked.length === 0) return { total: 0, groups: [] };
      const [rows, cats] = await Promise.all([
        db
          .select(storeColumns)
          .from(products)
          .where(
            inArray(
              products.id,
              ranked.map((r) => r.id),
            ),
          ),
        allCategories(),
      ]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const cards = new Map((await toCards(rows)).map((card) => [card.id, card] as const));
      const catById = new Map(cats.map((c) => [c.id, c]));
      const groups = new Map<string, PartsThatFit['groups'][number]>();
      for (const r of ranked) {
        const card = cards.get(r.id);
        if (!card || !byId.has(r.id)) continue;
        let group = groups.get(r.categoryId);
        if (!group) {
          const cat = catById.get(r.categoryId);
          group = {
            category: cat ? (cat.parentSlug ? `${cat.parentSlug}/${cat.slug}` : cat.slug) : '',
            categoryName: cat?.name ?? 'Other parts',
            total: Number(r.n),
            products: [],
          };
          groups.set(r.categoryId, group);
        }
        group.products.push(card);
      }
      // Biggest categories first; ties by name, so the page reads the same on every visit.
      const list = [...groups.values()].sort(
        (a, b) => b.total - a.total || a.categoryName.localeCompare(b.categoryName),
      );
      return { total: list.reduce((sum, g) => sum + g.total, 0), groups: list };
    },

    /** How many active parts fit each of these models (My hangar's "12 parts fit"). */
    async partCounts(modelIds: string[]): Promise<Map<string, number>> {
      const ids = modelIds.filter((id) => UUID.test(id));
      if (ids.length === 0) return new Map();
      const rows = rowsOf<{ modelId: string; n: number }>(
        await db.execute(sql`
          select f.model_id as "modelId", count(*)::int as n
          from ${productFits} f
          join catalog_product p on p.id = f.part_id and p.is_active
          where f.model_id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          group by f.model_id`),
      );
      return new Map(rows.map((r) => [r.modelId, Number(r.n)]));
    },
  };
}
export type FitReads = ReturnType<typeof createFitReads>;
