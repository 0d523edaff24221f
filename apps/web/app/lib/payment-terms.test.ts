import { describe, expect, it } from 'vitest';
import { rupeesToPaise } from '@propwash/domain/money';
import { prepaidSavingFor } from '@propwash/domain/pricing/quote';
import { paymentTermsFor, type PaymentTerms } from '#app/lib/payment-terms.ts';

const terms = (prepaidSaving: PaymentTerms['prepaidSaving'], codFee: number | null = 49) => ({
  codFee,
  prepaidSaving,
});

describe('paymentTermsFor', () => {
  it('says what checkout takes off for paying online, for any price', () => {
    const rules: PaymentTerms['prepaidSaving'][] = [
      { type: 'percent', percent: 5, fixed: 0, cap: null },
      { type: 'percent', percent: 2.5, fixed: 0, cap: 100 },
      { type: 'percent', percent: 12.35, fixed: 0, cap: null },
      { type: 'fixed', percent: 0, fixed: 250, cap: null },
      { type: 'none', percent: 5, fixed: 100, cap: null },
    ];
    for (const rule of rules) {
      for (const goods of [0, 1, 99, 4_999, 6_999, 7_349.5, 12_345.67, 99_999]) {
        const goodsPaise = rupeesToPaise(goods);
        const checkout = prepaidSavingFor(
          {
            type: rule.type,
            percent: rule.percent,
            fixedPaise: rupeesToPaise(rule.fixed),
            capPaise: rule.cap === null ? null : rupeesToPaise(rule.cap),
          },
          goodsPaise,
        );
        expect(paymentTermsFor(terms(rule), goodsPaise).savingPaise, `${rule.type} ${goods}`).toBe(
          checkout,
        );
      }
    }
  });

  it('5% of ₹6,999 is ₹349.95; a cap and a fixed amount never pass the goods', () => {
    const percent = terms({ type: 'percent', percent: 5, fixed: 0, cap: null });
    expect(paymentTermsFor(percent, 699_900).savingPaise).toBe(34_995);
    const capped = terms({ type: 'percent', percent: 5, fixed: 0, cap: 200 });
    expect(paymentTermsFor(capped, 699_900).savingPaise).toBe(20_000);
    const fixed = terms({ type: 'fixed', percent: 0, fixed: 250, cap: null });
    expect(paymentTermsFor(fixed, 19_900).savingPaise).toBe(19_900);
  });

  it('gives the COD fee in paise, none when cash on delivery is off', () => {
    const none = { type: 'none', percent: 0, fixed: 0, cap: null } as const;
    expect(paymentTermsFor(terms(none, 49), 100_000)).toEqual({
      savingPaise: 0,
      codFeePaise: 4_900,
    });
    expect(paymentTermsFor(terms(none, null), 100_000).codFeePaise).toBe(0);
  });
});
