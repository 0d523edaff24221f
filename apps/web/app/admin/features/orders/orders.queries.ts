import type {
  AdminOrder,
  AdminOrderList,
  BulkOrderResult,
  ImportResult,
} from '@propwash/domain/orders/admin-schemas';
import type { DroneUnitsBody } from '@propwash/domain/orders/drone-units';
import type { EwayBillBody } from '@propwash/domain/orders/eway-bill';
import type { OrderPriority, OrderStatus } from '@propwash/domain/orders/status';
import type { WhatsAppMessagesPage } from '@propwash/domain/whatsapp/messages';
import { MAX_PAGE_SIZE } from '@propwash/domain/platform/pagination';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api-client.ts';
import { adminGet, adminPageQuery } from '#app/admin/ui/admin-query.ts';

export interface OrderFilters {
  page: number;
  status: 'all' | OrderStatus;
  search: string;
  from: string;
  to: string;
  product: string;
  /** '' (any) or 'awaiting': cash-on-delivery orders awaiting the customer's confirmation. */
  cod: '' | 'awaiting';
}

export const PAGE_SIZE = 20;

export const ordersKeys = {
  all: ['admin-orders'] as const,
  list: (filters: OrderFilters) => [...ordersKeys.all, 'list', filters] as const,
  detail: (id: string) => [...ordersKeys.all, 'detail', id] as const,
  suggestions: (q: string) => [...ordersKeys.all, 'suggestions', q] as const,
  whatsapp: (id: string) => [...ordersKeys.all, 'whatsapp', id] as const,
};

/** The filters as query parameters (page and size only for the list). */
export function filterParams(f: OrderFilters): URLSearchParams {
  const q = new URLSearchParams();
  if (f.status !== 'all') q.set('status', f.status);
  if (f.search.trim()) q.set('search', f.search.trim());
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  if (f.product.trim()) q.set('product', f.product.trim());
  if (f.cod) q.set('cod', f.cod);
  return q;
}

const listPath = (f: OrderFilters, page = f.page, limit = PAGE_SIZE) => {
  const q = filterParams(f);
  q.set('page', String(page));
  q.set('limit', String(limit));
  return `/orders/admin/all?${q}`;
};

export function ordersQueryOptions(filters: OrderFilters) {
  return adminPageQuery<AdminOrderList>(
    ordersKeys.list(filters),
    listPath(filters),
    'Failed to fetch orders',
  );
}

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: ordersKeys.detail(id),
    queryFn: adminGet<AdminOrder>(
      `/orders/admin/${encodeURIComponent(id)}`,
      'Failed to fetch order',
    ),
  });
}

/**
 * The order's WhatsApp messages, newest first (GET /api/whatsapp/admin/messages?orderId=,
 * docs/decisions/whatsapp.md): the first page holds them all but for a very chatty order.
 */
export function orderWhatsAppQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ordersKeys.whatsapp(orderId),
    queryFn: ({ signal }) => {
      const q = new URLSearchParams({ orderId, page: '1', limit: String(MAX_PAGE_SIZE) });
      return apiRequest<WhatsAppMessagesPage>(`/whatsapp/admin/messages?${q}`, {
        auth: true,
        signal,
        fallbackMessage: 'Failed to load the WhatsApp messages',
      });
    },
  });
}

export function suggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: ordersKeys.suggestions(q),
    queryFn: adminGet<string[]>(`/orders/admin/product-suggestions?q=${encodeURIComponent(q)}`),
    enabled: q.trim().length >= 2,
    staleTime: 60_000,
  });
}

/** Up to `max` orders matching the filters, for the printable report. */
export async function ordersForReport(filters: OrderFilters, max = 1000) {
  const first = await apiRequest<AdminOrderList>(listPath(filters, 1, 100), {
    auth: true,
    fallbackMessage: 'Failed to fetch orders',
  });
  const rows = [...first.orders];
  const pages = Math.min(first.pagination.totalPages, Math.ceil(max / 100));
  for (let page = 2; page <= pages; page++) {
    const next = await apiRequest<AdminOrderList>(listPath(filters, page, 100), { auth: true });
    rows.push(...next.orders);
  }
  return { rows, total: first.pagination.total };
}

const write = { auth: true, fallbackMessage: 'Operation failed' } as const;

export const setOrderStatus = (
  id: string,
  body: { status: OrderStatus; message?: string; trackingNumber?: string },
) =>
  apiRequest<AdminOrder>(`/orders/admin/${id}/status`, {
    auth: true,
    method: 'PUT',
    body,
    fallbackMessage: 'Failed to update order status',
  });

/** The shop confirms a cash-on-delivery order by hand (after a call, say). */
export const confirmCodByShop = (id: string, message?: string) =>
  apiRequest<AdminOrder>(`/orders/admin/${id}/confirm-cod`, {
    auth: true,
    method: 'POST',
    body: message ? { message } : {},
    fallbackMessage: 'Failed to confirm the order',
  });

export const bulkSetStatus = (body: {
  orderIds: string[];
  status: OrderStatus;
  message?: string;
}) =>
  apiRequest<BulkOrderResult>('/orders/admin/bulk-update', {
    auth: true,
    method: 'POST',
    body,
    fallbackMessage: 'Bulk action failed',
  });

export const updateOrder = (
  id: string,
  body: { trackingNumber?: string | null; priority?: OrderPriority; warehouse?: string },
) => apiRequest<AdminOrder>(`/orders/admin/${id}`, { ...write, method: 'PUT', body });

export const importOrders = (orders: unknown[]) =>
  apiRequest<ImportResult>('/orders/admin/import', {
    auth: true,
    method: 'POST',
    body: orders,
    fallbackMessage: 'Failed to import orders.',
  });

export const exportPath = (filters: OrderFilters, format: 'xlsx' | 'csv' | 'json') => {
  const q = filterParams(filters);
  q.set('format', format);
  return `/orders/admin/export?${q}`;
};

export const invoicePath = (id: string) =>
  `/orders/${encodeURIComponent(id)}/invoice/download?format=pdf`;

/** The PDF credit note that cancelled a cancelled order's invoice. */
export const creditNotePath = (id: string) =>
  `/orders/${encodeURIComponent(id)}/credit-note/download?format=pdf`;

/**
 * Opens the invoice in a new tab at its own address (/order/:id/invoice, the storefront's invoice
 * page; the API lets an admin read any order's), which can be reloaded and shared.
 */
export function openInvoice(id: string): Promise<void> {
  window.open(`/order/${encodeURIComponent(id)}/invoice`, '_blank', 'noopener');
  return Promise.resolve();
}

/** Records (or corrects) the order's e-way bill (docs/decisions/e-way-bills.md). */
export const setEwayBill = (id: string, body: EwayBillBody) =>
  apiRequest<AdminOrder>(`/orders/admin/${id}/eway-bill`, {
    auth: true,
    method: 'PUT',
    body,
    fallbackMessage: 'Failed to save the e-way bill',
  });

/** Every drone unit's serial numbers, the whole list (docs/decisions/drones.md). */
export const setDroneUnits = (id: string, body: DroneUnitsBody) =>
  apiRequest<AdminOrder>(`/orders/admin/${id}/drone-units`, {
    auth: true,
    method: 'PUT',
    body,
    fallbackMessage: 'Failed to save the serial numbers',
  });

/** The drone sales register of a period (India days), as a file. */
export const droneRegisterPath = (from: string, to: string, format: 'xlsx' | 'csv') =>
  `/orders/admin/drone-register?${new URLSearchParams({ from, to, format })}`;
