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
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden focusable="false">
        <rect width="32" height="32" rx="8" fill="#132563" />
        <g transform="translate(16 16)" fill="#ff9232">
          <path d="M0 0C3.2-2.6 5.4-9.6 1.6-11.6-1.8-11.6-2.4-4.6 0 0Z" />
          <path d="M0 0C3.2-2.6 5.4-9.6 1.6-11.6-1.8-11.6-2.4-4.6 0 0Z" transform="rotate(120)" />
          <path d="M0 0C3.2-2.6 5.4-9.6 1.6-11.6-1.8-11.6-2.4-4.6 0 0Z" transform="rotate(240)" />
          <circle r="2.6" fill="#fff" />
          <circle r="1.1" fill="#132563" />
        </g>
      </svg>
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
