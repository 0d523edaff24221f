import type { Order } from '@propwash/domain/orders/schemas';
import { ApiError } from '#app/lib/api-client.ts';
import { notify } from '#app/lib/notify.ts';
import { paths } from '#app/lib/paths.ts';
import { refreshCart } from '#app/lib/cart/cart-store.ts';
import { invoiceFilename, type InvoiceFormat } from '#app/lib/orders/invoice-file.ts';
import { fetchInvoice, reorder } from '#app/lib/orders/orders-api.ts';

type OrderRef = Pick<Order, 'id' | 'orderNumber'>;

/** The page of an order's invoice, or of the credit note that cancelled it. */
export const invoicePagePath = (
  id: string,
  kind: 'invoice' | 'credit-note' | 'receipt' = 'invoice',
) => `${paths.order(id)}/${kind}`;

/** A 409 says why there is no invoice yet (not confirmed); anything else gets the fallback. */
function invoiceError(error: unknown, fallback: string) {
  return error instanceof ApiError && error.status === 409 ? error.message : fallback;
}

function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; give slow browsers a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Downloads the GST invoice (HTML or PDF) and says so in a toast. */
export async function downloadInvoice(
  order: OrderRef,
  format: InvoiceFormat,
  successMessage = 'Invoice downloaded successfully!',
) {
  try {
    const file = await fetchInvoice(order.id, { download: true, format });
    saveBlob(file.blob, file.filename ?? invoiceFilename(order, format));
    notify.success(successMessage);
  } catch (error) {
    notify.error(invoiceError(error, 'Failed to download invoice'));
  }
}

/** Downloads the PDF credit note that cancelled a cancelled order's invoice. */
export async function downloadCreditNote(order: OrderRef) {
  try {
    const file = await fetchInvoice(order.id, { download: true, format: 'pdf' }, 'credit-note');
    saveBlob(file.blob, file.filename ?? `CreditNote_${order.orderNumber || order.id}.pdf`);
    notify.success('Credit note downloaded');
  } catch (error) {
    notify.error(invoiceError(error, 'Failed to download the credit note'));
  }
}

/** Downloads the PDF receipt voucher of an order paid online (docs/decisions/invoice-timing.md). */
export async function downloadReceipt(order: OrderRef) {
  try {
    const file = await fetchInvoice(order.id, { download: true, format: 'pdf' }, 'receipt');
    saveBlob(file.blob, file.filename ?? `Receipt_${order.orderNumber || order.id}.pdf`);
    notify.success('Receipt downloaded');
  } catch (error) {
    notify.error(invoiceError(error, 'Failed to download the receipt'));
  }
}

/**
 * Opens the invoice in a new tab at its own address (/order/:id/invoice), which can be reloaded,
 * bookmarked and shared with whoever may see the order.
 */
export function openInvoice(order: OrderRef) {
  window.open(invoicePagePath(order.id), '_blank', 'noopener');
  return Promise.resolve();
}

/**
 * Puts a delivered order's lines back in the cart (today's price and stock), refreshes the header
 * badge and says whether it worked. Resolves true when the shopper should go to the cart.
 */
export async function reorderToCart(order: Pick<Order, 'id'>): Promise<boolean> {
  try {
    const result = await reorder(order.id);
    await refreshCart();
    // The server's words say when some products are no longer available.
    notify.success(result.message || 'Order placed successfully!');
    return true;
  } catch (error) {
    notify.error(
      error instanceof ApiError && error.status !== 0 ? error.message : 'Failed to reorder',
    );
    return false;
  }
}
