import { IMPORT_MAX_BYTES, importHelpColumns } from '@propwash/domain/catalog/import-columns';
import type { ImportReport } from '@propwash/domain/catalog/import-report';
import { ArrowLeft, Download, FileSpreadsheet, FileText, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '#app/ui/toaster.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#app/ui/card.tsx';
import type { Route } from './+types/import-page';
import { ReportView } from './import-report-view.tsx';
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

type Stage =
  | { step: 'idle' }
  | { step: 'sending'; mode: ImportMode }
  | { step: 'checked'; report: ImportReport }
  | { step: 'done'; report: ImportReport };

/** Import / export: the catalogue as CSV or Excel, and a checked import of a file (docs/decisions/bulk-import-export-columns.md). */
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
                {importHelpColumns.map((c) => (
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

function formatBytes(n: number) {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
