import type { DateRange, ReportType } from '@propwash/domain/analytics/schemas';
import { Boxes, Download, IndianRupee, LoaderCircle, ShoppingBag, Users } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { formatRange } from '#app/admin/features/analytics/analytics-format.ts';
import { Panel } from '#app/admin/features/analytics/analytics-ui.tsx';
import { downloadReport } from '#app/admin/features/analytics/analytics.queries.ts';
import { Button } from '#app/ui/button.tsx';
import { toast } from '#app/ui/toaster.tsx';

const reports: { type: ReportType; label: string; icon: ComponentType<{ className?: string }> }[] =
  [
    { type: 'orders', label: 'Orders report', icon: ShoppingBag },
    { type: 'revenue', label: 'Revenue report', icon: IndianRupee },
    { type: 'inventory', label: 'Inventory report', icon: Boxes },
    { type: 'customers', label: 'Customers report', icon: Users },
  ];

/** The four Excel reports of the range (GET /api/analytics/export/{type}). */
export function ExportPanel({ range }: { range: DateRange }) {
  const [busy, setBusy] = useState<ReportType | null>(null);

  async function download(type: ReportType) {
    setBusy(type);
    try {
      const name = await downloadReport(type, range);
      toast.success(`Downloaded ${name}`);
    } catch (error) {
      toast.error('Failed to export report', {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Panel title="Export reports" description={`Excel files for ${formatRange(range)}`}>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
        {reports.map(({ type, label, icon: Icon }) => (
          <li key={type}>
            <Button
              variant="outline"
              className="w-full justify-start"
              disabled={busy !== null}
              onClick={() => void download(type)}
            >
              {busy === type ? (
                <LoaderCircle className="animate-spin" aria-hidden />
              ) : (
                <Icon aria-hidden />
              )}
              <span className="flex-1 text-left">{label}</span>
              <Download className="text-slate-400" aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
