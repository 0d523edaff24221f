import { z } from 'zod';
import {
  adminProductFieldsSchema,
  DRONE_WEIGHT_MESSAGE,
  droneWeightSchema,
  productDefaults,
} from './admin-schemas.ts';
import { productDeclarationsSchema } from './declarations.ts';
import { LIST_SEPARATOR, type ImportColumnKey } from './import-columns.ts';

// A product row of a bulk import (docs/decisions/bulk-import-export-columns.md): its cells, each
// read as the product form's field reads it; a blank cell takes the blank field's default.

const fields = adminProductFieldsSchema.shape;

/** A number cell ("8,499", "₹ 8499.00"), then the form field's own rule. */
const numberCell = <T extends z.ZodType>(message: string, rule: T) =>
  z
    .string()
    .transform((s, ctx) => {
      const n = Number(s.replace(/[₹,\s]/g, ''));
      if (s.trim() === '' || !Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    })
    .pipe(rule as unknown as z.ZodType<z.output<T>, number>);

const blankOr = <B, T extends z.ZodType>(blank: () => B, rule: T) =>
  z.union([z.string().regex(/^\s*$/).transform(blank), rule]);

const yesNo = (label: string, blank: boolean) =>
  z.string().transform((s, ctx) => {
    const v = s.trim().toLowerCase();
    if (v === '') return blank;
    if (['yes', 'y', 'true', '1'].includes(v)) return true;
    if (['no', 'n', 'false', '0'].includes(v)) return false;
    ctx.addIssue({ code: 'custom', message: `${label} must be yes or no` });
    return z.NEVER;
  });

const list = (rule: z.ZodType<string[], string[]>) =>
  z
    .string()
    .transform((s) =>
      s
        .split(LIST_SEPARATOR)
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(rule);

const lines = (label: string) =>
  z
    .array(z.string().max(300, `${label}: each item must be at most 300 characters`))
    .max(30, `${label}: at most 30 items`);

const declared = productDeclarationsSchema.shape;

/** What a month cell other than YYYY-MM is told. */
export const MONTH_CELL_MESSAGE =
  'Month of manufacture or import must be YYYY-MM, e.g. 2026-03 (blank: none)';

/**
 * A month cell: YYYY-MM, or a date (a spreadsheet turns a typed month into one, which the file
 * reader writes as YYYY-MM-DD) taken as its month; blank is none.
 */
const monthCell = z.string().transform((s, ctx) => {
  const v = s.trim();
  if (v === '') return '';
  const match = /^(\d{4})-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?$/.exec(v);
  if (!match) {
    ctx.addIssue({ code: 'custom', message: MONTH_CELL_MESSAGE });
    return z.NEVER;
  }
  return `${match[1]}-${match[2]}`;
});

/** A handle is a product slug: lowercase letters, digits and single dashes. */
export const handleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(100, 'Handle must be at most 100 characters')
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'Handle may use lowercase letters, digits and single dashes (e.g. skylark-1200)',
  );

/**
 * One row, cells by column (only the file's columns are present; each is a string). The output
 * holds the product's value for every column the file has.
 */
export const importRowSchema = z.object({
  handle: blankOr(() => undefined, handleSchema).optional(),
  sku: z.string({ error: 'Please enter the SKU' }).pipe(fields.sku),
  name: fields.name,
  category: fields.category,
  brand: fields.brand.optional(),
  description: fields.description,
  price: numberCell('Please enter valid price', fields.price),
  mrp: blankOr(() => null, numberCell('MRP must be a number', fields.originalPrice)).optional(),
  cost_price: blankOr(
    () => null,
    numberCell('Cost price must be a number', fields.costPrice),
  ).optional(),
  stock: blankOr(() => 0, numberCell('Stock must be a whole number', fields.stock)).optional(),
  stock_status: blankOr(
    () => 'in_stock' as const,
    z.string().trim().toLowerCase().pipe(fields.stockStatus),
  ).optional(),
  active: yesNo('Active', true).optional(),
  featured: yesNo('Featured', false).optional(),
  trending: yesNo('Trending', false).optional(),
  free_delivery: yesNo('Free delivery', false).optional(),
  gst_rate: blankOr(
    () => productDefaults.gstRate,
    numberCell('GST rate must be a number', fields.gstRate),
  ).optional(),
  hsn: blankOr(() => productDefaults.hsnCode, fields.hsnCode).optional(),
  // Never defaulted (docs/decisions/no-invented-product-claims.md): blank keeps what the product has.
  country_of_origin: blankOr(() => undefined, fields.countryOfOrigin)
    .transform((v) => v ?? undefined)
    .optional(),
  images: list(
    z
      .array(z.string().max(500, 'Each image URL must be at most 500 characters'))
      .max(10, 'A product can have at most 10 images'),
  ).optional(),
  highlights: list(lines('Highlights')).optional(),
  whats_in_box: list(lines("What's in the box")).optional(),
  services: list(lines('Services')).optional(),
  warranty_period: z
    .string()
    .trim()
    .max(60, 'Warranty period must be at most 60 characters')
    .optional(),
  warranty_covered: z
    .string()
    .trim()
    .max(300, 'Warranty cover must be at most 300 characters')
    .optional(),
  warranty_not_covered: z
    .string()
    .trim()
    .max(300, 'Warranty exclusions must be at most 300 characters')
    .optional(),
  video_url: fields.videoUrl.optional(),
  ships_by_surface: yesNo('Ships by surface', false).optional(),
  compatible_with: list(
    z
      .array(z.string().max(100, 'Each SKU or handle must be at most 100 characters'))
      .max(200, 'A part can fit at most 200 models'),
  ).optional(),
  // The label's declarations (docs/decisions/product-declarations.md): a blank cell is none.
  manufacturer_name: declared.manufacturerName.removeDefault().optional(),
  manufacturer_address: declared.manufacturerAddress.removeDefault().optional(),
  importer_name: declared.importerName.removeDefault().optional(),
  importer_address: declared.importerAddress.removeDefault().optional(),
  net_quantity: declared.netQuantity.removeDefault().optional(),
  month_of_manufacture_or_import: monthCell.optional(),
  consumer_care: declared.consumerCare.removeDefault().optional(),
  bis_licence: declared.bisLicence.removeDefault().optional(),
  wpc_approval: declared.wpcApproval.removeDefault().optional(),
  battery_epr: declared.batteryEpr.removeDefault().optional(),
  // Blank: not a drone (docs/decisions/drones.md).
  drone_weight_grams: blankOr(
    () => null,
    numberCell(DRONE_WEIGHT_MESSAGE, droneWeightSchema),
  ).optional(),
});
export type ImportRow = z.output<typeof importRowSchema>;

export type ImportCells = Partial<Record<ImportColumnKey, string>>;

export type CellError = { column: ImportColumnKey | null; message: string };

/** A row's cells checked: its values, or each cell's first problem (one per column). */
export function parseImportRow(
  cells: ImportCells,
): { ok: true; row: ImportRow } | { ok: false; errors: CellError[] } {
  return parseWith(importRowSchema, cells);
}

export function parseWith<S extends z.ZodType>(
  schema: S,
  cells: ImportCells,
): { ok: true; row: z.output<S> } | { ok: false; errors: CellError[] } {
  const parsed = schema.safeParse(cells);
  if (parsed.success) return { ok: true, row: parsed.data };
  const errors: CellError[] = [];
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    const column = typeof key === 'string' ? (key as ImportColumnKey) : null;
    if (seen.has(String(column))) continue;
    seen.add(String(column));
    // A union's own message ("Invalid input") hides the rule that failed: take the deeper one.
    const message =
      issue.code === 'invalid_union'
        ? (issue.errors.flat().find((e) => e.code !== 'invalid_format')?.message ?? issue.message)
        : issue.message;
    errors.push({ column, message });
  }
  return { ok: false, errors };
}
