import type { ReactNode } from 'react';
import { cn } from '#app/lib/cn.ts';

/**
 * A table cell's two lines: the main text (a name, by default dark and medium) and a small grey
 * detail under it (an email, a category, a date); `truncate` cuts both to the cell's width.
 */
export function TwoLines(props: {
  main: ReactNode;
  sub: ReactNode;
  truncate?: boolean;
  mainClassName?: string;
  subClassName?: string;
}) {
  const cut = props.truncate && 'truncate';
  return (
    <>
      <p className={cn(cut, props.mainClassName ?? 'font-medium text-slate-900')}>{props.main}</p>
      <p className={cn(cut, 'text-xs text-slate-500', props.subClassName)}>{props.sub}</p>
    </>
  );
}
