import { sql } from 'drizzle-orm';
import type { StorageStats } from '@propwash/domain/analytics/schemas';
import type { Db } from '../../platform/db.ts';
import type { Storage } from '../../platform/storage.ts';
import { productImages, products } from '../catalog/catalog.tables.ts';
import { query } from './analytics.sql.ts';

/** Product photos live under this prefix (the seed's products/{sku}/n and admin uploads). */
const PRODUCT_IMAGES_PREFIX = 'products/';
const GB = 1024 ** 3;

/**
 * GET /api/analytics/storage: the product images actually stored (a disk walk or S3 listings) and
 * what keeping them costs at the configured price per GB-month (rupees). One image is one photo
 * with all its sizes ({key}-{width}.webp), so the count matches the products' image rows.
 */
export async function storageStats(
  db: Db,
  storage: Storage,
  pricePerGbMonth: number,
): Promise<StorageStats> {
  const [description, [counts]] = await Promise.all([
    storage.describe(),
    query<{ images: number; products: number }>(
      db,
      sql`select count(*)::int as images, count(distinct ${productImages.productId})::int as products
            from ${productImages}
            join ${products} on ${products.id} = ${productImages.productId}
           where ${products.deletedAt} is null`,
    ),
  ]);
  const photos = new Set<string>();
  const classes = new Map<string, number>();
  let totalBytes = 0;
  for await (const file of storage.list(PRODUCT_IMAGES_PREFIX)) {
    photos.add(file.key.replace(/-\d+\.webp$/, ''));
    totalBytes += file.bytes;
    if (file.storageClass)
      classes.set(file.storageClass, (classes.get(file.storageClass) ?? 0) + 1);
  }
  // The class most files are kept in (S3 lists it per object); else what the backend says.
  const storageClass =
    [...classes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? description.storageClass;
  const imageRows = Number(counts?.images ?? 0);
  const productsWithImages = Number(counts?.products ?? 0);
  const monthly = (totalBytes / GB) * pricePerGbMonth;
  return {
    backend: storage.kind,
    location: storage.kind === 's3' ? storage.location.replace(/^s3:\/\//, '') : storage.location,
    region: description.region,
    storageClass,
    createdAt: description.createdAt?.toISOString() ?? null,
    imageCount: photos.size,
    totalBytes,
    productsWithImages,
    averageImagesPerProduct:
      productsWithImages > 0 ? Math.round((imageRows / productsWithImages) * 100) / 100 : 0,
    pricePerGbMonth,
    estimatedMonthlyCost: Math.round(monthly * 100) / 100,
    estimatedYearlyCost: Math.round(monthly * 12 * 100) / 100,
  };
}
