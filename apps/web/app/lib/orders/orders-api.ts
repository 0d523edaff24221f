import type { Cart } from '@propwash/domain/cart/schemas';
import type {
  CodConfirmationView,
  Order,
  OrderList,
  Tracking,
} from '@propwash/domain/orders/schemas';
import { ApiError, apiRequest } from '#app/lib/api-client.ts';
import { getToken } from '#app/lib/auth-store.ts';
import { filenameFrom } from '#app/lib/content-disposition.ts';
import type { InvoiceFormat } from '#app/lib/orders/invoice-file.ts';
import type { OrderFilter } from '#app/lib/orders/order-status.ts';

// One function per orders call; each fallback is the message shown when the server gives none.

export const ORDERS_PAGE_SIZE = 10;

export function listOrders(
  query: { status: OrderFilter; page: number; limit?: number },
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({
    status: query.status,
    page: String(query.page),
    limit: String(query.limit ?? ORDERS_PAGE_SIZE),
  });
  return apiRequest<OrderList>(`/orders?${params}`, { auth: true, signal });
}

export function getOrder(id: string, signal?: AbortSignal) {
  return apiRequest<Order>(`/orders/${encodeURIComponent(id)}`, { auth: true, signal });
}

export function getOrderTracking(id: string, signal?: AbortSignal) {
  return apiRequest<Tracking>(`/orders/${encodeURIComponent(id)}/tracking`, {
    auth: true,
    signal,
    fallbackMessage: 'Order not found or access denied',
  });
}

/** A guest proves the order is theirs with the email or phone used at checkout. */
export function trackAsGuest(orderNumber: string, contact: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ orderNumber, contact });
  return apiRequest<Tracking>(`/orders/track?${params}`, {
    signal,
    fallbackMessage: 'Order not found',
  });
}

export function cancelOrder(id: string) {
  return apiRequest<Order>(`/orders/${encodeURIComponent(id)}/cancel`, {
    method: 'PUT',
    body: { reason: 'Cancelled by customer' },
    auth: true,
    fallbackMessage: 'Failed to cancel order',
  });
}

/** Puts a delivered order's lines back in the cart at today's prices and stock. */
export function reorder(id: string) {
  return apiRequest<{ cart?: Cart; message?: string }>(
    `/orders/${encodeURIComponent(id)}/reorder`,
    { method: 'POST', auth: true, fallbackMessage: 'Failed to reorder' },
  );
}

export interface InvoiceFile {
  blob: Blob;
  /** From the server's Content-Disposition, if it sent one. */
  filename: string | null;
}

/**
 * The invoice as a file. It needs the bearer token from localStorage, so it is fetched here and
 * handed to the browser as a blob rather than linked to directly.
 */
export async function fetchInvoice(
  id: string,
  mode: { download: false } | { download: true; format: InvoiceFormat },
  /** The invoice, the credit note that cancelled it, or the payment's receipt voucher. */
  document: 'invoice' | 'credit-note' | 'receipt' = 'invoice',
): Promise<InvoiceFile> {
  const base = `/api/orders/${encodeURIComponent(id)}/${document}`;
  const url = mode.download ? `${base}/download?format=${mode.format}` : base;
  const token = getToken();
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { message?: string };
    } | null;
    throw new ApiError(body?.error?.message ?? 'Invoice request failed', response.status);
  }
  return {
    blob: await response.blob(),
    filename: filenameFrom(response.headers.get('Content-Disposition')),
  };
}

/** The order a cash-on-delivery confirmation link names (403 for a tampered link). */
export function getCodConfirmation(id: string, token: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ token });
  return apiRequest<CodConfirmationView>(
    `/orders/${encodeURIComponent(id)}/confirm-cod?${params}`,
    { signal, fallbackMessage: 'This confirmation link could not be opened' },
  );
}

/** Confirms with the emailed link's token; no sign-in needed. */
export function confirmCodWithToken(id: string, token: string) {
  return apiRequest<CodConfirmationView>(`/orders/${encodeURIComponent(id)}/confirm-cod`, {
    method: 'POST',
    body: { token },
    fallbackMessage: 'Your order could not be confirmed',
  });
}

/** The signed-in owner confirms from the order page. */
export function confirmCodAsOwner(id: string) {
  return apiRequest<Order>(`/orders/${encodeURIComponent(id)}/confirm-cod`, {
    method: 'POST',
    body: {},
    auth: true,
    fallbackMessage: 'Your order could not be confirmed',
  });
}

/** After a failed online payment: cash on delivery instead, if the shop offers it for the order. */
export function payOnDelivery(id: string) {
  return apiRequest<Order>(`/orders/${encodeURIComponent(id)}/pay-on-delivery`, {
    method: 'POST',
    auth: true,
    fallbackMessage: 'Could not switch to cash on delivery',
  });
}
