import type { PaymentMethodType } from '@propwash/domain/orders/status';

/** Each payment method by the name the owner reads (settings, payment methods, history). */
export const methodLabel: Record<PaymentMethodType, string> = {
  cod: 'Cash on delivery',
  card: 'Card',
  upi: 'UPI',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  emi: 'EMI',
};
