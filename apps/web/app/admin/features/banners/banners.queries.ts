import type { Banner, BannerBody } from '@propwash/domain/content/schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api-client.ts';
import { adminGet } from '#app/admin/ui/admin-query.ts';

export const bannersKeys = { all: ['admin-banners'] as const };

export function bannersQueryOptions() {
  return queryOptions({
    queryKey: bannersKeys.all,
    queryFn: adminGet<Banner[]>('/banners/all', 'Failed to load banners'),
  });
}

export const saveBanner = (id: string | null, body: BannerBody) =>
  apiRequest<Banner>(id ? `/banners/${id}` : '/banners', {
    method: id ? 'PUT' : 'POST',
    body,
    auth: true,
    fallbackMessage: 'Failed to save',
  });

export const deleteBanner = (id: string) =>
  apiRequest<unknown>(`/banners/${id}`, {
    method: 'DELETE',
    auth: true,
    fallbackMessage: 'Failed to delete',
  });
