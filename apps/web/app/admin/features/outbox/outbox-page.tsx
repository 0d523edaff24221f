import { formatIndiaTime } from '@propwash/domain/india-time';
import type { OutboxEmail } from '@propwash/domain/accounts/schemas';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Inbox, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { outboxQueryOptions } from '#app/admin/features/outbox/outbox.queries.ts';
import { splitLinks } from '#app/admin/features/outbox/split-links.ts';
import { cn } from '#app/lib/cn.ts';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { AdminDialog } from '#app/admin/ui/admin-dialog.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import type { Route } from './+types/outbox-page';
import { LoadError, EmptyState } from '#app/admin/ui/list-states.tsx';
import { DataTable, type DataColumn } from '#app/admin/ui/data-table.tsx';
import { SearchField, useDebouncedFilter } from '#app/admin/ui/search-field.tsx';
import { countOf } from '#app/admin/ui/plural.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Outbox | Propwash Admin' }];

const PAGE_SIZE = 20;

function formatDate(iso: string) {
  return formatIndiaTime(iso) || iso;
}

/** The desktop table's columns; the subject opens the email (so does a click on the row). */
function outboxColumns(open: (email: OutboxEmail) => void): DataColumn<OutboxEmail>[] {
  return [
    {
      id: 'Date',
      header: 'Date',
      headerClassName: 'px-4 py-3 whitespace-nowrap',
      className: 'px-4 py-3 whitespace-nowrap text-slate-600 tabular-nums',
      cell: (email) => formatDate(email.createdAt),
    },
    {
      id: 'To',
      header: 'To',
      className: 'max-w-56 truncate px-4 py-3 text-slate-800',
      cell: (email) => email.to,
    },
    {
      id: 'Subject',
      header: 'Subject',
      cell: (email) => (
        <button
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            open(email);
          }}
          className="text-left font-medium text-brand-800 hover:underline"
        >
          {email.subject}
        </button>
      ),
    },
    {
      id: 'Status',
      header: 'Status',
      cell: (email) => (
        <Badge variant={email.status === 'failed' ? 'danger' : 'neutral'}>{email.status}</Badge>
      ),
    },
  ];
}

export default function OutboxPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const to = searchParams.get('to') ?? '';
  const outbox = useQuery(outboxQueryOptions(page, PAGE_SIZE, to));
  const [toText, setToText] = useDebouncedFilter(to, (next) =>
    setSearchParams(next ? { to: next } : {}, { preventScrollReset: true }),
  );
  const [openEmail, setOpenEmail] = useState<OutboxEmail | null>(null);

  function goTo(next: number) {
    const query = new URLSearchParams();
    if (to) query.set('to', to);
    if (next > 1) query.set('page', String(next));
    setSearchParams(query, { preventScrollReset: true });
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Outbox"
        descriptionClassName="max-w-2xl"
        actions={
          <Button
            variant="outline"
            size="sm"
            onClick={() => void outbox.refetch()}
            disabled={outbox.isFetching}
          >
            <RefreshCw aria-hidden className={cn(outbox.isFetching && 'animate-spin')} /> Refresh
          </Button>
        }
      >
        Emails the shop sent while no SMTP server is configured: password resets and other messages
        are kept here, newest first, so their links can still be opened.
      </PageHeader>

      <Card className="p-4">
        <SearchField
          label="Search emails by recipient"
          placeholder="Search by recipient's email"
          value={toText}
          onChange={setToText}
        />
      </Card>

      {outbox.isError ? (
        <LoadError title="Failed to load the outbox" message={outbox.error.message} />
      ) : outbox.data && outbox.data.emails.length === 0 ? (
        to ? (
          <EmptyState icon={Inbox} title="No emails to this address">
            No email was sent to an address containing “{to}”.
          </EmptyState>
        ) : (
          <EmptyState icon={Inbox} title="No emails yet">
            When a customer asks for a password reset, the email appears here.
          </EmptyState>
        )
      ) : (
        <Card className="overflow-hidden">
          {/* Phones: one tappable card per email; wider screens: the table. */}
          <DataTable
            caption="Sent emails, newest first. Choose a subject to read the email."
            tableClassName="min-w-[40rem]"
            headerCellClassName="px-4 py-3"
            columns={outboxColumns(setOpenEmail)}
            rows={outbox.data?.emails}
            rowKey={(email) => email.id}
            rowProps={(email) => ({
              onClick: () => setOpenEmail(email),
              className: 'cursor-pointer hover:bg-brand-50/50',
            })}
            skeletonRows={5}

            card={(email) => (
              <>
                <button
                  type="button"
                  onClick={() => setOpenEmail(email)}
                  className="block w-full px-4 py-3 text-left hover:bg-brand-50/50"
                >
                  <span className="block font-medium text-brand-800">{email.subject}</span>
                  <span className="mt-0.5 block truncate text-sm text-slate-700">{email.to}</span>
                  <span className="mt-0.5 block text-xs text-slate-500">
                    {formatDate(email.createdAt)} · {email.status}
                  </span>
                </button>
              </>
            )}
            cardClassName=""
          />
          {outbox.data && outbox.data.totalPages > 1 && (
            <nav
              aria-label="Outbox pages"
              className="flex items-center justify-between gap-4 border-t border-slate-200 px-4 py-3 text-sm text-slate-600"
            >
              <span>
                Page {outbox.data.page} of {outbox.data.totalPages} ·{' '}
                {countOf(outbox.data.total, 'email')}
              </span>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page <= 1}
                  onClick={() => goTo(page - 1)}
                >
                  <ChevronLeft aria-hidden /> Previous
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page >= outbox.data.totalPages}
                  onClick={() => goTo(page + 1)}
                >
                  Next <ChevronRight aria-hidden />
                </Button>
              </div>
            </nav>
          )}
        </Card>
      )}

      <AdminDialog
        open={openEmail !== null}
        onClose={() => setOpenEmail(null)}
        className="max-w-2xl"
        title={openEmail?.subject}
        description={openEmail && `To ${openEmail.to} · ${formatDate(openEmail.createdAt)}`}
      >
        {openEmail && <EmailBody text={openEmail.text} />}
      </AdminDialog>
    </div>
  );
}

/** The plain-text body with its http(s) links clickable (the HTML body is never rendered). */
function EmailBody({ text }: { text: string }) {
  return (
    <div className="max-h-[60vh] overflow-y-auto rounded-lg bg-slate-50 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200">
      {splitLinks(text).map((part, i) =>
        part.kind === 'link' ? (
          <a
            key={i}
            href={part.value}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {part.value}
          </a>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </div>
  );
}
