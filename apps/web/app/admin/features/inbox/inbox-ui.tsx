import type { ContactStatus } from '@propwash/domain/inbox/schemas';
import { formatIndiaTime } from '@propwash/domain/india-time';
import { cn } from '#app/lib/cn.ts';
import { Badge } from '#app/ui/badge.tsx';

export const statusLabels: Record<ContactStatus, string> = {
  new: 'New',
  replied: 'Replied',
  closed: 'Closed',
};

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  const variant = status === 'new' ? 'warning' : status === 'replied' ? 'success' : 'neutral';
  return <Badge variant={variant}>{statusLabels[status]}</Badge>;
}

export const formatWhen = (iso: string) => formatIndiaTime(iso) || iso;

/** Status filters as chips with their counts (aria-pressed marks the chosen one). */
export function FilterChips<T extends string>(props: {
  label: string;
  options: { value: T; label: string; count?: number }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={props.label} className="flex flex-wrap gap-2">
      {props.options.map((o) => (
        <button
          key={o.value || 'all'}
          type="button"
          aria-pressed={props.value === o.value}
          onClick={() => props.onChange(o.value)}
          className={cn(
            'rounded-full border px-3 py-1 text-sm font-medium',
            props.value === o.value
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          {o.label}
          {o.count !== undefined && ` (${o.count})`}
        </button>
      ))}
    </div>
  );
}
