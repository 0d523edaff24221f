import {
  orderStatusLabels,
  paymentStatusLabels,
  type OrderStatus,
  type PaymentStatus,
} from '@propwash/domain/orders/status';

/**
 * Colour and wording rules for order statuses and payments (orders list, order
 * detail, tracking), in one place so every order screen agrees.
 */
export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'primary' | 'neutral';

/** Timeline markers: confirmed and delivered green, processing info, shipped primary, cancelled red, else grey. */
export function timelineTone(status: string): Tone {
  switch (status.toLowerCase()) {
    case 'confirmed':
    case 'delivered':
      return 'success';
    case 'processing':
      return 'info';
    case 'shipped':
    case 'out_for_delivery':
      return 'primary';
    case 'cancelled':
    case 'returned_to_origin':
      return 'danger';
    default:
      return 'neutral';
  }
}

/** Status badges follow the timeline colours; a pending order waits, so it reads yellow. */
export function statusTone(status: string | null | undefined): Tone {
  if (status?.toLowerCase() === 'pending') return 'warning';
  return timelineTone(status ?? '');
}

/** The badge text: the status's label uppercased ("OUT FOR DELIVERY"), or UNKNOWN when there is none. */
export function statusLabel(status: string | null | undefined): string {
  const text = status?.trim();
  if (!text) return 'UNKNOWN';
  return (orderStatusLabels[text as OrderStatus] ?? text).toUpperCase();
}

/** Payment status: paid green, anything else yellow. */
export function paymentStatusTone(status: string): Tone {
  return status === 'paid' ? 'success' : 'warning';
}

/**
 * A cancelled order whose payment never arrived is not waiting for it any more: 'Not paid'. A
 * cash-on-delivery order is paid at the door, so its pending payment reads 'Pay on delivery'.
 */
export function paymentStatusLabel(status: string, orderStatus?: string, method?: string): string {
  if (status === 'pending' && orderStatus === 'cancelled') return 'Not paid';
  if (status === 'pending' && method === 'cod') return 'Pay on delivery';
  return paymentStatusLabels[status as PaymentStatus] ?? status;
}

const paymentMethodLabels: Record<string, string> = {
  cod: 'Cash on Delivery',
  card: 'Card',
  upi: 'UPI',
  netbanking: 'Net Banking',
  wallet: 'Wallet',
  emi: 'EMI',
};

export function paymentMethodLabel(method: string): string {
  return paymentMethodLabels[method] ?? method.toUpperCase();
}

/** The fixed steps the tracking page shows when an order has no timeline entries. */
export const trackingSteps = ['confirmed', 'processing', 'shipped', 'delivered'] as const;

/** How many of the fixed steps are reached (pending: none; cancelled: none). */
export function reachedSteps(status: OrderStatus | string): number {
  if (status === 'out_for_delivery') return trackingSteps.indexOf('shipped') + 1;
  const index = trackingSteps.indexOf(status as (typeof trackingSteps)[number]);
  return index + 1;
}

/** The list filters of the orders screens: All Orders, Processing, Shipped, Delivered. */
export const orderFilters = [
  { status: 'all', label: 'All Orders' },
  { status: 'processing', label: 'Processing' },
  { status: 'shipped', label: 'Shipped' },
  { status: 'delivered', label: 'Delivered' },
] as const;
export type OrderFilter = (typeof orderFilters)[number]['status'];

export function isOrderFilter(value: string | null): value is OrderFilter {
  return orderFilters.some((f) => f.status === value);
}
