import type { DateRange } from '@propwash/domain/analytics/schemas';
import { ArrowDownRight, ArrowUpRight, CircleAlert, Minus, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { describeChange } from '#app/admin/features/analytics/analytics-format.ts';
import { cn } from '#app/lib/cn.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { Card } from '#app/ui/card.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';

/** The colours of a stat card's icon badge. */
const statTones = {
  brand: 'bg-brand-50 text-brand-700',
  success: 'bg-success-50 text-success-700',
  accent: 'bg-accent-100 text-accent-700',
  violet: 'bg-violet-50 text-violet-700',
  slate: 'bg-slate-100 text-slate-700',
} as const;

export type StatTone = keyof typeof statTones;

/** One figure with its label and icon; `children` go under the figure (a change, a note). */
export function StatCard(props: {
  label: string;
  value: string | null;
  icon: LucideIcon;
  tone: StatTone;
  children?: ReactNode;
}) {
  const Icon = props.icon;
  return (
    <Card className="@container flex h-full flex-col p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-600">{props.label}</p>
        <span
          className={cn(
            'flex size-9 shrink-0 items-center justify-center rounded-xl',
            statTones[props.tone],
          )}
        >
          <Icon className="size-5" aria-hidden />
        </span>
      </div>
      {props.value === null ? (
        <Skeleton className="mt-3 h-8 w-28" />
      ) : (
        <p className="mt-2 text-xl font-bold break-words text-slate-900 tabular-nums @[14rem]:text-2xl">
          {props.value}
        </p>
      )}
      {props.children && <div className="mt-auto pt-2">{props.children}</div>}
    </Card>
  );
}

const changeStyle = {
  up: { icon: ArrowUpRight, className: 'bg-success-50 text-success-700' },
  down: { icon: ArrowDownRight, className: 'bg-danger-50 text-danger-700' },
  flat: { icon: Minus, className: 'bg-slate-100 text-slate-700' },
  none: { icon: Minus, className: 'bg-slate-100 text-slate-600' },
} as const;

/** A change against the previous period, green up, red down, '—' when there is nothing to compare. */
export function ChangeLine({ change, previous }: { change: number | null; previous: DateRange }) {
  const shown = describeChange(change, previous);
  const { icon: Icon, className } = changeStyle[shown.tone];
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
      <span
        className={cn(
          'inline-flex items-center gap-0.5 rounded-md px-1.5 py-0.5 font-semibold tabular-nums',
          className,
        )}
        title={shown.description}
      >
        {shown.tone !== 'none' && <Icon className="size-3.5" aria-hidden />}
        <span aria-hidden>{shown.text}</span>
        <span className="sr-only">{shown.description}</span>
      </span>
      <span aria-hidden>vs previous period</span>
    </p>
  );
}

/** A card with a heading row and a body. */
export function Panel(props: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn('flex min-w-0 flex-col overflow-hidden', props.className)}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 border-b border-slate-200 px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">{props.title}</h2>
          {props.description && <p className="text-xs text-slate-500">{props.description}</p>}
        </div>
        {props.action}
      </div>
      <div className={cn('min-w-0 flex-1 p-4 sm:p-5', props.bodyClassName)}>{props.children}</div>
    </Card>
  );
}

/** Rows of label, figure and a bar showing the row's share of the largest. */
export function ShareBars(props: {
  label: string;
  rows: { key: string; label: ReactNode; value: number; detail?: string; color?: string }[];
  format: (value: number) => string;
  empty: string;
}) {
  const max = Math.max(0, ...props.rows.map((r) => r.value));
  const total = props.rows.reduce((sum, r) => sum + r.value, 0);
  if (props.rows.length === 0 || total === 0) {
    return <p className="py-4 text-sm text-slate-500">{props.empty}</p>;
  }
  return (
    <ul className="space-y-3" aria-label={props.label}>
      {props.rows.map((row) => (
        <li key={row.key} className="text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 truncate text-slate-800">{row.label}</span>
            <span className="shrink-0 text-slate-900 tabular-nums">
              <span className="font-semibold">{props.format(row.value)}</span>
              <span className="ml-1.5 text-xs text-slate-500">
                {Math.round((row.value / total) * 100)}%
              </span>
            </span>
          </div>
          <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden>
            <div
              className="h-full rounded-full bg-brand-600"
              style={{
                width: `${max && row.value > 0 ? Math.max(2, (row.value / max) * 100) : 0}%`,
                backgroundColor: row.color,
              }}
            />
          </div>
          {row.detail && <p className="mt-1 text-xs text-slate-500">{row.detail}</p>}
        </li>
      ))}
    </ul>
  );
}

/** What could not be loaded, with the server's reason. */
export function FailureNotice(props: { title: string; lines: string[] }) {
  const lines = props.lines.filter((line) => line && line !== props.title);
  return (
    <Card role="alert" className="flex items-start gap-3 border-danger-600/30 bg-danger-50/40 p-4">
      <CircleAlert className="mt-0.5 size-5 shrink-0 text-danger-600" aria-hidden />
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">{props.title}</p>
        <ul className="mt-1 space-y-0.5 text-slate-700">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </Card>
  );
}

/** Status colours shared by the bars and the chart (the tones of the order status badge). */
export const statusColor: Record<string, string> = {
  pending: '#b45309',
  confirmed: '#5c8ff9',
  processing: '#366af4',
  shipped: '#1b32a5',
  delivered: '#15803d',
  cancelled: '#dc2626',
};
export const fallbackColors = ['#ff730a', '#7c3aed', '#0891b2', '#64748b', '#db2777'];
export function colorOf(status: string, index: number): string {
  return statusColor[status] ?? fallbackColors[index % fallbackColors.length]!;
}

/** The small outline button in a page header that opens the other analytics page. */
export function ViewLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      {children}
    </Link>
  );
}
