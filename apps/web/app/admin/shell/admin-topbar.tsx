import type { SessionUser } from '@propwash/domain/accounts/schemas';
import { ExternalLink, LogOut, Menu, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import { Button } from '#app/ui/button.tsx';
import { buttonVariants } from '#app/ui/button-variants.ts';

export function AdminTopbar({
  title,
  user,
  onOpenMenu,
  onLogout,
}: {
  title: string;
  user: SessionUser;
  onOpenMenu: () => void;
  onLogout: () => void;
}) {
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-6">
      <Button variant="ghost" size="icon" className="md:hidden" onClick={onOpenMenu}>
        <Menu className="size-5!" aria-hidden />
        <span className="sr-only">Open navigation</span>
      </Button>
      <p className="min-w-0 flex-1 truncate text-base font-semibold text-slate-900 sm:text-lg">
        {title}
      </p>
      <nav aria-label="Admin actions" className="flex items-center gap-1 sm:gap-2">
        <a href={paths.home()} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <ExternalLink aria-hidden />
          <span className="max-sm:sr-only">View site</span>
        </a>
        <Link
          to={paths.admin.settings()}
          className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        >
          <Settings aria-hidden />
          <span className="max-sm:sr-only">Settings</span>
        </Link>
        <span className="mx-1 hidden h-6 w-px bg-slate-200 lg:block" aria-hidden />
        <Link
          to={paths.admin.account()}
          title={`My account (${user.email})`}
          className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        >
          <span
            aria-hidden
            className="flex size-7 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white uppercase"
          >
            {user.name.charAt(0)}
          </span>
          <span className="max-w-36 truncate max-lg:sr-only">{user.name}</span>
          <span className="sr-only">: my account</span>
        </Link>
        <Button variant="outline" size="sm" onClick={onLogout}>
          <LogOut aria-hidden />
          <span className="max-sm:sr-only">Logout</span>
        </Button>
      </nav>
    </header>
  );
}
