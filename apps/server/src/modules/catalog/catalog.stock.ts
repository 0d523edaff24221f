import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { products, productVariants } from './catalog.tables.ts';

// The stock and sold figures of products and variants, written only here: the inventory module
// keeps the movements and calls these inside its own transaction (docs/architecture.md, Server
// modules: a module writes only its own tables). The take's pieces are SQL for the inventory to
// join into its one statement, so an order still takes its stock in one round trip.

/**
 * A take's update of one product (a CTE body): `total` units off its stock and onto its sold
 * count, only while it is on sale with that many left. `after` is the condition that orders it
 * behind the previous update of the statement. Returns id, stock and quantity.
 */
export function takeProductStockSql(productId: string, total: number, at: string, after: SQL) {
  return sql`update ${products}
           set stock = stock - ${total}::int,
               sold_count = sold_count + ${total}::int,
               updated_at = ${at}::timestamptz
         where id = ${productId}::uuid
           and is_active and stock_status = 'in_stock' and stock >= ${total}::int
           ${after}
        returning id, stock, ${total}::int as quantity`;
}

/** A take's update of one variant (a CTE body); returns product_id, id, stock and quantity. */
export function takeVariantStockSql(
  line: { productId: string; variantId: string; quantity: number },
  at: string,
  after: SQL,
) {
  return sql`update ${productVariants}
             set stock = stock - ${line.quantity}::int, updated_at = ${at}::timestamptz
           where id = ${line.variantId}::uuid and product_id = ${line.productId}::uuid
             and is_active and stock >= ${line.quantity}::int
             ${after}
          returning product_id, id, stock, ${line.quantity}::int as quantity`;
}

/** Why a take came up short: the product's and the variant's stock and state now. */
export async function stockNow(tx: Tx, line: { productId: string; variantId?: string | null }) {
  const [product] = await tx
    .select({ stock: products.stock, isActive: products.isActive, status: products.stockStatus })
    .from(products)
    .where(eq(products.id, line.productId));
  const [variant] = line.variantId
    ? await tx
        .select({ stock: productVariants.stock, isActive: productVariants.isActive })
        .from(productVariants)
        .where(eq(productVariants.id, line.variantId))
    : [];
  return { product, variant };
}

/**
 * Puts `quantity` units back: a variant's to its variant, and to its product's stock while the
 * variant is active (the product shows its active variants' sum); the sold count goes down by
 * them all. Answers the stock left (the variant's when there is one), or null for a product
 * deleted since.
 */
export async function returnStock(
  tx: Tx,
  line: { productId: string; variantId?: string | null; quantity: number },
): Promise<{ stockAfter: number; variantId: string | null } | null> {
  let variant: { stock: number; isActive: boolean } | undefined;
  if (line.variantId) {
    // The product row first, as every writer locks them (product, then its variants).
    await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, line.productId))
      .for('update');
    [variant] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}`, updatedAt: new Date() })
      .where(eq(productVariants.id, line.variantId))
      .returning({ stock: productVariants.stock, isActive: productVariants.isActive });
  }
  const counted = !line.variantId || variant?.isActive ? line.quantity : 0;
  const [row] = await tx
    .update(products)
    .set({
      stock: sql`${products.stock} + ${counted}`,
      soldCount: sql`greatest(${products.soldCount} - ${line.quantity}, 0)`,
      updatedAt: new Date(),
    })
    .where(eq(products.id, line.productId))
    .returning({ stock: products.stock });
  if (!row) return null;
  return variant
    ? { stockAfter: variant.stock, variantId: line.variantId ?? null }
    : { stockAfter: row.stock, variantId: null };
}

/**
 * A live product's stock, state, name and options, its row locked until `tx` ends: what the stock
 * screen reads before it sets the stock. Undefined for an unknown or deleted product.
 */
export async function lockProductStock(tx: Tx, productId: string) {
  const [current] = await tx
    .select({
      id: products.id,
      stock: products.stock,
      stockStatus: products.stockStatus,
      name: products.name,
      options: products.options,
    })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .for('update');
  return current;
}

/** Sets a product's own stock (the stock screen); `backOnSale` also puts it back on sale. */
export async function setProductStock(
  tx: Tx,
  productId: string,
  quantity: number,
  backOnSale: boolean,
): Promise<void> {
  await tx
    .update(products)
    .set({
      stock: quantity,
      ...(backOnSale ? { stockStatus: 'in_stock' as const } : {}),
      updatedAt: new Date(),
    })
    .where(eq(products.id, productId));
}
