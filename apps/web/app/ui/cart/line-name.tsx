import { lineTitle } from '#app/lib/cart/cart-lines.ts';

/**
 * A cart, checkout or order line's name: the product's name (clamped by `className`) and, for a
 * version of a product, its label on a line of its own, so clamping never hides the version.
 */
export function LineName({
  line,
  className,
}: {
  line: { name: string; variantLabel?: string | null };
  className?: string;
}) {
  const title = lineTitle({ name: line.name, variantLabel: line.variantLabel ?? null });
  return (
    <>
      <span className={className}>{title.product}</span>
      {title.version && (
        <span className="block text-xs font-medium text-slate-600">{title.version}</span>
      )}
    </>
  );
}
