/** A row of the page's table: what it prints, and per version id what that version prints. */
export type PageSpecRow = {
  key: string;
  name: string;
  display: string;
  /** Only for a row whose versions differ: the version's own value, or the product's it keeps. */
  byVariant: Record<string, string>;
};

/**
 * The product's specifications, name | value (docs/decisions/specifications.md), with its brand
 * first and its SKU last. A row whose versions differ prints them all ("2200 / 3300 mAh") until
 * the shopper chooses a version, then that version's value.
 */
export function SpecTable({
  rows,
  brand,
  sku,
  variantId,
}: {
  rows: PageSpecRow[];
  brand: string;
  sku: string;
  variantId: string | null;
}) {
  const lines = [
    ...(brand ? [{ key: 'brand', name: 'Brand', value: brand }] : []),
    ...rows.map((r) => ({
      key: r.key,
      name: r.name,
      value: (variantId && r.byVariant[variantId]) || r.display,
    })),
    { key: 'sku', name: 'SKU', value: sku },
  ];
  return (
    <section aria-labelledby="product-specs-heading">
      <h2 id="product-specs-heading" className="text-base font-bold text-slate-900">
        Specifications
      </h2>
      <div className="mt-2 overflow-hidden rounded-lg border border-slate-200 bg-white">
        <table
          aria-labelledby="product-specs-heading"
          className="w-full table-fixed border-collapse text-left text-sm"
        >
          <tbody>
            {lines.map((line) => (
              <tr
                key={line.key}
                className="border-b border-slate-100 last:border-0 even:bg-slate-50"
              >
                <th
                  scope="row"
                  className="w-2/5 px-3 py-2 align-top font-medium text-slate-600 sm:w-1/3"
                >
                  {line.name}
                </th>
                <td className="px-3 py-2 align-top font-semibold break-words text-slate-900">
                  {line.value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
