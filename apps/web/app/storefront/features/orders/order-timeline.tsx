import { formatIndiaTime } from '@propwash/domain/india-time';
import type { TimelineEntry } from '@propwash/domain/orders/schemas';
import { cx } from '#app/lib/cx.ts';
import { toneDotClasses } from '#app/ui/orders/order-badges.tsx';
import { timelineTone } from '#app/lib/orders/order-status.ts';

function statusTitle(status: string) {
  const text = status.replace(/[_-]+/g, ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Update';
}

/**
 * The order's history, oldest first: coloured markers, message and India time. Whether the shop
 * or the system made a step is the shop's business, not the shopper's, so it is not shown.
 */
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
              <p className="font-semibold text-slate-900">{statusTitle(entry.status)}</p>
              {entry.message && <p className="text-sm text-slate-700">{entry.message}</p>}
              {entry.timestamp && (
                <p className="text-xs text-slate-500">
                  <time dateTime={entry.timestamp}>
                    {formatIndiaTime(entry.timestamp, 'dateTime')}
                  </time>
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
