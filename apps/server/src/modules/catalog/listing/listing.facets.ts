import { gte, sql, type SQL } from 'drizzle-orm';
import type { Category, ProductFacets } from '@propwash/domain/catalog/schemas';
import { paiseToRupees } from '@propwash/domain/money';
import type { Db } from '../../../platform/db.ts';
import {
  all,
  inStock,
  optionConditions,
  outOfStock,
  rowsOf,
  type ListFilters,
} from '../catalog.sql.ts';
import { products, productVariants } from '../catalog.tables.ts';

const RATING_BANDS = [4, 3, 2, 1] as const;
const DISCOUNT_BANDS = [10, 20, 30, 40, 50] as const;

/** A listing's total and facet counts (categories, availability, rating, discount, price). */
export function createFacetCounts(deps: { db: Db; allCategories: () => Promise<Category[]> }) {
  const { db, allCategories } = deps;

  /** Total and facet counts in three aggregate queries over the rows the search leaves. */
  async function summarize(f: ListFilters): Promise<{ total: number; facets: ProductFacets }> {
    const { category, availability, rating, discount, price } = f;
    // Every option filter applies to every facet but the options' own (optionFacets).
    const base = [...f.base, ...optionConditions(f)];
    const countWhere = (...parts: (SQL | undefined)[]) =>
      sql<number>`(count(*) filter (where ${all(...parts)}))::int`;
    const [aggregates, byCategory, cats, options] = await Promise.all([
      db
        .select({
          total: countWhere(category, availability, rating, discount, price),
          instock: countWhere(inStock, category, rating, discount, price),
          outofstock: countWhere(outOfStock, category, rating, discount, price),
          ...Object.fromEntries(
            RATING_BANDS.map((min) => [
              `rating${min}`,
              countWhere(gte(products.ratingAvg, min), category, availability, discount, price),
            ]),
          ),
          ...Object.fromEntries(
            DISCOUNT_BANDS.map((min) => [
              `discount${min}`,
              countWhere(gte(products.discountPercent, min), category, availability, rating, price),
            ]),
          ),
          minPrice: sql<
            number | null
          >`min(${products.pricePaise}) filter (where ${all(category, availability, rating, discount)})`,
          maxPrice: sql<
            number | null
          >`max(${products.pricePaise}) filter (where ${all(category, availability, rating, discount)})`,
        })
        .from(products)
        .where(all(...base)),
      db
        .select({ categoryId: products.categoryId, n: sql<number>`count(*)::int` })
        .from(products)
        .where(all(...base, availability, rating, discount, price))
        .groupBy(products.categoryId),
      allCategories(),
      optionFacets(f),
    ]);
    const a = (aggregates[0] ?? {}) as Record<string, number | null>;
    const n = (key: string) => Number(a[key] ?? 0);

    // A category's count includes its subcategories, as the category filter does.
    const direct = new Map(byCategory.map((r) => [r.categoryId, Number(r.n)]));
    const enabled = cats.filter((c) => c.enabled);
    const childrenOf = new Map<string, string[]>();
    for (const c of enabled) {
      if (!c.parentId) continue;
      childrenOf.set(c.parentId, [...(childrenOf.get(c.parentId) ?? []), c.id]);
    }
    const subtreeCount = (id: string): number =>
      (direct.get(id) ?? 0) +
      (childrenOf.get(id) ?? []).reduce((sum, child) => sum + subtreeCount(child), 0);

    return {
      total: n('total'),
      facets: {
        categories: enabled.map((c) => ({
          slug: c.parentSlug ? `${c.parentSlug}/${c.slug}` : c.slug,
          name: c.name,
          count: subtreeCount(c.id),
        })),
        availability: { instock: n('instock'), outofstock: n('outofstock') },
        rating: RATING_BANDS.map((min) => ({ min, count: n(`rating${min}`) })),
        discount: DISCOUNT_BANDS.map((min) => ({ min, count: n(`discount${min}`) })),
        price: {
          min: paiseToRupees(n('minPrice')),
          max: paiseToRupees(n('maxPrice')),
        },
        options,
        specs: [],
      },
    };
  }

  /**
   * Products per option value among the listed products' active variants; each option name
   * counts with every filter but its own (so choosing BNF still shows how many have PNP).
   */
  async function optionFacets(f: ListFilters): Promise<ProductFacets['options']> {
    const { category, availability, rating, discount, price } = f;
    const named = f.options ?? [];
    const ownFilterLeftOut = named.length
      ? sql`case ${sql.join(
          named.map((o) => sql`when o.key = ${o.name} then ${all(...optionConditions(f, o.name))}`),
          sql` `,
        )} else ${all(...optionConditions(f))} end`
      : undefined;
    const rows = rowsOf<{ name: string; value: string; n: number }>(
      await db.execute(sql`
        select o.key as name, o.value as value, count(distinct catalog_product.id)::int as n
          from ${products}
          join ${productVariants} on catalog_variant.product_id = catalog_product.id
               and catalog_variant.is_active
          cross join lateral jsonb_each_text(catalog_variant.options) o
         where ${all(...f.base, category, availability, rating, discount, price, ownFilterLeftOut)}
         group by o.key, o.value`),
    );
    const byName = new Map<string, { value: string; count: number }[]>();
    for (const r of rows) {
      byName.set(r.name, [...(byName.get(r.name) ?? []), { value: r.value, count: Number(r.n) }]);
    }
    const total = (values: { count: number }[]) => values.reduce((n, v) => n + v.count, 0);
    return [...byName]
      .map(([name, values]) => ({
        name,
        values: values.sort((a, b) =>
          a.value.localeCompare(b.value, 'en', { numeric: true, sensitivity: 'base' }),
        ),
      }))
      .sort((a, b) => total(b.values) - total(a.values) || a.name.localeCompare(b.name));
  }

  return { summarize };
}
