import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

const accounts = (file: string) => `storefront/features/accounts/${file}`;
const pages = (file: string) => `storefront/features/pages/${file}`;
const catalog = (file: string) => `storefront/features/catalog/${file}`;
const orders = (file: string) => `storefront/features/orders/${file}`;
const checkout = (file: string) => `storefront/features/checkout/${file}`;
const legal = (file: string) => `storefront/features/legal/${file}`;

export default [
  // Storefront: rendered on the server, hydrated in the browser.
  layout('storefront/shell/storefront-layout.tsx', { id: 'storefront' }, [
    index('storefront/features/home/home-page.tsx'),
    route('products', catalog('products-page.tsx')),
    route('category/:slug/:sub?', catalog('category-page.tsx')),
    route('specials', catalog('collection-page.tsx'), { id: 'specials' }),
    route('new-products', catalog('collection-page.tsx'), { id: 'new-products' }),
    route('featured', catalog('collection-page.tsx'), { id: 'featured' }),
    // A product by its slug; its id and old slugs (and the old /product/<id> addresses) answer
    // with a 301 to it (docs/decisions/readable-product-urls.md).
    route('products/:slug', 'storefront/features/product/product-page.tsx'),
    route('product/:slug', 'storefront/features/product/product-page.tsx', {
      id: 'product-by-old-address',
    }),
    route('login', accounts('login-page.tsx')),
    route('register', accounts('register-page.tsx')),
    route('forgot-password', accounts('forgot-password-page.tsx')),
    route('reset-password/:token', accounts('reset-password-page.tsx')),
    route('auth/callback', accounts('auth-callback-page.tsx')),
    route('auth/success', accounts('auth-success-page.tsx')),
    route('cart', 'storefront/features/cart/cart-page.tsx'),
    route('compare', 'storefront/features/compare/compare-page.tsx'),
    route('contact', pages('contact-page.tsx')),
    route('grievance', legal('grievance-page.tsx')),
    route('grievance/v/:version', legal('grievance-notice-page.tsx')),
    route('faq', pages('faq-page.tsx')),
    route('shipping', pages('shipping-page.tsx')),
    route('about', pages('about-page.tsx')),
    // The seller's notices and their earlier versions (docs/decisions/legal-notices.md).
    route('privacy', legal('privacy-page.tsx'), { id: 'privacy' }),
    route('privacy/v/:version', legal('privacy-page.tsx'), { id: 'privacy-version' }),
    route('terms', legal('terms-page.tsx'), { id: 'terms' }),
    route('terms/v/:version', legal('terms-page.tsx'), { id: 'terms-version' }),
    route('track-order', orders('track-page.tsx'), { id: 'track-order' }),
    route('track/:id', orders('track-page.tsx'), { id: 'track' }),
    // The order email's cash-on-delivery confirmation link: no sign-in (a signed token).
    route('order/:id/confirm-cod', orders('confirm-cod-page.tsx')),
    // A failed delivery's link: the customer chooses what happens (a signed token, no sign-in).
    route('delivery/:token', 'storefront/features/deliveries/delivery-page.tsx'),
    // Where an erased account lands: signed out by then, so outside the signed-in pages.
    route('account-erased', accounts('account-erased-page.tsx')),
    // Signed-in pages: header and footer render on the server, the page in the browser.
    layout(accounts('protected-layout.tsx'), { id: 'protected' }, [
      route('order/:id', orders('order-page.tsx')),
      // The invoice, a cancelled order's credit note and a paid order's receipt at addresses of
      // their own.
      route('order/:id/invoice', orders('invoice-page.tsx'), { id: 'order-invoice' }),
      route('order/:id/credit-note', orders('invoice-page.tsx'), { id: 'order-credit-note' }),
      route('order/:id/receipt', orders('invoice-page.tsx'), { id: 'order-receipt' }),
      layout(accounts('account-layout.tsx'), { id: 'account' }, [
        route('profile', accounts('profile-page.tsx')),
        route('addresses', accounts('addresses-page.tsx')),
        route('privacy-and-data', accounts('privacy-data-page.tsx')),
        route('orders', orders('orders-page.tsx')),
        route('wishlist', 'storefront/features/wishlist/wishlist-page.tsx'),
        route('hangar', 'storefront/features/hangar/hangar-page.tsx'),
      ]),
    ]),
    route('*', 'storefront/features/errors/not-found-route.tsx'),
  ]),

  // Checkout: its own focused shell (no menus, footer or chat), rendered on the server; the page
  // requires sign-in in the browser like the protected pages above (its clientLoader).
  layout(checkout('checkout-layout.tsx'), [route('checkout', checkout('checkout-page.tsx'))]),

  // The product page's pincode check (a resource route: JSON for its fetcher).
  route('product/:id/delivery', 'storefront/features/product/delivery-estimate.ts'),

  // Admin: client-only (the parent's clientLoader + HydrateFallback), loaded lazily.
  route('admin', 'admin/admin-root.tsx', [
    route('login', 'admin/features/auth/admin-login-page.tsx'),
    layout('admin/shell/admin-shell.tsx', [
      index('admin/features/dashboard/dashboard-page.tsx', { id: 'admin-dashboard-index' }),
      route('dashboard', 'admin/features/dashboard/dashboard-page.tsx', { id: 'admin-dashboard' }),
      route('outbox', 'admin/features/outbox/outbox-page.tsx'),
      // The admin's own password and devices; no sidebar entry (the top bar links it).
      route('account', 'admin/features/account/account-page.tsx', { id: 'admin-account' }),
      route('inbox', 'admin/features/inbox/inbox-page.tsx', { id: 'admin-inbox' }),
      route('inbox/:id', 'admin/features/inbox/message-page.tsx', { id: 'admin-inbox-message' }),
      route('grievances', 'admin/features/grievances/grievances-page.tsx', {
        id: 'admin-grievances',
      }),
      route('grievances/:id', 'admin/features/grievances/grievance-page.tsx', {
        id: 'admin-grievance',
      }),
      route('settings', 'admin/features/settings/settings-page.tsx', { id: 'admin-settings' }),
      route('audit', 'admin/features/audit/audit-page.tsx', { id: 'admin-audit' }),
      route('security', 'admin/features/security/security-page.tsx', { id: 'admin-security' }),
      route('products', 'admin/features/catalog/products-page.tsx', { id: 'admin-products' }),
      route('products/import', 'admin/features/catalog/import-page.tsx', {
        id: 'admin-products-import',
      }),
      route('featured', 'admin/features/catalog/featured-page.tsx', { id: 'admin-featured' }),
      route('todays-deals', 'admin/features/catalog/deals-page.tsx', { id: 'admin-todays-deals' }),
      // Trending has no sidebar entry; it shares the Today's Deals screen.
      route('trending', 'admin/features/catalog/deals-page.tsx', { id: 'admin-trending' }),
      route('categories', 'admin/features/catalog/categories-page.tsx', { id: 'admin-categories' }),
      route('specifications', 'admin/features/catalog/specifications-page.tsx', {
        id: 'admin-specifications',
      }),
      route('users', 'admin/features/users/users-page.tsx'),
      route('reviews', 'admin/features/reviews/reviews-page.tsx'),
      route('banners', 'admin/features/banners/banners-page.tsx'),
      route('payment-methods', 'admin/features/payment-methods/payment-methods-page.tsx'),
      route('homepage', 'admin/features/homepage/homepage-page.tsx'),
      route('coupons', 'admin/features/coupons/coupons-page.tsx', { id: 'admin-coupons' }),
      route('inventory', 'admin/features/inventory/inventory-page.tsx', { id: 'admin-inventory' }),
      // Shoppers waiting for sold-out items (docs/decisions/back-in-stock.md).
      route('waiting', 'admin/features/inventory/waiting-page.tsx', { id: 'admin-waiting' }),
      route('orders', 'admin/features/orders/orders-page.tsx', { id: 'admin-orders' }),
      // Failed deliveries (docs/decisions/failed-deliveries.md).
      route('orders/failed-deliveries', 'admin/features/deliveries/failed-deliveries-page.tsx', {
        id: 'admin-failed-deliveries',
      }),
      route('orders/:id', 'admin/features/orders/order-detail-page.tsx', {
        id: 'admin-order',
      }),
      // Cash on delivery switched off after returns (docs/decisions/cod-blocks.md).
      route('orders/cod-blocks', 'admin/features/orders/cod-blocks-page.tsx', {
        id: 'admin-cod-blocks',
      }),
      route('returns', 'admin/features/returns/returns-page.tsx', { id: 'admin-returns' }),
      // GSTR-1 of a month (docs/decisions/gstr-1.md).
      route('gst-returns', 'admin/features/gst-returns/gst-returns-page.tsx', {
        id: 'admin-gst-returns',
      }),
      route('analytics', 'admin/features/analytics/analytics-page.tsx', { id: 'admin-analytics' }),
      // Parcels returned to origin (docs/decisions/analytics.md, "RTO report").
      route('analytics/rto', 'admin/features/analytics/rto-page.tsx', {
        id: 'admin-analytics-rto',
      }),
      route('search', 'admin/features/search/search-page.tsx', { id: 'admin-search' }),
      // The detailed order analytics has no sidebar entry; linked from Analytics.
      route('analytics-dashboard', 'admin/features/analytics/analytics-dashboard-page.tsx', {
        id: 'admin-analytics-dashboard',
      }),
      route('*', 'admin/shell/admin-not-found-page.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
