import { describe, expect, it } from 'vitest';
import { productDefaults } from '../catalog/admin-schemas.ts';
import { DEFAULT_GST_PERCENT, DEFAULT_GST_RATE_BP, gstBpToPercent, gstPercentToBp } from './gst.ts';

describe('GST rates', () => {
  it('converts percent and basis points both ways, fractional rates included', () => {
    expect(gstPercentToBp(18)).toBe(1800);
    expect(gstPercentToBp(0.25)).toBe(25);
    expect(gstPercentToBp(0.1 + 0.15)).toBe(25);
    expect(gstPercentToBp(0)).toBe(0);
    expect(gstBpToPercent(1800)).toBe(18);
    expect(gstBpToPercent(25)).toBe(0.25);
    for (const percent of [0, 0.25, 3, 5, 12, 18, 28, 40]) {
      expect(gstBpToPercent(gstPercentToBp(percent))).toBe(percent);
    }
  });

  it('has one default rate, 18%, in both units and for new products', () => {
    expect(DEFAULT_GST_PERCENT).toBe(18);
    expect(gstPercentToBp(DEFAULT_GST_PERCENT)).toBe(DEFAULT_GST_RATE_BP);
    expect(productDefaults.gstRate).toBe(DEFAULT_GST_PERCENT);
  });
});
