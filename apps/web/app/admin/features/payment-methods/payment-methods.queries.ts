import type { AdminPaymentMethod, PaymentMethodBody } from '@propwash/domain/payments/schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api-client.ts';

export const paymentMethodsKeys = { all: ['admin-payment-methods'] as const };

export function paymentMethodsQueryOptions() {
  return queryOptions({
    queryKey: paymentMethodsKeys.all,
    queryFn: ({ signal }) =>
      apiRequest<AdminPaymentMethod[]>('/payment-methods/all', {
        auth: true,
        signal,
        fallbackMessage: 'Failed to load payment methods',
      }),
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
