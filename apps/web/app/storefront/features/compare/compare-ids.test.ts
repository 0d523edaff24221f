import { describe, expect, it } from 'vitest';
import { parseCompareIds, replaceSlot } from '#app/storefront/features/compare/compare-ids.ts';

describe('compare ids', () => {
  it('keeps at most three distinct ids from ?ids=', () => {
    expect(parseCompareIds('a,b,a,c,d')).toEqual(['a', 'b', 'c']);
    expect(parseCompareIds(' a , <x> ,b')).toEqual(['a', 'b']);
    expect(parseCompareIds(null)).toEqual([]);
  });

  it('puts a product in a slot and never twice', () => {
    expect(replaceSlot(['a', 'b'], 2, 'c')).toEqual(['a', 'b', 'c']);
    expect(replaceSlot(['a', 'b', 'c'], 0, 'c')).toEqual(['c', 'b']);
    expect(replaceSlot(['a', 'b'], 0, null)).toEqual(['b']);
  });
});
