import type { AuditTrail } from '../../../platform/audit.ts';
import type { Db } from '../../../platform/db.ts';
import type { Storage } from '../../../platform/storage.ts';
import type { ContentService } from '../../content/content.service.ts';
import type { MediaService } from '../../media/media.service.ts';
import type { CatalogService } from '../catalog.service.ts';
import type { RecordStockChange, RecordStockChanges } from '../catalog.ports.ts';
import type { OrderedVariants } from '../products/products.variants.ts';
import { createProductBulkUpdate } from './admin.bulk.ts';
import { createAdminCategoryLookup } from '../categories/categories.lookup.ts';
import { createAdminProductFits } from '../fits/fits.admin.ts';
import { productImage } from '../products/products.images.ts';
import type { Actor } from './admin.fields.ts';
import { createAdminProductImages } from './admin.images.ts';
import { createProductsAdminReads } from './admin.reads.ts';
import { createProductTransfer } from '../transfer/transfer.service.ts';
import { createProductWrites } from './admin.write.ts';

/**
 * The admin side of products: create, edit, delete, bulk edits and the admin list. Every write
 * clears the storefront's caches (catalog.invalidateListings) so shoppers see it at once, and a
 * stock change records an inventory movement. The parts: the list and full product
 * (admin.reads.ts, its query in admin.list-query.ts), create/update/delete (admin.write.ts), bulk
 * edits (admin.bulk.ts), CSV/Excel import and export (../transfer/transfer.service.ts), images
 * (admin.images.ts), category lookup (../categories/categories.lookup.ts) and the form-field
 * mapping (admin.fields.ts).
 */
export function createProductsAdminService(deps: {
  db: Db;
  storage: Storage;
  catalog: Pick<
    CatalogService,
    'invalidateListings' | 'invalidateProduct' | 'specRows' | 'attributesFor' | 'allAttributes'
  >;
  media: Pick<MediaService, 'productImageKey' | 'deleteProductImage'>;
  /** The home design keeps the featured count. */
  content: Pick<ContentService, 'featuredCount' | 'setFeaturedCount'>;
  /** Stock levels set here become inventory movements (catalog.ports.ts). */
  recordStockChange: RecordStockChange;
  /** The same for a catalogue import's many products, in one insert. */
  recordStockChanges: RecordStockChanges;
  /** Which variants orders name: those are deactivated, never deleted (products/products.variants.ts). */
  orderedVariants: OrderedVariants;
  /** Every admin change is recorded (platform/audit.ts). */
  audit: AuditTrail;
}) {
  const { db, storage, catalog, media } = deps;
  const categories = createAdminCategoryLookup({ db });
  const images = createAdminProductImages({ db, media });
  const fits = createAdminProductFits({
    db,
    imageUrl: (row) => productImage(storage, row, '').url,
  });
  const { load, ...reads } = createProductsAdminReads({
    db,
    storage,
    categories,
    images,
    fits,
    specRows: catalog.specRows,
  });

  return {
    ...reads,
    ...createProductWrites({
      db,
      catalog,
      categories,
      images,
      fits,
      load,
      recordStockChange: deps.recordStockChange,
      orderedVariants: deps.orderedVariants,
      audit: deps.audit,
    }),
    ...createProductTransfer({
      db,
      storage,
      catalog,
      categories,
      images,
      recordStockChanges: deps.recordStockChanges,
      recordStockChange: deps.recordStockChange,
      orderedVariants: deps.orderedVariants,
      audit: deps.audit,
    }),
    ...createProductBulkUpdate({
      db,
      catalog,
      images,
      recordStockChange: deps.recordStockChange,
      audit: deps.audit,
    }),

    /**
     * The home page's featured count (4-12, default 8). docs/decisions/home-page-designer.md makes it one setting
     * with the home designer's featured selection, so the content module keeps it in the design.
     */
    async getFeaturedCount(): Promise<number> {
      return deps.content.featuredCount();
    },

    async setFeaturedCount(value: number, actor: Actor): Promise<number> {
      return deps.content.setFeaturedCount(value, actor);
    },
  };
}
export type ProductsAdminService = ReturnType<typeof createProductsAdminService>;
