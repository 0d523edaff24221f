import { eq, inArray } from 'drizzle-orm';
import { MAX_PRODUCT_IMAGES } from '@propwash/domain/catalog/admin-schemas';
import { AppError } from '../../../platform/app-error.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import type { MediaService } from '../../media/media.service.ts';
import { imagesByProduct as imagesOf, type ImageRow } from '../products/products.images.ts';
import { productImages } from '../catalog.tables.ts';

/** A product's image rows: reading them, taking them from a body's URLs, replacing them, and
 * removing files no product shows any more. */
export function createAdminProductImages(deps: {
  db: Db;
  media: Pick<MediaService, 'productImageKey' | 'deleteProductImage'>;
}) {
  const { db, media } = deps;

  function imageRowsFor(urls: string[], known: ImageRow[], alt: string): ImageRow[] {
    const keys: string[] = [];
    for (const url of urls) {
      const key = media.productImageKey(url);
      if (!key)
        throw new AppError(
          'VALIDATION_FAILED',
          'Product images must be uploaded to the shop first (POST /api/upload/multiple)',
        );
      if (!keys.includes(key)) keys.push(key);
    }
    const byKey = new Map(known.map((i) => [i.key, i]));
    return keys.map(
      (key) => byKey.get(key) ?? { key, width: 1280, height: 960, alt: alt.slice(0, 200) },
    );
  }

  /** Puts the body's `image` first among a product's images, adding it if it is new. */
  function withFirstImage(rows: ImageRow[], image: string | null | undefined, alt: string) {
    if (!image) return rows;
    const [first] = imageRowsFor([image], rows, alt);
    const next = [first!, ...rows.filter((r) => r.key !== first!.key)];
    if (next.length > MAX_PRODUCT_IMAGES)
      throw new AppError(
        'VALIDATION_FAILED',
        `A product can have at most ${MAX_PRODUCT_IMAGES} images`,
      );
    return next;
  }

  async function replaceImages(tx: Tx, productId: string, images: ImageRow[]) {
    await tx.delete(productImages).where(eq(productImages.productId, productId));
    if (images.length)
      await tx
        .insert(productImages)
        .values(images.map((img, position) => ({ productId, position, ...img })));
  }

  /** Uploaded files no product shows any more are removed from storage (after the commit). */
  async function dropUnusedImages(keys: string[]) {
    if (keys.length === 0) return;
    const stillUsed = await db
      .select({ key: productImages.key })
      .from(productImages)
      .where(inArray(productImages.key, keys));
    const used = new Set(stillUsed.map((r) => r.key));
    await Promise.all(keys.filter((k) => !used.has(k)).map((k) => media.deleteProductImage(k)));
  }

  return { imagesOf, imageRowsFor, withFirstImage, replaceImages, dropUnusedImages };
}
export type AdminProductImages = ReturnType<typeof createAdminProductImages>;
