import { returnStatusLabels, type ReturnStatus } from '@propwash/domain/returns/schemas';
import { Badge } from '#app/ui/badge.tsx';

const variant: Record<ReturnStatus, 'warning' | 'soft' | 'danger' | 'success' | 'neutral'> = {
  requested: 'warning',
  approved: 'soft',
  rejected: 'danger',
  picked_up: 'soft',
  received: 'soft',
  refunded: 'success',
  replaced: 'success',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <Badge variant={variant[status]}>{returnStatusLabels[status]}</Badge>;
}
