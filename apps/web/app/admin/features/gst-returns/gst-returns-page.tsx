import type { Gstr1Format, Gstr1Summary, Gstr1Table } from '@propwash/domain/gst/schemas';
import { FIRST_GST_PERIOD } from '@propwash/domain/gst/schemas';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, FileJson, FileSpreadsheet, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable, type DataColumn } from '#app/admin/ui/data-table.tsx';
import { LoadError } from '#app/admin/ui/list-states.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import { cn } from '#app/lib/cn.ts';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { inputClassName, labelClassName } from '#app/ui/field-styles.ts';
import { NativeSelect } from '#app/ui/native-select.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { toast } from '#app/ui/toaster.tsx';
import type { Route } from './+types/gst-returns-page';
import { lastMonth, monthName, rupees, thisMonth } from './gst-returns-format.ts';
import {
  downloadGstr1,
  gstr1SummaryQueryOptions,
  type Gstr1Choice,
} from './gst-returns.queries.ts';

export const meta: Route.MetaFunction = () => [{ title: 'GST returns | Propwash Admin' }];

const money = 'px-4 py-3 text-right tabular-nums whitespace-nowrap';
const moneyHead = 'px-4 py-3 text-right whitespace-nowrap';

const columns: DataColumn<Gstr1Table>[] = [
  {
    id: 'Table',
    header: 'Table',
    isRowHeader: true,
    className: 'px-4 py-3 text-left font-normal',
    cell: (r) => <TableName row={r} />,
  },
  {
    id: 'Documents',
    header: 'Documents',
    headerClassName: moneyHead,
    className: money,
    cell: (r) => r.documents,
  },
  {
    id: 'Taxable',
    header: 'Taxable value',
    headerClassName: moneyHead,
    className: money,
    cell: (r) => rupees(r.taxable),
  },
  {
    id: 'IGST',
    header: 'IGST',
    headerClassName: moneyHead,
    className: money,
    cell: (r) => rupees(r.igst),
  },
  {
    id: 'CGST',
    header: 'CGST',
    headerClassName: moneyHead,
    className: money,
    cell: (r) => rupees(r.cgst),
  },
  {
    id: 'SGST',
    header: 'SGST',
    headerClassName: moneyHead,
    className: money,
    cell: (r) => rupees(r.sgst),
  },
  {
    id: 'Value',
    header: 'Invoice value',
    headerClassName: moneyHead,
    className: money,
    cell: (r) => (r.value === null ? '—' : rupees(r.value)),
  },
];

/** A table's name, under its number in the form. */
function TableName({ row }: { row: Gstr1Table }) {
  return (
    <span className="block">
      <span className="block text-xs font-semibold tracking-wide text-slate-500 uppercase">
        Table {row.formTable}
      </span>
      <span className="block font-medium text-slate-900">{row.label}</span>
    </span>
  );
}

const isEmpty = (r: Gstr1Table) =>
  r.documents === 0 && r.rows === 0 && r.taxable === 0 && r.igst === 0 && r.cgst === 0;

/** A table's figures as a labelled card (phones); one line when it has nothing. */
function TableCard({ row }: { row: Gstr1Table }) {
  if (isEmpty(row)) {
    return (
      <div className="flex items-end justify-between gap-4">
        <TableName row={row} />
        <span className="shrink-0 text-sm text-slate-500">Nothing</span>
      </div>
    );
  }
  const figures: Array<[string, string]> = [
    ['Documents', String(row.documents)],
    ['Taxable value', rupees(row.taxable)],
    ['IGST', rupees(row.igst)],
    ['CGST', rupees(row.cgst)],
    ['SGST', rupees(row.sgst)],
    ...(row.value === null ? [] : [['Invoice value', rupees(row.value)] as [string, string]]),
  ];
  return (
    <>
      <TableName row={row} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {figures.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-right text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** Invoices less credit notes against the tables: a tick, or the difference. */
function Reconciliation({ summary }: { summary: Gstr1Summary }) {
  const { check } = summary;
  const figures = (m: Gstr1Summary['check']['documents']) =>
    `taxable ${rupees(m.taxable)} · IGST ${rupees(m.igst)} · CGST ${rupees(m.cgst)} · SGST ${rupees(m.sgst)}`;
  const documents = `${check.invoices} ${check.invoices === 1 ? 'invoice' : 'invoices'} less ${check.creditNotes} ${check.creditNotes === 1 ? 'credit note' : 'credit notes'}`;
  return (
    <Card
      role="status"
      className={cn(
        'flex items-start gap-3 p-4 sm:p-5',
        check.isBalanced
          ? 'border-success-600/30 bg-success-50'
          : 'border-danger-600/30 bg-danger-50',
      )}
    >
      {check.isBalanced ? (
        <CircleCheck className="mt-0.5 size-6 shrink-0 text-success-700" aria-hidden />
      ) : (
        <CircleAlert className="mt-0.5 size-6 shrink-0 text-danger-600" aria-hidden />
      )}
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">
          {check.isBalanced
            ? 'The tables add up to the invoices less the credit notes, to the paisa'
            : 'The tables do not add up to the invoices less the credit notes'}
        </p>
        <p className="mt-1 text-slate-700">
          {documents}: {figures(check.documents)}
        </p>
        {!check.isBalanced && (
          <p className="mt-1 font-medium text-danger-700">
            Tables: {figures(check.tables)}. Difference: {figures(check.difference)}.
          </p>
        )}
      </div>
    </Card>
  );
}

/** Whose invoices the registration holds: its warehouses, or the store profile's. */
function registrationNote(summary: Gstr1Summary): string {
  const r = summary.registrations.find((x) => x.gstin === summary.gstin);
  if (!r) return '';
  const where = r.warehouses.length
    ? `Invoices of ${r.warehouses.join(', ')} (${r.state})`
    : `Invoices of the store profile (${r.state})`;
  return `${where}${r.isDefault ? ', the store profile’s registration' : ''}.`;
}

/** Table 13: the documents issued in the month, by series. */
function DocumentsIssued({ summary }: { summary: Gstr1Summary }) {
  if (summary.documents.length === 0) return null;
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="font-semibold text-slate-900">Documents issued (table 13)</h2>
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {summary.documents.map((d) => (
          <li
            key={`${d.docNum}-${d.from}`}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
          >
            <span className="text-slate-700">{d.kind}</span>
            <span className="font-mono text-slate-900">
              {d.from === d.to ? d.from : `${d.from} – ${d.to}`}
            </span>
            <span className="text-slate-600 tabular-nums">
              {d.issued} issued, {d.cancelled} cancelled
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * GSTR-1 of a month and a registration (docs/decisions/gstr-1.md): its tables' totals, the check
 * that they add up to the invoices less the credit notes, and the files to upload or to check.
 * The month and the registration live in the URL.
 */
export default function GstReturnsPage() {
  const [params, setParams] = useSearchParams();
  const latest = thisMonth();
  const period = /^\d{4}-\d{2}$/.test(params.get('period') ?? '')
    ? params.get('period')!
    : lastMonth();
  const choice: Gstr1Choice = { period, gstin: params.get('gstin') ?? '' };
  const summary = useQuery(gstr1SummaryQueryOptions(choice));
  const data = summary.data;
  const [busy, setBusy] = useState<Gstr1Format | null>(null);

  function choose(change: Partial<Gstr1Choice>) {
    const next = { ...choice, ...change };
    const q = new URLSearchParams({ period: next.period });
    if (next.gstin) q.set('gstin', next.gstin);
    setParams(q, { replace: true, preventScrollReset: true });
  }

  async function download(format: Gstr1Format) {
    setBusy(format);
    try {
      await downloadGstr1(choice, format, data?.fileName[format] ?? `GSTR1.${format}`);
      toast.success(`Downloaded ${data?.fileName[format] ?? 'the return'}`);
    } catch (error) {
      toast.error('Failed to download the return', {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setBusy(null);
    }
  }

  const registrations = data?.registrations ?? [];
  const gstin = data?.gstin ?? choice.gstin;

  return (
    <div className="space-y-6">
      <PageHeader title="GST returns" descriptionClassName="max-w-2xl">
        GSTR-1 of a month for one GST registration, written from the invoices and credit notes the
        shop issued. Upload the JSON in the GST portal (GSTR-1, Prepare offline, Upload) or check
        the Excel workbook first.
      </PageHeader>

      <Card className="flex flex-wrap items-end gap-4 p-4 sm:p-5">
        <label className="flex w-full flex-col gap-2 sm:w-44">
          <span className={labelClassName}>Month</span>
          <input
            type="month"
            className={inputClassName}
            value={period}
            min={FIRST_GST_PERIOD}
            max={latest}
            onChange={(e) => {
              if (/^\d{4}-\d{2}$/.test(e.target.value)) choose({ period: e.target.value });
            }}
          />
        </label>
        {registrations.length > 1 && (
          <label className="flex w-full flex-col gap-2 sm:w-72">
            <span className={labelClassName}>GST registration</span>
            <NativeSelect value={gstin} onChange={(e) => choose({ gstin: e.target.value })}>
              {registrations.map((r) => (
                <option key={r.gstin} value={r.gstin}>
                  {r.gstin} · {r.state}
                </option>
              ))}
            </NativeSelect>
          </label>
        )}
        <div className="flex w-full flex-wrap gap-2 sm:ml-auto sm:w-auto">
          {(
            [
              ['json', 'JSON for the portal', FileJson],
              ['xlsx', 'Excel', FileSpreadsheet],
            ] as const
          ).map(([format, label, Icon]) => (
            <Button
              key={format}
              variant={format === 'json' ? 'primary' : 'outline'}
              className="flex-1 sm:flex-none"
              disabled={!data || busy !== null}
              aria-busy={busy === format}
              onClick={() => void download(format)}
            >
              {busy === format ? (
                <LoaderCircle className="animate-spin" aria-hidden />
              ) : (
                <Icon aria-hidden />
              )}
              {label}
            </Button>
          ))}
        </div>
      </Card>

      {summary.isError ? (
        <LoadError title="Failed to load the return" message={summary.error.message} />
      ) : (
        <>
          <div>
            <h2 className="text-lg font-semibold text-slate-900">
              GSTR-1 for {monthName(period)}
              {data && <span className="font-mono text-base text-slate-600"> · {data.gstin}</span>}
            </h2>
            {data && (
              <p className="mt-1 text-sm text-slate-600">
                {registrationNote(data)} B2C large: inter-state invoices to consumers above{' '}
                {rupees(data.b2clAbove)}. Credit notes against B2C others are netted in table 7.
              </p>
            )}
          </div>
          {data ? <Reconciliation summary={data} /> : <Skeleton className="h-20 w-full" />}
          <Card className="overflow-hidden">
            <DataTable
              caption={`GSTR-1 tables for ${monthName(period)}`}
              columns={columns}
              rows={data?.tables}
              rowKey={(r) => r.table}
              card={(r) => <TableCard row={r} />}
              cardsUntil="xl"
              skeletonRows={7}
            />
          </Card>
          {data && <DocumentsIssued summary={data} />}
        </>
      )}
    </div>
  );
}
