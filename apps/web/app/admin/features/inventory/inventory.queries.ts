import type {
  InventoryList,
  InventorySort,
  LowStockList,
  MovementList,
  SetStockBody,
  StockChange,
} from '@propwash/domain/inventory/admin-schemas';
import type { WaitingList } from '@propwash/domain/inventory/stock-alerts';
import { apiRequest } from '#app/lib/api-client.ts';
import { downloadFile } from '#app/admin/lib/download-file.ts';
import { adminPageQuery } from '#app/admin/ui/admin-query.ts';

export interface InventoryFilters {
  page: number;
  search: string;
  sort: InventorySort;
}

export const PAGE_SIZE = 20;
export const LOW_STOCK_PAGE_SIZE = 8;
export const MOVEMENTS_PAGE_SIZE = 10;

export const inventoryKeys = {
  all: ['admin-inventory'] as const,
  list: (filters: InventoryFilters) => [...inventoryKeys.all, 'list', filters] as const,
  lowStock: (threshold: number, page: number) =>
    [...inventoryKeys.all, 'low-stock', threshold, page] as const,
  movements: (id: string, page: number) => [...inventoryKeys.all, 'movements', id, page] as const,
};

export function inventoryQueryOptions(filters: InventoryFilters) {
  const q = new URLSearchParams({
    page: String(filters.page),
    limit: String(PAGE_SIZE),
    sort: filters.sort,
  });
  if (filters.search.trim()) q.set('search', filters.search.trim());
  return adminPageQuery<InventoryList>(
    inventoryKeys.list(filters),
    `/inventory?${q}`,
    'Failed to load inventory',
  );
}

export function lowStockQueryOptions(threshold: number, page: number) {
  return adminPageQuery<LowStockList>(
    inventoryKeys.lowStock(threshold, page),
    `/inventory/low-stock?threshold=${threshold}&page=${page}&limit=${LOW_STOCK_PAGE_SIZE}`,
    'Failed to load low stock',
  );
}

export function movementsQueryOptions(id: string, page: number) {
  return adminPageQuery<MovementList>(
    inventoryKeys.movements(id, page),
    `/inventory/${id}/movements?page=${page}&limit=${MOVEMENTS_PAGE_SIZE}`,
    'Failed to load stock history',
  );
}

export const setStock = (id: string, body: SetStockBody) =>
  apiRequest<StockChange>(`/inventory/${id}/stock`, {
    method: 'PUT',
    body,
    auth: true,
    fallbackMessage: 'Failed to update stock',
  });

export const WAITING_PAGE_SIZE = 20;

export const waitingKeys = {
  all: ['admin-waiting'] as const,
  page: (page: number) => [...waitingKeys.all, page] as const,
};

/** Shoppers waiting per product and version, most waiting first (docs/decisions/back-in-stock.md). */
export function waitingQueryOptions(page: number) {
  return adminPageQuery<WaitingList>(
    waitingKeys.page(page),
    `/products/admin/waiting?page=${page}&limit=${WAITING_PAGE_SIZE}`,
    'Failed to load the waiting list',
  );
}

/** The whole waiting list as a file. */
export const downloadWaiting = (format: 'csv' | 'xlsx') =>
  downloadFile(`/products/admin/waiting?format=${format}`, `waiting-for-stock.${format}`);
