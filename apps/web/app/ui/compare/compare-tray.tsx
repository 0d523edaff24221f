import { Package, Trash2, X } from '#app/ui/icons.tsx';
import { Link } from 'react-router';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { compareHref, MAX_COMPARED, type ComparedItem } from '#app/lib/compare/compare-ids.ts';
import { removeCompared, setCompared } from '#app/lib/compare/compare-store.ts';

/**
 * The compare tray, fixed at the bottom of listing and product pages: a thumbnail per product
 * (each with ×), empty places up to three, Clear, and "Compare (N)". It leaves room on the right
 * for the support chat button.
 */
export default function CompareTray({ items }: { items: ComparedItem[] }) {
  const empty = Math.max(0, MAX_COMPARED - items.length);
  return (
    <section
      aria-label="Compare tray"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-lift backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 pr-20 pl-3 sm:gap-3 sm:pr-24 sm:pl-6">
        <ul className="flex shrink-0 gap-1.5 sm:gap-2">
          {items.map((item) => (
            <li key={item.id} className="relative shrink-0">
              <div
                title={item.name}
                className="flex size-10 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-white sm:size-11"
              >
                {item.image ? (
                  <img src={item.image} alt={item.name} className="size-full object-contain" />
                ) : (
                  <Package className="size-5 text-slate-400" aria-label={item.name} />
                )}
              </div>
              <button
                type="button"
                onClick={() => removeCompared(item.id)}
                className="absolute -top-1.5 -right-1.5 flex size-5 items-center justify-center rounded-full bg-slate-700 text-white after:absolute after:-inset-2 hover:bg-slate-900"
              >
                <X className="size-3" aria-hidden />
                <span className="sr-only">Remove {item.name} from compare</span>
              </button>
            </li>
          ))}
          {Array.from({ length: empty }, (_, i) => (
            <li
              key={`empty-${i}`}
              aria-hidden
              className="size-10 shrink-0 rounded-md border border-dashed border-slate-300 bg-slate-50 sm:size-11"
            />
          ))}
        </ul>
        <button
          type="button"
          onClick={() => setCompared([])}
          aria-label="Clear compare tray"
          className="ml-auto flex h-9 shrink-0 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <Trash2 className="size-4" aria-hidden />
          {/* A phone has room for the icon only. */}
          <span className="max-sm:sr-only">Clear</span>
        </button>
        <Link
          to={compareHref(items.map((i) => i.id))}
          className={buttonVariants({ size: 'sm', className: 'h-9 px-3' })}
        >
          Compare ({items.length})
        </Link>
      </div>
    </section>
  );
}
