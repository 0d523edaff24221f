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

/** A product or one of its versions as a back-in-stock request and its message see it. */
export type AlertItem = {
  productId: string;
  name: string;
  slug: string;
  pricePaise: number;
  /** Sold in versions: a request must name one. */
  hasVersions: boolean;
  /** The version named, when one was and it belongs to the product (null otherwise). */
  variant: { id: string; label: string; pricePaise: number; stock: number } | null;
  /** A version id was given that is not one of this product's live versions. */
  isForeignVariant: boolean;
  /** A shopper could buy it now: live, marked in stock, units left (the version's). */
  inStock: boolean;
};

/**
 * A live product (not deleted, active) and, when `variantId` is given, its version, for a
 * back-in-stock request (docs/decisions/back-in-stock.md); undefined for an unknown product.
 * With `lock` (inside a transaction) the rows are read FOR SHARE, product first as every writer
 * locks them: a stock change waits for the request to commit and then sees it, or the request
 * waits for the change and sees the new stock.
 */
export async function alertItem(
  q: Db | Tx,
  productId: string,
  variantId: string | null,
  lock = false,
): Promise<AlertItem | undefined> {
  const productQuery = q
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      pricePaise: products.pricePaise,
      options: products.options,
      stock: products.stock,
      stockStatus: products.stockStatus,
    })
    .from(products)
    .where(
      and(eq(products.id, productId), isNull(products.deletedAt), eq(products.isActive, true)),
    );
  const [product] = lock ? await productQuery.for('share') : await productQuery;
  if (!product) return undefined;
  let variant: AlertItem['variant'] = null;
  if (variantId) {
    const variantQuery = q
      .select({
        id: productVariants.id,
        label: productVariants.label,
        pricePaise: productVariants.pricePaise,
        stock: productVariants.stock,
      })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.id, variantId),
          eq(productVariants.productId, product.id),
          eq(productVariants.isActive, true),
        ),
      );
    [variant = null] = lock ? await variantQuery.for('share') : await variantQuery;
  }
  const stock = variant ? variant.stock : product.stock;
  return {
    productId: product.id,
    name: product.name,
    slug: product.slug,
    pricePaise: product.pricePaise,
    hasVersions: product.options.length > 0,
    variant,
    isForeignVariant: variantId !== null && variant === null,
    inStock: product.stockStatus === 'in_stock' && stock > 0,
  };
}

/** The names, SKUs, version labels and stock of waiting-list items, keyed `productId:variantId`. */
export async function alertItemFacts(
  q: Db | Tx,
  items: { productId: string; variantId: string | null }[],
): Promise<Map<string, { name: string; sku: string; variantLabel: string | null; stock: number }>> {
  const productIds = [...new Set(items.map((i) => i.productId))];
  const variantIds = [...new Set(items.flatMap((i) => (i.variantId ? [i.variantId] : [])))];
  if (productIds.length === 0) return new Map();
  const [productRows, variantRows] = await Promise.all([
    q
      .select({ id: products.id, name: products.name, sku: products.sku, stock: products.stock })
      .from(products)
      .where(inArray(products.id, productIds)),
    variantIds.length
      ? q
          .select({
            id: productVariants.id,
            label: productVariants.label,
            sku: productVariants.sku,
            stock: productVariants.stock,
          })
          .from(productVariants)
          .where(inArray(productVariants.id, variantIds))
      : Promise.resolve([]),
  ]);
  const productsById = new Map(productRows.map((p) => [p.id, p]));
  const variantsById = new Map(variantRows.map((v) => [v.id, v]));
  const facts = new Map<
    string,
    { name: string; sku: string; variantLabel: string | null; stock: number }
  >();
  for (const item of items) {
    const product = productsById.get(item.productId);
    if (!product) continue;
    const variant = item.variantId ? variantsById.get(item.variantId) : undefined;
    facts.set(`${item.productId}:${item.variantId ?? ''}`, {
      name: product.name,
      sku: variant?.sku || product.sku,
      variantLabel: variant?.label ?? null,
      stock: variant ? variant.stock : product.stock,
    });
  }
  return facts;
}
