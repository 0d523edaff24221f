import {
  IMPORT_MAX_PREVIEW_ROWS,
  requiredImportColumns,
  type ImportColumnKey,
} from '@propwash/domain/catalog/import-columns';
import { headerProblemMessage, readHeader } from '@propwash/domain/catalog/import-header';
import { parseImportRow } from '@propwash/domain/catalog/import-row';
import { isVariantRow, parseVariantRow } from '@propwash/domain/catalog/import-variant-row';
import { AppError } from '../../../platform/app-error.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import type { AdminCategoryLookup, CategoryRow } from '../categories/categories.lookup.ts';
import type { Actor } from '../admin/admin.fields.ts';
import type { CatalogService } from '../catalog.service.ts';
import { readImportFile, type ImportFileKind } from './transfer.import-file.ts';
import { BATCH_ROWS, rejectRow, type Prepared, type Run } from './transfer.import-run.ts';
import type { ImportVariants } from './transfer.import-variants.ts';
import type { ImportWrite } from './transfer.import-write.ts';
import { settleFits } from './transfer.fits.ts';
import { specCellsOf, specColumnsOf, type SpecColumn } from './transfer.specs.ts';

// Reading a bulk import (docs/decisions/bulk-import-export-columns.md): the upload row by row,
// each row checked with the domain's row schema, product rows handed on in batches, version
// rows and fits settled once every row is in.

export function createImportRows(deps: {
  catalog: Pick<CatalogService, 'allAttributes'>;
  categories: Pick<AdminCategoryLookup, 'allCategories' | 'resolveCategory'>;
  flush: ImportWrite['flush'];
  settleVariants: ImportVariants['settleVariants'];
}) {
  const { allCategories, resolveCategory } = deps.categories;
  const { flush, settleVariants } = deps;

  /** Reads the file and checks every row; with `write`, writes the valid ones as it goes. */
  async function runImport(
    run: Run,
    file: { path: string; kind: ImportFileKind },
    q: Db | Tx,
    write: Tx | null,
    actor: Actor,
  ) {
    const cats = await allCategories();
    const byId = new Map(cats.map((c) => [c.id, c]));
    const categoryOf = new Map<string, CategoryRow | null>();
    let columns: (ImportColumnKey | null)[] | null = null;
    let specColumns: SpecColumn[] = [];
    let batch: Prepared[] = [];
    for await (const { row, cells } of readImportFile(file.path, file.kind)) {
      if (!columns) {
        const header = readHeader(cells);
        if (!header.ok)
          throw new AppError('VALIDATION_FAILED', headerProblemMessage(header.problems), {
            details: { row, ...header.problems },
          });
        columns = header.columns;
        // Specification columns (docs/decisions/specifications.md): matched with the attributes.
        if (header.specs.length)
          specColumns = specColumnsOf(header.specs, await deps.catalog.allAttributes());
        continue;
      }
      run.dataRows += 1;
      const inPreview = run.dataRows <= IMPORT_MAX_PREVIEW_ROWS;
      const values: Partial<Record<ImportColumnKey, string>> = {};
      columns.forEach((col, i) => {
        if (col) values[col] = cells[i] ?? '';
      });
      const line = {
        row,
        sku: (values.sku ?? '').trim(),
        name: (values.name ?? '').trim(),
        inPreview,
      };
      const fail = (column: ImportColumnKey | null, message: string) =>
        rejectRow(run, line, [{ column, message }]);
      if (cells.slice(columns.length).some((c) => c.trim() !== '')) {
        fail(null, `Row ${row} has more cells than the header has columns`);
        continue;
      }
      const specCells = specCellsOf(specColumns, cells);
      if (isVariantRow(values)) {
        const v = parseVariantRow(values);
        if (!v.ok) {
          rejectRow(run, line, v.errors);
          continue;
        }
        const other = run.skuRow.get(v.row.sku) ?? run.variantSkuRow.get(v.row.sku);
        if (other !== undefined) {
          fail('sku', `SKU ${v.row.sku} is also on row ${other}`);
          continue;
        }
        run.variantSkuRow.set(v.row.sku, row);
        run.variantRows.push({ row, data: v.row, specCells, inPreview });
        continue;
      }
      const absent = requiredImportColumns.filter((c) => values[c] === undefined);
      if (absent.length) {
        fail(null, `A product row needs the columns ${absent.join(', ')}`);
        continue;
      }
      const parsed = parseImportRow(values);
      if (!parsed.ok) {
        rejectRow(run, line, parsed.errors);
        continue;
      }
      const data = parsed.row;
      const skuRow = run.skuRow.get(data.sku) ?? run.variantSkuRow.get(data.sku);
      if (skuRow !== undefined) {
        fail('sku', `SKU ${data.sku} is also on row ${skuRow}`);
        continue;
      }
      const handleRow = data.handle ? run.handleRow.get(data.handle) : undefined;
      if (handleRow !== undefined) {
        fail('handle', `Handle ${data.handle} is also on row ${handleRow}`);
        continue;
      }
      run.skuRow.set(data.sku, row);
      if (data.handle) run.handleRow.set(data.handle, row);
      if (!categoryOf.has(data.category))
        categoryOf.set(data.category, await resolveCategory(data.category, cats).catch(() => null));
      const category = categoryOf.get(data.category);
      if (!category) {
        fail('category', `Unknown category: ${data.category}`);
        continue;
      }
      batch.push({ row, data, category, specCells, inPreview });
      if (batch.length >= BATCH_ROWS) {
        await flush(run, batch, q, write, byId, actor);
        batch = [];
      }
    }
    if (!columns) throw new AppError('VALIDATION_FAILED', 'The file is empty');
    await flush(run, batch, q, write, byId, actor);
    await settleVariants(run, q, write, actor);
    await settleFits(run, q, write);
    if (run.dataRows === 0)
      throw new AppError('VALIDATION_FAILED', 'The file has a header row but no products');
  }

  return { runImport };
}
