import { cx } from '#app/lib/cx.ts';

/** The Propwash mark: a three-blade propeller on navy. `tone` picks the wordmark colour. */
export function Logo({
  className,
  tone = 'dark',
  withWordmark = true,
}: {
  className?: string;
  tone?: 'dark' | 'light';
  withWordmark?: boolean;
}) {
  return (
    <span className={cx('inline-flex items-center gap-2', className)}>
      {/* The drawing is the stylesheet's (app.css, .logo-mark), as the favicon's. */}
      <span className="logo-mark size-8 shrink-0" aria-hidden />
      {withWordmark && (
        <span
          className={cx(
            'font-display text-xl font-extrabold tracking-tight',
            tone === 'dark' ? 'text-brand-900' : 'text-white',
          )}
        >
          Prop<span className="text-accent-600">wash</span>
        </span>
      )}
    </span>
  );
}
