import type {
  AdminUser,
  AdminUserList,
  CreateUserBody,
  Role,
  UpdateUserBody,
} from '@propwash/domain/accounts/schemas';
import type { AdminEraseBody, ErasureResult } from '@propwash/domain/privacy/my-data';
import { apiRequest } from '#app/lib/api-client.ts';
import { adminPageQuery } from '#app/admin/ui/admin-query.ts';

export interface UserFilters {
  page: number;
  search: string;
  role: '' | Role;
  status: '' | AdminUser['status'];
}

export const PAGE_SIZE = 20;

export const usersKeys = {
  all: ['admin-users'] as const,
  list: (filters: UserFilters) => [...usersKeys.all, filters] as const,
};

function listPath(f: UserFilters): string {
  const q = new URLSearchParams({ page: String(f.page), limit: String(PAGE_SIZE) });
  if (f.search.trim()) q.set('search', f.search.trim());
  if (f.role) q.set('role', f.role);
  if (f.status) q.set('status', f.status);
  return `/auth/users?${q}`;
}

export function usersQueryOptions(filters: UserFilters) {
  return adminPageQuery<AdminUserList>(
    usersKeys.list(filters),
    listPath(filters),
    'Failed to load users',
  );
}

// Each call below throws ApiError with the server's message (read as in lib/api-client.ts's
// messageFrom, 'Operation failed' last); the screen shows it in a toast.
const write = { auth: true, fallbackMessage: 'Operation failed' } as const;

export const createUser = (body: CreateUserBody) =>
  apiRequest<AdminUser>('/auth/users', { ...write, method: 'POST', body });

export const updateUser = (id: string, body: UpdateUserBody) =>
  apiRequest<AdminUser>(`/auth/users/${id}`, { ...write, method: 'PUT', body });

export const setUserStatus = (id: string, status: AdminUser['status']) =>
  apiRequest<AdminUser>(`/auth/users/${id}/status`, { ...write, method: 'PUT', body: { status } });

export const setUserRole = (id: string, role: Role) =>
  apiRequest<unknown>(`/auth/users/${id}/role`, { ...write, method: 'PUT', body: { role } });

export const deleteUser = (id: string) =>
  apiRequest<unknown>(`/auth/users/${id}`, { ...write, method: 'DELETE' });

/** Erases a customer's personal data (docs/decisions/data-export-and-erasure.md); 409 while an order is open. */
export const eraseUser = (id: string, body: AdminEraseBody) =>
  apiRequest<ErasureResult>(`/auth/users/${id}/erase`, { ...write, method: 'POST', body });
