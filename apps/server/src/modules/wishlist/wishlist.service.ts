import { and, count, desc, eq } from 'drizzle-orm';
import type { ProductCard } from '@propwash/domain/catalog/schemas';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { wishlistItems } from './wishlist.tables.ts';

export const MAX_WISHLIST_ITEMS = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A signed-in customer's wishlist: product ids here, product cards from the catalog. */
export function createWishlistService(deps: {
  db: Db;
  catalog: Pick<CatalogService, 'productsForCart'>;
}) {
  const { db, catalog } = deps;

  /** Newest first; products that were disabled are left out (and come back if re-enabled). */
  async function list(userId: string): Promise<ProductCard[]> {
    const rows = await db
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
    const ids = rows.map((r) => r.productId);
    const cards = new Map((await catalog.productsForCart(ids)).map((p) => [p.id, p]));
    return ids.flatMap((id) => cards.get(id) ?? []);
  }

  return {
    list,

    /** Adding a product already there changes nothing (and is not an error). */
    async add(userId: string, productId: string): Promise<ProductCard[]> {
      const [product] = await catalog.productsForCart([productId]);
      if (!product) throw new AppError('PRODUCT_NOT_FOUND', 'Product not found');
      const [row] = await db
        .select({ n: count() })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId));
      if ((row?.n ?? 0) >= MAX_WISHLIST_ITEMS) {
        const [present] = await db
          .select({ productId: wishlistItems.productId })
          .from(wishlistItems)
          .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, product.id)));
        if (!present) {
          throw new AppError(
            'CONFLICT',
            `Your wishlist can hold at most ${MAX_WISHLIST_ITEMS} products`,
          );
        }
      }
      await db
        .insert(wishlistItems)
        .values({ userId, productId: product.id })
        .onConflictDoNothing();
      return list(userId);
    },

    /** Removing a product that is not there is not an error. */
    async remove(userId: string, productId: string): Promise<ProductCard[]> {
      if (UUID.test(productId)) {
        await db
          .delete(wishlistItems)
          .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
      }
      return list(userId);
    },

    async clear(userId: string): Promise<ProductCard[]> {
      await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
      return [];
    },
  };
}
export type WishlistService = ReturnType<typeof createWishlistService>;
