import { gte, sql, type SQL } from 'drizzle-orm';
import type { Category, ProductFacets } from '@propwash/domain/catalog/schemas';
import type { SpecFacet } from '@propwash/domain/catalog/specs';
import { paiseToRupees } from '@propwash/domain/money';
import type { Db } from '../../../platform/db.ts';
import {
  all,
  inStock,
  optionConditions,
  outOfStock,
  rowsOf,
  specConditions,
  type ListFilters,
} from '../catalog.sql.ts';
import { products, productVariants } from '../catalog.tables.ts';
import type { AttributeDef } from '../specs/specs.reads.ts';

const RATING_BANDS = [4, 3, 2, 1] as const;
/** Without a category filter, specification facets are counted up to this many products. */
const SPEC_FACETS_MAX_PRODUCTS = 500;
const DISCOUNT_BANDS = [10, 20, 30, 40, 50] as const;

/**
 * A listing's total and facet counts (categories, availability, rating, discount, price, the
 * options of products sold in versions, their specifications and countries of origin).
 */
export function createFacetCounts(deps: { db: Db; allCategories: () => Promise<Category[]> }) {
  const { db, allCategories } = deps;

  /** Total and facet counts in six aggregate queries over the rows the search leaves. */
  async function summarize(f: ListFilters): Promise<{ total: number; facets: ProductFacets }> {
    const { category, availability, rating, discount, price } = f;
    // Every option, spec and origin filter applies to every facet but its own (optionFacets,
    // specFacets, originFacets).
    const base = [...f.base, ...optionConditions(f), ...specConditions(f), f.origin];
    const countWhere = (...parts: (SQL | undefined)[]) =>
      sql<number>`(count(*) filter (where ${all(...parts)}))::int`;
    const [aggregates, byCategory, cats, options, origins] = await Promise.all([
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
      originFacets(f),
    ]);
    const a = (aggregates[0] ?? {}) as Record<string, number | null>;
    const n = (key: string) => Number(a[key] ?? 0);
    // Specifications of a category, or of a narrow search; a broad search across categories
    // ('servo' at 10,000 products) skips them: mixed specs say little and cost most of the page.
    const specs =
      f.specFacets?.order === 'category' || n('total') <= SPEC_FACETS_MAX_PRODUCTS
        ? await specFacets(f)
        : [];

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
        specs,
        origins,
      },
    };
  }

  /**
   * Products per country of origin, with every filter but the origin filter (so choosing China
   * still shows how many are from Taiwan); most products first. The listing is of active
   * products, which always declare the country.
   */
  async function originFacets(f: ListFilters): Promise<ProductFacets['origins']> {
    const { category, availability, rating, discount, price } = f;
    const rows = await db
      .select({ country: products.countryOfOrigin, n: sql<number>`count(*)::int` })
      .from(products)
      .where(
        all(
          ...f.base,
          ...optionConditions(f),
          ...specConditions(f),
          category,
          availability,
          rating,
          discount,
          price,
          sql`${products.countryOfOrigin} is not null`,
        ),
      )
      .groupBy(products.countryOfOrigin);
    return rows
      .map((r) => ({ country: r.country!, count: Number(r.n) }))
      .sort((a, b) => b.count - a.count || a.country.localeCompare(b.country));
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
         where ${all(...f.base, ...specConditions(f), f.origin, category, availability, rating, discount, price, ownFilterLeftOut)}
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

  /**
   * Each attribute's values among the listed products, with the count of distinct products that
   * have the value themselves or in an active variant (a variant's own values are over the
   * product's). Each attribute counts with every filter but its own spec filter, as options do.
   * One aggregate: each listed product's spec filters are tested once (as flags), then its and
   * its variants' values are unnested and grouped.
   */
  async function specFacets(f: ListFilters): Promise<SpecFacet[]> {
    const defs = f.specFacets?.attributes ?? [];
    if (defs.length === 0) return [];
    const { category, availability, rating, discount, price } = f;
    const filters = f.specs ?? [];
    const flag = (i: number) => sql.raw(`m${i}`);
    const flags = filters.map((s, i) => sql`, ${s.condition} as ${flag(i)}`);
    const othersThan = (key?: string) =>
      all(...filters.flatMap((s, i) => (s.key === key ? [] : [sql`l.${flag(i)}`])));
    const ownFilterLeftOut = filters.length
      ? sql`case ${sql.join(
          filters.map((s) => sql`when e.key = ${s.key} then ${othersThan(s.key)}`),
          sql` `,
        )} else ${othersThan()} end`
      : undefined;
    const keys = sql.join(
      defs.map((d) => sql`${d.key}`),
      sql`, `,
    );
    // Values are grouped without case for text, and by value for numbers (3 and 3.0 are one);
    // the row of each key alone (norm null) counts the products that carry the attribute.
    const rows = rowsOf<{
      key: string;
      type: string;
      norm: string | null;
      spelled: string;
      n: number;
    }>(
      await db.execute(sql`
        with listed as (
          select catalog_product.id, catalog_product.specs ${sql.join(flags, sql``)}
            from ${products}
           where ${all(...f.base, ...optionConditions(f), f.origin, category, availability, rating, discount, price)}
        ),
        spec_values as (
          select l.id, e.key, jsonb_typeof(e.value) as type, e.value #>> '{}' as spelled,
                 case jsonb_typeof(e.value)
                   when 'number' then trim_scale((e.value)::numeric)::text
                   else lower(e.value #>> '{}') end as norm
            from listed l
            cross join lateral (
              select s.key, s.value from jsonb_each(l.specs) s
              union all
              select s.key, s.value
                from ${productVariants} v
                cross join lateral jsonb_each(v.specs) s
               where v.product_id = l.id and v.is_active
            ) e
           where e.key in (${keys}) and jsonb_typeof(e.value) in ('number', 'string')
                 and ${ownFilterLeftOut ?? sql`true`}
        )
        select key, type, norm, min(spelled) as spelled, count(distinct id)::int as n
          from spec_values
         group by grouping sets ((key, type, norm), (key))`),
    );
    const byKey = new Map<string, typeof rows>();
    const carriers = new Map<string, number>();
    for (const r of rows) {
      if (r.norm === null) carriers.set(r.key, Number(r.n));
      else byKey.set(r.key, [...(byKey.get(r.key) ?? []), r]);
    }
    const facets: SpecFacet[] = [];
    for (const d of defs) {
      const values = facetValues(d, byKey.get(d.key) ?? []);
      if (values.length === 0) continue;
      const numbers = values.map((v) => v.value).filter((v) => typeof v === 'number');
      facets.push({
        key: d.key,
        name: d.name,
        type: d.type,
        unit: d.unit,
        values,
        range:
          d.type === 'number' ? { min: Math.min(...numbers), max: Math.max(...numbers) } : null,
      });
    }
    if (f.specFacets?.order === 'carried') {
      const n = (key: string) => carriers.get(key) ?? 0;
      facets.sort((a, b) => n(b.key) - n(a.key) || a.name.localeCompare(b.name));
    }
    return facets;
  }

  return { summarize };
}

/**
 * An attribute's counted values as the filter lists them: numbers ascending, choices in the
 * attribute's order and spelled its way (others after them), text alphabetically. As the filter
 * does, a number attribute takes only numbers and the others only words.
 */
function facetValues(
  d: AttributeDef,
  rows: { type: string; norm: string | null; spelled: string; n: number }[],
): SpecFacet['values'] {
  if (d.type === 'number') {
    return rows
      .filter((r) => r.type === 'number')
      .map((r) => ({ value: Number(r.norm), count: Number(r.n) }))
      .sort((a, b) => a.value - b.value);
  }
  const at = (v: string) => {
    const i = d.choices.findIndex((c) => c.toLowerCase() === v.toLowerCase());
    return i === -1 ? d.choices.length : i;
  };
  return rows
    .filter((r) => r.type === 'string')
    .map((r) => ({
      value: d.choices.find((c) => c.toLowerCase() === r.norm) ?? r.spelled,
      count: Number(r.n),
    }))
    .sort(
      (a, b) =>
        at(a.value) - at(b.value) ||
        a.value.localeCompare(b.value, 'en', { numeric: true, sensitivity: 'base' }),
    );
}
