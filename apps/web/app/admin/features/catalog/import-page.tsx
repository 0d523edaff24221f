import { IMPORT_MAX_BYTES, importColumns } from '@propwash/domain/catalog/import-columns';
import type {
  ImportError,
  ImportPreviewRow,
  ImportReport,
} from '@propwash/domain/catalog/import-report';
import { ArrowLeft, Download, FileSpreadsheet, FileText, RotateCcw, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { DataTable, type DataColumn } from '#app/admin/ui/data-table.tsx';
import { countOf } from '#app/admin/ui/plural.ts';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#app/ui/card.tsx';
import type { Route } from './+types/import-page';
import {
  ImportRefused,
  downloadCatalogue,
  downloadTemplate,
  useImportProducts,
  type ImportMode,
} from './import.queries.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Import / export products | Propwash Admin' },
];

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

type Stage =
  | { step: 'idle' }
  | { step: 'sending'; mode: ImportMode }
  | { step: 'checked'; report: ImportReport }
  | { step: 'done'; report: ImportReport };

/** Import / export: the catalogue as CSV or Excel, and a checked import of a file (docs/decisions.md). */
export default function ImportPage() {
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [stage, setStage] = useState<Stage>({ step: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const importing = useImportProducts(setProgress);

  function send(chosen: File, mode: ImportMode) {
    setProgress(0);
    setFailure(null);
    setStage({ step: 'sending', mode });
    importing.mutate(
      { file: chosen, mode },
      {
        onSuccess: (report) => {
          if (mode === 'dryRun') return setStage({ step: 'checked', report });
          setStage({ step: 'done', report });
          toast.success(
            `Import finished: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged`,
          );
        },
        onError: (error) => {
          if (error instanceof ImportRefused && error.report) {
            setStage({ step: 'checked', report: error.report });
          } else setStage({ step: 'idle' });
          setFailure(error.message);
        },
      },
    );
  }

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    setFile(chosen);
    if (chosen.size > IMPORT_MAX_BYTES) {
      setStage({ step: 'idle' });
      setFailure('The file is larger than 50 MB: please split it into smaller files');
      return;
    }
    send(chosen, 'dryRun');
  }

  async function exportAs(format: 'csv' | 'xlsx') {
    try {
      await downloadCatalogue(format);
      toast.success(format === 'csv' ? 'CSV file downloaded' : 'Excel file downloaded');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Export failed');
    }
  }

  const report = stage.step === 'checked' || stage.step === 'done' ? stage.report : null;
  const valid = report ? report.created + report.updated + report.unchanged : 0;
  const toWrite = report ? report.created + report.updated : 0;

  return (
    <div className="space-y-6">
      <div>
        <Link
          to="/admin/products"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden /> Products
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">Import / export products</h1>
        <p className="mt-1 text-sm text-slate-600">
          Edit many products at once in a spreadsheet: rows are matched by SKU, so a row with a new
          SKU adds a product and a known SKU updates it.
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Export</CardTitle>
            <CardDescription>
              Every product, in the columns the import reads. Edit it and import it back.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => void exportAs('csv')}>
              <FileText aria-hidden /> Download CSV
            </Button>
            <Button variant="outline" onClick={() => void exportAs('xlsx')}>
              <FileSpreadsheet aria-hidden /> Download Excel
            </Button>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Template</CardTitle>
            <CardDescription>
              The header row and one example. Required columns: sku, name, category, description,
              price; the others may be left out. A product sold in versions has its own row, then
              one row per version with the same handle, the version&apos;s SKU, price, MRP, stock
              and its option names and values (option1_name, option1_value…).
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-3">
            <Button variant="outline" onClick={downloadTemplate}>
              <Download aria-hidden /> Download template
            </Button>
            <details className="text-sm text-slate-700">
              <summary className="cursor-pointer font-medium text-brand-700">
                What goes in each column
              </summary>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                {importColumns.map((c) => (
                  <div key={c.key} className="contents">
                    <dt className="font-mono text-xs leading-5 text-slate-900">
                      {c.key}
                      {c.required && <span className="text-danger-700">*</span>}
                    </dt>
                    <dd className="text-xs leading-5 text-slate-600">{c.help}</dd>
                  </div>
                ))}
              </dl>
            </details>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Import</CardTitle>
          <CardDescription>
            A CSV (UTF-8) or Excel .xlsx file of at most 50 MB. It is checked first; nothing changes
            until you confirm.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <div className="flex flex-wrap items-center gap-3">
            <input
              ref={fileInput}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="sr-only"
              aria-label="Choose a CSV or Excel file to import"
              onChange={(e) => {
                choose(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            <Button disabled={stage.step === 'sending'} onClick={() => fileInput.current?.click()}>
              <Upload aria-hidden /> {file ? 'Choose another file' : 'Choose file'}
            </Button>
            {file && (
              <span className="min-w-0 truncate text-sm text-slate-700" title={file.name}>
                {file.name} · {formatBytes(file.size)}
              </span>
            )}
          </div>

          {stage.step === 'sending' && (
            <div role="status" className="space-y-2">
              <p className="text-sm font-medium text-slate-800">
                {progress < 1
                  ? `Uploading… ${Math.round(progress * 100)}%`
                  : stage.mode === 'dryRun'
                    ? 'Checking the rows…'
                    : 'Importing…'}
              </p>
              <progress
                className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
                max={1}
                value={progress < 1 ? progress : undefined}
                aria-label="Upload progress"
              />
            </div>
          )}

          {failure && (
            <p role="alert" className="rounded-lg bg-danger-50 px-4 py-3 text-sm text-danger-700">
              {failure}
            </p>
          )}

          {report && (
            <ReportView
              report={report}
              done={stage.step === 'done'}
              valid={valid}
              toWrite={toWrite}
              busy={importing.isPending}
              onImport={(mode) => file && send(file, mode)}
              onReset={() => {
                setFile(null);
                setFailure(null);
                setStage({ step: 'idle' });
              }}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function ReportView(props: {
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
              {toWrite === 0 ? 'Nothing to change' : `Import ${countOf(toWrite, 'product')}`}
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

function formatBytes(n: number) {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
