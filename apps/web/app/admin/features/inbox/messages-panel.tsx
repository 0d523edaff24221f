import type { AdminContactMessage } from '@propwash/domain/inbox/schemas';
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useNavigate } from 'react-router';
import { DataTable, type DataColumn } from '#app/admin/ui/data-table.tsx';
import { EmptyState, LoadError } from '#app/admin/ui/list-states.tsx';
import { SearchField, useDebouncedFilter } from '#app/admin/ui/search-field.tsx';
import { Card } from '#app/ui/card.tsx';
import { inboxPaths, messagesQueryOptions, type MessageFilter } from './inbox.queries.ts';
import { FilterChips } from '#app/ui/filter-chips.tsx';
import { ContactStatusBadge, formatWhen } from './inbox-ui.tsx';
import { TwoLines } from '#app/admin/ui/two-lines.tsx';

const filters: { value: MessageFilter; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'replied', label: 'Replied' },
  { value: 'closed', label: 'Closed' },
  { value: '', label: 'All' },
];

function columns(open: (m: AdminContactMessage) => void): DataColumn<AdminContactMessage>[] {
  return [
    {
      id: 'Received',
      header: 'Received',
      className: 'px-4 py-3 whitespace-nowrap text-slate-600 tabular-nums',
      cell: (m) => formatWhen(m.createdAt),
    },
    {
      id: 'From',
      header: 'From',
      className: 'max-w-56 px-4 py-3',
      cell: (m) => <TwoLines truncate main={m.name} sub={m.email} />,
    },
    {
      id: 'Subject',
      header: 'Subject',
      isRowHeader: true,
      className: 'max-w-md px-4 py-3 text-left font-normal',
      cell: (m) => (
        <button
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            open(m);
          }}
          className="block max-w-full text-left"
        >
          <span className="block truncate font-medium text-brand-800 hover:underline">
            {m.subject || '(no subject)'}
          </span>
          <span className="block truncate text-xs text-slate-500">{m.message}</span>
        </button>
      ),
    },
    {
      id: 'Status',
      header: 'Status',
      className: 'px-4 py-3',
      cell: (m) => <ContactStatusBadge status={m.status} />,
    },
  ];
}

/** The contact messages: status chips with counts, search, and a list that opens a message. */
export function MessagesPanel(props: {
  status: MessageFilter;
  search: string;
  page: number;
  onChange: (next: { status?: MessageFilter; search?: string; page?: number }) => void;
}) {
  const { status, search, page, onChange } = props;
  const navigate = useNavigate();
  const messages = useQuery(messagesQueryOptions(status, search, page));
  const [text, setText] = useDebouncedFilter(search, (next) => onChange({ search: next }));
  const open = (m: AdminContactMessage) => void navigate(inboxPaths.message(m.id));

  return (
    <div className="space-y-4">
      <FilterChips
        label="Message status"
        value={status}
        onChange={(value) => onChange({ status: value })}
        options={filters}
        counts={messages.data?.counts}
      />
      <SearchField
        label="Search messages"
        placeholder="Search by name, email or subject"
        value={text}
        onChange={setText}
      />
      {messages.isError ? (
        <LoadError title="Failed to load messages" message={messages.error.message} />
      ) : messages.data && messages.data.messages.length === 0 ? (
        <EmptyState icon={Inbox} title={search ? 'No messages match' : 'No messages here'}>
          {search
            ? `No message from or about “${search}”.`
            : 'Messages customers send from the contact page appear here.'}
        </EmptyState>
      ) : (
        <Card className="overflow-hidden">
          <DataTable
            caption="Contact messages, newest first. Choose a subject to read and reply."
            tableClassName="min-w-[44rem]"
            headerCellClassName="px-4 py-3 text-left"
            columns={columns(open)}
            rows={messages.data?.messages}
            rowKey={(m) => m.id}
            rowProps={(m) => ({
              onClick: () => open(m),
              className: 'cursor-pointer hover:bg-brand-50/50',
            })}
            skeletonRows={5}
            card={(m) => (
              <button
                type="button"
                onClick={() => open(m)}
                className="block w-full px-4 py-3 text-left hover:bg-brand-50/50"
              >
                <span className="flex items-start justify-between gap-3">
                  <span className="min-w-0 font-medium break-words text-brand-800">
                    {m.subject || '(no subject)'}
                  </span>
                  <ContactStatusBadge status={m.status} />
                </span>
                <span className="mt-0.5 block truncate text-sm text-slate-700">
                  {m.name} · {m.email}
                </span>
                <span className="mt-0.5 block truncate text-sm text-slate-500">{m.message}</span>
                <span className="mt-0.5 block text-xs text-slate-500">
                  {formatWhen(m.createdAt)}
                </span>
              </button>
            )}
            cardClassName=""
            pager={
              messages.data && {
                label: 'Message pages',
                page: messages.data.page,
                totalPages: messages.data.totalPages,
                onPage: (p) => onChange({ page: p }),
              }
            }
          />
        </Card>
      )}
    </div>
  );
}
