import { AppError } from '../../../platform/app-error.ts';
import type {
  PaymentProvider,
  ProviderOrder,
  ProviderPayment,
  ProviderPaymentStatus,
  ProviderRefund,
} from './providers.contract.ts';

const HTTP_TIMEOUT_MS = 10_000;

const unavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'The payment provider is not responding. Please try again.');

/** Razorpay answered 4xx: the request itself was refused (e.g. a refund beyond the captured amount). */
export class ProviderRefusedError extends AppError {
  constructor(
    readonly providerCode: string,
    readonly description: string,
  ) {
    super('PAYMENT_FAILED', description || 'The payment provider refused the request');
    this.name = 'ProviderRefusedError';
  }
}

type RazorpayOptions = {
  keyId: string;
  keySecret: string;
  /** Origin of the API, e.g. https://api.razorpay.com (paths add /v1). */
  apiUrl: string;
  checkoutUrl: string;
  fetch?: typeof fetch;
};

const knownStatuses: ProviderPaymentStatus[] = [
  'created',
  'authorized',
  'captured',
  'refunded',
  'failed',
];

/** Razorpay's Orders API over HTTPS with basic auth (key id : key secret); no SDK. */
export function createRazorpayProvider(opts: RazorpayOptions): PaymentProvider {
  const fetchImpl = opts.fetch ?? fetch;
  const auth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetchImpl(`${opts.apiUrl}/v1${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
    } catch {
      throw unavailable();
    }
    const text = await res.text().catch(() => '');
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    // 401 means our keys are wrong: the shop's problem, not the shopper's request.
    if (res.status >= 400 && res.status < 500 && res.status !== 401) {
      const error = (json as { error?: { code?: string; description?: string } } | null)?.error;
      throw new ProviderRefusedError(error?.code ?? 'BAD_REQUEST_ERROR', error?.description ?? '');
    }
    if (!res.ok || json === null || typeof json !== 'object') throw unavailable();
    return json as T;
  }

  return {
    name: 'razorpay',
    keyId: opts.keyId,
    checkoutScriptUrl: opts.checkoutUrl,
    signatureSecret: opts.keySecret,

    async createOrder({ amountPaise, receipt, notes }): Promise<ProviderOrder> {
      const order = await call<{ id?: unknown; amount?: unknown; currency?: unknown }>(
        'POST',
        '/orders',
        { amount: amountPaise, currency: 'INR', receipt, notes },
      );
      if (typeof order.id !== 'string' || order.amount !== amountPaise) throw unavailable();
      return { id: order.id, amount: amountPaise, currency: 'INR' };
    },

    async fetchOrderPayments(providerOrderId): Promise<ProviderPayment[]> {
      const list = await call<{ items?: unknown }>(
        'GET',
        `/orders/${encodeURIComponent(providerOrderId)}/payments`,
      );
      if (!Array.isArray(list.items)) throw unavailable();
      return (list.items as Record<string, unknown>[]).flatMap((p) =>
        typeof p.id === 'string' && typeof p.amount === 'number'
          ? [
              {
                id: p.id,
                amount: p.amount,
                status: knownStatuses.includes(p.status as ProviderPaymentStatus)
                  ? (p.status as ProviderPaymentStatus)
                  : 'failed',
                method: typeof p.method === 'string' ? p.method : null,
              },
            ]
          : [],
      );
    },

    async refund(paymentId, amountPaise): Promise<ProviderRefund> {
      const refund = await call<{ id?: unknown; status?: unknown }>(
        'POST',
        `/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise },
      );
      if (typeof refund.id !== 'string') throw unavailable();
      return {
        id: refund.id,
        status: typeof refund.status === 'string' ? refund.status : 'pending',
      };
    },
  };
}
