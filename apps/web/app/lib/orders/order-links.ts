import type { Order } from '@propwash/domain/orders/schemas';
import { paths } from '#app/lib/paths.ts';

/** Orders are addressed by their human number: /order/PW-2611-7K3Q9 reads better than a uuid. */
export const orderHref = (order: Pick<Order, 'orderNumber'>) => paths.order(order.orderNumber);

/**
 * Where a just-placed order lands: its page with the confirmation panel. The panel is in the URL,
 * so a reload (or a slow network's retry) shows it again.
 */
export const placedOrderHref = (orderNumber: string) => `${paths.order(orderNumber)}?placed=1`;

export function isPlacedView(search: string): boolean {
  return new URLSearchParams(search).get('placed') === '1';
}

export const trackHref = (orderNumber: string) => paths.track(orderNumber);

/** The checkout's "pay for an order that is still unpaid" entry. */
export const payHref = (order: Pick<Order, 'id'>) => paths.checkout({ pay: order.id });
