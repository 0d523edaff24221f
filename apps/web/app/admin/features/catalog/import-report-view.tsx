import type {
  ImportError,
  ImportPreviewRow,
  ImportReport,
} from '@propwash/domain/catalog/import-report';
import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '#app/admin/ui/data-table.tsx';
import { countOf } from '#app/admin/ui/plural.ts';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { buttonVariants } from '#app/ui/button-variants.ts';
import type { ImportMode } from './import.queries.ts';

// The import page's report (import-page.tsx): a dry run's check or an import's result.

const actionBadge: Record<
  ImportPreviewRow['action'],
  { label: string; variant: 'success' | 'soft' | 'neutral' | 'danger' }
> = {
  create: { label: 'New', variant: 'success' },
  update: { label: 'Update', variant: 'soft' },
  unchanged: { label: 'Unchanged', variant: 'neutral' },
  invalid: { label: 'Error', variant: 'danger' },
};

const errorColumns: DataColumn<ImportError & { key: string }>[] = [
  {
    id: 'Row',
    header: 'Row',
    isRowHeader: true,
    className: 'px-4 py-2.5 text-left font-mono text-xs font-medium text-slate-700',
    cell: (e) => e.row,
  },
  {
    id: 'Column',
    header: 'Column',
    className: 'px-4 py-2.5 font-mono text-xs whitespace-nowrap text-slate-700',
    cell: (e) => e.column ?? '—',
  },
  {
    id: 'Problem',
    header: 'Problem',
    className: 'px-4 py-2.5 text-danger-700',
    cell: (e) => e.message,
  },
];

const previewColumns: DataColumn<ImportPreviewRow>[] = [
  {
    id: 'Row',
    header: 'Row',
    isRowHeader: true,
    className: 'px-4 py-2.5 text-left font-mono text-xs font-medium text-slate-700',
    cell: (r) => r.row,
  },
  {
    id: 'SKU',
    header: 'SKU',
    className: 'px-4 py-2.5 font-mono text-xs whitespace-nowrap',
    cell: (r) => r.sku || '—',
  },
  {
    id: 'Name',
    header: 'Name',
    className: 'max-w-72 truncate px-4 py-2.5',
    cell: (r) => r.name || '—',
  },
  {
    id: 'Result',
    header: 'Result',
    cell: (r) => (
      <Badge variant={actionBadge[r.action].variant}>{actionBadge[r.action].label}</Badge>
    ),
  },
];

/**
 * The import button's words: products and their versions counted apart ("Import 3 products
 * (5 versions)"), since a version row is not a product of its own.
 */
export function importButtonLabel(report: ImportReport): string {
  const versions = report.versions.created + report.versions.updated;
  const products = report.created + report.updated - versions;
  if (products + versions === 0) return 'Nothing to change';
  if (products === 0) return `Import ${countOf(versions, 'version')}`;
  const of = versions > 0 ? ` (${countOf(versions, 'version')})` : '';
  return `Import ${countOf(products, 'product')}${of}`;
}

/** What a checked or finished import did: its counts, next step, errors and preview. */
export function ReportView(props: {
  report: ImportReport;
  done: boolean;
  valid: number;
  toWrite: number;
  busy: boolean;
  onImport: (mode: ImportMode) => void;
  onReset: () => void;
}) {
  const { report, done, valid, toWrite } = props;
  const errors = report.errors.map((e, i) => ({ ...e, key: `${e.row}-${e.column}-${i}` }));
  return (
    <section aria-label={done ? 'Import result' : 'Check result'} className="space-y-5">
      <div className="flex flex-wrap gap-2 text-sm">
        <Badge variant="success">
          {report.created} {done ? 'created' : 'new'}
        </Badge>
        <Badge variant="soft">
          {report.updated} {done ? 'updated' : 'to update'}
        </Badge>
        <Badge variant="neutral">{report.unchanged} unchanged</Badge>
        {report.invalid > 0 && (
          <Badge variant="danger">{countOf(report.invalid, 'row')} with errors</Badge>
        )}
      </div>

      {done ? (
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/products" className={buttonVariants({ variant: 'primary' })}>
            Back to products
          </Link>
          <Button variant="outline" onClick={props.onReset}>
            <RotateCcw aria-hidden /> Import another file
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {report.invalid === 0 ? (
            <Button disabled={props.busy || toWrite === 0} onClick={() => props.onImport('all')}>
              {importButtonLabel(report)}
            </Button>
          ) : (
            <Button
              disabled={props.busy || valid === 0}
              onClick={() => props.onImport('validOnly')}
            >
              Import the valid rows only ({valid})
            </Button>
          )}
          <Button variant="outline" disabled={props.busy} onClick={props.onReset}>
            Cancel
          </Button>
        </div>
      )}

      {report.errorCount > 0 && (
        <div className="space-y-2">
          <h2 className="text-base font-semibold text-slate-900">Errors</h2>
          <p className="text-sm text-slate-600">
            Rows are numbered as in the spreadsheet (the header is row 1).
            {report.errorCount > report.errors.length &&
              ` Showing the first ${report.errors.length} of ${report.errorCount} errors.`}
          </p>
          <div className="max-h-[28rem] overflow-y-auto rounded-lg border border-slate-200">
            <DataTable
              caption="Errors by row and column"
              columns={errorColumns}
              rows={errors}
              rowKey={(e) => e.key}
              tableClassName="min-w-[32rem]"
              card={(e) => (
                <>
                  <p className="text-xs text-slate-500">
                    Row <span className="font-mono font-medium text-slate-800">{e.row}</span>
                    {e.column && (
                      <>
                        {' · '}
                        <span className="font-mono text-slate-800">{e.column}</span>
                      </>
                    )}
                  </p>
                  <p className="text-sm text-danger-700">{e.message}</p>
                </>
              )}
              cardClassName="space-y-0.5 px-4 py-2.5"
            />
          </div>
        </div>
      )}

      {report.preview.length > 0 && (
        <div className="space-y-2">
          <h2 className="text-base font-semibold text-slate-900">Preview</h2>
          <p className="text-sm text-slate-600">
            {report.preview.length < valid + report.invalid
              ? `The first ${report.preview.length} rows.`
              : 'Every row of the file.'}
          </p>
          <div className="max-h-[28rem] overflow-y-auto rounded-lg border border-slate-200">
            <DataTable
              caption="Rows of the file and what the import does with each"
              columns={previewColumns}
              rows={report.preview}
              rowKey={(r) => String(r.row)}
              tableClassName="min-w-[32rem]"
              card={(r) => (
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium text-slate-900">{r.name || '—'}</p>
                    <p className="text-xs text-slate-500">
                      Row {r.row} · <span className="font-mono">{r.sku || '—'}</span>
                    </p>
                  </div>
                  <Badge variant={actionBadge[r.action].variant}>
                    {actionBadge[r.action].label}
                  </Badge>
                </div>
              )}
              cardClassName="px-4 py-2.5"
            />
          </div>
        </div>
      )}
    </section>
  );
}
