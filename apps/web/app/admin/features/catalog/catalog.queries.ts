import type {
  CreateProductBody,
  UpdateProductBody,
  UploadedImages,
} from '@propwash/domain/catalog/admin-schemas';
import type {
  AdminCategory,
  CreateCategoryBody,
  UpdateCategoryBody,
} from '@propwash/domain/catalog/admin-category-schemas';
import type {
  AdminProduct,
  AdminProductList,
  AdminProductListQuery,
} from '@propwash/domain/catalog/admin-read-schemas';
import type { Attribute, AttributeInput } from '@propwash/domain/catalog/specs';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '#app/lib/api-client.ts';
import { expireSession, getToken } from '#app/lib/auth-store.ts';
import { adminGet, adminPageQuery, adminSave, adminDelete } from '#app/admin/ui/admin-query.ts';

export type ProductListParams = Partial<AdminProductListQuery>;

export const productKeys = {
  all: ['admin-products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productKeys.lists(), params] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  featuredCount: () => [...productKeys.all, 'featured-count'] as const,
};

export const categoryKeys = {
  all: ['admin-categories'] as const,
};

export const attributeKeys = {
  all: ['admin-attributes'] as const,
};

function toSearch(params: ProductListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && value !== null) search.set(key, String(value));
  }
  return search.toString();
}

export function productListQueryOptions(params: ProductListParams) {
  return adminPageQuery<AdminProductList>(
    productKeys.list(params),
    `/products/admin/all?${toSearch(params)}`,
    'Failed to fetch products',
  );
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: adminGet<AdminProduct>(`/products/admin/${id}`, 'Failed to fetch products'),
  });
}

export function featuredCountQueryOptions() {
  return queryOptions({
    queryKey: productKeys.featuredCount(),
    queryFn: ({ signal }) =>
      apiRequest<{ count: number }>('/products/admin/featured-count', { auth: true, signal }),
  });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: categoryKeys.all,
    queryFn: adminGet<AdminCategory[]>('/categories/all', 'Failed to load categories'),
    staleTime: 30_000,
  });
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateProductBody | UpdateProductBody }) =>
      adminSave<AdminProduct>('/products', id, body, 'Failed to save product'),
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    },
  });
}

/** A partial PUT used by the switches (featured, trending) on the deals screens. */
export function useToggleProductFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      flag,
      value,
    }: {
      id: string;
      flag: 'featured' | 'trending';
      value: boolean;
    }) =>
      apiRequest<AdminProduct>(`/products/${id}`, {
        method: 'PUT',
        body: { [flag]: value },
        auth: true,
        fallbackMessage: 'Failed to update product',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminDelete<{ message: string }>('/products', id, 'Failed to delete product'),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    },
  });
}

export function useSaveFeaturedCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (count: number) =>
      apiRequest<{ count: number }>('/products/admin/featured-count', {
        method: 'PUT',
        body: { count },
        auth: true,
        fallbackMessage: 'Failed to update product',
      }),
    onSuccess: (data) => queryClient.setQueryData(productKeys.featuredCount(), data),
  });
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateCategoryBody | UpdateCategoryBody }) =>
      adminSave<AdminCategory>('/categories', id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminDelete<{ message: string }>('/categories', id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

/** Every specification attribute of the shop (GET /api/admin/attributes), by name. */
export function attributesQueryOptions() {
  return queryOptions({
    queryKey: attributeKeys.all,
    queryFn: async ({ signal }) => {
      const data = await apiRequest<{ attributes: Attribute[] }>('/admin/attributes', {
        auth: true,
        signal,
        fallbackMessage: 'Failed to load specifications',
      });
      return data.attributes;
    },
    staleTime: 30_000,
  });
}

export function useSaveAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AttributeInput }) =>
      adminSave<Attribute>('/admin/attributes', id, body, 'Failed to save the specification'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attributeKeys.all }),
  });
}

/**
 * DELETE /api/admin/attributes/:id; a 409 (products carry values of it) unless `force`, which
 * removes those values too. Its answer is empty (204).
 */
export function useDeleteAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, force }: { id: string; force: boolean }) => {
      try {
        await apiRequest<unknown>(`/admin/attributes/${id}${force ? '?force=true' : ''}`, {
          method: 'DELETE',
          auth: true,
          fallbackMessage: 'Failed to delete the specification',
        });
      } catch (error) {
        // apiRequest expects the JSON envelope; a 204 has no body, and is the success.
        if (!(error instanceof ApiError && error.status === 204)) throw error;
      }
    },
    onSuccess: (_, { force }) => {
      void queryClient.invalidateQueries({ queryKey: attributeKeys.all });
      // Forced: products lost their values of it.
      if (force) void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}

/**
 * POST /api/upload/multiple with upload progress (fetch cannot report it, XMLHttpRequest can).
 * `onProgress` gets 0..1.
 */
export function uploadImages(
  files: File[],
  onProgress: (fraction: number) => void,
): Promise<UploadedImages> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append('images', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload/multiple');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(new ApiError('Could not reach the shop. Check your connection and try again.', 0));
    xhr.onload = () => {
      const body = xhr.response as {
        success?: boolean;
        data?: UploadedImages;
        error?: { message?: string; type?: string };
      } | null;
      if (xhr.status === 200 && body?.success && body.data) return resolve(body.data);
      if (xhr.status === 401) expireSession();
      reject(
        new ApiError(body?.error?.message || 'Upload failed', xhr.status, body?.error?.type, body),
      );
    };
    xhr.send(form);
  });
}
