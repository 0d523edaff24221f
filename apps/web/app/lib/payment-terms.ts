import { rupeesToPaise, type Paise } from '@propwash/domain/money';
import type { StoreProfile } from '@propwash/domain/settings/store-profile';

/** The store profile's COD fee (null: COD off) and prepaid saving, in rupees. */
export type PaymentTerms = Pick<StoreProfile, 'codFee' | 'prepaidSaving'>;

/** The terms of a store profile, as a page's loader hands them on. */
export const paymentTermsOf = (profile: StoreProfile): PaymentTerms => ({
  codFee: profile.codFee,
  prepaidSaving: profile.prepaidSaving,
});

/**
 * What paying online saves on goods worth `goodsPaise` (after any coupon), and cash on
 * delivery's fee, in paise, so the product page and the cart say what checkout will charge
 * (docs/decisions/cod-fee-and-prepaid-saving.md). The saving is checkout's arithmetic
 * (prepaidSavingFor in packages/domain/src/pricing/quote.ts: percent half up to the paisa, capped;
 * fixed never more than the goods) written again here, so the catalogue pages do not load the
 * whole pricing module; payment-terms.test.ts holds the two together.
 */
export function paymentTermsFor(
  terms: PaymentTerms,
  goodsPaise: Paise,
): { savingPaise: Paise; codFeePaise: Paise } {
  const { type, percent, fixed, cap } = terms.prepaidSaving;
  let savingPaise = 0;
  if (goodsPaise > 0 && type === 'fixed') savingPaise = rupeesToPaise(fixed);
  if (goodsPaise > 0 && type === 'percent') {
    const bp = BigInt(Math.round(percent * 100));
    savingPaise = Number((2n * BigInt(goodsPaise) * bp + 10_000n) / 20_000n);
    if (cap !== null) savingPaise = Math.min(savingPaise, rupeesToPaise(cap));
  }
  savingPaise = Math.max(0, Math.min(savingPaise, goodsPaise));
  return { savingPaise, codFeePaise: terms.codFee === null ? 0 : rupeesToPaise(terms.codFee) };
}
