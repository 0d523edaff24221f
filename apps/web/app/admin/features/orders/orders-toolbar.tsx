import { ClipboardList, FileJson, FileSpreadsheet, Plane, Printer, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { pickListPath } from '#app/admin/lib/shipments.queries.ts';
import { countOf } from '#app/admin/ui/plural.ts';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { toast } from '#app/ui/toaster.tsx';
import { describeFilters } from './order-filters.ts';
import { exportPath, importOrders, ordersForReport, type OrderFilters } from './orders.queries.ts';
import { downloadFile } from '#app/admin/lib/download-file.ts';
import { openReportWindow, writeReport } from './print-report.ts';
import { DroneRegisterDialog } from './drone-register-dialog.tsx';

const IMPORT_CHUNK = 200;

type Progress = { done: number; total: number };

/** Reads a JSON file of orders and imports it in parts; `progress` is set while it runs. */
export function useOrderImport(onDone: () => void) {
  const [progress, setProgress] = useState<Progress | null>(null);

  async function importFile(file: File) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      toast.error('Invalid JSON file format.');
      return;
    }
    if (!Array.isArray(parsed)) {
      toast.error('Invalid format. Expected array of orders.');
      return;
    }
    const totals = { imported: 0, failed: 0, skipped: 0 };
    setProgress({ done: 0, total: parsed.length });
    try {
      // In parts, so the bar shows real progress and no request grows large.
      for (let i = 0; i < parsed.length; i += IMPORT_CHUNK) {
        const part = await importOrders(parsed.slice(i, i + IMPORT_CHUNK));
        totals.imported += part.imported;
        totals.failed += part.failed;
        totals.skipped += part.skipped;
        setProgress({ done: Math.min(parsed.length, i + IMPORT_CHUNK), total: parsed.length });
      }
      const skipped = totals.skipped
        ? `${countOf(totals.skipped, 'order')} already in the shop ${totals.skipped === 1 ? 'was' : 'were'} skipped.`
        : undefined;
      if (totals.imported > 0) {
        toast.success(
          `Imported ${countOf(totals.imported, 'order')}${totals.failed ? ` (${totals.failed} failed)` : ''}`,
          { description: skipped },
        );
      } else {
        toast.error('Failed to import orders.', { description: skipped });
      }
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Failed to import orders.');
    } finally {
      setProgress(null);
      onDone();
    }
  }

  return { progress, importFile };
}

/** The bar shown while an import runs. */
export function ImportProgress({ progress }: { progress: Progress }) {
  return (
    <Card className="space-y-2 p-4" role="status">
      <p className="text-sm font-medium text-slate-800">
        Importing orders… {progress.done} of {progress.total}
      </p>
      <progress
        className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
        max={progress.total || 1}
        value={progress.done}
        aria-label="Import progress"
      />
    </Card>
  );
}

/**
 * Export (Excel, JSON) and print the filtered orders; import a JSON file of orders; download the
 * drone sales register of a period.
 */
export function OrdersToolbar(props: {
  filters: OrderFilters;
  importing: boolean;
  onImport: (file: File) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [register, setRegister] = useState(false);

  async function exportAs(format: 'xlsx' | 'csv' | 'json') {
    try {
      await downloadFile(exportPath(props.filters, format), `orders.${format}`);
      toast.success(`${{ xlsx: 'Excel', csv: 'CSV', json: 'JSON' }[format]} file downloaded`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Export failed');
    }
  }

  /** Today's shipments with their SKUs and quantities (PDF). */
  async function pickList() {
    try {
      await downloadFile(pickListPath(), 'pick-list.pdf');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Failed to download the pick list');
    }
  }

  async function print() {
    const w = openReportWindow();
    if (!w) {
      toast.error('Allow pop-ups for this site to print the report');
      return;
    }
    try {
      const report = await ordersForReport(props.filters);
      writeReport(w, { ...report, filters: describeFilters(props.filters) });
    } catch (error) {
      w.close();
      toast.error(error instanceof Error ? error.message : 'Failed to fetch orders');
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => void pickList()}>
        <ClipboardList aria-hidden /> Pick list
      </Button>
      <Button variant="outline" size="sm" onClick={() => void exportAs('xlsx')}>
        <FileSpreadsheet aria-hidden /> Export Excel
      </Button>
      <Button variant="outline" size="sm" onClick={() => void exportAs('csv')}>
        <FileSpreadsheet aria-hidden /> Export CSV
      </Button>
      <Button variant="outline" size="sm" onClick={() => void print()}>
        <Printer aria-hidden /> Print
      </Button>
      <Button variant="outline" size="sm" onClick={() => void exportAs('json')}>
        <FileJson aria-hidden /> Export JSON
      </Button>
      <Button variant="outline" size="sm" onClick={() => setRegister(true)}>
        <Plane aria-hidden /> Drone register
      </Button>
      {register && <DroneRegisterDialog onClose={() => setRegister(false)} />}
      <Button
        variant="outline"
        size="sm"
        disabled={props.importing}
        onClick={() => fileInput.current?.click()}
      >
        <Upload aria-hidden /> Import JSON
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        className="hidden"
        aria-label="Orders JSON file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) props.onImport(file);
        }}
      />
    </div>
  );
}
