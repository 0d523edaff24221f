/**
 * Pictures below the first screen wait until the page has hydrated (docs/decisions/pictures-wait-for-hydration.md).
 * Chrome fetches a lazy image as soon as it lies within about a screen
 * and a half of the viewport: on the home page that is some twenty product, offer and category
 * pictures, about 150 KB, asked for in the same moment as the scripts that make the page work.
 * On a slow phone they share its bandwidth (and, over HTTP/1.1, its six connections) with those
 * scripts, so the page answered later for pictures the shopper had not scrolled to yet.
 *
 * A marked image (`afterHydration`, its `data-after-hydration` attribute) is not displayed while
 * the page's root element carries `data-hydrating` (app.css), and a lazy image that is not
 * displayed is not fetched. The attribute is set by the inline script in the page's head
 * (`holdImagesScript`), so without JavaScript nothing is held; the browser entry removes it once
 * every part of the page has hydrated (`releaseImages`), and the inline script does so itself 5 s
 * after the page's load event, in case the scripts never run. A marked image's box must not
 * depend on the image (its wrapper holds the size), so nothing moves when it appears.
 */

/** Spread on a lazy `<img>` that should wait until the page has hydrated. */
export const afterHydration = { 'data-after-hydration': '' } as const;

/**
 * The same, on a phone only (narrower than Tailwind's `sm`, 640 px): for a picture in the first
 * screen of a wider one, below or beside a phone's (a listing's third row, a row's third card).
 */
export const afterHydrationOnPhones = { 'data-after-hydration': 'phone' } as const;

/** Where an image waits: on every screen (true), on phones only, or not at all (false). */
export type HydrationWait = boolean | 'phone';

/** The attribute for `wait`, to spread on the `<img>`. */
export const waitAttributes = (wait: HydrationWait) =>
  wait === 'phone' ? afterHydrationOnPhones : wait ? afterHydration : {};

/** The inline script's text (rendered by the root layout with the request's CSP nonce). */
export const holdImagesScript = [
  'var r=document.documentElement;r.setAttribute("data-hydrating","");',
  'addEventListener("load",function(){setTimeout(function(){r.removeAttribute("data-hydrating")},5e3)})',
].join('');

/** Called once the whole page has hydrated: the held images are displayed, and so fetched. */
export function releaseImages() {
  document.documentElement.removeAttribute('data-hydrating');
}
