import { memo } from 'react';
import type { StoreProfile } from '@propwash/domain/settings/store-profile';
import { BadgeCheck, Clock, Mail, Phone } from '#app/ui/icons.tsx';
import { Link } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import type { MenuCategory } from '#app/storefront/shell/category-tree.ts';
import { Logo } from '#app/ui/logo.tsx';
import { HydrateLater } from '#app/ui/hydrate-later.tsx';

type Column = { title: string; links: { to: string; label: string }[] };

// The footer's category column names as many categories as the desktop bar shows inline.
const FOOTER_CATEGORY_COUNT = 6;

const shop: Column = {
  title: 'Shop',
  links: [
    { to: paths.products(), label: 'All products' },
    { to: paths.specials(), label: 'Specials' },
    { to: paths.newProducts(), label: 'New arrivals' },
    { to: paths.featured(), label: 'Featured' },
    { to: paths.compare(), label: 'Compare products' },
  ],
};

const help: Column = {
  title: 'Help',
  links: [
    { to: paths.contact(), label: 'Contact us' },
    { to: paths.faq(), label: 'FAQ' },
    { to: paths.shipping(), label: 'Shipping & returns' },
    { to: paths.trackOrder(), label: 'Track your order' },
    { to: paths.about(), label: 'About Propwash' },
  ],
};

const account: Column = {
  title: 'Account',
  links: [
    { to: paths.profile(), label: 'My profile' },
    { to: paths.orders(), label: 'My orders' },
    { to: paths.wishlist(), label: 'Wishlist' },
    { to: paths.cart(), label: 'Cart' },
  ],
};

const legal = [
  { to: paths.privacy(), label: 'Privacy notice' },
  { to: paths.terms(), label: 'Terms of sale' },
  { to: paths.grievance(), label: 'Grievance redressal' },
];

const tagline =
  'RC models and the parts that keep them flying, driving and floating, shipped across India by hobbyists who use them.';

/**
 * Footer: the static and account pages, the categories from the category tree (the names the menu
 * uses), and the shop's contact details from its settings.
 */
export const SiteFooter = memo(function SiteFooter({
  profile,
  menu,
}: {
  profile: StoreProfile;
  menu: MenuCategory[];
}) {
  const categories: Column = {
    title: 'Categories',
    links: menu
      .slice(0, FOOTER_CATEGORY_COUNT)
      .map((category) => ({ to: paths.category(category.slug), label: category.name })),
  };
  const columns = [shop, ...(categories.links.length > 0 ? [categories] : []), help, account];
  return (
    <HydrateLater>
      <footer className="mt-10 bg-brand-950 text-brand-100 sm:mt-16">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:gap-10 sm:px-6 sm:py-12 lg:grid-cols-[1.3fr_2fr]">
          <div className="max-w-sm">
            <Logo tone="light" />
            {/* On a phone the footer keeps to links and contact details. */}
            <p className="mt-4 text-sm leading-relaxed text-brand-200 max-sm:hidden">{tagline}</p>
            <p className="mt-5 flex items-start gap-3 max-sm:hidden rounded-lg bg-white/5 p-3 text-sm ring-1 ring-white/10">
              <BadgeCheck className="mt-0.5 size-5 shrink-0 text-accent-400" aria-hidden />
              <span>
                <strong className="block font-semibold text-white">100% original guarantee</strong>
                Every product is genuine and sourced from the brand or its authorised distributor.
              </span>
            </p>
            <address className="mt-4 space-y-2 sm:mt-5 text-sm text-brand-200 not-italic">
              <p className="flex items-center gap-2">
                <Mail className="size-4 shrink-0 text-brand-300" aria-hidden />
                <a href={`mailto:${profile.supportEmail}`} className="hover:text-white">
                  {profile.supportEmail}
                </a>
              </p>
              <p className="flex items-center gap-2">
                <Phone className="size-4 shrink-0 text-brand-300" aria-hidden />
                <a
                  href={`tel:${profile.supportPhone.replace(/\s+/g, '')}`}
                  className="hover:text-white"
                >
                  {profile.supportPhone}
                </a>
              </p>
              <p className="flex items-center gap-2">
                <Clock className="size-4 shrink-0 text-brand-300" aria-hidden />
                Support {profile.supportHours}
              </p>
            </address>
          </div>
          <div className="grid grid-cols-2 gap-x-6 gap-y-6 sm:grid-cols-4 sm:gap-8">
            {columns.map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <h2 className="text-sm font-semibold tracking-wide text-white">{column.title}</h2>
                <ul className="mt-2 sm:mt-3 sm:space-y-1">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        className="inline-block py-1 text-sm text-brand-200 hover:text-white"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="border-t border-white/10">
          <div className="mx-auto max-w-7xl space-y-3 px-4 py-4 text-xs text-brand-300 sm:px-6 sm:py-5">
            <nav aria-label="Legal">
              <ul className="flex flex-wrap gap-x-4 gap-y-1 sm:text-sm">
                {legal.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="inline-block py-1 text-brand-100 hover:text-white"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {/* The seller's name and address: Consumer Protection (E-Commerce) Rules 2020, rule 4. */}
            <p>
              Sold by <span className="font-semibold text-brand-100">{profile.legalName}</span>,{' '}
              {profile.address}, {profile.city}, {profile.state} {profile.pincode} · GSTIN{' '}
              {profile.gstin}
            </p>
            <div className="flex flex-col gap-2 md:flex-row md:items-center md:justify-between">
              <p>
                <span className="font-semibold text-brand-100">We accept:</span> UPI · Credit &
                debit cards · Net banking · Wallets · EMI · Cash on delivery
              </p>
              <p>Prices inclusive of all taxes. GST invoice with every order.</p>
            </div>
          </div>
        </div>
      </footer>
    </HydrateLater>
  );
});
