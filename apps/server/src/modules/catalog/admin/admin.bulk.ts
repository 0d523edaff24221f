import { eq } from 'drizzle-orm';
import type { BulkUpdateProductsBody } from '@propwash/domain/catalog/admin-schemas';
import { rupeesToPaise } from '@propwash/domain/money';
import { AppError } from '../../../platform/app-error.ts';
import { products } from '../catalog.tables.ts';
import {
  assertOriginToPublish,
  checkPrices,
  stockStatusOf,
  lockLiveProduct,
  type Actor,
  type ProductWriteDeps,
  type StockStatus,
} from './admin.fields.ts';
import type { AdminProductImages } from './admin.images.ts';
import type { ImageRow } from '../products/products.images.ts';
import { imageChanges, productChanges } from './admin.audit.ts';

/** The product list's quick edits (price, stock, flags, first image) applied to many at once. */
export function createProductBulkUpdate(
  deps: ProductWriteDeps & {
    images: Pick<AdminProductImages, 'imagesOf' | 'withFirstImage' | 'replaceImages'>;
  },
) {
  const { db, catalog } = deps;
  const { imagesOf, withFirstImage, replaceImages } = deps.images;
  return {
    /** Quick edits to many products in one transaction: all apply, or none (unknown id → 404). */
    async bulkUpdate(body: BulkUpdateProductsBody, actor: Actor): Promise<{ updated: number }> {
      await db.transaction(async (tx) => {
        for (const { id, ...change } of body.updates) {
          const current = await lockLiveProduct(tx, id);
          if (!current) throw new AppError('NOT_FOUND', `Product not found: ${id}`);
          const pricedByVariants =
            current.options.length > 0 &&
            (change.price !== undefined ||
              change.originalPrice !== undefined ||
              change.stock !== undefined);
          if (pricedByVariants) {
            // Its price and stock are its variants' (docs/decisions/variants.md).
            throw new AppError(
              'VALIDATION_FAILED',
              `${current.name} is sold in versions: set each version's price and stock in the product form`,
            );
          }
          const pricePaise =
            change.price !== undefined ? rupeesToPaise(change.price) : current.pricePaise;
          const originalPaise =
            change.originalPrice !== undefined
              ? change.originalPrice
                ? rupeesToPaise(change.originalPrice)
                : pricePaise
              : Math.max(current.originalPricePaise, pricePaise);
          let stockStatus: StockStatus | undefined;
          let images: ImageRow[] | undefined;
          try {
            checkPrices(pricePaise, originalPaise, undefined);
            assertOriginToPublish(change.isActive ?? current.isActive, current.countryOfOrigin);
            stockStatus = stockStatusOf(change);
            if (change.image) {
              const known = (await imagesOf(tx, [id])).get(id) ?? [];
              images = withFirstImage(known, change.image, current.name);
            }
          } catch (err) {
            throw new AppError('VALIDATION_FAILED', `${current.name}: ${(err as Error).message}`);
          }
          const set = {
            pricePaise,
            originalPricePaise: originalPaise,
            ...(change.stock !== undefined && { stock: change.stock }),
            ...(stockStatus !== undefined && { stockStatus }),
            ...(change.featured !== undefined && { featured: change.featured }),
            ...(change.trending !== undefined && { trending: change.trending }),
            ...(change.isActive !== undefined && { isActive: change.isActive }),
          };
          await tx
            .update(products)
            .set({ ...set, updatedAt: new Date() })
            .where(eq(products.id, id));
          let changes = productChanges(current, { ...current, ...set });
          if (images) {
            const known = (await imagesOf(tx, [id])).get(id) ?? [];
            await replaceImages(tx, id, images);
            changes = { ...changes, ...imageChanges(known, images) };
          }
          // One entry per product the bulk edit changed (docs/decisions/audit-log.md).
          if (Object.keys(changes).length > 0)
            await deps.audit.record(tx, {
              actor,
              kind: 'product',
              recordId: id,
              recordLabel: current.name,
              action: 'update',
              changes,
            });
          if (change.stock !== undefined)
            await deps.recordStockChange(tx, {
              productId: id,
              before: current.stock,
              after: change.stock,
              actorUserId: actor.id,
            });
        }
      });
      catalog.invalidateListings();
      return { updated: body.updates.length };
    },
  };
}
