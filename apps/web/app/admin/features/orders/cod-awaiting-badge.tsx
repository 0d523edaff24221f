import { awaitsCodConfirmation } from '@propwash/domain/orders/cod-confirmation';
import type { CodConfirmationState, OrderStatus } from '@propwash/domain/orders/status';
import { Badge } from '#app/ui/badge.tsx';

/** "Awaiting COD confirmation" on an order the customer has not confirmed yet (none otherwise). */
export function CodAwaitingBadge({
  order,
}: {
  order: { status: OrderStatus; codConfirmation: CodConfirmationState | null };
}) {
  if (!awaitsCodConfirmation(order)) return null;
  return <Badge variant="warning">Awaiting COD confirmation</Badge>;
}
