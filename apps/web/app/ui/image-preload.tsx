/**
 * A high-priority preload hint for a page's largest image, rendered just before it. The page
 * renders with Preact (docs/decisions/storefront-js-budget-preact.md), which has no React DOM
 * `preload()` to hoist the hint into <head>; the browser honours it in the body as the HTML
 * streams in.
 */
export function ImagePreload({
  href,
  srcSet,
  sizes,
}: {
  href: string;
  srcSet?: string | undefined;
  sizes?: string | undefined;
}) {
  return (
    <link
      rel="preload"
      as="image"
      href={href}
      fetchPriority="high"
      imageSrcSet={srcSet}
      imageSizes={srcSet ? sizes : undefined}
    />
  );
}
