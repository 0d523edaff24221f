import { Heart, Package } from 'lucide-react';
import { useLocation } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import {
  ComingSoonPanel,
  comingSoon,
} from '#app/storefront/features/accounts/coming-soon-panel.tsx';
import type { Route } from './+types/coming-soon-page';

// /orders and /wishlist are linked from the header menu and the account sidebar; until their own
// features land they answer honestly instead of with a 404.
const pages = {
  [paths.orders()]: { heading: 'My Orders', icon: Package, ...comingSoon.orders },
  [paths.wishlist()]: { heading: 'My Wishlist', icon: Heart, ...comingSoon.wishlist },
};

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${pages[location.pathname]?.heading ?? 'My account'} | Propwash` },
  { name: 'robots', content: 'noindex' },
];

export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const page = pages[pathname] ?? pages[paths.orders()]!;
  return (
    <div>
      <h1 className="mb-6 text-2xl font-extrabold text-brand-950 sm:text-3xl">{page.heading}</h1>
      <ComingSoonPanel icon={page.icon} title={page.title}>
        {page.text}
      </ComingSoonPanel>
    </div>
  );
}
