import { describe, expect, it } from 'vitest';
import { droneWeightLabel } from '#app/storefront/features/product/drone-guidance.tsx';

describe('droneWeightLabel', () => {
  it('says grams below a kilogram and exact kilograms from there', () => {
    expect(droneWeightLabel(30)).toBe('30 g');
    expect(droneWeightLabel(249)).toBe('249 g');
    expect(droneWeightLabel(999)).toBe('999 g');
    expect(droneWeightLabel(1000)).toBe('1 kg');
    expect(droneWeightLabel(1200)).toBe('1.2 kg');
    expect(droneWeightLabel(2000)).toBe('2 kg');
    expect(droneWeightLabel(2001)).toBe('2.001 kg');
    expect(droneWeightLabel(24_950)).toBe('24.95 kg');
  });
});
