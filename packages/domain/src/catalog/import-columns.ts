import { csvLine } from '../platform/csv.ts';
import { productDefaults } from './admin-schemas.ts';

/**
 * Bulk catalogue import and export (docs/decisions/bulk-import-export-columns.md): one column set,
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

/** A column every row must fill. */
const required = <const K extends string>(key: K, help: string, example: string) =>
  ({ key, required: true, help, example }) as const;
/** A column a row may leave blank. */
const optional = <const K extends string>(key: K, help: string, example: string) =>
  ({ key, required: false, help, example }) as const;

export const importColumns = [
  optional(
    'handle',
    "The product's web address (its slug); blank keeps it or makes one from the name",
    'skylark-1200-pnp',
  ),
  required(
    'sku',
    'Stock keeping unit: the row updates the product with this SKU, or creates one',
    'PW-SKY-1200',
  ),
  required('name', 'Product name', 'Skylark 1200 PNP'),
  required(
    'category',
    'Category slug or path, e.g. drones or airplanes/electric',
    'airplanes/electric',
  ),
  optional('brand', 'Brand', 'Propwash'),
  required('description', 'Product description', 'A 1.2 m foam glider with brushless power.'),
  required('price', 'Selling price in rupees, GST included', '8499'),
  optional('mrp', 'Original price (MRP) in rupees; blank means no discount', '9999'),
  optional('cost_price', 'What the shop paid, in rupees (never shown to shoppers)', ''),
  optional('stock', 'Units in stock (blank: 0)', '12'),
  optional('stock_status', 'in_stock or out_of_stock (blank: in_stock)', 'in_stock'),
  optional('active', 'yes or no: shown in the shop (blank: yes)', 'yes'),
  optional('featured', "yes or no: in Today's Deals", 'no'),
  optional('trending', 'yes or no: trending', 'no'),
  optional('free_delivery', 'yes or no', 'no'),
  optional('gst_rate', `GST rate in percent (blank: ${productDefaults.gstRate})`, '18'),
  optional('hsn', `HSN code, 4, 6 or 8 digits (blank: ${productDefaults.hsnCode})`, '9503'),
  optional(
    'country_of_origin',
    'Country of origin (required before a product can be active)',
    'India',
  ),
  optional('images', 'Image URLs of photos uploaded to this shop, separated by |', ''),
  optional('highlights', 'Highlights separated by |', 'Brushless motor|4-channel'),
  optional('whats_in_box', "What's in the box, separated by |", 'Airframe|Manual'),
  optional('services', 'Services separated by |', ''),
  optional('warranty_period', 'Warranty period (blank: no warranty shown)', '6 Months'),
  optional('warranty_covered', 'What the warranty covers', ''),
  optional('warranty_not_covered', 'What it does not cover', ''),
  optional('video_url', 'A video link (http or https)', ''),
  optional(
    'ships_by_surface',
    'yes: goes by road only (LiPo batteries, fuel), so never by express',
    'no',
  ),
  optional('compatible_with', 'SKUs or handles of the models this part fits, separated by |', ''),
  // What the label declares (docs/decisions/product-declarations.md); blank: none.
  optional('manufacturer_name', "Manufacturer's name, as on the label", ''),
  optional('manufacturer_address', "Manufacturer's address, as on the label", ''),
  optional('importer_name', "Importer's name: needed on the label of goods made outside India", ''),
  optional('importer_address', "Importer's address, as on the label", ''),
  optional(
    'net_quantity',
    'Net quantity as the label states it, e.g. 1 unit, 4 N, 500 g',
    '1 unit',
  ),
  optional(
    'month_of_manufacture_or_import',
    'Month and year of manufacture (made in India) or of import, as YYYY-MM',
    '2026-03',
  ),
  optional('consumer_care', 'Consumer care contact: name, address, phone or email', ''),
  optional('bis_licence', 'BIS licence number (toys)', ''),
  optional('wpc_approval', 'WPC equipment type approval number (radios)', ''),
  optional('battery_epr', 'Battery EPR registration number', ''),
  optional(
    'drone_weight_grams',
    "A drone's all-up weight in grams, which sets its Drone Rules category; blank: not a drone",
    '',
  ),
  ...([1, 2, 3] as const).flatMap((n) => [
    optional(
      `option${n}_name`,
      n === 1
        ? 'On a version row: the option it chooses (e.g. Version); blank on a product row'
        : `On a version row: option ${n}'s name, if the product has ${n} options`,
      '',
    ),
    optional(
      `option${n}_value`,
      n === 1
        ? "A version's value of that option (e.g. BNF): the row is a version of the product with this handle"
        : `The version's value of option ${n}`,
      '',
    ),
  ]),
] as const satisfies readonly ImportColumn[];

export type ImportColumnKey = (typeof importColumns)[number]['key'];
export const importColumnKeys = importColumns.map((c) => c.key) as ImportColumnKey[];
export const requiredImportColumns = importColumns
  .filter((c) => c.required)
  .map((c) => c.key) as ImportColumnKey[];

export const optionColumns = [
  { name: 'option1_name', value: 'option1_value' },
  { name: 'option2_name', value: 'option2_value' },
  { name: 'option3_name', value: 'option3_value' },
] as const satisfies readonly { name: ImportColumnKey; value: ImportColumnKey }[];

/**
 * Specification columns (docs/decisions/specifications.md): one per attribute, headed `spec:` and
 * the attribute's key (`spec:cells`, `spec:capacity`), as the export writes them; a header naming
 * the attribute instead (`Spec: Capacity (mAh)`) is read too. On a product row the cell is the
 * product's value, on a version row the version's own; a blank cell is no value, and a column
 * left out leaves the values as they are.
 */
export const SPEC_COLUMN_PREFIX = 'spec:';

/** The header the export writes for an attribute: `spec:cells`. */
export const specColumnHeader = (key: string) => `${SPEC_COLUMN_PREFIX}${key}`;

/**
 * What a specification column's header names (a key or an attribute's name, as written after
 * `spec:`), or null when the header is not a specification column.
 */
export function specColumnRef(header: string): string | null {
  const match = /^\s*spec\s*:\s*(.*?)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/** The specification columns as the template's help describes them. */
export const specColumnHelp = {
  key: 'spec:<key>',
  required: false,
  help: "A specification, one column per attribute, headed spec: and the attribute's key (spec:cells, spec:capacity): a number in the attribute's unit, or one of its choices. On a version row, the version's own value. Blank: no value; a column left out keeps the values",
  example: '',
} as const satisfies ImportColumn;

/** Every column the admin screen explains: the fixed ones, then the specification columns. */
export const importHelpColumns: readonly ImportColumn[] = [...importColumns, specColumnHelp];

/** The template the admin screen offers: the header and one example row. */
export function importTemplateCsv(): string {
  return csvLine(importColumnKeys) + csvLine(importColumns.map((c) => c.example));
}
