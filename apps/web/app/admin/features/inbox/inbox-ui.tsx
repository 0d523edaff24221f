import type { ContactStatus } from '@propwash/domain/inbox/schemas';
import { formatIndiaTime } from '@propwash/domain/india-time';
import { Badge } from '#app/ui/badge.tsx';

export const statusLabels: Record<ContactStatus, string> = {
  new: 'New',
  replied: 'Replied',
  closed: 'Closed',
};

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  const variant = status === 'new' ? 'warning' : status === 'replied' ? 'success' : 'neutral';
  return <Badge variant={variant}>{statusLabels[status]}</Badge>;
}

export const formatWhen = (iso: string) => formatIndiaTime(iso) || iso;
