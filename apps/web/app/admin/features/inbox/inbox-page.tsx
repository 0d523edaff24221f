import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/ui/tabs.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import type { Route } from './+types/inbox-page';
import {
  inboxCountsQueryOptions,
  type MessageFilter,
  type SubscriberFilter,
} from './inbox.queries.ts';
import { MessagesPanel } from './messages-panel.tsx';
import { NewsletterPanel } from './newsletter-panel.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Inbox | Propwash Admin' }];

/**
 * The owner's inbox (docs/decisions/owners-inbox.md): contact messages to answer, and the
 * newsletter's subscribers. Tab, filter, search and page live in the URL.
 */
export default function InboxPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'newsletter' ? 'newsletter' : 'messages';
  const status = params.get('status');
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  // Messages open on what needs an answer; the newsletter on everyone still subscribed.
  const messageStatus: MessageFilter =
    status === 'replied' || status === 'closed' || status === '' ? status : 'new';
  const subscriberStatus: SubscriberFilter =
    status === 'unsubscribed' || status === '' ? status : 'subscribed';
  const counts = useQuery(inboxCountsQueryOptions());

  function go(next: { tab?: string; status?: string; search?: string; page?: number }) {
    const q = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab === 'newsletter') q.set('tab', 'newsletter');
    if (!next.tab) {
      const nextStatus = next.status ?? status;
      if (nextStatus !== null) q.set('status', nextStatus);
      const nextSearch = next.search ?? search;
      if (nextSearch) q.set('search', nextSearch);
    }
    if (next.page && next.page > 1) q.set('page', String(next.page));
    setParams(q, { replace: true, preventScrollReset: true });
  }

  return (
    <div className="space-y-6">
      <PageHeader title="Inbox" descriptionClassName="max-w-2xl">
        Messages from the contact page: read them, reply by email and close them when done.
        Newsletter sign-ups are on the second tab.
      </PageHeader>
      <Tabs value={tab} onValueChange={(value) => go({ tab: value })}>
        <TabsList>
          <TabsTrigger value="messages">
            Messages{counts.data && ` (${counts.data.new} new)`}
          </TabsTrigger>
          <TabsTrigger value="newsletter">Newsletter</TabsTrigger>
        </TabsList>
        <TabsContent value="messages" className="pt-4">
          {tab === 'messages' && (
            <MessagesPanel status={messageStatus} search={search} page={page} onChange={go} />
          )}
        </TabsContent>
        <TabsContent value="newsletter" className="pt-4">
          {tab === 'newsletter' && (
            <NewsletterPanel status={subscriberStatus} search={search} page={page} onChange={go} />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
