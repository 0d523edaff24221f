import { ChevronLeft, ChevronRight } from '#app/ui/icons.tsx';
import { Link } from 'react-router';
import { cx } from '#app/lib/cx.ts';

/** Page numbers to show: first, last, and the current page's neighbours, with gaps as null. */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const last = out.at(-1);
    if (typeof last === 'number' && p - last > 1) out.push(null);
    out.push(p);
  }
  return out;
}

const itemClass =
  'flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold';

/** Plain links that keep every other URL parameter, so pages are shareable and work without JS. */
export function PaginationNav({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link
          to={hrefFor(page - 1)}
          className={cx(itemClass, 'border-slate-300 bg-white hover:bg-slate-50')}
        >
          <ChevronLeft className="size-4" aria-hidden /> Previous
        </Link>
      )}
      {pageWindow(page, totalPages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="px-1 text-slate-500" aria-hidden>
            …
          </span>
        ) : (
          <Link
            key={p}
            to={hrefFor(p)}
            aria-current={p === page ? 'page' : undefined}
            aria-label={`Page ${p}`}
            className={cx(
              itemClass,
              p === page
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            )}
          >
            {p}
          </Link>
        ),
      )}
      {page < totalPages && (
        <Link
          to={hrefFor(page + 1)}
          className={cx(itemClass, 'border-slate-300 bg-white hover:bg-slate-50')}
        >
          Next <ChevronRight className="size-4" aria-hidden />
        </Link>
      )}
    </nav>
  );
}
