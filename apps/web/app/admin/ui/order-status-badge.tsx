import { orderStatusLabels, type OrderStatus } from '@propwash/domain/orders/status';
import { Badge } from '#app/ui/badge.tsx';

// Badge tones: pending warning, processing info, shipped primary, delivered success,
// cancelled danger (confirmed, which the storefront also uses, reads as info).
const variant = {
  pending: 'warning',
  confirmed: 'soft',
  processing: 'soft',
  shipped: 'brand',
  out_for_delivery: 'brand',
  delivered: 'success',
  cancelled: 'danger',
  returned_to_origin: 'danger',
} as const;

export function OrderStatusBadge({ status }: { status: string }) {
  const v = variant[status as keyof typeof variant] ?? 'neutral';
  // "OUT FOR DELIVERY", not "OUT_FOR_DELIVERY".
  const text = orderStatusLabels[status as OrderStatus] ?? status;
  return <Badge variant={v}>{text ? text.toUpperCase() : 'UNKNOWN'}</Badge>;
}
