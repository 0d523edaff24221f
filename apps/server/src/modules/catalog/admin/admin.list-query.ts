import { and, asc, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD } from '@propwash/domain/catalog/admin-schemas';
import type { AdminProductListQuery } from '@propwash/domain/catalog/admin-read-schemas';
import { containsPattern } from '../../../platform/like.ts';
import { inStock, outOfStock, UUID } from '../catalog.sql.ts';
import { products } from '../catalog.tables.ts';
import type { AdminCategoryLookup, CategoryRow } from '../categories/categories.lookup.ts';

// What the admin product list's query asks for, as SQL: its filters and its sort.

/**
 * Made outside India with no importer declared: the SQL of the domain's `missingImporter`
 * (docs/decisions/product-declarations.md), tested on the rows the list already reads.
 */
export const missingImporterSql = sql`(${products.countryOfOrigin} is not null
  and lower(btrim(${products.countryOfOrigin})) <> 'india'
  and btrim(coalesce(${products.declarations} ->> 'importerName', '')) = '')`;

export const adminSortOrder: Record<AdminProductListQuery['sort'], SQL[]> = {
  newest: [desc(products.createdAt)],
  oldest: [asc(products.createdAt)],
  name: [asc(products.name)],
  'name-desc': [desc(products.name)],
  'price-low': [asc(products.pricePaise)],
  'price-high': [desc(products.pricePaise)],
  'stock-low': [asc(products.stock)],
  'stock-high': [desc(products.stock)],
  sales: [desc(products.soldCount)],
};

/**
 * The live products the list query asks for: search (name, words, SKU, a variant's SKU, id),
 * a category with its children, stock, the featured/trending flags and missing declarations.
 */
export async function adminListWhere(
  q: AdminProductListQuery,
  cats: CategoryRow[],
  resolveCategory: AdminCategoryLookup['resolveCategory'],
): Promise<SQL | undefined> {
  const where: SQL[] = [isNull(products.deletedAt)];
  if (q.search) {
    const like = containsPattern(q.search);
    const matches: SQL[] = [
      sql`${products.name} ilike ${like}`,
      sql`${products.searchVector} @@ plainto_tsquery('english', ${q.search})`,
      eq(products.sku, q.search.toUpperCase()),
      // The exact SKU of one of its variants, inactive ones too.
      sql`${products.id} in (select v.product_id from catalog_variant v
           where lower(v.sku) = ${q.search.toLowerCase()})`,
    ];
    if (UUID.test(q.search)) matches.push(eq(products.id, q.search.toLowerCase()));
    where.push(or(...matches)!);
  }
  if (q.category) {
    const root = await resolveCategory(q.category, cats).catch(() => null);
    const ids = root
      ? [root.id, ...cats.filter((c) => c.parentId === root.id).map((c) => c.id)]
      : [];
    where.push(ids.length ? inArray(products.categoryId, ids) : sql`false`);
  }
  if (q.stock === 'instock') where.push(inStock);
  if (q.stock === 'outofstock') where.push(outOfStock);
  if (q.stock === 'low') where.push(lte(products.stock, LOW_STOCK_THRESHOLD));
  if (q.flags === 'featured') where.push(eq(products.featured, true));
  if (q.flags === 'trending') where.push(eq(products.trending, true));
  if (q.flags === 'both')
    where.push(and(eq(products.featured, true), eq(products.trending, true))!);
  if (q.flags === 'none')
    where.push(and(eq(products.featured, false), eq(products.trending, false))!);
  if (q.declarations === 'missing-importer') where.push(missingImporterSql);
  return and(...where);
}
