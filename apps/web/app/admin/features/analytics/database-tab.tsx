import { Database, HardDrive, Table2 } from 'lucide-react';
import { formatBytes, formatCount } from './analytics-format.ts';
import { Panel } from './analytics-ui.tsx';

import { type Report, figure, StatGrid, ReportTable } from './report-blocks.tsx';
import { SkeletonItems } from '#app/admin/ui/list-states.tsx';

/** The database as it is now: size, tables and their rows. */
export function DatabaseTab({ report, isFailed }: Report<'database'>) {
  const figures = [
    figure('Database', report && report.databaseName, Database, 'brand', {
      note:
        report && !isFailed
          ? report.engine === 'pglite'
            ? 'PGlite (embedded PostgreSQL)'
            : 'PostgreSQL'
          : undefined,
      span: 'col-span-2 sm:col-span-1',
    }),
    figure('Tables', report && formatCount(report.tableCount), Table2, 'accent'),
    figure('Data size', report && formatBytes(report.dataSizeBytes), HardDrive, 'success'),
  ];
  const tables = report && [...report.tables].sort((a, b) => b.sizeBytes - a.sizeBytes);
  return (
    <div className="space-y-6">
      <StatGrid figures={figures} className="sm:grid-cols-3" />
      <Panel
        title="Tables"
        description="From PostgreSQL's catalogue; row counts are exact (PostgreSQL's estimate for tables over 32 MB)"
        bodyClassName="p-0 sm:p-0"
      >
        {tables && tables.length === 0 ? (
          <p className="px-4 py-6 text-sm text-slate-500 sm:px-5">No tables to show.</p>
        ) : (
          <>
            <ul className="divide-y divide-slate-100 sm:hidden" aria-label="Tables by size">
              {tables?.map((t) => (
                <li key={t.name} className="px-4 py-2.5 text-sm">
                  <p className="font-mono text-[13px] break-all text-slate-900">{t.name}</p>
                  <p className="text-xs text-slate-500 tabular-nums">
                    {formatCount(t.rows)} {t.rows === 1 ? 'row' : 'rows'} ·{' '}
                    {formatBytes(t.sizeBytes)}
                    {t.rows > 0 && ` · ${formatBytes(t.averageRowBytes)} per row`}
                  </p>
                </li>
              )) ?? <SkeletonItems count={5} className="px-4 py-3" bars={['h-5 w-full']} />}
            </ul>
            <ReportTable
              className="max-sm:hidden"
              caption="Tables by size"
              headers={['Table', 'Rows', 'Size', 'Average row']}
              numeric={[false, true, true, true]}
              rows={tables?.map((t) => ({
                key: t.name,
                cells: [
                  t.name,
                  formatCount(t.rows),
                  formatBytes(t.sizeBytes),
                  t.rows > 0 ? formatBytes(t.averageRowBytes) : '—',
                ],
              }))}
              minWidth="min-w-[30rem]"
              mono
            />
          </>
        )}
      </Panel>
    </div>
  );
}
