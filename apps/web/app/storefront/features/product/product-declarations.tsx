import { FileText } from '#app/ui/icons.tsx';

// "Product declarations": what the label declares, shown before purchase
// (docs/decisions/product-declarations.md). The loader sends the rows
// (declaration-rows.server.ts).

/** One declaration: what it is, its value, and for a name its address under it. */
export interface DeclarationRow {
  term: string;
  value: string;
  detail?: string;
}

export function ProductDeclarations({ rows }: { rows: readonly DeclarationRow[] }) {
  if (rows.length === 0) return null;
  return (
    <section
      aria-labelledby="declarations-heading"
      className="rounded-card border border-slate-200 bg-white p-4"
    >
      <h2
        id="declarations-heading"
        className="flex items-center gap-2 text-base font-bold text-brand-950"
      >
        <FileText className="size-5 shrink-0 text-brand-700" aria-hidden />
        Product declarations
      </h2>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {rows.map((row) => (
          <div
            key={row.term}
            className="grid gap-x-4 gap-y-0.5 py-2 first:pt-0 last:pb-0 sm:grid-cols-[11rem_1fr]"
          >
            <dt className="text-slate-500">{row.term}</dt>
            <dd className="min-w-0 font-medium break-words text-slate-800">
              {row.value}
              {row.detail && (
                <span className="block font-normal whitespace-pre-line text-slate-600">
                  {row.detail}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
