import type { DateRange } from '@propwash/domain/analytics/schemas';
import { useQuery } from '@tanstack/react-query';
import { BellRing, Download, IndianRupee, LoaderCircle, ShoppingCart, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { formatCount, formatDay, formatRange } from './analytics-format.ts';
import { FailureNotice, Panel } from './analytics-ui.tsx';
import { checkoutsQueryOptions, downloadCheckouts } from './analytics.queries.ts';
import { figure, ReportTable, StatGrid } from './report-blocks.tsx';
import { formatRupees } from '#app/lib/money.ts';
import { Button } from '#app/ui/button.tsx';
import { toast } from '#app/ui/toaster.tsx';

const percentOf = (part: number, whole: number) =>
  whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—';

/**
 * Abandoned checkouts of the period (docs/decisions/abandoned-checkout.md): started, reminded,
 * recovered by an order after a reminder and the revenue it brought, by day, and as CSV.
 */
export function CheckoutsTab({ range }: { range: DateRange }) {
  const query = useQuery(checkoutsQueryOptions(range));
  const report = query.data;
  const t = report?.totals;
  const [busy, setBusy] = useState(false);

  async function exportCsv() {
    setBusy(true);
    try {
      toast.success(`Downloaded ${await downloadCheckouts(range)}`);
    } catch (error) {
      toast.error('Failed to export report', {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setBusy(false);
    }
  }

  const figures = [
    figure('Checkouts started', t && formatCount(t.started), ShoppingCart, 'brand', {
      note: 'Signed-in shoppers who reached checkout',
    }),
    figure('Reminded', t && formatCount(t.firstReminders), BellRing, 'violet', {
      note: t && `${formatCount(t.secondReminders)} got a second reminder`,
    }),
    figure('Recovered', t && formatCount(t.recovered), Undo2, 'success', {
      note: t && `${percentOf(t.recovered, t.firstReminders)} of those reminded ordered`,
    }),
    figure('Revenue recovered', t && formatRupees(t.revenueRecovered), IndianRupee, 'accent', {
      note: 'Orders placed after a reminder (not cancelled)',
    }),
  ];

  return (
    <div className="space-y-6">
      {query.isError && (
        <FailureNotice title="Failed to load abandoned checkouts" lines={[query.error.message]} />
      )}
      <StatGrid figures={figures} className="lg:grid-cols-4" />
      <Panel
        title="Abandoned checkouts by day"
        description={formatRange(range)}
        action={
          <Button variant="outline" size="sm" disabled={busy} onClick={() => void exportCsv()}>
            {busy ? (
              <LoaderCircle className="animate-spin" aria-hidden />
            ) : (
              <Download aria-hidden />
            )}
            Export CSV
          </Button>
        }
        bodyClassName="p-0 sm:p-0"
      >
        {report && report.days.length === 0 ? (
          <p className="p-4 text-sm text-slate-500 sm:p-5">No checkouts started in this period.</p>
        ) : (
          <ReportTable
            caption="Abandoned checkouts by day"
            headers={[
              'Date',
              'Started',
              'First reminder',
              'Second reminder',
              'Recovered',
              'Revenue',
            ]}
            numeric={[false, true, true, true, true, true]}
            minWidth="min-w-[46rem]"
            rows={report?.days.map((d) => ({
              key: d.date,
              cells: [
                formatDay(d.date),
                formatCount(d.started),
                formatCount(d.firstReminders),
                formatCount(d.secondReminders),
                formatCount(d.recovered),
                formatRupees(d.revenueRecovered),
              ],
            }))}
          />
        )}
      </Panel>
    </div>
  );
}
