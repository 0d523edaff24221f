import type { PaymentOrder, SimulatorResult } from '@propwash/domain/payments/schemas';
import { apiRequest, ApiError } from '#app/lib/api-client.ts';
import { notify } from '#app/lib/notify.ts';
import type { OnlineMethod } from '#app/lib/payments/online-methods.ts';

/**
 * Online payment for an order that exists already (docs/decisions/integrations-and-local-stand-ins.md): a provider order per
 * attempt, the provider's checkout (Razorpay's checkout.js, or our simulator's modal), then our
 * server verifies the signature. The order stays pending and payable until that succeeds.
 * Loaded only when a shopper pays (ui/payments/use-online-payment.tsx imports it on demand).
 */

/** What the provider's checkout handed back. */
export type ProviderOutcome =
  | {
      kind: 'success';
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    }
  | { kind: 'failure'; reason: string }
  | { kind: 'dismissed' };

/** Shows the simulator's pay modal and resolves with the shopper's choice. */
export type OpenSimulator = (
  paymentOrder: PaymentOrder,
  method: OnlineMethod,
) => Promise<ProviderOutcome>;

export type PaymentResult = { status: 'paid' } | { status: 'failed' } | { status: 'cancelled' };

export function createPaymentOrder(orderId: string) {
  return apiRequest<PaymentOrder>('/payments/create-order', {
    method: 'POST',
    body: { orderId },
    auth: true,
    fallbackMessage: 'Could not start the payment',
  });
}

/** The simulator's Success / Failure buttons: the server signs a success like Razorpay would. */
export async function completeSimulatorPayment(
  providerOrderId: string,
  outcome: 'success' | 'failure',
  method: OnlineMethod,
): Promise<ProviderOutcome> {
  const result = await apiRequest<SimulatorResult>('/payments/simulator/complete', {
    method: 'POST',
    body: { providerOrderId, outcome, method },
    auth: true,
    fallbackMessage: 'Payment failed',
  });
  if (result.outcome === 'success') {
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = result;
    return { kind: 'success', razorpay_order_id, razorpay_payment_id, razorpay_signature };
  }
  return { kind: 'failure', reason: result.error.description || 'Payment failed' };
}

// --- Razorpay checkout.js, loaded only when a shopper pays ---

interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  handler: (response: {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  }) => void;
  modal: { ondismiss: () => void };
}
interface RazorpayInstance {
  open(): void;
  on(
    event: 'payment.failed',
    handler: (response: { error?: { description?: string } }) => void,
  ): void;
}
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

let sdk: Promise<RazorpayConstructor> | null = null;

function loadRazorpay(url: string): Promise<RazorpayConstructor> {
  const loaded = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (loaded) return Promise.resolve(loaded);
  sdk ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    // The page's CSP nonce (readable as a property only) lets this script run under script-src.
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    script.onload = () => {
      const Razorpay = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (Razorpay) resolve(Razorpay);
      else reject(new Error('Razorpay missing'));
    };
    script.onerror = () => reject(new Error('Razorpay failed to load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    sdk = null;
    throw error;
  });
  return sdk;
}

async function openRazorpay(po: PaymentOrder): Promise<ProviderOutcome | 'sdk-failed'> {
  let Razorpay: RazorpayConstructor;
  try {
    Razorpay = await loadRazorpay(
      po.checkoutScriptUrl ?? 'https://checkout.razorpay.com/v1/checkout.js',
    );
  } catch {
    return 'sdk-failed';
  }
  return new Promise<ProviderOutcome>((resolve) => {
    // Razorpay lets the shopper retry inside its modal after a failure; the attempt ends on close.
    let lastFailure: string | null = null;
    const rzp = new Razorpay({
      key: po.keyId,
      order_id: po.id,
      amount: po.amount,
      currency: 'INR',
      name: po.name || 'Propwash',
      description: `Order ${po.orderNumber}`,
      prefill: { name: po.name, email: po.email, contact: po.phone },
      handler: (response) => resolve({ kind: 'success', ...response }),
      modal: {
        ondismiss: () =>
          resolve(lastFailure ? { kind: 'failure', reason: lastFailure } : { kind: 'dismissed' }),
      },
    });
    rzp.on('payment.failed', (response) => {
      lastFailure = response.error?.description || 'Payment failed';
    });
    rzp.open();
  });
}

function reportFailure(orderId: string, providerOrderId: string, reason: string) {
  apiRequest('/payments/failed', {
    method: 'POST',
    body: { orderId, razorpay_order_id: providerOrderId, reason: reason.slice(0, 300) },
    auth: true,
  }).catch((error: unknown) => console.error('Could not record the failed payment', error));
}

/**
 * Pays an existing pending order online: toasts 'Payment failed' and the like, and resolves with
 * 'paid' once the server verified the signature, else 'failed' / 'cancelled' (the order stays
 * pending and payable from its page).
 */
export async function payOrder(input: {
  orderId: string;
  method: OnlineMethod;
  openSimulator: OpenSimulator;
}): Promise<PaymentResult> {
  let po: PaymentOrder;
  try {
    po = await createPaymentOrder(input.orderId);
  } catch (error) {
    notify.error(error instanceof ApiError ? error.message : 'Could not start the payment');
    return { status: 'failed' };
  }

  const outcome =
    po.provider === 'simulator'
      ? await input.openSimulator(po, input.method)
      : await openRazorpay(po);

  if (outcome === 'sdk-failed') {
    notify.error("the payment provider's SDK failed to load");
    return { status: 'failed' };
  }
  if (outcome.kind === 'dismissed') {
    reportFailure(input.orderId, po.id, 'Cancelled by customer');
    return { status: 'cancelled' };
  }
  if (outcome.kind === 'failure') {
    notify.error('Payment failed');
    reportFailure(input.orderId, po.id, outcome.reason);
    return { status: 'failed' };
  }
  try {
    await apiRequest<unknown>('/payments/verify', {
      method: 'POST',
      body: {
        orderId: input.orderId,
        razorpay_order_id: outcome.razorpay_order_id,
        razorpay_payment_id: outcome.razorpay_payment_id,
        razorpay_signature: outcome.razorpay_signature,
      },
      auth: true,
      fallbackMessage: 'Payment verification failed',
    });
    return { status: 'paid' };
  } catch {
    notify.error('Payment verification failed');
    return { status: 'failed' };
  }
}
