import type { Banner, BannerBody } from '@propwash/domain/content/schemas';
import { queryOptions } from '@tanstack/react-query';

import { adminGet, adminSave, adminDelete } from '#app/admin/ui/admin-query.ts';

export const bannersKeys = { all: ['admin-banners'] as const };

export function bannersQueryOptions() {
  return queryOptions({
    queryKey: bannersKeys.all,
    queryFn: adminGet<Banner[]>('/banners/all', 'Failed to load banners'),
  });
}

export const saveBanner = (id: string | null, body: BannerBody) =>
  adminSave<Banner>('/banners', id, body);

export const deleteBanner = (id: string) => adminDelete('/banners', id);
