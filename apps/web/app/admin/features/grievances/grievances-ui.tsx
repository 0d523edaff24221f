import type { AdminGrievance, GrievanceStatus } from '@propwash/domain/legal/grievances';
import { formatIndiaTime } from '@propwash/domain/india-time';
import { Badge } from '#app/ui/badge.tsx';

export const statusLabels: Record<GrievanceStatus, string> = {
  open: 'Open',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
  rejected: 'Rejected',
};

const statusVariant = {
  open: 'warning',
  acknowledged: 'soft',
  resolved: 'success',
  rejected: 'neutral',
} as const;

export function GrievanceStatusBadge({ status }: { status: GrievanceStatus }) {
  return <Badge variant={statusVariant[status]}>{statusLabels[status]}</Badge>;
}

export function OverdueBadge() {
  return <Badge variant="danger">Overdue</Badge>;
}

export const formatWhen = (iso: string) => formatIndiaTime(iso) || iso;

/** Which due time a ticket has missed (the server's overdue rule, per due time). */
export function missedDue(g: AdminGrievance, now = Date.now()): { ack: boolean; resolve: boolean } {
  const open = g.status === 'open';
  return {
    ack: open && Date.parse(g.acknowledgeBy) < now,
    resolve: (open || g.status === 'acknowledged') && Date.parse(g.resolveBy) < now,
  };
}
