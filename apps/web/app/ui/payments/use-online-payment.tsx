import type { PaymentOrder } from '@propwash/domain/payments/schemas';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { notify } from '#app/lib/notify.ts';
import type { OnlineMethod } from '#app/lib/payments/online-methods.ts';
import type { OpenSimulator, PaymentResult, ProviderOutcome } from '#app/lib/payments/payment.ts';

// Paying is rare beside reading a page: the flow (lib/payments/payment.ts) and the simulator's
// modal load when the shopper pays, so neither weighs on the checkout's or the order page's
// first load (docs/decisions/storefront-js-budget-preact.md).
const SimulatorPayModal = lazy(() =>
  import('#app/ui/payments/simulator-pay-modal.tsx').then((m) => ({
    default: m.SimulatorPayModal,
  })),
);

interface OpenModal {
  paymentOrder: PaymentOrder;
  method: OnlineMethod;
  resolve: (outcome: ProviderOutcome) => void;
}

/**
 * Pays an existing order online (POST /api/payments/create-order → Razorpay's checkout or the
 * simulator's modal → verify): the amount the server says is due, the whole total of an online
 * order, the advance of a part-paid COD order or a COD order's pay-now total. Resolves with the
 * result; failures are toasted. `modal` must be rendered by the caller.
 */
export function useOnlinePayment(): {
  pay: (orderId: string, method: OnlineMethod) => Promise<PaymentResult>;
  isPaying: boolean;
  modal: ReactNode;
} {
  const [isPaying, setIsPaying] = useState(false);
  const [open, setOpen] = useState<OpenModal | null>(null);

  const openSimulator: OpenSimulator = (paymentOrder, method) =>
    new Promise((resolve) => setOpen({ paymentOrder, method, resolve }));

  async function pay(orderId: string, method: OnlineMethod): Promise<PaymentResult> {
    setIsPaying(true);
    try {
      const { payOrder } = await import('#app/lib/payments/payment.ts');
      return await payOrder({ orderId, method, openSimulator });
    } catch {
      // The flow's own module did not load (a dropped connection): nothing was charged.
      notify.error('Could not start the payment');
      return { status: 'failed' };
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
