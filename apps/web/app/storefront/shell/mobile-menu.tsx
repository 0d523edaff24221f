import { ChevronDown, Menu, X } from '#app/ui/icons.tsx';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useStoredUser } from '#app/lib/auth-store.ts';
import { paths } from '#app/lib/paths.ts';
import type { MenuCategory } from '#app/storefront/shell/category-tree.ts';
import { Logo } from '#app/ui/logo.tsx';

const linkClass =
  'flex min-h-11 items-center rounded-md px-3 text-[15px] font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-900';

/**
 * The hamburger menu below 1024 px: a native modal <dialog>, which gives Escape, a backdrop and an
 * inert page for free, without shipping a dialog library to shoppers. Its contents render only
 * while it is open: the page's HTML and its hydration carry an empty dialog (the menu needs
 * JavaScript to open anyway).
 */
/** A plain link of the menu. */
function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  );
}

export function MobileMenu({ menu }: { menu: MenuCategory[] }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [isOpen, setIsOpen] = useState(false);

  // Opened once its contents are there, so the dialog moves focus into them as before.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (isOpen && dialog && !dialog.open) dialog.showModal();
  }, [isOpen]);

  function close() {
    dialogRef.current?.close();
  }

  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    // A click on the backdrop lands on the <dialog> itself; a click on a link navigates away.
    const target = event.target as HTMLElement;
    if (target === dialogRef.current || target.closest('a')) close();
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className="flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50 lg:hidden"
      >
        <Menu className="size-6" aria-hidden />
        <span className="sr-only">Open menu</span>
      </button>
      <dialog
        ref={dialogRef}
        aria-label="Menu"
        onClick={onDialogClick}
        onClose={() => setIsOpen(false)}
        className="m-0 h-dvh max-h-none w-80 max-w-[88vw] overflow-y-auto bg-white p-0 shadow-lift backdrop:bg-slate-950/50 open:animate-slide-in-left"
      >
        {isOpen && <MenuContents menu={menu} onClose={close} />}
      </dialog>
    </>
  );
}

function MenuContents({ menu, onClose }: { menu: MenuCategory[]; onClose: () => void }) {
  const user = useStoredUser();
  return (
    <>
      <div className="sticky top-0 z-10 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3">
        <Logo />
        <button
          type="button"
          onClick={onClose}
          className="flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
        >
          <X className="size-5" aria-hidden />
          <span className="sr-only">Close menu</span>
        </button>
      </div>
      <nav aria-label="Mobile" className="space-y-6 px-3 py-4">
        <section>
          <h2 className="px-3 pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase">
            Shop
          </h2>
          <MenuLink to={paths.products()}>All products</MenuLink>
          <Link to={paths.specials()} className={`${linkClass} text-accent-700`}>
            Specials
          </Link>
          <MenuLink to={paths.newProducts()}>New arrivals</MenuLink>
          <MenuLink to={paths.featured()}>Featured</MenuLink>
        </section>
        <section>
          <h2 className="px-3 pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase">
            Categories
          </h2>
          <ul>
            {menu.map((category) => (
              <li key={category.slug}>
                {category.children.length === 0 ? (
                  <MenuLink to={paths.category(category.slug)}>{category.name}</MenuLink>
                ) : (
                  <details className="group">
                    <summary
                      className={`${linkClass} cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden`}
                    >
                      {category.name}
                      <ChevronDown
                        className="size-4 text-slate-400 transition group-open:rotate-180"
                        aria-hidden
                      />
                    </summary>
                    <ul className="mb-1 ml-3 border-l border-slate-200 pl-2">
                      <li>
                        <MenuLink to={paths.category(category.slug)}>All {category.name}</MenuLink>
                      </li>
                      {category.children.map((child) => (
                        <li key={child.slug}>
                          <Link
                            to={paths.category(category.slug, child.slug)}
                            className={linkClass}
                          >
                            {child.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="px-3 pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase">
            {user ? `Hi, ${user.name.split(' ')[0] || user.name}` : 'Account'}
          </h2>
          {user ? (
            <>
              <MenuLink to={paths.profile()}>Profile</MenuLink>
              <MenuLink to={paths.orders()}>Orders</MenuLink>
              <MenuLink to={paths.wishlist()}>Wishlist</MenuLink>
              <MenuLink to={paths.hangar()}>My hangar</MenuLink>
              <MenuLink to={paths.privacyAndData()}>Privacy &amp; data</MenuLink>
            </>
          ) : (
            <MenuLink to={paths.login()}>Login</MenuLink>
          )}
          <MenuLink to={paths.trackOrder()}>Track order</MenuLink>
          <MenuLink to={paths.contact()}>Contact us</MenuLink>
        </section>
      </nav>
    </>
  );
}
