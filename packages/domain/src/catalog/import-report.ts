import { z } from 'zod';

// The bulk import's query and report, and the export's query (docs/decisions/bulk-import-export-columns.md).

export const importQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  skipInvalid: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

export const exportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { error: 'format must be csv or xlsx' }).default('csv'),
});

export const importErrorSchema = z.object({
  /** The row as the spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  /** The column's key (as in the template), or null for the whole row. */
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

export const importActions = ['create', 'update', 'unchanged', 'invalid'] as const;
export const importPreviewRowSchema = z.object({
  row: z.number().int(),
  sku: z.string(),
  name: z.string(),
  action: z.enum(importActions),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importReportSchema = z.object({
  /**
   * Rows whose product or version was created, updated or left as it was (in a dry run: what an
   * import would do).
   */
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /**
   * Of the three counts above, the rows that are versions of a product (the rest are products),
   * so the owner reads "3 products (5 versions)" rather than 8 products.
   */
  versions: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
  }),
  /** Rows with at least one error (skipped with skipInvalid; otherwise nothing is written). */
  invalid: z.number().int(),
  /** The first IMPORT_MAX_LISTED_ERRORS errors, in row order. */
  errors: z.array(importErrorSchema),
  /** Every error, listed or not. */
  errorCount: z.number().int(),
  /** True when the import changed the catalogue (never in a dry run). */
  written: z.boolean(),
  dryRun: z.boolean(),
  /** The first IMPORT_MAX_PREVIEW_ROWS rows and what the import does with each. */
  preview: z.array(importPreviewRowSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;
