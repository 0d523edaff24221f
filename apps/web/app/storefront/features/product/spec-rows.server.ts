import { formatSpecValue, type SpecRow, type SpecValue } from '@propwash/domain/catalog/specs';
import type { StoreVariant } from '@propwash/domain/catalog/variants';
import type { PageSpecRow } from '#app/storefront/features/product/spec-table.tsx';

// The product page's specifications table as its loader sends it: each row printed, and the
// value each version prints when the shopper chooses it (docs/decisions/specifications.md).
// Formatting happens here on the server: the domain's specs module would bring zod into the
// storefront's JavaScript (docs/decisions/variants-in-the-web-app.md).

const same = (v: SpecValue) => String(v).toLowerCase();

/**
 * The rows of GET /api/products/{id} with each version's value. A version without a value of its
 * own has the product's, which the answer does not name apart: it is the one row value no version
 * carries as its own (when that is not one value, such a version prints the whole row).
 */
export function pageSpecRows(
  rows: SpecRow[],
  variants: readonly Pick<StoreVariant, 'id' | 'specs'>[],
): PageSpecRow[] {
  return rows.map((row) => {
    const byVariant: Record<string, string> = {};
    if (row.values.length > 1) {
      const owned = new Set(
        variants.flatMap((v) => (v.specs[row.key] === undefined ? [] : [same(v.specs[row.key]!)])),
      );
      const rest = row.values.filter((v) => !owned.has(same(v)));
      const inherited = rest.length === 1 ? rest[0] : undefined;
      for (const v of variants) {
        const value = v.specs[row.key] ?? inherited;
        if (value !== undefined) byVariant[v.id] = formatSpecValue(value, row.unit);
      }
    }
    return { key: row.key, name: row.name, display: row.display, byVariant };
  });
}
