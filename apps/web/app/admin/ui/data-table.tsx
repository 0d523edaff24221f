import {
  flexRender,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { SkeletonRows } from '#app/admin/ui/list-states.tsx';
import { Pager } from '#app/admin/ui/pager.tsx';
import { cn } from '#app/lib/cn.ts';

import { SkeletonItems } from './list-states.tsx';

/** One column of a DataTable: its header cell and how a row fills its data cell. */
export interface DataColumn<T> {
  /** Unique within the table; the header text when that is a plain string. */
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Classes of the `th`; the table's `headerCellClassName` when left out. */
  headerClassName?: string;
  /** Classes of each data cell (or per row); the table's `cellClassName` when left out. */
  className?: string | ((row: T) => string);
  /** The cell names its row: rendered as `th scope="row"` instead of `td`. */
  isRowHeader?: boolean;
}

/** The core row model only: the server sorts, filters and pages every admin list. */
const features = tableFeatures({});
const noRows: never[] = [];

/** DataColumns as TanStack Table column definitions (headless: the markup below is ours). */
function columnDefs<T extends RowData>(columns: readonly DataColumn<T>[]) {
  return columns.map((c): ColumnDef<typeof features, T> => ({
    id: c.id,
    header: () => c.header,
    cell: ({ row }) => c.cell(row.original),
  }));
}

/** The header row look every admin list shares. */
const headClassName =
  'border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase';

/**
 * The table of an admin list: a screen-reader caption, `th scope="col"` headers, one row per item
 * keyed by `rowKey`, skeleton rows while `rows` is undefined (tbody aria-busy), and `empty` as one
 * full-width row when there are none. Pagers, filters and phone card lists stay with the page.
 */
export function DataTable<T extends RowData>(props: {
  caption: string;
  columns: readonly DataColumn<T>[];
  /** undefined while loading. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** Extra attributes of a row's `tr` (selection highlight, click to open). */
  rowProps?: (row: T) => ComponentProps<'tr'>;
  /** Shown in one row spanning every column when `rows` is empty. */
  empty?: ReactNode;
  skeletonRows?: number;
  skeletonCellClassName?: string;
  /** The scrolling wrapper. */
  className?: string;
  /**
   * Phones get one card per row (a list, skeleton cards while loading) and the table shows from
   * the `cardsUntil` width up (md by default).
   */
  card?: (row: T) => ReactNode;
  cardsUntil?: 'md' | 'xl';
  /** Classes of each card's `li`. */
  cardClassName?: string;
  /** Previous / next under the list (undefined while loading). */
  pager?: ComponentProps<typeof Pager>;
  /** The table itself, typically its `min-w-*`. */
  tableClassName?: string;
  theadClassName?: string;
  headerCellClassName?: string;
  cellClassName?: string;
}) {
  const {
    columns,
    rows,
    headerCellClassName = 'px-4 py-3 whitespace-nowrap',
    cellClassName = 'px-4 py-3',
  } = props;
  const defs = useMemo(() => columnDefs(columns), [columns]);
  const table = useTable({
    features,
    columns: defs,
    data: (rows ?? noRows) as T[],
    getRowId: (row) => props.rowKey(row),
  });
  const byId = new Map(columns.map((c) => [c.id, c]));
  const cards = props.card && breakpoints[props.cardsUntil ?? 'md'];
  const tableView = (
    <div className={cn('overflow-x-auto', cards?.table, props.className)}>
      <table className={cn('w-full text-left text-sm', props.tableClassName)}>
        <caption className="sr-only">{props.caption}</caption>
        <thead className={props.theadClassName ?? headClassName}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={byId.get(header.column.id)?.headerClassName ?? headerCellClassName}
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100" aria-busy={!rows}>
          {!rows ? (
            <SkeletonRows
              rows={props.skeletonRows ?? 6}
              columns={columns.length}
              cellClassName={props.skeletonCellClassName ?? 'px-4 py-3.5'}
            />
          ) : rows.length === 0 && props.empty !== undefined ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-500">
                {props.empty}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} {...props.rowProps?.(row.original)}>
                {row.getAllCells().map((cell) => {
                  const c = byId.get(cell.column.id)!;
                  const className =
                    (typeof c.className === 'function' ? c.className(row.original) : c.className) ??
                    cellClassName;
                  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                  return c.isRowHeader ? (
                    <th key={cell.id} scope="row" className={className}>
                      {content}
                    </th>
                  ) : (
                    <td key={cell.id} className={className}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
  const pager = props.pager && <Pager {...props.pager} />;
  if (!props.card || !cards) {
    return pager ? (
      <>
        {tableView}
        {pager}
      </>
    ) : (
      tableView
    );
  }
  const itemClassName = props.cardClassName ?? 'space-y-2 px-4 py-3';
  return (
    <>
      <ul className={cn('divide-y divide-slate-100', cards.list)} aria-busy={!rows}>
        {rows?.map((row) => (
          <li key={props.rowKey(row)} className={itemClassName}>
            {props.card!(row)}
          </li>
        )) ?? (
          <SkeletonItems
            count={4}
            className="space-y-2 px-4 py-3"
            bars={['h-4 w-40', 'h-3 w-56']}
          />
        )}
      </ul>
      {tableView}
      {pager}
    </>
  );
}

/** Which of the card list and the table each width shows. */
const breakpoints = {
  md: { list: 'md:hidden', table: 'max-md:hidden' },
  xl: { list: 'xl:hidden', table: 'max-xl:hidden' },
};
