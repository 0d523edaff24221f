import type { Order } from '@propwash/domain/orders/schemas';
import type { ReactNode } from 'react';
import { cx } from '#app/lib/cx.ts';
import { formatRupees } from '#app/lib/money.ts';

type OrderItem = Order['items'][number];

/** One line of an order: its photo, what the caller says about it, and the line's total. */
export function OrderItemRow({
  item,
  photoSize,
  loading,
  className,
  children,
}: {
  item: OrderItem;
  /** The photo's side in CSS pixels. */
  photoSize: 56 | 64;
  loading?: 'lazy';
  className?: string;
  /** The name and price lines. */
  children: ReactNode;
}) {
  return (
    <li className={cx('flex items-center gap-3 py-3', className)}>
      <div
        className={cx(
          photoSize === 56 ? 'size-14' : 'size-16',
          'shrink-0 overflow-hidden rounded-lg bg-slate-100',
        )}
      >
        {item.image && (
          <img
            src={item.image}
            alt=""
            width={photoSize}
            height={photoSize}
            loading={loading}
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="min-w-0 flex-1">{children}</div>
      <p className="shrink-0 text-sm font-semibold text-slate-900">
        {formatRupees(item.price * item.quantity)}
      </p>
    </li>
  );
}
