import {
  IMPORT_MAX_LISTED_ERRORS,
  IMPORT_MAX_PREVIEW_ROWS,
} from '@propwash/domain/catalog/import-columns';
import type {
  ImportError,
  ImportPreviewRow,
  ImportReport,
} from '@propwash/domain/catalog/import-report';
import type { ImportRow } from '@propwash/domain/catalog/import-row';
import type { VariantImportRow } from '@propwash/domain/catalog/import-variant-row';
import type { CategoryRow } from '../categories/categories.lookup.ts';
import type { SpecCells } from './transfer.specs.ts';

// One bulk import's running state (docs/decisions/bulk-import-export-columns.md), shared by the
// steps that read its rows (transfer/transfer.import-rows.ts), write its products (transfer/transfer.import-write.ts),
// its versions (transfer/transfer.import-variants.ts) and its fits (transfer/transfer.fits.ts).

/** Rows checked and written a batch at a time. */
export const BATCH_ROWS = 500;

/** A value with its objects' keys in order, so two records compare by content alone. */
function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object' && !(v instanceof Date))
    return Object.fromEntries(
      Object.entries(v)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, x]) => [k, canonical(x)]),
    );
  return v;
}

/** Whether two values hold the same, whatever order their objects' keys come in (jsonb's or ours). */
export const sameJson = (a: unknown, b: unknown) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

export type Prepared = {
  row: number;
  data: ImportRow;
  category: CategoryRow;
  /** The row's specification cells (only the file's spec: columns). */
  specCells: SpecCells;
  inPreview: boolean;
};

/** One import's running state: counts, the lowest-numbered errors, the preview. */
export function newRun(opts: { dryRun: boolean; skipInvalid: boolean }) {
  return {
    ...opts,
    created: 0,
    updated: 0,
    unchanged: 0,
    /** Of the counts above, the version rows (the rest are products). */
    versions: { created: 0, updated: 0, unchanged: 0 },
    invalidRows: new Set<number>(),
    errors: [] as ImportError[],
    errorCount: 0,
    preview: [] as ImportPreviewRow[],
    dataRows: 0,
    skuRow: new Map<string, number>(),
    handleRow: new Map<string, number>(),
    removedImageKeys: [] as string[],
    /** Rows whose compatible_with changes: checked and written once every row is in. */
    pendingFits: [] as { row: number; sku: string; refs: string[] }[],
    /** Version rows, written once every product row is in (docs/decisions/bulk-import-version-rows.md). */
    variantRows: [] as {
      row: number;
      data: VariantImportRow;
      specCells: SpecCells;
      inPreview: boolean;
    }[],
    variantSkuRow: new Map<string, number>(),
    /** New products' stock, recorded at the end unless the file gives their versions. */
    newStock: [] as { productId: string; slug: string; after: number }[],
    /** Valid product rows by the handle they give their product. */
    fileProducts: new Map<string, { row: number; name: string; sku: string; categoryId: string }>(),
    /** Price/stock changes of a product sold in versions: errors unless the file has its versions. */
    pendingVersionFields: [] as {
      row: number;
      handle: string;
      error: ImportError;
      preview: ImportPreviewRow | null;
      counted?: 'created' | 'updated' | 'unchanged';
    }[],
  };
}
export type Run = ReturnType<typeof newRun>;

export function addError(run: Run, error: ImportError) {
  run.errorCount += 1;
  run.invalidRows.add(error.row);
  run.errors.push(error);
  // Batches report a little out of row order: keep the lowest-numbered ones, memory bounded.
  if (run.errors.length > 2 * IMPORT_MAX_LISTED_ERRORS) {
    run.errors.sort((a, b) => a.row - b.row);
    run.errors.length = IMPORT_MAX_LISTED_ERRORS;
  }
}

/** A row that cannot be imported: its errors, and the row as "invalid" in the preview. */
export function rejectRow(
  run: Run,
  row: { row: number; sku: string; name: string; inPreview: boolean },
  errors: Omit<ImportError, 'row'>[],
) {
  for (const e of errors) addError(run, { row: row.row, ...e });
  if (row.inPreview)
    run.preview.push({ row: row.row, sku: row.sku, name: row.name, action: 'invalid' });
}

/** Counts a row by what the import does with it; answers the counter it went to. */
export function countAction(
  run: Run,
  action: 'create' | 'update' | 'unchanged',
  of: 'product' | 'version' = 'product',
) {
  const counter = action === 'create' ? 'created' : action === 'update' ? 'updated' : 'unchanged';
  run[counter] += 1;
  if (of === 'version') run.versions[counter] += 1;
  return counter;
}

/** The report of a finished run, errors and preview in row order. */
export function reportOf(run: Run, written: boolean): ImportReport {
  run.errors.sort((a, b) => a.row - b.row);
  run.preview.sort((a, b) => a.row - b.row);
  return {
    created: run.created,
    updated: run.updated,
    unchanged: run.unchanged,
    versions: { ...run.versions },
    invalid: run.invalidRows.size,
    errors: run.errors.slice(0, IMPORT_MAX_LISTED_ERRORS),
    errorCount: run.errorCount,
    written,
    dryRun: run.dryRun,
    preview: run.preview.slice(0, IMPORT_MAX_PREVIEW_ROWS),
  };
}
