/** Every in-app link goes through here, so a route can move in one place. */

function withQuery(path: string, query: Record<string, string | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value) params.set(key, value);
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export const paths = {
  home: () => '/',
  /** `fits`: model ids separated by commas (parts that fit any of them). */
  products: (query: { search?: string; category?: string; fits?: string } = {}) =>
    withQuery('/products', query),
  category: (slug: string, childSlug?: string) =>
    childSlug ? `/category/${slug}/${childSlug}` : `/category/${slug}`,
  /**
   * A product's page by its slug (docs/decisions/readable-product-urls.md); an id or an old slug
   * works too and is answered with a 301 to the slug. `variantId`: that version of a product sold
   * in versions (its page opens on it).
   */
  product: (slugOrId: string, variantId?: string | null) =>
    withQuery(`/products/${encodeURIComponent(slugOrId)}`, { variant: variantId ?? undefined }),
  specials: () => '/specials',
  newProducts: () => '/new-products',
  featured: () => '/featured',
  cart: () => '/cart',
  login: (redirect?: string, query: { error?: 'auth_failed' } = {}) =>
    withQuery('/login', { redirect, ...query }),
  register: () => '/register',
  forgotPassword: () => '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  authCallback: () => '/auth/callback',
  googleStart: (redirect: string) => withQuery('/api/auth/google/start', { redirect }),
  profile: (tab?: 'orders' | 'addresses' | 'wishlist' | 'security') =>
    withQuery('/profile', { tab }),
  orders: () => '/orders',
  order: (id: string) => `/order/${encodeURIComponent(id)}`,
  wishlist: () => '/wishlist',
  hangar: () => '/hangar',
  addresses: () => '/addresses',
  /** Consents, a copy of one's data and erasing the account (docs/decisions/privacy-and-consent.md). */
  privacyAndData: () => '/privacy-and-data',
  /** After an erasure (the session is gone by then); `kept`: the tax documents kept as issued. */
  accountErased: (kept?: number) =>
    withQuery('/account-erased', { kept: kept === undefined ? undefined : String(kept) }),
  /** `pay`: pay (again) for an order placed earlier whose online payment did not go through. */
  checkout: (query: { pay?: string } = {}) => withQuery('/checkout', query),
  trackOrder: () => '/track-order',
  track: (id: string) => `/track/${encodeURIComponent(id)}`,
  compare: () => '/compare',
  contact: () => '/contact',
  faq: () => '/faq',
  shipping: () => '/shipping',
  about: () => '/about',
  /** The seller's notices (docs/decisions/legal-notices.md). */
  privacy: () => '/privacy',
  terms: () => '/terms',
  grievance: () => '/grievance',
  admin: {
    login: (query: { reason?: 'expired' | 'denied'; next?: string } = {}) =>
      withQuery('/admin/login', query),
    dashboard: () => '/admin/dashboard',
    settings: () => '/admin/settings',
    outbox: () => '/admin/outbox',
    account: () => '/admin/account',
    /** The audit log, filtered to one record's history when given (docs/decisions/audit-log.md). */
    audit: (query: { kind?: string; recordId?: string } = {}) => withQuery('/admin/audit', query),
    /** GSTR-1 of a month and registration (docs/decisions/gstr-1.md); last month by default. */
    gstReturns: (query: { period?: string; gstin?: string } = {}) =>
      withQuery('/admin/gst-returns', query),
  },
} as const;

/**
 * Only same-site paths are followed after a redirect; anything else becomes the fallback. Browsers
 * drop tabs and newlines from URLs and read '\\' as '/', so "/\t/evil" or "/\\evil" would leave the site.
 */
export function safeRedirectPath(target: string | null | undefined, fallback = '/') {
  if (
    !target ||
    !target.startsWith('/') ||
    target.startsWith('//') ||
    target.startsWith('/\\') ||
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    /[\u0000-\u001f\u007f]/.test(target)
  ) {
    return fallback;
  }
  return target;
}
