import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { InventorySort } from '@propwash/domain/inventory/admin-schemas';
import type { Db, Tx } from '../../platform/db.ts';
import { containsPattern } from '../../platform/like.ts';
import { selectPage, type PageQuery } from '../../platform/paging.ts';
import { categories, products, productVariants } from './catalog.tables.ts';

// The catalog's side of the admin stock screen (modules/inventory): products with their stock
// figures, read here so the inventory module reaches catalog_product only through the catalog
// (docs/architecture.md, "Server modules"). Each read is the one statement the screen sends.

/** A product's row on the stock screen; `categoryName` is null for a product without one. */
export type StockItemRow = {
  id: string;
  name: string;
  sku: string;
  categoryName: string | null;
  stock: number;
  stockStatus: 'in_stock' | 'out_of_stock';
  isActive: boolean;
  sold: number;
  updatedAt: Date;
};

/** Which live products a stock list shows: a name or SKU search, a stock ceiling (low stock). */
export type StockItemFilter = { search?: string; atMost?: number };

const itemColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  categoryName: categories.name,
  stock: products.stock,
  stockStatus: products.stockStatus,
  isActive: products.isActive,
  sold: products.soldCount,
  updatedAt: products.updatedAt,
};

const sortOrder: Record<InventorySort, SQL[]> = {
  'stock-low': [asc(products.stock), asc(products.name)],
  'stock-high': [desc(products.stock), asc(products.name)],
  name: [asc(products.name)],
  updated: [desc(products.updatedAt)],
};

const itemSelect = (q: Db | Tx) =>
  q.select(itemColumns).from(products).leftJoin(categories, eq(categories.id, products.categoryId));

function filterSql(filter: StockItemFilter): SQL | undefined {
  const where: SQL[] = [isNull(products.deletedAt)];
  if (filter.search) {
    const like = containsPattern(filter.search);
    where.push(or(ilike(products.name, like), ilike(products.sku, like))!);
  }
  if (filter.atMost !== undefined) where.push(lte(products.stock, filter.atMost));
  return and(...where);
}

/** One page of live products under `filter` in `sort` order, with the count of all of them. */
export function stockItemPage(
  db: Db,
  filter: StockItemFilter,
  sort: InventorySort,
  page: PageQuery,
): Promise<{ rows: StockItemRow[]; total: number }> {
  const where = filterSql(filter);
  const rows = itemSelect(db)
    .where(where)
    .orderBy(...sortOrder[sort], asc(products.id))
    .$dynamic();
  return selectPage(db, page, rows, { table: products, where });
}

/** The stock rows of these products (deleted ones too), in no particular order. */
export function stockItemsByIds(q: Db | Tx, ids: string[]): Promise<StockItemRow[]> {
  return itemSelect(q).where(inArray(products.id, ids));
}

/** A product's name and stock for its stock history's header (deleted ones too), or undefined. */
export async function stockHeader(db: Db, productId: string) {
  const [product] = await db
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return product;
}

/** A variant's label by id, as a scalar subquery to select next to the id (null when none). */
export const variantLabelSql = (variantId: AnyColumn) =>
  sql<
    string | null
  >`(select ${productVariants.label} from ${productVariants} where ${productVariants.id} = ${variantId})`;
