import { describe, expect, it } from 'vitest';
import { prepaidSavingFormSchema, prepaidSavingFormValues } from './prepaid-saving-fields.tsx';

// The Payment form's prepaid saving: typed rupees become exact paise
// (docs/decisions/cod-fee-and-prepaid-saving.md).
describe('the prepaid saving form', () => {
  it('turns typed rupees into exact paise; blanks are 0 or no cap', () => {
    expect(
      prepaidSavingFormSchema.parse({
        type: 'percent',
        percent: '2.5',
        fixedPaise: '',
        capPaise: '1,000.29',
      }),
    ).toEqual({ type: 'percent', percent: 2.5, fixedPaise: 0, capPaise: 100_029 });
    expect(
      prepaidSavingFormSchema.parse({
        type: 'fixed',
        percent: '',
        fixedPaise: '0.29',
        capPaise: '',
      }),
    ).toEqual({ type: 'fixed', percent: 0, fixedPaise: 29, capPaise: null });
  });

  it('refuses what the shop cannot store, in the domain’s words', () => {
    const bad = prepaidSavingFormSchema.safeParse({
      type: 'percent',
      percent: '60',
      fixedPaise: '',
      capPaise: '12.345',
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual([
      'The saving must be between 0 and 50 percent',
      'Enter an amount in rupees (e.g. 5000), or leave it empty',
    ]);
  });

  it('shows a stored rule as the text it was typed as', () => {
    expect(
      prepaidSavingFormValues({ type: 'percent', percent: 5, fixedPaise: 25_050, capPaise: null }),
    ).toEqual({ type: 'percent', percent: '5', fixedPaise: '250.50', capPaise: '' });
  });
});
