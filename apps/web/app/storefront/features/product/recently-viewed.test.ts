import { describe, expect, it } from 'vitest';
import {
  parseRecentlyViewed,
  withViewed,
  type ViewedProduct,
} from '#app/storefront/features/product/recently-viewed.ts';

const item = (id: string): ViewedProduct => ({ id, name: id, price: 100, image: null });

describe('recently viewed', () => {
  it('puts the newest first, once, and keeps at most 10', () => {
    let list = Array.from({ length: 10 }, (_, i) => item(`p${i}`));
    list = withViewed(list, item('p5'));
    expect(list.map((p) => p.id).slice(0, 2)).toEqual(['p5', 'p0']);
    expect(list).toHaveLength(10);
    list = withViewed(list, item('new'));
    expect(list[0]?.id).toBe('new');
    expect(list).toHaveLength(10);
    expect(list.some((p) => p.id === 'p9')).toBe(false);
  });

  it('ignores broken storage', () => {
    expect(parseRecentlyViewed('{nope')).toEqual([]);
    expect(parseRecentlyViewed('[{"id":1},{"id":"a","name":"A","price":5}]')).toHaveLength(1);
  });
});
