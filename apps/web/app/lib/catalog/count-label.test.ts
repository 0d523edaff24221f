import { describe, expect, it } from 'vitest';
import { countLabel } from '#app/lib/catalog/count-label.ts';

describe('countLabel', () => {
  it('puts the noun in the right number', () => {
    expect(countLabel(0, 'item')).toBe('0 items');
    expect(countLabel(1, 'item')).toBe('1 item');
    expect(countLabel(2, 'review')).toBe('2 reviews');
    expect(countLabel(12345, 'product')).toBe('12,345 products');
    expect(countLabel(1, 'match', 'matches')).toBe('1 match');
    expect(countLabel(3, 'match', 'matches')).toBe('3 matches');
  });
});
