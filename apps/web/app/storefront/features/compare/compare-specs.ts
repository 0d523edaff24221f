// The compare table's specification rows (docs/decisions/specifications.md): one row per
// attribute any compared product has, in the order first met (the first product's table, then
// what the next ones add), each product's printed value or null.

/** What the compare page keeps of a product's specifications table. */
export type ComparedSpec = { key: string; name: string; display: string };

export type CompareSpecRow = {
  key: string;
  name: string;
  /** One per compared product, in their order; null: the product has no value. */
  values: (string | null)[];
  /** Not every product prints the same (a product without a value differs from one with). */
  differs: boolean;
};

export function compareSpecRows(products: readonly { specs: ComparedSpec[] }[]): CompareSpecRow[] {
  const names = new Map<string, string>();
  for (const p of products) {
    for (const s of p.specs) if (!names.has(s.key)) names.set(s.key, s.name);
  }
  return [...names].map(([key, name]) => {
    const values = products.map((p) => p.specs.find((s) => s.key === key)?.display ?? null);
    const printed = new Set(values.map((v) => v?.toLowerCase() ?? null));
    return { key, name, values, differs: printed.size > 1 };
  });
}
