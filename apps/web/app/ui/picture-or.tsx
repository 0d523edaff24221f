import type { ImgHTMLAttributes, ReactNode } from 'react';

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'loading'> & {
  src: string | null | undefined;
  width: number;
  height: number;
  /** Load off-screen: `loading="lazy"` and `decoding="async"`. */
  lazy?: boolean;
  /** Shown in place of the picture when there is no `src`. */
  placeholder?: ReactNode;
};

/**
 * A decorative catalogue picture (product, category) at a fixed size, or `placeholder` when the
 * item has none. The picture sits beside the item's name, so its `alt` is empty.
 */
export function PictureOr({ src, lazy = false, placeholder = null, ...img }: PictureProps) {
  if (!src) return placeholder;
  const loading = lazy ? ({ loading: 'lazy', decoding: 'async' } as const) : {};
  return <img src={src} alt="" {...loading} {...img} />;
}
