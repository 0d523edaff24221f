import { formatIndiaTime } from '@propwash/domain/india-time';
import type { SearchInsights, VocabularyGroup } from '@propwash/domain/catalog/search';
import { useQuery } from '@tanstack/react-query';
import { Check, Plus, Search, SearchX, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { DataTable, type DataColumn } from '#app/admin/ui/data-table.tsx';
import { DayRangeBar } from '#app/admin/ui/day-range-bar.tsx';
import { LoadError } from '#app/admin/ui/list-states.tsx';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { AddSynonymDialog } from './add-synonym-dialog.tsx';
import { fromDayRange, periodPresets, toDayRange, type SearchPeriod } from './search-period.ts';
import { groupOf, insightsQueryOptions, vocabularyQueryOptions } from './search.queries.ts';

type TopRow = SearchInsights['top'][number];
type NoResultRow = SearchInsights['noResults'][number];

const counts = new Intl.NumberFormat('en-IN');
const formatCount = (n: number) => counts.format(n);
const times = (n: number) => `${formatCount(n)} ${n === 1 ? 'time' : 'times'}`;

/** What shoppers searched for in the period, and "Add a synonym" for what found nothing. */
export function InsightsTab(props: {
  period: SearchPeriod;
  onPeriodChange: (period: SearchPeriod) => void;
}) {
  const insights = useQuery(insightsQueryOptions(props.period));
  const vocabulary = useQuery(vocabularyQueryOptions());
  const groups = vocabulary.data?.groups;
  const [adding, setAdding] = useState<string | null>(null);
  const data = insights.data;

  return (
    <div className="space-y-6">
      <DayRangeBar
        range={toDayRange(props.period)}
        quickPeriods={periodPresets}
        onChange={(range) => props.onPeriodChange(fromDayRange(range))}
        onRefresh={() => void insights.refetch()}
        isRefreshing={insights.isFetching}
      />
      {insights.error ? (
        <LoadError title="Failed to load search insights" message={insights.error.message} />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 sm:gap-4">
            <Figure
              label="Searches"
              icon={Search}
              value={data && formatCount(data.searches)}
              note="On the results page, this period"
            />
            <Figure
              label="No results"
              icon={SearchX}
              value={data && `${data.noResultRate.toLocaleString('en-IN')}%`}
              note="Share of searches that showed no product"
            />
          </div>
          <div className="grid gap-6 2xl:grid-cols-2">
            <TablePanel
              title="Top searches"
              description="The most searched words, and what the latest search found"
            >
              <DataTable
                caption="Top searches, most searched first"
                columns={topColumns}
                rows={data?.top}
                rowKey={(r) => r.query}
                skeletonRows={5}
                empty="No searches in this period."
                card={(r) => (
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-medium break-words text-slate-900">{r.query}</p>
                      <p className="text-xs text-slate-500">Searched {times(r.searches)}</p>
                    </div>
                    <ResultsBadge results={r.results} suffix=" found" />
                  </div>
                )}
              />
              {data && data.top.length === 0 && (
                <p className="px-4 py-8 text-center text-sm text-slate-500 md:hidden">
                  No searches in this period.
                </p>
              )}
            </TablePanel>
            <TablePanel
              title="Searches that found nothing"
              description="Add a synonym or ignore a word so these searches find products"
            >
              <DataTable
                caption="Searches that found nothing, most searched first"
                columns={noResultColumns(groups, setAdding)}
                rows={data?.noResults}
                rowKey={(r) => r.query}
                skeletonRows={5}
                empty="Every search in this period found something."
                card={(r) => (
                  <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
                    <div className="min-w-0">
                      <p className="font-medium break-words text-slate-900">{r.query}</p>
                      <p className="text-xs text-slate-500">
                        {times(r.searches)} · last {formatIndiaTime(r.lastAt)}
                      </p>
                    </div>
                    <AddSynonymCell row={r} groups={groups} onAdd={setAdding} />
                  </div>
                )}
              />
              {data && data.noResults.length === 0 && (
                <p className="px-4 py-8 text-center text-sm text-slate-500 md:hidden">
                  Every search in this period found something.
                </p>
              )}
            </TablePanel>
          </div>
        </>
      )}
      {adding !== null && groups && (
        <AddSynonymDialog query={adding} groups={groups} onClose={() => setAdding(null)} />
      )}
    </div>
  );
}

const topColumns: DataColumn<TopRow>[] = [
  {
    id: 'Search',
    header: 'Search',
    isRowHeader: true,
    className: 'px-4 py-3 font-medium break-words text-slate-900',
    cell: (r) => r.query,
  },
  {
    id: 'Searches',
    header: 'Searches',
    headerClassName: 'px-4 py-3 text-right whitespace-nowrap',
    className: 'px-4 py-3 text-right text-slate-700 tabular-nums',
    cell: (r) => formatCount(r.searches),
  },
  {
    id: 'Found',
    header: 'Found (latest)',
    headerClassName: 'px-4 py-3 text-right whitespace-nowrap',
    className: 'px-4 py-3 text-right',
    cell: (r) => <ResultsBadge results={r.results} />,
  },
];

function noResultColumns(
  groups: VocabularyGroup[] | undefined,
  onAdd: (query: string) => void,
): DataColumn<NoResultRow>[] {
  return [
    {
      id: 'Search',
      header: 'Search',
      isRowHeader: true,
      className: 'px-4 py-3 font-medium break-words text-slate-900',
      cell: (r) => r.query,
    },
    {
      id: 'Searches',
      header: 'Searches',
      headerClassName: 'px-4 py-3 text-right whitespace-nowrap',
      className: 'px-4 py-3 text-right text-slate-700 tabular-nums',
      cell: (r) => formatCount(r.searches),
    },
    {
      id: 'Last searched',
      header: 'Last searched',
      className: 'px-4 py-3 whitespace-nowrap text-slate-600',
      cell: (r) => formatIndiaTime(r.lastAt),
    },
    {
      id: 'Vocabulary',
      header: <span className="sr-only">Vocabulary</span>,
      className: 'px-4 py-2 text-right',
      cell: (r) => <AddSynonymCell row={r} groups={groups} onAdd={onAdd} />,
    },
  ];
}

/** "Add a synonym", or what the vocabulary already says about the search. */
function AddSynonymCell(props: {
  row: NoResultRow;
  groups: VocabularyGroup[] | undefined;
  onAdd: (query: string) => void;
}) {
  const { row, groups } = props;
  const group = groupOf(groups, row.query);
  if (group) {
    return (
      <Badge variant="success" title={group.words.join(', ')}>
        <Check className="size-3.5" aria-hidden />
        {group.kind === 'ignore' ? 'Ignored' : 'Synonym added'}
      </Badge>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={!groups}
      onClick={() => props.onAdd(row.query)}
      aria-label={`Add a synonym for ${row.query}`}
      className="whitespace-nowrap"
    >
      <Plus aria-hidden /> Add a synonym
    </Button>
  );
}

/** What a search found: a count, or a red "None". */
function ResultsBadge({ results, suffix = '' }: { results: number; suffix?: string }) {
  return results === 0 ? (
    <Badge variant="danger">None</Badge>
  ) : (
    <span className="whitespace-nowrap text-slate-700 tabular-nums">
      {formatCount(results)}
      {suffix}
    </span>
  );
}

function Figure(props: {
  label: string;
  icon: LucideIcon;
  value: string | undefined;
  note: string;
}) {
  const Icon = props.icon;
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">{props.label}</p>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden />
        </span>
      </div>
      {props.value === undefined ? (
        <Skeleton className="mt-3 h-8 w-28" />
      ) : (
        <p className="mt-2 text-2xl font-bold text-slate-900 tabular-nums">{props.value}</p>
      )}
      <p className="mt-1 text-xs text-slate-500">{props.note}</p>
    </Card>
  );
}

function TablePanel(props: { title: string; description: string; children: ReactNode }) {
  return (
    <Card className="min-w-0 overflow-hidden">
      <div className="border-b border-slate-200 px-4 py-3 sm:px-5">
        <h2 className="font-semibold text-slate-900">{props.title}</h2>
        <p className="text-xs text-slate-500">{props.description}</p>
      </div>
      {props.children}
    </Card>
  );
}
