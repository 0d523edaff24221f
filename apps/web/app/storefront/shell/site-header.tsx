import { memo } from 'react';
import { BadgeCheck, ReceiptText, Truck } from '#app/ui/icons.tsx';
import { Link } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import { AccountMenu } from '#app/storefront/shell/account-menu.tsx';
import { CartButton } from '#app/storefront/shell/cart-button.tsx';
import { CategoryNav } from '#app/storefront/shell/category-nav.tsx';
import type { MenuCategory } from '#app/storefront/shell/category-tree.ts';
import { MobileMenu } from '#app/storefront/shell/mobile-menu.tsx';
import { SearchBox } from '#app/storefront/shell/search-box.tsx';
import { Logo } from '#app/ui/logo.tsx';
import { HydrateLater } from '#app/ui/hydrate-later.tsx';

export const SiteHeader = memo(function SiteHeader({ menu }: { menu: MenuCategory[] }) {
  return (
    <header className="sticky top-0 z-30 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <HydrateLater>
        <div className="bg-brand-950 text-xs text-brand-100 max-sm:hidden">
          <div className="mx-auto flex h-8 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
            <ul className="flex items-center gap-5">
              <li className="flex items-center gap-1.5">
                <BadgeCheck className="size-3.5 text-accent-400" aria-hidden /> 100% original
                products
              </li>
              <li className="flex items-center gap-1.5">
                <ReceiptText className="size-3.5 text-accent-400" aria-hidden /> GST invoice on
                every order
              </li>
              <li className="flex items-center gap-1.5 max-md:hidden">
                <Truck className="size-3.5 text-accent-400" aria-hidden /> Delivery across India
              </li>
            </ul>
            <ul className="flex items-center gap-4">
              <li>
                <Link to={paths.trackOrder()} className="hover:text-white">
                  Track order
                </Link>
              </li>
              <li>
                <Link to={paths.contact()} className="hover:text-white">
                  Help
                </Link>
              </li>
            </ul>
          </div>
        </div>
      </HydrateLater>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-2.5 sm:gap-x-4 sm:px-6 lg:flex-nowrap lg:py-3">
        <MobileMenu menu={menu} />
        <Link to={paths.home()} className="mr-auto rounded-md lg:mr-4" aria-label="Propwash home">
          <Logo />
        </Link>
        <SearchBox className="order-last w-full lg:order-none lg:max-w-xl lg:flex-1" />
        <div className="flex items-center gap-1.5 sm:gap-2 lg:ml-auto">
          <AccountMenu />
          <CartButton />
        </div>
      </div>
      <CategoryNav menu={menu} />
    </header>
  );
});
