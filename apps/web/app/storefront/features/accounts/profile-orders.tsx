import { useState } from 'react';
import { OrderHistory } from '#app/ui/orders/order-history.tsx';
import type { OrderFilter } from '#app/lib/orders/order-status.ts';

/** The profile's Orders tab: the same list as /orders, its filter kept in the tab. */
export function ProfileOrders() {
  const [status, setStatus] = useState<OrderFilter>('all');
  return <OrderHistory status={status} onStatusChange={setStatus} />;
}
