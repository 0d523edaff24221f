import type { OutboxEmail } from '@propwash/domain/accounts/schemas';
import { adminPageQuery } from '#app/admin/ui/admin-query.ts';

export interface OutboxPage {
  emails: OutboxEmail[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export const outboxKeys = {
  all: ['outbox'] as const,
  page: (page: number, limit: number, to: string) =>
    [...outboxKeys.all, { page, limit, to }] as const,
};

export function outboxQueryOptions(page: number, limit: number, to = '') {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (to) query.set('to', to);
  return adminPageQuery<OutboxPage>(
    outboxKeys.page(page, limit, to),
    `/outbox?${query}`,
    'Failed to load the outbox',
  );
}
