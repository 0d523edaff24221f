import type { CheckoutQuote } from '@propwash/domain/orders/schemas';
import type { StateName } from '@propwash/domain/shipping/states';
import { useEffect, useState } from 'react';
import { storefrontErrorMessage } from '#app/lib/api-client.ts';
import { fetchQuote } from '#app/storefront/features/checkout/checkout-api.ts';

export interface QuotePair {
  standard: CheckoutQuote;
  /** Null when express cannot carry the cart (standard.expressUnavailable says why). */
  express: CheckoutQuote | null;
}

interface QuoteState {
  key: string;
  quotes: QuotePair | null;
  error: string | null;
}

/**
 * The server's quote for the chosen state and coupon, for both shipping methods (the method picker
 * shows each one's price and days). Null until a state is chosen. `cartKey` refetches when the cart
 * changes. The last quote stays on screen while the next one loads. Express is null when goods
 * that ship by surface only rule it out.
 */
export function useQuote(input: { state: string; couponCode: string | null; cartKey: string }) {
  const key = JSON.stringify([input.state, input.couponCode, input.cartKey]);
  const [result, setResult] = useState<QuoteState>({ key: '', quotes: null, error: null });

  useEffect(() => {
    if (!input.state) return;
    const controller = new AbortController();
    const body = {
      state: input.state as StateName,
      ...(input.couponCode ? { couponCode: input.couponCode } : {}),
    };
    // Both at once; express's refusal (400) is expected when the standard quote says why.
    const express = fetchQuote({ ...body, shippingMethod: 'express' }, controller.signal).then(
      (quote) => ({ quote }),
      (error: unknown) => ({ error }),
    );
    Promise.all([fetchQuote({ ...body, shippingMethod: 'standard' }, controller.signal), express])
      .then(([standard, expressAnswer]): QuotePair => {
        if (standard.expressUnavailable) return { standard, express: null };
        if ('error' in expressAnswer) throw expressAnswer.error;
        return { standard, express: expressAnswer.quote };
      })
      .then(
        (quotes) => setResult({ key, quotes, error: null }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setResult((prev) => ({
            key,
            quotes: prev.quotes,
            error: storefrontErrorMessage(error, 'Could not price your order'),
          }));
        },
      );
    return () => controller.abort();
  }, [key, input.state, input.couponCode]);

  return {
    quotes: input.state ? result.quotes : null,
    error: input.state ? result.error : null,
    isLoading: Boolean(input.state) && result.key !== key,
  };
}
