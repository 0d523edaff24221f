import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable, type DataColumn } from '#app/admin/ui/data-table.tsx';
import { AdminDialog } from '#app/admin/ui/admin-dialog.tsx';

/**
 * A dialog showing one page of a history (a coupon's uses, a product's stock changes): the
 * load error, `empty` when there is nothing, else the table edge to edge, then the pager.
 */
export function TableDialog<T extends RowData>(props: {
  title: ReactNode;
  description: ReactNode;
  onClose: () => void;
  caption: string;
  columns: readonly DataColumn<T>[];
  /** undefined while loading. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  error: Error | null;
  empty: string;
  skeletonRows: number;
  tableClassName?: string;
  /** undefined while loading. */
  pager?: { label: string; page: number; totalPages: number; onPage: (page: number) => void };
}) {
  return (
    <AdminDialog
      onClose={props.onClose}
      title={props.title}
      description={props.description}
      className="max-w-2xl"
    >
      {props.error ? (
        <p role="alert" className="text-sm text-danger-700">
          {props.error.message}
        </p>
      ) : props.rows && props.rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">{props.empty}</p>
      ) : (
        <DataTable
          caption={props.caption}
          className="-mx-6"
          tableClassName={props.tableClassName}
          theadClassName="border-y border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase"
          rows={props.rows}
          rowKey={props.rowKey}
          skeletonRows={props.skeletonRows}
          skeletonCellClassName="px-6 py-3"
          columns={props.columns}
          pager={props.pager}
        />
      )}
    </AdminDialog>
  );
}
