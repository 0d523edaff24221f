import {
  importColumnKeys,
  requiredImportColumns,
  specColumnRef,
  SPEC_COLUMN_PREFIX,
  type ImportColumnKey,
} from './import-columns.ts';

// Reading the header row of a bulk import (docs/decisions/bulk-import-export-columns.md).

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
  manufacturer: 'manufacturer_name',
  importer: 'importer_name',
  month_of_manufacture: 'month_of_manufacture_or_import',
  month_of_import: 'month_of_manufacture_or_import',
  bis_license: 'bis_licence',
  bis_licence_number: 'bis_licence',
  wpc: 'wpc_approval',
  wpc_eta: 'wpc_approval',
  epr: 'battery_epr',
  drone_weight: 'drone_weight_grams',
  all_up_weight: 'drone_weight_grams',
  all_up_weight_grams: 'drone_weight_grams',
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

/** A specification column of a header row: its position and what its header names. */
export type SpecHeader = { at: number; ref: string };

/**
 * Reads a header row: the column of each position (null: blank header or a specification
 * column, listed in `specs` for the caller to match with the shop's attributes), or what is wrong.
 */
export function readHeader(
  headers: readonly string[],
):
  | { ok: true; columns: (ImportColumnKey | null)[]; specs: SpecHeader[] }
  | { ok: false; problems: HeaderProblems } {
  const unknown: string[] = [];
  const repeated: string[] = [];
  const seen = new Set<ImportColumnKey>();
  const specs: SpecHeader[] = [];
  const columns = headers.map((h, at) => {
    if (h.trim() === '') return null;
    const ref = specColumnRef(h);
    if (ref !== null) {
      if (ref === '') unknown.push(h.trim());
      else specs.push({ at, ref });
      return null;
    }
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
  return { ok: true, columns, specs };
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
  return `The header row does not fit the import template (${parts.join('; ')}). The columns are: ${importColumnKeys.join(', ')}, and ${SPEC_COLUMN_PREFIX}<key> for each specification.`;
}
