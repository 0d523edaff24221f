import type { Cart } from '@propwash/domain/cart/schemas';
import { describe, expect, it } from 'vitest';
import {
  addGuestLine,
  clampQuantity,
  lineTitle,
  mergeBody,
  serverItems,
  setGuestLineQuantity,
} from '#app/lib/cart/cart-lines.ts';

const quad = { productId: 'a', name: 'Quad', price: 1499.5, image: null, stock: 3 };

describe('guest cart lines', () => {
  it('adds a product and sums a second add, capped at the stock', () => {
    const once = addGuestLine([], quad, 2);
    expect(once).toEqual([{ ...quad, quantity: 2 }]);
    expect(addGuestLine(once, quad, 5)[0]!.quantity).toBe(3);
  });

  it('keeps quantities whole: fractions are floored', () => {
    expect(addGuestLine([], quad, 1.8)[0]!.quantity).toBe(1);
    expect(clampQuantity(2.9, null)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });

  it('removes a line set to 0 or less and clamps others to 1..stock', () => {
    const lines = addGuestLine([], quad, 2);
    expect(setGuestLineQuantity(lines, 'a', 0)).toEqual([]);
    expect(setGuestLineQuantity(lines, 'a', -3)).toEqual([]);
    expect(setGuestLineQuantity(lines, 'a', 10)[0]!.quantity).toBe(3);
  });

  it('sends only UUID product ids to the merge endpoint', () => {
    const id = '6f1c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
    const lines = [
      { productId: id, name: 'A', price: 1, image: null, quantity: 2 },
      { productId: 'legacy-1', name: 'B', price: 1, image: null, quantity: 1 },
    ];
    expect(mergeBody(lines)).toEqual({ items: [{ productId: id, quantity: 2 }] });
  });

  it('keeps the server line GST rate, null when absent', () => {
    const line = {
      productId: 'a',
      name: 'Quad',
      image: null,
      category: 'drones',
      price: 100,
      originalPrice: 100,
      quantity: 1,
      stock: 3,
      inStock: true,
      lineTotal: 100,
      notice: null,
    };
    // An older server sends no gstRate: the summary then assumes the default.
    const cart = { items: [{ ...line, gstRate: 12 }, line], totalQuantity: 2, subtotal: 200 };
    expect(serverItems(cart as Cart).map((i) => i.gstRate)).toEqual([12, null]);
  });
});

describe('lineTitle', () => {
  it('puts the version on a line of its own', () => {
    expect(
      lineTitle({ name: 'Skylark 1200 — BNF / Mode 2', variantLabel: 'BNF / Mode 2' }),
    ).toEqual({ product: 'Skylark 1200', version: 'BNF / Mode 2' });
    expect(lineTitle({ name: 'Skylark 1200', variantLabel: null })).toEqual({
      product: 'Skylark 1200',
      version: null,
    });
  });
});
