import { describe, expect, it } from 'vitest';
import { parseCartQuantity } from '#app/lib/guest-cart.ts';

describe('parseCartQuantity', () => {
  it('sums the quantity of every line', () => {
    const cart = [
      { productId: 'a', name: 'Quad', price: 100, image: null, quantity: 2 },
      { productId: 'b', name: 'LiPo', price: 50, image: null, quantity: 3 },
    ];
    expect(parseCartQuantity(JSON.stringify(cart))).toBe(5);
  });

  it('ignores broken storage instead of crashing the header', () => {
    expect(parseCartQuantity(null)).toBe(0);
    expect(parseCartQuantity('{not json')).toBe(0);
    expect(parseCartQuantity('{"quantity":4}')).toBe(0);
    expect(parseCartQuantity('[{"quantity":-1},{"quantity":"2"},null,{"quantity":1.7}]')).toBe(1);
  });
});
