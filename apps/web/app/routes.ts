import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

const adminScreensNotBuilt = [
  'homepage',
  'products',
  'featured',
  'todays-deals',
  'orders',
  'categories',
  'banners',
  'coupons',
  'payment-methods',
  'reviews',
  'analytics',
  'users',
  'settings',
];

const accounts = (file: string) => `storefront/features/accounts/${file}`;

export default [
  // Storefront: rendered on the server, hydrated in the browser.
  layout('storefront/features/layout/storefront-layout.tsx', { id: 'storefront' }, [
    index('storefront/features/home/home-page.tsx'),
    route('login', accounts('login-page.tsx')),
    route('register', accounts('register-page.tsx')),
    route('forgot-password', accounts('forgot-password-page.tsx')),
    route('reset-password/:token', accounts('reset-password-page.tsx')),
    route('auth/callback', accounts('auth-callback-page.tsx')),
    route('auth/success', accounts('auth-success-page.tsx')),
    // Signed-in pages: header and footer render on the server, the page in the browser.
    layout(accounts('protected-layout.tsx'), { id: 'protected' }, [
      layout(accounts('account-layout.tsx'), { id: 'account' }, [
        route('profile', accounts('profile-page.tsx')),
        route('addresses', accounts('addresses-page.tsx')),
        // Until the orders and wishlist features replace them.
        route('orders', accounts('coming-soon-page.tsx'), { id: 'orders-coming-soon' }),
        route('wishlist', accounts('coming-soon-page.tsx'), { id: 'wishlist-coming-soon' }),
      ]),
    ]),
    route('*', 'storefront/features/errors/not-found-route.tsx'),
  ]),

  // Admin: client-only (the parent's clientLoader + HydrateFallback), loaded lazily.
  route('admin', 'admin/admin-root.tsx', [
    route('login', 'admin/features/auth/admin-login-page.tsx'),
    layout('admin/features/shell/admin-shell.tsx', [
      index('admin/features/dashboard/dashboard-page.tsx', { id: 'admin-dashboard-index' }),
      route('dashboard', 'admin/features/dashboard/dashboard-page.tsx', { id: 'admin-dashboard' }),
      route('outbox', 'admin/features/outbox/outbox-page.tsx'),
      ...adminScreensNotBuilt.map((slug) =>
        route(slug, 'admin/features/shell/not-available-page.tsx', { id: `admin-${slug}` }),
      ),
      route('*', 'admin/features/shell/admin-not-found-page.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
