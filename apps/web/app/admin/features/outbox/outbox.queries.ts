import type { OutboxEmail } from '@propwash/domain/accounts/schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api-client.ts';

export interface OutboxPage {
  emails: OutboxEmail[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export const outboxKeys = {
  all: ['outbox'] as const,
  page: (page: number, limit: number) => [...outboxKeys.all, { page, limit }] as const,
};

export function outboxQueryOptions(page: number, limit: number) {
  return queryOptions({
    queryKey: outboxKeys.page(page, limit),
    queryFn: ({ signal }) =>
      apiRequest<OutboxPage>(`/outbox?page=${page}&limit=${limit}`, {
        auth: true,
        signal,
        fallbackMessage: 'Failed to load the outbox',
      }),
    placeholderData: keepPreviousData,
  });
}
