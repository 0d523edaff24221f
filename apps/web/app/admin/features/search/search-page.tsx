import { useSearchParams } from 'react-router';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/ui/tabs.tsx';
import type { Route } from './+types/search-page';
import { InsightsTab } from './insights-tab.tsx';
import { periodFromParams, type SearchPeriod } from './search-period.ts';
import { VocabularyTab } from './vocabulary-tab.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Search | Propwash Admin' }];

const tabs = { insights: 'What shoppers search', vocabulary: 'Vocabulary' } as const;
type Tab = keyof typeof tabs;

/**
 * Search (docs/decisions/search-insights.md): what shoppers searched for in a period, and the
 * vocabulary search uses (synonym groups, ignored words). Tab and period live in the address bar.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'vocabulary' ? 'vocabulary' : 'insights';
  const period = periodFromParams(params);

  function change(edit: (q: URLSearchParams) => void) {
    setParams(
      (current) => {
        const q = new URLSearchParams(current);
        edit(q);
        return q;
      },
      { replace: true, preventScrollReset: true },
    );
  }
  const setPeriod = (next: SearchPeriod) =>
    change((q) => {
      q.set('from', next.from);
      q.set('to', next.to);
    });
  const selectTab = (next: string) =>
    change((q) => (next === 'vocabulary' ? q.set('tab', next) : q.delete('tab')));

  return (
    <div className="space-y-6">
      <PageHeader title="Search">
        What shoppers search for, what finds nothing, and the words search treats as the same.
      </PageHeader>
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Search">
          {(Object.keys(tabs) as Tab[]).map((t) => (
            <TabsTrigger key={t} value={t}>
              {tabs[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="insights" className="mt-4">
          <InsightsTab period={period} onPeriodChange={setPeriod} />
        </TabsContent>
        <TabsContent value="vocabulary" className="mt-4">
          <VocabularyTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
