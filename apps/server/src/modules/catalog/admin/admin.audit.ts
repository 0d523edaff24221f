import { diffRecords } from '@propwash/domain/audit/diff';
import type { AuditChanges } from '@propwash/domain/audit/schemas';
import type { products } from '../catalog.tables.ts';
import type { Specs } from '@propwash/domain/catalog/specs';
import type { VariantInput } from '@propwash/domain/catalog/variants';
import { editedProductFields } from './admin.fields.ts';

// What a product's audit entry holds (docs/decisions/audit-log.md): the row's own fields an
// admin edits (derived columns such as search keywords and the slug left out), each variant by
// SKU, and the images' order by key.

type ProductRow = typeof products.$inferSelect;

/** The form's fields, and the ones only the form edits: SKU, seller block, options. */
export const auditedProductFields = [
  ...editedProductFields,
  'sku',
  'seller',
  'options',
  'priceVaries',
] as const;

/** Specification values in key order: the same values compare the same however they were sent. */
export const sortedSpecs = (specs: Specs): Specs =>
  Object.fromEntries(Object.entries(specs).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** The declarations in key order: jsonb answers its keys in an order of its own. */
const sortedDeclarations = (d: ProductRow['declarations']) =>
  Object.fromEntries(
    Object.entries(d).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ) as ProductRow['declarations'];

const withSortedSpecs = (row: Partial<ProductRow> | null) => {
  if (!row) return row;
  const sorted = { ...row };
  if (row.specs) sorted.specs = sortedSpecs(row.specs);
  if (row.declarations) sorted.declarations = sortedDeclarations(row.declarations);
  return sorted;
};

/** The changed fields of a product row between two states (null before: a new product). */
export function productChanges(
  before: Partial<ProductRow> | null,
  after: Partial<ProductRow> | null,
): AuditChanges {
  return diffRecords(withSortedSpecs(before), withSortedSpecs(after), {
    only: auditedProductFields,
  });
}

/** `variant <SKU>`: [before, after] for each version added, removed or changed. */
export function variantChanges(before: VariantInput[], after: VariantInput[]): AuditChanges {
  const shape = (v: VariantInput) => ({
    options: v.options,
    price: v.price,
    originalPrice: v.originalPrice ?? null,
    stock: v.stock,
    isActive: v.isActive ?? true,
    images: v.images ?? [],
    specValues: sortedSpecs(v.specValues ?? {}),
  });
  const bySku = (vs: VariantInput[]) => Object.fromEntries(vs.map((v) => [v.sku, shape(v)]));
  const changes = diffRecords(bySku(before), bySku(after));
  return Object.fromEntries(Object.entries(changes).map(([sku, pair]) => [`variant ${sku}`, pair]));
}

/** The images' order, by storage key, when it changed. */
export function imageChanges(before: { key: string }[], after: { key: string }[]): AuditChanges {
  return diffRecords({ images: before.map((i) => i.key) }, { images: after.map((i) => i.key) });
}
