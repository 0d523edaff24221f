import type { LucideIcon } from 'lucide-react';
import { cn } from '#app/lib/cn.ts';
import { Button } from '#app/ui/button.tsx';

/** One button of a list row: `label` shows on phones, `name` is its accessible name everywhere. */
export interface RowAction {
  label: string;
  name: string;
  icon: LucideIcon;
  run: () => void;
  disabled?: boolean;
  /** The tooltip; `name` when left out. */
  title?: string;
  /** A delete: drawn in red. */
  danger?: boolean;
}

/** A row's buttons: labelled on phone cards, icon-only with the same names in the table (`compact`). */
export function RowActions({ actions, compact }: { actions: RowAction[]; compact: boolean }) {
  return (
    <div className={compact ? 'flex justify-end gap-0.5' : 'flex flex-wrap gap-1'}>
      {actions.map((a) => (
        <Button
          key={a.label}
          variant="ghost"
          size="sm"
          disabled={a.disabled}
          onClick={a.run}
          aria-label={a.name}
          title={a.title ?? a.name}
          className={cn(
            compact && 'w-8 px-0',
            a.danger && 'text-danger-700 hover:bg-danger-50 hover:text-danger-700',
          )}
        >
          <a.icon aria-hidden />
          {!compact && a.label}
        </Button>
      ))}
    </div>
  );
}
