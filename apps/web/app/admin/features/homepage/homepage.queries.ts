import type { AdminProduct, AdminProductList } from '@propwash/domain/catalog/admin-read-schemas';
import type { Category, ProductCard, ProductList } from '@propwash/domain/catalog/schemas';
import type { Banner, HomeDesign, HomeDesignBody } from '@propwash/domain/content/schemas';
import type { StoreProfile } from '@propwash/domain/settings/store-profile';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api-client.ts';
import { HOME_LISTS } from '#app/ui/home/home-view-model.ts';
import { adminGet } from '#app/admin/ui/admin-query.ts';

export const homeDesignKeys = {
  all: ['admin-home-design'] as const,
  design: () => [...homeDesignKeys.all, 'design'] as const,
  search: (search: string) => [...homeDesignKeys.all, 'product-search', search] as const,
  product: (id: string) => [...homeDesignKeys.all, 'product', id] as const,
  preview: (source: string) => [...homeDesignKeys.all, 'preview', source] as const,
};

export function homeDesignQueryOptions() {
  return queryOptions({
    queryKey: homeDesignKeys.design(),
    queryFn: ({ signal }) =>
      apiRequest<HomeDesign>('/content/home', {
        signal,
        fallbackMessage: 'Failed to load the home page design',
      }),
  });
}

export const saveHomeDesign = (body: HomeDesignBody) =>
  apiRequest<HomeDesign>('/content/home', {
    method: 'PUT',
    body,
    auth: true,
    fallbackMessage: 'Failed to save',
  });

/** Every product (hidden ones too), searched on the server, 20 at a time. */
export function productSearchQueryOptions(search: string) {
  const query = new URLSearchParams({ limit: '20', sort: 'newest' });
  if (search) query.set('search', search);
  return queryOptions({
    queryKey: homeDesignKeys.search(search),
    queryFn: adminGet<AdminProductList>(`/products/admin/all?${query}`, 'Failed to fetch products'),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** A picked product's name and photo (picks saved earlier are only ids). */
export function pickedProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: homeDesignKeys.product(id),
    queryFn: adminGet<AdminProduct>(`/products/admin/${id}`, 'Failed to fetch products'),
    staleTime: 60_000,
    retry: false,
  });
}

// ---------- Preview: the shop's own data, read the way the storefront home reads it ----------

const PREVIEW_STALE_MS = 30_000;

const publicQuery = <T>(key: string, path: string) =>
  queryOptions({
    queryKey: homeDesignKeys.preview(key),
    queryFn: ({ signal }) =>
      apiRequest<T>(path, { signal, fallbackMessage: 'Failed to load the preview' }),
    staleTime: PREVIEW_STALE_MS,
  });

const listQuery = (key: string, query: Record<string, string>) =>
  publicQuery<ProductList>(key, `/products?${new URLSearchParams({ page: '1', ...query })}`);

/** Every public read the home page makes besides the design itself (HOME_LISTS sizes). */
export const previewQueries = {
  banners: () => publicQuery<Banner[]>('banners', '/banners'),
  categories: () => publicQuery<Category[]>('categories', '/categories'),
  profile: () => publicQuery<StoreProfile>('profile', '/settings/store'),
  featured: (limit: number) =>
    publicQuery<ProductCard[]>(`featured-${limit}`, `/products/featured?limit=${limit}`),
  // The home asks the catalog for trending products best sellers first; the public list's default
  // order (Today's Deals, then best sellers) is the nearest the preview can ask for.
  trending: () =>
    listQuery('trending', { limit: String(HOME_LISTS.trending.fetch), trending: 'true' }),
  deals: () =>
    listQuery('deals', {
      limit: String(HOME_LISTS.deals.fetch),
      sort: 'default',
      availability: 'all',
      deals: 'true',
    }),
  clearance: () =>
    listQuery('clearance', {
      limit: String(HOME_LISTS.clearance.fetch),
      sort: 'discount',
      availability: 'instock',
      minDiscount: '1',
    }),
};
