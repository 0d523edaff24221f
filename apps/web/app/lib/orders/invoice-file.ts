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
