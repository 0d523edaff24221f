import type { SessionUser } from '@propwash/domain/accounts/schemas';
import {
  Heart,
  type IconComponent,
  Lock,
  LogOut,
  MapPin,
  Package,
  Plane,
  ShieldCheck,
  UserRound,
} from '#app/ui/icons.tsx';
import { Link, useLocation, useNavigate } from 'react-router';
import { cx } from '#app/lib/cx.ts';
import { paths } from '#app/lib/paths.ts';
import { signOut } from '#app/lib/session.ts';
import { Avatar } from '#app/ui/avatar.tsx';

/** `current` is the page's path, or /<tab> for a tab of /profile (/profile?tab=security). */
const links: { to: string; current?: string; label: string; icon: IconComponent }[] = [
  { to: paths.profile(), label: 'Profile', icon: UserRound },
  { to: paths.orders(), label: 'Orders', icon: Package },
  { to: paths.wishlist(), label: 'Wishlist', icon: Heart },
  { to: paths.hangar(), label: 'My hangar', icon: Plane },
  { to: paths.addresses(), label: 'Addresses', icon: MapPin },
  { to: paths.profile('security'), current: '/security', label: 'Security', icon: ShieldCheck },
  { to: paths.privacyAndData(), label: 'Privacy & data', icon: Lock },
];

/** The account sidebar: avatar, name, email and the account pages. */
export function AccountSidebar({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // /profile has tabs for the other pages too: /profile?tab=orders highlights Orders.
  const tab = pathname === paths.profile() ? new URLSearchParams(search).get('tab') : null;
  const current = tab ? `/${tab}` : pathname;
  return (
    <aside className="min-w-0 rounded-card border border-slate-200 bg-white shadow-card lg:sticky lg:top-40">
      <div className="flex items-center gap-3 border-b border-slate-100 p-4 sm:p-5">
        <Avatar name={user.name} src={user.avatar} className="size-14 text-xl" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{user.name}</p>
          <p className="truncate text-sm text-slate-600" title={user.email}>
            {user.email}
          </p>
        </div>
      </div>
      <nav aria-label="My account" className="p-2">
        <ul className="flex flex-wrap gap-1 lg:flex-col">
          {links.map(({ to, current: page = to, label, icon: Icon }) => (
            <li key={to} className="shrink-0">
              <Link
                to={to}
                aria-current={current === page ? 'page' : undefined}
                className={cx(
                  'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors',
                  current === page
                    ? 'bg-brand-50 text-brand-800'
                    : 'text-slate-700 hover:bg-slate-50 hover:text-slate-900',
                )}
              >
                <Icon className="size-[18px] shrink-0" aria-hidden />
                {label}
              </Link>
            </li>
          ))}
          <li className="shrink-0 lg:mt-1 lg:border-t lg:border-slate-100 lg:pt-1">
            <button
              type="button"
              onClick={() => {
                signOut();
                void navigate(paths.login());
              }}
              className="flex h-10 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-danger-50 hover:text-danger-700"
            >
              <LogOut className="size-[18px] shrink-0" aria-hidden />
              Logout
            </button>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
