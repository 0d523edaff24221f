import { settingsSections, type SettingsSection } from '@propwash/domain/settings/defaults';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, LoadError, SkeletonItems } from '#app/admin/ui/list-states.tsx';
import { Pager } from '#app/admin/ui/pager.tsx';
import { Badge } from '#app/ui/badge.tsx';
import { Card } from '#app/ui/card.tsx';
import { FilterField, FilterSelect } from '#app/admin/ui/filter-bar.tsx';

import { formatIst, readableChange, sectionLabels } from './settings-history.ts';
import { settingsChangesQueryOptions } from './settings.queries.ts';
import { pagerOf } from '#app/admin/ui/list-table.tsx';

/** Every saved change to the settings: when (IST), who, which tab, and each field from → to. */
export function HistoryTab() {
  const [filter, setFilter] = useState<{ page: number; section?: SettingsSection }>({ page: 1 });
  const changes = useQuery(settingsChangesQueryOptions(filter));
  const data = changes.data;

  return (
    <div className="space-y-4">
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">History</h2>
          <p className="mt-1 text-sm text-slate-600">
            Each save that changed something: who, when and what. Newest first.
          </p>
        </div>
        <FilterField id="history-section" label="Tab" className="sm:w-48">
          <FilterSelect
            id="history-section"
            value={filter.section ?? ''}
            onChange={(section) => setFilter({ page: 1, section: section || undefined })}
            options={['', ...settingsSections]}
            labels={{ '': 'All tabs', ...sectionLabels }}
          />
        </FilterField>
      </Card>

      {changes.isError ? (
        <LoadError title="The history could not be loaded" message={changes.error.message} />
      ) : data && data.changes.length === 0 ? (
        <EmptyState icon={History} title="No changes yet">
          {filter.section
            ? `Nothing on the ${sectionLabels[filter.section]} tab has been changed.`
            : 'Saving a tab with a new value records it here.'}
        </EmptyState>
      ) : (
        <Card className="overflow-hidden">
          <ol
            aria-label="Settings changes"
            aria-busy={changes.isFetching || undefined}
            className="divide-y divide-slate-100"
          >
            {data?.changes.map((entry) => (
              <li
                key={entry.id}
                className="grid gap-2 px-4 py-3 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-4"
              >
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm sm:block sm:space-y-1">
                  <p className="font-medium text-slate-900">
                    <time dateTime={entry.changedAt}>{formatIst(entry.changedAt)}</time>
                  </p>
                  <p className="text-slate-600">{entry.changedBy ?? 'A removed account'}</p>
                  <Badge variant="neutral">{sectionLabels[entry.section]}</Badge>
                </div>
                <ul className="space-y-1.5 text-sm">
                  {entry.changes.map((change) => {
                    const c = readableChange(change);
                    return (
                      <li key={change.field} className="min-w-0 break-words">
                        <span className="font-medium text-slate-800">{c.label}: </span>
                        <span className="text-slate-600">{c.from}</span>
                        <span className="text-slate-400"> → </span>
                        <span className="font-semibold text-slate-900">{c.to}</span>
                      </li>
                    );
                  })}
                </ul>
              </li>
            )) ?? (
              <SkeletonItems
                count={4}
                className="space-y-2 px-4 py-3"
                bars={['h-4 w-48', 'h-4 w-full']}
              />
            )}
          </ol>
          {data && (
            <Pager {...pagerOf('History pages', data, (page) => setFilter({ ...filter, page }))} />
          )}
        </Card>
      )}
    </div>
  );
}
