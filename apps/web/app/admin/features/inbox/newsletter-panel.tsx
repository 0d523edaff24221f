import type { Subscriber } from '@propwash/domain/inbox/schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Download, MailX, Send } from 'lucide-react';
import { useState } from 'react';
import { downloadFile } from '#app/admin/lib/download-file.ts';
import { DataTable, type DataColumn } from '#app/admin/ui/data-table.tsx';
import { EmptyState, LoadError } from '#app/admin/ui/list-states.tsx';
import { SearchField, useDebouncedFilter } from '#app/admin/ui/search-field.tsx';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { toast } from '#app/ui/toaster.tsx';
import {
  subscribersExportPath,
  subscribersQueryOptions,
  type SubscriberFilter,
} from './inbox.queries.ts';
import { FilterChips } from '#app/ui/filter-chips.tsx';
import { formatWhen } from './inbox-ui.tsx';
import { NewsletterSendDialog } from './newsletter-send-dialog.tsx';

const filters: { value: SubscriberFilter; label: string }[] = [
  { value: 'subscribed', label: 'Subscribed' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
  { value: '', label: 'All' },
];

function SubscriberStatus({ subscriber }: { subscriber: Subscriber }) {
  return subscriber.status === 'subscribed' ? (
    <Badge variant="success">Subscribed</Badge>
  ) : (
    <Badge variant="neutral">Unsubscribed</Badge>
  );
}

const columns: DataColumn<Subscriber>[] = [
  {
    id: 'Email',
    header: 'Email',
    isRowHeader: true,
    className: 'max-w-72 truncate px-4 py-3 text-left font-medium text-slate-900',
    cell: (s) => s.email,
  },
  {
    id: 'Status',
    header: 'Status',
    className: 'px-4 py-3',
    cell: (s) => <SubscriberStatus subscriber={s} />,
  },
  {
    id: 'Subscribed',
    header: 'Subscribed',
    className: 'px-4 py-3 whitespace-nowrap text-slate-600 tabular-nums',
    cell: (s) => formatWhen(s.subscribedAt),
  },
  {
    id: 'Unsubscribed',
    header: 'Unsubscribed',
    className: 'px-4 py-3 whitespace-nowrap text-slate-600 tabular-nums',
    cell: (s) => (s.unsubscribedAt ? formatWhen(s.unsubscribedAt) : '—'),
  },
];

/** The newsletter's subscribers, with the CSV export of the whole list. */
export function NewsletterPanel(props: {
  status: SubscriberFilter;
  search: string;
  page: number;
  onChange: (next: { status?: SubscriberFilter; search?: string; page?: number }) => void;
}) {
  const { status, search, page, onChange } = props;
  const subscribers = useQuery(subscribersQueryOptions(status, search, page));
  const [text, setText] = useDebouncedFilter(search, (next) => onChange({ search: next }));
  const [isWriting, setWriting] = useState(false);
  const exportCsv = useMutation({
    mutationFn: () => downloadFile(subscribersExportPath, 'newsletter-subscribers.csv'),
    onError: (error) => toast.error(error.message),
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FilterChips
          label="Subscriber status"
          value={status}
          onChange={(value) => onChange({ status: value })}
          options={filters}
          counts={subscribers.data?.counts}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => exportCsv.mutate()}
            disabled={exportCsv.isPending}
          >
            <Download aria-hidden /> Export CSV
          </Button>
          <Button size="sm" onClick={() => setWriting(true)}>
            <Send aria-hidden /> Send a newsletter
          </Button>
        </div>
      </div>
      {isWriting && (
        <NewsletterSendDialog
          subscribed={subscribers.data?.counts.subscribed}
          onClose={() => setWriting(false)}
        />
      )}
      <SearchField
        label="Search subscribers"
        placeholder="Search by email"
        value={text}
        onChange={setText}
      />
      {subscribers.isError ? (
        <LoadError title="Failed to load subscribers" message={subscribers.error.message} />
      ) : subscribers.data && subscribers.data.subscribers.length === 0 ? (
        <EmptyState icon={MailX} title={search ? 'No subscribers match' : 'No subscribers yet'}>
          {search
            ? `No address contains “${search}”.`
            : 'Addresses from the newsletter box on the home page appear here.'}
        </EmptyState>
      ) : (
        <Card className="overflow-hidden">
          <DataTable
            caption="Newsletter subscribers, newest sign-up first."
            tableClassName="min-w-[40rem]"
            headerCellClassName="px-4 py-3 text-left"
            columns={columns}
            rows={subscribers.data?.subscribers}
            rowKey={(s) => s.id}
            skeletonRows={5}
            card={(s) => (
              <div className="flex items-start justify-between gap-3 px-4 py-3">
                <span className="min-w-0">
                  <span className="block font-medium break-all text-slate-900">{s.email}</span>
                  <span className="mt-0.5 block text-xs text-slate-500">
                    {s.unsubscribedAt
                      ? `Unsubscribed ${formatWhen(s.unsubscribedAt)}`
                      : `Subscribed ${formatWhen(s.subscribedAt)}`}
                  </span>
                </span>
                <SubscriberStatus subscriber={s} />
              </div>
            )}
            cardClassName=""
            pager={
              subscribers.data && {
                label: 'Subscriber pages',
                page: subscribers.data.page,
                totalPages: subscribers.data.totalPages,
                onPage: (p) => onChange({ page: p }),
              }
            }
          />
        </Card>
      )}
    </div>
  );
}
