import type { Order } from '@propwash/domain/orders/schemas';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '#app/lib/notify.ts';
import { paths } from '#app/lib/paths.ts';
import { refreshCart } from '#app/lib/cart/cart-store.ts';
import type { OnlineMethod } from '#app/lib/payments/online-methods.ts';
import type { PaymentResult } from '#app/lib/payments/payment.ts';
import { useOnlinePayment } from '#app/ui/payments/use-online-payment.tsx';
import { placedOrderHref } from '#app/lib/orders/order-links.ts';
import { reserveOrderUpdatesPrompt } from '#app/lib/orders/order-updates-prompt.ts';

/** The page that retries the payment of an existing order. */
export function payAgainPath(orderId: string) {
  return paths.checkout({ pay: orderId });
}

/**
 * Pays an order online (its whole total, or the advance of a part-paid cash-on-delivery order)
 * and then: paid → the order's confirmation page (cart refreshed); failed or cancelled → the
 * order's pay-again page (it stays pending and payable). Renders the simulator's modal when the
 * shop runs on the built-in payment simulator.
 */
export function usePayOrder(): {
  pay: (order: Pick<Order, 'id' | 'orderNumber'>, method: OnlineMethod) => Promise<PaymentResult>;
  isPaying: boolean;
  modal: ReactNode;
} {
  const navigate = useNavigate();
  const online = useOnlinePayment();
  // Until the next page shows (the checkout must not flash "empty cart" in between).
  const [isPaying, setIsPaying] = useState(false);

  async function pay(order: Pick<Order, 'id' | 'orderNumber'>, method: OnlineMethod) {
    setIsPaying(true);
    try {
      const result = await online.pay(order.id, method);
      // The order took the cart's lines when it was placed: the badge and store follow.
      void refreshCart();
      if (result.status === 'paid') {
        notify.success('Payment successful! Your order is confirmed.');
        reserveOrderUpdatesPrompt();
        await navigate(placedOrderHref(order.orderNumber), { replace: true });
      } else {
        await navigate(payAgainPath(order.id), { replace: true });
      }
      return result;
    } finally {
      setIsPaying(false);
    }
  }

  return { pay, isPaying, modal: online.modal };
}
