import { Badge } from '#app/ui/badge.tsx';

// Badge tones: pending warning, processing info, shipped primary, delivered success,
// cancelled danger (confirmed, which the storefront also uses, reads as info).
const variant = {
  pending: 'warning',
  confirmed: 'soft',
  processing: 'soft',
  shipped: 'brand',
  delivered: 'success',
  cancelled: 'danger',
} as const;

export function OrderStatusBadge({ status }: { status: string }) {
  const v = variant[status as keyof typeof variant] ?? 'neutral';
  return <Badge variant={v}>{status ? status.toUpperCase() : 'UNKNOWN'}</Badge>;
}
