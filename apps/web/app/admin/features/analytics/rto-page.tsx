import type { RtoGroup } from '@propwash/domain/analytics/schemas';
import { useQuery } from '@tanstack/react-query';
import {
  ArrowLeft,
  Download,
  IndianRupee,
  LoaderCircle,
  PackageCheck,
  Percent,
  Undo2,
} from 'lucide-react';
import { useState } from 'react';
import {
  EARLIEST_DAY,
  formatCount,
  formatPercent,
  formatRange,
  rangePresets,
} from '#app/admin/features/analytics/analytics-format.ts';
import { FailureNotice, Panel, ViewLink } from '#app/admin/features/analytics/analytics-ui.tsx';
import { analyticsPaths } from '#app/admin/features/analytics/analytics.queries.ts';
import { figure, StatGrid } from '#app/admin/features/analytics/report-blocks.tsx';
import {
  formatLoss,
  isRtoGroup,
  rtoGroupTabs,
  rtoTableRows,
  type RtoTableRow,
} from '#app/admin/features/analytics/rto-format.ts';
import { downloadRto, rtoQueryOptions } from '#app/admin/features/analytics/rto.queries.ts';
import { useAnalyticsRange } from '#app/admin/features/analytics/use-analytics-range.ts';
import { DataTable, type DataColumn } from '#app/admin/ui/data-table.tsx';
import { DayRangeBar } from '#app/admin/ui/day-range-bar.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import { countOf } from '#app/admin/ui/plural.ts';
import { cn } from '#app/lib/cn.ts';
import { formatRupees } from '#app/lib/money.ts';
import { Button } from '#app/ui/button.tsx';
import { Tabs, TabsList, TabsTrigger } from '#app/ui/tabs.tsx';
import { toast } from '#app/ui/toaster.tsx';
import type { Route } from './+types/rto-page';

export const meta: Route.MetaFunction = () => [{ title: 'RTO report | Propwash Admin' }];

const firstColumn: Record<RtoGroup, string> = {
  payment: 'Payment',
  state: 'Delivery state',
  pincode: 'Pincode',
  courier: 'Courier',
};

const cellBase = 'px-3 py-2.5 sm:px-4 first:sm:pl-5 last:sm:pr-5';
const numberCell = (row: RtoTableRow) =>
  cn(
    cellBase,
    'text-right align-top whitespace-nowrap tabular-nums',
    row.kind === 'total' ? 'font-semibold text-slate-900' : 'text-slate-700',
    row.kind === 'method' && 'text-slate-500',
  );

function columnsFor(group: RtoGroup): DataColumn<RtoTableRow>[] {
  const head = (right: boolean) =>
    cn('px-3 py-3 whitespace-nowrap sm:px-4 first:sm:pl-5 last:sm:pr-5', right && 'text-right');
  return [
    {
      id: 'label',
      header: firstColumn[group],
      headerClassName: head(false),
      isRowHeader: true,
      className: (row) =>
        cn(
          cellBase,
          'text-left align-top',
          row.kind === 'group' && 'font-medium text-slate-900',
          row.kind === 'method' && 'pl-7 font-normal text-slate-500 sm:pl-9 first:sm:pl-9',
          row.kind === 'total' && 'font-semibold text-slate-900',
          group === 'pincode' && row.kind === 'group' && 'font-mono text-[13px]',
        ),
      cell: (row) => row.label,
    },
    {
      id: 'Shipped',
      header: 'Shipped',
      headerClassName: head(true),
      className: numberCell,
      cell: (row) => formatCount(row.shipped),
    },
    {
      id: 'Returned',
      header: 'Returned',
      headerClassName: head(true),
      className: numberCell,
      cell: (row) => formatCount(row.returned),
    },
    {
      id: 'RTO rate',
      header: 'RTO rate',
      headerClassName: head(true),
      className: numberCell,
      cell: (row) => formatPercent(row.rtoRate),
    },
    {
      id: 'Money lost',
      header: 'Money lost',
      headerClassName: head(true),
      className: numberCell,
      cell: (row) => {
        const loss = formatLoss(row);
        return (
          <>
            {loss.amount}
            {loss.detail && (
              <span className="block text-xs font-normal text-slate-500">{loss.detail}</span>
            )}
          </>
        );
      },
    },
  ];
}

/** A row on a phone: its name, then shipped, returned and rate, then the money lost. */
function RtoCard({ row }: { row: RtoTableRow }) {
  const loss = formatLoss(row);
  return (
    <div
      className={cn(
        'text-sm',
        row.kind === 'method' && 'pl-4',
        row.kind === 'total' && 'font-semibold',
      )}
    >
      <div className="flex items-baseline justify-between gap-3">
        <p
          className={cn(
            'min-w-0 break-words',
            row.kind === 'method' ? 'text-slate-600' : 'font-medium text-slate-900',
            row.kind === 'total' && 'font-semibold',
          )}
        >
          {row.label}
        </p>
        <p className="shrink-0 text-right text-slate-900 tabular-nums">{loss.amount}</p>
      </div>
      <div className="mt-0.5 flex flex-wrap items-baseline justify-between gap-x-3 text-xs font-normal text-slate-500 tabular-nums">
        <span>
          {formatCount(row.returned)} of {formatCount(row.shipped)} returned ·{' '}
          <span className="font-medium text-slate-700">{formatPercent(row.rtoRate)}</span>
        </span>
        {loss.detail && <span>{loss.detail}</span>}
      </div>
    </div>
  );
}

/**
 * Parcels returned to origin (RTO) out of the orders shipped in the period, by payment, delivery
 * state, pincode or courier, with the shipping money they cost (docs/decisions/analytics.md,
 * "RTO report"), and its CSV and Excel exports.
 */
export default function RtoPage() {
  const { range, setRange, params, setParams } = useAnalyticsRange('days30');
  const groupParam = params.get('group');
  const group: RtoGroup = isRtoGroup(groupParam) ? groupParam : 'payment';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery(rtoQueryOptions(range, group, page));
  const report = query.data;
  const t = report?.totals;
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);

  function setParam(next: { group?: RtoGroup; page?: number }) {
    setParams(
      (current) => {
        const q = new URLSearchParams(current);
        if (next.group !== undefined) {
          if (next.group === 'payment') q.delete('group');
          else q.set('group', next.group);
          q.delete('page');
        }
        if (next.page !== undefined) {
          if (next.page > 1) q.set('page', String(next.page));
          else q.delete('page');
        }
        return q;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  async function exportAs(ext: 'csv' | 'xlsx') {
    setBusy(ext);
    try {
      toast.success(`Downloaded ${await downloadRto(range, ext)}`);
    } catch (error) {
      toast.error('Failed to export report', {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setBusy(null);
    }
  }

  const loss = t && formatLoss(t);
  const figures = [
    figure('Orders shipped', t && formatCount(t.shipped), PackageCheck, 'brand', {
      note: 'Shipped in the period, whatever happened next',
    }),
    figure('Returned to origin', t && formatCount(t.returned), Undo2, 'violet', {
      note: 'Came back undelivered',
    }),
    figure('RTO rate', t && formatPercent(t.rtoRate), Percent, 'accent', {
      note: 'Returned ÷ shipped',
    }),
    figure('Shipping money lost', loss?.amount, IndianRupee, 'slate', {
      note: loss?.detail ?? 'Forward and return legs of each returned parcel',
    }),
  ];
  const nothingShipped = t?.shipped === 0;
  const exportButton = (ext: 'csv' | 'xlsx') => (
    <Button
      variant="outline"
      size="sm"
      disabled={busy !== null || nothingShipped}
      onClick={() => void exportAs(ext)}
    >
      {busy === ext ? (
        <LoaderCircle className="animate-spin" aria-hidden />
      ) : (
        <Download aria-hidden />
      )}
      {ext === 'csv' ? 'CSV' : 'Excel'}
    </Button>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="RTO report"
        descriptionClassName="max-w-2xl"
        actions={
          <ViewLink to={analyticsPaths.reports(range)}>
            <ArrowLeft aria-hidden /> Analytics &amp; Reports
          </ViewLink>
        }
      >
        Parcels returned to origin (refused, unreachable or undelivered) out of the orders shipped
        between {formatRange(range)}, and the shipping they cost you.
      </PageHeader>

      <DayRangeBar
        range={range}
        quickPeriods={rangePresets}
        earliestDay={EARLIEST_DAY}
        onChange={(next) => {
          setRange(next);
          setParam({ page: 1 });
        }}
        onRefresh={() => void query.refetch()}
        isRefreshing={query.isFetching}
      />

      {query.isError && (
        <FailureNotice title="Failed to load the RTO report" lines={[query.error.message]} />
      )}

      <StatGrid figures={figures} className="lg:grid-cols-4" />

      <Tabs value={group} onValueChange={(v) => isRtoGroup(v) && setParam({ group: v })}>
        <div className="-mx-1 overflow-x-auto px-1 pb-1">
          <TabsList aria-label="Group the report by">
            {rtoGroupTabs.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
      </Tabs>

      <Panel
        title={`By ${firstColumn[group].toLowerCase()}`}
        description={
          group === 'pincode' && report && report.page.totalRows > 0
            ? `${countOf(report.page.totalRows, 'pincode')}, most returns first`
            : group === 'courier'
              ? "The courier of each order's last shipment"
              : formatRange(range)
        }
        action={
          <div className="flex gap-2">
            {exportButton('csv')}
            {exportButton('xlsx')}
          </div>
        }
        bodyClassName="p-0 sm:p-0"
      >
        {report && nothingShipped ? (
          <div className="p-4 text-sm text-slate-600 sm:p-5">
            <p className="font-medium text-slate-900">No orders shipped in this period.</p>
            <p className="mt-1 max-w-xl">
              Once you ship orders, this shows how many came back undelivered, by payment, state,
              pincode and courier, and what the shipping both ways cost you. Try a longer period if
              you have shipped before.
            </p>
          </div>
        ) : (
          <DataTable
            caption={`Returned to origin by ${firstColumn[group].toLowerCase()}`}
            columns={columnsFor(group)}
            rows={report && rtoTableRows(report)}
            rowKey={(row) => row.key}
            rowProps={(row) => ({
              className: cn(row.kind === 'total' && 'border-t-2 border-slate-200 bg-slate-50'),
            })}
            tableClassName="min-w-[34rem]"
            card={(row) => <RtoCard row={row} />}
            cardClassName="px-4 py-3"
            skeletonRows={4}
            skeletonCellClassName="px-4 py-3 sm:px-5"
            pager={
              report && {
                label: 'Pincode pages',
                page: report.page.page,
                totalPages: report.page.totalPages,
                onPage: (next) => setParam({ page: next }),
              }
            }
          />
        )}
      </Panel>

      <p className="max-w-3xl text-xs text-slate-500">
        Money lost counts both legs of each returned parcel: twice the courier’s freight when it is
        recorded on the shipment, otherwise ≈ twice your standard shipping charge for the delivery
        state. Cash-on-delivery fees never collected are not counted as lost.
        {t && t.estimatedParcels > 0 && (
          <> {formatRupees(t.estimatedLost)} of this period’s figure is estimated.</>
        )}
      </p>
    </div>
  );
}
