import { z } from 'zod';
import { csvLine } from '../platform/csv.ts';
import { adminProductFieldsSchema, productDefaults } from './admin-schemas.ts';

/**
 * Bulk catalogue import and export (docs/decisions.md, "Bulk import and export"): one column set,
 * written by GET /api/products/export and read by POST /api/products/import, one product or one
 * version of a product per row, matched by SKU. Money in rupees; lists separated by "|". A blank
 * cell takes the default a blank form field takes, except a blank handle, which keeps the
 * product's handle (or makes one).
 */

export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** Errors listed in a report; the report also counts all of them. */
export const IMPORT_MAX_LISTED_ERRORS = 200;
/** Rows listed in a dry run's preview. */
export const IMPORT_MAX_PREVIEW_ROWS = 200;
export const LIST_SEPARATOR = '|';

export type ImportColumn = {
  key: string;
  required: boolean;
  /** What goes in the cell, for the template and the admin screen. */
  help: string;
  example: string;
};

export const importColumns = [
  {
    key: 'handle',
    required: false,
    help: "The product's web address (its slug); blank keeps it or makes one from the name",
    example: 'skylark-1200-pnp',
  },
  {
    key: 'sku',
    required: true,
    help: 'Stock keeping unit: the row updates the product with this SKU, or creates one',
    example: 'PW-SKY-1200',
  },
  { key: 'name', required: true, help: 'Product name', example: 'Skylark 1200 PNP' },
  {
    key: 'category',
    required: true,
    help: 'Category slug or path, e.g. drones or airplanes/electric',
    example: 'airplanes/electric',
  },
  { key: 'brand', required: false, help: 'Brand', example: 'Propwash' },
  {
    key: 'description',
    required: true,
    help: 'Product description',
    example: 'A 1.2 m foam glider with brushless power.',
  },
  { key: 'price', required: true, help: 'Selling price in rupees, GST included', example: '8499' },
  {
    key: 'mrp',
    required: false,
    help: 'Original price (MRP) in rupees; blank means no discount',
    example: '9999',
  },
  {
    key: 'cost_price',
    required: false,
    help: 'What the shop paid, in rupees (never shown to shoppers)',
    example: '',
  },
  { key: 'stock', required: false, help: 'Units in stock (blank: 0)', example: '12' },
  {
    key: 'stock_status',
    required: false,
    help: 'in_stock or out_of_stock (blank: in_stock)',
    example: 'in_stock',
  },
  {
    key: 'active',
    required: false,
    help: 'yes or no: shown in the shop (blank: yes)',
    example: 'yes',
  },
  { key: 'featured', required: false, help: "yes or no: in Today's Deals", example: 'no' },
  { key: 'trending', required: false, help: 'yes or no: trending', example: 'no' },
  { key: 'free_delivery', required: false, help: 'yes or no', example: 'no' },
  {
    key: 'gst_rate',
    required: false,
    help: `GST rate in percent (blank: ${productDefaults.gstRate})`,
    example: '18',
  },
  {
    key: 'hsn',
    required: false,
    help: `HSN code, 4, 6 or 8 digits (blank: ${productDefaults.hsnCode})`,
    example: '9503',
  },
  {
    key: 'country_of_origin',
    required: false,
    help: `Country of origin (blank: ${productDefaults.countryOfOrigin})`,
    example: 'India',
  },
  {
    key: 'images',
    required: false,
    help: 'Image URLs of photos uploaded to this shop, separated by |',
    example: '',
  },
  {
    key: 'highlights',
    required: false,
    help: 'Highlights separated by |',
    example: 'Brushless motor|4-channel',
  },
  {
    key: 'whats_in_box',
    required: false,
    help: "What's in the box, separated by |",
    example: 'Airframe|Manual',
  },
  { key: 'services', required: false, help: 'Services separated by |', example: '' },
  {
    key: 'warranty_period',
    required: false,
    help: `Warranty period (blank: ${productDefaults.warranty.period})`,
    example: '6 Months',
  },
  { key: 'warranty_covered', required: false, help: 'What the warranty covers', example: '' },
  { key: 'warranty_not_covered', required: false, help: 'What it does not cover', example: '' },
  { key: 'video_url', required: false, help: 'A video link (http or https)', example: '' },
  {
    key: 'ships_by_surface',
    required: false,
    help: 'yes: goes by road only (LiPo batteries, fuel), so never by express',
    example: 'no',
  },
  {
    key: 'compatible_with',
    required: false,
    help: 'SKUs or handles of the models this part fits, separated by |',
    example: '',
  },
  ...([1, 2, 3] as const).flatMap((n) => [
    {
      key: `option${n}_name` as const,
      required: false,
      help:
        n === 1
          ? 'On a version row: the option it chooses (e.g. Version); blank on a product row'
          : `On a version row: option ${n}'s name, if the product has ${n} options`,
      example: '',
    },
    {
      key: `option${n}_value` as const,
      required: false,
      help:
        n === 1
          ? "A version's value of that option (e.g. BNF): the row is a version of the product with this handle"
          : `The version's value of option ${n}`,
      example: '',
    },
  ]),
] as const satisfies readonly ImportColumn[];

export type ImportColumnKey = (typeof importColumns)[number]['key'];
export const importColumnKeys = importColumns.map((c) => c.key) as ImportColumnKey[];
export const requiredImportColumns = importColumns
  .filter((c) => c.required)
  .map((c) => c.key) as ImportColumnKey[];

/** Other spellings owners use for a header; headers are also read case- and space-blind. */
const headerAliases: Record<string, ImportColumnKey> = {
  slug: 'handle',
  product_name: 'name',
  title: 'name',
  original_price: 'mrp',
  cost: 'cost_price',
  quantity: 'stock',
  is_active: 'active',
  gst: 'gst_rate',
  gst_percent: 'gst_rate',
  hsn_code: 'hsn',
  image_urls: 'images',
  whats_in_the_box: 'whats_in_box',
  video: 'video_url',
  surface: 'ships_by_surface',
  surface_only: 'ships_by_surface',
  fits: 'compatible_with',
  compatible_models: 'compatible_with',
};

/** The column a header names ("GST rate", "gst_rate" and "GST %" alike), or null. */
export function columnForHeader(header: string): ImportColumnKey | null {
  const key = header
    .trim()
    .toLowerCase()
    .replace(/%/g, ' percent')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if ((importColumnKeys as string[]).includes(key)) return key as ImportColumnKey;
  return headerAliases[key] ?? null;
}

export type HeaderProblems = { unknown: string[]; missing: string[]; repeated: string[] };

/** Reads a header row: the column of each position (null: blank header), or what is wrong. */
export function readHeader(
  headers: readonly string[],
): { ok: true; columns: (ImportColumnKey | null)[] } | { ok: false; problems: HeaderProblems } {
  const unknown: string[] = [];
  const repeated: string[] = [];
  const seen = new Set<ImportColumnKey>();
  const columns = headers.map((h) => {
    if (h.trim() === '') return null;
    const col = columnForHeader(h);
    if (!col) unknown.push(h.trim());
    else if (seen.has(col)) repeated.push(h.trim());
    else seen.add(col);
    return col;
  });
  // A file of version rows only (it has option1_value) needs no product columns but its handle.
  const required = seen.has('option1_value')
    ? (['handle', 'sku', 'price'] as ImportColumnKey[])
    : requiredImportColumns;
  const missing = required.filter((c) => !seen.has(c));
  if (unknown.length || missing.length || repeated.length)
    return { ok: false, problems: { unknown, missing, repeated } };
  return { ok: true, columns };
}

/** One sentence for a bad header row, naming the columns. */
export function headerProblemMessage(p: HeaderProblems): string {
  const parts: string[] = [];
  if (p.missing.length)
    parts.push(`missing column${p.missing.length > 1 ? 's' : ''}: ${p.missing.join(', ')}`);
  if (p.unknown.length)
    parts.push(`unknown column${p.unknown.length > 1 ? 's' : ''}: ${p.unknown.join(', ')}`);
  if (p.repeated.length)
    parts.push(`repeated column${p.repeated.length > 1 ? 's' : ''}: ${p.repeated.join(', ')}`);
  return `The header row does not fit the import template (${parts.join('; ')}). The columns are: ${importColumnKeys.join(', ')}.`;
}

// --- cells ---

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
  country_of_origin: blankOr(
    () => productDefaults.countryOfOrigin,
    fields.countryOfOrigin,
  ).optional(),
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
    .transform((s) => s || productDefaults.warranty.period)
    .optional(),
  warranty_covered: z
    .string()
    .trim()
    .max(300, 'Warranty cover must be at most 300 characters')
    .transform((s) => s || productDefaults.warranty.covered)
    .optional(),
  warranty_not_covered: z
    .string()
    .trim()
    .max(300, 'Warranty exclusions must be at most 300 characters')
    .transform((s) => s || productDefaults.warranty.notCovered)
    .optional(),
  video_url: fields.videoUrl.optional(),
  ships_by_surface: yesNo('Ships by surface', false).optional(),
  compatible_with: list(
    z
      .array(z.string().max(100, 'Each SKU or handle must be at most 100 characters'))
      .max(200, 'A part can fit at most 200 models'),
  ).optional(),
});
export type ImportRow = z.output<typeof importRowSchema>;

export const optionColumns = [
  { name: 'option1_name', value: 'option1_value' },
  { name: 'option2_name', value: 'option2_value' },
  { name: 'option3_name', value: 'option3_value' },
] as const satisfies readonly { name: ImportColumnKey; value: ImportColumnKey }[];

/** A row with an option value is a version (variant) of the product with its handle. */
export function isVariantRow(cells: Partial<Record<ImportColumnKey, string>>): boolean {
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
  sku: z.string({ error: 'Please enter the SKU' }).pipe(fields.sku),
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
export type ImportCells = Partial<Record<ImportColumnKey, string>>;

export type CellError = { column: ImportColumnKey | null; message: string };

/** A row's cells checked: its values, or each cell's first problem (one per column). */
export function parseImportRow(
  cells: ImportCells,
): { ok: true; row: ImportRow } | { ok: false; errors: CellError[] } {
  return parseWith(importRowSchema, cells);
}

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

function parseWith<S extends z.ZodType>(
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

/** The template the admin screen offers: the header and one example row. */
export function importTemplateCsv(): string {
  return csvLine(importColumnKeys) + csvLine(importColumns.map((c) => c.example));
}

// --- the report ---

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
