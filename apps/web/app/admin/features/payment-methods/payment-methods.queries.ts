import type { AdminPaymentMethod, PaymentMethodBody } from '@propwash/domain/payments/schemas';
import { queryOptions } from '@tanstack/react-query';

import { adminGet, adminSave, adminDelete } from '#app/admin/ui/admin-query.ts';

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
  adminSave<AdminPaymentMethod>('/payment-methods', id, body, 'Operation failed');

export const deletePaymentMethod = (id: string) =>
  adminDelete('/payment-methods', id, 'Operation failed');
