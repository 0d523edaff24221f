import type {
  AdminContactList,
  AdminContactMessage,
  AdminSubscriberList,
  ContactCounts,
  ContactStatus,
  SubscriberStatus,
} from '@propwash/domain/inbox/schemas';
import type { NewsletterSendBody, NewsletterSendResult } from '@propwash/domain/content/newsletter';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api-client.ts';
import { adminGet, adminPageQuery } from '#app/admin/ui/admin-query.ts';

export const PAGE_SIZE = 20;

export type MessageFilter = '' | ContactStatus;
export type SubscriberFilter = '' | SubscriberStatus;

export const inboxKeys = {
  all: ['admin-inbox'] as const,
  counts: () => [...inboxKeys.all, 'counts'] as const,
  messages: (status: MessageFilter, search: string, page: number) =>
    [...inboxKeys.all, 'messages', { status, search, page }] as const,
  message: (id: string) => [...inboxKeys.all, 'message', id] as const,
  subscribers: (status: SubscriberFilter, search: string, page: number) =>
    [...inboxKeys.all, 'subscribers', { status, search, page }] as const,
};

function listPath(base: string, status: string, search: string, page: number) {
  const q = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
  if (status) q.set('status', status);
  if (search) q.set('search', search);
  return `${base}?${q}`;
}

/** The sidebar badge: refetched every minute, and after any change made in the inbox. */
export function inboxCountsQueryOptions() {
  return queryOptions({
    queryKey: inboxKeys.counts(),
    queryFn: adminGet<ContactCounts>('/contact/admin/counts', 'Failed to load the inbox'),
    refetchInterval: 60_000,
  });
}

export function messagesQueryOptions(status: MessageFilter, search: string, page: number) {
  return adminPageQuery<AdminContactList>(
    inboxKeys.messages(status, search, page),
    listPath('/contact/admin/all', status, search, page),
    'Failed to load messages',
  );
}

export function messageQueryOptions(id: string) {
  return queryOptions({
    queryKey: inboxKeys.message(id),
    queryFn: adminGet<AdminContactMessage>(
      `/contact/admin/${encodeURIComponent(id)}`,
      'Failed to load the message',
    ),
  });
}

export function subscribersQueryOptions(status: SubscriberFilter, search: string, page: number) {
  return adminPageQuery<AdminSubscriberList>(
    inboxKeys.subscribers(status, search, page),
    listPath('/newsletter/admin/all', status, search, page),
    'Failed to load subscribers',
  );
}

const write = { auth: true, fallbackMessage: 'Operation failed' } as const;

export const setMessageStatus = (id: string, status: ContactStatus) =>
  apiRequest<AdminContactMessage>(`/contact/admin/${encodeURIComponent(id)}`, {
    ...write,
    method: 'PUT',
    body: { status },
  });

export const replyToMessage = (id: string, message: string) =>
  apiRequest<AdminContactMessage>(`/contact/admin/${encodeURIComponent(id)}/reply`, {
    ...write,
    method: 'POST',
    body: { message },
    fallbackMessage: 'The reply could not be sent',
  });

export const subscribersExportPath = '/newsletter/admin/export';

export const inboxPaths = {
  list: () => '/admin/inbox',
  newsletter: () => '/admin/inbox?tab=newsletter',
  message: (id: string) => `/admin/inbox/${encodeURIComponent(id)}`,
};

/** Emails the newsletter to every subscribed address; answers how many were queued. */
export const sendNewsletter = (body: NewsletterSendBody) =>
  apiRequest<NewsletterSendResult>('/newsletter/admin/send', {
    ...write,
    method: 'POST',
    body,
    fallbackMessage: 'The newsletter could not be sent',
  });
