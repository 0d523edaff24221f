/**
 * Where the floating chat button may sit, as rules without a DOM. The button must never cover
 * what the shopper is using: the product page's quantity box and Add to cart, the cart's totals,
 * checkout's form and an order's page get no button at all, pages of product cards show it only at
 * their end (help stays one tap away in the footer's Contact and
 * FAQ links), and elsewhere the button steps aside while the shopper scrolls down through a page
 * and comes back when they scroll up or reach the end of the page, as the marketplaces' floating
 * bars do. The storefront layout leaves room under the footer, so at the end it covers nothing.
 */

// An order's own page holds its thank-you panel and Invoice menu, and already links to help.
const pagesWithoutChatButton = [
  /^\/products?\/[^/]+/,
  /^\/cart\/?$/,
  /^\/checkout(\/|$)/,
  /^\/order\//,
];
// Pages of product cards: a button floating over the grid would sit on a card, so it appears only
// at the end of the page, in the room the layout leaves under the footer.
const pagesOfProductCards = [
  /^\/$/,
  /^\/products\/?$/,
  /^\/category\//,
  /^\/(specials|new-products|featured|compare|wishlist)\/?$/,
];

/** 'none': no button; 'end': only at the end of the page; 'float': steps aside while scrolling. */
export type ChatButtonPlacement = 'none' | 'end' | 'float';

export function chatButtonPlacement(pathname: string): ChatButtonPlacement {
  if (pagesWithoutChatButton.some((page) => page.test(pathname))) return 'none';
  if (pagesOfProductCards.some((page) => page.test(pathname))) return 'end';
  return 'float';
}

export function isChatButtonAllowed(pathname: string): boolean {
  return chatButtonPlacement(pathname) !== 'none';
}

/** Near the top of a page the button always shows. */
const TOP_ZONE_PX = 160;
/** Scrolls shorter than this (a finger resting, a bounce) change nothing. */
const SCROLL_STEP_PX = 24;

export interface ScrollVisibility {
  isShown: boolean;
  /** The scroll position the last change of direction was measured from. */
  fromY: number;
}

export const initialScrollVisibility: ScrollVisibility = { isShown: true, fromY: 0 };

/**
 * The button's visibility after the page scrolled to `y` (of at most `maxY`). With `isEndOnly`
 * it shows only at the end of the page (or on a page too short to scroll).
 */
export function afterScroll(
  state: ScrollVisibility,
  y: number,
  maxY = Infinity,
  isEndOnly = false,
): ScrollVisibility {
  if (y >= maxY - 2) return { isShown: true, fromY: y };
  if (isEndOnly) return { isShown: false, fromY: y };
  if (y <= TOP_ZONE_PX) return { isShown: true, fromY: y };
  const moved = y - state.fromY;
  if (Math.abs(moved) < SCROLL_STEP_PX) return state;
  return { isShown: moved < 0, fromY: y };
}
