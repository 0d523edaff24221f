import type { BusinessBuyer } from '@propwash/domain/orders/business-buyer';
import type { CheckoutQuote } from '@propwash/domain/orders/schemas';
import type { StateName } from '@propwash/domain/shipping/states';
import { storefrontErrorMessage } from '#app/lib/api-client.ts';
import { useApiData } from '#app/lib/use-api-data.ts';
import { fetchQuote } from '#app/storefront/features/checkout/checkout-api.ts';

export interface QuotePair {
  standard: CheckoutQuote;
  /** Null when express cannot carry the cart (standard.expressUnavailable says why). */
  express: CheckoutQuote | null;
}

/** Both methods' quotes at once; express's refusal (400) is expected when standard says why. */
async function fetchQuotePair(
  body: { state: StateName; couponCode?: string; business?: BusinessBuyer },
  signal: AbortSignal,
): Promise<QuotePair> {
  const express = fetchQuote({ ...body, shippingMethod: 'express' }, signal).then(
    (quote) => ({ quote }),
    (error: unknown) => ({ error }),
  );
  const [standard, expressAnswer] = await Promise.all([
    fetchQuote({ ...body, shippingMethod: 'standard' }, signal),
    express,
  ]);
  if (standard.expressUnavailable) return { standard, express: null };
  if ('error' in expressAnswer) throw expressAnswer.error;
  return { standard, express: expressAnswer.quote };
}

/**
 * The server's quote for the chosen state, coupon and business buyer, for both shipping methods
 * (the method picker shows each one's price and days). Null until a state is chosen. `cartKey`
 * refetches when the cart changes. The last quote stays on screen while the next one loads.
 * Express is null when goods that ship by surface only rule it out.
 */
export function useQuote(input: {
  state: string;
  couponCode: string | null;
  cartKey: string;
  business: BusinessBuyer | null;
}) {
  const key = input.state
    ? JSON.stringify([input.state, input.couponCode, input.cartKey, input.business])
    : null;
  const pair = useApiData(key, (signal) =>
    fetchQuotePair(
      {
        state: input.state as StateName,
        ...(input.couponCode ? { couponCode: input.couponCode } : {}),
        ...(input.business ? { business: input.business } : {}),
      },
      signal,
    ),
  );

  return {
    quotes: input.state ? (pair.data ?? null) : null,
    error:
      input.state && pair.error
        ? storefrontErrorMessage(pair.error, 'Could not price your order')
        : null,
    isLoading: pair.isLoading,
  };
}
