import { cx } from '#app/lib/cx.ts';

/** A user's photo, or the first letter of their name on brand blue. */
export function Avatar({
  name,
  src,
  className,
}: {
  name: string;
  src?: string | null;
  className?: string;
}) {
  const initial = name.trim().charAt(0) || '?';
  return src ? (
    <img
      src={src}
      alt=""
      className={cx('shrink-0 rounded-full bg-slate-100 object-cover', className)}
      decoding="async"
    />
  ) : (
    <span
      aria-hidden
      className={cx(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white uppercase',
        className,
      )}
    >
      {initial}
    </span>
  );
}
