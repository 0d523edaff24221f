import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { inboxCountsQueryOptions } from '#app/admin/features/inbox/inbox.queries.ts';
import { ndrOpenCountQuery } from '#app/admin/features/deliveries/ndr.queries.ts';
import { adminNav, findAdminNavItem } from '#app/admin/shell/admin-nav.ts';
import { cn } from '#app/lib/cn.ts';
import { paths } from '#app/lib/paths.ts';
import { Logo } from '#app/ui/logo.tsx';

/** The admin navigation; in the mobile sheet, `onNavigate` closes it and `onClose` adds a close button. */
export function AdminSidebar({
  onNavigate,
  onClose,
}: {
  onNavigate?: () => void;
  onClose?: () => void;
}) {
  const { pathname } = useLocation();
  const active = findAdminNavItem(pathname);
  // The Inbox entry's badge: contact messages still waiting for an answer.
  const newMessages = useQuery(inboxCountsQueryOptions()).data?.new ?? 0;
  // Failed deliveries still open (docs/decisions/failed-deliveries.md).
  const openNdrs = useQuery(ndrOpenCountQuery()).data ?? 0;
  return (
    <div className="flex h-full flex-col bg-brand-950 text-brand-100">
      <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-white/10 pr-3 pl-5">
        <Link
          to={paths.admin.dashboard()}
          onClick={onNavigate}
          className="flex items-center gap-2 rounded-md"
        >
          <Logo tone="light" />
          <span className="rounded bg-accent-500 px-1.5 py-0.5 text-[10px] font-bold tracking-wider text-white uppercase">
            Admin
          </span>
        </Link>
        {onClose && (
          <button
            type="button"
            onClick={onClose}
            className="flex size-9 items-center justify-center rounded-md text-brand-200 hover:bg-white/10 hover:text-white"
          >
            <X className="size-5" aria-hidden />
            <span className="sr-only">Close navigation</span>
          </button>
        )}
      </div>
      <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-0.5">
          {adminNav.map((item) => {
            const isActive = item === active;
            const Icon = item.icon;
            return (
              <li key={item.slug}>
                <Link
                  to={`/admin/${item.slug}`}
                  onClick={onNavigate}
                  aria-current={isActive ? 'page' : undefined}
                  className={cn(
                    'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
                    isActive
                      ? 'bg-white/10 text-white shadow-[inset_3px_0_0_var(--color-accent-500)]'
                      : 'text-brand-200 hover:bg-white/5 hover:text-white',
                  )}
                >
                  <Icon
                    className={cn(
                      'size-[18px] shrink-0',
                      isActive ? 'text-accent-400' : 'text-brand-300',
                    )}
                    aria-hidden
                  />
                  {item.label}
                  {item.slug === 'orders/failed-deliveries' && openNdrs > 0 && (
                    <span className="ml-auto rounded-full bg-accent-500 px-2 py-0.5 text-xs font-bold text-white tabular-nums">
                      {openNdrs}
                      <span className="sr-only"> open</span>
                    </span>
                  )}
                  {item.slug === 'inbox' && newMessages > 0 && (
                    <span className="ml-auto rounded-full bg-accent-500 px-2 py-0.5 text-xs font-bold text-white tabular-nums">
                      {newMessages}
                      <span className="sr-only"> new</span>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
