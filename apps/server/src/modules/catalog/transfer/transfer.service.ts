import { randomUUID } from 'node:crypto';
import type { ImportReport } from '@propwash/domain/catalog/import-report';
import { AppError } from '../../../platform/app-error.ts';
import type { AuditTrail } from '../../../platform/audit.ts';
import type { Db } from '../../../platform/db.ts';
import type { Storage } from '../../../platform/storage.ts';
import type { RecordStockChange, RecordStockChanges } from '../catalog.ports.ts';
import type { OrderedVariants } from '../products/products.variants.ts';
import type { CatalogService } from '../catalog.service.ts';
import type { AdminCategoryLookup } from '../categories/categories.lookup.ts';
import type { Actor } from '../admin/admin.fields.ts';
import type { AdminProductImages } from '../admin/admin.images.ts';
import { createProductExport } from './transfer.export.ts';
import type { ImportFileKind } from './transfer.import-file.ts';
import { createImportRows } from './transfer.import-rows.ts';
import { newRun, reportOf } from './transfer.import-run.ts';
import { createImportVariants } from './transfer.import-variants.ts';
import { createImportWrite } from './transfer.import-write.ts';

// Bulk catalogue export and import (docs/decisions/bulk-import-export-columns.md). The export
// streams every live product, a page at a time, in the import's column set
// (transfer/transfer.export.ts); the import reads an upload row by row (transfer/transfer.import-rows.ts), checks
// each row with the domain's row schema, and writes valid rows in batches of multi-row upserts
// (transfer/transfer.import-write.ts, transfer/transfer.import-variants.ts, transfer/transfer.fits.ts) inside one
// transaction, which is rolled back when any row is invalid (unless the caller asked to skip
// invalid rows).

/** Thrown inside the transaction to roll back an import that may not be written. */
class Rollback extends Error {}

export function createProductTransfer(deps: {
  db: Db;
  storage: Storage;
  /** The storefront's caches, and the specification attributes (docs/decisions/specifications.md). */
  catalog: Pick<CatalogService, 'invalidateListings' | 'allAttributes' | 'attributesFor'>;
  categories: AdminCategoryLookup;
  images: AdminProductImages;
  recordStockChanges: RecordStockChanges;
  recordStockChange: RecordStockChange;
  orderedVariants: OrderedVariants;
  audit: AuditTrail;
}) {
  const { db, catalog } = deps;
  const { dropUnusedImages } = deps.images;
  const { runImport } = createImportRows({
    catalog,
    categories: deps.categories,
    flush: createImportWrite(deps).flush,
    settleVariants: createImportVariants(deps).settleVariants,
  });

  return {
    ...createProductExport(deps),

    /**
     * Imports a stored upload. A dry run only reads; an import writes inside one transaction and
     * rolls it back when a row is invalid, unless `skipInvalid` (then the valid rows are kept).
     * Refused imports throw VALIDATION_FAILED with the report in the error's details.
     */
    async importProducts(
      file: { path: string; kind: ImportFileKind },
      opts: { dryRun: boolean; skipInvalid: boolean },
      actor: Actor,
    ): Promise<ImportReport> {
      if (opts.dryRun) {
        const run = newRun(opts);
        await runImport(run, file, db, null, actor);
        return reportOf(run, false);
      }
      let run = newRun(opts);
      try {
        await db.transaction(async (tx) => {
          run = newRun(opts);
          await runImport(run, file, tx, tx, actor);
          if (run.errorCount > 0 && !opts.skipInvalid) throw new Rollback();
          // One summary entry per import run, not one per product: a 10,000-row file stays one
          // insert (docs/decisions/audit-log.md).
          if (run.created + run.updated > 0)
            await deps.audit.record(tx, {
              actor,
              kind: 'import',
              recordId: randomUUID(),
              recordLabel: `Product import (${file.kind.toUpperCase()})`,
              action: 'import',
              changes: {
                created: [null, run.created],
                updated: [null, run.updated],
                unchanged: [null, run.unchanged],
                invalid: [null, run.invalidRows.size],
              },
            });
        });
      } catch (err) {
        if (!(err instanceof Rollback)) throw err;
        const report = reportOf(run, false);
        throw new AppError(
          'VALIDATION_FAILED',
          `${report.invalid === 1 ? '1 row has' : `${report.invalid} rows have`} errors, so nothing was imported (fix them, or import the valid rows only)`,
          { details: report },
        );
      }
      const written = run.created + run.updated > 0;
      if (written) catalog.invalidateListings();
      await dropUnusedImages([...new Set(run.removedImageKeys)]);
      return reportOf(run, written);
    },
  };
}
export type ProductTransfer = ReturnType<typeof createProductTransfer>;
