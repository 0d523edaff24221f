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
    help: 'Country of origin (required before a product can be active)',
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
    help: 'Warranty period (blank: no warranty shown)',
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

export const optionColumns = [
  { name: 'option1_name', value: 'option1_value' },
  { name: 'option2_name', value: 'option2_value' },
  { name: 'option3_name', value: 'option3_value' },
] as const satisfies readonly { name: ImportColumnKey; value: ImportColumnKey }[];

/** The template the admin screen offers: the header and one example row. */
export function importTemplateCsv(): string {
  return csvLine(importColumnKeys) + csvLine(importColumns.map((c) => c.example));
}
