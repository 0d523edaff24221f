import type { ReactNode } from 'react';
import { cx } from '#app/lib/cx.ts';

/** One fact of an order (inside a `<dl>`): the label left, the value right. */
export function OrderRow({
  label,
  isAmount = false,
  children,
}: {
  label: string;
  /** Money: tabular figures, so the amounts line up. */
  isAmount?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1">
      <dt className="text-slate-600">{label}</dt>
      <dd className={cx('text-right font-medium text-slate-900', isAmount && 'tabular-nums')}>
        {children}
      </dd>
    </div>
  );
}
