/**
 * A tap that lands before the page has hydrated is kept, not lost (docs/decisions/early-taps-are-kept.md).
 * Until then a server-rendered button has no handler: on a slow phone
 * the shopper sees "Add to cart" a second or more before it answers, and a tap in that time
 * would do nothing.
 *
 * A small inline script, first in the page, catches a click on any element marked with
 * `earlyTap` (its `data-early-tap` attribute), stops it, and marks the button busy. Once every
 * part of the page has hydrated, the browser entry calls `replayEarlyTap`: the catcher goes
 * away and the last caught button is clicked again, now with its handler. Only buttons whose
 * action is safe to run a moment late carry the mark (adding to the cart, buying now).
 */

/** Spread on a button whose early tap should be kept. */
export const earlyTap = { 'data-early-tap': '' } as const;

interface EarlyTapState {
  /** The last button tapped before hydration, if any. */
  tapped: HTMLElement | null;
  catcher: (event: Event) => void;
}

declare global {
  interface Window {
    __earlyTap?: EarlyTapState;
  }
}

/**
 * The catcher, as the inline script's text (the root layout renders it with the request's CSP
 * nonce). Written as a string, not a stringified function, so no build step can rename or wrap
 * what it refers to. It keeps the last button tapped in `window.__earlyTap.tapped`.
 */
export const earlyTapScript = [
  'var s={tapped:null,catcher:function(e){',
  'var b=e.target&&e.target.closest&&e.target.closest("[data-early-tap]");',
  'if(!b||b.disabled)return;',
  'e.preventDefault();e.stopImmediatePropagation();',
  's.tapped&&s.tapped.removeAttribute("aria-busy");',
  's.tapped=b;b.setAttribute("aria-busy","true")}};',
  'window.__earlyTap=s;document.addEventListener("click",s.catcher,true)',
].join('');

/** Called once the whole page has hydrated: stops catching and replays the kept tap. */
export function replayEarlyTap() {
  const state = window.__earlyTap;
  if (!state) return;
  document.removeEventListener('click', state.catcher, true);
  delete window.__earlyTap;
  const button = state.tapped;
  if (!button) return;
  button.removeAttribute('aria-busy');
  if (button.isConnected && !(button as HTMLButtonElement).disabled) button.click();
}
