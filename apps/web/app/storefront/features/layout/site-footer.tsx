import { BadgeCheck, Clock, Mail, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import { shopInfo } from '#app/lib/shop-info.ts';
import { Logo } from '#app/ui/logo.tsx';

const columns: { title: string; links: { to: string; label: string }[] }[] = [
  {
    title: 'Shop',
    links: [
      { to: paths.products(), label: 'All products' },
      { to: paths.specials(), label: 'Specials' },
      { to: paths.newProducts(), label: 'New arrivals' },
      { to: paths.featured(), label: 'Featured' },
      { to: paths.compare(), label: 'Compare products' },
    ],
  },
  {
    title: 'Categories',
    links: [
      { to: paths.category('planes'), label: 'Planes' },
      { to: paths.category('helicopters'), label: 'Helicopters' },
      { to: paths.category('drones'), label: 'Drones' },
      { to: paths.category('cars'), label: 'Cars' },
      { to: paths.category('boats'), label: 'Boats' },
      { to: paths.category('controllers'), label: 'Controllers' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: paths.contact(), label: 'Contact us' },
      { to: paths.faq(), label: 'FAQ' },
      { to: paths.shipping(), label: 'Shipping & returns' },
      { to: paths.trackOrder(), label: 'Track your order' },
      { to: paths.about(), label: 'About Propwash' },
    ],
  },
  {
    title: 'Account',
    links: [
      { to: paths.profile(), label: 'My profile' },
      { to: paths.orders(), label: 'My orders' },
      { to: paths.wishlist(), label: 'Wishlist' },
      { to: paths.cart(), label: 'Cart' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_2fr]">
        <div className="max-w-sm">
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-relaxed text-brand-200">{shopInfo.tagline}</p>
          <p className="mt-5 flex items-start gap-3 rounded-lg bg-white/5 p-3 text-sm ring-1 ring-white/10">
            <BadgeCheck className="mt-0.5 size-5 shrink-0 text-accent-400" aria-hidden />
            <span>
              <strong className="block font-semibold text-white">100% original guarantee</strong>
              Every product is genuine and sourced from the brand or its authorised distributor.
            </span>
          </p>
          <address className="mt-5 space-y-2 text-sm text-brand-200 not-italic">
            <p className="flex items-center gap-2">
              <Mail className="size-4 shrink-0 text-brand-300" aria-hidden />
              <a href={`mailto:${shopInfo.email}`} className="hover:text-white">
                {shopInfo.email}
              </a>
            </p>
            <p className="flex items-center gap-2">
              <Clock className="size-4 shrink-0 text-brand-300" aria-hidden />
              Support {shopInfo.supportHours}
            </p>
            <p className="flex items-center gap-2">
              <MapPin className="size-4 shrink-0 text-brand-300" aria-hidden />
              {shopInfo.address}
            </p>
          </address>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold tracking-wide text-white">{column.title}</h2>
              <ul className="mt-3 space-y-1">
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
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-xs text-brand-300 sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>
            <span className="font-semibold text-brand-100">We accept:</span> UPI · Credit & debit
            cards · Net banking · Wallets · EMI · Cash on delivery
          </p>
          <p>© {shopInfo.legalName}. Prices in Indian rupees (₹), inclusive of GST.</p>
        </div>
      </div>
    </footer>
  );
}
