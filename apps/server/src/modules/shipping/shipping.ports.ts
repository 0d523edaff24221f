import type { CourierStatusMoves } from '../orders/orders.for-shipping.ts';

/**
 * What shipping needs of the orders module (orders/orders.for-shipping.ts): an order's parcel, and the
 * status moves a courier causes, each in shipping's transaction. Shipping writes only its own
 * tables; the order's status, timeline and stock change through here (docs/architecture.md).
 */
export type OrdersPort = Pick<
  CourierStatusMoves,
  | 'parcels'
  | 'shippingBlock'
  | 'markShipped'
  | 'applyCourierStatus'
  | 'afterMove'
  // Failed deliveries' timeline entries (docs/decisions/failed-deliveries.md).
  | 'noteDelivery'
>;

/** The shop's own address, printed as the sender on labels. */
export type ShopAddress = {
  name: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
};
