import type { BusinessBuyer } from '@propwash/domain/orders/business-buyer';
import type { CheckoutQuote } from '@propwash/domain/orders/schemas';
import type { PaymentMethodType } from '@propwash/domain/orders/status';
import type { ShippingMethod } from '@propwash/domain/shipping/shipping';
import type { StateName } from '@propwash/domain/shipping/states';
import { useState } from 'react';
import { storefrontErrorMessage } from '#app/lib/api-client.ts';
import { useApiData } from '#app/lib/use-api-data.ts';
import { fetchQuote } from '#app/storefront/features/checkout/checkout-api.ts';
import { defaultPaymentMethod } from '#app/storefront/features/checkout/checkout-rules.ts';

export interface QuotePair {
  standard: CheckoutQuote;
  /** Null when express cannot carry the cart (standard.expressUnavailable says why). */
  express: CheckoutQuote | null;
}

/** Both methods' quotes at once; express's refusal (400) is expected when standard says why. */
async function fetchQuotePair(
  body: {
    state: StateName;
    couponCode?: string;
    business?: BusinessBuyer;
    paymentMethod?: PaymentMethodType;
    phone?: string;
    pincode?: string;
  },
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

type Offer = Pick<CheckoutQuote, 'paymentMethods' | 'codUnavailable'>;

/**
 * The server's quote for the chosen state, coupon and business buyer, for both shipping methods
 * (the method picker shows each one's price and days). Null until a state is chosen. `cartKey`
 * refetches when the cart changes. The last quote stays on screen while the next one loads.
 * Express is null when goods that ship by surface only rule it out.
 *
 * The top-level figures are those of the way of paying in force (the COD fee or the prepaid
 * saving; `byPaymentMethod` has both: docs/decisions/cod-fee-and-prepaid-saving.md):
 * `paymentMethod`, the shopper's choice while the last quote offers it, else its default
 * (defaultPaymentMethod). The delivery phone and pincode, once typed, let the server say whether
 * cash on delivery is offered to them.
 */
export function useQuote(input: {
  state: string;
  couponCode: string | null;
  cartKey: string;
  business: BusinessBuyer | null;
  shippingMethod: ShippingMethod;
  chosenMethod: PaymentMethodType | null;
  contact: { phone?: string; pincode?: string };
}) {
  // What the last answer offered, per shipping method (express may pass the COD limit).
  const [offers, setOffers] = useState<Record<ShippingMethod, Offer> | null>(null);
  const offer = offers?.[input.shippingMethod] ?? offers?.standard ?? null;
  const paymentMethod = offer
    ? defaultPaymentMethod(input.chosenMethod, offer.paymentMethods, offer.codUnavailable)
    : input.chosenMethod;
  const key = input.state
    ? JSON.stringify([
        input.state,
        input.couponCode,
        input.cartKey,
        input.business,
        paymentMethod,
        input.contact,
      ])
    : null;
  const pair = useApiData(
    key,
    (signal) =>
      fetchQuotePair(
        {
          state: input.state as StateName,
          ...(input.couponCode ? { couponCode: input.couponCode } : {}),
          ...(input.business ? { business: input.business } : {}),
          ...(paymentMethod ? { paymentMethod } : {}),
          ...input.contact,
        },
        signal,
      ),
    {
      onData: (answer) =>
        setOffers({ standard: answer.standard, express: answer.express ?? answer.standard }),
    },
  );

  return {
    quotes: input.state ? (pair.data ?? null) : null,
    /** The way of paying the quotes' top-level figures are for (null: none chosen or offered). */
    paymentMethod,
    error:
      input.state && pair.error
        ? storefrontErrorMessage(pair.error, 'Could not price your order')
        : null,
    isLoading: pair.isLoading,
  };
}
