import type { CodBlock, CodBlockKind, CodBlockList } from '@propwash/domain/orders/cod-blocks';
import { apiRequest } from '#app/lib/api-client.ts';
import { adminPageQuery } from '#app/admin/ui/admin-query.ts';

/** The COD blocks screen's filters, kept in the URL (docs/decisions/cod-blocks.md). */
export interface CodBlockFilters {
  page: number;
  /** A phone, pincode, name or email. */
  search: string;
  state: 'blocked' | 'all';
  kind: '' | CodBlockKind;
}

export const PAGE_SIZE = 20;

export const codBlocksKeys = {
  all: ['admin-cod-blocks'] as const,
  list: (filters: CodBlockFilters) => [...codBlocksKeys.all, filters] as const,
};

function listPath(f: CodBlockFilters): string {
  const q = new URLSearchParams({ page: String(f.page), limit: String(PAGE_SIZE), state: f.state });
  if (f.search.trim()) q.set('q', f.search.trim());
  if (f.kind) q.set('kind', f.kind);
  return `/orders/admin/cod-blocks?${q}`;
}

export function codBlocksQueryOptions(filters: CodBlockFilters) {
  return adminPageQuery<CodBlockList>(
    codBlocksKeys.list(filters),
    listPath(filters),
    'Failed to load COD blocks',
  );
}

/** Lifts a block: cash on delivery again, the count from 0. */
export const liftCodBlock = (id: string) =>
  apiRequest<CodBlock>(`/orders/admin/cod-blocks/${id}/lift`, {
    method: 'POST',
    auth: true,
    fallbackMessage: 'Failed to lift the block',
  });
