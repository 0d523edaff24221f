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
  products: (query: { search?: string; category?: string } = {}) => withQuery('/products', query),
  category: (slug: string, childSlug?: string) =>
    childSlug ? `/category/${slug}/${childSlug}` : `/category/${slug}`,
  product: (id: string) => `/product/${id}`,
  specials: () => '/specials',
  newProducts: () => '/new-products',
  featured: () => '/featured',
  cart: () => '/cart',
  login: (redirect?: string) => withQuery('/login', { redirect }),
  register: () => '/register',
  profile: () => '/profile',
  orders: () => '/orders',
  wishlist: () => '/wishlist',
  trackOrder: () => '/track-order',
  compare: () => '/compare',
  contact: () => '/contact',
  faq: () => '/faq',
  shipping: () => '/shipping',
  about: () => '/about',
  admin: {
    login: (query: { reason?: 'expired' | 'denied'; next?: string } = {}) =>
      withQuery('/admin/login', query),
    dashboard: () => '/admin/dashboard',
    settings: () => '/admin/settings',
  },
} as const;

/** Only same-site paths are followed after a redirect; anything else becomes '/'. */
export function safeRedirectPath(target: string | null | undefined, fallback = '/') {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  return target;
}
