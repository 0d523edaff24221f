import type {
  CreateReturnInput,
  OrderReturn,
  ReturnOptions,
} from '@propwash/domain/returns/schemas';
import { ApiError, apiRequest } from '#app/lib/api-client.ts';
import { getToken } from '#app/lib/auth-store.ts';
import { uploadImage } from '#app/lib/upload-image.ts';

// One function per returns call (docs/decisions/returns-and-replacements.md).

export function getOrderReturns(orderId: string, signal?: AbortSignal) {
  return apiRequest<OrderReturn[]>(`/orders/${encodeURIComponent(orderId)}/returns`, {
    auth: true,
    signal,
  });
}

export function getReturnOptions(orderId: string, signal?: AbortSignal) {
  return apiRequest<ReturnOptions>(`/orders/${encodeURIComponent(orderId)}/returns/options`, {
    auth: true,
    signal,
  });
}

export function requestReturn(orderId: string, body: CreateReturnInput) {
  return apiRequest<OrderReturn>(`/orders/${encodeURIComponent(orderId)}/returns`, {
    method: 'POST',
    body,
    auth: true,
    fallbackMessage: 'Your request could not be sent',
  });
}

/** One photo through the shop's upload (POST /api/upload/single, kept 1,600 px wide); answers its URL. */
export function uploadReturnPhoto(file: File): Promise<string> {
  return uploadImage(file, 'The photo could not be uploaded', 'return-photo');
}

/** Downloads the credit note PDF (the bearer token is needed, so it is fetched, not linked). */
export async function downloadCreditNote(returnId: string): Promise<void> {
  const token = getToken();
  const response = await fetch(
    `/api/returns/${encodeURIComponent(returnId)}/credit-note/download?format=pdf`,
    { headers: token ? { Authorization: `Bearer ${token}` } : {} },
  );
  if (!response.ok) throw new ApiError('The credit note could not be downloaded', response.status);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'CreditNote.pdf';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
