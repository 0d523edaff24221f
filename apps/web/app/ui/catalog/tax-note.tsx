import { cx } from '#app/lib/cx.ts';

/**
 * "Inclusive of all taxes", once where a page's prices are read: prices, MRP and shipping include
 * GST and nothing is added at checkout (docs/decisions/prices-include-gst.md).
 */
export function TaxNote({ className, children }: { className?: string; children?: string }) {
  return (
    <p className={cx('text-xs text-slate-500', className)}>
      Inclusive of all taxes{children ? ` · ${children}` : ''}
    </p>
  );
}
