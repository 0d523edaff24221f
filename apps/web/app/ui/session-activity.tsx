import type { AccountSession } from '@propwash/domain/accounts/schemas';
import { formatIndiaTime } from '@propwash/domain/india-time';
import type { ReactNode } from 'react';

/** A signed-in device's name (with `currentBadge` on this device) over its activity line. */
export function SessionSummary({
  session,
  nameClassName,
  currentBadge,
}: {
  session: AccountSession;
  nameClassName: string;
  currentBadge: ReactNode;
}) {
  return (
    <div className="min-w-0 flex-1">
      <p className={nameClassName}>
        {session.device}
        {session.isCurrent && currentBadge}
      </p>
      <SessionActivity session={session} />
    </div>
  );
}

/** The "last active · signed in · IP" line under a signed-in device, for shoppers and staff. */
function SessionActivity({ session }: { session: AccountSession }) {
  return (
    <p className="text-sm text-slate-600">
      {session.isCurrent ? 'Active now' : `Last active ${formatIndiaTime(session.lastActiveAt)}`}
      {' · '}Signed in {formatIndiaTime(session.signedInAt, 'date')}
      {session.ip ? ` · ${session.ip}` : ''}
    </p>
  );
}

/** The accessible name of a device's "Sign out" button. */
export function signOutSessionLabel(session: AccountSession): string {
  return `Sign out ${session.device}, last active ${formatIndiaTime(session.lastActiveAt)}`;
}
