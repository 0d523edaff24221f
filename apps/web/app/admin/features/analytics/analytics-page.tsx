import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import {
  EARLIEST_DAY,
  formatRange,
  rangePresets,
  reportSections,
  sectionLabel,
  type ReportSection,
} from './analytics-format.ts';
import { FailureNotice, ViewLink } from './analytics-ui.tsx';
import { analyticsPaths, reportsQueryOptions } from './analytics.queries.ts';
import { useAnalyticsRange } from './use-analytics-range.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/ui/tabs.tsx';
import { DayRangeBar } from '#app/admin/ui/day-range-bar.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import type { Route } from './+types/analytics-page';
import { DashboardTab } from './dashboard-tab.tsx';
import { DatabaseTab } from './database-tab.tsx';
import { CheckoutsTab } from './checkouts-tab.tsx';
import { StorageTab } from './storage-tab.tsx';
import { UsersTab } from './users-tab.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Analytics & Reports | Propwash Admin' }];

// Abandoned checkouts load on their own (checkouts-tab.tsx), only when their tab is open.
type PageTab = ReportSection | 'checkouts';
const isSection = (value: string | null): value is PageTab =>
  value === 'checkouts' || reportSections.includes(value as ReportSection);

/** The open tab scrolled into the strip's view (on a phone the last tabs start out of sight). */
function useActiveTabInView(tab: string) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!list || !active) return;
    const left = active.getBoundingClientRect().left - list.getBoundingClientRect().left;
    list.scrollLeft += left - (list.clientWidth - active.offsetWidth) / 2;
  }, [tab]);
  return listRef;
}

export default function AnalyticsPage() {
  const { range, setRange, params, setParams } = useAnalyticsRange('months12');
  const reports = useQuery(reportsQueryOptions(range));
  const data = reports.data;
  const tabParam = params.get('tab');
  const tab: PageTab = isSection(tabParam) ? tabParam : 'dashboard';
  const failed = new Set(data?.failures.map((f) => f.section));
  const tabStrip = useActiveTabInView(tab);

  function selectTab(next: string) {
    setParams(
      (current) => {
        const q = new URLSearchParams(current);
        if (next === 'dashboard') q.delete('tab');
        else q.set('tab', next);
        return q;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Analytics & Reports"
        actions={
          <ViewLink to={analyticsPaths.dashboard(range)}>
            Detailed order analytics <ArrowRight aria-hidden />
          </ViewLink>
        }
      >
        Sales and customers for {formatRange(range)}; database and image storage as they are now.
      </PageHeader>

      <DayRangeBar
        range={range}
        quickPeriods={rangePresets}
        earliestDay={EARLIEST_DAY}
        onChange={setRange}
        onRefresh={() => void reports.refetch()}
        isRefreshing={reports.isFetching}
      />

      {data && data.failures.length > 0 && (
        <FailureNotice
          title="Failed to load analytics"
          lines={data.failures.map(
            (f) =>
              `${sectionLabel[f.section]}: ${f.message.replace(/\.$/, '')}. Its figures show as empty.`,
          )}
        />
      )}

      <Tabs value={tab} onValueChange={selectTab}>
        <div ref={tabStrip} className="-mx-1 overflow-x-auto px-1 pb-1">
          <TabsList aria-label="Reports">
            {reportSections.map((section) => (
              <TabsTrigger key={section} value={section} className="gap-1.5">
                {sectionLabel[section]}
                {failed.has(section) && (
                  <span className="size-1.5 rounded-full bg-danger-600" title="Failed to load" />
                )}
              </TabsTrigger>
            ))}
            <TabsTrigger value="checkouts">Abandoned checkouts</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="dashboard">
          <DashboardTab report={data?.dashboard} />
        </TabsContent>
        <TabsContent value="database">
          <DatabaseTab report={data?.database} isFailed={failed.has('database')} />
        </TabsContent>
        <TabsContent value="storage">
          <StorageTab report={data?.storage} isFailed={failed.has('storage')} />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab report={data?.users} />
        </TabsContent>
        <TabsContent value="checkouts">
          <CheckoutsTab range={range} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
