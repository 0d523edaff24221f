import { Check, GitCompareArrows } from '#app/ui/icons.tsx';
import { cx } from '#app/lib/cx.ts';
import type { ComparedItem } from '#app/lib/compare/compare-ids.ts';
import { toggleCompare, useCompared } from '#app/lib/compare/compare-store.ts';

/**
 * "Add to compare" on product cards and the product page; pressed, it reads "Added to compare"
 * and a second tap takes the product out again.
 */
export function CompareToggle({
  product,
  className,
}: {
  product: ComparedItem;
  className?: string;
}) {
  const isAdded = useCompared().some((i) => i.id === product.id);
  const Icon = isAdded ? Check : GitCompareArrows;
  return (
    <button
      type="button"
      aria-pressed={isAdded}
      onClick={() => toggleCompare(product)}
      className={cx(
        'inline-flex min-h-9 items-center gap-1.5 rounded-md text-xs font-semibold transition-colors',
        isAdded ? 'text-brand-800' : 'text-slate-600 hover:text-brand-800',
        className,
      )}
    >
      <Icon
        className={cx('size-4 shrink-0 rounded-sm', isAdded && 'bg-brand-700 p-0.5 text-white')}
        aria-hidden
      />
      {isAdded ? 'Added to compare' : 'Add to compare'}
      <span className="sr-only">: {product.name}</span>
    </button>
  );
}
