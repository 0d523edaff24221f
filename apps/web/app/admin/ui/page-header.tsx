import { Plus, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#app/lib/cn.ts';
import { Button } from '#app/ui/button.tsx';

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

/** A screen's "Add …" button for its header (a plus, or `icon`, before the label). */
export function AddButton(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  icon?: LucideIcon;
}) {
  const Icon = props.icon ?? Plus;
  return (
    <Button onClick={props.onClick} disabled={props.disabled}>
      <Icon aria-hidden /> {props.label}
    </Button>
  );
}
