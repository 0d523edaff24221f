import { ChevronDown } from '#app/ui/icons.tsx';
import type { ComponentProps } from 'react';
import { cx } from '#app/lib/cx.ts';
import { inputClassName } from '#app/ui/field-styles.ts';

/** A native <select> styled like the inputs: the phone's own picker, no widget library. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cx('relative', className)}>
      <select className={cx(inputClassName, 'appearance-none pr-9')} {...props} />
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
    </div>
  );
}
