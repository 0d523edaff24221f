import type { AdminProduct, AdminProductList } from '@propwash/domain/catalog/admin-schemas';
import type { HomeDesign, HomeDesignBody } from '@propwash/domain/content/schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api-client.ts';

export const homeDesignKeys = {
  all: ['admin-home-design'] as const,
  design: () => [...homeDesignKeys.all, 'design'] as const,
  search: (search: string) => [...homeDesignKeys.all, 'product-search', search] as const,
  product: (id: string) => [...homeDesignKeys.all, 'product', id] as const,
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
    queryFn: ({ signal }) =>
      apiRequest<AdminProductList>(`/products/admin/all?${query}`, {
        auth: true,
        signal,
        fallbackMessage: 'Failed to fetch products',
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** A picked product's name and photo (picks saved earlier are only ids). */
export function pickedProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: homeDesignKeys.product(id),
    queryFn: ({ signal }) =>
      apiRequest<AdminProduct>(`/products/admin/${id}`, {
        auth: true,
        signal,
        fallbackMessage: 'Failed to fetch products',
      }),
    staleTime: 60_000,
    retry: false,
  });
}

/** POST /upload/single (multipart field image); answers the stored WebP's URL. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const { url } = await apiRequest<{ url: string }>('/upload/single', {
    method: 'POST',
    body: form,
    auth: true,
    fallbackMessage: 'Upload failed',
  });
  return url;
}
