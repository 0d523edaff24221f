import type { AdminPaymentMethod, PaymentMethodBody } from '@propwash/domain/payments/schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api-client.ts';
import { adminGet } from '#app/admin/ui/admin-query.ts';

export const paymentMethodsKeys = { all: ['admin-payment-methods'] as const };

export function paymentMethodsQueryOptions() {
  return queryOptions({
    queryKey: paymentMethodsKeys.all,
    queryFn: adminGet<AdminPaymentMethod[]>(
      '/payment-methods/all',
      'Failed to load payment methods',
    ),
  });
}

export const savePaymentMethod = (id: string | null, body: PaymentMethodBody) =>
  apiRequest<AdminPaymentMethod>(id ? `/payment-methods/${id}` : '/payment-methods', {
    method: id ? 'PUT' : 'POST',
    body,
    auth: true,
    fallbackMessage: 'Operation failed',
  });

export const deletePaymentMethod = (id: string) =>
  apiRequest<unknown>(`/payment-methods/${id}`, {
    method: 'DELETE',
    auth: true,
    fallbackMessage: 'Operation failed',
  });
