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

export default [
  // Storefront: rendered on the server, hydrated in the browser.
  layout('storefront/features/layout/storefront-layout.tsx', { id: 'storefront' }, [
    index('storefront/features/home/home-page.tsx'),
    route('*', 'storefront/features/errors/not-found-route.tsx'),
  ]),

  // Admin: client-only (the parent's clientLoader + HydrateFallback), loaded lazily.
  route('admin', 'admin/admin-root.tsx', [
    route('login', 'admin/features/auth/admin-login-page.tsx'),
    layout('admin/features/shell/admin-shell.tsx', [
      index('admin/features/dashboard/dashboard-page.tsx', { id: 'admin-dashboard-index' }),
      route('dashboard', 'admin/features/dashboard/dashboard-page.tsx', { id: 'admin-dashboard' }),
      ...adminScreensNotBuilt.map((slug) =>
        route(slug, 'admin/features/shell/not-available-page.tsx', { id: `admin-${slug}` }),
      ),
      route('*', 'admin/features/shell/admin-not-found-page.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
