import type { RowData } from '@tanstack/react-table';
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { DataTable, type DataColumn } from '#app/admin/ui/data-table.tsx';
import { EmptyState, LoadError } from '#app/admin/ui/list-states.tsx';
import { Card } from '#app/ui/card.tsx';
import type { Pager } from '#app/admin/ui/pager.tsx';

/**
 * One page of an admin list in its card: the load error (`errorTitle` and the server's reason),
 * the empty state when the page has no rows, else the DataTable (skeletons while loading).
 */
export function ListTable<T extends RowData>(
  props: ComponentProps<typeof DataTable<T>> & {
    error: Error | null;
    errorTitle: string;
    emptyIcon: LucideIcon;
    emptyTitle: string;
    /** Under the empty state's title: what to try, or how the list fills. */
    emptyText: ReactNode;
  },
) {
  const { error, errorTitle, emptyIcon, emptyTitle, emptyText, ...table } = props;
  if (error) return <LoadError title={errorTitle} message={error.message} />;
  if (table.rows && table.rows.length === 0) {
    return (
      <EmptyState icon={emptyIcon} title={emptyTitle}>
        {emptyText}
      </EmptyState>
    );
  }
  return (
    <Card className="overflow-hidden">
      <DataTable {...table} />
    </Card>
  );
}

/** The last column of a list with row buttons, right-aligned under its header. */
export function actionsColumn<T>(cell: (row: T) => ReactNode): DataColumn<T> {
  return {
    id: 'Actions',
    header: 'Actions',
    headerClassName: 'px-4 py-3 whitespace-nowrap text-right',
    className: 'px-2 py-2',
    cell,
  };
}

type PageInfo = { page: number; totalPages: number };
type PagerProps = ComponentProps<typeof Pager>;

/** The pager of a loaded list page (undefined while it loads). */
export function pagerOf(label: string, data: PageInfo, onPage: (page: number) => void): PagerProps;
export function pagerOf(
  label: string,
  data: PageInfo | undefined,
  onPage: (page: number) => void,
): PagerProps | undefined;
export function pagerOf(label: string, data: PageInfo | undefined, onPage: (page: number) => void) {
  return data && { label, page: data.page, totalPages: data.totalPages, onPage };
}

/**
 * The props of a ListTable bound to its page query: the load error, the page's rows (`rows` of
 * the data; undefined while loading, so the table shows skeletons) and the pager once loaded,
 * named `pagerLabel` and turning pages through `setFilter({ page })`.
 */
export function pageQueryProps<D extends PageInfo, T>(
  query: { error: Error | null; data: D | undefined },
  rows: (data: D) => T[],
  pagerLabel: string,
  setFilter: (change: { page: number }) => void,
) {
  const data = query.data;
  return {
    error: query.error,
    rows: data && rows(data),
    pager: pagerOf(pagerLabel, data, (page) => setFilter({ page })),
  };
}
