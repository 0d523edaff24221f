/**
 * For a page section that starts below a phone's first screen: the browser skips its style,
 * layout and paint until it comes near the viewport (content-visibility: auto), which shortens
 * the work before the first paint (docs/decisions.md, Storefront first load). The size stands in
 * for the section until then, and the browser remembers the real one once it has drawn it. The
 * section paints inside its own box (paint containment), so nothing it holds may draw outside it
 * (a child's shadow or hover lift at its edge would be cut).
 */
export const belowFold = '[content-visibility:auto] [contain-intrinsic-size:auto_480px]';
