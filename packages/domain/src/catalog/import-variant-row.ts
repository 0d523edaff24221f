import { z } from 'zod';
import { optionColumns } from './import-columns.ts';
import {
  handleSchema,
  importRowSchema,
  parseWith,
  type CellError,
  type ImportCells,
} from './import-row.ts';

// A version row of a bulk import (docs/decisions/bulk-import-export-columns.md): one version of
// the product with its handle.

/** A row with an option value is a version (variant) of the product with its handle. */
export function isVariantRow(cells: ImportCells): boolean {
  return optionColumns.some((c) => (cells[c.value] ?? '').trim() !== '');
}

const optionCell = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional();

/**
 * A version row: its product's handle, its own SKU, price, MRP, stock, active flag and images,
 * and its options. The product's own columns (name, category…) are not read on such a row.
 */
export const variantRowSchema = z.object({
  handle: z
    .string()
    .refine((s) => s.trim() !== '', "A version row needs its product's handle")
    .pipe(handleSchema),
  sku: importRowSchema.shape.sku,
  price: importRowSchema.shape.price,
  mrp: importRowSchema.shape.mrp,
  stock: importRowSchema.shape.stock,
  active: importRowSchema.shape.active,
  images: importRowSchema.shape.images,
  option1_name: optionCell(30, 'Option names'),
  option1_value: optionCell(40, 'Option values'),
  option2_name: optionCell(30, 'Option names'),
  option2_value: optionCell(40, 'Option values'),
  option3_name: optionCell(30, 'Option names'),
  option3_value: optionCell(40, 'Option values'),
});
export type VariantImportRow = z.output<typeof variantRowSchema>;
/** A version row's cells checked (see variantRowSchema), and its options paired up. */
export function parseVariantRow(
  cells: ImportCells,
): { ok: true; row: VariantImportRow } | { ok: false; errors: CellError[] } {
  const parsed = parseWith(variantRowSchema, cells);
  if (!parsed.ok) return parsed;
  const errors: CellError[] = [];
  for (const c of optionColumns) {
    const name = parsed.row[c.name] ?? '';
    const value = parsed.row[c.value] ?? '';
    if (value && !name) errors.push({ column: c.name, message: 'Name the option of this value' });
    if (name && !value) errors.push({ column: c.value, message: `Choose a value of ${name}` });
  }
  return errors.length ? { ok: false, errors } : parsed;
}
