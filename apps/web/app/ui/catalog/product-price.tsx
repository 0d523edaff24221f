import { cx } from '#app/lib/cx.ts';
import { formatRupees } from '#app/lib/money.ts';

/** Selling price with the MRP struck through when there is a discount. */
export function ProductPrice({
  price,
  originalPrice,
  priceVaries = false,
  className,
}: {
  price: number;
  originalPrice: number;
  /** Sold in versions at different prices: the price is the lowest, shown as "from ₹X". */
  priceVaries?: boolean;
  className?: string;
}) {
  const hasDiscount = originalPrice > price;
  return (
    <p className={cx('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className="text-lg font-bold text-slate-900">
        {priceVaries ? (
          <span className="mr-1 text-sm font-medium text-slate-600">from</span>
        ) : (
          <span className="sr-only">Price </span>
        )}
        {formatRupees(price)}
      </span>
      {hasDiscount && (
        <span className="text-sm text-slate-500 line-through">
          <span className="sr-only">MRP </span>
          {formatRupees(originalPrice)}
        </span>
      )}
    </p>
  );
}
