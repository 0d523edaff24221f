import { indiaDay } from '@propwash/domain/india-time';
import type { Order } from '@propwash/domain/orders/schemas';

export type InvoiceFormat = 'html' | 'pdf';

/** Invoice_{order}_{date}.{ext}: the name the server gives its attachment, used when it gives none. */
export function invoiceFilename(
  order: Pick<Order, 'id' | 'orderNumber'>,
  format: InvoiceFormat,
  today = new Date(),
) {
  // The shop's day (India), as YYYY-MM-DD.
  return `Invoice_${order.orderNumber || order.id}_${indiaDay(today)}.${format}`;
}

/** The filename of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function filenameFrom(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain filename.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || null;
}
