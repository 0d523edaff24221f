import type { SessionUser } from '@propwash/domain/accounts/schemas';
import { ChevronDown, Heart, Lock, LogOut, Package, Plane, User } from '#app/ui/icons.tsx';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import { signOut } from '#app/lib/session.ts';
import { Avatar } from '#app/ui/avatar.tsx';

/**
 * The signed-in user's menu (Profile, Orders, Wishlist, My hangar, Privacy & data, Logout). Only the browser knows
 * the user, so account-menu.tsx loads this after the page has hydrated.
 */
export default function UserMenu({ user }: { user: SessionUser }) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const navigate = useNavigate();

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  const firstName = user.name.split(' ')[0] || user.name;
  const itemClass =
    'flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-900';

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex h-11 items-center gap-2 rounded-full border border-slate-300 bg-white pr-3 pl-1 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        <Avatar name={user.name} src={user.avatar} className="size-8 text-sm" />
        <span className="sr-only">Account menu: </span>
        <span className="max-w-24 truncate max-sm:sr-only">{firstName}</span>
        <ChevronDown className="size-4 text-slate-500" aria-hidden />
      </button>
      {isOpen && (
        <div
          id={menuId}
          className="absolute right-0 z-40 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lift animate-fade-in"
        >
          <p className="truncate px-3 pt-1.5 pb-2 text-xs text-slate-500">{user.email}</p>
          <nav aria-label="Account" onClick={() => setIsOpen(false)}>
            <Link to={paths.profile()} className={itemClass}>
              <User className="size-4" aria-hidden /> Profile
            </Link>
            <Link to={paths.orders()} className={itemClass}>
              <Package className="size-4" aria-hidden /> Orders
            </Link>
            <Link to={paths.wishlist()} className={itemClass}>
              <Heart className="size-4" aria-hidden /> Wishlist
            </Link>
            <Link to={paths.hangar()} className={itemClass}>
              <Plane className="size-4" aria-hidden /> My hangar
            </Link>
            <Link to={paths.privacyAndData()} className={itemClass}>
              <Lock className="size-4" aria-hidden /> Privacy &amp; data
            </Link>
          </nav>
          <div className="my-1 border-t border-slate-100" />
          <button
            type="button"
            className={itemClass}
            onClick={() => {
              setIsOpen(false);
              signOut();
              void navigate(paths.login());
            }}
          >
            <LogOut className="size-4" aria-hidden /> Logout
          </button>
        </div>
      )}
    </div>
  );
}
