import type { Order } from '@propwash/domain/orders/schemas';
import type { PaymentOrder } from '@propwash/domain/payments/schemas';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '#app/lib/notify.ts';
import { paths } from '#app/lib/paths.ts';
import { refreshCart } from '#app/lib/cart/cart-store.ts';
import {
  payOrder,
  type OnlineMethod,
  type OpenSimulator,
  type PaymentResult,
  type ProviderOutcome,
} from '#app/storefront/features/checkout/payment.ts';
import { placedOrderHref } from '#app/lib/orders/order-links.ts';
import { reserveOrderUpdatesPrompt } from '#app/lib/orders/order-updates-prompt.ts';

// The simulator's modal is only needed once a shopper pays online: its own chunk.
const SimulatorPayModal = lazy(() =>
  import('#app/storefront/features/checkout/simulator-pay-modal.tsx').then((m) => ({
    default: m.SimulatorPayModal,
  })),
);

interface OpenModal {
  paymentOrder: PaymentOrder;
  method: OnlineMethod;
  resolve: (outcome: ProviderOutcome) => void;
}

/** The page that retries the payment of an existing order. */
export function payAgainPath(orderId: string) {
  return paths.checkout({ pay: orderId });
}

/**
 * Pays an order online and then: paid → the order's confirmation page (cart refreshed); failed or
 * cancelled → the order's pay-again page (it stays pending and payable). Renders the simulator's
 * modal when the shop runs on the built-in payment simulator.
 */
export function usePayOrder(): {
  pay: (order: Pick<Order, 'id' | 'orderNumber'>, method: OnlineMethod) => Promise<PaymentResult>;
  isPaying: boolean;
  modal: ReactNode;
} {
  const navigate = useNavigate();
  const [isPaying, setIsPaying] = useState(false);
  const [open, setOpen] = useState<OpenModal | null>(null);

  const openSimulator: OpenSimulator = (paymentOrder, method) =>
    new Promise((resolve) => setOpen({ paymentOrder, method, resolve }));

  async function pay(order: Pick<Order, 'id' | 'orderNumber'>, method: OnlineMethod) {
    setIsPaying(true);
    try {
      const result = await payOrder({ orderId: order.id, method, openSimulator });
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

  const modal = open && (
    <Suspense fallback={null}>
      <SimulatorPayModal
        paymentOrder={open.paymentOrder}
        method={open.method}
        onDone={(outcome) => {
          setOpen(null);
          open.resolve(outcome);
        }}
      />
    </Suspense>
  );

  return { pay, isPaying, modal };
}
