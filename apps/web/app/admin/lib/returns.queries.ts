import type {
  AdminReturn,
  RefundDestination,
  AdminReturnList,
  ReturnKind,
  ReturnStatus,
  ReturnStatusBody,
} from '@propwash/domain/returns/schemas';
import { apiRequest } from '#app/lib/api-client.ts';
import { adminPageQuery } from '#app/admin/ui/admin-query.ts';

export interface ReturnFilters {
  page: number;
  search: string;
  status: ReturnStatus | 'all';
  kind: ReturnKind | 'all';
  /** The returns of one order (the admin order page). */
  orderId?: string;
}

export const PAGE_SIZE = 20;

export const returnsKeys = {
  all: ['admin-returns'] as const,
  list: (filters: ReturnFilters) => [...returnsKeys.all, 'list', filters] as const,
};

export function returnsQueryOptions(filters: ReturnFilters) {
  const q = new URLSearchParams({ page: String(filters.page), limit: String(PAGE_SIZE) });
  if (filters.search.trim()) q.set('q', filters.search.trim());
  if (filters.status !== 'all') q.set('status', filters.status);
  if (filters.kind !== 'all') q.set('kind', filters.kind);
  if (filters.orderId) q.set('orderId', filters.orderId);
  return adminPageQuery<AdminReturnList>(
    returnsKeys.list(filters),
    `/returns/admin/all?${q}`,
    'Failed to load returns',
  );
}

export const changeReturnStatus = (id: string, body: Partial<ReturnStatusBody>) =>
  apiRequest<AdminReturn>(`/returns/admin/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body,
    auth: true,
    fallbackMessage: 'Failed to update the return',
  });

/** The whole UPI ID or bank account a COD refund is paid to (masked everywhere else). */
export const getRefundDestination = (id: string) =>
  apiRequest<RefundDestination>(`/returns/admin/${encodeURIComponent(id)}/refund-to`, {
    auth: true,
    fallbackMessage: 'Failed to load the refund account',
  });
