/**
 * The icons' stylesheet (app/icons.css) is linked with media="print": the browser fetches it but
 * does not wait for it before the first paint, where its ~5 KB would share a slow line with the
 * scripts and the first pictures and hold back everything else (docs/decisions/icons-as-css-masks.md).
 * This inline script, right after the links in the head, makes it apply to the
 * screen once it has loaded. Without JavaScript a <noscript> link applies it instead.
 */
export const ICON_STYLES_ID = 'icon-styles';

export const releaseIconStylesScript = [
  `(function(){var l=document.getElementById("${ICON_STYLES_ID}");`,
  'if(!l)return;function a(){l.media="all"}l.sheet?a():l.addEventListener("load",a)})()',
].join('');
