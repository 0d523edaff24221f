import type { Address, AddressBody } from '@propwash/domain/accounts/schemas';
import { apiRequest } from '#app/lib/api-client.ts';

export function listAddresses(signal?: AbortSignal) {
  return apiRequest<Address[]>('/addresses', { auth: true, signal });
}

export function createAddress(body: AddressBody) {
  return apiRequest<Address>('/addresses', {
    method: 'POST',
    body,
    auth: true,
    fallbackMessage: 'Failed to save address',
  });
}

export function updateAddress(id: string, body: AddressBody) {
  return apiRequest<Address>(`/addresses/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    auth: true,
    fallbackMessage: 'Failed to save address',
  });
}

export function deleteAddress(id: string) {
  return apiRequest<{ deleted: true }>(`/addresses/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
    fallbackMessage: 'Failed to delete address',
  });
}
