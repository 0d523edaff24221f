import type { TimelineEntry } from '@propwash/domain/orders/schemas';
import { cx } from '#app/lib/cx.ts';
import { ToneBadge, toneDotClasses } from '#app/storefront/features/orders/order-badges.tsx';
import { formatOrderTime } from '#app/storefront/features/orders/order-format.ts';
import { timelineTone } from '#app/storefront/features/orders/order-status.ts';

function statusTitle(status: string) {
  const text = status.replace(/[_-]+/g, ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Update';
}

/** The order's history, oldest first: coloured markers, message, time and an 'Auto' badge. */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="relative space-y-5">
      {entries.map((entry, index) => {
        const isLast = index === entries.length - 1;
        return (
          <li key={`${entry.timestamp}-${index}`} className="relative flex gap-3">
            {!isLast && (
              <span
                aria-hidden
                className="absolute top-5 bottom-[-1.25rem] left-[0.4375rem] w-px bg-slate-200"
              />
            )}
            <span
              aria-hidden
              className={cx(
                'relative mt-1 size-3.5 shrink-0 rounded-full ring-4 ring-white',
                toneDotClasses[timelineTone(entry.status)],
              )}
            />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                {statusTitle(entry.status)}
                {entry.automated && <ToneBadge tone="neutral">Auto</ToneBadge>}
              </p>
              {entry.message && <p className="text-sm text-slate-700">{entry.message}</p>}
              {entry.timestamp && (
                <p className="text-xs text-slate-500">
                  <time dateTime={entry.timestamp}>{formatOrderTime(entry.timestamp)}</time>
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
