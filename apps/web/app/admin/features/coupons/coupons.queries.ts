import type {
  AdminCoupon,
  CouponList,
  CouponStatusFilter,
  CouponUsage,
  CreateCouponBody,
  UpdateCouponBody,
} from '@propwash/domain/coupons/admin-schemas';

import { adminPageQuery, adminSave, adminDelete } from '#app/admin/ui/admin-query.ts';

export interface CouponFilters {
  page: number;
  search: string;
  status: CouponStatusFilter;
}

export const PAGE_SIZE = 20;
export const USAGE_PAGE_SIZE = 10;

export const couponsKeys = {
  all: ['admin-coupons'] as const,
  list: (filters: CouponFilters) => [...couponsKeys.all, 'list', filters] as const,
  usage: (id: string, page: number) => [...couponsKeys.all, 'usage', id, page] as const,
};

export function couponsQueryOptions(filters: CouponFilters) {
  const q = new URLSearchParams({ page: String(filters.page), limit: String(PAGE_SIZE) });
  if (filters.search.trim()) q.set('search', filters.search.trim());
  if (filters.status !== 'all') q.set('status', filters.status);
  return adminPageQuery<CouponList>(
    couponsKeys.list(filters),
    `/coupons?${q}`,
    'Failed to load coupons',
  );
}

export function couponUsageQueryOptions(id: string, page: number) {
  return adminPageQuery<CouponUsage>(
    couponsKeys.usage(id, page),
    `/coupons/${id}/usage?page=${page}&limit=${USAGE_PAGE_SIZE}`,
    'Failed to load coupon usage',
  );
}

export const saveCoupon = (id: string | null, body: CreateCouponBody | UpdateCouponBody) =>
  adminSave<AdminCoupon>('/coupons', id, body);

export const deleteCoupon = (id: string) => adminDelete('/coupons', id);
