import type { LucideIcon } from 'lucide-react';
import type { AnalyticsReports } from './analytics-format.ts';
import { StatCard, type StatTone } from './analytics-ui.tsx';
import { cn } from '#app/lib/cn.ts';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { DataTable, type DataColumn } from '#app/admin/ui/data-table.tsx';

export type Report<K extends keyof AnalyticsReports> = {
  report: AnalyticsReports[K] | undefined;
  /** The report failed: its figures are the empty defaults, so no notes describe them. */
  isFailed?: boolean;
};

export interface Figure {
  label: string;
  value: string | undefined;
  icon: LucideIcon;
  tone: StatTone;
  note?: string;
  /** Grid column span classes (two columns on phones). */
  span?: string;
}

/** A figure for `StatGrid`: its label, value (undefined while loading), icon and tone. */
export function figure(
  label: string,
  value: string | undefined,
  icon: LucideIcon,
  tone: StatTone,
  more: Pick<Figure, 'note' | 'span'> = {},
): Figure {
  return { label, value, icon, tone, ...more };
}

/** A grid of stat cards (two columns on phones). */
export function StatGrid({ figures, className }: { figures: Figure[]; className?: string }) {
  return (
    <ul className={cn('grid grid-cols-2 gap-3 sm:gap-4', className)}>
      {figures.map((f) => (
        <li key={f.label} className={cn('min-w-0', f.span)}>
          <StatCard label={f.label} value={f.value ?? null} icon={f.icon} tone={f.tone}>
            {f.note && <p className="text-xs text-slate-500">{f.note}</p>}
          </StatCard>
        </li>
      ))}
    </ul>
  );
}

/** Label / value pairs; the first `emphasise` values larger. A skeleton while undefined. */
export function Facts({
  facts,
  emphasise = 0,
}: {
  facts: [string, string][] | undefined;
  emphasise?: number;
}) {
  if (!facts) return <ChartSkeleton short />;
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {facts.map(([label, value], i) => (
        <div
          key={label}
          className="flex items-baseline justify-between gap-4 py-2 first:pt-0 last:pb-0"
        >
          <dt className="shrink-0 text-slate-600">{label}</dt>
          <dd
            className={cn(
              'min-w-0 text-right break-all text-slate-900 tabular-nums',
              i < emphasise ? 'text-lg font-bold' : 'font-medium',
            )}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A report table of text cells on the shared DataTable: numeric columns right-aligned, `mono`
 * sets the first column in a fixed-width face, skeleton rows while `rows` is undefined.
 */
export function ReportTable(props: {
  caption: string;
  headers: string[];
  numeric: boolean[];
  rows: { key: string; cells: string[] }[] | undefined;
  minWidth: string;
  mono?: boolean;
  className?: string;
}) {
  const columns: DataColumn<{ key: string; cells: string[] }>[] = props.headers.map((h, i) => ({
    id: h,
    header: h,
    headerClassName: cn(
      'px-3 py-3 whitespace-nowrap sm:px-4 first:sm:pl-5 last:sm:pr-5',
      props.numeric[i] && 'text-right',
    ),
    className: cn(
      'px-3 py-2.5 text-slate-700 sm:px-4 first:sm:pl-5 last:sm:pr-5',
      props.numeric[i] ? 'text-right whitespace-nowrap tabular-nums' : 'font-medium text-slate-900',
      props.mono && i === 0 && 'font-mono text-[13px]',
    ),
    cell: (row) => row.cells[i],
  }));
  return (
    <DataTable
      caption={props.caption}
      columns={columns}
      rows={props.rows}
      rowKey={(row) => row.key}
      className={props.className}
      tableClassName={props.minWidth}
      skeletonRows={5}
      skeletonCellClassName="px-4 py-3 sm:px-5"
    />
  );
}

export function ChartSkeleton({ short = false }: { short?: boolean }) {
  return <Skeleton className={short ? 'h-32 w-full' : 'h-64 w-full'} />;
}
