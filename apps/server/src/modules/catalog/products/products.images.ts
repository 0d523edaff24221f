import { asc, inArray } from 'drizzle-orm';
import type { ProductImage } from '@propwash/domain/catalog/schemas';
import type { Db, Tx } from '../../../platform/db.ts';
import type { Storage } from '../../../platform/storage.ts';
import { productImages } from '../catalog.tables.ts';

/** An image row as the storefront and admin read it (the files are `${key}-${width}.webp`). */
export type ImageRow = Pick<typeof productImages.$inferSelect, 'key' | 'width' | 'height' | 'alt'>;

/** The WebP widths media.service.ts writes for every product image. */
const IMAGE_WIDTHS = [320, 640, 1280] as const;

/** An image as pages show it: the 640 px file, a srcset of every width, and its alt text. */
export function productImage(storage: Storage, row: ImageRow, alt: string): ProductImage {
  const url = (w: number) => storage.publicUrl(`${row.key}-${w}.webp`);
  return {
    url: url(640),
    srcset: IMAGE_WIDTHS.map((w) => `${url(w)} ${w}w`).join(', '),
    width: 640,
    height: Math.round((row.height / row.width) * 640),
    alt: row.alt || alt,
  };
}

/** The image rows of each product, in their order (one query for all of them). */
export async function imagesByProduct(
  db: Db | Tx,
  productIds: string[],
): Promise<Map<string, ImageRow[]>> {
  const byProduct = new Map<string, ImageRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      productId: productImages.productId,
      key: productImages.key,
      width: productImages.width,
      height: productImages.height,
      alt: productImages.alt,
    })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position));
  for (const { productId, ...image } of rows) {
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), image]);
  }
  return byProduct;
}
