import type { ReactNode } from 'react';
import { cn } from '#app/lib/cn.ts';

/**
 * The top of an admin screen: its title (the page's only h1), a line about it (the children), and
 * on the right the screen's own buttons (Add …, Import, Refresh) when it has any.
 */
export function PageHeader(props: {
  title: ReactNode;
  /** Classes of the description, e.g. max-w-2xl for a long one. */
  descriptionClassName?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const text = (
    <div className={props.actions ? 'min-w-0' : undefined}>
      <h1 className="text-2xl font-bold text-slate-900">{props.title}</h1>
      <p className={cn('mt-1 text-sm text-slate-600', props.descriptionClassName)}>
        {props.children}
      </p>
    </div>
  );
  if (!props.actions) return text;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      {text}
      {props.actions}
    </div>
  );
}
