import { describe, expect, it } from 'vitest';
import {
  afterScroll,
  initialScrollVisibility,
  chatButtonPlacement,
  isChatButtonAllowed,
  type ScrollVisibility,
} from '#app/storefront/features/support/chat-placement.ts';

const scrollThrough = (ys: number[], from: ScrollVisibility = initialScrollVisibility) =>
  ys.reduce((state, y) => afterScroll(state, y), from);

describe('where the chat button may sit', () => {
  it('has no button on the product page, the cart, checkout and an order, where the buy box, forms and the thank-you panel are', () => {
    expect(isChatButtonAllowed('/product/5f0c')).toBe(false);
    expect(isChatButtonAllowed('/products/fms-ranger-1220')).toBe(false);
    expect(isChatButtonAllowed('/cart')).toBe(false);
    expect(isChatButtonAllowed('/checkout')).toBe(false);
    expect(isChatButtonAllowed('/checkout/pay')).toBe(false);
    expect(isChatButtonAllowed('/order/PW-2611-7K3Q9')).toBe(false);
  });

  it('keeps the button on the other pages', () => {
    for (const path of ['/', '/products', '/category/drones', '/faq', '/orders', '/cartography'])
      expect(isChatButtonAllowed(path), path).toBe(true);
  });

  it('shows it only at the end of pages of product cards, floating elsewhere', () => {
    for (const path of ['/', '/products', '/category/drones', '/specials', '/compare', '/wishlist'])
      expect(chatButtonPlacement(path), path).toBe('end');
    for (const path of ['/faq', '/contact', '/orders', '/profile', '/track-order', '/cartography'])
      expect(chatButtonPlacement(path), path).toBe('float');
  });
});

describe('the chat button while the shopper scrolls', () => {
  it('steps aside when scrolling down past the top and comes back when scrolling up', () => {
    const down = scrollThrough([100, 300, 600]);
    expect(down.isShown).toBe(false);
    expect(scrollThrough([560, 500], down).isShown).toBe(true);
  });

  it('ignores small moves and always shows near the top of the page', () => {
    const down = scrollThrough([400, 800]);
    expect(scrollThrough([790, 805, 795], down).isShown).toBe(false);
    expect(scrollThrough([120], down).isShown).toBe(true);
  });

  it('comes back at the end of the page, where the layout leaves room for it', () => {
    const down = scrollThrough([400, 800]);
    expect(afterScroll(down, 1200, 1200).isShown).toBe(true);
    expect(afterScroll(down, 1100, 1200).isShown).toBe(false);
  });

  it('on a page of product cards, shows only at the end (or on a page too short to scroll)', () => {
    expect(afterScroll(initialScrollVisibility, 0, 2000, true).isShown).toBe(false);
    expect(afterScroll(initialScrollVisibility, 600, 2000, true).isShown).toBe(false);
    expect(afterScroll(initialScrollVisibility, 2000, 2000, true).isShown).toBe(true);
    expect(afterScroll(initialScrollVisibility, 0, 0, true).isShown).toBe(true);
  });

  it('counts slow scrolling in small steps', () => {
    const down = scrollThrough([400, 800]);
    expect(scrollThrough([790, 780, 770], down).isShown).toBe(true);
  });
});
